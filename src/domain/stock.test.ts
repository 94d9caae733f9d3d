import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOLD_VISIBLE_DAYS,
  isInStock,
  isListed,
  isSold,
  passesStockFilter,
  type FilterFields,
  type StockFilterRule,
  type VisibilityFields,
} from './stock.ts';

const DAY = 86_400;
/** 2025-06-14T02:00:00Z, a Saturday midday in Sydney. */
const NOW = Date.UTC(2025, 5, 14, 2) / 1000;

describe('isInStock / isSold (spec §4 Stock status)', () => {
  it.each([
    ['in_stock', true, false],
    ['coming_soon', true, false],
    ['sold', false, true],
    ['reserved-by-feed', false, true], // "sold (or any other status)"
    ['', false, true],
  ])('%s → in stock %s, sold %s', (status, inStock, sold) => {
    expect(isInStock(status)).toBe(inStock);
    expect(isSold(status)).toBe(sold);
  });
});

describe('isListed (spec §4: in_stock, coming_soon, sold within N days, show_on_dealer_website)', () => {
  const car = (over: Partial<VisibilityFields>): VisibilityFields => ({
    status: 'in_stock',
    sold_date_timestamp: null,
    show_on_dealer_website: true,
    ...over,
  });
  it('default sold window is 3 days', () => expect(DEFAULT_SOLD_VISIBLE_DAYS).toBe(3));

  it.each<[string, VisibilityFields, number | undefined, boolean]>([
    ['in stock', car({}), undefined, true],
    ['coming soon', car({ status: 'coming_soon' }), undefined, true],
    ['in stock but show_on_dealer_website false', car({ show_on_dealer_website: false }), undefined, false],
    ['coming soon but show_on_dealer_website false', car({ status: 'coming_soon', show_on_dealer_website: false }), undefined, false],
    ['sold 1 day ago', car({ status: 'sold', sold_date_timestamp: NOW - DAY }), undefined, true],
    ['sold exactly 3 days ago (boundary, inclusive)', car({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY }), undefined, true],
    ['sold 3 days and 1 second ago', car({ status: 'sold', sold_date_timestamp: NOW - 3 * DAY - 1 }), undefined, false],
    ['sold just now', car({ status: 'sold', sold_date_timestamp: NOW }), undefined, true],
    ['sold without a sale date', car({ status: 'sold' }), undefined, false],
    [
      'sold recently but hidden from the website',
      car({ status: 'sold', sold_date_timestamp: NOW - DAY, show_on_dealer_website: false }),
      undefined,
      false,
    ],
    ['site override 7 days: sold 6 days ago', car({ status: 'sold', sold_date_timestamp: NOW - 6 * DAY }), 7, true],
    ['site override 7 days: sold 8 days ago', car({ status: 'sold', sold_date_timestamp: NOW - 8 * DAY }), 7, false],
    ['site override 0 days: sold an hour ago', car({ status: 'sold', sold_date_timestamp: NOW - 3600 }), 0, false],
    ['unknown status counts as sold', car({ status: 'withdrawn', sold_date_timestamp: NOW - DAY }), undefined, true],
    [
      'sale date in milliseconds (bad feed, far future) is not listed',
      car({ status: 'sold', sold_date_timestamp: NOW * 1000 }),
      undefined,
      false,
    ],
  ])('%s', (_case, input, soldVisibleDays, expected) => {
    const opts = soldVisibleDays === undefined ? { now: NOW } : { now: NOW, soldVisibleDays };
    expect(isListed(input, opts)).toBe(expected);
  });
});

describe('passesStockFilter (spec §1 per-site stock filter)', () => {
  const car = (over: Partial<FilterFields>): FilterFields => ({
    car_type: 'used',
    item_type: 'car',
    make: 'Toyota',
    price: 29_990,
    stocknum: 'U1234',
    ...over,
  });
  it.each<[string, FilterFields, StockFilterRule, boolean]>([
    ['empty filter keeps everything', car({ price: null }), {}, true],
    ['used-only keeps a used car', car({}), { car_types: ['used'] }, true],
    ['used-only drops a new car', car({ car_type: 'new' }), { car_types: ['used'] }, false],
    ['used-only drops a demo car', car({ car_type: 'demo' }), { car_types: ['used'] }, false],
    ['price above zero drops POA', car({ price: null }), { price_above: 0 }, false],
    ['price above zero drops $0', car({ price: 0 }), { price_above: 0 }, false],
    ['price above zero keeps $1', car({ price: 1 }), { price_above: 0 }, true],
    ['price above 5000 is strict', car({ price: 5000 }), { price_above: 5000 }, false],
    ['excluded stock number dropped', car({}), { exclude_stocknums: ['U1234'] }, false],
    ['other stock number kept', car({ stocknum: 'U9999' }), { exclude_stocknums: ['U1234'] }, true],
    ['makes are case-insensitive', car({ make: 'MERCEDES-BENZ' }), { makes: ['Mercedes-Benz'] }, true],
    ['make not in list dropped', car({ make: 'Kia' }), { makes: ['Toyota', 'Mazda'] }, false],
    ['caravans only drops cars', car({}), { item_types: ['caravan'] }, false],
    ['caravans only keeps a caravan', car({ item_type: 'caravan', make: 'Jayco' }), { item_types: ['caravan'] }, true],
    ['all criteria together pass', car({}), { car_types: ['used'], makes: ['toyota'], price_above: 0, exclude_stocknums: ['X'] }, true],
    [
      'all criteria but one excluded stocknum',
      car({}),
      { car_types: ['used'], makes: ['toyota'], price_above: 0, exclude_stocknums: ['U1234'] },
      false,
    ],
  ])('%s', (_case, input, filter, expected) => {
    expect(passesStockFilter(input, filter)).toBe(expected);
  });
});
