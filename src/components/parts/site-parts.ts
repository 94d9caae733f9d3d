/**
 * The parts and accessories catalogue this tenant's build shows (issue 11 item 4; spec §2 routes
 * `/parts/search`, `/vehicle-parts-and-accessories`, `/{model-slug}/accessories`): the `accessories`
 * collection in display order (`sortParts`), each entry with the models of the site's range it fits (`fittedModels`, `src/domain/parts.ts`;
 * model names through the importer's normalisation, as `site-models.ts` and `site-service-plans.ts` do) and
 * its search record; and the models of the range with at least one entry, which get an accessories page.
 * Empty when the tenant has no catalogue: then no parts page is built and nothing links to one (the
 * `parts_*` links of `src/config/navigation.ts` read the collection's size, the same fact). Computed once per build.
 */
import { getStock } from 'virtual:tenant';
import { allAccessories } from '../../content/read.ts';
import type { Accessory } from '../../content/schema/accessory.ts';
import { accessoriesPath, fittedModels, type PartSearchRecord, partSearchRecord, sortParts } from '../../domain/parts.ts';
import { canonicalName, makeKey, nameKey } from '../../stock/model-names.ts';
import { type SiteModel, siteModelRange } from '../models/site-models.ts';

/** A catalogue entry as the pages show it. */
export interface SitePart {
  part: Accessory;
  /** Models of the site's range it fits, in range order. */
  fits: SiteModel[];
  search: PartSearchRecord;
}

/** A model of the range with its accessories page. */
export interface ModelParts {
  model: SiteModel;
  href: string;
  parts: SitePart[];
}

let cached: Promise<{ parts: SitePart[]; models: ModelParts[] }> | null = null;
let cachedFor: readonly unknown[] | null = null;

async function compute(): Promise<{ parts: SitePart[]; models: ModelParts[] }> {
  const range = await siteModelRange();
  const asRange = range.map((r) => ({ make: r.model.make, name: r.model.name, id: r.model.id, site: r }));
  const parts = sortParts(await allAccessories()).map((part): SitePart => {
    const make = part.make;
    const models = make === null ? [] : part.models.map((m) => canonicalName({ make, model: m, badge: null }).model);
    const fits = fittedModels({ make: part.make, models }, asRange, makeKey, nameKey);
    return { part, fits: fits.map((f) => f.site), search: partSearchRecord(part, fits) };
  });
  const models = range
    .map((model) => ({
      model,
      href: accessoriesPath(model.model.id),
      parts: parts.filter((p) => p.fits.includes(model)),
    }))
    .filter((m) => m.parts.length > 0);
  return { parts, models };
}

/**
 * This build's catalogue and the models with accessories (computed on first use). Every call reads the car
 * list, as the incremental build's protocol asks of a memo (`src/integration/tracked-stock.ts`): the range
 * (and so which model pages exist and what they link) follows the new and demo stock.
 */
export function siteParts(): Promise<{ parts: SitePart[]; models: ModelParts[] }> {
  const cars = getStock().cars;
  if (cached === null || cachedFor !== cars) {
    cachedFor = cars;
    cached = compute();
  }
  return cached;
}

/** The parts search page (spec §2 `/parts/search`), built when the site has parts ({@link hasPartsSearch}). */
export const PARTS_SEARCH_PATH = '/parts/search/';

/** Whether the site builds {@link PARTS_SEARCH_PATH}: it has parts or accessories in its catalogue. */
export async function hasPartsSearch(): Promise<boolean> {
  return (await siteParts()).parts.length > 0;
}

/** The parts pages whose existence varies by site: the parts search (when built) and each model's accessories page. */
export async function partsPagePaths(): Promise<string[]> {
  return [...((await hasPartsSearch()) ? [PARTS_SEARCH_PATH] : []), ...(await siteParts()).models.map((m) => m.href)];
}
