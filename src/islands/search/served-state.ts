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
 *
 * The make/model directory (make cards' logos and model lists, the directory search box) is the same
 * for every search page of a tenant, so it is not in each state file (it was two thirds of a small
 * landing's, ~2.3 KB gzip, and its whole-stock counts changed every state file on every night with a
 * stock change: issue #14): it is one file, `/search/directory.json` (`SEARCH_DIRECTORY_PATH`,
 * `src/pages/search/directory.json.ts`), fetched beside the state file and kept by the browser's cache
 * from one search page to the next. The island's root names it (`DIRECTORY_ATTRIBUTE`) when the page
 * shows a directory.
 */
import type { InstantSearchServerState } from 'react-instantsearch';
import type { SearchAppSettings } from './types.ts';

/** What the island is served with: its server state and settings (`SearchAppProps`), the directory included. */
export interface ServedState {
  serverState: InstantSearchServerState;
  settings: SearchAppSettings;
}

/** What a page's state file holds: the served state without the directory (its own file, `SEARCH_DIRECTORY_PATH`). */
export interface ServedStateFile {
  serverState: InstantSearchServerState;
  settings: Omit<SearchAppSettings, 'directory'>;
}

/** The tenant's make/model directory file (`DirectoryMake[]` as JSON), one for every search page. */
export const SEARCH_DIRECTORY_PATH = '/search/directory.json';

/** The attribute of the island's root element that names the directory file, on pages that show the directory. */
export const DIRECTORY_ATTRIBUTE = 'data-search-directory';

/** The state file's content for `state`: everything but the directory. */
export function servedStateFile(state: ServedState): ServedStateFile {
  const { directory: _directory, ...settings } = state.settings;
  return { serverState: state.serverState, settings };
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

/** Fetches a JSON file the island needs; throws an Error naming it and the HTTP status when it cannot be loaded. */
async function fetchJson<T>(path: string, what: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`search: ${what} ${path} answered HTTP ${response.status}; the island stays static`);
  return (await response.json()) as T;
}

const loading = new Map<string, Promise<ServedState>>();

/**
 * Browser: fetches the state file named by the page's island root (`[data-search-state]`), once, and the
 * directory file it names (`[data-search-directory]`) at the same time, and resolves with the page's served state
 * when both are there (null when the page has no state file). Callers share one fetch: the shared-link check
 * (`pending-url-state.ts`) may ask before the island does. Throws an Error naming the file and the HTTP status when
 * either cannot be loaded: the island then stays the static page (its links and GET form work) rather than hydrate
 * on a different state.
 */
export async function loadServedState(doc: Pick<Document, 'querySelector'> = document): Promise<ServedState | null> {
  const root = doc.querySelector(`[${STATE_ATTRIBUTE}]`);
  const path = root?.getAttribute(STATE_ATTRIBUTE);
  if (!path) return null;
  const loaded = states.get(path);
  if (loaded) return loaded;
  let pending = loading.get(path);
  if (!pending) {
    const directoryPath = root?.getAttribute(DIRECTORY_ATTRIBUTE);
    pending = Promise.all([
      fetchJson<ServedStateFile>(path, "the page's state"),
      directoryPath ? fetchJson<SearchAppSettings['directory']>(directoryPath, 'the make and model directory') : undefined,
    ]).then(([file, directory]) => {
      const state = { serverState: file.serverState, settings: directory ? { ...file.settings, directory } : file.settings };
      states.set(path, state);
      return state;
    });
    loading.set(path, pending);
    // A failed load may be tried again (the next caller fetches anew).
    pending.catch(() => loading.delete(path));
  }
  return pending;
}
