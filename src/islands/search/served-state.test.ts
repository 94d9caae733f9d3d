import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDirectory } from '../../search/directory.ts';
import {
  DIRECTORY_ATTRIBUTE,
  loadServedState,
  SEARCH_DIRECTORY_PATH,
  servedState,
  servedStateFile,
  STATE_ATTRIBUTE,
  type ServedState,
} from './served-state.ts';
import type { SearchAppSettings } from './types.ts';

const directory = buildDirectory([
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Toyota', model: 'HiLux' },
]);
const settings = { facets: ['make', 'model'], sortOptions: [], hitsPerPage: 21, directory } as unknown as SearchAppSettings;
const state: ServedState = { serverState: { initialResults: {} }, settings };

/** A page whose island root names `attrs` (the state file, and the directory file when the page shows it). */
const pageWith = (attrs: Record<string, string>) =>
  ({ querySelector: () => ({ getAttribute: (name: string) => attrs[name] ?? null }) }) as unknown as Document;

/** A fetch that serves `files` by path (404 otherwise), recording each request and how many were in flight at once. */
function serve(files: Record<string, unknown>) {
  const asked: string[] = [];
  let open = 0;
  let most = 0;
  const fetch = vi.fn(async (path: string) => {
    asked.push(path);
    most = Math.max(most, ++open);
    await new Promise((r) => setTimeout(r, 5));
    open--;
    return path in files ? new Response(JSON.stringify(files[path])) : new Response('', { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return { asked, most: () => most };
}

afterEach(() => vi.unstubAllGlobals());

describe("a search page's state file and the tenant's directory file (issue #14: the directory out of every state file)", () => {
  it('the state file holds everything the island is served with but the directory', () => {
    const file = servedStateFile(state);
    expect(file.settings).not.toHaveProperty('directory');
    expect({ ...file, settings: { ...file.settings, directory } }).toEqual(state);
    expect(directory.map((m) => [m.make, m.count])).toEqual([
      ['Mazda', 2],
      ['Toyota', 1],
    ]);
  });

  it('the browser loads both files at once and hydrates on the state with the directory put back', async () => {
    const path = '/search/mazda/state.json';
    const net = serve({ [path]: servedStateFile(state), [SEARCH_DIRECTORY_PATH]: directory });
    await loadServedState(pageWith({ [STATE_ATTRIBUTE]: path, [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH }));
    expect(servedState(path)).toEqual(state);
    expect(net.asked.sort()).toEqual([SEARCH_DIRECTORY_PATH, path].sort());
    expect(net.most()).toBe(2);
    // Loaded once: a second call asks for nothing.
    await loadServedState(pageWith({ [STATE_ATTRIBUTE]: path, [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH }));
    expect(net.asked).toHaveLength(2);
  });

  it('callers at once share one fetch and get the state (the shared-link check may ask before the island)', async () => {
    const path = '/search/shared/state.json';
    const net = serve({ [path]: servedStateFile(state), [SEARCH_DIRECTORY_PATH]: directory });
    const page = pageWith({ [STATE_ATTRIBUTE]: path, [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH });
    const [check, island] = await Promise.all([loadServedState(page), loadServedState(page)]);
    expect(net.asked).toHaveLength(2); // the state file and the directory, once each
    expect(check).toEqual(state);
    expect(island).toBe(check);
    expect(await loadServedState(pageWith({}))).toBeNull(); // a page without a state file
  });

  it('a page without a directory asks for its state file only', async () => {
    const path = '/search/no-directory/state.json';
    const { directory: _d, ...plain } = settings;
    const net = serve({ [path]: { serverState: state.serverState, settings: plain } });
    await loadServedState(pageWith({ [STATE_ATTRIBUTE]: path }));
    expect(net.asked).toEqual([path]);
    expect(servedState(path)?.settings).not.toHaveProperty('directory');
  });

  it('a directory file that cannot be loaded leaves the island static, naming the file and the status', async () => {
    const path = '/search/broken/state.json';
    serve({ [path]: servedStateFile(state) });
    await expect(loadServedState(pageWith({ [STATE_ATTRIBUTE]: path, [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH }))).rejects.toThrow(
      `search: the make and model directory ${SEARCH_DIRECTORY_PATH} answered HTTP 404; the island stays static`,
    );
    expect(servedState(path)).toBeNull();
    // A later call tries again rather than keep the failure.
    serve({ [path]: servedStateFile(state), [SEARCH_DIRECTORY_PATH]: directory });
    expect(await loadServedState(pageWith({ [STATE_ATTRIBUTE]: path, [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH }))).toEqual(state);
  });
});
