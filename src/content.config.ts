/**
 * Astro's content collections (content layer API): one per row of `src/content/collections.ts`, each
 * loading the tenant's resolved content (platform defaults + `sites/<slug>/content/` overrides) through
 * `src/integration/content-loader.ts`. Add a collection in `collections.ts`, not here.
 */
import { defineCollection } from 'astro:content';
import { CONTENT_COLLECTIONS } from './content/collections.ts';
import { tenantContentLoader } from './integration/content-loader.ts';

export const collections = Object.fromEntries(
  Object.entries(CONTENT_COLLECTIONS).map(([name, def]) => [
    name,
    defineCollection({ loader: tenantContentLoader(name, def.kind), schema: def.schema }),
  ]),
);
