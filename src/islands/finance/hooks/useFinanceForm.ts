/**
 * Finance enquiry form state: values prefilled from the finance link in the URL (spec §2), validation
 * with the shared lead schema (spec §5 messages), and the submit to `POST {apiBase}/api/leads`
 * (spec §4 *Lead form*: on lead_id store the success marker and go to /success; else show the error).
 */
import { useEffect, useMemo, useState } from 'react';
import { financeLeadBody, type FinanceFormValues } from '../../../domain/finance/enquiry.ts';
import { parseFinanceLink, type FinanceLinkParams } from '../../../domain/finance/link.ts';
import { LEAD_MESSAGES, leadFieldErrors, leadSchema, type LeadSwitches } from '../../../domain/lead.ts';

/** Local storage key of the success-category marker the /success page reads (spec §4). */
export const SUCCESS_MARKER_KEY = 'lead-success-category';
const EMPTY_LINK: FinanceLinkParams = { preferredDealership: null, vehiclePriceBudget: null, car_id: null, car_type: null, vin: null };

export function useFinanceForm(opts: { endpoint: string; switches: Partial<LeadSwitches>; dealershipSlugs: string[]; subcategory: string | null }) {
  const schema = useMemo(() => leadSchema('enquiry', opts.switches), [opts.switches]);
  const [values, setValues] = useState<FinanceFormValues>({ name: '', last_name: '', email: '', phone: '', postcode: '', dealership_slug: '', budget: null, message: '', opt_in: true, terms_conditions: false, contact_me_by_fax_only: '' });
  const [link, setLink] = useState(EMPTY_LINK);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const l = parseFinanceLink(window.location.search);
    setLink(l);
    setValues((v) => ({ ...v, budget: l.vehiclePriceBudget ?? v.budget, dealership_slug: l.preferredDealership && opts.dealershipSlugs.includes(l.preferredDealership) ? l.preferredDealership : v.dealership_slug }));
  }, [opts.dealershipSlugs]);

  const set = <K extends keyof FinanceFormValues>(k: K, v: FinanceFormValues[K]) => setValues((s) => ({ ...s, [k]: v }));
  const submit = async () => {
    setSubmitError(null);
    const body = financeLeadBody(values, { link, subcategory: opts.subcategory, url: window.location.href, userAgent: navigator.userAgent });
    const parsed = schema.safeParse(body);
    if (!parsed.success) return setErrors(leadFieldErrors(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const res = await fetch(opts.endpoint, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const data = (await res.json().catch(() => ({}))) as { lead_id?: string; error?: string; fields?: Record<string, string> };
      if (res.ok && data.lead_id) {
        try { localStorage.setItem(SUCCESS_MARKER_KEY, 'Finance Enquiry'); } catch { /* storage may be off */ }
        window.location.assign('/success/');
        return;
      }
      if (data.fields) setErrors(data.fields);
      setSubmitError(data.error || LEAD_MESSAGES.submitFallback);
    } catch {
      setSubmitError(LEAD_MESSAGES.submitFallback);
    }
    setBusy(false);
  };
  return { values, set, link, errors, submitError, busy, submit };
}
