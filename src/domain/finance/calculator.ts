/**
 * The finance calculator's rules (spec §5 *Calculator*, §9 *Finance*, §8 'Enquire for Finance'):
 * field ranges and steps, clamping of typed values, the purchase price message and flag, the
 * starting values, and the result. Money in AUD dollars, rates in % p.a., terms in years.
 */
import { formatAud } from '../money.ts';
import { amountFinanced, PERIODS_PER_YEAR, roundRepayment, repayment, totalPayable, type Frequency } from './amortisation.ts';

/** A numeric input's bounds and step. */
export interface FieldRange {
  min: number;
  max: number;
  step: number;
}

/** Term: 1 to 7 years, step 0.5 (spec §5). */
export const TERM_RANGE: FieldRange = { min: 1, max: 7, step: 0.5 };
/** Interest: 0.5 to 15 % p.a., step 0.5 (spec §5); a provider or brand may set its own (config). */
export const INTEREST_RANGE: FieldRange = { min: 0.5, max: 15, step: 0.5 };
/** Deposit/trade-in: $0 to $250,000 (spec §5). */
export const DEPOSIT_RANGE: FieldRange = { min: 0, max: 250_000, step: 1 };
/** Residual (balloon): $0 to $250,000 (spec §5). */
export const RESIDUAL_RANGE: FieldRange = { min: 0, max: 250_000, step: 1 };
/** Purchase price bounds for the message (spec §5): at or below min, or at or above max, is flagged. */
export const PURCHASE_PRICE_MAX = 250_000;
export const PURCHASE_PRICE_MIN = 1_000;
/** A repayment at or below this many AUD dollars shows 'Enquire for Finance' (spec §8, §9). */
export const MIN_SHOWN_REPAYMENT = 25;
/** Calculator defaults (spec §9): amount $30,000 when the car has no price, 5 years, residual 0. */
export const DEFAULT_AMOUNT = 30_000;
export const DEFAULT_TERM_YEARS = 5;

/** The calculator's inputs (spec §3 *Finance calculator inputs*, less the computed total). */
export interface CalculatorInputs {
  /** Purchase price, AUD dollars. */
  amount: number;
  /** Years. */
  term: number;
  /** % p.a. */
  interest: number;
  /** Deposit or trade-in, AUD dollars. */
  tradeIn: number;
  /** Residual (balloon), AUD dollars. */
  residual: number;
  frequency: Frequency;
}
export type CalculatorField = Exclude<keyof CalculatorInputs, 'frequency'>;

/** Ranges of every field for one calculator (see `calculatorRanges`). */
export interface CalculatorRanges {
  amount: { min: number; max: number; step: number };
  term: FieldRange;
  interest: FieldRange;
  tradeIn: FieldRange;
  residual: FieldRange;
}

/** Site-level calculator settings (config `finance.calculator`). */
export interface CalculatorRangeSettings {
  interest_range: FieldRange;
  min_purchase_price: number;
  max_purchase_price: number;
}

/** A provider's own calculator settings (config `finance.providers.<key>`); null fields fall back to the site's. */
export interface ProviderCalculatorSettings {
  interest_range: FieldRange | null;
  min_purchase_price: number | null;
}

/**
 * The ranges of one calculator: the shown provider's interest range and minimum price when it
 * sets them (spec §5: one provider 7.5–14.5 and min $5,000), else the site's (one brand 4–20 and
 * min $5,000; default 0.5–15 and $1,000).
 */
export function calculatorRanges(site: CalculatorRangeSettings, provider: ProviderCalculatorSettings | null = null): CalculatorRanges {
  return {
    amount: { min: provider?.min_purchase_price ?? site.min_purchase_price, max: site.max_purchase_price, step: 1 },
    term: TERM_RANGE,
    interest: provider?.interest_range ?? site.interest_range,
    tradeIn: DEPOSIT_RANGE,
    residual: RESIDUAL_RANGE,
  };
}

/**
 * A typed value brought into range (spec §5): out-of-range values clamp to min/max; for the
 * amount, below 0 becomes 0 (a low amount stays and is flagged, see `purchasePriceFlagged`) and
 * above the max becomes the max. Not-a-number becomes the field's minimum (the amount: 0).
 */
export function clampField(field: CalculatorField, value: number, ranges: CalculatorRanges): number {
  if (field === 'amount') return Number.isFinite(value) ? Math.min(Math.max(value, 0), ranges.amount.max) : 0;
  const r = ranges[field];
  if (!Number.isFinite(value)) return r.min;
  return Math.min(Math.max(value, r.min), r.max);
}

/** Purchase price flag (spec §5): at or below the min, or at or above the max. */
export function purchasePriceFlagged(amount: number, ranges: Pick<CalculatorRanges, 'amount'>): boolean {
  return amount <= ranges.amount.min || amount >= ranges.amount.max;
}

/** The purchase price message (spec §5): 'Cannot be less than $1,000 or more than $250,000'. */
export function purchasePriceMessage(ranges: Pick<CalculatorRanges, 'amount'>): string {
  return `Cannot be less than ${formatAud(ranges.amount.min)} or more than ${formatAud(ranges.amount.max)}`;
}

/** What a car or lender contributes to the starting values (all optional). */
export interface CalculatorStart {
  /** The car's selling price, AUD dollars; null when it has none. */
  price: number | null;
  /** The shown lender's rate, % p.a. */
  interestRate?: number | null;
  /** The shown lender's term, years. */
  termYears?: number | null;
  /** The shown lender's deposit and balloon, AUD dollars. */
  deposit?: number | null;
  balloon?: number | null;
}

/**
 * The starting inputs (spec §9): amount = the car price, else $30,000; term 5 years (or the lender's);
 * interest = the lender's rate, else the site default (10%, 8.5% on the showroom theme); deposit and
 * residual 0 (or the lender's). Every value is clamped into `ranges`.
 */
export function initialInputs(
  start: CalculatorStart,
  defaultInterest: number,
  ranges: CalculatorRanges,
  frequency: Frequency = 'weekly',
): CalculatorInputs {
  const raw = {
    amount: start.price ?? DEFAULT_AMOUNT,
    term: start.termYears ?? DEFAULT_TERM_YEARS,
    interest: start.interestRate ?? defaultInterest,
    tradeIn: start.deposit ?? 0,
    residual: start.balloon ?? 0,
  };
  const out = { frequency } as CalculatorInputs;
  for (const k of Object.keys(raw) as CalculatorField[]) out[k] = clampField(k, raw[k], ranges);
  return out;
}

/** The calculator's answer. AUD dollars. */
export interface CalculatorResult {
  /** Amount financed: amount − deposit + establishment fee (spec §9); the calculator's "total". */
  financed: number;
  /** Repayment per period as shown (weekly whole dollars; others to cents). */
  repayment: number;
  /** Sum of repayments plus the residual. */
  totalPayable: number;
  /** True when the repayment is at or below $25: show 'Enquire for Finance' instead (spec §8). */
  enquire: boolean;
  frequency: Frequency;
  periodsPerYear: number;
}

/** Computes the calculator result for (already clamped) inputs and the establishment fee (see `establishmentFee`). */
export function calculate(inputs: CalculatorInputs, establishmentFee: number): CalculatorResult {
  const financed = amountFinanced(inputs.amount, inputs.tradeIn, establishmentFee);
  const perPeriod = roundRepayment(
    repayment({ principal: financed, ratePa: inputs.interest, years: inputs.term, residual: inputs.residual, frequency: inputs.frequency }),
    inputs.frequency,
  );
  return {
    financed,
    repayment: perPeriod,
    totalPayable: totalPayable(perPeriod, inputs.term, inputs.frequency, financed > 0 ? inputs.residual : 0),
    enquire: perPeriod <= MIN_SHOWN_REPAYMENT,
    frequency: inputs.frequency,
    periodsPerYear: PERIODS_PER_YEAR[inputs.frequency],
  };
}
