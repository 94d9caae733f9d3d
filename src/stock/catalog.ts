/**
 * What the stock offers, for navigation and landing pages: makes and models with counts and
 * their search landing-page paths (spec §2 routes /search/{make}/ and /search/{make}/{model}/).
 */
import { modelMenuName } from '../domain/models.ts';
import { slugify } from '../domain/slug.ts';
import { isRealPrice } from '../domain/price.ts';
import { isInStock } from '../domain/stock.ts';
import { isRunning } from '../domain/offers.ts';

interface CatalogCar {
  make: string;
  model: string;
  car_type: string;
}

export interface ModelLink {
  name: string;
  make: string;
  href: string;
  count: number;
}

/** Search landing path of a make, or of a make and model: `/search/toyota/`, `/search/toyota/hilux/`. */
export function searchPath(make: string, model?: string): string {
  return model ? `/search/${slugify(make)}/${slugify(model)}/` : `/search/${slugify(make)}/`;
}

/** The car types of new stock as the menus and the model range read it (spec §2 'New {model}' menu): new and demo. */
export const NEW_CAR_TYPES: readonly string[] = ['new', 'demo'];

/** Models of the given car types with counts, most stocked first then by name. */
export function modelLinks(cars: readonly CatalogCar[], carTypes: readonly string[] | null = null): ModelLink[] {
  const byKey = new Map<string, ModelLink>();
  for (const car of cars) {
    if (carTypes && !carTypes.includes(car.car_type)) continue;
    const key = `${car.make}\u0000${car.model}`;
    const link = byKey.get(key) ?? { name: car.model, make: car.make, href: searchPath(car.make, car.model), count: 0 };
    link.count++;
    byKey.set(key, link);
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/**
 * The 'New {model}' menu of new and demo stock (spec §2 brand navigation; issue #11 on the other templates): the
 * `limit` most stocked models (ties by name, as `modelLinks` orders them), shown in name order (numbers in names
 * compared as numbers: 'Mazda 2' before 'CX-3' before 'CX-30'). A buyer finds what the dealer has most of; the spec
 * sets no order, and a menu in name order is where a buyer looks for a model and stays the same from night to night
 * while counts move (issue #14: a menu that reorders changes every page of the site). `limit` is the template's
 * `models_in_menu` (12, or 30 on the brand template).
 */
export function newModelLinks(cars: readonly CatalogCar[], limit: number): ModelLink[] {
  const order = new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' });
  // What the menu shows of a model (`modelMenuName`: the make before a name that starts with a digit).
  const shown = (m: ModelLink) => modelMenuName({ make: m.make, name: m.name });
  return modelLinks(cars, NEW_CAR_TYPES)
    .slice(0, limit)
    .sort((a, b) => order.compare(shown(a), shown(b)));
}

/** The `limit` most recently listed cars that are in stock (newest `created_at` first). */
export function latestStock<T extends { status: string; created_at: string }>(cars: readonly T[], limit: number): T[] {
  return cars
    .filter((c) => c.status === 'in_stock')
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .slice(0, limit);
}

/** Listed cars with a real reduced price: an offer price or a higher earlier price (spec §4 rule 2), biggest saving first. */
export function carsOnOffer<T extends { status: string; price: number | null; offer_price: number | null; before_price: number | null }>(
  cars: readonly T[],
): T[] {
  const saving = (c: T) => {
    const now = isRealPrice(c.offer_price) ? c.offer_price : c.price;
    const before = Math.max(c.before_price ?? 0, isRealPrice(c.offer_price) ? (c.price ?? 0) : 0);
    return isRealPrice(now) && before > now ? before - now : 0;
  };
  return cars.filter((c) => isInStock(c.status) && saving(c) > 0).sort((a, b) => saving(b) - saving(a));
}

/** Promotions running on `today` (YYYY-MM-DD in the site's zone): start and expiry inclusive, either may be open (spec §9). */
export function currentPromotions<T extends { start: string | null; expiry: string | null }>(promos: readonly T[], today: string): T[] {
  return promos.filter((p) => isRunning(p, today));
}
