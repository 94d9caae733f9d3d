/**
 * The slice of the InstantSearch ↔ search client protocol (Algolia's multi-query shape) that our
 * adapters speak: `search(requests) → { results }`, one result per request, in order.
 */

/** Search parameters of one request, as InstantSearch's helper sends them (all optional). */
export interface SearchRequestParams {
  query?: string;
  facets?: string | string[];
  facetFilters?: string | (string | string[])[];
  numericFilters?: string | (string | string[])[];
  /** 0-based page. */
  page?: number;
  hitsPerPage?: number;
  maxValuesPerFacet?: number;
  [key: string]: unknown;
}

/** One request of a multi-query: the index name carries the sort (see `../search/sort.ts`). */
export interface SearchRequest {
  indexName: string;
  params?: SearchRequestParams;
}

/** One Algolia-shaped result. `page` is 0-based; `processingTimeMS` in milliseconds. */
export interface SearchResult<THit extends object = object> {
  hits: (THit & { objectID: string })[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  facets: Record<string, Record<string, number>>;
  facets_stats: Record<string, { min: number; max: number; avg: number; sum: number }>;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount: boolean;
  exhaustive: { nbHits: boolean; facetsCount: boolean };
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
}

/** A search client InstantSearch can use (structurally an Algolia `SearchClient`). */
export interface SearchClientLike {
  search(requests: readonly SearchRequest[]): Promise<{ results: SearchResult[] }>;
}
