/**
 * One model of a make's range (spec §3 *Model*: name, slug, image, manufacturer_body, override_url,
 * status, category), an entry of the `models` list: the platform's ranges per make in
 * `src/content/models.json` (shared by every tenant of that make), or a tenant's own list in
 * `sites/<slug>/content/models.json` (which replaces it). A site shows the models of the makes it is
 * franchised for (`src/domain/models.ts`); names go through the importer's normalisation, so the range
 * and the stock name a model the same way.
 */
import { z } from 'zod';

export const ModelStatus = z.enum(['current', 'all_new', 'coming_soon']);

export const Model = z.strictObject({
  /** Unique id, e.g. "mazda-cx-5". */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a slug like "mazda-cx-5"'),
  /** The make (spec §3 manufacturer), e.g. "Mazda". */
  make: z.string().min(1),
  /** The model's name as the make sells it ("CX-5"); normalised like the stock's (`canonicalName`). */
  name: z.string().min(1),
  /** Menu group (spec §2 "a model mega-menu grouped by category"), e.g. "SUVs", "Cars", "Utes". */
  category: z.string().min(1),
  /** Body type key of spec §9 (`suv`, `ute`, `hatch`, `sedan`, `wagon`, `convertible`…): `/models/?body=suv`. */
  body: z.string().regex(/^[a-zA-Z0-9]+$/, 'expected a body type key such as "suv" or "peopleMover"'),
  /** `all_new` shows the All-New label; `coming_soon` shows Coming soon (spec §3 status). */
  status: ModelStatus.default('current'),
  /** Picture: a path in the site's public folder or an https URL, with alt text; null: a photo of one in stock, if any. */
  image: z
    .strictObject({ src: z.string().regex(/^(\/|https:\/\/)/, 'expected a /path or an https:// URL'), alt: z.string() })
    .nullable()
    .default(null),
  /** Where the model links instead of its search landing page (spec §3 override_url), e.g. a manufacturer page. */
  override_url: z.string().min(1).nullable().default(null),
});
export type Model = z.output<typeof Model>;
