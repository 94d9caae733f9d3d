// Node's module compile cache (V8 code cache on disk, `node:module` enableCompileCache) for every npm
// script, turned on by `scripts/run.mjs` before the script loads (issue 14: build cost).
//
// A nightly run starts many build workers (a worker is replaced once a build leaves it above 1.2 GB,
// `scripts/lib/pool.ts`: 42 for 100 tenants of 1,000 cars), and each compiles Astro, Vite, Rolldown's bindings,
// React and our scripts again before its first page: about 0.3 s of a worker's CPU in a profile. With the cache
// a worker reads that compiled code instead. Child processes (build workers, vitest's workers, the API and
// preview servers the tests start) inherit it through NODE_COMPILE_CACHE.
//
// The cache lives in `.cache/node-compile/` (NODE_COMPILE_CACHE=<dir> moves it; NODE_DISABLE_COMPILE_CACHE=1
// turns it off, as Node documents). Node keeps an entry per module file and never removes one, and each
// tenant build compiles its own prerender bundle from a folder of its own: about 130 entries (about 1 MB)
// a tenant build. So a cache past COMPILE_CACHE_MAX_FILES entries is emptied before a script runs, and refilled.
//
// Plain JavaScript with no syntax newer than Node 14, like run.mjs, which imports it on any Node.
import { readdirSync, rmSync, statSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { join } from 'node:path';

/**
 * Entries (module files) the cache may hold before it is emptied: about 200 MB (measured: 7,202 entries took 121 MB
 * after a night's worth of bench and test builds), some 70 tenant builds past the 2,500 entries of the tools themselves.
 */
export const COMPILE_CACHE_MAX_FILES = 12000;

/** The entries of the compile cache in `dir` (Node keeps one folder per Node version and arch inside it); 0 when absent. */
export function compileCacheFiles(dir) {
  let names;
  try {
    names = readdirSync(dir);
  } catch (error) {
    if (error && error.code === 'ENOENT') return 0;
    throw error;
  }
  let count = 0;
  for (const name of names) {
    const path = join(dir, name);
    count += statSync(path).isDirectory() ? readdirSync(path).length : 1;
  }
  return count;
}

/**
 * Empties the compile cache in `dir` when it holds more than `maxFiles` entries.
 * @returns whether it was emptied.
 */
export function pruneCompileCache(dir, maxFiles) {
  if (compileCacheFiles(dir) <= maxFiles) return false;
  rmSync(dir, { recursive: true, force: true });
  return true;
}

/**
 * Turns Node's compile cache on for this process and, through `env.NODE_COMPILE_CACHE`, for the processes
 * it starts: in `env.NODE_COMPILE_CACHE` when set, else `<root>/.cache/node-compile`, emptied first when it
 * holds more than COMPILE_CACHE_MAX_FILES entries. Does nothing with NODE_DISABLE_COMPILE_CACHE set or on a
 * Node without the API. Never throws on the cache itself (Node reports a failure in its result: then the
 * script runs without it).
 * @returns the cache folder, or null when it is off.
 */
export function enableCompileCache(root, env) {
  if (env.NODE_DISABLE_COMPILE_CACHE) return null;
  if (typeof nodeModule.enableCompileCache !== 'function') return null;
  const dir = env.NODE_COMPILE_CACHE || join(root, '.cache', 'node-compile');
  try {
    pruneCompileCache(dir, COMPILE_CACHE_MAX_FILES);
  } catch (_error) {
    return null;
  }
  const result = nodeModule.enableCompileCache(dir);
  if (!result?.directory) return null;
  env.NODE_COMPILE_CACHE = dir;
  return dir;
}
