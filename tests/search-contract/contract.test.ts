/**
 * One contract, two engines (architecture: "Both search backends pass one shared contract suite on
 * the same fixture stock"): the same InstantSearch requests against the embedded engine and against
 * Meilisearch (the local stand-in, or a real server when MEILI_HOST is set) give the same hits in
 * the same order, the same totals and pages, the same facet counts and the same min/max stats.
 *
 * Known, documented differences the cases stay clear of: text relevance among equally matching cars
 * (MiniSearch's BM25 score vs Meilisearch's words/typo/proximity rules) — text queries compare the
 * hit *set*, order is compared where it is defined (no query, or a sort); typo tolerance (the embedded
 * engine allows one typo from 6 letters, Meilisearch from 5) and prefix search (every word on the
 * embedded engine, the last word on Meilisearch); Meilisearch gives no avg/sum in facet stats.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppSearchClient } from '../../src/search/client.ts';
import type { SearchRequest, SearchResult } from '../../src/search/types.ts';
import { STATS_ONLY_ATTRIBUTES } from '../../src/search/embedded/facets.ts';
import { cleanUp, embeddedClient, meiliClient, meiliTarget, type MeiliTarget } from './engines.ts';
import { CONTRACT_DOCS } from './fixture.ts';

let target: MeiliTarget;
let embedded: AppSearchClient;
let meili: AppSearchClient;
let index: string;

beforeAll(async () => {
  target = await meiliTarget();
  index = `${target.prefix}-cars`;
  embedded = embeddedClient(CONTRACT_DOCS);
  meili = (await meiliClient(target, index, CONTRACT_DOCS)).client;
}, 120_000);
afterAll(async () => {
  await cleanUp(target, [index]);
  await target?.close();
});

/** What must agree: ids in order (or as a set), totals, facet counts, numeric min/max. */
function shape(r: SearchResult, ordered: boolean) {
  const ids = r.hits.map((h) => Number((h as unknown as { id: number }).id));
  const facets = Object.fromEntries(Object.entries(r.facets ?? {}).filter(([f]) => !STATS_ONLY_ATTRIBUTES.has(f)));
  const stats = Object.fromEntries(Object.entries(r.facets_stats ?? {}).map(([f, s]) => [f, { min: s.min, max: s.max }]));
  return { ids: ordered ? ids : [...ids].sort((a, b) => a - b), nbHits: r.nbHits, nbPages: r.nbPages, page: r.page, facets, stats };
}

const FACETS = [
  'make',
  'model',
  'car_type',
  'body',
  'fuel',
  'colour',
  'seats',
  'state',
  'dealership_name',
  'certified',
  'year',
  'price',
  'km',
];
const req = (indexName: string, params: SearchRequest['params']): SearchRequest => ({
  indexName,
  params: { hitsPerPage: 21, page: 0, facets: FACETS, ...params },
});

/** [name, requests (one InstantSearch search), order compared]. `$` is the index name. */
const CASES: [string, (ix: string) => SearchRequest[], boolean][] = [
  ['placeholder: custom rank order, every facet', (ix) => [req(ix, {})], true],
  ['an empty filters string (what Configure sends when the price filter is off)', (ix) => [req(ix, { filters: '' })], true],
  ['page 2', (ix) => [req(ix, { page: 1 })], true],
  [
    'one make (disjunctive: the make counts come without the make filter)',
    (ix) => [req(ix, { facetFilters: [['make:Toyota']] }), req(ix, { hitsPerPage: 0, facets: ['make'] })],
    true,
  ],
  ['two makes OR, AND a body', (ix) => [req(ix, { facetFilters: [['make:Toyota', 'make:Mazda'], ['body:SUV']] })], true],
  ['condition new OR demo', (ix) => [req(ix, { facetFilters: [['car_type:new', 'car_type:demo']] })], true],
  ['price range', (ix) => [req(ix, { numericFilters: ['price>=20000', 'price<=45000'] })], true],
  ['km and year ranges', (ix) => [req(ix, { numericFilters: ['km<=60000', 'year>=2019'] })], true],
  ['certified switch (boolean facet)', (ix) => [req(ix, { facetFilters: [['certified:true']] })], true],
  ['seats (numeric facet value)', (ix) => [req(ix, { facetFilters: [['seats:8', 'seats:4']] })], true],
  ['price low to high: unpriced last', (ix) => [req(`${ix}:price:asc`, {})], true],
  ['price high to low: unpriced last', (ix) => [req(`${ix}:price:desc`, {})], true],
  ['latest', (ix) => [req(`${ix}:created_at_timestamp:desc`, {})], true],
  ['price low to high with price > 0 (spec §5 setting)', (ix) => [req(`${ix}:price:asc`, { filters: 'price > 0' })], true],
  [
    'sorted and filtered, page 2 of 5 per page',
    (ix) => [req(`${ix}:price:desc`, { hitsPerPage: 5, page: 1, facetFilters: [['body:SUV', 'body:Ute']] })],
    true,
  ],
  ['text: make', (ix) => [req(ix, { query: 'toyota' })], false],
  ['text: make and model', (ix) => [req(ix, { query: 'toyota hilux' })], false],
  ['text: prefix of the last word', (ix) => [req(ix, { query: 'mazda cx' })], false],
  [
    'text and facets and range',
    (ix) => [req(ix, { query: 'ford', facetFilters: [['body:Ute']], numericFilters: ['price<=70000'] })],
    false,
  ],
  ['text, sorted by price (order defined by the sort)', (ix) => [req(`${ix}:price:asc`, { query: 'toyota' })], true],
  ['nothing matches', (ix) => [req(ix, { query: 'lamborghini' })], true],
];

describe.each([['embedded engine ⇄ Meilisearch']])('%s', () => {
  it.each(CASES)('%s', async (_name, requests, ordered) => {
    const [a, b] = await Promise.all([embedded.search(requests('cars')), meili.search(requests(index))]);
    expect(b.results.map((r) => shape(r, ordered))).toEqual(a.results.map((r) => shape(r, ordered)));
    expect(a.results[0]!.nbHits).toBeGreaterThanOrEqual(0);
  });
  it('the fixture exercises the rules (not a vacuous agreement)', async () => {
    const {
      results: [all],
    } = await embedded.search([req('cars', {})]);
    expect(all!.nbHits).toBe(CONTRACT_DOCS.length);
    expect(Object.keys(all!.facets!.make!).length).toBeGreaterThan(4);
    const {
      results: [asc],
    } = await meili.search([req(`${index}:price:asc`, { hitsPerPage: 200 })]);
    const prices = asc!.hits.map((h) => (h as unknown as { price: number | null }).price);
    const firstNull = prices.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(prices.slice(firstNull).every((p) => p === null)).toBe(true);
  });
});
