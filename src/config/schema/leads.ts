/**
 * Lead handling settings of a tenant: where the edge API delivers leads (the dealer's CRM), how long
 * personal data is kept, which extra browser origins may call the API, and the form switches of
 * spec §5 *Forms*. Every field has a default, so a tenant without a `leads` section still takes leads
 * (stored, not delivered).
 */
import { z } from 'zod';
import type { LeadSwitches } from '../../domain/lead.ts';

/**
 * The dealer CRM's intake (issue #6 delivery), over HTTPS. ADF by e-mail needs a mail transport the
 * platform does not have yet. Secrets (the webhook signing key) never live here: see the API's env.
 */
export const CrmDelivery = z.object({
  /** JSON webhook: each lead is POSTed as `application/json`. Null = none. */
  webhook_url: z.string().url().nullable().default(null),
  /** ADF 1.0 XML endpoint: each lead is POSTed as `application/xml` (the automotive lead standard). Null = none. */
  adf_url: z.string().url().nullable().default(null),
  /** Sender (vendor/provider) name written into ADF. */
  provider_name: z.string().min(1).default('Dealer Website'),
});
export type CrmDelivery = z.output<typeof CrmDelivery>;

export const LeadSettings = z.object({
  /**
   * Origin of the edge API this site's forms, quotes, view counts and phone reveals call, e.g.
   * `https://api.example.com.au` (no path). Baked into the built pages. `npm run build -- --api-base`
   * overrides it (previews, tests). Null: the pages call `/api/...` on the site's own host (a CDN that
   * routes `/api/*` to the edge API, `npm start`, `npm run preview`; `apiPrefix`); the build warns.
   */
  api_base_url: z
    .string()
    .regex(/^https?:\/\/[^/\s]+$/, 'expected an origin like https://api.example.com.au (no path, no trailing slash)')
    .nullable()
    .default(null),
  crm: CrmDelivery.default(CrmDelivery.parse({})),
  /** Personal data in leads is de-identified this many days after submission (default 365). */
  retention_days: z.number().int().min(1).max(3650).default(365),
  /**
   * Browser origins allowed besides `site_url` (scheme://host[:port], no path), e.g. the localhost
   * preview port `http://localhost:4321` or a staging host.
   */
  allowed_origins: z
    .array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'expected an origin like https://www.example.com.au (no path)'))
    .default([]),
  /** Comments required on enquiry forms (spec §5: "message required unless the site disables that"). */
  message_required: z.boolean().default(true),
  /** Terms checkbox shown and required, and which spec wording its error uses (spec §5). */
  terms_required: z.boolean().default(false),
  terms_message: z.enum(['short', 'long']).default('short'),
  /** Location select shown (and so required) on enquiry forms (spec §5). */
  location_select: z.boolean().default(false),
  /** Preferred-dealership select shown (and so required) on enquiry forms (spec §5). */
  dealership_select: z.boolean().default(false),
  /** Test-drive appointment slot length in minutes (one booking per slot and location). */
  test_drive_slot_minutes: z.number().int().min(10).max(240).default(30),
  /** Service booking slot length in minutes (a drop-off time at a service location; one booking per slot and location). */
  service_slot_minutes: z.number().int().min(10).max(240).default(30),
  /** Earliest bookable slot, in minutes from now. */
  test_drive_notice_minutes: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60)
    .default(120),
});
export type LeadSettings = z.output<typeof LeadSettings>;

/**
 * The spec §5 form switches of a site for `leadSchema(form, switches)`, with the site's locations and
 * dealerships as the allowed select values. The form islands and the API door both call this, so a
 * form and the API validate with the same rules.
 */
export function leadSwitches(site: {
  leads: LeadSettings;
  locations: readonly { id: string }[];
  dealerships: readonly { slug: string }[];
}): LeadSwitches {
  return {
    message_required: site.leads.message_required,
    terms_required: site.leads.terms_required,
    terms_message: site.leads.terms_message,
    location_required: site.leads.location_select,
    location_ids: site.locations.map((l) => l.id),
    dealership_required: site.leads.dealership_select,
    dealership_slugs: site.dealerships.map((d) => d.slug),
  };
}
