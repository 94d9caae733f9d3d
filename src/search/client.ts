/**
 * The one search client factory of the platform (architecture: "one searchClient factory").
 * Pages and islands call `createSearchClient`; which engine answers is a tenant setting
 * (`search.engine`, spec §7 hosted search or the embedded index).
 */
import type { SearchDoc } from '../stock/search-document.ts';
import { withResultCache, type CachedSearchClient } from './cache.ts';
import { createEmbeddedSearchClient } from './embedded/adapter.ts';
import { createMeilisearchClient } from './meilisearch/client.ts';

export type SearchClientOptions =
  | {
      engine: 'embedded';
      /** Documents in memory (build time, tests). */
      documents?: readonly SearchDoc[];
      /** URL of the tenant's index file, fetched lazily on the first search that needs it. */
      documentsUrl?: string;
      fetch?: typeof globalThis.fetch;
    }
  | { engine: 'meilisearch'; host: string; apiKey: string; indexUid: string };

/**
 * An InstantSearch-compatible client (`search(requests) → { results }`, Algolia-shaped) with a
 * result cache (`seed()` it with the server state) and `preload()` to warm the engine when idle.
 */
export interface AppSearchClient extends CachedSearchClient {
  preload(): Promise<void>;
}

/** Creates the search client for `options.engine`. Nothing is fetched until a search or `preload()`. */
export function createSearchClient(options: SearchClientOptions): AppSearchClient {
  if (options.engine === 'meilisearch') {
    const { host, apiKey, indexUid } = options;
    const cached = withResultCache(createMeilisearchClient({ host, apiKey, indexUid }));
    return { ...cached, preload: () => Promise.resolve() };
  }
  const embedded = createEmbeddedSearchClient(options);
  return { ...withResultCache(embedded), preload: () => embedded.preload() };
}
