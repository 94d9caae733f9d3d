/**
 * The facts the navigation's conditional entries depend on (`NavFacts`, `src/config/navigation.ts`) for
 * the tenant being built: content collection sizes, stock counts, offers and models. Computed once per
 * build and shared by every page's header and footer.
 */
import { getStock, site } from 'virtual:tenant';
import { COLLECTION_NAMES } from '../../content/collections.ts';
import { collectionSizes } from '../../content/read.ts';
import type { NavFacts } from '../../config/navigation.ts';
import { modelMenuName } from '../../domain/models.ts';
import { stockView, stockViewEntry } from '../../stock/stock-views.ts';
import { TEMPLATE_TRAITS } from '../../config/schema/templates.ts';
import type { TenantStock } from '../../stock/tenant-stock.ts';
import { offersOrPromotionsRunning } from '../offers/site-offers.ts';
import { siteModelLinks } from '../models/site-models.ts';
import { siteServicePlanCount } from '../service/site-service-plans.ts';

let facts: Promise<NavFacts> | null = null;
let factsFor: TenantStock | null = null;

async function compute(carsOnOffer: boolean, offersRunning: boolean): Promise<NavFacts> {
  return {
    collections: await collectionSizes(COLLECTION_NAMES),
    offers: carsOnOffer || offersRunning,
    // Read where a menu uses it: only the pages that draw the 'New {model}' menu depend on the new models, and only
    // on as many as the template's menu shows.
    get newModels() {
      return stockViewEntry(getStock(), 'newModels', String(TEMPLATE_TRAITS[site.template].models_in_menu)) ?? [];
    },
    // Each link read where a menu draws it (`siteModelLinks`): a page depends on the models its menu shows, and on
    // which are in stock where the menu is shorter than the range (`rangeMenuModels`).
    modelRange: (await siteModelLinks()).map((r) => ({
      name: modelMenuName(r.model),
      get href() {
        return r.href;
      },
      get inStock() {
        return r.inStock;
      },
    })),
    servicePlans: await siteServicePlanCount(),
  };
}

/**
 * This build's navigation facts (computed on first use). What they take from the stock is read through its
 * views (`src/stock/stock-views.ts`) on every call and every use, as the incremental build's protocol asks of a
 * memo (`src/integration/tracked-stock.ts`): each page that draws the navigation then depends on what its menus
 * show (any car on offer; the new models where that menu is drawn, as many as it shows; the model range's models,
 * and the links its menus draw), not on every car. A night of price changes re-renders no page for its menus unless
 * they change; one that alters a menu renders those pages again instead of leaving stale menus on reused pages.
 * Likewise for the stock clock: every call asks whether any offer or promotion runs today
 * (`offersOrPromotionsRunning`), which depends only on the days that answer changes, so a new night's clock renders
 * no page again for it unless the site's first offer starts or its last ends.
 */
export async function navFacts(): Promise<NavFacts> {
  const stock = getStock();
  const carsOnOffer = stockView(stock, 'offers');
  const offersRunning = await offersOrPromotionsRunning();
  // The range's models (the models menus, 'Our models', the service plans entry): read on every call; each model's
  // link where a menu draws it.
  await siteModelLinks();
  if (facts === null || factsFor !== stock) {
    factsFor = stock;
    facts = compute(carsOnOffer, offersRunning);
  }
  return facts;
}
