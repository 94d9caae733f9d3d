/**
 * When finance shows (spec §5 *Finance display*): the site and dealership switches, the lender
 * data condition, the per-provider rules 1–8, and the quote flow qualification. Providers are
 * named by config keys (`finance.providers.<key>.rule`), never by tenant.
 */
import { sellingPrice, type PriceFields } from '../price.ts';
import { isInStock, type StockStatusValue } from '../stock.ts';

/**
 * A provider's display rule (spec §5 provider rules):
 * - `recent_priced_comparison` (provider 1): year within the last `max_age_years` (12), price above $500, in stock, comparison rate present;
 * - `in_stock` (providers 2 and 3): in stock only;
 * - `priced_weekly` (providers 4, 5 and 6): price above $500, in stock, weekly payment present;
 * - `priced_monthly` (provider 7): price above $500, in stock, monthly payment present;
 * - `none` (provider 8, and any provider the config does not name): no rule beyond the lender data condition.
 */
export const PROVIDER_RULES = ['recent_priced_comparison', 'in_stock', 'priced_weekly', 'priced_monthly', 'none'] as const;
export type ProviderRule = (typeof PROVIDER_RULES)[number];

/** Price a car must be above for the priced provider rules, AUD dollars (spec §5). */
export const PROVIDER_MIN_PRICE = 500;
/** Default vehicle age limit of provider rule 1, years (spec §5). */
export const PROVIDER_MAX_AGE_YEARS = 12;
/** Price a car must be above for the quote flow, AUD dollars (spec §5). */
export const QUOTE_MIN_PRICE = 200;

/** One lender's figures as the rules read them (spec §3 *finance_lenders*; % p.a., AUD dollars). */
export interface LenderFigures {
  interestRate: number | null;
  comparisonRate: number | null;
  paymentWeek: number | null;
  paymentMonth: number | null;
}

/** The car fields the finance rules read. */
export interface FinanceCarFields extends Pick<PriceFields, 'price' | 'offer_price'> {
  year: number;
  status: StockStatusValue;
  reserved: boolean;
  dealership_id: string | null;
  finance_lenders: Record<string, LenderFigures> | null;
}

/** A provider's rule settings (config `finance.providers.<key>`). */
export interface ProviderRuleSettings {
  rule: ProviderRule;
  /** Age limit of the `recent_priced_comparison` rule, years. */
  max_age_years: number;
}

/** The site switches the rules read (config `finance`). */
export interface FinanceDisplaySettings {
  enabled: boolean;
  hidden_for_dealerships: readonly string[];
  providers: Readonly<Record<string, ProviderRuleSettings>>;
}

/** Finance shows on this site for this car's dealership (spec §5: hidden for one brand's sites and named dealerships). */
export function financeAllowedForCar(
  car: Pick<FinanceCarFields, 'dealership_id'>,
  settings: Pick<FinanceDisplaySettings, 'enabled' | 'hidden_for_dealerships'>,
): boolean {
  if (!settings.enabled) return false;
  return car.dealership_id === null || !settings.hidden_for_dealerships.includes(car.dealership_id);
}

/** Lender data condition (spec §5): interestRate and comparisonRate are both present. */
export function hasRates(lender: Pick<LenderFigures, 'interestRate' | 'comparisonRate'>): boolean {
  return typeof lender.interestRate === 'number' && typeof lender.comparisonRate === 'number';
}

const priced = (car: FinanceCarFields) => (sellingPrice(car) ?? 0) > PROVIDER_MIN_PRICE;

/**
 * Whether a provider's rule (spec §5 providers 1–8) lets its lender show on a car. `currentYear`
 * is the calendar year of the stock clock. "In stock" is in_stock or coming_soon (spec §4); the
 * price is the selling price (offer price, else price).
 */
export function providerRulePasses(
  settings: ProviderRuleSettings,
  car: FinanceCarFields,
  lender: LenderFigures,
  currentYear: number,
): boolean {
  const inStock = isInStock(car.status);
  switch (settings.rule) {
    case 'recent_priced_comparison':
      return car.year >= currentYear - settings.max_age_years && priced(car) && inStock && lender.comparisonRate !== null;
    case 'in_stock':
      return inStock;
    case 'priced_weekly':
      return priced(car) && inStock && lender.paymentWeek !== null;
    case 'priced_monthly':
      return priced(car) && inStock && lender.paymentMonth !== null;
    case 'none':
      return true;
  }
}

/** Rule settings of a provider key not named in the config: no rule (like provider 8). */
export const UNLISTED_PROVIDER: ProviderRuleSettings = { rule: 'none', max_age_years: PROVIDER_MAX_AGE_YEARS };

/**
 * The provider keys whose lender shows on a car, in display order: the config's provider order
 * first, then the car's other keys in their order. Empty when the site or dealership hides
 * finance, or no lender has both rates and passes its provider rule (spec §5).
 */
export function displayedProviders(car: FinanceCarFields, settings: FinanceDisplaySettings, currentYear: number): string[] {
  const lenders = car.finance_lenders;
  if (!lenders || !financeAllowedForCar(car, settings)) return [];
  const keys = Object.keys(lenders);
  const ordered = [...Object.keys(settings.providers).filter((k) => keys.includes(k)), ...keys.filter((k) => !(k in settings.providers))];
  return ordered.filter((key) => {
    const lender = lenders[key]!;
    return hasRates(lender) && providerRulePasses(settings.providers[key] ?? UNLISTED_PROVIDER, car, lender, currentYear);
  });
}

/** The finance quote flow qualifies (spec §5): status in_stock (not sold), not reserved, price above $200. */
export function quoteQualifies(car: Pick<FinanceCarFields, 'status' | 'reserved' | 'price' | 'offer_price'>): boolean {
  return car.status === 'in_stock' && !car.reserved && (sellingPrice(car) ?? 0) > QUOTE_MIN_PRICE;
}

/**
 * Whether to send the quote call (spec §7): the site enables it, the car has no quote yet, its price
 * is above 0, and the quote flow qualifies (spec §5).
 */
export function shouldRequestQuote(
  car: Pick<FinanceCarFields, 'status' | 'reserved' | 'price' | 'offer_price'> & { youxQuote: unknown },
  quoteEnabled: boolean,
): boolean {
  return quoteEnabled && car.youxQuote == null && (sellingPrice(car) ?? 0) > 0 && quoteQualifies(car);
}
