/**
 * Facet values as links (issue #9: the facet panel works without JavaScript and for crawlers). A
 * facet value's link is the URL of the search its click makes (InstantSearch's `createURL`); when
 * that search is exactly a landing page (spec §2 routes: a make, a make and model, a condition, a
 * dealership, a location, or `/search/` itself) the link is that static page, which works without
 * JavaScript. Any other search needs the island (a static host cannot filter), so its link is marked
 * as such: hidden without JavaScript and `nofollow` for crawlers.
 */
import type { Facet } from '../config/schema/search.ts';
import type { Landing, Preset } from './landings.ts';
import { isSearchParam, landingUrl, landingUrlToState, stateToUrl, withFilter, type SearchRouteState } from './routing.ts';

/** Landing paths by the key of their preset (`refinementsKey`). */
export type LandingLinks = Readonly<Record<string, string>>;

/** The key of a set of refinements: their URL query with each facet's values sorted (`car_type=new&car_type=used`). */
export function refinementsKey(refinements: Preset): string {
  const sorted = Object.fromEntries(Object.entries(refinements).map(([f, v]) => [f, [...(v ?? [])].sort()])) as Preset;
  return stateToUrl({ refinements: sorted }, '').replace(/^\?/, '');
}

const pairsMemo = new WeakMap<Preset, Set<string>>();
/** A preset as a set of `facet\0value` pairs (memoised: every search page of a build compares all landings). */
function pairs(p: Preset): Set<string> {
  let set = pairsMemo.get(p);
  if (!set) pairsMemo.set(p, (set = new Set(Object.entries(p).flatMap(([f, vs]) => (vs ?? []).map((v) => `${f}\u0000${v}`)))));
  return set;
}

/** A set of `facet\0value` pairs as one string, whatever order the pairs come in. */
function pairsKey(set: Iterable<string>): string {
  return [...set].sort().join('\u0001');
}

type LandingRef = Pick<Landing, 'path' | 'preset'>;

/**
 * The landings indexed for `neighbourLandings`, by their position in the list: `exactly` by the key of their
 * preset's pairs, `lessOne` by the key of their preset with any one pair taken out.
 */
interface LandingIndex {
  exactly: Map<string, number[]>;
  lessOne: Map<string, number[]>;
  /** Each landing's `refinementsKey`. */
  keys: string[];
}

const indexMemo = new WeakMap<readonly LandingRef[], LandingIndex>();
function landingIndex(landings: readonly LandingRef[]): LandingIndex {
  let index = indexMemo.get(landings);
  if (index) return index;
  index = { exactly: new Map(), lessOne: new Map(), keys: landings.map((l) => refinementsKey(l.preset)) };
  const add = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  landings.forEach((l, i) => {
    const own = [...pairs(l.preset)];
    add(index.exactly, pairsKey(own), i);
    for (const p of own) add(index.lessOne, pairsKey(own.filter((q) => q !== p)), i);
  });
  indexMemo.set(landings, index);
  return index;
}

/**
 * The landing pages one facet click away from a page with `preset` (one value added or removed), by
 * the key of their preset, in the order of `landings`: what the page's facet links can point at without
 * JavaScript. The landings are indexed once per list (every search page of a build asks with the same
 * list, which must not change after its first use), so each page costs the size of its preset, not a pass over
 * every landing (issue #14: full build cost).
 */
export function neighbourLandings(landings: readonly LandingRef[], preset: Preset): Record<string, string> {
  const index = landingIndex(landings);
  const own = [...pairs(preset)];
  // One value more: landings whose preset less one pair is this one. One value fewer: this preset less one pair.
  const found = [...(index.lessOne.get(pairsKey(own)) ?? [])];
  for (const p of own) found.push(...(index.exactly.get(pairsKey(own.filter((q) => q !== p))) ?? []));
  const out: Record<string, string> = {};
  for (const i of found.sort((a, b) => a - b)) out[index.keys[i]!] = landings[i]!.path;
  return out;
}

/**
 * The landing links a landing page's island is given (`settings.landingLinks`): those one facet click away from its
 * preset (`neighbourLandings`) and, for a landing whose result pages are a broader one's (`Landing.pagesAt`: a
 * one-dealership site's `/search/{dealership}/` pages through `/search/page/2/`), those one click away from that
 * landing's preset too. Paging there takes that page's state (`createSearchRouting`), and the panel's links are then
 * the ones that page is built with. A key names one search, so the two sets never disagree on a path.
 */
export function landingPageLinks(
  landings: readonly LandingRef[],
  landing: LandingRef & Partial<Pick<Landing, 'pagesAt'>>,
): Record<string, string> {
  const own = neighbourLandings(landings, landing.preset);
  if (!landing.pagesAt || landing.pagesAt === landing.path) return own;
  const broader = landings.find((l) => l.path === landing.pagesAt);
  return broader ? { ...neighbourLandings(landings, broader.preset), ...own } : own;
}

/** A facet value's link: `href`, and whether it needs the island (no landing page shows that search). */
export interface FacetHref {
  href: string;
  needsJs: boolean;
}

/** The page a facet link is on: its path, preset and neighbouring landing pages. */
export interface FacetLinkPage {
  routeBase: string;
  preset: Preset;
  links: LandingLinks;
}

/** The link of the search `state` (on `page`): its landing page when it is exactly one, else its URL on that page. */
export function stateHref(state: SearchRouteState, page: FacetLinkPage): FacetHref {
  const onlyRefinements = !state.q && !state.sortBy && !state.page && Object.keys(state.ranges ?? {}).length === 0;
  const path = onlyRefinements ? page.links[refinementsKey((state.refinements ?? {}) as Partial<Record<Facet, string[]>>)] : undefined;
  return path ? { href: path, needsJs: false } : { href: landingUrl(state, page.routeBase, page.preset), needsJs: true };
}

/** The link of `value` of `facet` from the search `state`: the search with the value toggled, page reset (spec §4). */
export function facetValueHref(state: SearchRouteState, facet: Facet, value: string, page: FacetLinkPage): FacetHref {
  const values = state.refinements?.[facet] ?? [];
  const next = values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
  const { refinements, ...rest } = withFilter(state, facet, next);
  const kept = Object.fromEntries(Object.entries(refinements ?? {}).filter(([, v]) => v && v.length > 0));
  return stateHref({ ...rest, ...(Object.keys(kept).length ? { refinements: kept } : {}) }, page);
}

/** The link of a facet value whose click leads to `url` (a URL on `page`): see `stateHref`. */
export function facetHref(url: string | URL, page: FacetLinkPage): FacetHref {
  return stateHref(landingUrlToState(url, page.routeBase, page.preset), page);
}

/**
 * Where a shared link to a search page belongs when a landing page shows exactly its search: `/search/?make=Kia` →
 * `/search/kia/`, `/search/kia/?model=Sportage` → `/search/kia/sportage/` (one facet click from the page, the landings
 * in `page.links`), keeping the parameters that are not search state (`utm_source`, `gclid`). Null when no landing
 * shows that search (a sort, a query, a page, a range, two clicks away) or when the link is that page already.
 * The island turns such a search into a query on the page it woke on (`/search/?make=Kia` is what a buyer copies
 * from it), and opened from a shared link that page shows other cars until the island wakes.
 */
export function sharedLinkLanding(href: string | URL, page: FacetLinkPage): string | null {
  const url = new URL(href, 'http://x');
  const { href: path, needsJs } = facetHref(url, page);
  if (needsJs || path === url.pathname) return null;
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => !isSearchParam(name)));
  return kept.size > 0 ? `${path}?${kept}` : path;
}
