/**
 * A small result cache in front of any search client (spec §9 "Result cache keeps about 10
 * entries per search, oldest removed first"), which can be seeded with the server state so the
 * first page's request is answered without loading the documents.
 */
import type { InitialResults } from 'instantsearch.js';
import type { SearchClientLike, SearchRequest, SearchResult } from './types.ts';
import { inKeyOrder } from '../domain/key-order.ts';

/** Number of searches (request batches) the cache keeps (spec §9). */
export const RESULT_CACHE_SIZE = 10;

/** JSON with object keys sorted, so equal requests give equal keys whatever their key order. */
export function stableKey(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? inKeyOrder(v as Record<string, unknown>) : v,
  );
}

const requestsKey = (requests: readonly SearchRequest[]) => stableKey(requests.map((r) => ({ i: r.indexName, p: r.params ?? {} })));

/** A cached client: `seed()` adds the results of a server render (`getServerState().initialResults`). */
export interface CachedSearchClient extends SearchClientLike {
  seed(initialResults: InitialResults): void;
}

/** Wraps `client` with a first-in-first-out cache of `size` searches. Failed searches are not cached. */
export function withResultCache(client: SearchClientLike, size = RESULT_CACHE_SIZE): CachedSearchClient {
  const cache = new Map<string, { results: SearchResult[] }>();
  const put = (key: string, value: { results: SearchResult[] }) => {
    cache.delete(key);
    cache.set(key, value);
    while (cache.size > size) cache.delete(cache.keys().next().value!);
  };
  return {
    search(requests) {
      const key = requestsKey(requests);
      const hit = cache.get(key);
      if (hit) return Promise.resolve(hit);
      return client.search(requests).then((response) => {
        put(key, response);
        return response;
      });
    },
    seed(initialResults) {
      for (const entry of Object.values(initialResults)) {
        const results = (entry.results ?? []) as unknown as SearchResult[];
        const params = entry.requestParams ?? [];
        if (results.length === 0 || params.length !== results.length) continue;
        const requests = results.map((r, i) => ({
          indexName: entry.state?.index ?? r.index,
          params: params[i] as SearchRequest['params'],
        }));
        put(requestsKey(requests), { results });
      }
    },
  };
}
