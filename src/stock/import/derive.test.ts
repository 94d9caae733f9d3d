/** Derived listing fields: bounds and both sides of every stock rule threshold (spec §4). */
import { describe, expect, it } from 'vitest';
import { isListed } from '../../domain/stock.ts';
import { deriveListing, isoSeconds } from './derive.ts';

const AS_OF = Date.parse('2026-11-20T00:00:00Z') / 1000;
const DAY = 86_400;
const seeds = Array.from({ length: 3000 }, (_, i) => `seed-${i}`);
const used = seeds.map((s, i) => ({
  s,
  car: { car_type: 'used' as const, year: 2015 + (i % 12), item_type: 'car' },
  d: deriveListing(s, { car_type: 'used', year: 2015 + (i % 12), item_type: 'car' }, AS_OF),
}));

describe('deriveListing', () => {
  it('is a pure function of seed, car and as-of', () => {
    expect(deriveListing('x', { car_type: 'demo', year: 2025, item_type: 'car' }, AS_OF)).toEqual(
      deriveListing('x', { car_type: 'demo', year: 2025, item_type: 'car' }, AS_OF),
    );
  });

  it('spreads statuses: mostly in_stock, a few coming_soon and sold', () => {
    const count = (st: string) => used.filter((u) => u.d.status === st).length / used.length;
    expect(count('in_stock')).toBeGreaterThan(0.8);
    expect(count('coming_soon')).toBeGreaterThan(0.02);
    expect(count('sold')).toBeGreaterThan(0.03);
    expect(count('sold')).toBeLessThan(0.1);
  });

  it('sold cars were sold 0-6 days before as-of, so the 3-day rule lists some and hides others', () => {
    const sold = used.filter((u) => u.d.status === 'sold');
    for (const { d } of sold) {
      expect(d.sold_date_timestamp).not.toBe(null);
      expect(AS_OF - d.sold_date_timestamp!).toBeGreaterThanOrEqual(0);
      expect(AS_OF - d.sold_date_timestamp!).toBeLessThan(7 * DAY);
      expect(Date.parse(d.created_at) / 1000).toBeLessThan(d.sold_date_timestamp!);
      expect(d.fields).toContain('sold_date_timestamp');
    }
    const listed = sold.filter(({ d }) =>
      isListed({ status: d.status, sold_date_timestamp: d.sold_date_timestamp, show_on_dealer_website: true }, { now: AS_OF }),
    ).length;
    expect(listed).toBeGreaterThan(0);
    expect(listed).toBeLessThan(sold.length);
    expect(used.filter((u) => u.d.status !== 'sold').every((u) => u.d.sold_date_timestamp === null)).toBe(true);
  });

  it('created_at within 90 days before as-of (some within 8 days), updated_at between created_at and as-of', () => {
    let justArrived = 0;
    for (const { d } of used) {
      const created = Date.parse(d.created_at) / 1000;
      const updated = Date.parse(d.updated_at) / 1000;
      expect(created).toBeGreaterThanOrEqual(AS_OF - 90 * DAY);
      expect(created).toBeLessThanOrEqual(updated);
      expect(updated).toBeLessThanOrEqual(AS_OF);
      if (AS_OF - created <= 8 * DAY) justArrived++;
      expect(d.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00Z$/);
    }
    expect(justArrived / used.length).toBeGreaterThan(0.05);
    expect(justArrived / used.length).toBeLessThan(0.2);
  });

  it('certified only used cars at most 5 years old, about a fifth of them; reserved only in stock', () => {
    const eligible = used.filter((u) => u.car.year >= 2021);
    expect(used.filter((u) => u.car.year < 2021).every((u) => !u.d.certified)).toBe(true);
    const share = eligible.filter((u) => u.d.certified).length / eligible.length;
    expect(share).toBeGreaterThan(0.1);
    expect(share).toBeLessThan(0.3);
    expect(used.filter((u) => u.d.reserved).every((u) => u.d.status === 'in_stock')).toBe(true);
    expect(used.some((u) => u.d.reserved)).toBe(true);
    const newCars = seeds.slice(0, 500).map((s) => deriveListing(s, { car_type: 'new', year: 2026, item_type: 'car' }, AS_OF));
    expect(newCars.some((d) => d.certified)).toBe(false);
  });

  it("tags some demo cars 'Test Drive Only' and no other car type", () => {
    const demos = seeds.slice(0, 1000).map((s) => deriveListing(s, { car_type: 'demo', year: 2025, item_type: 'car' }, AS_OF));
    const tagged = demos.filter((d) => d.tag === 'Test Drive Only').length;
    expect(tagged).toBeGreaterThan(50);
    expect(tagged).toBeLessThan(300);
    expect(used.every((u) => u.d.tag === null)).toBe(true);
  });

  it('never invents a rego expiry (no feed has one, and a page states it as fact): no field of the listing is a rego', () => {
    for (const { d } of used) {
      expect(d).not.toHaveProperty('rego_expiry');
      expect(d.fields).not.toContain('rego_expiry');
    }
  });
});

describe('time formats', () => {
  it('isoSeconds drops milliseconds', () => {
    expect(isoSeconds(AS_OF)).toBe('2026-11-20T00:00:00Z');
  });
});

describe('deriveListing with what the feed states (listing labels)', () => {
  const orders = seeds
    .slice(0, 2000)
    .map((s) => deriveListing(s, { car_type: 'new', year: 2023, item_type: 'car', status: 'in_stock', preorder: true }, AS_OF));
  const inStock = seeds
    .slice(0, 2000)
    .map((s) => deriveListing(s, { car_type: 'new', year: 2023, item_type: 'car', status: 'in_stock' }, AS_OF));

  it('keeps a stated status: never simulated sold or coming soon, and not listed as derived', () => {
    for (const d of [...orders, ...inStock]) {
      expect(d.status).toBe('in_stock');
      expect(d.sold_date_timestamp).toBe(null);
      expect(d.fields).not.toContain('status');
    }
  });

  it('never reserves a pre-order car (a factory order: no car to hold); an in-stock car may be reserved', () => {
    expect(orders.some((d) => d.reserved)).toBe(false);
    expect(orders.every((d) => !d.fields.includes('reserved'))).toBe(true);
    expect(inStock.some((d) => d.reserved)).toBe(true);
    expect(inStock.every((d) => d.fields.includes('reserved'))).toBe(true);
  });
});
