/**
 * The trade-in / sell-your-car request (spec §3 *Valuation payloads*: rego and regoState, status
 * lead_id and form_completed; §5 *Trade-in online estimate*: none for cars over 7 years or 100,000 km;
 * §7 `POST /api/miscellaneous` with column_name 'valuation'; §8 'Failed to save valuation data').
 * There is no valuation provider here, so no figure is ever shown: the request is a lead and an
 * appraiser calls. The estimate rule decides the wording and the lead's subcategory. Pure, except
 * {@link saveValuation}.
 */
import { onlineEstimateAvailable } from '../../../domain/valuation.ts';
import type { FormValues } from '../types.ts';
import { wholeNumberText } from './payload.ts';

/** Whether the car could get an online estimate; null until year is known (km may be blank). */
export function estimateEligibility(values: Pick<FormValues, 'trade_in.year' | 'trade_in.km'>, currentYear: number): boolean | null {
  const year = wholeNumberText(values['trade_in.year']);
  const km = wholeNumberText(values['trade_in.km']);
  if (year === null || !Number.isFinite(year) || year < 1900 || (km !== null && !Number.isFinite(km))) return null;
  return onlineEstimateAvailable({ year, km }, currentYear);
}

/** The note under the odometer (ours: the spec gives no wording). */
export function estimateNote(eligible: boolean | null): string | null {
  if (eligible === null) return null;
  return eligible
    ? 'We do not give instant online figures: an appraiser will call you with a valuation for your car.'
    : 'Cars over 7 years old or with more than 100,000 km are not valued online: an appraiser will call you to arrange an appraisal.';
}

/** The lead's subcategory: which path the request takes. */
export function valuationSubcategory(eligible: boolean | null): string {
  return eligible === false ? 'Appraisal Required' : 'Valuation Request';
}

/** The valuation record saved with the lead (spec §3 status and rego lookup fields). */
export function valuationRecord(leadId: string, values: FormValues, eligible: boolean | null) {
  return {
    column_name: 'valuation' as const,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: false,
    rego: values['trade_in.rego'].trim() || null,
    regoState: values['trade_in.rego_state'] || null,
    online_estimate: eligible === null ? 'unknown' : eligible ? 'eligible' : 'not_eligible',
    valuation: null,
  };
}

/** Saves the record (`POST {apiBase}/api/miscellaneous`); survives the page change; a failure is logged as spec §8 says. */
export function saveValuation(
  apiBase: string,
  siteSlug: string,
  record: ReturnType<typeof valuationRecord>,
  doFetch: typeof fetch = fetch,
): Promise<void> {
  return doFetch(`${apiBase}/api/miscellaneous`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-site': siteSlug },
    body: JSON.stringify(record),
    keepalive: true,
    credentials: 'omit',
  })
    .then((res) => {
      if (!res.ok) throw new Error(String(res.status));
    })
    .catch(() => console.error('Failed to save valuation data'));
}
