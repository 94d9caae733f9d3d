/**
 * One offer (spec §3 *Offer*: id, name, description, disclaimer, category, manufacturer, model, image,
 * excluded_website_ids), an entry of the `offers` list: the platform's manufacturer-wide offers in
 * `src/content/offers.json`, or a tenant's own list in `sites/<slug>/content/offers.json` (which replaces
 * the platform's). Which offers a site shows, and where, is `src/domain/offers.ts` (spec §4 *Offers*, §9).
 */
import { z } from 'zod';

const date = () =>
  z.union([
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2026-12-31"'),
    z.date().transform((d) => d.toISOString().slice(0, 10)),
  ]);

export const Offer = z.strictObject({
  /** URL segment of the offer: `/offers/{id}/` (lower-case letters, digits and hyphens). */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug like "cx-5-drive-away"'),
  /** The offer's title. */
  name: z.string().min(1).max(120),
  /** Shown in full when 200 characters or fewer, else cut to 160 with View more (spec §9). */
  description: z.string().min(1),
  /** Terms of the offer; cut to 200 characters with View more (spec §9). */
  disclaimer: z.string().default(''),
  /** What kind of offer, shown as its label (spec §3: e.g. 'Finance offer'). */
  category: z.string().min(1).default('Special offer'),
  /** The make it is for (spec §3 manufacturer name); null: any car. Offers of a make a site does not sell are not shown there. */
  manufacturer: z.string().min(1).nullable().default(null),
  /** Models it applies to (spec §3 model), named as the stock names them (`src/stock/model-names.ts` normalises both). */
  models: z.array(z.string().min(1)).default([]),
  /** Stock numbers of particular cars it applies to. */
  stock_numbers: z.array(z.string().min(1)).default([]),
  /** Picture: a path in the site's public folder (`/offers/cx-5.svg`) or an https URL, with its alt text. */
  image: z
    .strictObject({ src: z.string().regex(/^(\/|https:\/\/)/, 'expected a /path or an https:// URL'), alt: z.string() })
    .nullable()
    .default(null),
  /** First and last day it runs (inclusive, `YYYY-MM-DD` in the site's time zone); null: open. */
  start: date().nullable().default(null),
  expiry: date().nullable().default(null),
  /** Sites (site.json `slug`) that must not show it (spec §3 excluded_website_ids). */
  excluded_website_ids: z.array(z.string()).default([]),
  /** The call to action; default: the offer page's enquiry form. */
  cta: z
    .strictObject({ label: z.string().min(1), href: z.string().min(1) })
    .nullable()
    .default(null),
  /** Fictional demonstration data: labelled as a sample on the site. */
  sample: z.boolean().default(false),
});
export type Offer = z.output<typeof Offer>;
