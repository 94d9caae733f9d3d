/**
 * "More stock from this location" and "similar cars" on the vehicle page (issue #4 item 7; spec §2
 * route "/search/{dealership_slug} or /search/{location slug}: more stock from one dealer or
 * location"). The spec gives no similarity rule; decision:
 *
 * - Candidates are other cars a buyer can still get (in stock or coming soon).
 * - Similar: the same make and model first; then the same body within the price band (the car's
 *   selling price ±25%); each group ordered by closeness in price, then by id. Cars without a real
 *   price match on make and model only.
 * - From this location: other cars at the same location, excluding the similar cars already shown, in an order of
 *   the page's own: by `pairRank(page car id, candidate id)`, a fixed shuffle of the location's cars for each page.
 *   So each car of a location appears on about `RELATED_LIMIT` other vehicle pages whatever its age (a crawler
 *   reaches every car through its neighbours' pages, and aged stock is shown as much as new stock), and a page's list
 *   changes only when one of its cars changes or leaves, or a new listing happens to rank above them (about
 *   `RELATED_LIMIT` in n for each new car at a location of n). Newest first, as before 2026-11-29, put every new
 *   listing on every vehicle page of its location: a nightly rebuild rendered all of them again on any night a car
 *   was listed (issue #14, incremental builds; `npm run bench:scale`, see the README).
 *
 * An index per stock list is built once (WeakMap): the cars grouped by make and model, body and location, so a page
 * reads its groups instead of the whole stock. _More from this location_ still walks its location's group once per
 * page to rank it (n a page, n² a location: every vehicle page of a 1,000-car location about 26 ms in all).
 */
import { sellingPrice } from '../../domain/price.ts';
import { isInStock } from '../../domain/stock.ts';

/** The car fields the rules read (Car schema names, spec §3). Prices in AUD dollars. */
export interface RelatedCar {
  id: number;
  make: string;
  model: string;
  simple_body: string | null;
  status: string;
  price: number | null;
  offer_price: number | null;
  location_id: string | null;
}

/** Price band of "similar": ±25% of the car's selling price. */
export const SIMILAR_PRICE_BAND = 0.25;
/** Cards per list. */
export const RELATED_LIMIT = 4;

interface Index<T> {
  byModel: Map<string, T[]>;
  byBody: Map<string, T[]>;
  byLocation: Map<string, T[]>;
}

const indexes = new WeakMap<readonly RelatedCar[], Index<RelatedCar>>();
const key = (...parts: (string | null)[]) => parts.map((p) => (p ?? '').toLowerCase()).join('\u0000');

function indexOf<T extends RelatedCar>(cars: readonly T[]): Index<T> {
  const cached = indexes.get(cars);
  if (cached) return cached as Index<T>;
  const idx: Index<T> = { byModel: new Map(), byBody: new Map(), byLocation: new Map() };
  const push = (m: Map<string, T[]>, k: string, c: T) => (m.get(k) ?? m.set(k, []).get(k)!).push(c);
  for (const c of cars) {
    if (!isInStock(c.status)) continue;
    push(idx.byModel, key(c.make, c.model), c);
    if (c.simple_body) push(idx.byBody, key(c.simple_body), c);
    if (c.location_id) push(idx.byLocation, c.location_id, c);
  }
  indexes.set(cars, idx as Index<RelatedCar>);
  return idx;
}

/** Similar cars of `car` among `cars` (see the module rules), at most `limit`. */
export function similarCars<T extends RelatedCar>(car: RelatedCar, cars: readonly T[], limit: number = RELATED_LIMIT): T[] {
  const idx = indexOf(cars);
  const price = sellingPrice(car);
  const distance = (c: T) => {
    const p = sellingPrice(c);
    return price === null || p === null ? Number.MAX_SAFE_INTEGER : Math.abs(p - price);
  };
  const byCloseness = (a: T, b: T) => distance(a) - distance(b) || a.id - b.id;
  const sameModel = (idx.byModel.get(key(car.make, car.model)) ?? []).filter((c) => c.id !== car.id).sort(byCloseness);
  const out = sameModel.slice(0, limit);
  if (out.length < limit && price !== null && car.simple_body) {
    const taken = new Set(out.map((c) => c.id));
    const band = (idx.byBody.get(key(car.simple_body)) ?? []).filter((c) => {
      const p = sellingPrice(c);
      return c.id !== car.id && !taken.has(c.id) && p !== null && Math.abs(p - price) <= price * SIMILAR_PRICE_BAND;
    });
    out.push(...band.sort(byCloseness).slice(0, limit - out.length));
  }
  return out;
}

/**
 * Both lists of the vehicle page: the similar cars, and more from the location without those. Computed
 * in the page's `getStaticPaths`, so they travel as its props: a page depends on exactly the cars it
 * shows (issue #14, incremental builds), not on the whole stock.
 */
export function relatedCars<T extends RelatedCar>(car: RelatedCar, cars: readonly T[]): { similar: T[]; more: T[] } {
  const similar = similarCars(car, cars);
  return { similar, more: moreFromLocation(car, cars, new Set(similar.map((c) => c.id))) };
}

/**
 * Where `candidate` stands in the order `car`'s page shows its location's cars (lower first): a 32-bit mix of
 * the two car ids (murmur3's finaliser), the same on every build and machine, unrelated from one page to the next.
 */
export function pairRank(car: number, candidate: number): number {
  let h = Math.imul(car ^ 0x9e3779b9, 0x85ebca6b) ^ candidate;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/**
 * Other cars at `car`'s location that a buyer can still get, leaving out `exclude` ids, at most `limit`, in
 * `pairRank(car.id, id)` order (then id): see the module rules.
 */
export function moreFromLocation<T extends RelatedCar>(
  car: RelatedCar,
  cars: readonly T[],
  exclude: ReadonlySet<number> = new Set(),
  limit: number = RELATED_LIMIT,
): T[] {
  if (!car.location_id || limit <= 0) return [];
  const list = indexOf(cars).byLocation.get(car.location_id) ?? [];
  // The first `limit` in (rank, id) order, kept sorted as the list is walked once (limit is 4: no sort of the location).
  const best: { car: T; rank: number }[] = [];
  const precedes = (rank: number, id: number, b: { car: T; rank: number }) => rank < b.rank || (rank === b.rank && id < b.car.id);
  for (const c of list) {
    if (c.id === car.id || exclude.has(c.id)) continue;
    const rank = pairRank(car.id, c.id);
    if (best.length === limit && !precedes(rank, c.id, best[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && precedes(rank, c.id, best[at - 1]!)) at--;
    best.splice(at, 0, { car: c, rank });
    if (best.length > limit) best.pop();
  }
  return best.map((b) => b.car);
}
