/**
 * Which cars a tenant lists (spec §1 per-site stock filter, §4 *Stock status*).
 */
import { z } from 'zod';
import { CAR_TYPES, ITEM_TYPES } from '../../domain/stock.ts';

/**
 * A tenant's stock filter (spec §1: "for example used-only, excluding certain stock numbers, price
 * above zero"). Every criterion is optional; an empty filter keeps every car. When a tenant sets
 * none, the platform default filter applies (`DEFAULT_STOCK_FILTER`).
 */
export const StockFilter = z.object({
  /** Keep only these car types. */
  car_types: z.array(z.enum(CAR_TYPES)).min(1).optional(),
  /** Keep only these item types (car, caravan, motorcycle). */
  item_types: z.array(z.enum(ITEM_TYPES)).min(1).optional(),
  /** Keep only these makes (case-insensitive). */
  makes: z.array(z.string().min(1)).min(1).optional(),
  /** Keep only cars priced strictly above this many AUD dollars (cars without a price are dropped). */
  price_above: z.number().nonnegative().optional(),
  /** Drop these stock numbers. */
  exclude_stocknums: z.array(z.string().min(1)).default([]),
});
export type StockFilter = z.output<typeof StockFilter>;

/** The platform's default stock filter: every car type and item type. */
export const DEFAULT_STOCK_FILTER: StockFilter = { exclude_stocknums: [] };

export const StockSettings = z.object({
  /** The tenant's own filter; when absent the default filter applies. */
  filter: StockFilter.optional(),
  /** Sold cars stay listed this many days after sale (spec §4, default 3). */
  sold_visible_days: z.number().int().min(0).max(60).default(3),
  /** New cars in the feed without a yard ("available to order") are listed at the primary sales location. */
  unlocated_to_primary: z.boolean().default(false),
  /**
   * Hosts the build may fetch this tenant's remote car images from (issue #12 item 6): exact host names
   * (`images.dealer.example`) or `*.` + a domain for its subdomains (`*.cdn.example`). Default none: an
   * `http(s)` image on any other host is skipped with a warning. Local images are always read from the
   * snapshot's own folder only.
   */
  image_hosts: z
    .array(z.string().regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*$/i, 'expected a host name such as images.dealer.example or *.cdn.example'))
    .default([]),
});
export type StockSettings = z.output<typeof StockSettings>;
