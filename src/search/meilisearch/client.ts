/**
 * Meilisearch behind the same search client (a tenant that outgrows the embedded index,
 * `search.engine: "meilisearch"`). `@meilisearch/instant-meilisearch` is imported on the first
 * search only, so sites on the embedded engine never ship it. Every query word must match
 * (`matchingStrategy: 'all'`), as on the embedded engine. The index and its settings come from
 * `npm run search:sync` (`sync.ts`); the contract suite (`tests/search-contract/`) checks that
 * both engines give the same hits, order and counts.
 */
import type { SearchClientLike, SearchRequest } from '../types.ts';

export interface MeilisearchClientOptions {
  host: string;
  /** A search-only key scoped to the tenant's index. */
  apiKey: string;
  /** Index uid; InstantSearch's `indexName` is the same uid (sorts as `uid:attribute:direction`). */
  indexUid: string;
}

/** Creates a client that forwards every search to instant-meilisearch (finite pagination, `id` as objectID). */
export function createMeilisearchClient(options: MeilisearchClientOptions): SearchClientLike {
  let client: Promise<SearchClientLike> | null = null;
  const load = () =>
    (client ??= import('@meilisearch/instant-meilisearch').then(
      ({ instantMeiliSearch }) =>
        instantMeiliSearch(options.host, options.apiKey, {
          finitePagination: true,
          primaryKey: 'id',
          placeholderSearch: true,
          meiliSearchParams: { matchingStrategy: 'all' },
        }).searchClient as unknown as SearchClientLike,
    ));
  return { search: (requests) => load().then((c) => c.search(requests.map(withoutEmptyFilters))) };
}

/**
 * Drops an empty `filters` string (our `Configure` sends `filters: ''` when the price-ascending
 * filter is off): instant-meilisearch would pass it on as an empty filter expression, which
 * Meilisearch rejects.
 */
export function withoutEmptyFilters(request: SearchRequest): SearchRequest {
  if (request.params?.filters !== '') return request;
  const { filters: _drop, ...params } = request.params;
  return { ...request, params };
}
