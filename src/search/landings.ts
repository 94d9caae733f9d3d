/**
 * Search landing pages (spec §2 *Routes*: /search, /search/{make}, /search/{make}/{model},
 * /search/used-cars, /search/new-and-demo-cars, /search/{type}-cars, /search/new-used-and-demo-cars,
 * /search/{dealership_slug}, /search/{location slug}). Each landing is the search page with a
 * preset refinement (its `preset`), its own title, description and canonical path.
 *
 * Which pages exist (decisions):
 * - `/search/`, `/search/used-cars/`, `/search/new-and-demo-cars/` and `/search/new-used-and-demo-cars/`
 *   always (the header links to them); an empty one says so and is `noindex`.
 * - `/search/new-cars/`, `/search/demo-cars/` when the stock has such cars.
 * - Item types other than cars (spec §3 `item_type`: caravan, motorcycle) get `/search/caravans/`,
 *   `/search/motorcycles/`. On a tenant that stocks more than one item type, the `*-cars` pages
 *   also preset `item_type: car`, so "Used cars" never lists caravans.
 * - One page per make and per make + model in stock; makes (or models of a make) whose names give
 *   the same slug ('Mercedes-Benz', 'Mercedes Benz') share one page whose preset lists both names.
 * - One page per dealership and per sales location that has stock.
 * - Result pages past the first (`/search/toyota/page/2/`) for a landing that lists more cars than one page holds,
 *   unless a broader landing lists the same cars: then its page links lead to that one's (`pagesAt`).
 *
 * Slug collisions among the one-segment pages are resolved deterministically by precedence (the slug
 * `page` is reserved for result pages, `/search/page/2/`):
 * the fixed type pages, then makes, then dealerships, then locations. A later claimant of a taken
 * slug gets its kind as a suffix (`{slug}-dealership`, `{slug}-location`, `{slug}-make`), then a
 * number (`-2`, `-3`, ...). Every renamed page is reported in `collisions`.
 */
import type { Facet } from '../config/schema/search.ts';
import { slugify } from '../domain/slug.ts';

/** The refinements a landing page presets (facet → values, OR inside a facet). */
export type Preset = Partial<Record<Facet, string[]>>;

export type LandingKind = 'all' | 'type' | 'item' | 'make' | 'model' | 'dealership' | 'location';

/** One search landing page. */
export interface Landing {
  kind: LandingKind;
  /** Path with leading and trailing slash, e.g. `/search/toyota/hilux/`. */
  path: string;
  preset: Preset;
  /** Page title and heading, e.g. 'Used Toyota Hilux for sale' → 'Toyota Hilux for sale'. */
  title: string;
  /** What the page lists, as a link text: 'Used cars', 'Toyota', 'Hilux', a dealership or location name. */
  label: string;
  /** Meta description (one sentence with the count). */
  description: string;
  /** Number of listed cars the preset matches. */
  count: number;
  /**
   * The search page whose result pages (page 2 on, `searchPagePath`) list this landing's cars: its own `path`, or
   * that of the first broader landing that lists the same cars (`resultPagesOf`). On a one-dealership site
   * `/search/{dealership}/` pages through `/search/page/2/`, not through copies of it.
   */
  pagesAt: string;
}

/**
 * True when the landing's result pages past the first are its own (`/search/toyota/page/2/`), not a broader landing's
 * (`Landing.pagesAt`); a landing given without `pagesAt` has its own.
 */
export function hasOwnResultPages(landing: Pick<Landing, 'path'> & Partial<Pick<Landing, 'pagesAt'>>): boolean {
  return (landing.pagesAt ?? landing.path) === landing.path;
}

/** The document fields landings read. */
export interface LandingDoc {
  make: string;
  model: string;
  car_type: string;
  item_type: string;
  dealership_name: string | null;
  location_name: string | null;
}

/** The site facts landings read. */
export interface LandingSite {
  name: string;
  dealerships: readonly { slug: string; name: string }[];
  locations: readonly { slug: string; name: string; location_type: string }[];
}

/** The root of every search route. */
export const SEARCH_ROOT = '/search/';

const ITEM_PLURAL: Record<string, string> = { caravan: 'caravans', motorcycle: 'motorcycles' };

interface TypePage {
  slug: string;
  types: string[];
  label: string;
  always: boolean;
}
/** The condition pages (spec §2), in the order they claim slugs. */
export const TYPE_PAGES: readonly TypePage[] = [
  { slug: 'used-cars', types: ['used'], label: 'Used cars', always: true },
  { slug: 'new-and-demo-cars', types: ['new', 'demo'], label: 'New and demo cars', always: true },
  { slug: 'new-used-and-demo-cars', types: ['new', 'used', 'demo'], label: 'New, used and demo cars', always: true },
  { slug: 'new-cars', types: ['new'], label: 'New cars', always: false },
  { slug: 'demo-cars', types: ['demo'], label: 'Demo cars', always: false },
];

/** A document's value of `facet` as a preset names it: its text, '' when it has none. */
export function presetValue(doc: LandingDoc, facet: string): string {
  const v = (doc as unknown as Record<string, unknown>)[facet];
  return v === null || v === undefined ? '' : String(v);
}

/** True when `doc`'s value of `facet` is one of `values` (OR inside one facet of a preset). */
export function matchesFacet(doc: LandingDoc, facet: string, values: readonly string[]): boolean {
  return values.includes(presetValue(doc, facet));
}

/** True when `doc` matches every facet of `preset`. */
export function matchesPreset(doc: LandingDoc, preset: Preset): boolean {
  return Object.entries(preset).every(([facet, values]) => matchesFacet(doc, facet, values!));
}

/** Groups names by slug, in first-seen order: `[slug, names[]]`. */
function bySlug(names: Iterable<string>): [string, string[]][] {
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const s = slugify(name);
    if (!s) continue;
    const g = groups.get(s) ?? [];
    if (!g.includes(name)) g.push(name);
    groups.set(s, g);
  }
  return [...groups];
}

/** True when every car `narrow` matches is one `broad` matches: each of `broad`'s facets is in `narrow`, with fewer values. */
function isBroader(broad: Preset, narrow: Preset): boolean {
  return Object.entries(broad).every(([facet, values]) => narrow[facet as Facet]?.every((v) => values!.includes(v)) ?? false);
}

/**
 * Where the result pages of a landing with `preset` and `count` cars are (its `pagesAt`), when another page has
 * them: the first of `earlier` landings that is broader ({@link isBroader}) and lists as many cars — so the very
 * same cars, in the same order. Undefined when none does: the landing has result pages of its own.
 *
 * Why (a decision; the spec names the routes, not their result pages): a landing that lists every car the broader
 * page lists (`/search/new-used-and-demo-cars/`, a one-dealership site's dealership and location pages, a one-make
 * site's make page) would otherwise repeat all of that page's result pages under its own path: copies a crawler
 * indexes twice and the nightly build renders again (issue #14). Its first page stays, with its own title; its page
 * links lead to the broader page's result pages, which show the same cars.
 */
function resultPagesOf(earlier: readonly Landing[], preset: Preset, count: number): string | undefined {
  return earlier.find((l) => l.count === count && isBroader(l.preset, preset))?.pagesAt;
}

/**
 * Every landing page of a tenant (see the module comment), `/search/` first, and the slug
 * collisions that were resolved (human-readable lines, for the build log and tests).
 */
export function searchLandings(docs: readonly LandingDoc[], site: LandingSite): { landings: Landing[]; collisions: string[] } {
  // `page` is the segment of result pages (`/search/page/2/`, `searchPagePath`): no landing may claim it.
  const taken = new Set<string>(['page']);
  const collisions: string[] = [];
  const landings: Landing[] = [];
  const claim = (slug: string, kind: string, what: string): string => {
    if (!taken.has(slug)) {
      taken.add(slug);
      return slug;
    }
    let s = `${slug}-${kind}`;
    for (let n = 2; taken.has(s); n++) s = `${slug}-${kind}-${n}`;
    taken.add(s);
    collisions.push(`/search/${slug}/ is taken: ${what} gets /search/${s}/`);
    return s;
  };
  const add = (kind: LandingKind, path: string, preset: Preset, title: string, label: string, phrase: string, at = site.name) => {
    const count = docs.filter((d) => matchesPreset(d, preset)).length;
    const description =
      count > 0
        ? `${count.toLocaleString('en-AU')} ${phrase} for sale at ${at}. Filter by make, model, body type, price and more.`
        : `${phrase[0]!.toUpperCase()}${phrase.slice(1)} at ${at}: none in stock right now. Search all our stock.`;
    landings.push({ kind, path, preset, title, label, description, count, pagesAt: resultPagesOf(landings, preset, count) ?? path });
  };
  add('all', SEARCH_ROOT, {}, 'Cars for sale', 'All stock', 'new, demo and used cars');

  const itemTypes = [...new Set(docs.map((d) => d.item_type))];
  const carsOnly: Preset = itemTypes.length > 1 ? { item_type: ['car'] } : {};
  for (const t of TYPE_PAGES) {
    const has = docs.some((d) => t.types.includes(d.car_type));
    if (!t.always && !has) continue;
    add(
      'type',
      `${SEARCH_ROOT}${claim(t.slug, 'type', t.label)}/`,
      { ...carsOnly, car_type: t.types },
      t.label,
      t.label,
      t.label.toLowerCase(),
    );
  }
  for (const item of itemTypes.filter((t) => t !== 'car').sort()) {
    const plural = ITEM_PLURAL[item] ?? `${item}s`;
    const label = `${plural[0]!.toUpperCase()}${plural.slice(1)}`;
    add('item', `${SEARCH_ROOT}${claim(slugify(plural), 'type', label)}/`, { item_type: [item] }, label, label, plural);
  }
  for (const [slug, makes] of bySlug([...new Set(docs.map((d) => d.make))].sort())) {
    const makePath = claim(slug, 'make', `make ${makes.join(' / ')}`);
    add('make', `${SEARCH_ROOT}${makePath}/`, { make: makes }, `${makes[0]} for sale`, makes[0]!, `${makes[0]} vehicles`);
    const models = [...new Set(docs.filter((d) => makes.includes(d.make)).map((d) => d.model))].sort();
    for (const [modelSlug, names] of bySlug(models)) {
      add(
        'model',
        `${SEARCH_ROOT}${makePath}/${modelSlug}/`,
        { make: makes, model: names },
        `${makes[0]} ${names[0]} for sale`,
        names[0]!,
        `${makes[0]} ${names[0]} vehicles`,
      );
    }
  }
  for (const d of site.dealerships) {
    if (!docs.some((doc) => doc.dealership_name === d.name)) continue;
    add(
      'dealership',
      `${SEARCH_ROOT}${claim(d.slug, 'dealership', `dealership ${d.name}`)}/`,
      { dealership_name: [d.name] },
      `Cars for sale at ${d.name}`,
      d.name,
      'cars',
      d.name,
    );
  }
  for (const l of site.locations) {
    if (l.location_type !== 'sales' && l.location_type !== '') continue;
    if (!docs.some((doc) => doc.location_name === l.name)) continue;
    add(
      'location',
      `${SEARCH_ROOT}${claim(l.slug, 'location', `location ${l.name}`)}/`,
      { location_name: [l.name] },
      `Cars for sale at ${l.name}`,
      l.name,
      'cars',
      l.name,
    );
  }
  return { landings, collisions };
}

/** The landing at `path` (with or without the trailing slash), or undefined. */
export function landingAt(landings: readonly Landing[], path: string): Landing | undefined {
  const p = path.endsWith('/') ? path : `${path}/`;
  return landings.find((l) => l.path === p);
}

/** A group of landing pages listed under a search page: 'Condition', 'Makes', 'Models', ... */
export interface LandingGroup {
  label: string;
  landings: Landing[];
}

/**
 * The landing pages one level below `parent`, grouped, without empty ones: under `/search/` the
 * condition and item-type pages, makes, dealerships and locations; under a make page its models.
 * Every landing page is in the list of its parent, so a crawler (or a visitor without JavaScript)
 * reaches each one by a plain link from `/search/`.
 */
export function childLandings(landings: readonly Landing[], parent: Pick<Landing, 'kind' | 'path'>): LandingGroup[] {
  const of = (label: string, pick: (l: Landing) => boolean): LandingGroup => ({
    label,
    landings: landings.filter((l) => l.count > 0 && pick(l)),
  });
  const groups =
    parent.kind === 'all'
      ? [
          of('Condition', (l) => l.kind === 'type' || l.kind === 'item'),
          of('Makes', (l) => l.kind === 'make'),
          of('Dealerships', (l) => l.kind === 'dealership'),
          of('Locations', (l) => l.kind === 'location'),
        ]
      : parent.kind === 'make'
        ? [of('Models', (l) => l.kind === 'model' && l.path.startsWith(parent.path))]
        : [];
  return groups.filter((g) => g.landings.length > 0);
}
