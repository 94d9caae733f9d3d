import { describe, expect, it } from 'vitest';
import { belowMarket, MARKET_DIFFERENCE_BELOW, type BelowMarket, type MarketPrices } from './market.ts';

const m = (state: number | null, national: number | null): MarketPrices => ({
  state_average_market_price: state,
  average_market_price: national,
});
const car = (price: number | null, offer_price: number | null = null) => ({ price, offer_price });

describe('belowMarket (spec §4, §9 difference below -499)', () => {
  it('threshold constant is the spec value', () => expect(MARKET_DIFFERENCE_BELOW).toBe(-499));

  it.each<[string, { price: number | null; offer_price: number | null }, MarketPrices | null, BelowMarket | null]>([
    ['$499 under the state average → hidden', car(29_501), m(30_000, null), null],
    [
      '$500 under the state average → shown',
      car(29_500),
      m(30_000, null),
      { amount: 500, basis: 'state', label: '$500 below market price' },
    ],
    [
      '$2,500 under → shown with separators',
      car(27_500),
      m(30_000, 31_000),
      { amount: 2_500, basis: 'state', label: '$2,500 below market price' },
    ],
    ['at the average → hidden', car(30_000), m(30_000, null), null],
    ['above the average → hidden', car(32_000), m(30_000, null), null],
    ['state average wins over a higher national average', car(29_800), m(30_000, 40_000), null],
    [
      'state average wins over a lower national average',
      car(25_000),
      m(30_000, 20_000),
      { amount: 5_000, basis: 'state', label: '$5,000 below market price' },
    ],
    [
      'no state figure → national average',
      car(25_000),
      m(null, 30_000),
      { amount: 5_000, basis: 'national', label: '$5,000 below market price' },
    ],
    [
      'state figure 0 counts as missing → national',
      car(25_000),
      m(0, 26_000),
      { amount: 1_000, basis: 'national', label: '$1,000 below market price' },
    ],
    ['no figures at all → hidden', car(25_000), m(null, null), null],
    ['no autograb data → hidden', car(25_000), null, null],
    ['POA car → hidden', car(null), m(30_000, 30_000), null],
    ['$1 placeholder price is not a price → hidden', car(1), m(30_000, 30_000), null],
    [
      'offer price is what is compared',
      car(30_500, 29_000),
      m(30_000, null),
      { amount: 1_000, basis: 'state', label: '$1,000 below market price' },
    ],
    [
      'fractional averages: amount rounded to whole dollars',
      car(27_000),
      m(29_999.6, null),
      { amount: 3_000, basis: 'state', label: '$3,000 below market price' },
    ],
    ['fractional: $499.40 under rounds to $499 → hidden', car(29_500), m(29_999.4, null), null],
    [
      'fractional: $499.60 under rounds to $500 → shown',
      car(29_500),
      m(29_999.6, null),
      { amount: 500, basis: 'state', label: '$500 below market price' },
    ],
  ])('%s', (_case, input, market, expected) => {
    expect(belowMarket(input, market)).toEqual(expected);
  });
});
