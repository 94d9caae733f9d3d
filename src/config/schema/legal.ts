/**
 * The tenant's legal identity and trust settings: who the privacy policy and terms are from (spec §2
 * privacy page: "the tenant's legal entity and contact"), and which guarantees the site advertises
 * (spec §2 guarantees banner, §9 *Reservation and claims*).
 */
import { z } from 'zod';

export const LegalSettings = z.object({
  /** Registered name of the business behind the site, e.g. "Harbourline Motors Pty Ltd"; null: the trading `name`. */
  entity_name: z.string().min(1).nullable().default(null),
  /** Australian Business Number, 11 digits (spaces allowed), or null. */
  abn: z
    .string()
    .regex(/^\d{2} ?\d{3} ?\d{3} ?\d{3}$/, 'expected an 11-digit ABN like "12 345 678 901"')
    .nullable()
    .default(null),
  /** Where privacy requests and complaints go; null: the site's `email`. */
  privacy_email: z.string().email().nullable().default(null),
});
export type LegalSettings = z.output<typeof LegalSettings>;

/**
 * Ids of the guarantees the site advertises in its guarantees banner (entries of the `guarantees`
 * content list: `haggle-free-price`, `money-back-48h`, `lifetime-engine`, `servicing-for-life`,
 * `roadside-assist-12m`). Empty (the default): no banner, since each one is a promise the dealer keeps.
 */
export const Guarantees = z
  .array(z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a guarantee id like "money-back-48h"'))
  .default([]);
