import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSearchClient } from './client.ts';
import { RESULT_CACHE_SIZE, stableKey, withResultCache } from './cache.ts';
import { serializeSearchIndex } from '../stock/search-document.ts';
import { makeDoc } from './testing/fixtures.ts';
import type { SearchClientLike, SearchRequest } from './types.ts';

const DOCS = [makeDoc({ id: 1, make: 'Toyota' }), makeDoc({ id: 2, make: 'Mazda' })];
const req = (query: string): SearchRequest[] => [{ indexName: 'cars', params: { query, hitsPerPage: 21 } }];

afterEach(() => vi.unstubAllGlobals());

describe('withResultCache (spec §9: about 10 entries per search, oldest removed first)', () => {
  const counting = () => {
    const inner: SearchClientLike & { calls: number } = {
      calls: 0,
      search(requests) {
        inner.calls++;
        return Promise.resolve({ results: requests.map(() => ({ nbHits: inner.calls }) as never) });
      },
    };
    return inner;
  };
  it('answers a repeated search from the cache, whatever the key order of its params', async () => {
    const inner = counting();
    const client = withResultCache(inner);
    await client.search([{ indexName: 'cars', params: { query: 'a', page: 0 } }]);
    await client.search([{ indexName: 'cars', params: { page: 0, query: 'a' } }]);
    expect(inner.calls).toBe(1);
  });
  it(`keeps ${RESULT_CACHE_SIZE} searches and drops the oldest`, async () => {
    const inner = counting();
    const client = withResultCache(inner);
    for (let i = 0; i <= RESULT_CACHE_SIZE; i++) await client.search(req(`q${i}`));
    expect(inner.calls).toBe(RESULT_CACHE_SIZE + 1);
    await client.search(req(`q${RESULT_CACHE_SIZE}`)); // newest: cached
    expect(inner.calls).toBe(RESULT_CACHE_SIZE + 1);
    await client.search(req('q0')); // oldest: dropped
    expect(inner.calls).toBe(RESULT_CACHE_SIZE + 2);
  });
  it('does not cache a failed search', async () => {
    const inner = { search: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ results: [] }) };
    const client = withResultCache(inner);
    await expect(client.search(req('x'))).rejects.toThrow('offline');
    await expect(client.search(req('x'))).resolves.toEqual({ results: [] });
  });
  it('stableKey sorts object keys at every depth', () => {
    expect(stableKey({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: 3 } })).toBe('{"a":{"c":3,"d":[2,{"x":2,"y":1}]},"b":1}');
  });
});

describe('createSearchClient: embedded', () => {
  it('answers a search seeded from the server state without fetching the documents', async () => {
    const fetch = vi.fn(async () => new Response(serializeSearchIndex(DOCS)));
    const client = createSearchClient({ engine: 'embedded', documentsUrl: '/search/cars.json', fetch });
    const seeded = { hits: [], nbHits: 99, index: 'cars' };
    client.seed({ cars: { state: { index: 'cars' }, results: [seeded as never], requestParams: [{ query: '', hitsPerPage: 21 }] } });
    await expect(client.search([{ indexName: 'cars', params: { hitsPerPage: 21, query: '' } }])).resolves.toEqual({ results: [seeded] });
    expect(fetch).not.toHaveBeenCalled();
    const other = await client.search(req('mazda'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(other.results[0]!.nbHits).toBe(1);
  });
  it('preload() fetches once; later searches reuse the documents', async () => {
    const fetch = vi.fn(async () => new Response(serializeSearchIndex(DOCS)));
    const client = createSearchClient({ engine: 'embedded', documentsUrl: '/search/cars.json', fetch });
    await client.preload();
    await client.search(req('toyota'));
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createSearchClient: meilisearch (wired; issue #3 completes the contract suite)', () => {
  it('sends an InstantSearch request to the multi-search endpoint and returns an Algolia-shaped result', async () => {
    const bodies: { url: string; body: { queries: Record<string, unknown>[] } }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
        bodies.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return new Response(
          JSON.stringify({
            results: [
              {
                indexUid: 'tenant_cars',
                hits: [{ id: 7, make: 'Toyota' }],
                query: 'hilux',
                processingTimeMs: 1,
                limit: 21,
                offset: 0,
                estimatedTotalHits: 1,
                totalHits: 1,
                totalPages: 1,
                hitsPerPage: 21,
                page: 1,
                facetDistribution: { make: { Toyota: 1 } },
                facetStats: {},
              },
            ],
          }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const client = createSearchClient({ engine: 'meilisearch', host: 'http://meili.test', apiKey: 'search-key', indexUid: 'tenant_cars' });
    const { results } = await client.search([
      {
        indexName: 'tenant_cars:price:asc',
        params: { query: 'hilux', facets: ['make'], facetFilters: [['make:Toyota']], hitsPerPage: 21, page: 0 },
      },
    ]);
    // instant-meilisearch first asks for the unfiltered facet distribution, then the search itself.
    const search = bodies.at(-1)!;
    expect(search.url).toBe('http://meili.test/multi-search');
    expect(search.body.queries[0]).toMatchObject({ indexUid: 'tenant_cars', q: 'hilux', sort: ['price:asc'], facets: ['make'] });
    expect(JSON.stringify(search.body.queries[0]!.filter)).toContain('Toyota');
    expect(results[0]).toMatchObject({ nbHits: 1, facets: { make: { Toyota: 1 } } });
    expect(results[0]!.hits[0]).toMatchObject({ objectID: 7, make: 'Toyota' });
  });
});
