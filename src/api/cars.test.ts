import { describe, expect, it } from 'vitest';
import { sellingPrice } from '../domain/price.ts';
import { carLookup } from './cars.ts';
import { CAR, LEAD, postJson, testApi } from './testing/fixtures.ts';

/** The vehicle price stored with a lead for `car`, through POST /api/leads. */
async function storedPrice(car: typeof CAR): Promise<unknown> {
  const { app, store } = testApi({
    rateRules: false,
    cars: carLookup(
      new Map([
        ['harbour-motors', [car]],
        ['swan-cars', []],
      ]),
    ),
  });
  const res = await postJson(app, '/api/leads', { ...LEAD, car_id: car.id });
  expect(res.status).toBe(200);
  const { lead_id } = (await res.json()) as { lead_id: string };
  return ((await store.getLead(lead_id))!.payload as { vehicle: { price: unknown } }).vehicle.price;
}

describe("the lead's vehicle price is the domain's selling price (spec §4 Price display precedence)", () => {
  it.each([
    ['a real offer price wins', { price: 34990, offer_price: 32990 }, 32990],
    ['a placeholder offer price (≤ 10) falls back to the price', { price: 34990, offer_price: 5 }, 34990],
    ['a placeholder price with no offer is no price (POA), not $1', { price: 1, offer_price: null }, null],
    ['no price at all', { price: null, offer_price: null }, null],
  ])('%s', async (_, prices, expected) => {
    const car = { ...CAR, ...prices };
    expect(sellingPrice(car)).toBe(expected);
    expect(await storedPrice(car)).toBe(expected);
  });
});
