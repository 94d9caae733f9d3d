/**
 * Comparison rate (National Consumer Credit Protection Act, Schedule 1 National Credit Code;
 * spec §9 example: a 5-year, $30,000 secured loan): the annual rate at which the monthly
 * repayments, including fees, repay the amount the borrower actually receives.
 * Rates in % p.a., money in AUD dollars.
 */
import { COMPARISON_EXAMPLE } from './disclaimer.ts';
import { repayment } from './amortisation.ts';

/** Fees counted in a comparison rate, AUD dollars. */
export interface ComparisonFees {
  /** Financed with the loan. */
  establishment: number;
  /** Added to each monthly repayment. */
  monthly: number;
}

/**
 * The comparison rate of `ratePa` with `fees` on the spec's example loan, to two decimals.
 * Monthly repayments on (amount + establishment fee), plus the monthly fee, discounted back to the
 * amount received; solved by bisection. With no fees it equals `ratePa` (to two decimals).
 * @throws RangeError for a negative rate.
 */
export function comparisonRate(
  ratePa: number,
  fees: ComparisonFees,
  example: { years: number; amount: number } = COMPARISON_EXAMPLE,
): number {
  if (!(ratePa >= 0)) throw new RangeError('ratePa must not be negative');
  const n = Math.round(example.years * 12);
  const pay =
    repayment({ principal: example.amount + fees.establishment, ratePa, years: example.years, frequency: 'monthly' }) + fees.monthly;
  const pv = (annual: number) => {
    const r = annual / 100 / 12;
    return r === 0 ? pay * n : (pay * (1 - (1 + r) ** -n)) / r;
  };
  let lo = 0;
  let hi = Math.max(1, ratePa) * 4 + 50;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (pv(mid) > example.amount) lo = mid;
    else hi = mid;
  }
  return Math.round(((lo + hi) / 2) * 100) / 100;
}
