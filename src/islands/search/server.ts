/**
 * The search page's first page at build time (the react-instantsearch way): runs the embedded
 * engine in Node on the tenant's documents and returns the server state the island hydrates from
 * (`SearchAppProps.serverState`), as react-instantsearch's `getServerState` would.
 *
 * `getServerState` renders the island once per page only to register its widgets with a new
 * InstantSearch, and registering them one by one re-derives every widget's search parameters each
 * time (issue #14: most of a search page's build cost). Here the island is rendered once per
 * *widget set* (`widgetSetKey`: the same settings and the same widgetless preset facets), and
 * each page of that set gets its state from that one InstantSearch: its UI state is set (what the
 * island's router reads for that page) and the engine is asked again. `server.test.ts` checks the
 * result equals `getServerState`'s for pages asked in any order.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { InstantSearchServerContext, type InstantSearchServerState } from 'react-instantsearch';
import type { InstantSearch as InstantSearchInstance, UiState } from 'instantsearch.js';
import { getInitialResults } from 'instantsearch.js/es/lib/server.js';
import type { SearchDoc } from '../../stock/search-document.ts';
import { createSearchClient, type AppSearchClient } from '../../search/client.ts';
import { parseSearchPagePath } from '../../search/routing.ts';
import { createSearchRouting } from '../../search/url-router.ts';
import { SearchRoot, type SearchAppProps } from './SearchApp.tsx';
import { virtualFacetAttributes } from './widgets/VirtualFacets.tsx';
import { inKeyOrder } from '../../domain/key-order.ts';

const clients = new WeakMap<readonly SearchDoc[], AppSearchClient>();
/** The state of each result page past the first, by route base and page, per build's documents. */
const resultPages = new WeakMap<readonly SearchDoc[], Map<string, Promise<InstantSearchServerState>>>();

/**
 * The server state of the search page for `props.routeBase` and its preset (no URL parameters):
 * first page of results (spec §9 page size), facet counts and stats. `documents` are the tenant's
 * search documents; one engine serves every page of a build.
 */
export async function getSearchServerState(
  documents: readonly SearchDoc[],
  props: Omit<SearchAppProps, 'serverState'>,
): Promise<InstantSearchServerState> {
  let client = clients.get(documents);
  if (!client) clients.set(documents, (client = createSearchClient({ engine: 'embedded', documents })));
  const page = props.servedUrl ? parseSearchPagePath(new URL(props.servedUrl, 'http://x').pathname).page : 1;
  if (page === 1) return firstPageState(documents, props, client);
  // A result page's state is asked twice (its page and its state file): answered once.
  let byPage = resultPages.get(documents);
  if (!byPage) resultPages.set(documents, (byPage = new Map()));
  const key = `${props.routeBase}\u0000${page}`;
  let state = byPage.get(key);
  if (!state) {
    const { servedUrl: _served, ...first } = props;
    byPage.set(key, (state = firstPageState(documents, first, client).then((s) => withPage(s, page, client))));
  }
  return state;
}

const firstPages = new WeakMap<readonly SearchDoc[], Map<string, Promise<InstantSearchServerState>>>();

/**
 * The server state of a page's first result page, once per search page of a build (its result pages
 * derive theirs from it with `withPage`, so each of them costs one engine query, not a render).
 */
function firstPageState(
  documents: readonly SearchDoc[],
  props: Omit<SearchAppProps, 'serverState'>,
  client: AppSearchClient,
): Promise<InstantSearchServerState> {
  let byPage = firstPages.get(documents);
  if (!byPage) firstPages.set(documents, (byPage = new Map()));
  let state = byPage.get(props.routeBase);
  if (!state) byPage.set(props.routeBase, (state = renderServerState(props, client)));
  return state;
}

/**
 * The server state of result page `page` (1-based) from the first page's: the same facet counts and
 * stats (they do not depend on the page), the page number, and the hits request answered again for
 * that page. The request parameters are those InstantSearch sends for that page, so the island's
 * cache answers its first search on hydration. What it does not change (the disjunctive facets' results,
 * the rest of the state) it shares with `first`, which no one changes: copying the whole state for each
 * result page was most of this function's cost (issue #14: full build cost).
 */
async function withPage(first: InstantSearchServerState, page: number, client: AppSearchClient): Promise<InstantSearchServerState> {
  const initialResults: InstantSearchServerState['initialResults'] = {};
  for (const [key, entry] of Object.entries(first.initialResults)) {
    const params = { ...(entry.requestParams?.[0] as Record<string, unknown>), page: page - 1 };
    const { results } = await client.search([{ indexName: entry.state?.index ?? entry.results?.[0]?.index ?? '', params }] as never);
    const answer = results[0] as { hits: Record<string, unknown>[] };
    // Plain JSON, as the first page's (renderServerState); the hits cut to what a card reads first.
    const result = JSON.parse(JSON.stringify({ ...answer, hits: answer.hits.map(pick) })) as { processingTimeMS?: number };
    result.processingTimeMS = 0;
    initialResults[key] = {
      ...entry,
      results: [result as never, ...(entry.results ?? []).slice(1)],
      requestParams: [params as never, ...(entry.requestParams ?? []).slice(1)],
      ...(entry.state ? { state: { ...entry.state, page: page - 1 } as never } : {}),
    };
  }
  return { ...first, initialResults };
}

/**
 * One InstantSearch with the island's widgets registered, computing the state of each page of its
 * widget set in turn (`queue`: one page at a time, as Astro renders four pages at once).
 */
interface WidgetSession {
  search: InstantSearchInstance;
  /** The parameters of the last search sent to the engine (what the island's first search will send). */
  requestParams: unknown[] | undefined;
  queue: Promise<unknown>;
}

const sessions = new WeakMap<AppSearchClient, Map<string, WidgetSession>>();

/**
 * What decides which widgets the island registers and with which parameters: everything in its props
 * but the page's place (route, preset values, served URL) and the links to other landings, which only
 * the render reads; the preset's facets without a panel widget (`VirtualFacets`) and the sort (the
 * `Configure` widget's filter, spec §5) do. Two pages with the same key register the same widgets.
 */
function widgetSetKey(props: Omit<SearchAppProps, 'serverState'>, uiState: UiState): string {
  const { routeBase: _route, preset, pagesAt: _pages, servedUrl: _served, stateUrl: _state, settings, ...rest } = props;
  const { landingLinks: _links, ...widgetSettings } = settings;
  return JSON.stringify([rest, widgetSettings, virtualFacetAttributes(preset, settings), uiState[props.indexName]?.sortBy ?? null]);
}

/** Renders the island once, without results, to register its widgets with an InstantSearch it returns. */
function openSession(props: Omit<SearchAppProps, 'serverState'>, client: AppSearchClient): WidgetSession {
  let search: InstantSearchInstance | undefined;
  const notifyServer = ({ search: s }: { search: InstantSearchInstance }) => void (search = s);
  renderToString(
    createElement(
      InstantSearchServerContext.Provider,
      { value: { notifyServer } as never },
      createElement(SearchRoot, { ...props, serverState: null, client }),
    ),
  );
  if (!search) throw new Error(`search: the island for ${props.routeBase} mounted no <InstantSearch>`);
  const session: WidgetSession = { search, requestParams: undefined, queue: Promise.resolve() };
  // On the server react-instantsearch never schedules a search itself; each page asks for one below,
  // through a client that keeps its parameters (as `getServerState` does).
  const helper = search.mainHelper!;
  const inner = helper.getClient() as AppSearchClient;
  helper.setClient({
    ...inner,
    search: (queries: { params?: unknown }[]) => {
      session.requestParams = queries.map((q) => q.params);
      return inner.search(queries as never);
    },
  } as never);
  return session;
}

/**
 * The server state for `uiState` (the page at `routeBase`) from the session's InstantSearch: its results and
 * request parameters. Rejects with the engine's error.
 */
function sessionState(session: WidgetSession, uiState: UiState, routeBase: string): Promise<InstantSearchServerState> {
  const run = session.queue.then(
    () =>
      new Promise<InstantSearchServerState>((resolve, reject) => {
        const { search } = session;
        const helper = search.mainHelper!;
        const derived = helper.derivedHelpers[0]!;
        const done = () => {
          derived.removeListener('result', onResult);
          helper.removeListener('error', onError);
          search.removeListener('error', onError);
        };
        const onResult = () => {
          done();
          resolve({ initialResults: getInitialResults(search.mainIndex, session.requestParams as never) });
        };
        const onError = (error: unknown) => {
          done();
          // The helper reports `{ error }`; InstantSearch re-emits the error itself.
          const cause = error instanceof Error ? error : (error as { error?: unknown }).error;
          reject(cause instanceof Error ? cause : new Error(`search: the engine failed for ${routeBase}: ${String(cause)}`));
        };
        derived.once('result', onResult);
        helper.once('error', onError);
        search.once('error', onError);
        search.setUiState(uiState);
        helper.searchOnlyWithDerivedHelpers();
      }),
  );
  session.queue = run.catch(() => undefined);
  return run;
}

async function renderServerState(props: Omit<SearchAppProps, 'serverState'>, client: AppSearchClient): Promise<InstantSearchServerState> {
  // The UI state the island's router reports for this page (its preset; first page, no parameters).
  const routing = createSearchRouting({
    indexName: props.indexName,
    routeBase: props.routeBase,
    preset: props.preset,
    sortOptions: props.settings.sortOptions,
  });
  const uiState = routing.stateMapping.routeToState(routing.router.read());
  let bySet = sessions.get(client);
  if (!bySet) sessions.set(client, (bySet = new Map()));
  const key = widgetSetKey(props, uiState);
  let session = bySet.get(key);
  if (!session) bySet.set(key, (session = openSession(props, client)));
  const state = await sessionState(session, uiState, props.routeBase);
  // Plain JSON (no class instances or undefined), as Astro serialises island props; hits keep only
  // what a card and its buttons read (the facets come from the result, not the hits).
  const json = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  for (const entry of Object.values(json.initialResults)) {
    if (entry.state) entry.state = canonicalRefinements(entry.state);
    for (const result of entry.results ?? []) {
      result.hits = result.hits.map((h) => pick(h as unknown as Record<string, unknown>)) as never;
      // The engine's timing would make two builds of the same stock differ (issue #14: same inputs, same bytes).
      result.processingTimeMS = 0;
      if (result.facets) result.facets = canonicalFacets(result.facets);
    }
  }
  return json;
}

/** The search state's maps keyed by attribute; their key order is the order refinements were set in. */
const REFINEMENT_MAPS = [
  'facetsRefinements',
  'facetsExcludes',
  'disjunctiveFacetsRefinements',
  'hierarchicalFacetsRefinements',
  'numericRefinements',
] as const;

/**
 * The state with its refinement maps in attribute order. The order they were set in depends on the pages the
 * InstantSearch answered before (a session's history), so without this a page's bytes would depend on which
 * pages a build rendered before it (an incremental build renders fewer). Nothing reads the order: the requests
 * InstantSearch builds from a state sort the attributes (algoliasearch-helper's request builder).
 */
function canonicalRefinements<T extends object>(state: T): T {
  const out = { ...state } as Record<string, unknown>;
  for (const key of REFINEMENT_MAPS) {
    const map = out[key];
    if (map && typeof map === 'object') out[key] = inKeyOrder(map as Record<string, unknown>);
  }
  return out as T;
}

/**
 * A result's facet counts with each facet's values in name order. The engine lists them in the order the matching
 * cars rank, so a re-priced car that only counts under a facet (a RAV4 on the Hilux page, in the model list of the
 * query without the model refinement) would move its model in the state file without changing anything shown: the
 * facet widgets sort the values themselves (by count and name, or a fixed order), and a landing's incremental-build
 * dependency leaves such a car's price out (`page-data.ts`).
 */
function canonicalFacets(facets: Record<string, Record<string, number>>): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const [attribute, counts] of Object.entries(facets)) out[attribute] = inKeyOrder(counts);
  return out;
}

/** The hit fields the first page renders: the card, its tag, its buttons and the enquiry modal. */
export const SERVER_HIT_FIELDS = [
  'objectID',
  'id',
  'slug',
  'name',
  'year',
  'make',
  'model',
  'badge',
  'series',
  'car_type',
  'status',
  'km',
  'transmission',
  'fuel',
  'fuel_text',
  'image',
  'price',
  'offer_price',
  'before_price',
  'subscription_price',
  'price_type',
  'preorder',
  'reserved',
  'certified',
  'tag',
  'created_at_timestamp',
  'dealership_name',
  'location_name',
  'finance',
] as const;

function pick(hit: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SERVER_HIT_FIELDS.filter((f) => f in hit).map((f) => [f, hit[f]]));
}
