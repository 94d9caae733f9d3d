/**
 * The manufacturer/model directory of a tenant (spec §2 "Make cards with logos and a per-make model
 * list", "A directory search box"; §7 "separate searches for a manufacturer/model directory"): makes
 * in stock with their logo and models, built at build time from the search documents and passed
 * to the island, and the directory search the box runs over it in the browser.
 */
import { makeInitials, makeLogoUrl } from './make-logos.ts';

/** Models listed under one make card (spec §9 "model list limit 30"). */
export const MODEL_LIST_LIMIT = 30;
/** Make cards shown before 'Show all makes' (spec §9 "Make list shows the first 7"). */
export const MAKE_LIST_LIMIT = 7;
/**
 * Most values the search engine returns for one facet: the embedded engine's and Meilisearch's
 * `maxValuesPerFacet`, which InstantSearch sets from the largest limit a mounted widget asks for (the make
 * cards ask for this many models). Above any dealer's count of models, so that an open make card shows each
 * model's count (spec §2 "Make cards with logos and a per-make model list"): at 200, a model past the 200 most
 * stocked had none (the real feed's two largest tenants stock 284 and 277 models). It bounds only what the
 * engine may return: a page's state holds the models its results have, and only pages whose results span more
 * than 200 models grow.
 */
export const FACET_VALUES_LIMIT = 1000;
/** Most matches the directory search box lists. */
export const DIRECTORY_MATCH_LIMIT = 8;

/** One make of the directory. Counts are listed cars at build time. */
export interface DirectoryMake {
  make: string;
  /** `/logos/{slug}.svg`, or null: show `initials` as a text badge. */
  logo: string | null;
  initials: string;
  count: number;
  /** Most stocked first, then by name; at most `MODEL_LIST_LIMIT`. */
  models: { name: string; count: number }[];
}

const byCount =
  <T extends { count: number }>(name: (x: T) => string) =>
  (a: T, b: T) =>
    b.count - a.count || name(a).localeCompare(name(b));

/** The directory of `docs` (make, model of each listed car): makes by count, then name. */
export function buildDirectory(docs: readonly { make: string; model: string }[]): DirectoryMake[] {
  const makes = new Map<string, Map<string, number>>();
  for (const d of docs) {
    const models = makes.get(d.make) ?? new Map<string, number>();
    models.set(d.model, (models.get(d.model) ?? 0) + 1);
    makes.set(d.make, models);
  }
  return [...makes]
    .map(([make, models]) => ({
      make,
      logo: makeLogoUrl(make),
      initials: makeInitials(make),
      count: [...models.values()].reduce((a, b) => a + b, 0),
      models: [...models]
        .map(([name, count]) => ({ name, count }))
        .sort(byCount((m) => m.name))
        .slice(0, MODEL_LIST_LIMIT),
    }))
    .sort(byCount((m) => m.make));
}

/** A directory match: a make, or a model of a make. */
export interface DirectoryMatch {
  make: string;
  model: string | null;
  count: number;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Searches the directory: every word of `text` must start a word of "make model" (so 'toy hi'
 * finds Toyota Hilux, 'cx' finds Mazda CX-5). Makes first, then models, each by count. Blank
 * text matches nothing.
 */
export function searchDirectory(directory: readonly DirectoryMake[], text: string, limit = DIRECTORY_MATCH_LIMIT): DirectoryMatch[] {
  const words = norm(text).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  const matches = (name: string) => {
    const have = norm(name).split(' ');
    return words.every((w) => have.some((h) => h.startsWith(w)));
  };
  const makes: DirectoryMatch[] = [];
  const models: DirectoryMatch[] = [];
  for (const m of directory) {
    if (matches(m.make)) makes.push({ make: m.make, model: null, count: m.count });
    for (const model of m.models)
      if (matches(`${m.make} ${model.name}`)) models.push({ make: m.make, model: model.name, count: model.count });
  }
  const order = (a: DirectoryMatch, b: DirectoryMatch) => b.count - a.count;
  return [...makes.sort(order), ...models.sort(order)].slice(0, limit);
}

const modelLabelMemo = new WeakMap<readonly DirectoryMake[], (model: string) => string>();

/**
 * How the model facet names a model (spec §3 *Search facets* `model`; the spec shows no label, decision): with
 * its make in front, "Mazda 3", when the directory holds more than one make, so a buyer never reads a bare "3"
 * or "2" and cannot mistake one make's model for another's; the bare name on a one-make site, where the make
 * goes without saying. A name several makes use is listed with each of them, most stocked make first ("Isuzu /
 * Holden D-Max"). A model the directory does not list keeps its bare name: one past its make's first
 * `MODEL_LIST_LIMIT` models, which the model facet's top 30 can show when another filter (a body type, a price)
 * narrows the stock to a make's rarer models. The returned function is built once per directory.
 */
export function modelLabeller(directory: readonly DirectoryMake[]): (model: string) => string {
  let labelOf = modelLabelMemo.get(directory);
  if (labelOf) return labelOf;
  if (directory.length < 2) labelOf = (model) => model;
  else {
    const makesOf = new Map<string, string[]>();
    for (const m of directory) for (const model of m.models) makesOf.set(model.name, [...(makesOf.get(model.name) ?? []), m.make]);
    labelOf = (model) => {
      const makes = makesOf.get(model);
      return makes ? `${makes.join(' / ')} ${model}` : model;
    };
  }
  modelLabelMemo.set(directory, labelOf);
  return labelOf;
}
