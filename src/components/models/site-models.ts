/**
 * The model range this tenant's build shows (spec §3 *Model*, §2 models mega-menu and `/models?body=`):
 * the `models` collection narrowed to the site's makes (`src/domain/models.ts`), each model's name put
 * through the importer's normalisation (`canonicalName`, `src/stock/model-names.ts`) so it matches the
 * stock's, and linked to: its `override_url`, else its search landing page when the site has that model
 * in stock, else its entry on /models/. With its in-stock count, a photo (its own image, else one of a
 * car of that model in stock), and the running offers that name it. Computed once per build.
 */
import { getStock, site } from 'virtual:tenant';
import { allModels } from '../../content/read.ts';
import type { Model } from '../../content/schema/model.ts';
import { siteModels } from '../../domain/models.ts';
import { siteMakeKeys } from '../../domain/offers.ts';
import type { Car } from '../../stock/car-schema.ts';
import type { ResponsiveImage } from '../../stock/images.ts';
import { modelLinks } from '../../stock/catalog.ts';
import { canonicalMake, canonicalName, nameKey } from '../../stock/model-names.ts';
import { siteOffers } from '../offers/site-offers.ts';

/** A model as the pages and the menu show it. */
export interface SiteModel {
  model: Model;
  /** Where the model links (never a page that is not built). */
  href: string;
  /** Cars of this model listed (any type), and the new and demo ones. */
  inStock: number;
  /** Its own picture, or a stock photo; null when neither. */
  image: { src: string; alt: string } | null;
  stockImage: ResponsiveImage | null;
  /** Running offers naming this model: title and page. */
  offers: { name: string; href: string }[];
}

const makeKey = (make: string) => nameKey(canonicalMake(make).make);
const key = (make: string, model: string) => `${makeKey(make)}\u0000${nameKey(model)}`;

let cached: Promise<SiteModel[]> | null = null;

async function compute(): Promise<SiteModel[]> {
  const { images } = getStock();
  const cars: readonly Car[] = getStock().cars;
  const stockMakes = new Set(cars.filter((c) => c.car_type === 'new' || c.car_type === 'demo').map((c) => makeKey(c.make)));
  const models = siteModels(await allModels(), siteMakeKeys(site, makeKey), stockMakes, makeKey).map((m): Model => {
    const c = canonicalName({ make: m.make, model: m.name, badge: null });
    return { ...m, make: c.make, name: c.model };
  });
  const landing = new Map(modelLinks(cars).map((l) => [key(l.make, l.name), l]));
  const photo = new Map<string, ResponsiveImage>();
  for (const c of cars) {
    const k = key(c.make, c.model);
    const first = images[String(c.id)]?.[0];
    if (!photo.has(k) && first) photo.set(k, first);
  }
  const offers = await siteOffers();
  return models.map((model) => {
    const k = key(model.make, model.name);
    const link = landing.get(k);
    return {
      model,
      href: model.override_url ?? link?.href ?? `/models/#model-${model.id}`,
      inStock: link?.count ?? 0,
      image: model.image,
      stockImage: model.image ? null : (photo.get(k) ?? null),
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

/** This build's model range (computed on first use). */
export function siteModelRange(): Promise<SiteModel[]> {
  return (cached ??= compute());
}
