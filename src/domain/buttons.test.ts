import { describe, expect, it } from 'vitest';
import {
  carButtons,
  favouriteAction,
  hasHistoryReport,
  isCheckoutEligible,
  showCertifiedBadge,
  showMakeAnOffer,
  showTradeIn,
  type ButtonCarFields,
  type ButtonSiteSettings,
  type CarButtons,
  type FavouriteAction,
} from './buttons.ts';

const car = (over: Partial<ButtonCarFields>): ButtonCarFields => ({
  status: 'in_stock',
  reserved: false,
  certified: false,
  preorder: false,
  car_type: 'used',
  make: 'Toyota',
  price: 29_990,
  offer_price: null,
  file: null,
  images: [{ url: 'a.jpg' }],
  ...over,
});
const site = (over: Partial<ButtonSiteSettings> = {}): ButtonSiteSettings => ({
  checkout: true,
  online_purchase: false,
  trade_in: true,
  manufacturer: null,
  favourites: true,
  favourites_require_price_and_images: false,
  ...over,
});

describe('isCheckoutEligible (spec §5, §4: in stock, not sold, not reserved, real price)', () => {
  it.each<[string, Partial<ButtonCarFields>, boolean]>([
    ['in stock with a price', {}, true],
    ['coming soon with a price', { status: 'coming_soon' }, true],
    ['sold', { status: 'sold' }, false],
    ['reserved', { reserved: true }, false],
    [
      'a pre-order (factory order, the real feed\'s "NEW Available to order", e.g. 2023 Renault Arkana ZEN $37,500)',
      { preorder: true, car_type: 'new', price: 37_500 },
      false,
    ],
    ['POA', { price: null }, false],
    ['$10 is not a real price', { price: 10 }, false],
    ['$0 price but a real offer price', { price: 0, offer_price: 24_990 }, true],
  ])('%s', (_case, over, expected) => {
    expect(isCheckoutEligible(car(over))).toBe(expected);
  });
});

describe('hasHistoryReport (spec §5: only if the car has a file)', () => {
  it.each([
    ['https://reports.example/abc.pdf', true],
    [null, false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (file, expected) => {
    expect(hasHistoryReport({ file })).toBe(expected);
  });
});

describe('showTradeIn (designed rule: site offers trade-in, car in stock)', () => {
  it.each<[string, Partial<ButtonCarFields>, boolean, boolean]>([
    ['in stock on a trade-in site', {}, true, true],
    ['coming soon on a trade-in site', { status: 'coming_soon' }, true, true],
    ['reserved car keeps trade-in', { reserved: true }, true, true],
    ['POA car keeps trade-in', { price: null }, true, true],
    ['sold car', { status: 'sold' }, true, false],
    ['site without trade-in', {}, false, false],
  ])('%s', (_case, over, tradeIn, expected) => {
    expect(showTradeIn(car(over), { trade_in: tradeIn })).toBe(expected);
  });
});

describe('showMakeAnOffer (features.make_an_offer, a car in stock now and not reserved)', () => {
  it.each<[string, Partial<ButtonCarFields>, boolean, boolean]>([
    ['in stock on a site offering it', {}, true, true],
    ['the site switch off', {}, false, false],
    ['coming soon', { status: 'coming_soon' }, true, false],
    ['reserved', { reserved: true }, true, false],
    ['sold', { status: 'sold' }, true, false],
    ['a POA car can take an offer', { price: null }, true, true],
  ])('%s', (_case, over, makeAnOffer, expected) => {
    expect(showMakeAnOffer(car(over), { make_an_offer: makeAnOffer })).toBe(expected);
  });
});

describe('showCertifiedBadge (spec §5: that manufacturer, certified, not sold)', () => {
  it.each<[string, Partial<ButtonCarFields>, string | null, boolean]>([
    ['certified Toyota on a Toyota site', { certified: true }, 'Toyota', true],
    ['make compared case-insensitively', { certified: true, make: 'TOYOTA' }, 'Toyota', true],
    ['"Mercedes Benz" matches "Mercedes-Benz"', { certified: true, make: 'Mercedes Benz' }, 'Mercedes-Benz', true],
    ['not certified', { certified: false }, 'Toyota', false],
    ['certified but sold', { certified: true, status: 'sold' }, 'Toyota', false],
    ['certified Kia on a Toyota site', { certified: true, make: 'Kia' }, 'Toyota', false],
    ['multi-brand site has no brand badge', { certified: true }, null, false],
    ['coming soon certified car', { certified: true, status: 'coming_soon' }, 'Toyota', true],
  ])('%s', (_case, over, manufacturer, expected) => {
    expect(showCertifiedBadge(car(over), manufacturer)).toBe(expected);
  });
});

describe('favouriteAction (spec §4 Favourites)', () => {
  const strict = site({ favourites_require_price_and_images: true });
  it.each<[string, Partial<ButtonCarFields>, ButtonSiteSettings, boolean, FavouriteAction]>([
    ['in-stock car, not saved', {}, site(), false, 'save'],
    ['in-stock car, saved', {}, site(), true, 'unsave'],
    ['sold car not already saved cannot be saved', { status: 'sold' }, site(), false, 'hidden'],
    ['sold car already saved can be unsaved', { status: 'sold' }, site(), true, 'unsave'],
    ['coming soon car can be saved', { status: 'coming_soon' }, site(), false, 'save'],
    ['favourites off on this site', {}, site({ favourites: false }), true, 'hidden'],
    ['strict site: new car with no price', { car_type: 'new', price: null }, strict, false, 'hidden'],
    ['strict site: demo car with no images', { car_type: 'demo', images: [] }, strict, false, 'hidden'],
    ['strict site: new car with price and images', { car_type: 'new' }, strict, false, 'save'],
    [
      'strict site: used car with no price or images is still savable',
      { car_type: 'used', price: null, images: [] },
      strict,
      false,
      'save',
    ],
    ['lenient site: new car with no price or images', { car_type: 'new', price: null, images: [] }, site(), false, 'save'],
  ])('%s', (_case, over, settings, saved, expected) => {
    expect(favouriteAction(car(over), settings, saved)).toBe(expected);
  });
});

describe('carButtons', () => {
  it.each<[string, Partial<ButtonCarFields>, Partial<ButtonSiteSettings>, boolean, CarButtons]>([
    [
      'in-stock used car with a history report on a checkout site',
      { file: 'r.pdf' },
      {},
      false,
      {
        reserve: true,
        onlinePurchase: false,
        historyReport: true,
        tradeIn: true,
        certifiedBadge: false,
        findSimilar: false,
        favourite: 'save',
      },
    ],
    [
      'online purchase switched on too',
      {},
      { online_purchase: true },
      false,
      {
        reserve: true,
        onlinePurchase: true,
        historyReport: false,
        tradeIn: true,
        certifiedBadge: false,
        findSimilar: false,
        favourite: 'save',
      },
    ],
    [
      'checkout switched off: no reserve',
      {},
      { checkout: false, online_purchase: true },
      false,
      {
        reserve: false,
        onlinePurchase: true,
        historyReport: false,
        tradeIn: true,
        certifiedBadge: false,
        findSimilar: false,
        favourite: 'save',
      },
    ],
    [
      'reserved car: no reserve or online purchase',
      { reserved: true },
      { online_purchase: true },
      false,
      {
        reserve: false,
        onlinePurchase: false,
        historyReport: false,
        tradeIn: true,
        certifiedBadge: false,
        findSimilar: false,
        favourite: 'save',
      },
    ],
    [
      'POA car: no reserve',
      { price: null },
      {},
      false,
      {
        reserve: false,
        onlinePurchase: false,
        historyReport: false,
        tradeIn: true,
        certifiedBadge: false,
        findSimilar: false,
        favourite: 'save',
      },
    ],
    [
      'sold certified Toyota on a Toyota site, saved',
      { status: 'sold', certified: true },
      { manufacturer: 'Toyota' },
      true,
      {
        reserve: false,
        onlinePurchase: false,
        historyReport: false,
        tradeIn: false,
        certifiedBadge: false,
        findSimilar: true,
        favourite: 'unsave',
      },
    ],
    [
      'certified Toyota in stock on a Toyota site',
      { certified: true },
      { manufacturer: 'Toyota' },
      false,
      {
        reserve: true,
        onlinePurchase: false,
        historyReport: false,
        tradeIn: true,
        certifiedBadge: true,
        findSimilar: false,
        favourite: 'save',
      },
    ],
  ])('%s', (_case, over, siteOver, saved, expected) => {
    expect(carButtons(car(over), site(siteOver), saved)).toEqual(expected);
  });
});
