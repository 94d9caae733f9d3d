/**
 * Cars viewed on this device (spec §3 *Viewed-car record*: id, stocknum, make, model, body,
 * simple_body; §4 "Viewed cars are recorded once per car id"). Kept for "recently viewed" and lead
 * context. Decision (the spec gives no limit): the {@link VIEWED_CARS_LIMIT} most recent first views;
 * older records are dropped so the list stays small.
 */
import type { WritableAtom } from 'nanostores';
import { numberOr, persistentStore, stringOr, type KeyValueStorage } from './storage.ts';

/** Records kept at most. */
export const VIEWED_CARS_LIMIT = 50;
/** Storage key of the list. */
export const VIEWED_CARS_KEY = 'viewed_cars';

/** One viewed car (spec §3). `body` is the feed's body configuration, `simple_body` the simplified body. */
export interface ViewedCarRecord {
  id: number;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
}

/** The stored list: usable records, one per id, at most {@link VIEWED_CARS_LIMIT} (the newest). */
export function decodeViewedCars(raw: unknown): ViewedCarRecord[] {
  if (!Array.isArray(raw)) return [];
  const out: ViewedCarRecord[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const id = numberOr(r.id);
    if (id === null || out.some((e) => e.id === id)) continue;
    out.push({
      id,
      stocknum: stringOr(r.stocknum) ?? '',
      make: stringOr(r.make) ?? '',
      model: stringOr(r.model) ?? '',
      body: stringOr(r.body),
      simple_body: stringOr(r.simple_body),
    });
  }
  return out.slice(-VIEWED_CARS_LIMIT);
}

/** Creates a viewed-cars store on `storage` (default the device's); the page uses {@link $viewedCars}. */
export function createViewedCarsStore(storage?: KeyValueStorage | null): WritableAtom<ViewedCarRecord[]> {
  return persistentStore<ViewedCarRecord[]>(VIEWED_CARS_KEY, [], { decode: decodeViewedCars, storage });
}

/** Viewed cars, oldest first. */
export const $viewedCars = createViewedCarsStore();

/**
 * Records a view of `car` once per id (spec §4): returns true when this was the first view, false when
 * the id was already recorded (the list is then left exactly as it was). Never throws.
 */
export function recordViewedCar(car: ViewedCarRecord, store: WritableAtom<ViewedCarRecord[]> = $viewedCars): boolean {
  const list = store.get();
  if (list.some((e) => e.id === car.id)) return false;
  const record: ViewedCarRecord = {
    id: car.id,
    stocknum: car.stocknum,
    make: car.make,
    model: car.model,
    body: car.body,
    simple_body: car.simple_body,
  };
  store.set([...list, record].slice(-VIEWED_CARS_LIMIT));
  return true;
}
