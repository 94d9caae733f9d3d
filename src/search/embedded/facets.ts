/**
 * Facet counts and numeric facet stats over the matched documents, in Algolia's response shape
 * (`facets: { make: { Toyota: 12 } }`, `facets_stats: { price: { min, max, avg, sum } }`).
 * Disjunctive counts (spec §2 "Make and body facets show counts") follow from the requests
 * InstantSearch sends: one extra request per refined facet without that facet's own filter.
 */
import type { Columns, FacetCodes } from './columns.ts';

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

/**
 * Continuous numeric attributes: only stats, no per-value counts (a price range widget reads the
 * stats; thousands of distinct prices would be wasted work). Other numeric facets (year, seats) get both.
 */
export const STATS_ONLY_ATTRIBUTES: ReadonlySet<string> = new Set([
  'price',
  'km',
  'created_at_timestamp',
  'rank',
  'subscription_price',
  'offer_price',
  'before_price',
]);

/** Algolia's default number of values per facet. */
export const DEFAULT_MAX_VALUES_PER_FACET = 100;

/**
 * Counts facet values of the documents at `matched` for each attribute, keeping the
 * `maxValuesPerFacet` most frequent (ties by name), and the stats of numeric attributes.
 */
export function facetCounts(
  matched: ArrayLike<number>,
  attributes: readonly string[],
  cols: Columns,
  maxValuesPerFacet = DEFAULT_MAX_VALUES_PER_FACET,
): { facets: Record<string, Record<string, number>>; facets_stats: Record<string, FacetStats> } {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Record<string, FacetStats> = {};
  for (const attribute of attributes) {
    if (cols.isNumeric(attribute)) {
      const s = numericStats(matched, cols.numeric(attribute));
      if (s) stats[attribute] = s;
    }
    facets[attribute] = STATS_ONLY_ATTRIBUTES.has(attribute) ? {} : countValues(matched, cols.facetCodes(attribute), maxValuesPerFacet);
  }
  return { facets, facets_stats: stats };
}

/**
 * Counts of the facet values of the documents at `matched`, in the order each value is first met there (the order
 * of a search's facet object), keeping the `limit` most frequent (ties by name) when there are more.
 */
function countValues(matched: ArrayLike<number>, col: FacetCodes, limit: number): Record<string, number> {
  const counts = new Int32Array(col.values.length);
  const seen: number[] = [];
  for (let k = 0; k < matched.length; k++) {
    const code = col.codes[matched[k]!]!;
    if (code >= 0 && counts[code]++ === 0) seen.push(code);
  }
  let entries = seen.map((code): [string, number] => [col.values[code]!, counts[code]!]);
  if (entries.length > limit) {
    entries.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    entries = entries.slice(0, limit);
  }
  return Object.fromEntries(entries);
}

function numericStats(matched: ArrayLike<number>, col: Float64Array): FacetStats | null {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  for (let k = 0; k < matched.length; k++) {
    const v = col[matched[k]!]!;
    if (Number.isNaN(v)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
    sum += v;
    n++;
  }
  return n === 0 ? null : { min, max, avg: sum / n, sum };
}
