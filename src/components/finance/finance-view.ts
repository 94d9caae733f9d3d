/**
 * Build-time finance view of a car for the static components and the islands' props: which
 * lenders show (spec §5), their offers, the weekly teaser, the finance link (spec §2) and the
 * calculator's props (spec §5, §9). Reads the resolved site config; never tests a slug.
 */
import { resolveFinance, type ResolvedFinance } from '../../config/schema/finance.ts';
import { carOffers, financeLink } from '../../stock/car-finance.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { calculatorRanges, initialInputs, purchasePriceMessage } from '../../domain/finance/calculator.ts';
import { exampleStart } from '../../domain/finance/disclaimer.ts';
import { establishmentFee, shownFeeRows } from '../../domain/finance/fees.ts';
import { quoteRequest } from '../../domain/finance/quote.ts';
import { financeAllowedForCar, shouldRequestQuote } from '../../domain/finance/rules.ts';
import { sellingPrice } from '../../domain/price.ts';
import { isInStock } from '../../domain/stock.ts';
import type { FinanceCalculatorProps } from '../../islands/finance/types.ts';
import type { Car } from '../../stock/car-schema.ts';
import { apiPrefix, type BuildInfo } from '../../stock/tenant-stock.ts';

type Site = Pick<SiteConfig, 'template' | 'finance'>;

/** Whether the vehicle page shows the calculator section: finance on for the site and dealership, and the car in stock. */
export function showsCalculator(car: Car, site: Site): boolean {
  return financeAllowedForCar(car, site.finance) && isInStock(car.status);
}

/** The finance quote call, `POST {api base}/api/youx/quote` (spec §7), on the site's own host without an API origin. */
export function financeQuoteUrl(build: Pick<BuildInfo, 'apiBase'>): string {
  return `${apiPrefix(build)}/api/youx/quote`;
}

/**
 * Props of `<FinanceCalculator>`: for a car (its first shown lender sets the rate, term, deposit,
 * balloon, fee and the provider's ranges), or for no car (`/finance/`: $30,000). What the lender does
 * not set starts from the site's disclaimer example (`exampleStart`: e.g. a 10% deposit and a 30%
 * final payment), then the spec §9 defaults; the island writes the disclaimer from the figures shown.
 */
export function financeCalculatorProps(car: Car | null, site: Site, build: Pick<BuildInfo, 'now' | 'apiBase'>): FinanceCalculatorProps {
  const f: ResolvedFinance = resolveFinance(site);
  const offer = car ? (carOffers(car, site, build)[0] ?? null) : null;
  const ranges = calculatorRanges(f.calculator, offer ? (f.providers[offer.provider] ?? null) : null);
  const price = car ? sellingPrice(car) : null;
  const amount = price ?? f.calculator.default_amount;
  const example = exampleStart(f.disclaimer, amount);
  const initial = initialInputs(
    {
      price: amount,
      interestRate: offer?.interestRate ?? example.interestRate,
      termYears: offer?.termYears ?? example.termYears,
      deposit: offer?.deposit ?? example.deposit,
      balloon: offer?.balloon ?? example.balloon,
    },
    f.calculator.default_interest,
    ranges,
  );
  const quote =
    car && price !== null && shouldRequestQuote(car, f.quote_enabled)
      ? { url: financeQuoteUrl(build), body: quoteRequest({ price, year: car.year, vin: car.vin, nvic: car.nvic }) }
      : null;
  return {
    ranges,
    initial,
    establishmentFee: offer?.establishmentFee ?? establishmentFee({ siteFees: f.fees }),
    purchasePriceMessage: purchasePriceMessage(ranges),
    quickPicks: f.calculator.quick_picks,
    disclaimer: { example: f.disclaimer, lenderNote: offer?.disclaimer || null },
    fees: f.fees ? shownFeeRows(f.fees) : null,
    lender: offer ? { label: offer.label, interestRate: offer.interestRate, comparisonRate: offer.comparisonRate } : null,
    quote,
    enquireHref: car ? financeLink(car, site) : `${f.link_path}#finance-form`,
    applyLabel: f.button_label,
  };
}
