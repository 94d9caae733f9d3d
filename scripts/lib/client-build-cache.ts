/**
 * Reuses the islands' client bundle (Astro's `client` Vite build) between tenant builds of the same code (issue #14:
 * the fixed cost of a tenant build).
 *
 * Why: every tenant build bundles the islands again (Vite's `client` environment, about 1,000 modules, 1.5 s of the
 * roughly 3 s an Astro build spends before its first page), and for every tenant of a code version the bundle is the
 * same files, names and bytes: it is made of `src/` and `node_modules/`, and no island reads the tenant (the tenant
 * reaches pages through `virtual:tenant`, which only the server bundle imports). So the first build of a code version
 * keeps what the client build made, and later builds with the same islands put it in place instead of bundling.
 *
 * What a client build makes: the files it writes into the output folder (the `/_astro/` scripts), the tenant's
 * `public/` folder copied there (Vite's `copyPublicDir`, redone from this tenant's folder on reuse, never cached), and
 * entries in Astro's build state (`internals`) that the page renders read afterwards: which file each island's
 * component and renderer became (`entrySpecifierToBundleMap`, giving `<astro-island component-url>`), the scripts
 * inlined into pages (`inlinedScripts`), the client files (`clientChunksAndAssets`), and the islands' CSS added to the
 * styles of the pages that show them. The cache records those changes by comparing the build state before and after
 * the real build (every Map and Set of it, and each page's styles), so it does not depend on a list of Astro's fields.
 * A change it cannot replay (a value that is not a string or a Set of strings, a page removed), or a bundle that
 * contains the tenant (its data folder, `virtual:tenant`, its site URL, a module reading `import.meta.env` beyond the
 * mode flags) makes that build's result not kept, and the next build bundles again (`reason` says why).
 *
 * How it gets at Astro's build: Astro 7 calls `builder2.build(builder2.environments.client)` inside its own
 * `buildApp` (`astro/dist/core/build/static-build.js`), with the build state in scope and no option to skip or wrap
 * it. A module hook (like `dot-astro.ts`) makes that one call go through {@link clientBuild}; when Astro's code no
 * longer has the call, {@link assertClientBuildIntercepted} throws naming this file, rather than build without it
 * silently. A build with no cache set ({@link setClientBuildCache} null) runs Astro's own call unchanged.
 *
 * The key of a kept bundle: the code version (`code-version.ts`: `src/`, the lock file, Node…), the client build's
 * inputs (the islands, renderers and scripts Astro found in the server bundle, which bundles every page's code
 * whatever the tenant, so one key serves every tenant of a code version), the client environment's settings that
 * shape the output, and the facts of the server build that Astro's CSS handling reads during the client build
 * ({@link entryKey}). Entries live in `<cache>/client-builds/<key>/`; the 8 used last are kept.
 * `DEALER_CLIENT_BUILD_CACHE=off` turns reuse off.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { patchModuleOnLoad, type PatchState } from './module-patch.ts';
import { processRunning } from './tenant-lock.ts';

/** The call of Astro 7.3 that runs the client build, and the file that holds it. */
const ASTRO_CALL = 'await builder2.build(builder2.environments.client);';
const STATIC_BUILD_MODULE = /\/node_modules\/astro\/dist\/core\/build\/static-build\.js$/;
/** Where the handler is kept for the patched call (a global: Astro's module and this one share nothing else). */
const HANDLER = Symbol.for('dealer-sites:client-build');
/** Raise when the entry format or what a key covers changes: older entries are then never read. */
const FORMAT = 1;
/** Entries kept in the cache folder (the most recently used). */
const KEEP_ENTRIES = 8;

/** What the module hook did to Astro's static build (`module-patch.ts`), once registered. */
let patchState: (() => PatchState) | null = null;

/** What one build needs to find, keep and check a client bundle. */
export interface ClientBuildCacheOptions {
  /** The cache folder (`<cache>/client-builds/`). */
  dir: string;
  /** The code version of this build (`code-version.ts`). */
  codeVersion: string;
  /** The tenant's prepared data folder and site URL: a bundle containing either is not kept. */
  dataDir: string;
  siteUrl: string;
}

/** What happened to the client build of the last build: bundled (and kept or not, with why), or reused. */
export type ClientBuildOutcome = { kind: 'reused' } | { kind: 'built'; kept: boolean; reason?: string } | { kind: 'uncached' };

/** The definition of the tenant's site URL in the client environment (Astro's; the one that differs per tenant). */
const SITE_DEFINE = 'import.meta.env.SITE';
/** `import.meta.env` uses that are the same for every tenant; any other (the site URL, the whole object) is not. */
const TENANT_ENV_READ = /import\.meta\.env(?!\.(?:DEV|PROD|SSR|MODE|BASE_URL)\b)/;

let current: ClientBuildCacheOptions | null = null;
/** A module of the client build in progress that reads the environment beyond {@link TENANT_ENV_READ}, if any. */
let tenantEnvReader: string | null = null;
/** Whether {@link siteReadsPlugin} saw the client build in progress start (it is in the build's config). */
let envReadsChecked = false;
let outcome: ClientBuildOutcome = { kind: 'uncached' };

/** A Vite environment as far as this module reads it (Vite is not a declared dependency of the project). */
interface ClientEnvironment {
  name: string;
  config: {
    base: string;
    mode: string;
    publicDir: string;
    define?: Record<string, unknown>;
    build: {
      outDir: string;
      copyPublicDir: boolean;
      target: unknown;
      minify: unknown;
      sourcemap: unknown;
      assetsInlineLimit: unknown;
      cssCodeSplit: unknown;
      rolldownOptions: { input?: unknown };
    };
  };
}
interface Builder {
  build(environment: ClientEnvironment): Promise<unknown>;
}
/** Astro's build state: an object of Maps, Sets and plain values. */
type Internals = Record<string, unknown> & { pagesByKeys?: Map<string, { styles?: unknown }> };

/** One output file of a Rolldown build, as far as this module reads it. */
interface OutputItem {
  type: 'chunk' | 'asset';
  fileName: string;
  code?: string;
  moduleIds?: string[];
}

/** The changes a client build made to Astro's build state, replayable. */
interface StateChanges {
  /**
   * Per Map field: entries set to a string (in the order the build left them), keys deleted, and for entries holding a
   * Set of strings (`ssrAssetsPerEnvironment`: environment → files), the values added to and deleted from it.
   */
  maps: Record<string, { set: [string, string][]; deleted: string[]; sets: [string, { added: string[]; deleted: string[] }][] }>;
  /** Per Set field: values added and deleted. */
  sets: Record<string, { added: string[]; deleted: string[] }>;
  /**
   * Pages whose styles the client build changed (the islands' CSS, inlined into the pages that show them:
   * `appendCSSToPage` in Astro's `plugin-css.js`): page key and its styles afterwards, as JSON.
   */
  pageStyles: [string, string][];
}

/** A kept client bundle (`entry.json` beside `files/`). */
interface Entry {
  format: number;
  key: string;
  codeVersion: string;
  /** Paths of the bundle's files, relative to the output folder (`_astro/…`). */
  files: string[];
  state: StateChanges;
}

/**
 * Registers the module hook that routes Astro's client build through this module. Call it before Astro is first
 * imported in the process; calling it again does nothing.
 */
export function interceptClientBuild(): void {
  if (patchState) return;
  (globalThis as Record<symbol, unknown>)[HANDLER] = clientBuild;
  const own = `await globalThis[Symbol.for(${JSON.stringify(HANDLER.description)})](builder2, builder2.environments.client, internals);`;
  patchState = patchModuleOnLoad(STATIC_BUILD_MODULE, ASTRO_CALL, own);
}

/**
 * Checks, after Astro has been imported, that its client build goes through this module.
 * @throws Error when the hook was not registered before Astro loaded, or Astro no longer has the call it replaces.
 */
export function assertClientBuildIntercepted(): void {
  const state = patchState?.() ?? 'not loaded';
  if (state === 'patched') return;
  throw new Error(
    state === 'expression missing'
      ? `Astro's static build no longer contains ${ASTRO_CALL} (an Astro upgrade?): update scripts/lib/client-build-cache.ts`
      : 'Astro was loaded before interceptClientBuild() (scripts/lib/client-build-cache.ts)',
  );
}

/** Whether a module's source reads `import.meta.env` beyond what every tenant shares (see {@link siteReadsPlugin}). */
export function readsTenantEnv(code: string): boolean {
  return code.includes('import.meta.env') && TENANT_ENV_READ.test(code);
}

/**
 * A Vite plugin for the build's config: notes a client-bundle module whose source reads `import.meta.env` beyond what
 * is the same for every tenant (`DEV`, `PROD`, `SSR`, `MODE`, `BASE_URL`), e.g. the site URL, so that bundle is not
 * kept for other tenants.
 */
export function siteReadsPlugin(): {
  name: string;
  enforce: 'pre';
  applyToEnvironment(environment: { name: string }): boolean;
  buildStart(): void;
  transform(code: string, id: string): undefined;
} {
  return {
    name: 'dealer-sites:client-env-reads',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    buildStart() {
      tenantEnvReader = null;
      envReadsChecked = true;
    },
    transform(code, id) {
      if (tenantEnvReader === null && readsTenantEnv(code)) tenantEnvReader = id;
      return undefined;
    },
  };
}

/** Sets the cache of the next build in this process (null: Astro's own client build); builds run one at a time. */
export function setClientBuildCache(options: ClientBuildCacheOptions | null): void {
  current = options && process.env.DEALER_CLIENT_BUILD_CACHE !== 'off' ? options : null;
  outcome = { kind: 'uncached' };
}

/** What the last build's client build did (see {@link ClientBuildOutcome}). */
export function lastClientBuild(): ClientBuildOutcome {
  return outcome;
}

/**
 * The key of a client build: code version, inputs, the settings that shape its files, and what of the server build
 * Astro's CSS handling reads in the client build (`astro/dist/core/build/plugins/plugin-css.js`: an island's CSS is
 * left out of the client files when the server bundle has it too, `cssModuleToChunkIdMap`; client-only components'
 * pages get its styles, `pagesByClientOnly`; the pages' styles before, to which it adds the islands' CSS).
 */
function entryKey(environment: ClientEnvironment, codeVersion: string, internals: Internals): string {
  const { config } = environment;
  const input = config.build.rolldownOptions.input;
  const facts = {
    format: FORMAT,
    codeVersion,
    input: Array.isArray(input) ? [...(input as string[])].sort() : input,
    base: config.base,
    mode: config.mode,
    // The site URL aside: it differs per tenant, and a bundle whose code reads it is not kept (siteReadsPlugin).
    define: Object.fromEntries(Object.entries(config.define ?? {}).filter(([name]) => name !== SITE_DEFINE)),
    target: config.build.target,
    minify: config.build.minify,
    sourcemap: config.build.sourcemap,
    assetsInlineLimit: config.build.assetsInlineLimit,
    cssCodeSplit: config.build.cssCodeSplit,
    serverCss: [...((internals.cssModuleToChunkIdMap as Map<string, unknown> | undefined)?.keys() ?? [])].sort(),
    clientOnlyPages: [
      ...((internals.pagesByClientOnly as Map<string, Set<{ component: string; route: { route: string } }>> | undefined) ?? []),
    ]
      .map(([component, pages]) => [component, [...pages].map((page) => `${page.route.route} ${page.component}`).sort()])
      .sort(),
    // The pages and their styles before the client build, which adds the islands' CSS to them.
    pages: createHash('sha256')
      .update(JSON.stringify([...(internals.pagesByKeys ?? [])].map(([key, page]) => [key, page.styles ?? null])))
      .digest('hex'),
  };
  return createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32);
}

/** The client build as Astro's patched `buildApp` calls it: reuse a kept bundle, else bundle and keep it. */
async function clientBuild(builder: Builder, environment: ClientEnvironment, internals: Internals): Promise<unknown> {
  const options = current;
  if (!options) return builder.build(environment);
  const key = entryKey(environment, options.codeVersion, internals);
  const entryDir = join(options.dir, key);
  const entry = readEntry(entryDir, key);
  if (entry) {
    // A failed copy leaves Astro's state untouched (it is changed last); the bundle is then built as usual.
    try {
      restore(entry, entryDir, environment, internals);
      outcome = { kind: 'reused' };
      touch(entryDir);
      return undefined;
    } catch {
      // A damaged entry (a file gone): removed, so this build keeps its bundle in its place.
      rmSync(entryDir, { recursive: true, force: true });
    }
  }
  const before = snapshot(internals);
  envReadsChecked = false;
  const output = await builder.build(environment);
  const recorded = record(before, internals, outputItems(output), options);
  if ('reason' in recorded) {
    outcome = { kind: 'built', kept: false, reason: recorded.reason };
    return output;
  }
  save(options.dir, entryDir, { format: FORMAT, key, codeVersion: options.codeVersion, ...recorded }, environment);
  outcome = { kind: 'built', kept: true };
  return output;
}

/** The entry kept under `entryDir`, or null when there is none (or it is unreadable, or of another format). */
function readEntry(entryDir: string, key: string): Entry | null {
  try {
    const entry = JSON.parse(readFileSync(join(entryDir, 'entry.json'), 'utf8')) as Entry;
    return entry.format === FORMAT && entry.key === key ? entry : null;
  } catch {
    return null;
  }
}

/** Puts a kept bundle in place: the tenant's public folder, the bundle's files, then Astro's state. */
function restore(entry: Entry, entryDir: string, environment: ClientEnvironment, internals: Internals): void {
  const missing = entry.state.pageStyles.find(([key]) => !internals.pagesByKeys?.has(key));
  if (missing) throw new Error(`no page ${missing[0]} in this build`);
  const { outDir, copyPublicDir } = environment.config.build;
  const { publicDir } = environment.config;
  // As Vite's `copyPublicDir` does: the folder's files copied over what is there, links followed.
  if (copyPublicDir && publicDir && existsSync(publicDir)) cpSync(publicDir, outDir, { recursive: true, dereference: true });
  for (const file of entry.files) {
    const target = join(outDir, file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(entryDir, 'files', file), target);
  }
  for (const [field, changes] of Object.entries(entry.state.maps)) {
    const map = internals[field] as Map<string, unknown>;
    for (const key of changes.deleted) map.delete(key);
    for (const [key, value] of changes.set) map.set(key, value);
    for (const [key, { added, deleted }] of changes.sets) {
      let values = map.get(key) as Set<string> | undefined;
      if (!values) map.set(key, (values = new Set()));
      for (const value of deleted) values.delete(value);
      for (const value of added) values.add(value);
    }
  }
  for (const [field, { added, deleted }] of Object.entries(entry.state.sets)) {
    const set = internals[field] as Set<string>;
    for (const value of deleted) set.delete(value);
    for (const value of added) set.add(value);
  }
  for (const [key, styles] of entry.state.pageStyles) {
    const page = internals.pagesByKeys?.get(key);
    page!.styles = JSON.parse(styles) as unknown;
  }
}

/**
 * A copy of Astro's build state: each Map and Set copied (a Map's Set values too), other values as they are, and each
 * page's styles.
 */
interface Snapshot {
  fields: Map<string, unknown>;
  styles: Map<string, string>;
}

function snapshot(internals: Internals): Snapshot {
  const fields = new Map<string, unknown>();
  for (const [field, value] of Object.entries(internals)) {
    if (value instanceof Map) fields.set(field, new Map([...value].map(([key, v]) => [key, v instanceof Set ? new Set(v) : v] as const)));
    else fields.set(field, value instanceof Set ? new Set(value) : value);
  }
  return { fields, styles: pageStyles(internals) };
}

function pageStyles(internals: Internals): Map<string, string> {
  const styles = new Map<string, string>();
  for (const [key, page] of internals.pagesByKeys ?? []) styles.set(key, JSON.stringify(page.styles ?? null));
  return styles;
}

/** Rolldown's output of a build (one output or several) as a flat list of files. */
function outputItems(output: unknown): OutputItem[] {
  const outputs = (Array.isArray(output) ? output : [output]) as { output?: OutputItem[] }[];
  return outputs.flatMap((o) => o?.output ?? []);
}

/**
 * What the client build changed, replayable, or the reason it cannot be replayed safely.
 */
function record(
  before: Snapshot,
  internals: Internals,
  items: OutputItem[],
  options: ClientBuildCacheOptions,
): Pick<Entry, 'files' | 'state'> | { reason: string } {
  if (items.length === 0) return { reason: 'the client build returned no output' };
  if (!envReadsChecked) return { reason: 'siteReadsPlugin() is not in the build config (client-build-cache.ts)' };
  if (tenantEnvReader) return { reason: `${tenantEnvReader} reads import.meta.env beyond what every tenant shares` };
  const dataDir = resolve(options.dataDir) + sep;
  for (const item of items) {
    if (item.type !== 'chunk') continue;
    const tenantModule = item.moduleIds?.find((id) => id.includes('virtual:tenant') || id.startsWith(dataDir));
    if (tenantModule) return { reason: `the islands' bundle contains the tenant (${tenantModule})` };
    if (item.code?.includes(options.siteUrl)) return { reason: `the islands' bundle contains the site URL (${item.fileName})` };
  }
  const state: StateChanges = { maps: {}, sets: {}, pageStyles: [] };
  for (const [field, value] of Object.entries(internals)) {
    if (!before.fields.has(field)) return { reason: `the client build added internals.${field}` };
    const old = before.fields.get(field);
    if (value instanceof Map && old instanceof Map) {
      const unsupported = { reason: `internals.${field} changed (not strings or Sets of strings)` };
      const set: [string, string][] = [];
      const sets: [string, { added: string[]; deleted: string[] }][] = [];
      for (const [key, v] of value) {
        const was: unknown = old.get(key);
        if (v instanceof Set && (was instanceof Set || was === undefined)) {
          const added = [...v].filter((x) => !was?.has(x));
          const gone = was ? [...was].filter((x) => !v.has(x)) : [];
          if (!was || added.length || gone.length) {
            if (typeof key !== 'string' || [...added, ...gone].some((x) => typeof x !== 'string')) return unsupported;
            sets.push([key, { added, deleted: gone }]);
          }
          continue;
        }
        if (was === v && old.has(key)) continue;
        if (typeof key !== 'string' || typeof v !== 'string') return unsupported;
        set.push([key, v]);
      }
      const deleted = [...old.keys()].filter((key) => !value.has(key)) as string[];
      if (deleted.some((key) => typeof key !== 'string')) return unsupported;
      if (set.length || deleted.length || sets.length) state.maps[field] = { set, deleted, sets };
    } else if (value instanceof Set && old instanceof Set) {
      const added = [...value].filter((v) => !old.has(v));
      const deleted = [...old].filter((v) => !value.has(v));
      if ([...added, ...deleted].some((v) => typeof v !== 'string')) return { reason: `internals.${field} changed (not strings)` };
      if (added.length || deleted.length) state.sets[field] = { added, deleted };
    } else if (value !== old) {
      return { reason: `internals.${field} changed` };
    }
  }
  const after = pageStyles(internals);
  const pageStylesSet: [string, string][] = [];
  for (const [key, styles] of after) if (before.styles.get(key) !== styles) pageStylesSet.push([key, styles]);
  if ([...before.styles.keys()].some((key) => !after.has(key))) return { reason: 'the client build removed a page' };
  state.pageStyles = pageStylesSet;
  return { files: items.map((item) => item.fileName).sort(), state };
}

/** Keeps a bundle: its files and changes written into a new folder, renamed into place, then old entries pruned. */
function save(dir: string, entryDir: string, entry: Entry, environment: ClientEnvironment): void {
  const temporary = `${entryDir}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    for (const file of entry.files) {
      const target = join(temporary, 'files', file);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(join(environment.config.build.outDir, file), target);
    }
    mkdirSync(temporary, { recursive: true });
    writeFileSync(join(temporary, 'entry.json'), JSON.stringify(entry));
    // Another worker may have kept the same bundle meanwhile: its folder stays, this one goes.
    renameSync(temporary, entryDir);
  } catch {
    /* not kept: the next build bundles again */
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
  prune(dir);
}

/** Marks an entry used now (pruning keeps the most recently used). */
function touch(entryDir: string): void {
  const now = new Date();
  try {
    utimesSync(entryDir, now, now);
  } catch {
    /* pruned meanwhile */
  }
}

/** Removes all but the {@link KEEP_ENTRIES} most recently used entries, and temporary folders of ended writes. */
function prune(dir: string): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  const entries = names
    .filter((name) => !name.includes('.tmp-'))
    .map((name) => ({ name, used: statSync(join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0 }))
    .sort((a, b) => b.used - a.used);
  for (const { name } of entries.slice(KEEP_ENTRIES)) rmSync(join(dir, name), { recursive: true, force: true });
  for (const name of names.filter((n) => n.includes('.tmp-'))) {
    const pid = Number(/\.tmp-(\d+)-/.exec(name)?.[1]);
    if (!processRunning(pid)) rmSync(join(dir, name), { recursive: true, force: true });
  }
}
