import { describe, expect, it } from 'vitest';
import { dayIn, withPromos } from './promos.ts';
import { historyFilters, historyLabel } from './history.ts';
import type { PromoCard } from '../config/schema/search.ts';

const promo = (id: string, position: number, start: string | null, expiry: string | null): PromoCard => ({
  id,
  title: id,
  description: null,
  position,
  start,
  expiry,
  link: { label: 'Go', href: '/x/' },
  image: null,
});
const STOCKTAKE = promo('stocktake', 4, '2025-07-01', '2025-07-24'); // spec §9's Stocktake Sale
const hits = Array.from({ length: 21 }, (_, i) => i + 1);
const layout = (today: string, promos = [STOCKTAKE, promo('service', 9, null, null)]) =>
  withPromos(hits, promos, today).map((s) => (s.kind === 'promo' ? s.promo.id : s.hit));

describe('promo cards (spec §2 positions, start and expiry dates; §9 Stocktake Sale 2025-07-01 to 2025-07-24)', () => {
  it.each<[string, boolean]>([
    ['2025-06-30', false],
    ['2025-07-01', true],
    ['2025-07-24', true],
    ['2025-07-25', false],
  ])('on %s the Stocktake Sale shows: %s', (today, shown) => {
    expect(layout(today).includes('stocktake')).toBe(shown);
  });
  it('inserts at the 1-based slot of each page, in position order', () => {
    const l = layout('2025-07-10');
    expect(l.indexOf('stocktake')).toBe(3);
    expect(l.indexOf('service')).toBe(8);
    expect(l).toHaveLength(23);
  });
  it('a short page puts the card last; no hits, no cards', () => {
    expect(withPromos([1, 2], [promo('p', 9, null, null)], '2026-01-01').map((s) => s.kind)).toEqual(['hit', 'hit', 'promo']);
    expect(withPromos([], [promo('p', 1, null, null)], '2026-01-01')).toEqual([]);
  });
  it('the day is the dealer’s calendar day', () => {
    const t = new Date('2025-07-24T15:30:00Z'); // 01:30 on the 25th in Sydney, still the 24th in Perth
    expect(dayIn('Australia/Sydney', t)).toBe('2025-07-25');
    expect(dayIn('Australia/Perth', t)).toBe('2025-07-24');
  });
});

describe('search history entries (spec §3: filters and a path)', () => {
  const state = {
    q: 'hilux',
    refinements: { make: ['Toyota'], certified: ['true'] },
    ranges: { price: { min: 10_000, max: 30_000 }, km: { max: 50_000 } },
    sortBy: 'lowestPrice' as const,
  };
  it('filters as the URL names them', () => {
    expect(historyFilters(state)).toEqual({
      q: ['hilux'],
      make: ['Toyota'],
      certified: ['true'],
      price: ['10000-30000'],
      km: ['-50000'],
      sortBy: ['lowestPrice'],
    });
  });
  it('a short label', () => {
    expect(historyLabel(state)).toBe('"hilux" · Toyota · Certified · $10,000–$30,000 · –50,000 km · Price: low to high');
    expect(historyLabel({})).toBe('All cars');
  });
});
