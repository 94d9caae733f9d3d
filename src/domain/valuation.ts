/**
 * Trade-in valuation rules (spec §5 "Trade-in online estimate: not given for cars over 7 years or
 * 100,000 km").
 */

/** Cars older than this many years get no online estimate (spec §5). */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7;
/** Cars with more than this many km get no online estimate (spec §5). */
export const ONLINE_ESTIMATE_MAX_KM = 100_000;

/**
 * Whether the visitor's car gets an online trade-in estimate (spec §5): not when it is over 7 years old
 * (`currentYear − year > 7`, by model year; `currentYear` is the calendar year in the site's time zone)
 * or over 100,000 km. Exactly 7 years or exactly 100,000 km still get one. Unknown km (null, not entered
 * yet) does not exclude the car.
 */
export function onlineEstimateAvailable(car: { year: number; km: number | null }, currentYear: number): boolean {
  if (currentYear - car.year > ONLINE_ESTIMATE_MAX_AGE_YEARS) return false;
  return car.km === null || car.km <= ONLINE_ESTIMATE_MAX_KM;
}

/**
 * The adjustment questions of the trade-in estimate (spec §3 *Valuation payloads* "Adjustments: id,
 * adjustmentAnswers"; the questions themselves are not shown). Decision: five questions an appraiser
 * asks first, each answer a factor on the market figure (a worse answer lowers it). Ids are stable:
 * they are stored with the valuation and sent to the CRM.
 */
export const ADJUSTMENT_QUESTIONS = [
  {
    id: 'condition',
    label: 'Overall condition',
    options: [
      { value: 'excellent', label: 'Excellent: like new, no marks', factor: 1.04 },
      { value: 'good', label: 'Good: normal wear for its age', factor: 1 },
      { value: 'fair', label: 'Fair: visible dents, scratches or worn interior', factor: 0.92 },
      { value: 'poor', label: 'Poor: needs mechanical or body work', factor: 0.8 },
    ],
  },
  {
    id: 'service_history',
    label: 'Service history',
    options: [
      { value: 'full', label: 'Full logbook history', factor: 1 },
      { value: 'partial', label: 'Some services recorded', factor: 0.96 },
      { value: 'none', label: 'No service records', factor: 0.9 },
    ],
  },
  {
    id: 'accident',
    label: 'Accident or hail damage',
    options: [
      { value: 'none', label: 'Never damaged', factor: 1 },
      { value: 'repaired', label: 'Damaged and professionally repaired', factor: 0.93 },
      { value: 'unrepaired', label: 'Damage not yet repaired', factor: 0.82 },
    ],
  },
  {
    id: 'keys',
    label: 'Keys',
    options: [
      { value: 'two', label: 'Two or more keys', factor: 1 },
      { value: 'one', label: 'One key', factor: 0.98 },
    ],
  },
  {
    id: 'modifications',
    label: 'Aftermarket modifications',
    options: [
      { value: 'none', label: 'None', factor: 1 },
      { value: 'some', label: 'Some (wheels, lift, tint, audio)', factor: 0.96 },
    ],
  },
] as const;

/** An adjustment question id. */
export type AdjustmentId = (typeof ADJUSTMENT_QUESTIONS)[number]['id'];
/** The answers: question id → option value. Unanswered questions count as their first neutral option. */
export type AdjustmentAnswers = Partial<Record<AdjustmentId, string>>;

/**
 * The product of the answers' factors (1 when nothing is answered). An unknown question or option is
 * ignored (counts as 1), so a stored valuation stays readable when the questions change.
 */
export function adjustmentFactor(answers: AdjustmentAnswers): number {
  let f = 1;
  for (const q of ADJUSTMENT_QUESTIONS) {
    const answer = answers[q.id];
    const option = (q.options as ReadonlyArray<{ value: string; factor: number }>).find((o) => o.value === answer);
    if (option) f *= option.factor;
  }
  return f;
}

/**
 * What a dealer pays for a car against what it advertises the same car for (ours; the spec gives no
 * figure): a trade-in is offered at 85% of the retail market price, leaving room for reconditioning,
 * warranty and margin. Published trade-in guides sit 10–20% under retail for late-model cars.
 */
export const TRADE_IN_RETAIL_FACTOR = 0.85;

/** Figures are rounded to this many dollars (an estimate, not a price to the cent). */
export const ESTIMATE_ROUNDING_AUD = 100;

/** An estimate range in AUD dollars. */
export interface EstimateRange {
  low: number;
  high: number;
}

/**
 * The trade-in range from the retail range of comparable listings (AUD dollars, e.g. their lower and
 * upper quartiles): × `TRADE_IN_RETAIL_FACTOR` × the adjustment factor, rounded down (low) and up
 * (high) to `ESTIMATE_ROUNDING_AUD`. @throws RangeError when low > high or either is not a positive number.
 */
export function tradeInRange(retail: EstimateRange, answers: AdjustmentAnswers): EstimateRange {
  if (!(retail.low > 0) || !(retail.high >= retail.low)) throw new RangeError(`invalid retail range ${retail.low}–${retail.high}`);
  const f = TRADE_IN_RETAIL_FACTOR * adjustmentFactor(answers);
  const r = ESTIMATE_ROUNDING_AUD;
  return { low: Math.floor((retail.low * f) / r) * r, high: Math.ceil((retail.high * f) / r) * r };
}

/** The category and subcategory of an accepted offer (spec §3: "the offer-accepted payload also carries category and subcategory '3. Offer Accepted'"). */
export const OFFER_ACCEPTED = { category: 'Trade-In Valuation', subcategory: '3. Offer Accepted' } as const;

/** Spec §4 *Valuation*: accepting an offer fires analytics event 18. */
export const OFFER_ACCEPTED_EVENT = 18;

/** Preferred contact methods (spec §3 *Valuation payloads* extras: PreferredContactMethod; values not shown). */
export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
