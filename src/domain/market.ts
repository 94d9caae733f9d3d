/**
 * Below-market indicator (spec §4 *Below-market indicator*, §9 "Market indicator: difference below -499").
 */
import { formatAud } from './money.ts';
import { sellingPrice, type PriceFields } from './price.ts';

/** The price − average difference must be below this (AUD dollars) for the indicator to show (spec §9). */
export const MARKET_DIFFERENCE_BELOW = -499;

/** Market prices in AUD dollars (car `autograb_data`, spec §3); null when unknown. */
export interface MarketPrices {
  state_average_market_price: number | null;
  average_market_price: number | null;
}

/** The indicator when shown: `amount` is how far below the average, AUD dollars rounded to whole dollars. */
export interface BelowMarket {
  amount: number;
  /** Which average the price was compared with. */
  basis: 'state' | 'national';
  /** e.g. '$2,500 below market price'. */
  label: string;
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/**
 * Below-market indicator (spec §4, §9). Compares the car's selling price (offer price if real, else price;
 * see `sellingPrice`) with the state average, or the national average when there is no state figure
 * (a missing, zero or negative average counts as no figure). Shown only when price − average < −499,
 * so $499 under is hidden and $500 under is shown. The difference is rounded to whole dollars first, so
 * §4's "at least 500 under" and §9's "below -499" agree for fractional averages too. Reads
 * '{amount} below market price', the amount in AUD whole dollars. Returns null when hidden: no real price (POA), no average, or not far enough under.
 *
 * The spec also says "and under the state average": with a state figure that is implied by the
 * difference rule; without one, the national figure stands in for it (otherwise the fallback could never
 * show). Never throws.
 */
export function belowMarket(car: Pick<PriceFields, 'price' | 'offer_price'>, market: MarketPrices | null): BelowMarket | null {
  const price = sellingPrice(car);
  if (price === null || market === null) return null;
  const basis = usable(market.state_average_market_price) ? 'state' : usable(market.average_market_price) ? 'national' : null;
  if (basis === null) return null;
  const average = (basis === 'state' ? market.state_average_market_price : market.average_market_price) as number;
  // Compared in whole dollars, as the buyer reads it: $499.40 under is "$499" and stays hidden.
  const difference = Math.round(price - average);
  if (!(difference < MARKET_DIFFERENCE_BELOW)) return null;
  const amount = -difference;
  return { amount, basis, label: `${formatAud(amount)} below market price` };
}
