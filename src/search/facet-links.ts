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
import { landingUrl, landingUrlToState, stateToUrl, withFilter, type SearchRouteState } from './routing.ts';

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

/**
 * The landing pages one facet click away from a page with `preset` (one value added or removed), by
 * the key of their preset: what the page's facet links can point at without JavaScript.
 */
export function neighbourLandings(landings: readonly Pick<Landing, 'path' | 'preset'>[], preset: Preset): Record<string, string> {
  const own = pairs(preset);
  const out: Record<string, string> = {};
  for (const l of landings) {
    const other = pairs(l.preset);
    let diff = 0;
    for (const p of other) if (!own.has(p)) diff++;
    for (const p of own) if (!other.has(p)) diff++;
    if (diff === 1) out[refinementsKey(l.preset)] = l.path;
  }
  return out;
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
export function facetHref(url: string, page: FacetLinkPage): FacetHref {
  return stateHref(landingUrlToState(url, page.routeBase, page.preset), page);
}
