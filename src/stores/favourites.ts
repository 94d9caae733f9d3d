/**
 * Favourite cars saved on the device (spec §3 *Favourite entry*: id, name, slug, make, model,
 * primary_image_url; §4 *Favourites*: toggle saved/unsaved, adding fires analytics event 39, a sold car
 * not already saved cannot be saved, buttons hidden per `favouriteAction`).
 */
import type { WritableAtom } from 'nanostores';
import { favouriteAction, type ButtonCarFields, type ButtonSiteSettings } from '../domain/buttons.ts';
import { ANALYTICS_EVENTS, track } from './analytics.ts';
import { isSyncingFromStorage, numberOr, persistentStore, stringOr, type KeyValueStorage } from './storage.ts';

/** One saved car (spec §3). `primary_image_url` is the site's own card image path, or null. */
export interface FavouriteEntry {
  id: number;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/** A car as the toggle needs it: its entry plus the fields of the §4 rules. */
export type FavouriteCar = FavouriteEntry & Pick<ButtonCarFields, 'status' | 'car_type' | 'price' | 'offer_price' | 'images'>;

/** The site switches of the §4 rules (`features.favourites`, `features.favourites_require_price_and_images`). */
export type FavouriteSite = Pick<ButtonSiteSettings, 'favourites' | 'favourites_require_price_and_images'>;

/** Storage key of the list. */
export const FAVOURITES_KEY = 'favourites';

/** A stored entry, or null when it is not one (hand-edited or from an older version). */
export function decodeFavourite(raw: unknown): FavouriteEntry | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const r = raw as Record<string, unknown>;
  const id = numberOr(r.id);
  const slug = stringOr(r.slug);
  if (id === null || !slug) return null;
  return {
    id,
    slug,
    name: stringOr(r.name) ?? slug,
    make: stringOr(r.make) ?? '',
    model: stringOr(r.model) ?? '',
    primary_image_url: stringOr(r.primary_image_url),
  };
}

/** The stored list: usable entries only, one per id, in saved order. */
export function decodeFavourites(raw: unknown): FavouriteEntry[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  return raw.map(decodeFavourite).filter((e): e is FavouriteEntry => e !== null && !seen.has(e.id) && seen.add(e.id) !== undefined);
}

/** Creates a favourites store on `storage` (default the device's); the page uses {@link $favourites}. */
export function createFavouritesStore(storage?: KeyValueStorage | null): WritableAtom<FavouriteEntry[]> {
  const store = persistentStore<FavouriteEntry[]>(FAVOURITES_KEY, [], { decode: decodeFavourites, storage });
  // Analytics as a listener (spec §4: adding fires event 39); changes synced from another tab are not the visitor's action here.
  store.listen((next, prev) => {
    if (isSyncingFromStorage()) return;
    const before = new Set((prev ?? []).map((e) => e.id));
    for (const e of next)
      if (!before.has(e.id)) track(ANALYTICS_EVENTS.saveCar, { car_id: e.id, vehicleMake: e.make, vehicleModel: e.model });
  });
  return store;
}

/** The visitor's saved cars, newest last. */
export const $favourites = createFavouritesStore();

/** True when car `id` is saved. */
export function isFavourite(id: number, store: WritableAtom<FavouriteEntry[]> = $favourites): boolean {
  return store.get().some((e) => e.id === id);
}

/** What {@link toggleFavourite} did. */
export type ToggleFavouriteResult = 'saved' | 'removed' | 'refused';

/**
 * Saves or unsaves a car by the spec §4 rules (`favouriteAction`): a saved car is removed; an unsaved
 * car is saved only when the rules offer 'save' (so a sold car not already saved is refused, as is any
 * car on a site without favourites). Never throws.
 */
export function toggleFavourite(
  car: FavouriteCar,
  site: FavouriteSite,
  store: WritableAtom<FavouriteEntry[]> = $favourites,
): ToggleFavouriteResult {
  const saved = isFavourite(car.id, store);
  const action = favouriteAction(car, site, saved);
  if (action === 'unsave') {
    removeFavourite(car.id, store);
    return 'removed';
  }
  if (action === 'hidden') return 'refused';
  const entry: FavouriteEntry = {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
  store.set([...store.get(), entry]);
  return 'saved';
}

/** Removes car `id` from the favourites (no-op when absent). */
export function removeFavourite(id: number, store: WritableAtom<FavouriteEntry[]> = $favourites): void {
  if (!isFavourite(id, store)) return;
  store.set(store.get().filter((e) => e.id !== id));
}
