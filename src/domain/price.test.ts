import { describe, expect, it } from 'vitest';
import { isRealPrice, priceDisplay, sellingPrice, wasNowLabel, type PriceDisplay, type PriceFields } from './price.ts';

const car = (over: Partial<PriceFields>): PriceFields => ({
  price: null,
  offer_price: null,
  before_price: null,
  subscription_price: null,
  price_type: null,
  preorder: false,
  ...over,
});

describe('isRealPrice (spec §9: real above $10)', () => {
  it.each([
    [null, false],
    [undefined, false],
    [0, false],
    [10, false],
    [10.01, true],
    [11, true],
    [29_990, true],
    [NaN, false],
    [Infinity, false],
  ] as const)('%s → %s', (amount, expected) => {
    expect(isRealPrice(amount)).toBe(expected);
  });
});

describe('sellingPrice', () => {
  it.each([
    ['POA car (no price)', car({}), null],
    ['$1 placeholder price', car({ price: 1 }), null],
    ['$10 is not real', car({ price: 10 }), null],
    ['plain price', car({ price: 29_990 }), 29_990],
    ['offer wins over price', car({ price: 31_990, offer_price: 29_990 }), 29_990],
    ['$0 offer falls back to price', car({ price: 31_990, offer_price: 0 }), 31_990],
    ['$10 offer falls back to price', car({ price: 31_990, offer_price: 10 }), 31_990],
  ] as const)('%s', (_case, input, expected) => {
    expect(sellingPrice(input)).toBe(expected);
  });
});

describe('priceDisplay precedence (spec §4 1–4)', () => {
  const on = { subscriptionEnabled: true };
  const off = { subscriptionEnabled: false };
  it.each<[string, PriceFields, { subscriptionEnabled: boolean }, PriceDisplay]>([
    // 1. subscription
    [
      '1. subscription when enabled and > 0',
      car({ price: 29_990, subscription_price: 149 }),
      on,
      { kind: 'subscription', amount: 149, label: 'Subscription from' },
    ],
    [
      '1. subscription ignored when the site does not offer it',
      car({ price: 29_990, subscription_price: 149 }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: false },
    ],
    [
      '1. subscription 0 falls through to price',
      car({ price: 29_990, subscription_price: 0 }),
      on,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: false },
    ],
    [
      '1. subscription of $5 is still shown (rule is "above 0", not "above 10")',
      car({ subscription_price: 5 }),
      on,
      { kind: 'subscription', amount: 5, label: 'Subscription from' },
    ],
    // 2. offer / price
    [
      '2. plain price with its price type',
      car({ price: 29_990, price_type: 'Drive Away' }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: 'Drive Away', isOffer: false },
    ],
    [
      '2. offer price with a higher before price → Was/now',
      car({ price: 31_990, offer_price: 29_990, before_price: 33_990 }),
      off,
      { kind: 'price', amount: 29_990, was: 33_990, priceType: null, isOffer: true },
    ],
    [
      '2. before price lower than the shown price → no Was',
      car({ price: 29_990, before_price: 28_000 }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: false },
    ],
    [
      '2. before price equal to the shown price → no Was',
      car({ price: 29_990, before_price: 29_990 }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: false },
    ],
    [
      '2. before price higher than a plain price → Was/now',
      car({ price: 27_990, before_price: 29_990 }),
      off,
      { kind: 'price', amount: 27_990, was: 29_990, priceType: null, isOffer: false },
    ],
    [
      '2. a higher price beside an offer is not a "was" price',
      car({ price: 31_990, offer_price: 29_990 }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: true },
    ],
    [
      '2. offer of exactly $10 is not real → price',
      car({ price: 29_990, offer_price: 10 }),
      off,
      { kind: 'price', amount: 29_990, was: null, priceType: null, isOffer: false },
    ],
    ['2. price $11 is real', car({ price: 11 }), off, { kind: 'price', amount: 11, was: null, priceType: null, isOffer: false }],
    [
      '2. a real price beats PREORDER',
      car({ price: 64_990, preorder: true }),
      off,
      { kind: 'price', amount: 64_990, was: null, priceType: null, isOffer: false },
    ],
    // 3. preorder
    ['3. pre-order car without a price', car({ preorder: true }), off, { kind: 'preorder', label: 'PREORDER' }],
    ['3. pre-order car with a $1 placeholder price', car({ price: 1, preorder: true }), off, { kind: 'preorder', label: 'PREORDER' }],
    // 4. enquire
    [
      '4. no price at all (real feed line 10212, 2016 Isuzu D-MAX, blank Price)',
      car({}),
      off,
      { kind: 'enquire', label: 'Enquire for price.', priceType: null },
    ],
    [
      '4. POA car (real feed line 15337, 2011 Toyota Hiace, Price "POA")',
      car({ price_type: 'POA' }),
      off,
      { kind: 'enquire', label: 'Enquire for price.', priceType: 'Price on application' },
    ],
    [
      '2. a POA price type beside a real price contradicts it: the price, no type',
      car({ price: 41_990, price_type: 'POA' }),
      off,
      { kind: 'price', amount: 41_990, was: null, priceType: null, isOffer: false },
    ],
    [
      '3. a pre-order car on application: PREORDER',
      car({ preorder: true, price_type: 'POA' }),
      off,
      { kind: 'preorder', label: 'PREORDER' },
    ],
    ['4. price $10 is not real', car({ price: 10 }), off, { kind: 'enquire', label: 'Enquire for price.', priceType: null }],
    [
      '4. price 0 with a before price only',
      car({ price: 0, before_price: 30_000 }),
      off,
      { kind: 'enquire', label: 'Enquire for price.', priceType: null },
    ],
    [
      '4. subscription 0 and no price',
      car({ subscription_price: 0 }),
      on,
      { kind: 'enquire', label: 'Enquire for price.', priceType: null },
    ],
  ])('%s', (_case, input, opts, expected) => {
    expect(priceDisplay(input, opts)).toEqual(expected);
  });
});

describe('wasNowLabel', () => {
  it('reads "Was {before price}, now:"', () => {
    expect(wasNowLabel('$33,990')).toBe('Was $33,990, now:');
  });
});
