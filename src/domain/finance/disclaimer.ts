/**
 * Finance wording (spec §9 *Finance*): the comparison rate warning on its 5-year $30,000 secured
 * loan example, the disclaimer variants, and the comparison range placeholders. Rates in % p.a.
 */
import { formatAud } from '../money.ts';

/** The comparison rate example loan (spec §9): 5 years, $30,000, secured. */
export const COMPARISON_EXAMPLE = { years: 5, amount: 30_000 } as const;

/** Formats a rate in % p.a. to two decimals: `8.19% p.a.` (6.5 → `6.50% p.a.`). */
export function formatRate(ratePa: number): string {
  return `${ratePa.toFixed(2)}% p.a.`;
}

/**
 * The comparison rate warning (National Credit Code wording) on the spec's example
 * (5-year, $30,000 secured loan).
 */
export function comparisonWarning(): string {
  return `*Comparison rate calculated on a ${COMPARISON_EXAMPLE.years}-year, ${formatAud(COMPARISON_EXAMPLE.amount)} secured loan. ` +
    'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
    'Different terms, fees or other loan amounts might result in a different comparison rate.';
}

/**
 * Disclaimer variants (spec §9):
 * - `secured_loan_example`: the comparison warning only;
 * - `deposit_balloon`: repayments on a `term_years` term with a `deposit_percent` deposit and a `final_payment_percent` final payment (5 years, 10.0%, 30%);
 * - `rate_no_deposit`: repayments at `interest_rate` (comparison `comparison_rate`) with no deposit (6.29% p.a., comparison 8.19% p.a.).
 */
export const DISCLAIMER_VARIANTS = ['secured_loan_example', 'deposit_balloon', 'rate_no_deposit'] as const;
export type DisclaimerVariant = (typeof DISCLAIMER_VARIANTS)[number];

/** A site's disclaimer settings (config `finance.disclaimer`). Percentages of the price; rates % p.a. */
export interface DisclaimerSettings {
  variant: DisclaimerVariant;
  term_years: number;
  deposit_percent: number;
  final_payment_percent: number;
  interest_rate: number;
  comparison_rate: number;
}

const GUIDE = 'Repayments shown are an estimate and a guide only, not a quote or an offer of credit. Finance is subject to the lender\'s credit approval, terms and conditions; fees and charges apply.';

/** The calculator's disclaimer text for a variant (the Show More / Show Less text, spec §2). */
export function disclaimerText(s: DisclaimerSettings): string {
  const lead = s.variant === 'deposit_balloon'
    ? `Estimated repayments are based on a ${s.term_years}-year term, a ${s.deposit_percent.toFixed(1)}% deposit and a ${s.final_payment_percent}% final payment.`
    : s.variant === 'rate_no_deposit'
      ? `Estimated repayments are based on an interest rate of ${formatRate(s.interest_rate)} (comparison rate ${formatRate(s.comparison_rate)}*) with no deposit.`
      : '';
  return [lead, GUIDE, comparisonWarning()].filter(Boolean).join(' ');
}

/** 'Comparison rates from 8.38% p.a. to 19.42% p.a.*' (spec §9 comparison range placeholders). */
export function comparisonRangeText(range: { min: number; max: number }): string {
  return `Comparison rates from ${formatRate(range.min)} to ${formatRate(range.max)}*`;
}

/** The final-payment line of a provider card: '$0 final payment' (spec §9) or the balloon. */
export function finalPaymentText(balloon: number | null, zeroFinalPayment: boolean): string | null {
  if (zeroFinalPayment) return `${formatAud(0)} final payment`;
  return balloon !== null && balloon > 0 ? `${formatAud(balloon)} final payment` : null;
}
