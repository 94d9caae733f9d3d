import algoliasearchHelper from 'algoliasearch-helper';
import { describe, expect, it, vi } from 'vitest';
import { answerRequest, createEmbeddedSearchClient, encodeParams } from './adapter.ts';
import { createEngine } from './engine.ts';
import { createTextIndex } from './text.ts';
import { serializeSearchIndex } from '../../stock/search-document.ts';
import { makeDoc } from '../testing/fixtures.ts';
import type { SearchRequest } from '../types.ts';

const DOCS = [
  makeDoc({
    id: 1,
    name: '2020 Toyota Hilux',
    make: 'Toyota',
    model: 'Hilux',
    body: 'Ute',
    price: 45_000,
    created_at_timestamp: 1_700_000_300,
  }),
  makeDoc({
    id: 2,
    name: '2020 Toyota Corolla',
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatchback',
    price: 22_000,
    created_at_timestamp: 1_700_000_200,
  }),
  makeDoc({
    id: 3,
    name: '2020 Mazda CX-5',
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    price: 35_000,
    created_at_timestamp: 1_700_000_100,
  }),
  makeDoc({
    id: 4,
    name: '2020 Mazda Mazda3',
    make: 'Mazda',
    model: 'Mazda3',
    body: 'Hatchback',
    price: null,
    created_at_timestamp: 1_700_000_000,
  }),
];
const engine = createEngine(DOCS, createTextIndex);

describe('answerRequest: InstantSearch request → Algolia-shaped result', () => {
  const cases: [string, SearchRequest, Record<string, unknown>][] = [
    [
      'empty query, defaults',
      { indexName: 'cars' },
      { nbHits: 4, page: 0, nbPages: 1, hitsPerPage: 21, query: '', index: 'cars', facets: {}, facets_stats: {} },
    ],
    [
      'query and page size',
      { indexName: 'cars', params: { query: 'toyota', hitsPerPage: 1, page: 1 } },
      { nbHits: 2, page: 1, nbPages: 2, hitsPerPage: 1, query: 'toyota' },
    ],
    [
      'facets and stats',
      { indexName: 'cars', params: { facets: ['body', 'price'], facetFilters: [['make:Mazda']] } },
      {
        nbHits: 2,
        facets: { body: { SUV: 1, Hatchback: 1 }, price: {} },
        facets_stats: { price: { min: 35_000, max: 35_000, avg: 35_000, sum: 35_000 } },
      },
    ],
    ['numeric filters', { indexName: 'cars', params: { numericFilters: ['price>=20000', 'price<=40000'] } }, { nbHits: 2 }],
    [
      'a disjunctive facet request (no hits)',
      { indexName: 'cars', params: { hitsPerPage: 0, page: 0, facets: 'make', analytics: false } },
      { hits: [], nbHits: 4, nbPages: 0, facets: { make: { Toyota: 2, Mazda: 2 } } },
    ],
  ];
  it.each(cases)('%s', (_name, request, expected) => {
    expect(answerRequest(engine, request)).toMatchObject({
      ...expected,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
    });
  });

  it.each<[string, string, number[]]>([
    ['relevance (bare index name)', 'cars', [1, 2, 3, 4]],
    ['latest replica', 'cars:created_at_timestamp:desc', [1, 2, 3, 4]],
    ['price high to low, unpriced last', 'cars:price:desc', [1, 3, 2, 4]],
    ['price low to high, unpriced last', 'cars:price:asc', [2, 3, 1, 4]],
  ])('sort replica: %s', (_name, indexName, expected) => {
    const result = answerRequest(engine, { indexName });
    expect(result.hits.map((h) => h.id)).toEqual(expected);
    expect(result.index).toBe(indexName);
  });

  it('gives every hit its objectID and the card fields', () => {
    const hit = answerRequest(engine, { indexName: 'cars', params: { hitsPerPage: 1 } }).hits[0]!;
    expect(hit).toMatchObject({ objectID: '1', id: 1, make: 'Toyota', model: 'Hilux', price: 45_000 });
  });

  it('echoes the params URL-encoded like Algolia', () => {
    expect(encodeParams({ query: 'a b&c', facets: ['make'], page: 0 })).toBe('facets=%5B%22make%22%5D&page=0&query=a%20b%26c');
  });
});

describe('disjunctive facets through InstantSearch’s helper', () => {
  it('counts other makes while one make is refined, and ANDs across facets', async () => {
    const client = createEmbeddedSearchClient({ documents: DOCS });
    const helper = algoliasearchHelper(client as never, 'cars', { disjunctiveFacets: ['make', 'body'], hitsPerPage: 21 });
    helper.addDisjunctiveFacetRefinement('make', 'Toyota');
    helper.addDisjunctiveFacetRefinement('body', 'Hatchback');
    const results = await new Promise<algoliasearchHelper.SearchResults>((resolve, reject) => {
      helper.on('result', ({ results: r }) => resolve(r));
      helper.on('error', ({ error }) => reject(error));
      helper.search();
    });
    expect(results.hits.map((h) => h.objectID)).toEqual(['2']);
    const counts = (facet: string) =>
      Object.fromEntries((results.getFacetValues(facet, {}) as { name: string; count: number }[]).map((v) => [v.name, v.count]));
    const make = counts('make');
    expect(make).toEqual({ Toyota: 1, Mazda: 1 }); // hatchbacks by make, ignoring the make refinement
    const body = counts('body');
    expect(body).toEqual({ Ute: 1, Hatchback: 1 }); // Toyotas by body, ignoring the body refinement
  });
});

describe('createEmbeddedSearchClient: lazy documents', () => {
  const text = serializeSearchIndex(DOCS);
  it('fetches nothing until the first search, then once', async () => {
    const fetch = vi.fn(async () => new Response(text));
    const client = createEmbeddedSearchClient({ documentsUrl: '/search/cars.json', fetch });
    expect(fetch).not.toHaveBeenCalled();
    expect(client.loaded).toBe(false);
    const [a, b] = await Promise.all([
      client.search([{ indexName: 'cars' }]),
      client.search([{ indexName: 'cars', params: { query: 'mazda' } }]),
    ]);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/search/cars.json');
    expect(a.results[0]!.nbHits).toBe(4);
    expect(b.results[0]!.nbHits).toBe(2);
    expect(client.loaded).toBe(true);
  });
  it('retries after a failed fetch', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('nope', { status: 503 }))
      .mockResolvedValueOnce(new Response(text));
    const client = createEmbeddedSearchClient({ documentsUrl: '/s.json', fetch });
    await expect(client.search([{ indexName: 'cars' }])).rejects.toThrow(/503/);
    await expect(client.preload()).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
