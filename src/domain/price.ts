/**
 * Price display precedence (spec §4 *Price display precedence*, §9 "Price counts as real above 10").
 */

/** A price "counts as real" only above this many AUD dollars (spec §9). */
export const REAL_PRICE_THRESHOLD = 10;

/** The price fields the rule reads (AUD dollars; null when unknown). */
export interface PriceFields {
  price: number | null;
  offer_price: number | null;
  before_price: number | null;
  subscription_price: number | null;
  price_type: string | null;
  preorder: boolean;
}

/** What the price block shows. Amounts in AUD dollars. */
export type PriceDisplay =
  | { kind: 'subscription'; amount: number; label: string }
  | { kind: 'price'; amount: number; was: number | null; priceType: string | null; isOffer: boolean }
  | { kind: 'preorder'; label: 'PREORDER' }
  | { kind: 'enquire'; label: 'Enquire for price.'; priceType: string | null };

/** The price type a feed writes for a car sold on application (spec §3 `price_type`). */
export const POA_PRICE_TYPE = 'POA';

/** How a price type reads on the page: `POA` as 'Price on application'; any other (e.g. 'Drive Away') as written. */
export function priceTypeLabel(priceType: string | null): string | null {
  const t = priceType?.trim() ?? '';
  if (t === '') return null;
  return t.toUpperCase() === POA_PRICE_TYPE ? 'Price on application' : t;
}

const isPoa = (priceType: string | null): boolean => priceType?.trim().toUpperCase() === POA_PRICE_TYPE;

/** True when an amount is a real price (above $10, spec §9). */
export function isRealPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > REAL_PRICE_THRESHOLD;
}

/**
 * The price a buyer pays, in AUD dollars: the offer (reduced) price if it is real (above $10), else the
 * price if it is real, else null (POA, $0, $1 placeholders). Spec §4 rule 2 and §9 "Price counts as
 * real above 10". The one place that decides "has a real price" for the market indicator, checkout,
 * favourites and the price block.
 */
export function sellingPrice(car: Pick<PriceFields, 'price' | 'offer_price'>): number | null {
  if (isRealPrice(car.offer_price)) return car.offer_price;
  if (isRealPrice(car.price)) return car.price;
  return null;
}

/**
 * Price display precedence (spec §4):
 * 1. subscription price, if the site offers subscription and the value is above 0;
 * 2. the offer (reduced) price if above $10, else the price if above $10 — with
 *    'Was {before price}, now:' when a higher earlier price exists (`was`);
 * 3. PREORDER for a pre-order car;
 * 4. otherwise 'Enquire for price.'.
 * `was` is `before_price` only when it is real and higher than the amount shown (never "Was $30,000, now:
 * $35,000"); a higher `price` beside an offer price is not a "was" price. `priceType` is the car's price type
 * as it reads (`priceTypeLabel`): under a price (e.g. 'Drive Away'; a `POA` type beside a real price
 * contradicts it and is dropped), and under 'Enquire for price.' for a car sold on application ('Price on
 * application'), so a POA car reads differently from one whose price is simply missing. Amounts in AUD
 * dollars. Never throws.
 */
export function priceDisplay(car: PriceFields, opts: { subscriptionEnabled: boolean }): PriceDisplay {
  const sub = car.subscription_price;
  if (opts.subscriptionEnabled && typeof sub === 'number' && Number.isFinite(sub) && sub > 0) {
    return { kind: 'subscription', amount: sub, label: 'Subscription from' };
  }
  const isOffer = isRealPrice(car.offer_price);
  const amount = sellingPrice(car);
  if (amount !== null) {
    const was = isRealPrice(car.before_price) && car.before_price > amount ? car.before_price : null;
    return { kind: 'price', amount, was, priceType: isPoa(car.price_type) ? null : priceTypeLabel(car.price_type), isOffer };
  }
  if (car.preorder) return { kind: 'preorder', label: 'PREORDER' };
  return { kind: 'enquire', label: 'Enquire for price.', priceType: isPoa(car.price_type) ? priceTypeLabel(car.price_type) : null };
}

/** The 'Was {before price}, now:' line (spec §4), given the formatted earlier price. */
export function wasNowLabel(formattedBefore: string): string {
  return `Was ${formattedBefore}, now:`;
}
