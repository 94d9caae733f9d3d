/**
 * Search settings of a tenant (spec §2 *Car search*, §3 *Search facets*, §9 *Search*).
 */
import { z } from 'zod';

/** Sort options (spec §2; the first four are on by default, §9). */
export const SORT_OPTIONS = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice', 'lowestKm', 'newestYear', 'oldestYear'] as const;
export const SortOption = z.enum(SORT_OPTIONS);
export type SortOption = z.infer<typeof SortOption>;
export const DEFAULT_SORT_OPTIONS: SortOption[] = ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'];

/** Facets a tenant may switch on (spec §3 *Search facets* that the stock carries). */
export const FACETS = [
  'make',
  'model',
  'car_type',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'seats',
  'state',
  'city',
  'location_name',
  'dealership_name',
  'tag',
  'badge',
  'item_type',
  'year',
  'km',
  'price',
  'certified',
] as const;
export const Facet = z.enum(FACETS);
export type Facet = z.infer<typeof Facet>;

/** A promo card inserted into the results (spec §2: positions 4, 6, 8/17 or 9; within start and expiry dates). */
export const PromoCard = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().nullable().default(null),
  /** 1-based slot in the result list of each page. */
  position: z.number().int().min(1).max(21),
  start: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  expiry: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .default(null),
  link: z.object({ label: z.string().min(1), href: z.string().min(1) }),
  image: z.string().nullable().default(null),
});
export type PromoCard = z.output<typeof PromoCard>;

/** The search block's fields; {@link SearchSettings} adds the rules between them. */
const SearchSettingsFields = z.object({
  /** Which engine answers the site's searches: the per-tenant embedded index (default) or Meilisearch. */
  engine: z.enum(['embedded', 'meilisearch']).default('embedded'),
  meilisearch: z
    .object({
      host: z.string().url(),
      index_uid: z.string().regex(/^[A-Za-z0-9_-]+$/),
      /** Search-only key scoped to this tenant (written by `npm run search:sync`). */
      search_key: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
  /** Facets shown in the facet panel, in this order. */
  facets: z
    .array(Facet)
    .default([
      'make',
      'model',
      'car_type',
      'body',
      'price',
      'km',
      'year',
      'fuel',
      'transmission',
      'drive',
      'colour',
      'seats',
      'state',
      'location_name',
    ]),
  sort_options: z.array(SortOption).min(1).default(DEFAULT_SORT_OPTIONS),
  /** Price-ascending sort also filters price > 0 (spec §5: on some sites). */
  lowest_price_excludes_unpriced: z.boolean().default(false),
  /** Show the certified-only switch (spec §2). */
  certified_switch: z.boolean().default(false),
  promo_cards: z.array(PromoCard).default([]),
});

/** site.json `search`: the fields, and the certified switch or a certified facet, not both. */
export const SearchSettings = SearchSettingsFields.superRefine((s, ctx) => {
  // Both would mount two widgets on one attribute, and the URL's certified=true would tick both.
  if (s.certified_switch && s.facets.includes('certified'))
    ctx.addIssue({
      code: 'custom',
      path: ['certified_switch'],
      message: "the certified-only switch and a 'certified' facet in search.facets filter on the same thing: keep one",
    });
});
export type SearchSettings = z.output<typeof SearchSettings>;
