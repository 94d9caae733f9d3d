/**
 * Loan repayment maths (spec §9 *Finance*): standard amortisation of the amount financed
 * (amount − deposit/trade-in + establishment fees) with a residual (balloon) paid at the end,
 * repayments in arrears at the nominal rate divided by the payments per year.
 *
 * Units: money in AUD dollars, rates in % p.a., terms in years.
 */

/** Repayment frequencies (spec §9: weekly 52, fortnightly 26, monthly 12 payments a year). */
export const FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Payments a year per frequency (spec §9). */
export const PERIODS_PER_YEAR: Readonly<Record<Frequency, number>> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The "monthly figure" multiplier applied to a weekly repayment (spec §9: weekly × 4.33). */
export const WEEKS_PER_MONTH = 4.33;

/** Inputs of one repayment. AUD dollars, % p.a., years. */
export interface LoanTerms {
  /** Amount financed in AUD dollars (see `amountFinanced`). */
  principal: number;
  /** Nominal interest rate in % p.a. (0 allowed). */
  ratePa: number;
  /** Term in years (e.g. 5, 4.5). */
  years: number;
  /** Residual (balloon) due with the last payment, AUD dollars; default 0. */
  residual?: number;
  frequency: Frequency;
}

/**
 * Amount financed in AUD dollars: purchase amount − deposit/trade-in + establishment fees
 * (spec §9). May be ≤ 0 when the deposit covers the price (then nothing is borrowed).
 */
export function amountFinanced(amount: number, deposit: number, establishmentFee: number): number {
  return amount - deposit + establishmentFee;
}

/** Number of payments of a term: years × payments a year, to the nearest whole payment. */
export function paymentCount(years: number, frequency: Frequency): number {
  return Math.round(years * PERIODS_PER_YEAR[frequency]);
}

/**
 * The exact (unrounded) repayment per period in AUD dollars, payments in arrears:
 * `(P·r·(1+r)^n − B·r) / ((1+r)^n − 1)`, or `(P − B) / n` at 0%. Never negative: a loan that
 * needs no repayment (principal ≤ residual at 0%, or nothing financed) gives 0.
 * @throws RangeError when the term gives no payment, or an input is not a finite number, or the rate is negative.
 */
export function repayment(terms: LoanTerms): number {
  const { principal, ratePa, years, frequency } = terms;
  const residual = terms.residual ?? 0;
  for (const [k, v] of Object.entries({ principal, ratePa, years, residual })) {
    if (!Number.isFinite(v)) throw new RangeError(`${k} must be a finite number, got ${String(v)}`);
  }
  if (ratePa < 0) throw new RangeError('ratePa must not be negative');
  const n = paymentCount(years, frequency);
  if (n <= 0) throw new RangeError('the term must give at least one payment');
  if (principal <= 0) return 0;
  const r = ratePa / 100 / PERIODS_PER_YEAR[frequency];
  if (r === 0) return Math.max(0, (principal - residual) / n);
  const growth = (1 + r) ** n;
  return Math.max(0, (principal * r * growth - residual * r) / (growth - 1));
}

/**
 * A repayment as shown (spec §9): weekly amounts round to whole dollars; fortnightly and monthly
 * to cents. AUD dollars.
 */
export function roundRepayment(value: number, frequency: Frequency): number {
  return frequency === 'weekly' ? Math.round(value) : Math.round(value * 100) / 100;
}

/** The shown repayment for `terms` (`repayment` then `roundRepayment`). @throws as `repayment`. */
export function shownRepayment(terms: LoanTerms): number {
  return roundRepayment(repayment(terms), terms.frequency);
}

/** The "monthly figure" of a weekly repayment (spec §9: weekly × 4.33), to cents. AUD dollars. */
export function monthlyFromWeekly(weekly: number): number {
  return Math.round(weekly * WEEKS_PER_MONTH * 100) / 100;
}

/** Total of all repayments plus the residual, AUD dollars, to cents (the "total payable"). */
export function totalPayable(perPeriod: number, years: number, frequency: Frequency, residual = 0): number {
  return Math.round((perPeriod * paymentCount(years, frequency) + residual) * 100) / 100;
}
