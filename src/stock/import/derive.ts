/**
 * Listing fields the feeds do not have (status, flags, tag, dates), simulated deterministically from
 * each row's seed so the site's stock rules (spec §4 *Stock status*, *Card tag priority*) have
 * realistic cases on both sides of every threshold. Every simulated value is listed in the car's
 * `derived_fields` and described in the snapshot's `source.derived` (`derived-fields.ts`). What a feed
 * states (a listing label's status) is kept, not simulated. A rego expiry is never invented: no feed
 * has one, and a page would state it as fact ('Expires on …'), so `rego_expiry` stays null. Times are
 * Unix seconds relative to the snapshot's `generated_at` (the as-of instant); no clock is read.
 */
import type { CarType, StockStatus } from '../car-schema.ts';
import { unit } from './hash.ts';

const DAY = 86_400;

/** Shares used for the derived listing fields (fractions of the eligible cars). */
export const DERIVED_SHARES = {
  /** Cars sold, with a sale 0–6 days before as-of (the default sold-visible window is 3 days). */
  sold: 0.06,
  /** Cars coming soon. */
  comingSoon: 0.05,
  /** In-stock cars reserved. */
  reserved: 0.04,
  /** Used cars at most 5 years old that are certified. */
  certified: 0.2,
  /** Demo cars tagged 'Test Drive Only'. */
  testDriveOnly: 0.15,
} as const;

/** Days before as-of over which `created_at` is spread (about 9% land in the 8-day 'just arrived' window). */
export const CREATED_SPREAD_DAYS = 90;

/** The derived listing fields of one car. */
export interface DerivedListing {
  status: StockStatus;
  sold_date_timestamp: number | null;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  created_at: string;
  updated_at: string;
  /** Names of the fields above that are simulated: all, except a status the feed states, a pre-order's `reserved`, and nulls that do not apply. */
  fields: string[];
}

/** ISO-8601 UTC instant without milliseconds, e.g. `2026-11-19T08:41:00Z`. */
export function isoSeconds(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString().replace('.000Z', 'Z');
}

const minute = (t: number): number => Math.floor(t / 60) * 60;

/** The car facts the derived listing depends on: condition, year, item type, and what the feed states. */
export interface ListingInput {
  car_type: CarType;
  year: number;
  item_type: string;
  /** The status the feed states (kept, not derived), or null/absent to derive one. */
  status?: StockStatus | null;
  /** A factory order (spec §3 `preorder`): never reserved, there is no car to hold. */
  preorder?: boolean;
}

/**
 * Derives status, sale date, reserved, certified, tag and created/updated times for a car from its `seed`. A status the feed states is kept as it is (not simulated, not in `fields`); a
 * pre-order car is never reserved. `asOf` is the snapshot instant in Unix seconds. Pure and deterministic.
 */
export function deriveListing(seed: string, car: ListingInput, asOf: number): DerivedListing {
  const fields = ['certified', 'created_at', 'updated_at'];
  const s = unit(seed, 'status');
  const feedStatus = car.status ?? null;
  const status: StockStatus =
    feedStatus ?? (s < DERIVED_SHARES.sold ? 'sold' : s < DERIVED_SHARES.sold + DERIVED_SHARES.comingSoon ? 'coming_soon' : 'in_stock');
  if (feedStatus === null) fields.push('status');

  let sold: number | null = null;
  let created: number;
  let updated: number;
  if (status === 'sold') {
    sold = minute(asOf - unit(seed, 'sold') * 7 * DAY);
    created = minute(sold - (1 + unit(seed, 'created') * (CREATED_SPREAD_DAYS - 10)) * DAY);
    updated = sold;
    fields.push('sold_date_timestamp');
  } else {
    created = minute(asOf - unit(seed, 'created') * CREATED_SPREAD_DAYS * DAY);
    updated = minute(created + unit(seed, 'updated') * (asOf - created));
  }

  const preorder = car.preorder === true;
  const reserved = !preorder && status === 'in_stock' && unit(seed, 'reserved') < DERIVED_SHARES.reserved;
  if (!preorder) fields.push('reserved');
  const asOfYear = new Date(asOf * 1000).getUTCFullYear();
  const certified =
    car.car_type === 'used' && car.item_type === 'car' && car.year >= asOfYear - 5 && unit(seed, 'certified') < DERIVED_SHARES.certified;
  let tag: string | null = null;
  if (car.car_type === 'demo' && unit(seed, 'tag') < DERIVED_SHARES.testDriveOnly) {
    tag = 'Test Drive Only';
    fields.push('tag');
  }

  return {
    status,
    sold_date_timestamp: sold,
    reserved,
    certified,
    tag,
    created_at: isoSeconds(created),
    updated_at: isoSeconds(updated),
    fields,
  };
}
