/** Market medians for autograb_data (spec §4 below-market indicator): ≥3 real listings, national vs state. */
import { describe, expect, it } from 'vitest';
import { marketPrices, median, type PricePoint } from './medians.ts';

const car = (price: number | null, state: string | null, over: Partial<PricePoint> = {}): PricePoint => ({ make: 'Toyota', model: 'Hilux', year: 2019, state, price, ...over });

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[1, 2, 3, 4], 3], // (2+3)/2 = 2.5 rounds to 3
    [[10_000, 20_001], 15_001], // 15,000.5 rounds up
  ])('median(%j) = %d', (values, expected) => expect(median(values)).toBe(expected));
});

describe('marketPrices', () => {
  it('needs at least 3 real listings nationally, and 3 in the state for the state figure', () => {
    const cars = [car(30_000, 'NSW'), car(32_000, 'NSW'), car(40_000, 'VIC'), car(50_000, 'NSW')];
    expect(marketPrices(cars)).toEqual([
      { average_market_price: 36_000, state_average_market_price: 32_000 },
      { average_market_price: 36_000, state_average_market_price: 32_000 },
      { average_market_price: 36_000, state_average_market_price: null },
      { average_market_price: 36_000, state_average_market_price: 32_000 },
    ]);
  });

  it('with only 2 listings there is no median at all', () => {
    expect(marketPrices([car(30_000, 'NSW'), car(32_000, 'NSW')])).toEqual([
      { average_market_price: null, state_average_market_price: null },
      { average_market_price: null, state_average_market_price: null },
    ]);
  });

  it('ignores POA (null) and placeholder prices of $10 or less, but still gives those cars the figure', () => {
    const cars = [car(null, 'QLD'), car(10, 'QLD'), car(1, 'QLD'), car(20_000, 'QLD'), car(22_000, 'QLD'), car(24_000, 'QLD')];
    const prices = marketPrices(cars);
    expect(prices[0]).toEqual({ average_market_price: 22_000, state_average_market_price: 22_000 });
    expect(new Set(prices.map((p) => p.average_market_price))).toEqual(new Set([22_000]));
  });

  it('groups by make, model (case-insensitive) and year; a car without a state has no state figure', () => {
    const cars = [car(10_000, 'WA', { model: 'HILUX' }), car(11_000, 'WA'), car(12_000, null), car(99_000, 'WA', { year: 2020 })];
    expect(marketPrices(cars)).toEqual([
      { average_market_price: 11_000, state_average_market_price: null },
      { average_market_price: 11_000, state_average_market_price: null },
      { average_market_price: 11_000, state_average_market_price: null },
      { average_market_price: null, state_average_market_price: null },
    ]);
  });
});
