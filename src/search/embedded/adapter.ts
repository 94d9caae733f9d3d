/**
 * The embedded engine behind an InstantSearch search client: a pure request → response adapter
 * (`answerRequest`, in the style of instant-meilisearch's adapters) and a client that loads the
 * tenant's documents lazily, once, on the first search that needs them.
 */
import { parseSearchIndex, type SearchDoc } from '../../stock/search-document.ts';
import { parseSortIndex } from '../sort.ts';
import type { SearchClientLike, SearchRequest, SearchRequestParams, SearchResult } from '../types.ts';
import { createEngine, type Engine } from './engine.ts';

/** Algolia's URL-encoded `params` string of a request (objects and arrays as JSON). */
export function encodeParams(params: SearchRequestParams): string {
  return Object.keys(params)
    .sort()
    .filter((k) => params[k] !== undefined)
    .map((k) => {
      const v = params[k];
      return `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`;
    })
    .join('&');
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/** Answers one InstantSearch request with the engine, in Algolia's result shape. Pure apart from timing. */
export function answerRequest(engine: Engine, request: SearchRequest): SearchResult<SearchDoc> {
  const started = now();
  const params = request.params ?? {};
  const { sort } = parseSortIndex(request.indexName);
  const result = engine.search({
    query: params.query ?? '',
    facets: params.facets,
    facetFilters: params.facetFilters,
    numericFilters: params.numericFilters,
    ...(typeof params.filters === 'string' ? { filters: params.filters } : {}),
    page: params.page,
    hitsPerPage: params.hitsPerPage,
    maxValuesPerFacet: params.maxValuesPerFacet,
    sort,
  });
  return {
    ...result,
    hits: result.hits.map((doc) => ({ ...doc, objectID: String(doc.id) })),
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    exhaustive: { nbHits: true, facetsCount: true },
    processingTimeMS: Math.round(now() - started),
    query: params.query ?? '',
    params: encodeParams(params),
    index: request.indexName,
  };
}

/** Where the embedded client finds its documents: in memory (build, tests) or at a URL (browser). */
export interface EmbeddedClientOptions {
  documents?: readonly SearchDoc[];
  /** URL of the index file written by `serializeSearchIndex`; fetched once, on first need. */
  documentsUrl?: string;
  /** Injected for tests; defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
}

/** An embedded search client; `preload()` fetches and indexes the documents ahead of the first search. */
export interface EmbeddedSearchClient extends SearchClientLike {
  preload(): Promise<void>;
  /** True once the documents are in memory. */
  readonly loaded: boolean;
}

/**
 * Creates the embedded client. Nothing is loaded until the first `search()` or `preload()`: then
 * the documents (fetched from `documentsUrl` unless given) and the text index code (MiniSearch, a
 * separate chunk in the browser) load together, once. A failed load is retried on the next call
 * (InstantSearch keeps the previous results on error, spec §8 "Search error: keeps the last results").
 */
export function createEmbeddedSearchClient(options: EmbeddedClientOptions): EmbeddedSearchClient {
  let engine: Engine | null = null;
  let pending: Promise<Engine> | null = null;
  const documents = (): Promise<readonly SearchDoc[]> => {
    if (options.documents) return Promise.resolve(options.documents);
    const url = options.documentsUrl;
    if (!url) return Promise.reject(new Error('embedded search: no documents and no documentsUrl'));
    return (options.fetch ?? globalThis.fetch)(url).then((res) => {
      if (!res.ok) throw new Error(`embedded search: ${url} answered ${res.status}`);
      return res.text().then(parseSearchIndex);
    });
  };
  const load = (): Promise<Engine> => {
    if (engine) return Promise.resolve(engine);
    pending ??= Promise.all([documents(), import('./text.ts')])
      .then(([docs, { createTextIndex }]) => (engine = createEngine(docs, createTextIndex)))
      .catch((error: unknown) => {
        pending = null;
        throw error;
      });
    return pending;
  };
  return {
    get loaded() {
      return engine !== null;
    },
    preload: () => load().then(() => undefined),
    search: (requests) => load().then((e) => ({ results: requests.map((r) => answerRequest(e, r)) })),
  };
}
