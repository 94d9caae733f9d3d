/**
 * Trade-in valuation with a figure (issue #13 item 5; spec §2 /trade-in; §3 *Valuation payloads*:
 * adjustments, '3. Offer Accepted', PreferredContactMethod, finance Yes/No; §4 offer accepted → event 18;
 * §5 no online estimate over 7 years or 100,000 km). 1) the car (make, model, badge, year, odometer)
 * and the adjustment questions → `POST /api/valuations/estimate`: a range with the number of comparable
 * cars in the platform's stock data, moving as the answers change 2) accepting the offer sends the
 * buyer's details → `POST /api/valuations/accept` (the API works the figure out again). With no figure
 * (too old, too far, too few comparables) the page says an appraiser will call and shows the valuation
 * request form. There is no rego lookup provider configured, so the buyer types the car (README).
 * Hydrate `client:only="react"`.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ADJUSTMENT_QUESTIONS, OFFER_ACCEPTED_EVENT, PREFERRED_CONTACT_METHODS, type AdjustmentAnswers } from '../../domain/valuation.ts';
import { formatAud } from '../../domain/money.ts';
import { ANALYTICS_EVENTS, track } from '../../stores/analytics.ts';
import ValuationForm from '../forms/ValuationForm.tsx';
import type { FormSite } from '../forms/types.ts';
import { CheckboxField, SelectField, TextField } from '../forms/ui/Fields.tsx';
import { SubmitButton } from '../forms/ui/SubmitButton.tsx';
import {
  AccountError,
  ACCOUNT_MESSAGES,
  acceptOffer,
  fetchEstimate,
  type AccountSite,
  type Estimate,
  type ValuationCar,
} from './client.ts';
import '../forms/forms.css';
import './account.css';

export interface TradeInEstimateProps {
  site: AccountSite;
  formSite: FormSite;
}

/** Why there is no figure, in the buyer's words (ours; spec §5 for the age/odometer rule). */
export const NO_ESTIMATE_TEXT: Record<string, string> = {
  too_old_or_far:
    'We do not give online figures for cars over 7 years old or with more than 100,000 km. Send the form below and one of our appraisers will call you with a valuation.',
  too_few_comparables:
    'We do not have enough comparable cars in our market data to give a fair figure for this one. Send the form below and one of our appraisers will call you with a valuation.',
};

const whole = (v: string) => (/^\d+$/.test(v.replace(/[\s,]/g, '')) ? Number(v.replace(/[\s,]/g, '')) : NaN);
const errorText = (err: unknown) => (err instanceof AccountError ? err.message : ACCOUNT_MESSAGES.unexpected);

export default function TradeInEstimate({ site, formSite }: TradeInEstimateProps) {
  const [car, setCar] = useState({ make: '', model: '', badge: '', year: '', km: '' });
  const [answers, setAnswers] = useState<AdjustmentAnswers>({});
  const [estimate, setEstimate] = useState<{ car: ValuationCar; value: Estimate } | null>(null);
  const [contact, setContact] = useState({
    name: '',
    last_name: '',
    email: '',
    phone: '',
    postcode: '',
    PreferredContactMethod: 'Phone',
    finance: 'No',
    terms: false,
  });
  const [fields, setFields] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accepted, setAccepted] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const resultRef = useRef<HTMLDivElement>(null);

  const ask = async (next: ValuationCar) => {
    setError(null);
    setBusy(true);
    try {
      setEstimate({ car: next, value: await fetchEstimate(site, next) });
    } catch (err) {
      setError(errorText(err));
      setFields(err instanceof AccountError ? err.fields : {});
    } finally {
      setBusy(false);
    }
  };
  const submitCar = (e: FormEvent) => {
    e.preventDefault();
    const year = whole(car.year);
    const km = whole(car.km);
    const errs: Record<string, string> = {};
    if (!car.make.trim()) errs.make = 'Please enter the make.';
    if (!car.model.trim()) errs.model = 'Please enter the model.';
    if (!(year >= 1900 && year <= 2100)) errs.year = 'Please enter the year as four digits, e.g. 2018.';
    if (!(km >= 0)) errs.km = 'Please enter the kilometres as a whole number, e.g. 85000.';
    setFields(errs);
    if (Object.keys(errs).length > 0) return setError(Object.values(errs)[0]!);
    void ask({ make: car.make.trim(), model: car.model.trim(), badge: car.badge.trim() || null, year, km, adjustmentAnswers: answers });
  };
  // The adjustment answers move the figure (spec §3 adjustments): ask again when one changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a changed answer asks again, not a new estimate
  useEffect(() => {
    if (estimate && estimate.car.adjustmentAnswers !== answers) void ask({ ...estimate.car, adjustmentAnswers: answers });
  }, [answers]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus the result when a new car's estimate arrives
  useEffect(() => {
    if (estimate) resultRef.current?.focus();
  }, [estimate?.car]);

  const accept = async (e: FormEvent) => {
    e.preventDefault();
    if (!estimate) return;
    setError(null);
    setBusy(true);
    try {
      const { terms, ...rest } = contact;
      const loc = formSite.locations[0];
      const out = await acceptOffer(
        site,
        {
          ...rest,
          car: estimate.car,
          Rego: null,
          terms_conditions: terms,
          dealership_slug: formSite.dealershipSlug,
          location_id: loc?.id ?? null,
          url: window.location.href,
          user_agent: navigator.userAgent,
        },
        key,
      );
      track(ANALYTICS_EVENTS.offerAccepted, {
        vehicleMake: estimate.car.make,
        vehicleModel: estimate.car.model,
        vehicleYear: estimate.car.year,
      });
      setAccepted(out.lead_id);
    } catch (err) {
      setError(errorText(err));
      setFields(err instanceof AccountError ? err.fields : {});
    } finally {
      setBusy(false);
    }
  };

  const setC = (k: keyof typeof car) => (v: string) => setCar((s) => ({ ...s, [k]: v }));
  const setK = (k: keyof typeof contact) => (v: string) => setContact((s) => ({ ...s, [k]: v }));
  const value = estimate?.value;

  if (accepted) {
    return (
      <div className="lead-success" role="status" data-offer-accepted={OFFER_ACCEPTED_EVENT}>
        <h2>Offer accepted</h2>
        <p>
          Thank you. We have your accepted offer for the {estimate!.car.year} {estimate!.car.make} {estimate!.car.model}; we will contact
          you by {contact.PreferredContactMethod.toLowerCase()} to inspect the car and confirm the figure. Reference {accepted.slice(0, 8)}.
        </p>
      </div>
    );
  }
  return (
    <div className="lead">
      {error && (
        <p className="lead-alert" role="alert">
          {error}
        </p>
      )}
      <form className="lead-form" noValidate onSubmit={submitCar} aria-label="Your car">
        <h2 className="lead-form__step">Your car</h2>
        <p className="lead-form__note">Enter your car's details: registration lookup is not available on this site.</p>
        <div className="lead-form__fields">
          <TextField id="ti-make" label="Make" required value={car.make} onValue={setC('make')} error={fields.make} autoComplete="off" />
          <TextField
            id="ti-model"
            label="Model"
            required
            value={car.model}
            onValue={setC('model')}
            error={fields.model}
            autoComplete="off"
          />
          <TextField
            id="ti-badge"
            label="Badge (optional)"
            hint="e.g. GXL, Sport, SR5"
            value={car.badge}
            onValue={setC('badge')}
            autoComplete="off"
          />
          <TextField
            id="ti-year"
            label="Year"
            required
            inputMode="numeric"
            maxLength={4}
            value={car.year}
            onValue={setC('year')}
            error={fields.year}
          />
          <TextField id="ti-km" label="Odometer (km)" required inputMode="numeric" value={car.km} onValue={setC('km')} error={fields.km} />
        </div>
        <fieldset className="lead-form__fields">
          <legend className="lead-field__label">About its condition</legend>
          {ADJUSTMENT_QUESTIONS.map((q) => (
            <SelectField
              key={q.id}
              id={`ti-adj-${q.id}`}
              label={q.label}
              value={answers[q.id] ?? q.options[0]!.value}
              onValue={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))}
              options={q.options.map((o) => ({ value: o.value, label: o.label }))}
            />
          ))}
        </fieldset>
        <div className="lead-form__actions">
          <SubmitButton label="Get my estimate" busy={busy && !estimate} busyLabel="Working it out…" />
        </div>
      </form>
      <div ref={resultRef} tabIndex={-1} aria-live="polite">
        {value?.available && (
          <div className="account-estimate" data-estimate-low={value.range.low} data-estimate-high={value.range.high}>
            <p>Your trade-in estimate</p>
            <p className="account-estimate__figure">
              {formatAud(value.range.low)} – {formatAud(value.range.high)}
            </p>
            <p>
              Based on {value.comparables} comparable cars for sale in Australia (same make and model, year ± 1, similar kilometres
              {value.badge_matched ? ', same badge' : ''}), adjusted for your answers. We confirm the figure when we see the car.
            </p>
          </div>
        )}
        {value && !value.available && <p className="lead-note">{NO_ESTIMATE_TEXT[value.reason]}</p>}
      </div>
      {value?.available && (
        <form className="lead-form" noValidate onSubmit={accept} aria-label="Accept the offer">
          <h2 className="lead-form__step">Accept this offer</h2>
          <div className="lead-form__fields">
            <TextField
              id="ti-name"
              label="First Name"
              required
              autoComplete="given-name"
              value={contact.name}
              onValue={setK('name')}
              error={fields.name}
            />
            <TextField
              id="ti-last-name"
              label="Last Name"
              autoComplete="family-name"
              value={contact.last_name}
              onValue={setK('last_name')}
              error={fields.last_name}
            />
            <TextField
              id="ti-email"
              label="Email"
              type="email"
              required
              autoComplete="email"
              value={contact.email}
              onValue={setK('email')}
              error={fields.email}
            />
            <TextField
              id="ti-phone"
              label="Mobile"
              type="tel"
              required
              autoComplete="tel"
              value={contact.phone}
              onValue={setK('phone')}
              error={fields.phone}
            />
            <TextField
              id="ti-postcode"
              label="Postcode"
              required
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
              value={contact.postcode}
              onValue={setK('postcode')}
              error={fields.postcode}
            />
            <SelectField
              id="ti-contact"
              label="How should we contact you?"
              value={contact.PreferredContactMethod}
              onValue={setK('PreferredContactMethod')}
              options={PREFERRED_CONTACT_METHODS.map((m) => ({ value: m, label: m }))}
              error={fields.PreferredContactMethod}
            />
            <SelectField
              id="ti-finance"
              label="Do you need finance for your next car?"
              value={contact.finance}
              onValue={setK('finance')}
              options={[
                { value: 'No', label: 'No' },
                { value: 'Yes', label: 'Yes' },
              ]}
              error={fields.finance}
            />
          </div>
          {formSite.switches.terms_required && (
            <CheckboxField
              id="ti-terms"
              label={
                <>
                  I agree to the <a href="/terms-and-conditions/">terms of use</a>
                  <span aria-hidden="true"> *</span>
                </>
              }
              checked={contact.terms}
              onChecked={(v) => setContact((s) => ({ ...s, terms: v }))}
              error={fields.terms_conditions}
            />
          )}
          <div className="lead-form__actions">
            <SubmitButton label="Accept offer" busy={busy} busyLabel="Sending…" />
          </div>
        </form>
      )}
      {value && !value.available && <ValuationForm site={formSite} kind="tradeIn" />}
    </div>
  );
}
