/**
 * A car's finance view from the resolved site config (spec §5 *Finance display*, §2 finance link):
 * which lenders show and their offers, the weekly teaser, and the finance link. Shared by the
 * vehicle page components, result cards and the search documents. Never tests a slug.
 */
import { resolveFinance } from '../config/schema/finance.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import { financeLinkHref } from '../domain/finance/link.ts';
import { lenderOffer, weeklyTeaser, type LenderOffer, type WeeklyTeaser } from '../domain/finance/offer.ts';
import { displayedProviders, financeAllowedForCar } from '../domain/finance/rules.ts';
import { isInStock } from '../domain/stock.ts';
import type { Car } from './car-schema.ts';
import { buildClock } from './build-clock.ts';
import type { BuildInfo } from './tenant-stock.ts';

type Site = Pick<SiteConfig, 'template' | 'finance'>;

/** Calendar year (UTC) of the stock clock, for the provider age rule (asked as the clock's year: `build-clock.ts`). */
export function stockYear(build: Pick<BuildInfo, 'now'>): number {
  return buildClock(build).year();
}

/** The car's shown lender offers, in display order (spec §5 display conditions and provider rules). */
export function carOffers(car: Car, site: Site, build: Pick<BuildInfo, 'now'>): LenderOffer[] {
  const f = site.finance;
  return displayedProviders(car, f, stockYear(build)).map((key) =>
    lenderOffer(key, car.finance_lenders![key]!, car, f.providers[key] ?? null, f.fees),
  );
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
