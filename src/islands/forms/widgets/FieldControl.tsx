/**
 * One lead form field by name (spec §3 *Form fields*, §5 *Forms*): its label, input type, autocomplete
 * and the options of its select. Labels follow the spec's names (First Name, Mobile, Comments…).
 */
import { formatMoneyInput, parseMoneyInput } from '../../../domain/finance/money-input.ts';
import { DEALERSHIP_PLACEHOLDER } from '../../../domain/locations.ts';
import type { SetField } from '../hooks/useFormValues.ts';
import { appointmentKind, formLocations } from '../lib/fields.ts';
import { ENQUIRY_CATEGORIES, OPT_IN_TEXTS, SERVICE_OPTIONS } from '../lib/kinds.ts';
import type { FieldName, FormKind, FormSite, FormValues } from '../types.ts';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../ui/Fields.tsx';
import { SlotPicker } from './SlotPicker.tsx';

export interface FieldControlProps {
  field: FieldName;
  id: string;
  values: FormValues;
  set: SetField;
  error: string | undefined;
  kind: FormKind;
  site: FormSite;
  /** True when the schema requires the field on this site. */
  required: boolean;
}

const STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'];

export function FieldControl({ field, id, values: v, set, error, kind, site, required }: FieldControlProps) {
  const common = { id, error, required, name: field };
  const text = (f: keyof FormValues & FieldName, label: string, extra: Record<string, unknown> = {}) => (
    <TextField {...common} label={label} value={v[f] as string} onValue={(x) => set(f, x)} {...extra} />
  );
  switch (field) {
    case 'name':
      return text('name', 'First Name', { autoComplete: 'given-name' });
    case 'last_name':
      return text('last_name', 'Last Name', { autoComplete: 'family-name' });
    case 'email':
      return text('email', 'Email', { type: 'email', autoComplete: 'email', inputMode: 'email' });
    case 'phone':
      return text('phone', 'Mobile', { type: 'tel', autoComplete: 'tel' });
    case 'postcode':
      return text('postcode', 'Postcode', { inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' });
    case 'Rego':
      return text('Rego', 'Rego (optional)', { maxLength: 9, autoCapitalize: 'characters', autoComplete: 'off' });
    case 'message':
      return <TextAreaField {...common} label={kind.messageLabel} value={v.message} onValue={(x) => set('message', x)} />;
    case 'category':
      return (
        <SelectField
          {...common}
          label="What is your enquiry about?"
          value={v.category}
          onValue={(x) => set('category', x)}
          options={ENQUIRY_CATEGORIES.map((c) => ({ value: c, label: c }))}
        />
      );
    case 'location_id': {
      const choices = formLocations(kind, site);
      return (
        <SelectField
          {...common}
          label="Location"
          placeholder="Please select a location..."
          value={v.location_id}
          onValue={(x) => {
            set('location_id', x);
            set('appointment_at', '');
          }}
          options={choices.map((l) => ({ value: l.id, label: l.name }))}
        />
      );
    }
    case 'dealership_slug':
      return (
        <SelectField
          {...common}
          label="Preferred dealership"
          placeholder={DEALERSHIP_PLACEHOLDER}
          value={v.dealership_slug}
          onValue={(x) => set('dealership_slug', x)}
          options={site.dealerships.map((d) => ({ value: d.slug, label: d.name }))}
        />
      );
    case 'additional_services':
      return (
        <fieldset className="lead-choices">
          <legend className="lead-field__label">Services you need (optional)</legend>
          {SERVICE_OPTIONS.map((s, i) => (
            <CheckboxField
              key={s}
              id={`${id}-${i}`}
              label={s}
              checked={v.additional_services.includes(s)}
              onChecked={(on) =>
                set('additional_services', on ? [...v.additional_services, s] : v.additional_services.filter((x) => x !== s))
              }
            />
          ))}
        </fieldset>
      );
    case 'offer_from_client':
      return text('offer_from_client', 'Your offer', {
        prefix: '$',
        inputMode: 'decimal',
        autoComplete: 'off',
        hint: 'In Australian dollars, drive-away.',
        onBlur: () => {
          const n = parseMoneyInput(v.offer_from_client);
          if (n > 0) set('offer_from_client', formatMoneyInput(n));
        },
      });
    case 'appointment_at': {
      const location = site.locations.find((l) => l.id === v.location_id) ?? null;
      return (
        <SlotPicker
          id={id}
          apiBase={site.apiBase}
          siteSlug={site.slug}
          kind={appointmentKind(kind)}
          locationId={v.location_id}
          locationName={location?.name ?? null}
          date={v.appointment_date}
          onDate={(d) => set('appointment_date', d)}
          value={v.appointment_at}
          onValue={(s) => set('appointment_at', s)}
          error={error}
        />
      );
    }
    case 'trade_in.rego':
      return text('trade_in.rego', 'Rego', { maxLength: 12, autoCapitalize: 'characters', autoComplete: 'off' });
    case 'trade_in.rego_state':
      return (
        <SelectField
          {...common}
          label="State of registration"
          placeholder="Please select a state..."
          value={v['trade_in.rego_state']}
          onValue={(x) => set('trade_in.rego_state', x)}
          options={STATES.map((s) => ({ value: s, label: s }))}
        />
      );
    case 'trade_in.year':
      return text('trade_in.year', 'Year', { inputMode: 'numeric', maxLength: 4, placeholder: `e.g. ${site.year - 5}` });
    case 'trade_in.make':
      return text('trade_in.make', 'Make', { autoComplete: 'off' });
    case 'trade_in.model':
      return text('trade_in.model', 'Model', { autoComplete: 'off' });
    case 'trade_in.km':
      return text('trade_in.km', 'Odometer (km)', { inputMode: 'numeric', autoComplete: 'off' });
    case 'opt_in':
      return (
        <CheckboxField
          id={id}
          name="opt_in"
          error={error}
          label={OPT_IN_TEXTS[kind.optIn]}
          checked={v.opt_in}
          onChecked={(x) => set('opt_in', x)}
        />
      );
    case 'terms_conditions':
      return (
        <CheckboxField
          id={id}
          name="terms_conditions"
          error={error}
          checked={v.terms_conditions}
          onChecked={(x) => set('terms_conditions', x)}
          label={
            <>
              I agree to the <a href="/terms-and-conditions/">terms of use</a>
              <span aria-hidden="true"> *</span>
            </>
          }
        />
      );
  }
}
