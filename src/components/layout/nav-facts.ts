/**
 * The facts the navigation's conditional entries depend on (`NavFacts`, `src/config/navigation.ts`) for
 * the tenant being built: content collection sizes, stock counts, offers and models. Computed once per
 * build and shared by every page's header and footer.
 */
import { build, getStock, site } from 'virtual:tenant';
import { buildClock } from '../../stock/build-clock.ts';
import { COLLECTION_NAMES } from '../../content/collections.ts';
import { collectionSizes } from '../../content/read.ts';
import type { NavFacts } from '../../config/navigation.ts';
import { modelMenuName } from '../../domain/models.ts';
import { currentPromotions } from '../../stock/catalog.ts';
import { stockView } from '../../stock/stock-views.ts';
import type { TenantStock } from '../../stock/tenant-stock.ts';
import { siteOffers, windowDates } from '../offers/site-offers.ts';
import { siteModelLinks } from '../models/site-models.ts';
import { siteServicePlans } from '../service/site-service-plans.ts';

let facts: Promise<NavFacts> | null = null;
let factsFor: TenantStock | null = null;

/** Today in the site's zone, for the promotions' dates only: the page depends on how today compares with them. */
const promotionsDay = () => buildClock(build).today(site.timezone, windowDates(site.search.promo_cards));

async function compute(carsOnOffer: boolean, offersRunning: boolean): Promise<NavFacts> {
  return {
    collections: await collectionSizes(COLLECTION_NAMES),
    offers: carsOnOffer || currentPromotions(site.search.promo_cards, promotionsDay()).length > 0 || offersRunning,
    // Read where a menu uses it: only the pages that draw the 'New {model}' menu depend on the new models.
    get newModels() {
      return stockView(getStock(), 'newModels');
    },
    modelRange: (await siteModelLinks()).map((r) => ({ name: modelMenuName(r.model), href: r.href })),
    servicePlans: (await siteServicePlans()).length,
  };
}

/**
 * This build's navigation facts (computed on first use). What they take from the stock is read through its
 * views (`src/stock/stock-views.ts`) on every call and every use, as the incremental build's protocol asks of a
 * memo (`src/integration/tracked-stock.ts`): each page that draws the navigation then depends on what its menus
 * show (any car on offer; the new models where that menu is drawn; the model range's models and links), not on
 * every car. A night of price changes re-renders no page for its menus unless they change; one that alters a menu
 * renders those pages again instead of leaving stale menus on reused pages. Likewise for the stock clock: every call asks how today
 * compares with the promotions' and offers' dates (`src/stock/build-clock.ts`), so a new night's clock renders
 * no page again unless a promotion or offer started or ended.
 */
export async function navFacts(): Promise<NavFacts> {
  const stock = getStock();
  const carsOnOffer = stockView(stock, 'offers');
  promotionsDay();
  const offersRunning = (await siteOffers()).length > 0;
  // The range's models and links (the models menus, 'Our models', the service plans entry): read on every call.
  await siteModelLinks();
  if (facts === null || factsFor !== stock) {
    factsFor = stock;
    facts = compute(carsOnOffer, offersRunning);
  }
  return facts;
}
