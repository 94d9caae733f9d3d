/**
 * The Meilisearch index of a tenant (spec §7 "Hosted search service queries ... on the car index,
 * sorted by custom rank descending"): its settings, so every facet, filter and sort of the search
 * page works and the results agree with the embedded engine (one contract suite,
 * `tests/search-contract/`).
 *
 * - filterable: every facet (`src/config/schema/search.ts` FACETS) plus status, certified, rank
 *   and created_at_timestamp; sortable: every attribute a sort option sorts by (`SORT_DEFINITIONS`);
 * - ranking rules: `sort` first (a chosen sort orders strictly, as on the embedded engine), then
 *   Meilisearch's text rules, ending in custom rank descending (spec §7);
 * - facet values sorted by count, up to 200 per facet; totals exact up to 100,000 hits.
 */
import type { Settings } from 'meilisearch';
import { FACETS } from '../../config/schema/search.ts';
import { SORT_DEFINITIONS } from '../sort.ts';
import { TEXT_FIELDS } from '../embedded/text.ts';
import { FACET_VALUES_LIMIT } from '../directory.ts';

/** Attributes usable in filters and facet counts. */
export const FILTERABLE_ATTRIBUTES: readonly string[] = [
  ...new Set<string>([...FACETS, 'status', 'certified', 'reserved', 'rank', 'created_at_timestamp', 'id']),
];

/** Attributes a sort option sorts by (price, created_at_timestamp, km, year), and rank. */
export const SORTABLE_ATTRIBUTES: readonly string[] = [
  ...new Set(
    Object.values(SORT_DEFINITIONS)
      .flatMap((d) => (d ? [d.attribute] : []))
      .concat('rank'),
  ),
];

/** Ranking rules: sort first, text relevance, then custom rank descending (spec §7). */
export const RANKING_RULES: readonly string[] = ['sort', 'words', 'typo', 'proximity', 'attribute', 'exactness', 'rank:desc'];

/** The index settings (body of `PATCH /indexes/{uid}/settings`, the SDK's `Settings`). */
export function meilisearchIndexSettings(): Settings {
  return {
    searchableAttributes: [...TEXT_FIELDS],
    filterableAttributes: [...FILTERABLE_ATTRIBUTES],
    sortableAttributes: [...SORTABLE_ATTRIBUTES],
    rankingRules: [...RANKING_RULES],
    // Every model, as the embedded engine: the make cards' counts (`FACET_VALUES_LIMIT`).
    faceting: { maxValuesPerFacet: FACET_VALUES_LIMIT, sortFacetValuesBy: { '*': 'count' } },
    pagination: { maxTotalHits: 100_000 },
  };
}

/** Index uid of a tenant when its config names none: `cars-{slug}`. */
export const defaultIndexUid = (slug: string) => `cars-${slug}`;
