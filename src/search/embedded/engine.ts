/**
 * The embedded search engine: full text (MiniSearch) plus our own facet, filter, sort and paging
 * code over the tenant's search documents, run in the browser (or in Node at build time for the
 * first page). One call answers one InstantSearch request.
 *
 * Order of results (spec §7 "sorted by custom rank descending"):
 * - relevance (no attribute sort): text score, then `rank` descending, then id;
 * - an attribute sort (`price` asc/desc, `created_at_timestamp` desc, ...): documents without a
 *   value (unpriced cars) last in both directions, ties by `rank` descending, then id.
 */
import type { SearchDoc } from '../../stock/search-document.ts';
import type { AttributeSort } from '../sort.ts';
import { createColumns, type Columns } from './columns.ts';
import { facetCounts, DEFAULT_MAX_VALUES_PER_FACET, type FacetStats } from './facets.ts';
import { compileFilters, type FilterInput } from './filters.ts';
import type { TextIndex } from './text.ts';

/** Page size of the search (spec §9 "Page size 21"). */
export const DEFAULT_HITS_PER_PAGE = 21;

/** Attributes `facets: ['*']` expands to. */
export const ALL_FACET_ATTRIBUTES = [
  'make',
  'model',
  'badge',
  'car_type',
  'item_type',
  'status',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'certified',
  'year',
  'km',
  'price',
] as const;

/** One query to the engine (the subset of Algolia search parameters it understands). */
export interface EngineQuery {
  query?: string;
  facets?: string | readonly string[];
  facetFilters?: FilterInput;
  numericFilters?: FilterInput;
  /** Algolia's `filters` string, simple form (see `filters.ts`), e.g. `price > 0`. */
  filters?: string;
  /** 0-based page. */
  page?: number;
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  sort?: AttributeSort | null;
}

export interface EngineResult {
  hits: SearchDoc[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, FacetStats>;
}

export interface Engine {
  readonly docs: readonly SearchDoc[];
  search(query: EngineQuery): EngineResult;
}

/**
 * Creates an engine over `docs` (kept by reference; not copied). `createTextIndex` comes from
 * `./text.ts`; it is passed in so the browser can load MiniSearch in its own chunk, after the page.
 */
export function createEngine(docs: readonly SearchDoc[], createTextIndex: (docs: readonly SearchDoc[]) => TextIndex): Engine {
  const cols = createColumns(docs);
  const text = createTextIndex(docs);
  const orders = new Map<string, Int32Array>();
  const orderFor = (sort: AttributeSort | null | undefined): Int32Array => {
    const key = sort ? `${sort.attribute}:${sort.direction}` : '';
    let order = orders.get(key);
    if (!order) {
      order = buildOrder(cols, sort ?? null);
      orders.set(key, order);
    }
    return order;
  };
  return {
    docs,
    search(q) {
      const scores = text.match(q.query ?? '');
      const predicate = compileFilters(q.facetFilters, q.numericFilters, cols, q.filters);
      const order = orderFor(q.sort);
      let matched: number[] = [];
      for (let k = 0; k < order.length; k++) {
        const i = order[k]!;
        if (scores && !scores.has(i)) continue;
        if (predicate && !predicate(i)) continue;
        matched.push(i);
      }
      const hitsPerPage = Math.max(0, q.hitsPerPage ?? DEFAULT_HITS_PER_PAGE);
      // Relevance with a query: text score first; the stable sort keeps rank order among equals.
      if (!q.sort && scores && hitsPerPage > 0) matched = matched.sort((a, b) => scores.get(b)! - scores.get(a)!);
      const requested = q.facets === undefined ? [] : typeof q.facets === 'string' ? [q.facets] : q.facets;
      const attributes = requested.includes('*') ? ALL_FACET_ATTRIBUTES : requested;
      const { facets, facets_stats } = facetCounts(matched, attributes, cols, q.maxValuesPerFacet ?? DEFAULT_MAX_VALUES_PER_FACET);
      const page = Math.max(0, Math.floor(q.page ?? 0));
      const start = page * hitsPerPage;
      return {
        hits: matched.slice(start, start + hitsPerPage).map((i) => docs[i]!),
        nbHits: matched.length,
        page,
        nbPages: hitsPerPage > 0 ? Math.ceil(matched.length / hitsPerPage) : 0,
        hitsPerPage,
        facets,
        facets_stats,
      };
    },
  };
}

/** Document indices in sort order (see the module comment). */
function buildOrder(cols: Columns, sort: AttributeSort | null): Int32Array {
  const rank = cols.numeric('rank');
  const id = cols.numeric('id');
  const idx = Array.from({ length: cols.docs.length }, (_, i) => i);
  const byRank = (a: number, b: number) => rank[b]! - rank[a]! || id[a]! - id[b]!;
  if (!sort) return Int32Array.from(idx.sort(byRank));
  const col = cols.numeric(sort.attribute);
  const dir = sort.direction === 'asc' ? 1 : -1;
  return Int32Array.from(
    idx.sort((a, b) => {
      const va = col[a]!;
      const vb = col[b]!;
      const na = Number.isNaN(va);
      const nb = Number.isNaN(vb);
      if (na !== nb) return na ? 1 : -1;
      return (na ? 0 : (va - vb) * dir) || byRank(a, b);
    }),
  );
}
