/**
 * A multi-step lead form (spec §4 *Lead form*): Next validates the step's fields with the shared lead
 * schema and moves on, the last step submits; errors go to the summary under 'Please fix the following
 * errors:' (spec §5), which takes focus; a failed submit keeps everything typed and shows the server's
 * text (spec §8). `subcategory` may be decided from the values at submit time.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { leadSchema, type Lead } from '../../../domain/lead.ts';
import { readTrail, sessionTrailStorage } from '../lib/trail.ts';
import { visibleSteps } from '../lib/fields.ts';
import { buildLeadBody } from '../lib/payload.ts';
import { errorsFor, firstStepWithError, schemaErrors } from '../lib/validate.ts';
import type { FieldName, FormCar, FormKind, FormSite, FormValues } from '../types.ts';
import { useFormValues } from './useFormValues.ts';
import { useLeadSubmit, type AfterSuccess } from './useLeadSubmit.ts';

export interface LeadFormOptions {
  kind: FormKind;
  site: FormSite;
  car: FormCar | null;
  subcategory?: (values: FormValues) => string | null;
  afterSuccess?: (leadId: string, values: FormValues) => void;
}

/** What the form shows after a failed submit: the server's (or the fallback) text, and whether it was the network. */
export type SubmitFailure = { error: string; network: boolean } | null;

export function useLeadForm(o: LeadFormOptions) {
  const { values, set } = useFormValues(o.kind, o.site, o.car);
  const steps = useMemo(() => visibleSteps(o.kind, o.site, o.car), [o.kind, o.site, o.car]);
  const schema = useMemo(() => leadSchema(o.kind.form, o.site.switches), [o.kind.form, o.site.switches]);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<SubmitFailure>(null);
  const [focus, setFocus] = useState<{ target: 'summary' | 'step' | 'failure'; tick: number } | null>(null);
  const after: AfterSuccess = (id) => o.afterSuccess?.(id, values);
  const submitter = useLeadSubmit({
    endpoint: `${o.site.apiBase}/api/leads`,
    siteSlug: o.site.slug,
    form: o.kind.form,
    car: o.car,
    afterSuccess: after,
  });
  const refs = { summary: useRef<HTMLDivElement>(null), step: useRef<HTMLHeadingElement>(null), failure: useRef<HTMLDivElement>(null) };

  // biome-ignore lint/correctness/useExhaustiveDependencies: refs are stable; focus moves only when `focus` changes
  useEffect(() => {
    if (focus) refs[focus.target].current?.focus();
  }, [focus]);
  const focusOn = (target: 'summary' | 'step' | 'failure') => setFocus((f) => ({ target, tick: (f?.tick ?? 0) + 1 }));

  const body = () =>
    buildLeadBody(values, {
      kind: o.kind,
      site: o.site,
      car: o.car,
      shown: new Set<FieldName>(steps.flatMap((s) => s.fields)),
      subcategory: o.subcategory?.(values),
      url: window.location.href,
      userAgent: navigator.userAgent,
      trail: readTrail(sessionTrailStorage(), window.location),
    });

  const next = async () => {
    setFailure(null);
    const b = body();
    const last = step >= steps.length - 1;
    const all = schemaErrors(schema, b);
    const shown = last ? all : errorsFor(all, steps[step]!.fields);
    setErrors(shown);
    if (Object.keys(shown).length > 0) {
      if (last) setStep(firstStepWithError(steps, shown));
      return focusOn('summary');
    }
    if (!last) {
      setStep(step + 1);
      return focusOn('step');
    }
    const failed = await submitter.send(b, schema.parse(b) as Lead);
    if (!failed) return;
    if (failed.kind === 'invalid') {
      setErrors(failed.fields);
      setStep(firstStepWithError(steps, failed.fields));
      return focusOn('summary');
    }
    setFailure({ error: failed.error, network: failed.kind === 'network' });
    focusOn('failure');
  };

  const back = () => {
    setErrors({});
    setStep((s) => Math.max(0, s - 1));
    focusOn('step');
  };

  return { values, set, steps, step, errors, failure, busy: submitter.busy, next, back, refs };
}
