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
  | { kind: 'enquire'; label: 'Enquire for price.' };

/** True when an amount is a real price (above $10, spec §9). */
export function isRealPrice(amount: number | null | undefined): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount > REAL_PRICE_THRESHOLD;
}

/**
 * Price display precedence (spec §4):
 * 1. subscription price, if the site offers subscription and the value is above 0;
 * 2. the offer (reduced) price if above $10, else the price if above $10 — with
 *    'Was {before price}, now:' when a higher earlier price exists (`was`);
 * 3. PREORDER for a pre-order car;
 * 4. otherwise 'Enquire for price.'.
 */
export function priceDisplay(car: PriceFields, opts: { subscriptionEnabled: boolean }): PriceDisplay {
  if (opts.subscriptionEnabled && typeof car.subscription_price === 'number' && car.subscription_price > 0) {
    return { kind: 'subscription', amount: car.subscription_price, label: 'Subscription from' };
  }
  const isOffer = isRealPrice(car.offer_price);
  const amount = isOffer ? car.offer_price : isRealPrice(car.price) ? car.price : null;
  if (amount !== null) {
    const was = isRealPrice(car.before_price) && car.before_price > amount ? car.before_price : null;
    return { kind: 'price', amount, was, priceType: car.price_type, isOffer };
  }
  if (car.preorder) return { kind: 'preorder', label: 'PREORDER' };
  return { kind: 'enquire', label: 'Enquire for price.' };
}

/** The 'Was {before price}, now:' line (spec §4), given the formatted earlier price. */
export function wasNowLabel(formattedBefore: string): string {
  return `Was ${formattedBefore}, now:`;
}
