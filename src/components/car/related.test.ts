import { describe, expect, it } from 'vitest';
import { moreFromLocation, similarCars, type RelatedCar } from './related.ts';

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
  created_at: `2026-10-${String(10 + (n % 15)).padStart(2, '0')}T00:00:00Z`,
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

  it('stops at the limit', () => {
    const many = [me, ...Array.from({ length: 10 }, () => c({}))];
    expect(similarCars(me, many)).toHaveLength(4);
    expect(moreFromLocation(me, many, new Set(), 2)).toHaveLength(2);
  });
});
