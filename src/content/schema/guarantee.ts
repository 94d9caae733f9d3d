/**
 * One item of the guarantees banner (spec §2 "a guarantees banner", §9 *Reservation and claims*: "one
 * haggle-free price, 48hr money back guarantee, lifetime engine guarantee, cool value servicing for
 * life, 12 months roadside assist"), an entry of the `guarantees` list. The platform lists them all
 * (`src/content/guarantees.json`); a site shows only those it names in `site.json` `guarantees`, since
 * each one is a promise the dealer must keep.
 */
import { z } from 'zod';

export const Guarantee = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase id like "money-back-48h"'),
  title: z.string().min(1),
  text: z.string().min(1),
  /** Where the conditions are written (the terms page's `#guarantee-{id}` section), or null. */
  terms_href: z.string().nullable().default(null),
  /** The conditions, shown in that section of `/terms-and-conditions/` on sites that advertise it; null: none. */
  conditions: z.string().min(1).nullable().default(null),
});
export type Guarantee = z.output<typeof Guarantee>;
