import { describe, expect, it } from 'vitest';
import { createEngine, type EngineQuery } from './engine.ts';
import { createTextIndex } from './text.ts';
import { makeDoc, syntheticDocs } from '../testing/fixtures.ts';

const DAY = 86_400;
const T = 1_750_000_000;
/** Ten cars with known values. Listing dates: a larger `age` is older. */
const car = (id: number, age: number, over: Parameters<typeof makeDoc>[0]) => makeDoc({ ...over, id, created_at_timestamp: T - age * DAY });
const STOCK = [
  car(1, 10, {
    id: 1,
    name: '2019 Toyota Hilux SR5',
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    body: 'Ute',
    price: 45_000,
    km: 60_000,
    year: 2019,
  }),
  car(2, 20, {
    id: 2,
    name: '2021 Toyota Corolla Ascent',
    make: 'Toyota',
    model: 'Corolla',
    body: 'Hatchback',
    price: 22_000,
    km: 30_000,
    year: 2021,
  }),
  car(3, 5, {
    id: 3,
    name: '2020 Mazda CX-5 Maxx',
    make: 'Mazda',
    model: 'CX-5',
    body: 'SUV',
    price: 35_000,
    km: 40_000,
    year: 2020,
    colour: 'Red',
  }),
  car(4, 1, {
    id: 4,
    name: '2018 Mazda Mazda3 G20',
    make: 'Mazda',
    model: 'Mazda3',
    body: 'Hatchback',
    price: null,
    km: 80_000,
    year: 2018,
  }),
  car(5, 30, {
    id: 5,
    name: '2022 Ford Ranger Wildtrak',
    make: 'Ford',
    model: 'Ranger',
    body: 'Ute',
    price: 65_000,
    km: 15_000,
    year: 2022,
  }),
  car(6, 2, {
    id: 6,
    name: '2017 Ford Everest Trend',
    make: 'Ford',
    model: 'Everest',
    body: 'SUV',
    price: 55_000,
    km: 90_000,
    year: 2017,
    status: 'sold',
  }),
  car(7, 3, {
    id: 7,
    name: '2016 Hyundai i30 Active',
    make: 'Hyundai',
    model: 'i30',
    body: 'Hatchback',
    price: 18_000,
    km: 110_000,
    year: 2016,
    status: 'coming_soon',
  }),
  car(8, 40, {
    id: 8,
    name: '2023 Toyota RAV4 GXL',
    make: 'Toyota',
    model: 'RAV4',
    body: 'SUV',
    price: 42_000,
    km: 12_000,
    year: 2023,
    colour: 'Blue',
  }),
  car(9, 15, {
    id: 9,
    name: '2024 Kia Carnival S',
    make: 'Kia',
    model: 'Carnival',
    body: 'People Mover',
    price: null,
    km: 0,
    year: 2024,
    car_type: 'new',
    preorder: true,
  }),
  car(10, 25, {
    id: 10,
    name: '2023 Tesla Model 3',
    make: 'Tesla',
    model: 'Model 3',
    body: 'Sedan',
    price: 52_000,
    km: 5_000,
    year: 2023,
    fuel: 'Electric',
  }),
];
const engine = createEngine(STOCK, createTextIndex);
const ids = (q: EngineQuery) => engine.search({ hitsPerPage: 100, ...q }).hits.map((h) => h.id);
const idSet = (q: EngineQuery) => new Set(ids(q));

describe('embedded engine: relevance without a query (custom rank, spec §7)', () => {
  it('lists in_stock newest first, then coming_soon, then sold', () => {
    // in_stock by age: 3(5d) 1(10d) 9(15d) 2(20d) 10(25d) 5(30d) 8(40d); 4(1d) is newest in_stock
    expect(ids({})).toEqual([4, 3, 1, 9, 2, 10, 5, 8, 7, 6]);
  });
  it('treats a blank query as no query', () => {
    expect(ids({ query: '   ' })).toEqual(ids({}));
  });
});

describe('embedded engine: facetFilters (OR inside a facet, AND across)', () => {
  it.each<[string, EngineQuery['facetFilters'], number[]]>([
    ['one value', ['make:Ford'], [5, 6]],
    ['OR inside a facet', [['make:Toyota', 'make:Mazda']], [1, 2, 3, 4, 8]],
    ['AND across facets', [['make:Toyota', 'make:Mazda'], ['body:Hatchback']], [2, 4]],
    ['AND of two plain strings', ['make:Toyota', 'body:Ute'], [1]],
    ['negation', ['make:-Toyota', 'body:SUV'], [3, 6]],
    ['boolean facet as text', ['preorder:true'], [9]],
    ['number facet as text', ['year:2023'], [8, 10]],
    ['a value nobody has', ['make:Holden'], []],
    ['comma string form', '(make:Toyota,make:Kia),body:People Mover', [9]],
  ])('%s', (_name, facetFilters, expected) => {
    expect(idSet({ facetFilters })).toEqual(new Set(expected));
  });
});

describe('embedded engine: numericFilters', () => {
  it.each<[string, EngineQuery['numericFilters'], number[]]>([
    ['price range (POA cars excluded)', ['price>=20000', 'price<=45000'], [1, 2, 3, 8]],
    ['strict bounds', ['price>22000', 'price<45000'], [3, 8]],
    ['km upper bound', ['km<=15000'], [5, 8, 9, 10]],
    ['year equality', ['year=2023'], [8, 10]],
    ['between', ['price:50000 TO 60000'], [6, 10]],
    ['OR group', [['year=2016', 'year=2024']], [7, 9]],
  ])('%s', (_name, numericFilters, expected) => {
    expect(idSet({ numericFilters })).toEqual(new Set(expected));
  });
  it.each<[string, string, number[]]>([
    ['the simple filters string: price above 0 (spec §5 lowest-price sort on some sites)', 'price > 0', [1, 2, 3, 5, 6, 7, 8, 10]],
    ['clauses joined by AND, facets quoted or not', 'make:"Toyota" AND body:SUV AND price>=40000', [8]],
  ])('%s', (_name, filters, expected) => {
    expect(idSet({ filters })).toEqual(new Set(expected));
  });
  it('combines with facet filters', () => {
    expect(idSet({ facetFilters: ['body:SUV'], numericFilters: ['price<=45000'] })).toEqual(new Set([3, 8]));
  });
});

describe('embedded engine: facet counts and stats', () => {
  it('counts the matched documents per value', () => {
    const r = engine.search({ facets: ['make', 'body'], facetFilters: ['body:-Sedan'] });
    expect(r.facets.make).toEqual({ Toyota: 3, Mazda: 2, Ford: 2, Hyundai: 1, Kia: 1 });
    expect(r.facets.body).toEqual({ Ute: 2, Hatchback: 3, SUV: 3, 'People Mover': 1 });
  });
  it('keeps the most frequent values up to maxValuesPerFacet', () => {
    expect(engine.search({ facets: 'make', maxValuesPerFacet: 2 }).facets.make).toEqual({ Toyota: 3, Ford: 2 });
  });
  it('gives min/max/avg/sum of numeric facets over priced matches', () => {
    const r = engine.search({ facets: ['price', 'year'], facetFilters: ['make:Mazda'] });
    expect(r.facets_stats.price).toEqual({ min: 35_000, max: 35_000, avg: 35_000, sum: 35_000 });
    expect(r.facets_stats.year).toEqual({ min: 2018, max: 2020, avg: 2019, sum: 4038 });
    expect(r.facets.year).toEqual({ 2018: 1, 2020: 1 });
    expect(r.facets.price).toEqual({});
  });
  it('expands facets "*" to every facet attribute', () => {
    expect(Object.keys(engine.search({ facets: ['*'] }).facets)).toEqual(
      expect.arrayContaining(['make', 'model', 'body', 'price', 'km', 'year']),
    );
  });
  it('gives no stats for a facet without numeric values in the matches', () => {
    expect(engine.search({ facets: ['price'], numericFilters: ['price<0'] }).facets_stats).toEqual({});
  });
});

describe('embedded engine: sorts', () => {
  it.each<[string, EngineQuery['sort'], number[]]>([
    ['latest: created_at desc', { attribute: 'created_at_timestamp', direction: 'desc' }, [4, 6, 7, 3, 1, 9, 2, 10, 5, 8]],
    ['highest price, unpriced last (rank order among them)', { attribute: 'price', direction: 'desc' }, [5, 6, 10, 1, 8, 3, 2, 7, 4, 9]],
    ['lowest price, unpriced last', { attribute: 'price', direction: 'asc' }, [7, 2, 3, 8, 1, 10, 6, 5, 4, 9]],
    ['lowest km', { attribute: 'km', direction: 'asc' }, [9, 10, 8, 5, 2, 3, 1, 4, 6, 7]],
  ])('%s', (_name, sort, expected) => {
    expect(ids({ sort })).toEqual(expected);
  });
  it('sorts text matches by the attribute, not by score', () => {
    expect(ids({ query: 'toyota', sort: { attribute: 'price', direction: 'asc' } })).toEqual([2, 8, 1]);
  });
});

describe('embedded engine: query text (prefix, light fuzzy, AND)', () => {
  it.each<[string, number[]]>([
    ['hilux', [1]],
    ['toy hil', [1]],
    ['corola', [2]],
    ['TOYOTA', [1, 2, 8]],
    ['toyota suv', [8]],
    ['blue', [8]],
    ['cx-5', [3]],
    ['toyota mazda', []],
    ['zzzz', []],
  ])('%s', (query, expected) => {
    expect(idSet({ query })).toEqual(new Set(expected));
  });
  it('ranks a make+model match above a make-only match', () => {
    expect(ids({ query: 'ford ranger' })).toEqual([5]);
    expect(ids({ query: 'ford' })).toHaveLength(2);
  });
});

describe('embedded engine: pagination (spec §9 page size 21)', () => {
  const big = createEngine(syntheticDocs(50), createTextIndex);
  it('defaults to 21 per page and counts pages', () => {
    const r = big.search({});
    expect(r.hits).toHaveLength(21);
    expect(r).toMatchObject({ nbHits: 50, nbPages: 3, page: 0, hitsPerPage: 21 });
  });
  it('pages are disjoint and cover every hit in order', () => {
    const pages = [0, 1, 2].map((page) => big.search({ page }).hits.map((h) => h.id));
    expect(pages.map((p) => p.length)).toEqual([21, 21, 8]);
    expect(pages.flat()).toEqual(big.search({ hitsPerPage: 100 }).hits.map((h) => h.id));
  });
  it('returns no hits past the last page and none for hitsPerPage 0', () => {
    expect(big.search({ page: 9 }).hits).toEqual([]);
    expect(big.search({ hitsPerPage: 0 })).toMatchObject({ hits: [], nbHits: 50, nbPages: 0 });
  });
});
