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
  // Plain JSON (no class instances or undefined), as Astro serialises island props.
  return JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
}
