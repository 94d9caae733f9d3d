/**
 * The finance quote contract (spec §7 POST /api/youx/quote, §3 *youxQuote*) and the local quote
 * model the edge API answers with when no finance provider is configured. Local answers are
 * marked `estimate: true` and must be labelled as an estimate wherever shown.
 *
 * Seed implementation: standard amortisation (no deposit, no balloon) over `loanTerm` years of
 * weekly repayments at a rate chosen by vehicle age. The finance work (issue #5) owns and refines
 * this module (fees, comparison rate).
 */

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

/**
 * Weekly repayment in AUD dollars of a loan of `principal` at `ratePa` % p.a. over `years`, with
 * 52 payments a year (standard amortisation; 0% divides evenly).
 */
export function weeklyRepayment(principal: number, ratePa: number, years: number): number {
  const n = Math.round(years * 52);
  const r = ratePa / 100 / 52;
  if (n <= 0) throw new RangeError('term must be positive');
  if (r === 0) return principal / n;
  return (principal * r) / (1 - (1 + r) ** -n);
}

/** The local quote model: advertised rate by vehicle age (newer cars borrow cheaper); `currentYear` for age. */
export function localQuote(req: QuoteRequest, currentYear: number): QuoteResult {
  const age = Math.max(0, currentYear - req.year);
  const advertisedRate = age <= 2 ? 8.49 : age <= 7 ? 9.99 : 12.49;
  const comparisonRate = Math.round((advertisedRate + 0.6) * 100) / 100;
  return {
    weeklyRepaymentAmount: Math.round(weeklyRepayment(req.purchasePrice, advertisedRate, req.loanTerm)),
    advertisedRate,
    comparisonRate,
    estimate: true,
  };
}
