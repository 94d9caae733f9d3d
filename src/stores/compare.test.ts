import { describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, createCompareStore, decodeCompare, toggleCompare } from './compare.ts';
import { memoryStorage } from './testing.ts';

const entry = (id: number, status = 'in_stock') => ({ id, slug: `car-${id}`, name: `Car ${id}`, status });

describe('compare list', () => {
  it(`adds up to ${COMPARE_LIMIT} cars, then answers 'full'`, () => {
    const storage = memoryStorage();
    const store = createCompareStore(storage);
    for (let i = 1; i <= COMPARE_LIMIT; i++) expect(toggleCompare(entry(i), store)).toBe('added');
    expect(toggleCompare(entry(99), store)).toBe('full');
    expect(store.get().map((e) => e.id)).toEqual([1, 2, 3, 4]);
    expect(JSON.parse(storage.data.get('compare')!)).toHaveLength(4);
  });

  it('removes a listed car, even one that has since sold; refuses to add a sold car', () => {
    const store = createCompareStore(memoryStorage());
    toggleCompare(entry(1), store);
    expect(toggleCompare(entry(1, 'sold'), store)).toBe('removed');
    expect(toggleCompare(entry(2, 'sold'), store)).toBe('refused');
    expect(toggleCompare(entry(3, 'coming_soon'), store)).toBe('added');
  });

  it('reads stored lists defensively: one per id, at most the limit', () => {
    expect(
      decodeCompare([
        { id: 1, slug: 'a' },
        { id: 1, slug: 'a' },
        { id: 2 },
        null,
        { id: 3, slug: 'c' },
        { id: 4, slug: 'd' },
        { id: 5, slug: 'e' },
        { id: 6, slug: 'f' },
      ]).map((e) => e.id),
    ).toEqual([1, 3, 4, 5]);
  });
});
