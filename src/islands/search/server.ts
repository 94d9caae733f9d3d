/**
 * The search page's first page at build time (the react-instantsearch way): runs the embedded
 * engine in Node on the tenant's documents, renders the island once with `getServerState`, and
 * returns the server state the island hydrates from (`SearchAppProps.serverState`).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import type { SearchDoc } from '../../stock/search-document.ts';
import { createSearchClient, type AppSearchClient } from '../../search/client.ts';
import { parseSearchPagePath } from '../../search/routing.ts';
import { SearchRoot, type SearchAppProps } from './SearchApp.tsx';

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
 * cache answers its first search on hydration.
 */
async function withPage(first: InstantSearchServerState, page: number, client: AppSearchClient): Promise<InstantSearchServerState> {
  const state = structuredClone(first);
  for (const entry of Object.values(state.initialResults)) {
    const params = { ...(entry.requestParams?.[0] as Record<string, unknown>), page: page - 1 };
    const { results } = await client.search([{ indexName: entry.state?.index ?? entry.results?.[0]?.index ?? '', params }] as never);
    const result = JSON.parse(JSON.stringify(results[0])) as { hits: Record<string, unknown>[]; processingTimeMS?: number };
    result.hits = result.hits.map(pick);
    result.processingTimeMS = 0;
    entry.results![0] = result as never;
    entry.requestParams![0] = params as never;
    if (entry.state) (entry.state as { page?: number }).page = page - 1;
  }
  return state;
}

async function renderServerState(props: Omit<SearchAppProps, 'serverState'>, client: AppSearchClient): Promise<InstantSearchServerState> {
  const state = await getServerState(createElement(SearchRoot, { ...props, serverState: null, client }), { renderToString });
  // Plain JSON (no class instances or undefined), as Astro serialises island props; hits keep only
  // what a card and its buttons read (the facets come from the result, not the hits).
  const json = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  for (const entry of Object.values(json.initialResults)) {
    for (const result of entry.results ?? []) {
      result.hits = result.hits.map((h) => pick(h as unknown as Record<string, unknown>)) as never;
      // The engine's timing would make two builds of the same stock differ (issue #14: same inputs, same bytes).
      result.processingTimeMS = 0;
    }
  }
  return json;
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
