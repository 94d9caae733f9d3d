/**
 * The model range this tenant's build shows (spec §3 *Model*, §2 models mega-menu and `/models?body=`):
 * the `models` collection narrowed to the site's makes (`src/domain/models.ts`), each model's name put
 * through the importer's normalisation (`canonicalName`, `src/stock/model-names.ts`) so it matches the
 * stock's, and linked to: its `override_url`, else its search landing page when the site has that model
 * in stock, else its entry on /models/. With its in-stock count, a photo (its own image, else one of a
 * car of that model in stock), and the running offers that name it.
 */
import { getStock, site } from 'virtual:tenant';
import { allModels } from '../../content/read.ts';
import type { Model } from '../../content/schema/model.ts';
import { siteModels } from '../../domain/models.ts';
import { siteMakeKeys } from '../../domain/offers.ts';
import type { Car } from '../../stock/car-schema.ts';
import type { TenantStock } from '../../stock/tenant-stock.ts';
import type { ResponsiveImage } from '../../stock/images.ts';
import { modelLinks } from '../../stock/catalog.ts';
import { canonicalName, makeKey, nameKey } from '../../stock/model-names.ts';
import { modelKey, stockViewEntry } from '../../stock/stock-views.ts';
import { siteOffers } from '../offers/site-offers.ts';

/** A model as the pages and the menu show it. */
export interface SiteModel {
  model: Model;
  /** Where the model links (never a page that is not built). */
  href: string;
  /** Cars of this model listed (any type). Reading it reads the car list (the page then depends on every car). */
  readonly inStock: number;
  /** Its own picture, or a stock photo; null when neither. */
  image: { src: string; alt: string } | null;
  stockImage: ResponsiveImage | null;
  /** Running offers naming this model: title and page. */
  offers: { name: string; href: string }[];
}

/** Listed cars by model key, per car list. */
const countsByList = new WeakMap<readonly Car[], Map<string, number>>();

/** The listed cars of the model with key `k`. Reads the car list: the page showing the count depends on it. */
function listedCount(k: string): number {
  const cars: readonly Car[] = getStock().cars;
  let counts = countsByList.get(cars);
  if (!counts) {
    counts = new Map(modelLinks(cars).map((l) => [modelKey(l.make, l.name), l.count]));
    countsByList.set(cars, counts);
  }
  return counts.get(k) ?? 0;
}

/**
 * The models of this build's range, from the `models` collection (content) and, for a site that names no make,
 * whether each of the collection's makes is in new stock (keyed view `newMake`: the page depends on those makes
 * only, not on every make that comes and goes).
 */
async function rangeModels(stock: TenantStock): Promise<Model[]> {
  const franchised = siteMakeKeys(site, makeKey);
  const models = await allModels();
  const inNewStock = (k: string) => franchised.size === 0 && stockViewEntry(stock, 'newMake', k) !== null;
  const newMakes = new Set(models.map((m) => makeKey(m.make)).filter(inNewStock));
  return siteModels(models, franchised, newMakes, makeKey).map(canonicalModel);
}

/** Each content model with its make and name as the stock spells them, made once per build (content is fixed). */
const canonicalModels = new WeakMap<Model, Model>();
function canonicalModel(m: Model): Model {
  let model = canonicalModels.get(m);
  if (model === undefined) {
    const c = canonicalName({ make: m.make, model: m.name, badge: null });
    canonicalModels.set(m, (model = { ...m, make: c.make, name: c.model }));
  }
  return model;
}

/** Where a model of the range links: its own URL, else its search landing page when in stock (view entry), else /models/. */
function modelHref(stock: TenantStock, model: Model): string {
  return model.override_url ?? stockViewEntry(stock, 'modelLink', modelKey(model.make, model.name)) ?? `/models/#model-${model.id}`;
}

/**
 * This build's model range, worked out on every call (a few dozen models: microseconds) from what it takes from the
 * stock, read through its views (`src/stock/stock-views.ts`): whether the models' makes are in new stock (for a site
 * that names no make), and for each model of the range its landing page and, without its own image, its stock
 * photo. So a page that draws the range (the models mega-menu, on every page of a brand site) depends on exactly
 * those, as the incremental build asks (`src/integration/tracked-stock.ts`), and is rendered again when a model's link or photo
 * changes, and only then. A page that shows a model's count (`inStock`) reads the car list when it does.
 */
export async function siteModelRange(): Promise<SiteModel[]> {
  const stock = getStock();
  const models = await rangeModels(stock);
  const offers = await siteOffers();
  return models.map((model) => {
    const k = modelKey(model.make, model.name);
    return {
      model,
      href: modelHref(stock, model),
      get inStock() {
        return listedCount(k);
      },
      image: model.image,
      stockImage: model.image ? null : stockViewEntry(stock, 'modelPhoto', k),
      offers: offers
        .filter(
          ({ offer }) =>
            offer.models.some((n) => nameKey(n) === nameKey(model.name)) &&
            (offer.manufacturer === null || makeKey(offer.manufacturer) === makeKey(model.make)),
        )
        .map(({ offer, path }) => ({ name: offer.name, href: path })),
    };
  });
}

/**
 * The range as the navigation draws it: each model and where it links. Every call reads which models the range has
 * (for a site that names no make, whether their makes are in new stock): call it on every page that draws the range,
 * memo or not. A model's link is read from the stock when `href` is read, and whether it is in stock when `inStock`
 * is (the same view entry), so a page depends on the links it draws and, where the menu is shorter than the range
 * (`rangeMenuModels`), on which models are in stock; not on the photos. A page that only counts the range depends
 * on none.
 */
export async function siteModelLinks(): Promise<{ model: Model; readonly href: string; readonly inStock: boolean }[]> {
  const stock = getStock();
  return (await rangeModels(stock)).map((model) => ({
    model,
    get href() {
      return modelHref(stock, model);
    },
    get inStock() {
      return stockViewEntry(stock, 'modelLink', modelKey(model.make, model.name)) !== null;
    },
  }));
}
