/**
 * Typed reads of the tenant's content collections for pages and components (the collections are loaded
 * per tenant build, see `collections.ts`). The types come from the collections' zod schemas, so they
 * hold whether or not Astro has generated `.astro/content.d.ts` on this machine.
 */
import { getCollection, getEntry, render } from 'astro:content';
import { contentListSizes } from 'virtual:tenant';
import type { Accessory } from './schema/accessory.ts';
import type { Guarantee } from './schema/guarantee.ts';
import type { LegalPage } from './schema/legal.ts';
import type { Model } from './schema/model.ts';
import type { Offer } from './schema/offer.ts';
import type { Review } from './schema/review.ts';
import type { ServicePlan } from './schema/service-plan.ts';

/** A `pages` entry: its id (file path without `.md`), validated frontmatter, and a renderer of its body. */
export interface PageEntry<T> {
  id: string;
  data: T;
  /** Renders the Markdown body; `<Content />` is the HTML. */
  render(): Promise<{ Content: (props: Record<string, never>) => unknown; headings: { depth: number; slug: string; text: string }[] }>;
}

/** One entry of a `pages` collection by id, or null. */
export async function pageEntry<T>(collection: string, id: string): Promise<PageEntry<T> | null> {
  const entry = (await getEntry(collection as never, id as never)) as { id: string; data: T } | undefined;
  if (!entry) return null;
  return { id: entry.id, data: entry.data, render: () => render(entry as never) as never };
}

/**
 * A legal or trust page by id (`privacy-policy`, `terms-and-conditions`, `complaint-handling-process`).
 * @throws Error when neither the platform nor the tenant has it (the platform ships all three).
 */
export async function legalPage(id: string): Promise<PageEntry<LegalPage>> {
  const page = await pageEntry<LegalPage>('legal', id);
  if (!page) throw new Error(`content: no legal page "${id}" (expected src/content/legal/${id}.md or sites/<slug>/content/legal/${id}.md)`);
  return page;
}

/** Every review of the tenant (hidden ones included; `src/domain/reviews.ts` chooses what shows). */
export async function allReviews(): Promise<Review[]> {
  return listEntries<Review>('reviews');
}

/** Every guarantee the platform (or the tenant's list) defines. */
export async function allGuarantees(): Promise<Guarantee[]> {
  return listEntries<Guarantee>('guarantees');
}

/** Every offer of the tenant's list, running or not (`src/domain/offers.ts` chooses what shows). */
export async function allOffers(): Promise<Offer[]> {
  return listEntries<Offer>('offers');
}

/** Every model of the platform's ranges (or the tenant's own list), all makes (`src/domain/models.ts` chooses what shows). */
export async function allModels(): Promise<Model[]> {
  return listEntries<Model>('models');
}

/** Every capped-price service plan of the platform (or the tenant's own list), all makes (`src/domain/service-plans.ts` picks a model's). */
export async function allServicePlans(): Promise<ServicePlan[]> {
  return listEntries<ServicePlan>('service_plans');
}

/** The tenant's parts and accessories catalogue, in its order (`src/domain/parts.ts` fits entries to models); [] without one. */
export async function allAccessories(): Promise<Accessory[]> {
  return listEntries<Accessory>('accessories');
}

/**
 * The entries of a list collection, [] without asking Astro when the tenant has none (`getCollection` on an
 * empty collection logs "does not exist or is empty" on every build).
 */
async function listEntries<T>(name: string): Promise<T[]> {
  if (contentListSizes[name] === 0) return [];
  return ((await getCollection(name as never)) as { data: T }[]).map((e) => e.data);
}

/** Entries per collection, e.g. `{ legal: 3, reviews: 14, guarantees: 5 }` (navigation shows a page only when its collection has entries). */
export async function collectionSizes(names: readonly string[]): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const name of names) sizes[name] = contentListSizes[name] === 0 ? 0 : (await getCollection(name as never)).length;
  return sizes;
}
