/**
 * The facts the navigation's conditional entries depend on (`NavFacts`, `src/config/navigation.ts`) for
 * the tenant being built: content collection sizes, stock counts, offers and models. Computed once per
 * build and shared by every page's header and footer.
 */
import { build, getStock, site } from 'virtual:tenant';
import { COLLECTION_NAMES } from '../../content/collections.ts';
import { collectionSizes } from '../../content/read.ts';
import type { NavFacts } from '../../config/navigation.ts';
import { modelMenuName } from '../../domain/models.ts';
import { zonedTime } from '../../domain/time.ts';
import type { Car } from '../../stock/car-schema.ts';
import { carsOnOffer, currentPromotions, newModelLinks } from '../../stock/catalog.ts';
import { siteOffers } from '../offers/site-offers.ts';
import { siteModelRange } from '../models/site-models.ts';
import { siteServicePlans } from '../service/site-service-plans.ts';

let facts: Promise<NavFacts> | null = null;
let factsFor: readonly Car[] | null = null;

async function compute(): Promise<NavFacts> {
  const cars: readonly Car[] = getStock().cars;
  const today = zonedTime(build.now, site.timezone).date;
  return {
    collections: await collectionSizes(COLLECTION_NAMES),
    stock: {
      total: cars.length,
      used: cars.filter((c) => c.car_type === 'used').length,
      newDemo: cars.filter((c) => c.car_type === 'new' || c.car_type === 'demo').length,
      offers: carsOnOffer(cars).length + currentPromotions(site.search.promo_cards, today).length + (await siteOffers()).length,
    },
    newModels: newModelLinks(cars).map((m) => ({ name: modelMenuName(m), href: m.href })),
    modelRange: (await siteModelRange()).map((r) => ({ name: modelMenuName(r.model), href: r.href })),
    servicePlans: (await siteServicePlans()).length,
  };
}

/**
 * This build's navigation facts (computed on first use). Every call reads the car list, as the incremental
 * build's protocol asks of a memo (`src/integration/tracked-stock.ts`): each page that draws the navigation
 * then depends on the cars its entries are derived from (e.g. 'Our models' from the makes of new stock), so a
 * stock change that alters the menus renders every page again instead of leaving stale menus on reused pages.
 */
export function navFacts(): Promise<NavFacts> {
  const cars = getStock().cars;
  if (facts === null || factsFor !== cars) {
    factsFor = cars;
    facts = compute();
  }
  return facts;
}
