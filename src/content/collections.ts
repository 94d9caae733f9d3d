/**
 * The content collections of the platform: ONE row per collection (architecture: `src/content/` +
 * `sites/<slug>/content/`). Each tenant's content is the platform's defaults in `src/content/<name>…`
 * with the tenant's own files from `sites/<slug>/content/<name>…` over them, resolved before the tenant's
 * build (`resolve.ts`, called by the prepare step) into its prepared data folder, where Astro's content
 * layer loads it (`src/content.config.ts`) and pages read it through `read.ts`.
 *
 * Two kinds:
 * - `pages`: Markdown files `<name>/<id>.md` (frontmatter validated by `schema`, body rendered by Astro;
 *   `{{token}}` placeholders filled per tenant, see `tokens.ts`). A tenant's file replaces the platform's
 *   file of the same path; other platform files stay.
 * - `list`: one JSON array `<name>.json` of entries with an `id`, each validated by `schema`. A tenant's
 *   file replaces the platform's list as a whole.
 *
 * To add a collection: add a row here with its zod schema (in `schema/`), put any platform defaults in
 * `src/content/<name>/` or `src/content/<name>.json`, and read it in pages with `getCollection('<name>')`
 * through a typed accessor in `read.ts`. Nothing else changes: the resolver, the loader and the
 * README's table of content folders follow this table.
 */
import type { z } from 'zod';
import { Accessory } from './schema/accessory.ts';
import { Guarantee } from './schema/guarantee.ts';
import { LegalPage } from './schema/legal.ts';
import { Model } from './schema/model.ts';
import { Offer } from './schema/offer.ts';
import { BlogPost, ContentPage } from './schema/page.ts';
import { Review } from './schema/review.ts';
import { ServicePlan } from './schema/service-plan.ts';

/** `pages`: Markdown files with frontmatter; `list`: one JSON array of entries. */
export type CollectionKind = 'pages' | 'list';

/** One collection: its kind, the zod schema of an entry (frontmatter for `pages`), and what it holds. */
export interface CollectionDef {
  kind: CollectionKind;
  schema: z.ZodType;
  about: string;
}

export const CONTENT_COLLECTIONS = {
  legal: {
    kind: 'pages',
    schema: LegalPage,
    about: 'legal and trust pages: privacy-policy, terms-and-conditions, complaint-handling-process (spec §2)',
  },
  reviews: {
    kind: 'list',
    schema: Review,
    about: 'customer reviews shown in the reviews block (spec §3 Review); none by default',
  },
  guarantees: {
    kind: 'list',
    schema: Guarantee,
    about: 'the guarantees a site may advertise in its banner (spec §9); a site picks ids with site.json `guarantees`',
  },
  offers: {
    kind: 'list',
    schema: Offer,
    about:
      "offers (spec §3 Offer): the platform's manufacturer-wide offers, or the tenant's own list; shown only while running (src/domain/offers.ts)",
  },
  models: {
    kind: 'list',
    schema: Model,
    about:
      "the model range per make (spec §3 Model): platform ranges shared by tenants of that make, or the tenant's own list; the models menu and /models/",
  },
  service_plans: {
    kind: 'list',
    schema: ServicePlan,
    about:
      "capped-price service plans (spec §3 Service plan, §9): the platform's plans per make and model, or the tenant's own list; /service/ and the model cards (src/domain/service-plans.ts)",
  },
  accessories: {
    kind: 'list',
    schema: Accessory,
    about:
      "the dealer's parts and accessories catalogue (issue 11 item 4): part number, name, price, image, fitment by model; tenant content only, none by default; /parts/search/, /vehicle-parts-and-accessories/, /{model-slug}/accessories/ (src/domain/parts.ts)",
  },
  pages: {
    kind: 'pages',
    schema: ContentPage,
    about: 'content pages: about-us, buying, warranty at their own paths, any other id at /pages/{id}/ (spec §2)',
  },
  blog: {
    kind: 'pages',
    schema: BlogPost,
    about: 'vehicle reviews and articles at /blog/vehicle-reviews/{id}/ (spec §2), newest first',
  },
} as const satisfies Record<string, CollectionDef>;

/** A collection's name. */
export type CollectionName = keyof typeof CONTENT_COLLECTIONS;

/** Collection names, in table order. */
export const COLLECTION_NAMES = Object.keys(CONTENT_COLLECTIONS) as CollectionName[];

/** The file of a `list` collection inside a content folder, e.g. `reviews.json`. */
export function listFileName(name: string): string {
  return `${name}.json`;
}
