/**
 * Market prices for `autograb_data` (spec §3, §4 *Below-market indicator*): the median price of the
 * same make, model and year across all imported stock, nationally and within the car's state.
 * Only real prices count (above $10, spec §9); fewer than `MIN_LISTINGS` listings give `null`.
 * Medians are in whole AUD dollars (the mean of the two middle prices is rounded).
 */
import { isRealPrice } from '../../domain/price.ts';

/** Listings needed for a median. */
export const MIN_LISTINGS = 3;

/** The fields the medians read from a car. `price` in AUD dollars. */
export interface PricePoint {
  make: string;
  model: string;
  year: number;
  state: string | null;
  price: number | null;
}

/** The two market prices of one car, AUD dollars or null. */
export interface MarketPrices {
  average_market_price: number | null;
  state_average_market_price: number | null;
}

/** Median of a non-empty list, rounded to whole dollars. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const m = sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round(m);
}

const groupKey = (c: PricePoint): string => `${c.make.toLowerCase()}|${c.model.toLowerCase()}|${c.year}`;

/**
 * Market prices for every car in `cars`, in the same order. A car's own price is one of the
 * listings. Make and model compare case-insensitively; a car without a state has no state median.
 */
export function marketPrices(cars: readonly PricePoint[], minListings = MIN_LISTINGS): MarketPrices[] {
  const national = new Map<string, number[]>();
  const byState = new Map<string, number[]>();
  const add = (map: Map<string, number[]>, k: string, price: number): void => {
    const list = map.get(k);
    if (list) list.push(price);
    else map.set(k, [price]);
  };
  for (const c of cars) {
    if (!isRealPrice(c.price)) continue;
    const k = groupKey(c);
    add(national, k, c.price);
    if (c.state) add(byState, `${k}|${c.state}`, c.price);
  }
  const med = (list: number[] | undefined): number | null => (list && list.length >= minListings ? median(list) : null);
  const cacheN = new Map<string, number | null>();
  const cacheS = new Map<string, number | null>();
  return cars.map((c) => {
    const k = groupKey(c);
    if (!cacheN.has(k)) cacheN.set(k, med(national.get(k)));
    const sk = c.state ? `${k}|${c.state}` : null;
    if (sk && !cacheS.has(sk)) cacheS.set(sk, med(byState.get(sk)));
    return { average_market_price: cacheN.get(k) ?? null, state_average_market_price: sk ? (cacheS.get(sk) ?? null) : null };
  });
}
