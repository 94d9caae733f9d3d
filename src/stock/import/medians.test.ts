/**
 * Market medians for autograb_data (spec §4 below-market indicator) on real listings of the feed:
 * only comparable cars (make, model, year, badge, odometer band), at least MIN_COMPARABLE_LISTINGS of
 * them, plausible prices only.
 */
import { describe, expect, it } from 'vitest';
import { belowMarket } from '../../domain/market.ts';
import { kmBand, marketPrices, median, MIN_COMPARABLE_LISTINGS, MIN_PLAUSIBLE_PRICE, type PricePoint } from './medians.ts';

const car = (
  year: number,
  make: string,
  model: string,
  badge: string | null,
  price: number | null,
  km: number | null,
  state: string | null,
): PricePoint => ({ year, make, model, badge, price, km, state });
const none = { average_market_price: null, state_average_market_price: null };

/** The real 1998 Toyota listings (after canonical names): trims and odometers too far apart to compare. */
const TOYOTA_1998 = [
  car(1998, 'Toyota', 'Landcruiser', 'GXL (4X4)', 22_990, 252_221, 'VIC'),
  car(1998, 'Toyota', 'Landcruiser', '(4X4)', 14_800, 415_902, 'NSW'),
  car(1998, 'Toyota', 'Landcruiser', '(4X4) 11 Seat', 45_950, 209_031, 'NSW'),
  car(1998, 'Toyota', 'Landcruiser Prado', 'VX Grande', 11_999, 334_407, 'VIC'),
  car(1998, 'Toyota', 'Landcruiser', 'GXL (4X4)', 16_500, 312_000, 'QLD'),
  car(1998, 'Toyota', 'Landcruiser', 'FZJ105R GXL Wagon 8st 4dr Auto 4sp 4x4 4.5i', 9_990, 372_140, 'QLD'),
  car(1998, 'Toyota', 'Landcruiser Prado', 'GXL (4X4)', 9_990, 416_885, 'WA'),
  car(1998, 'Toyota', 'Landcruiser', 'VX', 79_950, 49_265, 'NSW'),
  car(1998, 'Toyota', 'Landcruiser Prado', 'GXL (4X4)', 8_990, null, 'NSW'),
];

/** Real 2020 Kia Cerato S listings with 20,000–49,999 km. */
const CERATO_S_2020 = [
  [22_888, 44_161, 'NSW'],
  [23_977, 46_601, 'WA'],
  [23_977, 48_800, 'WA'],
  [23_977, 49_451, 'WA'],
  [23_999, 48_128, 'WA'],
  [24_950, 46_069, 'VIC'],
  [25_450, 41_000, 'VIC'],
  [25_990, 46_072, 'NSW'],
  [26_980, 23_205, 'SA'],
  [26_990, 22_029, 'VIC'],
  [27_490, 23_493, 'VIC'],
].map(([price, km, state]) => car(2020, 'Kia', 'Cerato', 'S', price as number, km as number, state as string));

describe('median', () => {
  it.each([
    [[3], 3],
    [[5, 1, 3], 3],
    [[1, 2, 3, 4], 3], // (2+3)/2 = 2.5 rounds to 3
    [[10_000, 20_001], 15_001], // 15,000.5 rounds up
  ])('median(%j) = %d', (values, expected) => expect(median(values)).toBe(expected));
});

describe('kmBand', () => {
  it.each([
    [null, 'none'],
    [0, '0'],
    [19_999, '0'],
    [20_000, '1'],
    [49_999, '1'],
    [99_999, '2'],
    [149_999, '3'],
    [199_999, '4'],
    [200_000, '5'],
    [416_885, '5'],
  ] as const)('%s km → band %s', (km, band) => expect(kmBand(km)).toBe(band));
});

describe('marketPrices: like with like', () => {
  it('the 1998 Landcruiser Prado GXL at $9,990 gets no market price (it was "$5,660 below market" against an 11-seater)', () => {
    const prices = marketPrices(TOYOTA_1998);
    expect(prices).toEqual(TOYOTA_1998.map(() => none));
    expect(belowMarket({ price: 9_990, offer_price: null }, prices[6]!)).toBe(null);
  });

  it(`eleven 2020 Cerato S with 20,000–49,999 km: national median; the state figure needs ${MIN_COMPARABLE_LISTINGS} in the state`, () => {
    const prices = marketPrices(CERATO_S_2020);
    expect(new Set(prices.map((p) => p.average_market_price))).toEqual(new Set([24_950]));
    expect(prices.every((p) => p.state_average_market_price === null)).toBe(true); // 4 in VIC, 4 in WA
    expect(belowMarket({ price: CERATO_S_2020[0]!.price, offer_price: null }, prices[0]!)).toMatchObject({
      amount: 2_062,
      basis: 'national',
      label: '$2,062 below market price',
    });
    const fifthVic = car(2020, 'Kia', 'Cerato', 'S', 25_990, 30_000, 'VIC');
    const withVic = marketPrices([...CERATO_S_2020, fifthVic]);
    expect(withVic.map((p) => p.state_average_market_price)).toEqual([
      null,
      null,
      null,
      null,
      null,
      25_990,
      25_990,
      null,
      null,
      25_990,
      25_990,
      25_990,
    ]);
  });

  it.each<[string, PricePoint]>([
    ['another badge (2020 Cerato GT)', car(2020, 'Kia', 'Cerato', 'GT', 31_990, 45_000, 'VIC')],
    ['another odometer band (15,729 km)', car(2020, 'Kia', 'Cerato', 'S', 28_988, 15_729, 'VIC')],
    ['another year', car(2019, 'Kia', 'Cerato', 'S', 20_990, 45_000, 'VIC')],
    ['a new car without an odometer reading', car(2020, 'Kia', 'Cerato', 'S', 27_990, null, 'VIC')],
  ])('%s is not comparable and does not move the median', (_name, other) => {
    const prices = marketPrices([...CERATO_S_2020, other]);
    expect(prices.at(-1)).toEqual(none);
    expect(prices[0]!.average_market_price).toBe(24_950);
  });

  it('spellings of one badge compare as one (GXL (4X4) and GXL (4x4))', () => {
    const cars = [31_990, 32_990, 33_990, 34_990, 35_990].map((p, i) =>
      car(2015, 'Toyota', 'Landcruiser Prado', i % 2 ? 'GXL (4X4)' : 'GXL (4x4)', p, 150_000 + i, 'QLD'),
    );
    expect(marketPrices(cars).map((p) => p.average_market_price)).toEqual([33_990, 33_990, 33_990, 33_990, 33_990]);
  });

  it(`fewer than ${MIN_COMPARABLE_LISTINGS} comparable listings give no figure at all`, () => {
    expect(marketPrices(CERATO_S_2020.slice(0, MIN_COMPARABLE_LISTINGS - 1))).toEqual(
      CERATO_S_2020.slice(0, MIN_COMPARABLE_LISTINGS - 1).map(() => none),
    );
    expect(marketPrices(CERATO_S_2020.slice(0, MIN_COMPARABLE_LISTINGS))[0]!.average_market_price).toBe(23_977);
  });

  it(`an implausible price (below $${MIN_PLAUSIBLE_PRICE}: $88 for the 2006 Alfa Romeo 156 JTS) is left out, and its car gets no figure`, () => {
    const alfa = (price: number) => car(2006, 'Alfa Romeo', '156', 'JTS', price, 90_000, 'NSW');
    const prices = marketPrices([alfa(88), alfa(6_990), alfa(7_490), alfa(7_990), alfa(8_490), alfa(8_990)]);
    expect(prices[0]).toEqual(none);
    expect(prices.slice(1).map((p) => p.average_market_price)).toEqual([7_990, 7_990, 7_990, 7_990, 7_990]);
  });

  it('POA (null) and placeholder prices of $10 or less do not count, but those cars still get the figure', () => {
    const prices = marketPrices([...CERATO_S_2020.slice(0, 5), { ...CERATO_S_2020[5]!, price: null }, { ...CERATO_S_2020[6]!, price: 1 }]);
    expect(prices[5]!.average_market_price).toBe(23_977);
    expect(prices[6]!.average_market_price).toBe(23_977);
  });
});
