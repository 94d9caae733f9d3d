/**
 * The tenant (site) config, spec §3 *Site config*. One JSON file per tenant at
 * `sites/<slug>/site.json`, validated by `SiteConfig`. Types: `SiteConfigInput` is what a tenant
 * file may say; `SiteConfig` is the resolved config with every default filled.
 */
import { z } from 'zod';
import { AccountSettings } from './accounts.ts';
import { Dealership, Location, LocationBlocks, Manufacturer, OpeningHoursDisplay } from './locations.ts';
import { ReviewSettings } from './reviews.ts';
import { ComplaintsContact, Features, FinanceSettings, Phones, TagSettings } from './features.ts';
import { Navigation } from './navigation.ts';
import { Template, TEMPLATE_TRAITS } from './templates.ts';
import { Guarantees, LegalSettings } from './legal.ts';
import { LeadSettings } from './leads.ts';
import { SearchSettings } from './search.ts';
import { QualitySettings } from './quality.ts';
import { StockSettings } from './stock.ts';
import { Theme } from './theme.ts';

export const SiteConfig = z
  .object({
    $schema: z.string().optional(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug matching the folder name'),
    /** Trading name shown in the header, titles and footer. */
    name: z.string().min(1),
    template: Template.default('standard'),
    /** Public site URL with scheme, e.g. https://www.example.com.au (canonical URLs, sitemap). */
    site_url: z.string().url(),
    /** Base domain of the manufacturer's dealer network; when set, service booking goes there (spec §2). */
    base_domain: z.string().nullable().default(null),
    email: z.string().email(),
    /** IANA time zone of the dealer (opening hours, dates). */
    timezone: z.string().default('Australia/Sydney'),
    dealership_id: z.string().min(1),
    dealerships: z.array(Dealership).min(1),
    /** Makes this site sells (spec §3 `dealership_websites (make)`). Empty means all makes. */
    dealership_websites: z.array(z.string()).default([]),
    manufacturer: Manufacturer.nullable().default(null),
    locations: z.array(Location).min(1),
    specifications: TagSettings.default(TagSettings.parse({})),
    /** Stock count shown when a search count passes 1999 (spec §9); null means sum the facet counts. */
    stock_count: z.number().int().positive().nullable().default(null),
    stock: StockSettings.default(StockSettings.parse({})),
    features: Features.default(Features.parse({})),
    search: SearchSettings.default(SearchSettings.parse({})),
    /** Reviews are shown only above this average rating (spec §5, default 4). */
    review_minimum_rating: z.number().min(0).max(5).default(4),
    /** Reviews block settings (spec §5, §9); the reviews are `sites/<slug>/content/reviews.json`. */
    reviews: ReviewSettings.default(ReviewSettings.parse({})),
    /** How closed days read in hours tables (spec §8). */
    opening_hours: OpeningHoursDisplay.default(OpeningHoursDisplay.parse({})),
    /** The location block of each page that has one (spec §2 *Locations*, §9). */
    location_blocks: LocationBlocks.default(LocationBlocks.parse({})),
    finance: FinanceSettings.default(FinanceSettings.parse({})),
    phones: Phones.default(Phones.parse({})),
    navigation: Navigation.default(Navigation.parse({})),
    /** Who handles complaints (spec §2 complaint page: "the department manager contact"); null: the site's e-mail and main phone. */
    complaints_contact: ComplaintsContact.nullable().default(null),
    /** Legal entity, ABN and privacy contact of the privacy policy and terms (issue #10). */
    legal: LegalSettings.default(LegalSettings.parse({})),
    /** Guarantees advertised in the guarantees banner (spec §2, §9); none by default. */
    guarantees: Guarantees,
    theme: Theme.default(Theme.parse({})),
    /** Lead delivery, retention, allowed API origins and form switches (issue #6). */
    leads: LeadSettings.default(LeadSettings.parse({})),
    /** Sign-in gates, reservation payments and the spin-to-win promotion (issue #13). */
    accounts: AccountSettings.default(AccountSettings.parse({})),
    /** Budgets of the quality report, `npm run quality` (issue #14 item 6); defaults in src/domain/quality.ts. */
    quality: QualitySettings.default(QualitySettings.parse({})),
  })
  .strict()
  .superRefine((site, ctx) => {
    const dealershipIds = new Set(site.dealerships.map((d) => d.id));
    if (!dealershipIds.has(site.dealership_id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['dealership_id'],
        message: `"${site.dealership_id}" is not one of the dealerships' ids (${[...dealershipIds].join(', ')})`,
      });
    }
    const seen = new Map<string, number>();
    site.locations.forEach((loc, i) => {
      if (!dealershipIds.has(loc.dealership_id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['locations', i, 'dealership_id'],
          message: `"${loc.dealership_id}" is not one of the dealerships' ids`,
        });
      }
      for (const key of ['id', 'slug'] as const) {
        const k = `${key}:${loc[key]}`;
        if (seen.has(k))
          ctx.addIssue({
            code: 'custom',
            path: ['locations', i, key],
            message: `duplicate location ${key} "${loc[key]}" (also locations[${seen.get(k)}])`,
          });
        else seen.set(k, i);
      }
    });
    site.locations.forEach((loc, i) => {
      loc.special_hours.forEach((sh, j) => {
        if (sh.location_id !== null && sh.location_id !== loc.id) {
          ctx.addIssue({
            code: 'custom',
            path: ['locations', i, 'special_hours', j, 'location_id'],
            message: `"${sh.location_id}" is not this location ("${loc.id}")`,
          });
        }
      });
    });
    for (const [page, block] of Object.entries(site.location_blocks)) {
      const id = block?.filter.startsWith('id:') ? block.filter.slice(3) : null;
      if (id !== null && !site.locations.some((l) => l.id === id)) {
        ctx.addIssue({
          code: 'custom',
          path: ['location_blocks', page, 'filter'],
          message: `no location has id "${id}" (ids: ${site.locations.map((l) => l.id).join(', ')})`,
        });
      }
    }
    const sales = site.locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
    if (sales.length === 0) ctx.addIssue({ code: 'custom', path: ['locations'], message: 'at least one sales location is required' });
    const mandatory = TEMPLATE_TRAITS[site.template].navigation.mandatory;
    site.navigation.hide.forEach((key, i) => {
      if (mandatory.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: ['navigation', 'hide', i],
          message: `"${key}" is a mandatory entry of the ${site.template} template (mandatory: ${mandatory.join(', ')})`,
        });
    });
    if (site.search.engine === 'meilisearch' && !site.search.meilisearch) {
      ctx.addIssue({ code: 'custom', path: ['search', 'meilisearch'], message: 'required when search.engine is "meilisearch"' });
    }
  });

export type SiteConfig = z.output<typeof SiteConfig>;
export type SiteConfigInput = z.input<typeof SiteConfig>;
