/**
 * Search state ↔ URL (spec §2 "The car search page keeps query, page, sortBy and facet filters in
 * the URL"; §4 "Changing any filter resets the page"). Readable query parameters:
 *
 *   /search/?q=hilux+sr5&make=Toyota&make=Mazda&body=SUV&price=5000-30000&sortBy=lowestPrice&page=2
 *
 * - `q`: the query text; `page`: 1-based, left out on page 1; `sortBy`: a sort option name, left
 *   out for mostRelevant;
 * - a refinement facet repeats its name once per value (OR inside the facet);
 * - a range facet (price, km, year) is `min-max`, either side may be empty (`price=-30000`).
 * Unknown parameters and malformed values are ignored. Pure functions; no DOM.
 */
import type { IndexUiState, UiState } from 'instantsearch.js';
import type { Facet, SortOption } from '../config/schema/search.ts';
import { ALL_FACETS as FACETS, CERTIFIED_SWITCH, RANGE_FACETS } from './facets.ts';
import { SORT_OPTION_NAMES as SORT_OPTIONS, sortIndexName, sortOptionOfIndex } from './sort.ts';
import { hasOwnResultPages, SEARCH_ROOT, type Preset } from './landings.ts';

const isRange = (f: string) => (RANGE_FACETS as readonly string[]).includes(f);

/** A numeric range; a missing side is open. */
export interface NumericRange {
  min?: number;
  max?: number;
}

/** The search state as the URL holds it. Empty lists and open ranges are left out. */
export interface SearchRouteState {
  q?: string;
  /** 1-based; absent on page 1. */
  page?: number;
  /** Absent for mostRelevant. */
  sortBy?: SortOption;
  refinements?: Partial<Record<Facet, string[]>>;
  ranges?: Partial<Record<Facet, NumericRange>>;
}

/**
 * The query parameters of the search state other than the facets' own (one per facet, named as the facet): the query
 * text, the sort option, the 1-based page. `stateToUrl` writes them, `urlToState` reads them, `isSearchParam` knows
 * them by these names.
 */
const PARAM = { query: 'q', sortBy: 'sortBy', page: 'page' } as const;
const SEARCH_PARAMS: ReadonlySet<string> = new Set([...Object.values(PARAM), ...FACETS]);

const num = (s: string): number | undefined => (/^\d+(\.\d+)?$/.test(s) ? Number(s) : undefined);

function formatRange(r: NumericRange): string | null {
  if (r.min === undefined && r.max === undefined) return null;
  return `${r.min ?? ''}-${r.max ?? ''}`;
}

function parseRange(s: string): NumericRange | null {
  const m = /^([\d.]*)-([\d.]*)$/.exec(s);
  if (!m) return null;
  const r: NumericRange = {};
  const min = num(m[1]!);
  const max = num(m[2]!);
  if (min !== undefined) r.min = min;
  if (max !== undefined) r.max = max;
  return r.min === undefined && r.max === undefined ? null : r;
}

/** The URL (path and query, no origin) of a state under `routeBase` (e.g. `/search/`). */
export function stateToUrl(state: SearchRouteState, routeBase: string): string {
  const p = new URLSearchParams();
  if (state.q?.trim()) p.append(PARAM.query, state.q.trim());
  for (const facet of FACETS) {
    if (isRange(facet)) {
      const r = state.ranges?.[facet];
      const v = r ? formatRange(r) : null;
      if (v) p.append(facet, v);
    } else {
      for (const value of state.refinements?.[facet] ?? []) p.append(facet, value);
    }
  }
  if (state.sortBy && state.sortBy !== 'mostRelevant') p.append(PARAM.sortBy, state.sortBy);
  if (state.page && state.page > 1) p.append(PARAM.page, String(state.page));
  const query = p.toString();
  return query ? `${routeBase}?${query}` : routeBase;
}

/**
 * Whether a query parameter is part of the search state (`q`, a facet, `sortBy`, `page`: what `urlToState` reads),
 * as opposed to what a link carries for someone else (`utm_source`, `gclid`).
 */
export function isSearchParam(name: string): boolean {
  return SEARCH_PARAMS.has(name);
}

/** The state of a URL (absolute, or path and query). Unknown parameters and bad values are ignored. */
export function urlToState(url: string | URL): SearchRouteState {
  const params = (typeof url === 'string' ? new URL(url, 'http://x') : url).searchParams;
  const state: SearchRouteState = {};
  const q = params.get(PARAM.query)?.trim();
  if (q) state.q = q;
  for (const facet of FACETS) {
    const values = params.getAll(facet).filter((v) => v !== '');
    if (values.length === 0) continue;
    if (isRange(facet)) {
      const r = parseRange(values[0]!);
      if (r) (state.ranges ??= {})[facet] = r;
    } else {
      (state.refinements ??= {})[facet] = [...new Set(values)];
    }
  }
  const sortBy = params.get(PARAM.sortBy);
  if (sortBy && sortBy !== 'mostRelevant' && (SORT_OPTIONS as readonly string[]).includes(sortBy)) state.sortBy = sortBy as SortOption;
  const page = Number(params.get(PARAM.page));
  if (Number.isInteger(page) && page > 1) state.page = page;
  return state;
}

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) => a.length === b.length && a.every((v) => b.includes(v));

/** The state with a landing page's preset refinements added (values of a preset facet are unioned). */
export function withPreset(state: SearchRouteState, preset: Preset): SearchRouteState {
  if (Object.keys(preset).length === 0) return state;
  const refinements = { ...state.refinements };
  for (const [facet, values] of Object.entries(preset) as [Facet, string[]][]) {
    refinements[facet] = [...new Set([...values, ...(refinements[facet] ?? [])])];
  }
  return { ...state, refinements };
}

/** True when each preset facet of the state holds exactly the preset's values (any order). */
export function hasPreset(state: SearchRouteState, preset: Preset): boolean {
  return (Object.entries(preset) as [Facet, string[]][]).every(([facet, values]) => sameSet(state.refinements?.[facet], values));
}

/**
 * The path of page `page` (1-based) of a search page without other parameters (spec §2 "page in the
 * URL"; issue #9: every result page is a static page that works without JavaScript):
 * `/search/toyota/` → `/search/toyota/page/2/`; page 1 is the page itself.
 */
export function searchPagePath(base: string, page: number): string {
  return page > 1 ? `${base}page/${page}/` : base;
}

/**
 * The redirects that send old links to result pages this site does not build to the pages that list the same cars
 * (issue #14, `Landing.pagesAt`): for each landing whose result pages are a broader landing's, every path under its
 * own `page/` segment to the same page number there — `/search/swan-river-auto/page/3/` to `/search/page/3/` on a
 * one-dealership site. `from` ends in `*`, `to` in `:splat` (the rest of the path), as static hosts write them.
 */
export function resultPageRedirects(landings: readonly { path: string; pagesAt: string }[]): { from: string; to: string }[] {
  return landings.filter((l) => !hasOwnResultPages(l)).map((l) => ({ from: `${l.path}page/*`, to: `${l.pagesAt}page/:splat` }));
}

/** A search path split into its page's base path and 1-based page: `/search/toyota/page/2/` → `{ base: '/search/toyota/', page: 2 }`. */
export function parseSearchPagePath(pathname: string): { base: string; page: number } {
  const m = /^(.*\/)page\/(\d+)\/?$/.exec(pathname);
  if (m && Number(m[2]) > 1) return { base: m[1]!, page: Number(m[2]) };
  return { base: pathname.endsWith('/') ? pathname : `${pathname}/`, page: 1 };
}

/**
 * `stateToUrl`, except that a state that is only a page number past the first is that result page's static path
 * (`searchPagePath`) under `pagesAt`: the page's own path, or the broader landing's that has its result pages.
 */
function pagedUrl(state: SearchRouteState, base: string, pagesAt = base): string {
  const { page, ...rest } = state;
  if (page && page > 1 && stateToUrl(rest, base) === base) return searchPagePath(pagesAt, page);
  return stateToUrl(state, base);
}

/**
 * The URL of a state on a landing page (spec §2 routes). While the state keeps the landing's preset
 * exactly, the URL stays on the landing path with only the rest in the query
 * (`/search/toyota/?body=SUV`); once the visitor changes a preset facet (unticks Toyota, or adds
 * Mazda) the state is no longer that landing's, and the URL moves to `/search/` with the whole
 * state (`/search/?make=Toyota&make=Mazda`). On `/search/` itself (no preset) this is `stateToUrl`.
 * A state that differs from the page's own only by its page number is that page's static path
 * (`/search/toyota/page/2/`), or, on a landing whose cars a broader page lists (`pagesAt`, `Landing.pagesAt`), that
 * page's (`/search/page/2/` from a one-dealership site's `/search/{dealership}/`).
 */
export function landingUrl(state: SearchRouteState, routeBase: string, preset: Preset, pagesAt = routeBase): string {
  if (!hasPreset(state, preset)) return pagedUrl(state, SEARCH_ROOT);
  const refinements = { ...state.refinements };
  for (const facet of Object.keys(preset) as Facet[]) delete refinements[facet];
  return pagedUrl({ ...state, refinements }, routeBase, pagesAt);
}

/**
 * The state of a URL seen from a landing page: on its own path (or one of its page paths) the preset
 * is added; any other path is read as is. A page path gives the page unless the query names one.
 */
export function landingUrlToState(url: string | URL, routeBase: string, preset: Preset): SearchRouteState {
  const u = typeof url === 'string' ? new URL(url, 'http://x') : url;
  const { base, page } = parseSearchPagePath(u.pathname);
  let state = urlToState(u);
  if (page > 1 && state.page === undefined) state = { ...state, page };
  return base === routeBase ? withPreset(state, preset) : state;
}

/** Sets a facet's values (a refinement list, or a range for price/km/year); resets the page (spec §4). */
export function withFilter(state: SearchRouteState, facet: Facet, value: string[] | NumericRange): SearchRouteState {
  const { page: _page, ...rest } = state;
  if (Array.isArray(value)) return { ...rest, refinements: { ...rest.refinements, [facet]: value } };
  return { ...rest, ranges: { ...rest.ranges, [facet]: value } };
}

/**
 * `state` with the changes that lead from `before` to `after` made on top: the query text, the sort, each facet's values
 * and range that differ are taken from `after` (removed where `after` has none); the page is `after`'s if it changed,
 * otherwise reset when anything else changed (spec §4), kept when nothing did. Used for a choice made on the page
 * built for `before` while the island woke on a shared link's `state` (`url-router.ts`).
 */
export function withChanges(state: SearchRouteState, before: SearchRouteState, after: SearchRouteState): SearchRouteState {
  const out: SearchRouteState = structuredClone(state);
  let changed = false;
  const take = <K extends 'q' | 'sortBy'>(key: K) => {
    if (before[key] === after[key]) return;
    changed = true;
    if (after[key] === undefined) delete out[key];
    else out[key] = after[key];
  };
  take('q');
  take('sortBy');
  for (const facet of new Set([...Object.keys(before.refinements ?? {}), ...Object.keys(after.refinements ?? {})]) as Set<Facet>) {
    const to = after.refinements?.[facet];
    if (sameSet(before.refinements?.[facet], to)) continue;
    changed = true;
    const refinements = (out.refinements ??= {});
    if (to?.length) refinements[facet] = [...to];
    else delete refinements[facet];
  }
  for (const facet of new Set([...Object.keys(before.ranges ?? {}), ...Object.keys(after.ranges ?? {})]) as Set<Facet>) {
    const [from, to] = [before.ranges?.[facet], after.ranges?.[facet]];
    if (from?.min === to?.min && from?.max === to?.max) continue;
    changed = true;
    const ranges = (out.ranges ??= {});
    if (to) ranges[facet] = { ...to };
    else delete ranges[facet];
  }
  if (out.refinements && Object.keys(out.refinements).length === 0) delete out.refinements;
  if (out.ranges && Object.keys(out.ranges).length === 0) delete out.ranges;
  if (before.page !== after.page) {
    if (after.page === undefined) delete out.page;
    else out.page = after.page;
  } else if (changed) delete out.page;
  return out;
}

/** Sets the query text; resets the page. */
export function withQuery(state: SearchRouteState, q: string): SearchRouteState {
  const { page: _page, ...rest } = state;
  return { ...rest, q };
}

/** Sets the sort; resets the page. */
export function withSort(state: SearchRouteState, sortBy: SortOption): SearchRouteState {
  const { page: _page, ...rest } = state;
  return { ...rest, sortBy };
}

/** InstantSearch's UI state of `indexName` → the route state (InstantSearch's `stateMapping.stateToRoute`). */
export function uiStateToRoute(uiState: UiState, indexName: string, sortOptions: readonly SortOption[] = SORT_OPTIONS): SearchRouteState {
  const ui: IndexUiState = uiState[indexName] ?? {};
  const state: SearchRouteState = {};
  if (ui.query) state.q = ui.query;
  for (const [facet, values] of Object.entries(ui.refinementList ?? {})) {
    if ((FACETS as readonly string[]).includes(facet) && values.length > 0) (state.refinements ??= {})[facet as Facet] = [...values];
  }
  // The certified switch, when on, is `certified=true` (CERTIFIED_SWITCH): a reload, a shared link and Back keep it.
  const { facet: switchFacet, value: on } = CERTIFIED_SWITCH;
  if (ui.toggle?.[switchFacet]) {
    const refinements = (state.refinements ??= {});
    const values = refinements[switchFacet] ?? [];
    if (!values.includes(on)) refinements[switchFacet] = [...values, on];
  }
  for (const [facet, text] of Object.entries(ui.range ?? {})) {
    const [lo = '', hi = ''] = text.split(':');
    const r = parseRange(`${lo}-${hi}`);
    if (r && isRange(facet)) (state.ranges ??= {})[facet as Facet] = r;
  }
  const sort = ui.sortBy ? sortOptionOfIndex(indexName, ui.sortBy, sortOptions) : null;
  if (sort && sort !== 'mostRelevant') state.sortBy = sort;
  if (ui.page && ui.page > 1) state.page = ui.page;
  return state;
}

/** The route state → InstantSearch's UI state of `indexName` (`stateMapping.routeToState`). */
export function routeToUiState(route: SearchRouteState, indexName: string): UiState {
  const ui: IndexUiState = {};
  if (route.q) ui.query = route.q;
  const refinementList = Object.fromEntries(Object.entries(route.refinements ?? {}).filter(([, v]) => v && v.length > 0)) as Record<
    string,
    string[]
  >;
  if (Object.keys(refinementList).length > 0) ui.refinementList = refinementList;
  // `certified=true` turns the certified switch on, or the facet on a site that has it instead (the other key has no
  // widget, and InstantSearch drops it); `certified=true&certified=false` is the facet's alone.
  if (sameSet(refinementList[CERTIFIED_SWITCH.facet], [CERTIFIED_SWITCH.value])) ui.toggle = { [CERTIFIED_SWITCH.facet]: true };
  const range: Record<string, string> = {};
  for (const [facet, r] of Object.entries(route.ranges ?? {})) {
    if (r && (r.min !== undefined || r.max !== undefined)) range[facet] = `${r.min ?? ''}:${r.max ?? ''}`;
  }
  if (Object.keys(range).length > 0) ui.range = range;
  if (route.sortBy && route.sortBy !== 'mostRelevant') ui.sortBy = sortIndexName(indexName, route.sortBy);
  if (route.page && route.page > 1) ui.page = route.page;
  return { [indexName]: ui };
}
