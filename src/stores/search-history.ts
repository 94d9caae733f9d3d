/**
 * Search history (spec §3 *Search history* "last 5 searches, each with filters and a path"; §9
 * "Search history keeps 5"): stored on the device (localStorage, key `search-history`), newest
 * first, one entry per distinct URL. `$searchHistory` is shared by every island; `recordSearch` is
 * its one action.
 */
import { persistentJSON } from '@nanostores/persistent';

/** Searches kept (spec §9). */
export const SEARCH_HISTORY_SIZE = 5;

/** One remembered search. */
export interface SearchHistoryEntry {
  /** The search URL without the origin, e.g. `/search/toyota/?body=SUV` (what a link reopens). */
  path: string;
  /** The filters as the URL holds them: facet → values, `q`, ranges as `min-max`, `sortBy`. */
  filters: Record<string, string[]>;
  /** A short human label, e.g. 'Toyota · SUV · $10,000–$30,000'. */
  label: string;
  /** When it was searched, Unix milliseconds. */
  at: number;
}

/** The history, newest first. */
export const $searchHistory = persistentJSON<SearchHistoryEntry[]>('search-history', []);

const isEntry = (e: unknown): e is SearchHistoryEntry =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as SearchHistoryEntry).path === 'string' &&
  typeof (e as SearchHistoryEntry).label === 'string';

/** Adds a search at the front; the same path moves to the front instead of repeating; at most `SEARCH_HISTORY_SIZE` are kept. */
export function recordSearch(entry: SearchHistoryEntry): void {
  const current = Array.isArray($searchHistory.get()) ? $searchHistory.get().filter(isEntry) : [];
  $searchHistory.set([entry, ...current.filter((e) => e.path !== entry.path)].slice(0, SEARCH_HISTORY_SIZE));
}
