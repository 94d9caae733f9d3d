/**
 * The finance enquiry form island (spec §2 finance pages, anchor `#finance-form`): contact fields,
 * preferred dealership, vehicle price budget (money field with quick picks), comments, opt-in and
 * terms; prefilled from the finance link's parameters; validated with the shared lead schema
 * (errors listed under 'Please fix the following errors:', spec §5); submits category 'Finance
 * Enquiry' to `POST {apiBase}/api/leads`. The finance pages hydrate it with `client:intent`: on the visitor's first
 * intent, or when the browser is idle if the page was opened with a query (the finance link from a vehicle page, whose
 * budget and dealership it shows); behind a gate with `client:idle`. Its controls stay disabled until it has hydrated,
 * so nothing typed before then is lost (a tap on a field wakes the island and focuses that field once ready).
 */
import { useId, useRef } from 'react';
import { useHydrated } from '../forms/hooks/useHydrated.ts';
import { OPT_IN_TEXT } from '../../domain/finance/enquiry.ts';
import { formatMoneyInput, parseMoneyInput } from '../../domain/finance/money-input.ts';
import { LEAD_MESSAGES, type LeadSwitches } from '../../domain/lead.ts';
import { DEALERSHIP_PLACEHOLDER } from '../../domain/locations.ts';
import { useFinanceForm } from './hooks/useFinanceForm.ts';
import { MoneyField } from './ui/MoneyField.tsx';
import { TextField, type TextFieldProps } from './ui/TextField.tsx';
import './finance.css';

export interface FinanceEnquiryFormProps {
  /** `{apiBase}/api/leads` (same origin when the build has no API base). */
  endpoint: string;
  /** The tenant's slug, sent as `X-Site` (the lead-form engine's submit). */
  siteSlug: string;
  /** Dealerships for the preferred-dealership select (shown when more than one, or when the site requires it). */
  dealerships: { slug: string; name: string }[];
  /** The site's lead form switches (spec §5), as the API applies them. */
  switches: Partial<LeadSwitches>;
  /** Budget quick picks, AUD dollars (spec §5 money field). */
  quickPicks: number[];
  /** Subcategory naming the page ('Apply for Finance', …), or null. */
  subcategory: string | null;
  submitLabel: string;
  /** The site gates finance (`finance.gated`, spec §6): the lead carries the session cookie, which the API requires. */
  withSession: boolean;
}

/** The contact boxes, in the order shown (spec §5 lead fields): the value each edits, its label and input hints. */
const CONTACT_FIELDS = [
  { key: 'name', label: 'First Name', required: true, autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last Name', autoComplete: 'family-name' },
  { key: 'email', label: 'Email', required: true, type: 'email', autoComplete: 'email' },
  { key: 'phone', label: 'Mobile', required: true, type: 'tel', autoComplete: 'tel' },
  { key: 'postcode', label: 'Postcode', required: true, inputMode: 'numeric', maxLength: 4, autoComplete: 'postal-code' },
] as const satisfies readonly ({ key: 'name' | 'last_name' | 'email' | 'phone' | 'postcode' } & Omit<
  TextFieldProps,
  'value' | 'onValue'
>)[];

export default function FinanceEnquiryForm(props: FinanceEnquiryFormProps) {
  const f = useFinanceForm({
    endpoint: props.endpoint,
    siteSlug: props.siteSlug,
    switches: props.switches,
    dealershipSlugs: props.dealerships.map((d) => d.slug),
    subcategory: props.subcategory,
    withSession: props.withSession,
  });
  const { values: v, set, errors: e } = f;
  const id = useId();
  const ready = useHydrated();
  const summary = useRef<HTMLDivElement>(null);
  const showDealer = props.dealerships.length > 1 || props.switches.dealership_required === true;
  const errorList = Object.values(e);
  const onSubmit = async (ev: React.FormEvent) => {
    ev.preventDefault();
    await f.submit();
    summary.current?.focus();
  };
  return (
    <form className="fin-form" noValidate onSubmit={onSubmit} aria-busy={f.busy}>
      <div ref={summary} tabIndex={-1}>
        {errorList.length > 0 && (
          <div className="fin-form__errors" role="alert">
            <p>{LEAD_MESSAGES.heading}</p>
            <ul>
              {errorList.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          </div>
        )}
        {f.submitError && (
          <p className="fin-form__errors" role="alert">
            {LEAD_MESSAGES.formAlert}: {f.submitError}
          </p>
        )}
      </div>
      <fieldset className="fin-form__fields" disabled={!ready}>
        <div className="fin-form__row">
          {CONTACT_FIELDS.map(({ key, ...field }) => (
            <TextField key={key} {...field} value={v[key]} onValue={(x) => set(key, x)} error={e[key]} />
          ))}
          {showDealer && (
            <div className="fin-field">
              <label className="fin-field__label" htmlFor={`${id}-dealer`}>
                Preferred dealership
              </label>
              <select
                id={`${id}-dealer`}
                value={v.dealership_slug}
                onChange={(x) => set('dealership_slug', x.currentTarget.value)}
                aria-invalid={e.dealership_slug ? true : undefined}
              >
                <option value="">{DEALERSHIP_PLACEHOLDER}</option>
                {props.dealerships.map((d) => (
                  <option key={d.slug} value={d.slug}>
                    {d.name}
                  </option>
                ))}
              </select>
              {e.dealership_slug && <p className="fin-field__error">{e.dealership_slug}</p>}
            </div>
          )}
        </div>
        <MoneyField
          label="Vehicle price budget"
          name="vehiclePriceBudget"
          text={v.budget === null ? '' : formatMoneyInput(v.budget)}
          onText={(t) => set('budget', t.trim() === '' ? null : Math.max(0, parseMoneyInput(t) || 0))}
          onCommit={() => undefined}
          quickPicks={props.quickPicks}
          onPick={(x) => set('budget', x)}
        />
        <div className="fin-field">
          <label className="fin-field__label" htmlFor={`${id}-msg`}>
            Comments{props.switches.message_required !== false && <span aria-hidden="true"> *</span>}
          </label>
          <textarea
            id={`${id}-msg`}
            rows={4}
            value={v.message}
            onChange={(x) => set('message', x.currentTarget.value)}
            aria-invalid={e.message ? true : undefined}
          />
          {e.message && <p className="fin-field__error">{e.message}</p>}
        </div>
        <input
          type="text"
          name="contact_me_by_fax_only"
          tabIndex={-1}
          autoComplete="off"
          aria-hidden="true"
          className="visually-hidden"
          value={v.contact_me_by_fax_only}
          onChange={(x) => set('contact_me_by_fax_only', x.currentTarget.value)}
        />
        <label className="fin-form__check">
          <input type="checkbox" checked={v.opt_in} onChange={(x) => set('opt_in', x.currentTarget.checked)} /> <span>{OPT_IN_TEXT}</span>
        </label>
        {props.switches.terms_required && (
          <label className="fin-form__check">
            <input type="checkbox" checked={v.terms_conditions} onChange={(x) => set('terms_conditions', x.currentTarget.checked)} />{' '}
            <span>
              I agree to the <a href="/terms-and-conditions/">terms of use</a>
            </span>
          </label>
        )}
      </fieldset>
      <button className="btn" type="submit" disabled={f.busy || !ready}>
        {f.busy ? 'Sending…' : props.submitLabel}
      </button>
    </form>
  );
}
