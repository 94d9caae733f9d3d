/**
 * Stock rules: which cars a site lists (spec §1 stock filter, §4 *Stock status*).
 * Plain data in, plain data out; "now" is always passed in.
 */

/** Car `status` (spec §3): in_stock, coming_soon, sold, or any other feed value (which counts as sold). */
export type StockStatusValue = 'in_stock' | 'coming_soon' | 'sold' | (string & {});

/** The car fields the visibility rule reads. */
export interface VisibilityFields {
  status: StockStatusValue;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
}

/** Default number of days a sold car stays listed (spec §4). */
export const DEFAULT_SOLD_VISIBLE_DAYS = 3;

/** Car type (spec §3): new, used or demo. */
export const CAR_TYPES = ['new', 'demo', 'used'] as const;

/** What is being sold (spec §3 `item_type`): cars by default, also caravans and motorcycles. */
export const ITEM_TYPES = ['car', 'caravan', 'motorcycle'] as const;

/** 'In stock' for button purposes: in_stock or coming_soon (spec §4 *Stock status*). */
export function isInStock(status: StockStatusValue): boolean {
  return status === 'in_stock' || status === 'coming_soon';
}

/** Sold means any status other than in_stock or coming_soon (spec §4: "sold (or any other status)"). */
export function isSold(status: StockStatusValue): boolean {
  return !isInStock(status);
}

/**
 * Whether a car is listed on the site and in search (spec §4): `show_on_dealer_website` true and
 * status in_stock, coming_soon, or sold within `soldVisibleDays` days before `now`
 * (a sold car without a sale date is not listed). `now` and `sold_date_timestamp` in Unix seconds; the
 * window is inclusive (sold exactly N days ago is listed). A sale date after `now` is not listed: it is
 * most likely a millisecond timestamp from a bad feed, which would otherwise stay listed for decades.
 */
export function isListed(car: VisibilityFields, opts: { now: number; soldVisibleDays?: number }): boolean {
  if (!car.show_on_dealer_website) return false;
  if (isInStock(car.status)) return true;
  if (car.sold_date_timestamp === null) return false;
  const days = opts.soldVisibleDays ?? DEFAULT_SOLD_VISIBLE_DAYS;
  const age = opts.now - car.sold_date_timestamp;
  return age >= 0 && age <= days * 86_400;
}

/** A stock filter (spec §1): every criterion optional; see `src/config/schema/stock.ts`. */
export interface StockFilterRule {
  car_types?: readonly string[] | undefined;
  item_types?: readonly string[] | undefined;
  makes?: readonly string[] | undefined;
  price_above?: number | undefined;
  exclude_stocknums?: readonly string[] | undefined;
}

/** The car fields the stock filter reads. */
export interface FilterFields {
  car_type: string;
  item_type: string;
  make: string;
  price: number | null;
  stocknum: string;
}

/**
 * Whether a car passes a stock filter (spec §1: e.g. used-only, excluding stock numbers, price above zero).
 * Makes compare case-insensitively; `price_above` is strict and drops cars without a price; stock numbers
 * compare exactly.
 */
export function passesStockFilter(car: FilterFields, filter: StockFilterRule): boolean {
  if (filter.car_types && !filter.car_types.includes(car.car_type)) return false;
  if (filter.item_types && !filter.item_types.includes(car.item_type)) return false;
  if (filter.makes && !filter.makes.some((m) => m.toLowerCase() === car.make.toLowerCase())) return false;
  if (filter.price_above !== undefined && !(car.price !== null && car.price > filter.price_above)) return false;
  if (filter.exclude_stocknums?.includes(car.stocknum)) return false;
  return true;
}
