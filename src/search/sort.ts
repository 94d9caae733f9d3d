/**
 * Sort options as InstantSearch index names (spec §2 *Car search* "Sort options", §9 defaults).
 *
 * Both engines use the instant-meilisearch convention: the relevance sort is the bare index name
 * (`cars`), every other sort is `indexName:attribute:direction` (`cars:price:asc`). So one UI and
 * one URL scheme serve the embedded engine and Meilisearch alike.
 */
import type { SortOption } from '../config/schema/search.ts';

export type SortDirection = 'asc' | 'desc';

/** A sort on one numeric document attribute; documents without a value sort last both ways. */
export interface AttributeSort {
  attribute: string;
  direction: SortDirection;
}

/** What each sort option sorts by; `mostRelevant` is text score, then custom rank (null here). */
export const SORT_DEFINITIONS: Record<SortOption, AttributeSort | null> = {
  mostRelevant: null,
  latest: { attribute: 'created_at_timestamp', direction: 'desc' },
  highestPrice: { attribute: 'price', direction: 'desc' },
  lowestPrice: { attribute: 'price', direction: 'asc' },
  lowestKm: { attribute: 'km', direction: 'asc' },
  newestYear: { attribute: 'year', direction: 'desc' },
  oldestYear: { attribute: 'year', direction: 'asc' },
};

/** Every sort option name (the config's `SortOption`s). */
export const SORT_OPTION_NAMES = Object.keys(SORT_DEFINITIONS) as SortOption[];

/** Labels of the sort select. */
export const SORT_LABELS: Record<SortOption, string> = {
  mostRelevant: 'Most relevant',
  latest: 'Latest',
  highestPrice: 'Price: high to low',
  lowestPrice: 'Price: low to high',
  lowestKm: 'Kilometres: low to high',
  newestYear: 'Year: newest first',
  oldestYear: 'Year: oldest first',
};

/** The InstantSearch index name of a sort option: `cars`, `cars:price:asc`, ... */
export function sortIndexName(indexName: string, option: SortOption): string {
  const def = SORT_DEFINITIONS[option];
  return def ? `${indexName}:${def.attribute}:${def.direction}` : indexName;
}

/** Splits an index name into the base index and its attribute sort (null for relevance). */
export function parseSortIndex(name: string): { indexName: string; sort: AttributeSort | null } {
  const m = /^(.*):([A-Za-z0-9_.]+):(asc|desc)$/.exec(name);
  if (!m) return { indexName: name, sort: null };
  return { indexName: m[1]!, sort: { attribute: m[2]!, direction: m[3] as SortDirection } };
}

/** The sort option an index name stands for among `options`, or null when it is none of them. */
export function sortOptionOfIndex(indexName: string, value: string, options: readonly SortOption[]): SortOption | null {
  return options.find((o) => sortIndexName(indexName, o) === value) ?? null;
}
