/**
 * Astro's content sync, reused on an incremental night (issue #14: the per-tenant fixed cost of a nightly rebuild).
 *
 * Before it bundles anything, every `astro build` syncs the content collections: it starts a throwaway Vite server
 * to load `src/content.config.ts`, runs the collections' loader over the tenant's prepared content
 * (`<dataDir>/content/`, `src/integration/content-loader.ts`), renders its Markdown and writes the content store
 * (`data-store.json` in the tenant's Astro cache folder, with `content-assets.mjs` and `content-modules.mjs` in its
 * `.astro` folder), which the build then reads as a module. That is about 0.5–1.2 s a tenant on the 2-core machine,
 * paid again on a night when only the stock changed, although the store comes out the same.
 *
 * A build may skip it when the store in its cache folder was written by a sync of the same inputs: the same code
 * version (`code-version.ts`: the app, Astro and every locked dependency) and the same tenant hash (its resolved
 * config and content: `orchestrator.ts`). Only an incremental build does (it reuses pages of a published build of
 * those same two hashes); a full build always syncs. The cache folder records the inputs of its last sync in
 * {@link MARKER}, written after a build whose sync ran and finished, and removed before a sync starts, so a sync cut
 * short never leaves a store that a later build would trust.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { reusableBuild, type IncrementalState } from '../../src/integration/incremental.ts';

/** The file in a tenant's Astro cache folder naming the inputs its content store was last synced from. */
export const MARKER = 'content-sync.json';
/** Astro's content store of a build, in the cache folder (Astro's `getDataStoreFile`: `<cacheDir>/data-store.json`). */
export const DATA_STORE = 'data-store.json';

/** What a content store is made from: the build's code version and its tenant hash (config and content). */
export interface ContentSyncInputs {
  codeVersion: string;
  tenant: string;
}

/** How a build got its content store: `synced` by Astro, or `reused` from the cache folder (sync skipped). */
export type ContentSync = 'synced' | 'reused';

const keyOf = (inputs: ContentSyncInputs): string => `${inputs.codeVersion}:${inputs.tenant}`;

function recordedKey(cacheDir: string): string | null {
  try {
    const marker = JSON.parse(readFileSync(join(cacheDir, MARKER), 'utf8')) as { inputs?: unknown };
    return typeof marker.inputs === 'string' ? marker.inputs : null;
  } catch {
    return null;
  }
}

/**
 * Whether a build into `cacheDir` may skip Astro's content sync: true only when it reuses pages of its published build
 * (`reusableBuild`: `build.previous` of the same code version and tenant hash; a full build has none), and the cache
 * folder's content store is there and was synced from exactly those inputs. Never throws: an unreadable marker means
 * sync.
 */
export function canReuseContentSync(cacheDir: string, build: Pick<IncrementalState, 'previous' | 'codeVersion' | 'tenant'>): boolean {
  if (!reusableBuild(build)) return false;
  return recordedKey(cacheDir) === keyOf(build) && existsSync(join(cacheDir, DATA_STORE));
}

/** Forgets what the cache folder's store was synced from; call before a sync starts. */
export function forgetContentSync(cacheDir: string): void {
  rmSync(join(cacheDir, MARKER), { force: true });
}

/** Records that the cache folder's store was synced from `inputs`; call once the build whose sync ran has finished. */
export function recordContentSync(cacheDir: string, inputs: ContentSyncInputs): void {
  writeFileSync(join(cacheDir, MARKER), `${JSON.stringify({ inputs: keyOf(inputs) })}\n`);
}
