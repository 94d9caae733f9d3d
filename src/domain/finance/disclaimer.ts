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
  return (
    `*Comparison rate calculated on a ${COMPARISON_EXAMPLE.years}-year, ${formatAud(COMPARISON_EXAMPLE.amount)} secured loan. ` +
    'WARNING: This comparison rate is true only for the example given and may not include all fees and charges. ' +
    'Different terms, fees or other loan amounts might result in a different comparison rate.'
  );
}

/**
 * Disclaimer variants (spec §9), each an example of the figures the site's estimates use:
 * - `secured_loan_example`: the comparison warning only (no example figures);
 * - `deposit_balloon`: a `term_years` term with a `deposit_percent` deposit and a `final_payment_percent` final payment (5 years, 10.0%, 30%);
 * - `rate_no_deposit`: `interest_rate` (comparison `comparison_rate`) with no deposit (6.29% p.a., comparison 8.19% p.a.).
 * The calculator starts from the example's figures (`exampleStart`) and its words are written from the
 * figures it shows (`disclaimerText`), so they never disagree (issue #9).
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

/** The starting figures a disclaimer example names, for `initialInputs` (AUD dollars, years, % p.a.). */
export interface ExampleStart {
  termYears?: number;
  deposit?: number;
  balloon?: number;
  interestRate?: number;
}

/**
 * The calculator's starting figures from the site's example (spec §9 variants), for a purchase price
 * in AUD dollars: `deposit_balloon` gives the term, the deposit and the final payment (whole dollars,
 * shares of the price); `rate_no_deposit` the interest rate and no deposit; `secured_loan_example` none
 * (the spec's defaults apply). A shown lender's own figures take precedence (see `finance-view.ts`).
 */
export function exampleStart(s: DisclaimerSettings, price: number): ExampleStart {
  if (s.variant === 'deposit_balloon') {
    return {
      termYears: s.term_years,
      deposit: Math.round((price * s.deposit_percent) / 100),
      balloon: Math.round((price * s.final_payment_percent) / 100),
    };
  }
  if (s.variant === 'rate_no_deposit') return { interestRate: s.interest_rate, deposit: 0 };
  return {};
}

/** The calculator figures the words describe (spec §3 calculator inputs): AUD dollars, years, % p.a. */
export interface ShownFigures {
  amount: number;
  term: number;
  interest: number;
  tradeIn: number;
  residual: number;
}

/** The rates of the lender the calculator started from, % p.a. */
export interface ShownLenderRates {
  interestRate: number;
  comparisonRate: number;
}

/** `part` as a percentage of `amount`, to one decimal (0 when there is no amount). */
const shareOf = (part: number, amount: number): number => (amount > 0 ? Math.round((part / amount) * 1000) / 10 : 0);

/** 'a' or 'an' before a number as it is read ('an 8.0%', 'an 11.9%', 'an 18%', 'a 10.0%'). */
const article = (numberText: string): string => (/^(8|11(?!\d)|18(?!\d))/.test(numberText) ? 'an' : 'a');

const GUIDE =
  "Repayments shown are an estimate and a guide only, not a quote or an offer of credit. Finance is subject to the lender's credit approval, terms and conditions; fees and charges apply.";

/**
 * The sentence that says what the estimate assumes, written from the figures shown (empty for
 * `secured_loan_example`): 'Estimated repayments are based on a 5-year term, a 10.0% deposit and a
 * 30% final payment.' (deposit to one decimal, final payment as a whole percentage when whole, as in
 * spec §9; 'no deposit' / 'no final payment' at $0), or 'Estimated repayments are based on an interest
 * rate of 6.29% p.a. (comparison rate 8.19% p.a.*) with no deposit.' The comparison rate is named only
 * while the interest shown is the rate it belongs to: the lender's, else the example's.
 */
export function estimateBasis(s: DisclaimerSettings, shown: ShownFigures, lender: ShownLenderRates | null = null): string {
  const depositShare = shareOf(shown.tradeIn, shown.amount).toFixed(1);
  const deposit = shown.tradeIn > 0 ? `${article(depositShare)} ${depositShare}% deposit` : 'no deposit';
  if (s.variant === 'deposit_balloon') {
    const finalShare = String(shareOf(shown.residual, shown.amount));
    const final = shown.residual > 0 ? `${article(finalShare)} ${finalShare}% final payment` : 'no final payment';
    return `Estimated repayments are based on ${article(String(shown.term))} ${shown.term}-year term, ${deposit} and ${final}.`;
  }
  if (s.variant === 'rate_no_deposit') {
    const comparison =
      lender && shown.interest === lender.interestRate
        ? lender.comparisonRate
        : shown.interest === s.interest_rate
          ? s.comparison_rate
          : null;
    const rate = `an interest rate of ${formatRate(shown.interest)}${comparison === null ? '' : ` (comparison rate ${formatRate(comparison)}*)`}`;
    return `Estimated repayments are based on ${rate} with ${deposit}.`;
  }
  return '';
}

/** The calculator's disclaimer text (the Show More / Show Less text, spec §2): `estimateBasis`, the guide note and the comparison warning. */
export function disclaimerText(s: DisclaimerSettings, shown: ShownFigures, lender: ShownLenderRates | null = null): string {
  return [estimateBasis(s, shown, lender), GUIDE, comparisonWarning()].filter(Boolean).join(' ');
}

/** What a calculator's disclaimer is written from: the site's example and the shown lender's own note. */
export interface CalculatorDisclaimer {
  example: DisclaimerSettings;
  lenderNote: string | null;
}

/** A calculator's whole disclaimer for the figures it shows: the lender's note, then `disclaimerText`. */
export function calculatorDisclaimer(d: CalculatorDisclaimer, shown: ShownFigures, lender: ShownLenderRates | null = null): string {
  return [d.lenderNote, disclaimerText(d.example, shown, lender)].filter(Boolean).join(' ');
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
