/**
 * The finance quote contract (spec §7 POST /api/youx/quote, §3 *youxQuote*) and the local quote
 * model the edge API answers with when no finance provider is configured. Local answers are
 * marked `estimate: true` and must be labelled 'Estimate' wherever shown.
 *
 * Local model: the advertised rate by vehicle age, the establishment fee financed with the loan,
 * weekly repayments over `loanTerm` years (standard amortisation, no deposit, no balloon, whole
 * dollars), and the comparison rate computed on the spec's 5-year $30,000 example with the same fees.
 */
import { comparisonRate } from './comparison.ts';
import { shownRepayment } from './amortisation.ts';

/** The request body (spec §7): fixed credit score GREAT, term 5 years, empty whoIsHelping. */
export interface QuoteRequest {
  selfAssessedCreditScore: 'GREAT';
  /** AUD dollars, > 0. */
  purchasePrice: number;
  /** Years (spec: 5). */
  loanTerm: number;
  year: number;
  vin: string | null;
  nvic: string | null;
  whoIsHelping: '';
}

/** A quote (spec §3 youxQuote) plus whether it is a local estimate rather than a lender's answer. */
export interface QuoteResult {
  /** AUD dollars per week, whole dollars. */
  weeklyRepaymentAmount: number;
  /** % p.a. */
  advertisedRate: number;
  /** % p.a. */
  comparisonRate: number;
  estimate: boolean;
}

/** The quote term the site asks for (spec §7, §9: 5 years). */
export const QUOTE_TERM_YEARS = 5;

/** Fees the local model assumes, AUD dollars: financed establishment fee and monthly account fee. */
export const LOCAL_QUOTE_FEES = { establishment: 395, monthly: 8 } as const;

/** The request body for a car (spec §7). `purchasePrice` in AUD dollars. */
export function quoteRequest(car: { price: number; year: number; vin: string | null; nvic: string | null }): QuoteRequest {
  return {
    selfAssessedCreditScore: 'GREAT',
    purchasePrice: car.price,
    loanTerm: QUOTE_TERM_YEARS,
    year: car.year,
    vin: car.vin,
    nvic: car.nvic,
    whoIsHelping: '',
  };
}

/** The local advertised rate, % p.a., by vehicle age in years: up to 2 → 8.49, up to 7 → 9.99, older → 12.49. */
export function localAdvertisedRate(ageYears: number): number {
  return ageYears <= 2 ? 8.49 : ageYears <= 7 ? 9.99 : 12.49;
}

/**
 * The local quote model; `currentYear` (calendar year) gives the vehicle age.
 * @throws RangeError when `loanTerm` gives no weekly payment or the price is not a finite number.
 */
export function localQuote(req: QuoteRequest, currentYear: number): QuoteResult {
  const advertisedRate = localAdvertisedRate(Math.max(0, currentYear - req.year));
  const principal = req.purchasePrice + LOCAL_QUOTE_FEES.establishment;
  return {
    weeklyRepaymentAmount: shownRepayment({ principal, ratePa: advertisedRate, years: req.loanTerm, frequency: 'weekly' }),
    advertisedRate,
    comparisonRate: comparisonRate(advertisedRate, LOCAL_QUOTE_FEES),
    estimate: true,
  };
}
