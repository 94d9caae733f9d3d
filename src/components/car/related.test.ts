import { describe, expect, it } from 'vitest';
import { moreFromLocation, pairRank, RELATED_LIMIT, similarCars, type RelatedCar } from './related.ts';

let n = 0;
const c = (over: Partial<RelatedCar>): RelatedCar => ({
  id: ++n,
  make: 'Toyota',
  model: 'RAV4',
  simple_body: 'SUV',
  status: 'in_stock',
  price: 30000,
  offer_price: null,
  location_id: 'a',
  ...over,
});

describe('similar cars and more from this location (decision, see related.ts)', () => {
  const me = c({ id: 100 });
  const sameModelFar = c({ price: 45000 });
  const sameModelNear = c({ price: 31000 });
  const soldSame = c({ status: 'sold', price: 30000 });
  const suvInBand = c({ make: 'Mazda', model: 'CX-5', price: 33000 });
  const suvOutOfBand = c({ make: 'Kia', model: 'Sportage', price: 40000 });
  const sedanInBand = c({ make: 'Kia', model: 'Cerato', simple_body: 'Sedan', price: 30000 });
  const cars = [me, sameModelFar, sameModelNear, soldSame, suvInBand, suvOutOfBand, sedanInBand];

  it('takes the same make and model first (closest price first), then the same body within ±25%, never sold cars or itself', () => {
    expect(similarCars(me, cars).map((x) => x.id)).toEqual([sameModelNear.id, sameModelFar.id, suvInBand.id]);
  });

  it('matches only make and model for a car with no real price', () => {
    expect(similarCars({ ...me, price: null }, cars).map((x) => x.id)).toEqual([sameModelFar.id, sameModelNear.id]);
  });

  it('lists other cars at the same location, leaving out those already shown', () => {
    const shown = new Set(similarCars(me, cars).map((x) => x.id));
    const more = moreFromLocation(me, cars, shown);
    expect(more.map((x) => x.id).sort()).toEqual([suvOutOfBand.id, sedanInBand.id].sort());
    expect(moreFromLocation({ ...me, location_id: null }, cars)).toEqual([]);
  });

  it('orders the location’s cars by their rank for this page, then id, and leaves out sold cars and other locations', () => {
    const elsewhere = c({ location_id: 'b' });
    const soldHere = c({ status: 'sold' });
    const here = Array.from({ length: 30 }, () => c({}));
    const all = [me, elsewhere, soldHere, ...here];
    const expected = here
      .map((x) => ({ id: x.id, rank: pairRank(me.id, x.id) }))
      .sort((a, b) => a.rank - b.rank || a.id - b.id)
      .map((x) => x.id);
    for (const limit of [1, 2, 4, 7, 30, 40]) {
      expect(moreFromLocation(me, all, new Set(), limit).map((x) => x.id)).toEqual(expected.slice(0, limit));
    }
    const shown = new Set(expected.slice(0, 2));
    expect(moreFromLocation(me, all, shown).map((x) => x.id)).toEqual(expected.slice(2, 2 + RELATED_LIMIT));
    expect(moreFromLocation(me, all, new Set(), 0)).toEqual([]);
  });

  it('shows every car of a location on about as many other pages, whatever its listing date', () => {
    const yard = Array.from({ length: 200 }, () => c({ location_id: 'yard' }));
    const shownOn = new Map(yard.map((x) => [x.id, 0]));
    for (const page of yard) for (const x of moreFromLocation(page, yard)) shownOn.set(x.id, shownOn.get(x.id)! + 1);
    const counts = [...shownOn.values()];
    // 200 pages × 4 cards: 4 a car on average. A list by listing date would show its 4 newest cars on every page.
    expect(counts.reduce((a, b) => a + b, 0)).toBe(200 * RELATED_LIMIT);
    expect(Math.max(...counts)).toBeLessThanOrEqual(16);
    expect(counts.filter((k) => k === 0).length).toBeLessThanOrEqual(12);
  });

  it('changes few pages’ lists when a car is listed: only those where it ranks among the first', () => {
    const yard = Array.from({ length: 200 }, () => c({ location_id: 'yard' }));
    const fresh = c({ location_id: 'yard' });
    const withFresh = [...yard, fresh];
    const changed = yard.filter(
      (page) =>
        moreFromLocation(page, yard)
          .map((x) => x.id)
          .join() !==
        moreFromLocation(page, withFresh)
          .map((x) => x.id)
          .join(),
    );
    // About 4 in 200 on average (a list by listing date: all 200).
    expect(changed.length).toBeLessThanOrEqual(15);
    // …and some: a list that never took a new car in would pass the bound above.
    expect(changed.length).toBeGreaterThan(0);
    for (const page of changed) expect(moreFromLocation(page, withFresh).map((x) => x.id)).toContain(fresh.id);
  });

  it('stops at the limit', () => {
    const many = [me, ...Array.from({ length: 10 }, () => c({}))];
    expect(similarCars(me, many)).toHaveLength(4);
    expect(moreFromLocation(me, many, new Set(), 2)).toHaveLength(2);
  });
});
