/**
 * InstantSearch `routing` for the search page: a history router over our readable URLs
 * (`routing.ts`) and the matching state mapping. Back/forward restore the exact state (popstate
 * → the state of that URL).
 *
 * Hydration: the first page is rendered at build time for `servedUrl` (the page's own URL, no
 * parameters). When the visitor's URL carries a state (a shared link), the router first reports
 * the served state so hydration matches the HTML, and `catchUp()` — called once the island is
 * hydrated — applies the URL's state as if the visitor had navigated to it. Until then the
 * router writes nothing (InstantSearch reports the served state on mount, which must not replace
 * the shared link's URL), but it keeps the last state written: a choice the visitor made before
 * `catchUp()` (a sort chosen while the island woke, replayed by `client:intent` once React owns the
 * select but before the island's effects ran, on a slow phone) is written then, where the URL is the
 * served page's; on a shared link, that choice's changes are made to the link's state (`withChanges`).
 */
import type { Router, StateMapping, UiState } from 'instantsearch.js';
import type { SortOption } from '../config/schema/search.ts';
import type { Preset } from './landings.ts';
import {
  landingUrl,
  landingUrlToState,
  routeToUiState,
  stateToUrl,
  uiStateToRoute,
  withChanges,
  withPreset,
  type SearchRouteState,
} from './routing.ts';

export interface SearchRouting {
  router: SearchUrlRouter;
  stateMapping: StateMapping<UiState, SearchRouteState>;
  /**
   * The state of the URL the page was opened at (a shared link's, which `catchUp()` applies; the served state at build
   * time): the island mounts a widget for each facet it refines (`VirtualFacets`).
   */
  opened: SearchRouteState;
}

export interface SearchUrlRouter extends Router<SearchRouteState> {
  /**
   * Applies the browser URL's state if it differs from what the router reported so far (a shared link), with the
   * changes of the last state InstantSearch wrote before this call made on top (a refinement the visitor made while the
   * island woke); otherwise writes that last state, if any.
   */
  catchUp(): void;
}

export interface SearchRoutingOptions {
  indexName: string;
  /** Path of the search page, e.g. `/search/` or a landing page `/search/toyota/`. */
  routeBase: string;
  /** The landing page's preset refinements (see `landingUrl`); none on `/search/`. */
  preset?: Preset;
  sortOptions: readonly SortOption[];
  /** Where the page's result pages past the first are (`Landing.pagesAt`); defaults to `routeBase`. */
  pagesAt?: string;
  /** The URL the first page was rendered for; defaults to `routeBase`. */
  servedUrl?: string;
  /** For tests and the build: where to read the URL from; defaults to `window.location.href`. */
  getHref?: () => string;
}

/** Equal states, whatever the order of values inside a facet. */
const sorted = (s: SearchRouteState): SearchRouteState => ({
  ...s,
  refinements: Object.fromEntries(Object.entries(s.refinements ?? {}).map(([f, v]) => [f, [...(v ?? [])].sort()])),
});
const same = (a: SearchRouteState, b: SearchRouteState) => stateToUrl(sorted(a), '') === stateToUrl(sorted(b), '');

/**
 * Whether the URL `href` asks for a search state other than the one the page was built for (a shared link,
 * `/search/?make=Kia`): the island then replaces the page's results once it wakes. Parameters that are not search
 * state (`utm_source`, `gclid`…) do not count. Options as {@link createSearchRouting}'s.
 */
export function urlHasOwnState(href: string | URL, options: Pick<SearchRoutingOptions, 'routeBase' | 'preset' | 'servedUrl'>): boolean {
  const { urlToState, served } = pageStates(options);
  return !same(urlToState(href), served);
}

/** How a page reads a URL's state (its preset included on its own path), and the state it was built for. */
function pageStates(options: Pick<SearchRoutingOptions, 'routeBase' | 'preset' | 'servedUrl'>) {
  const preset = options.preset ?? {};
  const urlToState = (href: string | URL) => landingUrlToState(href, options.routeBase, preset);
  return { urlToState, served: options.servedUrl ? urlToState(options.servedUrl) : withPreset({}, preset) };
}

/** Creates the `routing` option of `<InstantSearch>`. */
export function createSearchRouting(options: SearchRoutingOptions): SearchRouting {
  const { indexName, routeBase, sortOptions } = options;
  const preset = options.preset ?? {};
  const pagesAt = options.pagesAt ?? routeBase;
  const { urlToState, served } = pageStates(options);
  const getHref = options.getHref ?? (() => (typeof window === 'undefined' ? (options.servedUrl ?? routeBase) : window.location.href));
  let reported: SearchRouteState | null = null;
  let awake = false;
  /** The last state InstantSearch wrote before `catchUp()`: written by it when the URL is the served page's. */
  let early: SearchRouteState | null = null;
  let listener: ((route: SearchRouteState) => void) | null = null;
  const onPopState = () => {
    reported = urlToState(getHref());
    listener?.(reported);
  };
  const router: SearchUrlRouter = {
    read() {
      // The first read (at start, before hydration) reports what the HTML was rendered for.
      reported ??= served;
      return reported;
    },
    write(route) {
      if (typeof window === 'undefined') return;
      if (!awake) {
        early = route;
        return;
      }
      const url = landingUrl(route, routeBase, preset, pagesAt);
      // What the URL shows, which is the route except on a landing whose result pages are a broader page's
      // (`pagesAt`): its page 2 is that page's, `/search/page/2/` from a one-dealership site's
      // `/search/{dealership}/`, where the preset is not ticked. The cars are the same; the panel follows the URL, so
      // a reload or a shared link shows what the visitor saw.
      const atUrl = urlToState(url);
      const moved = !same(atUrl, route);
      reported = moved ? atUrl : route;
      const current = new URL(window.location.href);
      if (current.pathname + current.search !== url) {
        // The same state written differently (e.g. %20 for +) is normalised in place, not a new entry.
        if (same(urlToState(current), route)) window.history.replaceState(null, '', url);
        else window.history.pushState(null, '', url);
      }
      // After InstantSearch's own state change has finished, as a back or forward would.
      if (moved) queueMicrotask(() => listener?.(atUrl));
    },
    onUpdate(callback) {
      listener = callback;
      if (typeof window !== 'undefined') window.addEventListener('popstate', onPopState);
    },
    createURL: (route) => landingUrl(route, routeBase, preset, pagesAt),
    dispose() {
      listener = null;
      if (typeof window !== 'undefined') window.removeEventListener('popstate', onPopState);
    },
    catchUp() {
      awake = true;
      const actual = urlToState(getHref());
      const made = early;
      early = null;
      if (reported && same(actual, reported)) {
        // The URL is the served page's: what the visitor did meanwhile goes into it.
        if (made && !same(made, reported)) router.write(made);
        return;
      }
      // A shared link: its state, with what the visitor changed meanwhile on the page built for another (a sort
      // chosen, a make ticked) on top, written as a new entry (Back returns to the link as it came).
      const before = reported ?? served;
      reported = actual;
      if (made && !same(made, before)) {
        const wanted = withChanges(actual, before, made);
        if (!same(wanted, actual)) router.write(wanted);
      }
      listener?.(reported);
    },
  };
  const stateMapping: StateMapping<UiState, SearchRouteState> = {
    stateToRoute: (uiState) => uiStateToRoute(uiState, indexName, sortOptions),
    routeToState: (route) => routeToUiState(route, indexName),
  };
  return { router, stateMapping, opened: urlToState(getHref()) };
}
