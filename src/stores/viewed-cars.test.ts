import { describe, expect, it } from 'vitest';
import { createViewedCarsStore, recordViewedCar, VIEWED_CARS_LIMIT, type ViewedCarRecord } from './viewed-cars.ts';
import { memoryStorage } from './testing.ts';

const rec = (id: number): ViewedCarRecord => ({
  id,
  stocknum: `S${id}`,
  make: 'Mazda',
  model: 'CX-5',
  body: '4D Wagon',
  simple_body: 'SUV',
});

describe('viewed cars (spec §4 "recorded once per car id", §3 Viewed-car record)', () => {
  it('records a car once per id with exactly the §3 fields', () => {
    const storage = memoryStorage();
    const store = createViewedCarsStore(storage);
    expect(recordViewedCar({ ...rec(1), extra: 'x' } as ViewedCarRecord, store)).toBe(true);
    expect(recordViewedCar(rec(1), store)).toBe(false);
    expect(recordViewedCar(rec(2), store)).toBe(true);
    expect(recordViewedCar(rec(1), store)).toBe(false);
    expect(store.get()).toEqual([rec(1), rec(2)]);
    expect(JSON.parse(storage.data.get('viewed_cars')!)).toEqual([rec(1), rec(2)]);
  });

  it('does not record again after a reload', () => {
    const storage = memoryStorage();
    recordViewedCar(rec(5), createViewedCarsStore(storage));
    expect(recordViewedCar(rec(5), createViewedCarsStore(storage))).toBe(false);
  });

  it(`keeps the ${VIEWED_CARS_LIMIT} newest`, () => {
    const store = createViewedCarsStore(memoryStorage());
    for (let i = 1; i <= VIEWED_CARS_LIMIT + 3; i++) recordViewedCar(rec(i), store);
    expect(store.get()).toHaveLength(VIEWED_CARS_LIMIT);
    expect(store.get()[0]!.id).toBe(4);
  });
});
