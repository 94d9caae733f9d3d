/**
 * Market prices for `autograb_data` (spec §3, §4 *Below-market indicator*): the median price of the
 * comparable cars of the whole imported stock, nationally and within the car's state. The indicator
 * rule itself (at least $500 under the average) is `belowMarket` in `src/domain/market.ts`; this module
 * only decides what the average is, so that it compares like with like:
 * - comparable = same make, model, year, badge (the trim, compared by `nameKey`: `GXL (4X4)` and
 *   `GXL (4x4)` are one) and odometer band (`kmBand`); a 1998 Landcruiser Prado at $9,990 is no longer
 *   measured against an 11-seat troop carrier;
 * - only plausible prices count: real (above $10, spec §9) and at least `MIN_PLAUSIBLE_PRICE`;
 * - a figure needs `MIN_COMPARABLE_LISTINGS` comparable listings, else it is null and no line shows;
 * - a car whose own price is implausible gets no figures (no "$x below market" on an $88 car).
 * Medians are in whole AUD dollars (the mean of the two middle prices is rounded).
 */
import { isRealPrice } from '../../domain/price.ts';
import { nameKey } from '../model-names.ts';

/**
 * Comparable listings (the car's own included) needed before a median is a market price: with fewer,
 * one odd listing moves the median by thousands, so the car shows no below-market line at all. Five
 * means the car and at least four others of the same make, model, year, badge and odometer band.
 */
export const MIN_COMPARABLE_LISTINGS = 5;

/**
 * The lowest price, in AUD dollars, that is plausible for a whole vehicle. The real feed has one price
 * under it, $88 for a 2006 Alfa Romeo 156 (its next lowest is $900 for a 1998 Daewoo with 310,000 km).
 * A lower price is imported as the feed says but flagged, and never counts towards a market price.
 */
export const MIN_PLAUSIBLE_PRICE = 500;

/**
 * Upper bounds (km, exclusive) of the odometer bands a car is compared within: under 20,000 km, under
 * 50,000, under 100,000, under 150,000, under 200,000, then 200,000 and over. A car without an odometer
 * reading (a new car) is compared only with others without one.
 */
export const KM_BAND_LIMITS: readonly number[] = [20_000, 50_000, 100_000, 150_000, 200_000];

/** The fields the medians read from a car. `price` in AUD dollars, `km` in kilometres. */
export interface PricePoint {
  make: string;
  model: string;
  year: number;
  badge: string | null;
  km: number | null;
  state: string | null;
  price: number | null;
}

/** The two market prices of one car, AUD dollars or null. */
export interface MarketPrices {
  average_market_price: number | null;
  state_average_market_price: number | null;
}

/** True when a price can be a vehicle's price: real (spec §9) and at least `MIN_PLAUSIBLE_PRICE`. */
export function isPlausiblePrice(price: number | null): price is number {
  return isRealPrice(price) && price >= MIN_PLAUSIBLE_PRICE;
}

/** The odometer band of `km`: `0`..`5` by `KM_BAND_LIMITS`, or `none` without a reading. */
export function kmBand(km: number | null): string {
  if (km === null) return 'none';
  const i = KM_BAND_LIMITS.findIndex((limit) => km < limit);
  return String(i === -1 ? KM_BAND_LIMITS.length : i);
}

/** Median of a non-empty list, rounded to whole dollars. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const m = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(m);
}

/** The comparable group of a car (see the module note). */
export const comparableKey = (c: PricePoint): string =>
  [nameKey(c.make), nameKey(c.model), c.year, nameKey(c.badge ?? ''), kmBand(c.km)].join('|');

/**
 * Market prices for every car in `cars`, in the same order. A car's own (plausible) price is one of
 * its comparable listings. A car without a state has no state figure; a car with an implausible price
 * has none at all.
 */
export function marketPrices(cars: readonly PricePoint[], minListings = MIN_COMPARABLE_LISTINGS): MarketPrices[] {
  const national = new Map<string, number[]>();
  const byState = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, k: string, price: number): void => {
    const list = map.get(k);
    if (list) list.push(price);
    else map.set(k, [price]);
  };
  const keys = cars.map(comparableKey);
  cars.forEach((c, i) => {
    if (!isPlausiblePrice(c.price)) return;
    const k = keys[i] ?? '';
    add(national, k, c.price);
    if (c.state) add(byState, `${k}|${c.state}`, c.price);
  });
  const med = (list: number[] | undefined): number | null => (list && list.length >= minListings ? median(list) : null);
  const none: MarketPrices = { average_market_price: null, state_average_market_price: null };
  return cars.map((c, i) => {
    if (isRealPrice(c.price) && !isPlausiblePrice(c.price)) return none;
    const k = keys[i] ?? '';
    return { average_market_price: med(national.get(k)), state_average_market_price: c.state ? med(byState.get(`${k}|${c.state}`)) : null };
  });
}
