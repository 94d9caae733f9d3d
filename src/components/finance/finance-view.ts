/**
 * Build-time finance view of a car for the static components and the islands' props: which
 * lenders show (spec §5), their offers, the weekly teaser, the finance link (spec §2) and the
 * calculator's props (spec §5, §9). Reads the resolved site config; never tests a slug.
 */
import { resolveFinance, type ResolvedFinance } from '../../config/schema/finance.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { calculatorRanges, initialInputs, purchasePriceMessage } from '../../domain/finance/calculator.ts';
import { disclaimerText } from '../../domain/finance/disclaimer.ts';
import { establishmentFee, shownFeeRows } from '../../domain/finance/fees.ts';
import { financeLinkHref } from '../../domain/finance/link.ts';
import { lenderOffer, weeklyTeaser, type LenderOffer, type WeeklyTeaser } from '../../domain/finance/offer.ts';
import { quoteRequest } from '../../domain/finance/quote.ts';
import { displayedProviders, financeAllowedForCar, shouldRequestQuote } from '../../domain/finance/rules.ts';
import { sellingPrice } from '../../domain/price.ts';
import { isInStock } from '../../domain/stock.ts';
import type { FinanceCalculatorProps } from '../../islands/finance/types.ts';
import type { Car } from '../../stock/car-schema.ts';
import type { BuildInfo } from '../../stock/tenant-stock.ts';

type Site = Pick<SiteConfig, 'template' | 'finance'>;

/** Calendar year (UTC) of the stock clock, for the provider age rule. */
export function stockYear(build: Pick<BuildInfo, 'now'>): number {
  return new Date(build.now * 1000).getUTCFullYear();
}

/** The car's shown lender offers, in display order (spec §5 display conditions and provider rules). */
export function carOffers(car: Car, site: Site, build: Pick<BuildInfo, 'now'>): LenderOffer[] {
  const f = site.finance;
  return displayedProviders(car, f, stockYear(build)).map((key) =>
    lenderOffer(key, car.finance_lenders![key]!, car, f.providers[key] ?? null, f.fees));
}

/** The weekly teaser of a car, or null when the site turns it off (`finance.weekly_teaser`) or no lender or quote shows. */
export function carTeaser(car: Car, site: Site, build: Pick<BuildInfo, 'now'>): WeeklyTeaser | null {
  if (!site.finance.weekly_teaser || !financeAllowedForCar(car, site.finance) || !isInStock(car.status)) return null;
  return weeklyTeaser(carOffers(car, site, build), car.youxQuote);
}

/**
 * The finance link of a car (spec §2): the site's finance page (`finance.link_path`; brand theme
 * `/finance-enquiry/`) with preferredDealership, vehiclePriceBudget, car_id, car_type and vin, ending `#finance-form`.
 */
export function financeLink(car: Car, site: Site): string {
  return financeLinkHref(resolveFinance(site).link_path, car);
}

/** Whether the vehicle page shows the calculator section: finance on for the site and dealership, and the car in stock. */
export function showsCalculator(car: Car, site: Site): boolean {
  return financeAllowedForCar(car, site.finance) && isInStock(car.status);
}

/**
 * Props of `<FinanceCalculator>`: for a car (its first shown lender sets the rate, term, deposit,
 * balloon, fee and the provider's ranges), or for no car (`/finance/`: $30,000 and the defaults).
 */
export function financeCalculatorProps(car: Car | null, site: Site, build: Pick<BuildInfo, 'now' | 'apiBase'>): FinanceCalculatorProps {
  const f: ResolvedFinance = resolveFinance(site);
  const offer = car ? carOffers(car, site, build)[0] ?? null : null;
  const ranges = calculatorRanges(f.calculator, offer ? f.providers[offer.provider] ?? null : null);
  const price = car ? sellingPrice(car) : null;
  const initial = initialInputs({ price: price ?? f.calculator.default_amount, interestRate: offer?.interestRate, termYears: offer?.termYears, deposit: offer?.deposit, balloon: offer?.balloon }, f.calculator.default_interest, ranges);
  const quote = car && price !== null && shouldRequestQuote(car, f.quote_enabled)
    ? { url: `${build.apiBase ?? ''}/api/youx/quote`, body: quoteRequest({ price, year: car.year, vin: car.vin, nvic: car.nvic }) }
    : null;
  return {
    ranges,
    initial,
    establishmentFee: offer?.establishmentFee ?? establishmentFee({ siteFees: f.fees }),
    purchasePriceMessage: purchasePriceMessage(ranges),
    quickPicks: f.calculator.quick_picks,
    disclaimer: [offer?.disclaimer, disclaimerText(f.disclaimer)].filter(Boolean).join(' '),
    fees: f.fees ? shownFeeRows(f.fees) : null,
    lender: offer ? { label: offer.label, interestRate: offer.interestRate, comparisonRate: offer.comparisonRate } : null,
    quote,
    enquireHref: car ? financeLink(car, site) : `${f.link_path}#finance-form`,
    applyLabel: f.button_label,
  };
}
