/**
 * A lender's offer on a car as the page shows it (spec §3 *finance_lenders*, §9 *Finance*): the
 * weekly and monthly figures (the lender's own, else computed), the fee financed, and the weekly
 * teaser ('From $X/week') chosen from the shown lenders or the car's quote.
 * Money in AUD dollars, rates in % p.a., terms in years.
 */
import { sellingPrice, type PriceFields } from '../price.ts';
import { amountFinanced, monthlyFromWeekly, shownRepayment } from './amortisation.ts';
import { DEFAULT_AMOUNT, DEFAULT_TERM_YEARS, MIN_SHOWN_REPAYMENT } from './calculator.ts';
import { establishmentFee, type ShownFees } from './fees.ts';

/** One lender's data (spec §3 *finance_lenders* entry). */
export interface LenderData {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
  deposit: number | null;
  balloon: number | null;
  establishmentFees: number | null;
  termYears: number | null;
  termWeeks: number | null;
  termMonths: number | null;
  disclaimer: string | null;
  financeProvider: string | null;
}

/** A provider's display settings (config `finance.providers.<key>`). */
export interface ProviderOfferSettings {
  /** Display name; null uses the lender's `financeProvider`, else the key. */
  label: string | null;
  /** Fixed establishment fee (1360.50 for the named lender); null uses the lender's. */
  establishment_fee: number | null;
  /** The card states a $0 final payment (spec §9). */
  zero_final_payment: boolean;
}

/** A shown lender offer. */
export interface LenderOffer {
  provider: string;
  label: string;
  interestRate: number;
  comparisonRate: number;
  /** Whole dollars per week: the lender's `paymentWeek`, else computed on the car price. */
  weekly: number;
  /** Dollars per month: the lender's `paymentMonth`, else weekly × 4.33 (spec §9). */
  monthly: number;
  termYears: number;
  deposit: number;
  balloon: number;
  establishmentFee: number;
  disclaimer: string | null;
  zeroFinalPayment: boolean;
}

/** The lender's term in years: termYears, else termMonths / 12, else termWeeks / 52, else 5. */
export function lenderTermYears(l: Pick<LenderData, 'termYears' | 'termMonths' | 'termWeeks'>): number {
  return l.termYears ?? (l.termMonths !== null ? l.termMonths / 12 : l.termWeeks !== null ? l.termWeeks / 52 : DEFAULT_TERM_YEARS);
}

/**
 * The offer of one lender with both rates (see `displayedProviders`) on a car. Computed figures
 * use the car's selling price (else $30,000), the lender's deposit, balloon and term, and the
 * establishment fee rule (`establishmentFee`).
 * @throws TypeError when the lender lacks interestRate or comparisonRate (filter with `hasRates` first).
 */
export function lenderOffer(
  provider: string,
  lender: LenderData,
  car: Pick<PriceFields, 'price' | 'offer_price'>,
  settings: ProviderOfferSettings | null,
  siteFees: ShownFees | null,
): LenderOffer {
  if (lender.interestRate === null || lender.comparisonRate === null) throw new TypeError(`lender ${provider} has no rates`);
  const termYears = lenderTermYears(lender);
  const deposit = lender.deposit ?? 0;
  const balloon = lender.balloon ?? 0;
  const fee = establishmentFee({ providerFee: settings?.establishment_fee, lenderFee: lender.establishmentFees, siteFees });
  const principal = amountFinanced(sellingPrice(car) ?? DEFAULT_AMOUNT, deposit, fee);
  const weekly =
    lender.paymentWeek !== null
      ? Math.round(lender.paymentWeek)
      : shownRepayment({ principal, ratePa: lender.interestRate, years: termYears, residual: balloon, frequency: 'weekly' });
  return {
    provider,
    label: settings?.label ?? lender.financeProvider ?? provider,
    interestRate: lender.interestRate,
    comparisonRate: lender.comparisonRate,
    weekly,
    monthly: lender.paymentMonth ?? monthlyFromWeekly(weekly),
    termYears,
    deposit,
    balloon,
    establishmentFee: fee,
    disclaimer: lender.disclaimer,
    zeroFinalPayment: settings?.zero_final_payment ?? false,
  };
}

/** The weekly teaser (spec §2 sidebar 'finance weekly teaser'). */
export interface WeeklyTeaser {
  /** Whole AUD dollars per week. */
  weekly: number;
  /** % p.a. */
  interestRate: number;
  comparisonRate: number;
  /** A local estimate rather than a lender's figure: label it 'Estimate'. */
  estimate: boolean;
  /** The weekly figure is at or below $25: show 'Enquire for Finance' (spec §8). */
  enquire: boolean;
  /** Where the figure comes from: a provider key, or 'quote'. */
  source: string;
}

/** A car quote (spec §3 *youxQuote*) with the estimate mark of local answers. */
export interface QuoteFigures {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
  estimate?: boolean;
}

/**
 * The teaser: the shown offer with the lowest weekly figure, else the car's quote, else null.
 */
export function weeklyTeaser(offers: readonly LenderOffer[], quote: QuoteFigures | null): WeeklyTeaser | null {
  const best = offers.reduce<LenderOffer | null>((a, o) => (a === null || o.weekly < a.weekly ? o : a), null);
  if (best)
    return {
      weekly: best.weekly,
      interestRate: best.interestRate,
      comparisonRate: best.comparisonRate,
      estimate: false,
      enquire: best.weekly <= MIN_SHOWN_REPAYMENT,
      source: best.provider,
    };
  if (quote) {
    const weekly = Math.round(quote.weeklyRepaymentAmount);
    return {
      weekly,
      interestRate: quote.advertisedRate,
      comparisonRate: quote.comparisonRate,
      estimate: quote.estimate === true,
      enquire: weekly <= MIN_SHOWN_REPAYMENT,
      source: 'quote',
    };
  }
  return null;
}
