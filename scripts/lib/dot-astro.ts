/**
 * Gives each tenant build its own Astro state folder (what Astro calls `.astro/`), so concurrent builds
 * cannot overwrite each other's.
 *
 * Why: Astro keeps per-build generated files there, among them `content-assets.mjs` (the imports of the
 * images that content pages and posts show, which the image pipeline bundles) and `content-modules.mjs`.
 * The build's workers build several tenants at once from the same project; with one shared folder, the
 * tenant whose content was synced last wrote its map over the others', and another tenant's post kept a raw
 * `<img __ASTRO_IMAGE_=…>` (issue 11 item 5). Astro 7 derives the folder from `root` alone
 * (`node_modules/astro/dist/core/config/settings.js`: `new URL(".astro/", config.root)`): not from `cacheDir`,
 * and no option sets it. A separate `root` per build is no way out either: `src/` must sit under it (Astro
 * computes routes relative to it), and a copy of `src/` would load some modules twice (the integration imports
 * `tracked-stock.ts` from the project, the pages would from the copy).
 *
 * So a build worker loads Astro through a module hook that makes that one expression read the folder of the
 * build in progress ({@link setDotAstroDir}); everything else in Astro stays as shipped. The hook refuses to go
 * on when Astro's code no longer has that expression (an upgrade changed it), rather than build with a shared
 * folder again: {@link assertDotAstroIsolated} throws. `tests/build/content-images.test.ts` builds two tenants
 * at once to prove the isolation holds. The dev server (one tenant at a time) keeps the project's `.astro/`.
 */
import { patchModuleOnLoad, type PatchState } from './module-patch.ts';
import { pathToFileURL } from 'node:url';

/** The expression of Astro 7 that names the state folder, and the file that holds it. */
const ASTRO_EXPRESSION = 'new URL(".astro/", config.root)';
const ASTRO_SETTINGS_MODULE = /\/node_modules\/astro\/dist\/core\/config\/settings\.js$/;
/** Where the folder of the build in progress is kept (a file URL ending in `/`); the patched expression reads it. */
const CURRENT = Symbol.for('dealer-sites:dot-astro-dir');

type Holder = { [CURRENT]?: string };

/** What the module hook did to Astro's settings (`module-patch.ts`), once registered. */
let patchState: (() => PatchState) | null = null;

/**
 * Registers the module hook. Call it before Astro is first imported; calling it again does nothing.
 */
export function isolateDotAstro(): void {
  if (patchState) return;
  const own = `new URL(globalThis[Symbol.for(${JSON.stringify(CURRENT.description)})] ?? ".astro/", config.root)`;
  patchState = patchModuleOnLoad(ASTRO_SETTINGS_MODULE, ASTRO_EXPRESSION, own);
}

/**
 * Sets the state folder of the next Astro build in this process (an absolute path; created by Astro).
 * Builds in one process run one at a time, so one value at a time is enough.
 */
export function setDotAstroDir(dir: string): void {
  (globalThis as Holder)[CURRENT] = pathToFileURL(dir.endsWith('/') ? dir : `${dir}/`).href;
}

/**
 * Checks, after Astro has been imported, that its state folder follows {@link setDotAstroDir}.
 * @throws Error when the hook was not registered before Astro loaded, or Astro no longer has the expression it replaces.
 */
export function assertDotAstroIsolated(): void {
  const state = patchState?.() ?? 'not loaded';
  if (state === 'patched') return;
  throw new Error(
    state === 'expression missing'
      ? `Astro's settings no longer contain ${ASTRO_EXPRESSION} (an Astro upgrade?): concurrent tenant builds would share the .astro folder; update scripts/lib/dot-astro.ts`
      : 'Astro was loaded before isolateDotAstro() (scripts/lib/dot-astro.ts): concurrent tenant builds would share the .astro folder',
  );
}
