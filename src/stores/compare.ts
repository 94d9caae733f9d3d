/**
 * The compare list on the device (spec §4 *Favourites*: "Favourites and compare are stored locally when
 * the storage setting allows"). The spec gives no rules for compare; decisions: at most
 * {@link COMPARE_LIMIT} cars (what fits side by side on a desktop), a car is added only while it is in
 * stock for button purposes (in_stock or coming_soon, like favourites), and a listed car can always be
 * removed.
 */
import type { WritableAtom } from 'nanostores';
import { isInStock } from '../domain/stock.ts';
import { numberOr, persistentStore, stringOr, type KeyValueStorage } from './storage.ts';

/** Cars compared side by side at most. */
export const COMPARE_LIMIT = 4;
/** Storage key of the list. */
export const COMPARE_KEY = 'compare';

/** One car in the compare list; the compare page reads the rest from the search index. */
export interface CompareEntry {
  id: number;
  slug: string;
  name: string;
}

/** The stored list: usable entries, one per id, at most {@link COMPARE_LIMIT}. */
export function decodeCompare(raw: unknown): CompareEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: CompareEntry[] = [];
  for (const item of raw) {
    if (typeof item !== 'object' || item === null) continue;
    const r = item as Record<string, unknown>;
    const id = numberOr(r.id);
    const slug = stringOr(r.slug);
    if (id === null || !slug || out.some((e) => e.id === id)) continue;
    out.push({ id, slug, name: stringOr(r.name) ?? slug });
  }
  return out.slice(0, COMPARE_LIMIT);
}

/** Creates a compare store on `storage` (default the device's); the page uses {@link $compare}. */
export function createCompareStore(storage?: KeyValueStorage | null): WritableAtom<CompareEntry[]> {
  return persistentStore<CompareEntry[]>(COMPARE_KEY, [], { decode: decodeCompare, storage });
}

/** The visitor's compare list, in the order added. */
export const $compare = createCompareStore();

/** True when car `id` is in the compare list. */
export function isCompared(id: number, store: WritableAtom<CompareEntry[]> = $compare): boolean {
  return store.get().some((e) => e.id === id);
}

/** What {@link toggleCompare} did: added, removed, refused (not in stock) or full (already {@link COMPARE_LIMIT}). */
export type ToggleCompareResult = 'added' | 'removed' | 'refused' | 'full';

/** Adds or removes a car (see the module rules). Never throws. */
export function toggleCompare(car: CompareEntry & { status: string }, store: WritableAtom<CompareEntry[]> = $compare): ToggleCompareResult {
  if (isCompared(car.id, store)) {
    removeCompared(car.id, store);
    return 'removed';
  }
  if (!isInStock(car.status)) return 'refused';
  if (store.get().length >= COMPARE_LIMIT) return 'full';
  store.set([...store.get(), { id: car.id, slug: car.slug, name: car.name }]);
  return 'added';
}

/** Removes car `id` (no-op when absent). */
export function removeCompared(id: number, store: WritableAtom<CompareEntry[]> = $compare): void {
  if (!isCompared(id, store)) return;
  store.set(store.get().filter((e) => e.id !== id));
}
