import { describe, expect, it } from 'vitest';
import { createColumns } from './columns.ts';
import { facetCounts } from './facets.ts';
import { makeDoc, syntheticDocs } from '../testing/fixtures.ts';

/**
 * Counts by plain walking: the value of each matched document, in the order first met (as an object keeps them:
 * integer-like keys such as years come first, ascending).
 */
function walked(matched: readonly number[], values: readonly (string | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const i of matched) {
    const v = values[i];
    if (v !== null && v !== undefined) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  return Object.entries(Object.fromEntries(counts));
}

describe('facetCounts (spec §2: make and body facets show counts)', () => {
  const docs = [
    makeDoc({ id: 1, make: 'Toyota', body: 'Ute', year: 2019 }),
    makeDoc({ id: 2, make: 'Mazda', body: 'SUV', year: 2020 }),
    makeDoc({ id: 3, make: 'Toyota', body: 'SUV', year: 2019 }),
    makeDoc({ id: 4, make: 'Kia', body: 'Hatchback', year: 2021 }),
    makeDoc({ id: 5, make: 'Mazda', body: 'Ute', year: 2019 }),
  ];

  it('lists values in the order the matched documents first show them, not the order of the stock', () => {
    const { facets } = facetCounts([3, 4, 1, 0], ['make', 'body'], createColumns(docs));
    expect(Object.entries(facets.make!)).toEqual([
      ['Kia', 1],
      ['Mazda', 2],
      ['Toyota', 1],
    ]);
    expect(Object.entries(facets.body!)).toEqual([
      ['Hatchback', 1],
      ['Ute', 2],
      ['SUV', 1],
    ]);
  });

  it('counts numeric facets by their text and leaves out documents without the value', () => {
    const withGap = [...docs, makeDoc({ id: 6, make: 'Kia', body: null as never, year: 2021 })];
    const { facets } = facetCounts([0, 1, 2, 3, 4, 5], ['year', 'body'], createColumns(withGap));
    expect(facets.year).toEqual({ 2019: 3, 2020: 1, 2021: 2 });
    expect(Object.values(facets.body!).reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('keeps the most frequent values up to the limit, ties by name', () => {
    const { facets } = facetCounts([0, 1, 2, 3, 4], ['make'], createColumns(docs), 2);
    expect(Object.entries(facets.make!)).toEqual([
      ['Mazda', 2],
      ['Toyota', 2],
    ]);
  });

  it('gives what walking the matched documents gives, on a synthetic stock and its subsets', () => {
    const stock = syntheticDocs(600);
    const cols = createColumns(stock);
    const attributes = ['make', 'model', 'badge', 'body', 'fuel', 'year', 'location_name', 'tag'];
    const subsets = [
      stock.map((_, i) => i),
      stock.map((_, i) => i).filter((i) => i % 3 === 1),
      stock.map((_, i) => stock.length - 1 - i).filter((i) => i % 7 !== 0),
      [],
    ];
    for (const matched of subsets) {
      const { facets } = facetCounts(matched, attributes, cols, 1_000);
      for (const attribute of attributes) {
        expect(Object.entries(facets[attribute]!)).toEqual(walked(matched, cols.facet(attribute)));
      }
    }
  });
});
