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
import { SearchRoot, type SearchAppProps } from './SearchApp.tsx';

const clients = new WeakMap<readonly SearchDoc[], AppSearchClient>();

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
  const state = await getServerState(createElement(SearchRoot, { ...props, serverState: null, client }), { renderToString });
  // Plain JSON (no class instances or undefined), as Astro serialises island props; hits keep only
  // what a card and its buttons read (the facets come from the result, not the hits).
  const json = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  for (const entry of Object.values(json.initialResults)) {
    for (const result of entry.results ?? []) result.hits = result.hits.map((h) => pick(h as unknown as Record<string, unknown>)) as never;
  }
  return json;
}

/** The hit fields the first page renders: the card, its tag, its buttons and the enquiry modal. */
export const SERVER_HIT_FIELDS = [
  'objectID', 'id', 'slug', 'name', 'year', 'make', 'model', 'badge', 'series', 'car_type', 'status', 'km', 'transmission', 'fuel',
  'fuel_text', 'image', 'price', 'offer_price', 'before_price', 'subscription_price', 'price_type', 'preorder', 'reserved', 'certified',
  'tag', 'created_at_timestamp', 'dealership_name', 'location_name', 'finance',
] as const;

function pick(hit: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SERVER_HIT_FIELDS.filter((f) => f in hit).map((f) => [f, hit[f]]));
}
