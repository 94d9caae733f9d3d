/**
 * What a built page was made from (issue #14, incremental builds): the shared protocol between the
 * `virtual:tenant` module (which sees every read of the stock), the prerenderer of
 * `incremental.ts` (which runs each page's render in its own async context) and the build worker.
 *
 * A page's inputs are: the code version and the tenant's prepared data (`tenant.json`: config and build
 * facts, the stock clock aside) — the same for every page of a build, compared as a whole — its
 * props from `getStaticPaths`, each question it asked of the stock clock (`clock`, `clock:year`,
 * `clock:day:<tz>:<date>`, `clock:at:<t>`: `src/stock/build-clock.ts`, recorded by `tracked-clock.ts`) with the
 * hash of its answer, and each part of the stock it read while rendering, recorded by name with the hash of its
 * value:
 *
 * | read | dependency |
 * |---|---|
 * | `getStock().cars` | `cars`: the whole list |
 * | `getStock().images[id]` | `images:<id>`: that car's images |
 * | `getStock().images` listed whole | `images` |
 * | `getStock().searchIndexUrl` | `searchIndexUrl` |
 * | `getStock().carLookupBase` | `carLookupBase` |
 * | `stockView(getStock(), name)` | `view:<name>`: that view's value (`src/stock/stock-views.ts`) |
 * | `stockViewEntry(getStock(), table, key)` | `view:<table>:<key>`: that entry of a keyed view |
 * | `derivedDependencies(getStock()).depend(family, key)` | `derived:<family>:<key>`: a value the page works out |
 * | any other property of the stock | `stock`: everything |
 *
 * A page may replace its reads of the whole car list by a narrower derived dependency (`src/stock/derived-deps.ts`,
 * answered here): it registers how the value is worked out (`registerDerivedDependency`, before any page is checked:
 * in `getStaticPaths`), records it (`dependOnDerived`) and does its work inside `withCarReadsCovered`, whose reads of
 * `cars` and `images` (and, when the value holds what the work takes from the clock, its clock questions) are not
 * recorded. The value must hold everything that work's output is made from (a test
 * proves it, as for the search landings: `src/islands/search/page-data.ts`).
 *
 * Nothing is listed per route: a new page or component is tracked by what it reads. A page that reads
 * the whole car list depends on every car; one that gets its car (and related cars) through its props
 * depends on exactly those.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { isClockDependency } from '../stock/build-clock.ts';

/** The hash of a value's JSON text (hex, 20 chars). */
export function hashJson(value: unknown): string {
  return hashText(JSON.stringify(value) ?? 'undefined');
}

/** The hash of a text (hex, 20 chars). */
export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/** One page in a build manifest: how it was made. */
export interface PageEntry {
  /** Its route's component (`src/pages/cars/[slug].astro`). */
  route: string;
  /** `page` or `endpoint` (decides its output file). */
  type: string;
  /** Hash of its `getStaticPaths` props ('-' for a route without). */
  props: string;
  /** Each stock part it read, by dependency name, with the hash of its value then. */
  deps: Record<string, string>;
  /** An HTML page: whether it says `noindex` (left out of the sitemap), recorded when it was rendered. */
  noindex?: boolean;
  /**
   * An HTML page: the CSP hashes (`sha256-…`) of its inline scripts, recorded when it was rendered, so a build
   * that reuses the page still allows its scripts in `_headers` without reading it again.
   */
  scripts?: string[];
}

/** The runtime shared through `globalThis` in a build worker (one tenant per Astro build). */
export interface PageDepsRuntime {
  /**
   * The dependencies of the page being rendered, as the store of the render's async context: Astro renders several
   * pages at once (`build.concurrency`), and a read belongs to the page whose render it happens in. No store
   * outside a page render.
   */
  pages: AsyncLocalStorage<Map<string, string>>;
  /** The current hash of a dependency for the tenant being built (set by `virtual:tenant` when loaded). */
  evaluate: ((name: string) => string) | null;
  /**
   * The markup rendered once for every page of the tenant being built (`render-once.ts`), by name; null outside a
   * build (each tenant build starts an empty one).
   */
  fragments: Map<string, RenderedFragment> | null;
  /**
   * How each family of derived dependencies (`derived:<family>:<key>`) is worked out for the tenant being built, by
   * family: the value for a key, computed from the untracked stock. Cleared when a tenant build starts; a family
   * not registered answers a hash no page recorded (its pages are rendered).
   */
  derived: Map<string, (key: string) => unknown>;
}

/** Markup rendered once per build (`render-once.ts`): its HTML, and the dependencies its render recorded. */
export interface RenderedFragment {
  html: Promise<string>;
  deps: Map<string, string>;
}

const KEY = Symbol.for('dealer-sites.page-deps');

/** The runtime of this process (created on first use). */
export function pageDepsRuntime(): PageDepsRuntime {
  const g = globalThis as unknown as Record<symbol, PageDepsRuntime | undefined>;
  return (g[KEY] ??= { pages: new AsyncLocalStorage(), evaluate: null, fragments: null, derived: new Map() });
}

/** The prefix of derived dependencies' names (`derived:<family>:<key>`). */
export const DERIVED_PREFIX = 'derived:';

/** The hash a derived dependency answers when its family is not registered: never a recorded one. */
export const UNREGISTERED_DERIVED = 'unregistered';

/**
 * Registers how derived dependency family `family` (no colon) is worked out for the tenant being built: `value(key)`
 * is the value a page that records `derived:<family>:<key>` depends on, as plain JSON. It runs outside any page
 * render (its reads are recorded nowhere), once per key and build. Register before any page is checked (in a route's
 * `getStaticPaths`): a page whose family is unknown when it is checked is rendered again.
 */
export function registerDerivedDependency(family: string, value: (key: string) => unknown): void {
  pageDepsRuntime().derived.set(family, value);
}

/**
 * The value of derived dependency `name` (`derived:<family>:<key>`) for the tenant being built, or undefined when its
 * family is not registered.
 */
export function derivedValue(name: string): { value: unknown } | undefined {
  const rest = name.slice(DERIVED_PREFIX.length);
  const sep = rest.indexOf(':');
  const rt = pageDepsRuntime();
  const fn = sep === -1 ? undefined : rt.derived.get(rest.slice(0, sep));
  if (!fn) return undefined;
  // Worked out outside the page's async context: the reads it makes are not the page's.
  return { value: rt.pages.exit(() => fn(rest.slice(sep + 1))) };
}

/**
 * Records on the page being rendered that it depends on the derived value `derived:<family>:<key>` (registered with
 * {@link registerDerivedDependency}). Outside a page render, or outside a build, nothing is recorded.
 */
export function dependOnDerived(family: string, key: string): void {
  const rt = pageDepsRuntime();
  const page = currentPageDeps();
  const name = `${DERIVED_PREFIX}${family}:${key}`;
  if (page && rt.evaluate && !page.has(name)) page.set(name, rt.evaluate(name));
}

/** Whether `name` is a read of the car list or of cars' images (what {@link withCarReadsCovered} leaves out). */
function isCarRead(name: string): boolean {
  return name === 'cars' || name === 'images' || name.startsWith('images:');
}

/**
 * Runs `work` for the page being rendered without recording its reads of the car list and cars' images (`cars`,
 * `images`, `images:<id>`), and with `clock` its questions to the stock clock too (`clock`, `clock:…`); its other
 * reads (views, `searchIndexUrl`, and the clock without `clock`) are the page's as usual. Only for work whose output a
 * derived dependency the page records ({@link dependOnDerived}) covers whole — with `clock`, including everything
 * the work takes from the clock. Outside a page render it just runs `work`.
 */
export async function withCarReadsCovered<T>(work: () => Promise<T>, opts: { clock?: boolean } = {}): Promise<T> {
  const rt = pageDepsRuntime();
  const page = rt.pages.getStore();
  if (!page) return work();
  const reads = new Map<string, string>();
  try {
    return await rt.pages.run(reads, work);
  } finally {
    for (const [name, hash] of reads)
      if (!isCarRead(name) && !(opts.clock && isClockDependency(name)) && !page.has(name)) page.set(name, hash);
  }
}

/** The dependencies of the page whose render this code runs in, or null outside a page render. */
export function currentPageDeps(): Map<string, string> | null {
  return pageDepsRuntime().pages.getStore() ?? null;
}

/**
 * The files a built page occupies under the site root, from its pathname (`/cars/x`, `/`, `/404`,
 * `/robots.txt`) and type, as Astro writes them with `build.format: 'directory'`.
 */
export function pageFiles(pathname: string, type: string): string[] {
  const p = normalizePathname(pathname);
  if (type === 'endpoint') return [p.slice(1)];
  if (p === '/404' || p === '/500') return [`${p.slice(1)}.html`];
  return [p === '/' ? 'index.html' : `${p.slice(1)}/index.html`];
}

/** A pathname as a manifest key: leading slash, no trailing slash (`/` for the home page). */
export function normalizePathname(pathname: string): string {
  const p = `/${pathname.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}
