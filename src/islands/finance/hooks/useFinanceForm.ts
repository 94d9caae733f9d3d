/**
 * Finance enquiry form state: values prefilled from the finance link in the URL (spec §2), validation
 * with the shared lead schema (spec §5 messages), and the submit through the lead-form engine's
 * `useLeadSubmit` (spec §4 *Lead form*): the same Idempotency-Key, `X-Site`, timeout, success marker,
 * analytics event and remembered contact details as every other lead form.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLeadSubmit } from '../../forms/hooks/useLeadSubmit.ts';
import { financeLeadBody, type FinanceFormValues } from '../../../domain/finance/enquiry.ts';
import { parseFinanceLink, type FinanceLinkParams } from '../../../domain/finance/link.ts';
import { LEAD_MESSAGES, leadFieldErrors, leadSchema, type LeadSwitches } from '../../../domain/lead.ts';

const EMPTY_LINK: FinanceLinkParams = { preferredDealership: null, vehiclePriceBudget: null, car_id: null, car_type: null, vin: null };

export function useFinanceForm(opts: {
  endpoint: string;
  siteSlug: string;
  switches: Partial<LeadSwitches>;
  dealershipSlugs: string[];
  subcategory: string | null;
  /** The site gates finance (spec §6): send the session cookie with the lead. */
  withSession: boolean;
}) {
  const schema = useMemo(() => leadSchema('enquiry', opts.switches), [opts.switches]);
  const [values, setValues] = useState<FinanceFormValues>({
    name: '',
    last_name: '',
    email: '',
    phone: '',
    postcode: '',
    dealership_slug: '',
    budget: null,
    message: '',
    opt_in: true,
    terms_conditions: false,
    contact_me_by_fax_only: '',
  });
  const [link, setLink] = useState(EMPTY_LINK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const submitter = useLeadSubmit({
    endpoint: opts.endpoint,
    siteSlug: opts.siteSlug,
    form: 'enquiry',
    car: null,
    withSession: opts.withSession,
  });

  // The finance link is the page's URL, read once the form has hydrated (the static HTML cannot know it). The effect
  // is keyed on the dealerships' slugs as text, not on the array: callers build a new array on every render, and an
  // effect keyed on it ran after every render and set new state each time, so the form rendered again and again and
  // every finance page kept a CPU core busy for as long as it was open (`tests/browser/finance.test.ts`).
  const dealershipKey = opts.dealershipSlugs.join('\n');
  useEffect(() => {
    const known = dealershipKey.split('\n');
    const l = parseFinanceLink(window.location.search);
    setLink(l);
    setValues((v) => ({
      ...v,
      budget: l.vehiclePriceBudget ?? v.budget,
      dealership_slug: l.preferredDealership && known.includes(l.preferredDealership) ? l.preferredDealership : v.dealership_slug,
    }));
  }, [dealershipKey]);

  const set = <K extends keyof FinanceFormValues>(k: K, v: FinanceFormValues[K]) => setValues((s) => ({ ...s, [k]: v }));
  const submit = async () => {
    setSubmitError(null);
    const body = financeLeadBody(values, {
      link,
      subcategory: opts.subcategory,
      url: window.location.href,
      userAgent: navigator.userAgent,
    });
    const parsed = schema.safeParse(body);
    if (!parsed.success) return setErrors(leadFieldErrors(parsed.error));
    setErrors({});
    const failure = await submitter.send(body, parsed.data);
    if (!failure) return; // stored: the engine remembered the success and went to /success/
    if (failure.kind === 'invalid') setErrors(failure.fields);
    setSubmitError(failure.error || LEAD_MESSAGES.submitFallback);
  };
  return { values, set, link, errors, submitError, busy: submitter.busy, submit };
}
