/**
 * Where the search island's server state lives (issue #9: search page LCP). The state a search page
 * was built with (`getSearchServerState`: its first results, facet counts and stats, ~30 KB of JSON,
 * ~4–5 KB gzip) and the island's settings (its make/model directory and facet links: up to several KB
 * on a large tenant) are not written into the page: they are a static file beside it, `state.json`
 * (`src/pages/search/[...landing]/state.json.ts`), that the island fetches when it wakes. The page's
 * HTML is then ~5 KB gzip smaller (a document over ~14 KB gzip costs Lighthouse's simulated phone a
 * further round trip before anything paints), and the parser reaches the first result card without
 * first reading a 47 KB attribute. The HTML itself is unchanged: the island renders it on the server
 * from the same state, so hydration matches and nothing shifts.
 *
 * At build time the page hands the state to the island's server render with `provideServedState`
 * (Astro would serialise any prop into the HTML); in the browser `loadServedState` fetches it once,
 * before the island module finishes loading, so the island hydrates synchronously as before.
 */
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchAppSettings } from './types.ts';

/** What a page's state file holds: the island's server state and settings (`SearchAppProps`). */
export interface ServedState {
  serverState: InstantSearchServerState;
  settings: SearchAppSettings;
}

/** The state file of a search page: `/search/toyota/page/2/` → `/search/toyota/page/2/state.json`. */
export function searchStatePath(pagePath: string): string {
  return `${pagePath.endsWith('/') ? pagePath : `${pagePath}/`}state.json`;
}

/** The attribute of the island's root element that names its state file (read before hydration). */
export const STATE_ATTRIBUTE = 'data-search-state';

const states = new Map<string, ServedState>();

/** Build time: the state and settings the island renders for the page whose state file is `statePath`. */
export function provideServedState(statePath: string, state: ServedState): void {
  states.set(statePath, state);
}

/** The state provided (server) or loaded (browser) for `statePath`, or null when there is none. */
export function servedState(statePath: string): ServedState | null {
  return states.get(statePath) ?? null;
}

/**
 * Browser: fetches the state file named by the page's island root (`[data-search-state]`), once.
 * Resolves when it is there (or when the page has no state file). Throws an Error naming the file
 * and the HTTP status when it cannot be loaded: the island then stays the static page (its links and
 * GET form work) rather than hydrate on a different state.
 */
export async function loadServedState(doc: Pick<Document, 'querySelector'> = document): Promise<void> {
  const path = doc.querySelector(`[${STATE_ATTRIBUTE}]`)?.getAttribute(STATE_ATTRIBUTE);
  if (!path || states.has(path)) return;
  const response = await fetch(path);
  if (!response.ok) throw new Error(`search: the page's state ${path} answered HTTP ${response.status}; the island stays static`);
  states.set(path, (await response.json()) as ServedState);
}
