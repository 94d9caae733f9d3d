/**
 * The markup of a lead form (spec §4 *Lead form*, §5 *Forms*): the error summary and the submit
 * failure alert, the step heading ('Step 1 of 2: Your details'), the step's fields, the hidden honeypot,
 * and Back / Next / submit. Inputs stay disabled until the island has hydrated, so nothing typed
 * before then is lost.
 */
import { useId, type ReactNode } from 'react';
import { useHydrated } from '../hooks/useHydrated.ts';
import type { useLeadForm } from '../hooks/useLeadForm.ts';
import { isRequired } from '../lib/fields.ts';
import { orderedErrors } from '../lib/validate.ts';
import type { FieldName, FormKind, FormSite } from '../types.ts';
import { ErrorSummary, FailureAlert } from '../ui/ErrorSummary.tsx';
import { SubmitButton } from '../ui/SubmitButton.tsx';
import { FieldControl } from './FieldControl.tsx';

export interface LeadFormViewProps {
  f: ReturnType<typeof useLeadForm>;
  kind: FormKind;
  site: FormSite;
  /** Level of the step heading (2 on form pages, 3 inside sections and dialogs). */
  headingLevel?: 2 | 3;
  /** Extra content after a field (e.g. the valuation note after the odometer). */
  after?: (field: FieldName) => ReactNode;
  /** Accessible name of the form. */
  label: string;
}

export function LeadFormView({ f, kind, site, headingLevel = 2, after, label }: LeadFormViewProps) {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ready = useHydrated();
  const idOf = (field: string) => `lead-${base}-${field.replace(/\./g, '-')}`;
  const shown = new Set<string>(f.steps.flatMap((s) => s.fields));
  const step = f.steps[f.step]!;
  const last = f.step === f.steps.length - 1;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <form
      className="lead-form"
      noValidate
      aria-label={label}
      aria-busy={f.busy || undefined}
      onSubmit={(e) => {
        e.preventDefault();
        void f.next();
      }}
    >
      <ErrorSummary ref={f.refs.summary} errors={orderedErrors(f.steps, f.errors)} idOf={(k) => (shown.has(k) ? idOf(k) : null)} />
      {f.failure && <FailureAlert ref={f.refs.failure} error={f.failure.error} network={f.failure.network} />}
      <Heading ref={f.refs.step} tabIndex={-1} className="lead-form__step">
        {f.steps.length > 1 && (
          <span className="lead-form__progress">
            Step {f.step + 1} of {f.steps.length}:{' '}
          </span>
        )}
        {step.title}
      </Heading>
      <fieldset className="lead-form__fields" disabled={!ready}>
        {step.fields.map((field) => (
          <div key={field} className={`lead-form__cell lead-form__cell--${field.replace(/\./g, '-')}`}>
            <FieldControl
              field={field}
              id={idOf(field)}
              values={f.values}
              set={f.set}
              error={f.errors[field]}
              kind={kind}
              site={site}
              required={isRequired(field, kind, site)}
            />
            {after?.(field)}
          </div>
        ))}
      </fieldset>
      <div className="lead-hp" aria-hidden="true">
        <label>
          Leave this field empty{' '}
          <input
            type="text"
            name="contact_me_by_fax_only"
            tabIndex={-1}
            autoComplete="off"
            value={f.values.contact_me_by_fax_only}
            onChange={(e) => f.set('contact_me_by_fax_only', e.currentTarget.value)}
          />
        </label>
      </div>
      <p className="lead-form__note">
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className="lead-form__actions">
        {f.step > 0 && (
          <button type="button" className="btn btn--outline" onClick={f.back} disabled={f.busy}>
            Back
          </button>
        )}
        <SubmitButton label={last ? kind.submitLabel : 'Next'} busy={f.busy} disabled={!ready} />
      </div>
    </form>
  );
}
