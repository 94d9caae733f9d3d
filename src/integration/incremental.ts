/**
 * Incremental builds (issue #14): an Astro prerenderer (the `setPrerenderer` hook of `astro:build:start`)
 * around Astro's own that renders only the pages whose inputs changed since the published build and
 * records, for every page it renders, what the page was made from (`page-deps.ts`).
 *
 * A page of the previous build is reused when the code version and the tenant's prepared data
 * (`tenant.json` without the stock clock, and the resolved content) are unchanged, it has the same route, its
 * `getStaticPaths` props hash the same, every stock part it read then still hashes the same now, and every
 * question it asked of the stock clock gets the same answer from this build's clock. Everything else is rendered.
 * Astro renders several pages at once (`build.concurrency`); each render runs in its own async context
 * (`PageDepsRuntime.pages`), so the reads made during one render are that page's.
 * The build worker puts the reused pages' files back from the published site (publish step).
 *
 * It also finishes each HTML page it renders: Astro's island `<style>` goes into the head (`island-styles.ts`; in
 * `npm run dev` a middleware does it), done on the text this prerenderer reads anyway rather than by a middleware
 * that would decode and re-encode every page once more.
 */
import type { AstroPrerenderer } from 'astro';
import { isClockDependency } from '../stock/build-clock.ts';
import { hashJson, normalizePathname, pageDepsRuntime, pageFiles, type PageEntry } from './page-deps.ts';
import { clockDependencyHash } from './tracked-clock.ts';
import { islandStylesInHead } from './island-styles.ts';
import { islandUidsFromTags } from './island-uids.ts';
import { startRenderOnce } from './render-once.ts';
import { RenderShares, type RouteRendering } from './render-share.ts';
import { pageScriptHashes } from './security-headers-file.ts';
import { saysNoindex } from './sitemap.ts';
import { inKeyOrder } from '../domain/key-order.ts';

/** A tenant's build manifest (stored beside each published version, `dist/.builds/<slug>/<id>.json`). */
export interface BuildManifest {
  version: 1;
  /** Hash of the code and dependencies the pages were built with (`scripts/lib/code-version.ts`). */
  codeVersion: string;
  /**
   * Hash of the tenant's `tenant.json` (config and build facts, without the stock clock: pages record what they
   * asked of it, `tracked-clock.ts`) and its resolved content folder.
   */
  tenant: string;
  /** Hash of everything the tenant's site was made from: unchanged means the tenant is skipped. */
  inputs: string;
  /** Every page of the site by pathname (`/cars/x`, `/`, `/robots.txt`). */
  pages: Record<string, PageEntry>;
}

/** What the incremental prerenderer is given and fills in (one tenant build). */
export interface IncrementalState {
  /** The manifest of the published site to reuse pages from, or null for a full build. */
  previous: BuildManifest | null;
  codeVersion: string;
  tenant: string;
  /** The stock clock of this build (Unix seconds): a page's clock dependencies are answered with it (`tracked-clock.ts`). */
  now: number;
  /**
   * Filled: every page of the new build (rendered or reused), the reused pathnames, the number rendered, and when the
   * first render began and the last one ended (`performance.now()` ms of the rendering process; null until a page is
   * rendered). The time before the first render is Astro's fixed cost of a build (bundling with Vite, loading the
   * routes): issue #14, where a night's time goes. When Astro is done (its prerenderer's teardown): `routes`, the pages
   * rendered per route (by component, `src/pages/…`) and their share of the rendering time (ms; `render-share.ts`).
   */
  result: {
    pages: Record<string, PageEntry>;
    reused: string[];
    rendered: number;
    renderWindow: { start: number; end: number } | null;
    routes?: Record<string, RouteRendering>;
  };
  /**
   * Filled while rendering and kept in the build worker: the HTML files rendered (relative to the site root)
   * and the CSP hashes of their inline scripts, so `_headers` is written without reading those pages again.
   * Reused pages are not in the output yet when `_headers` is written: {@link allScriptHashes} adds theirs.
   */
  scripts?: { files: Set<string>; hashes: Set<string> };
}

/**
 * A page that shows an image Astro optimises (a Markdown image in the tenant's content: `/_astro/…​.webp`) is
 * rendered on every build: Astro writes such an image only for the pages it renders (and keeps the original
 * file when none of them uses it), so a reused page would point at a file the new build does not have. The
 * dependency is recorded with the page and never answers the same.
 *
 * Matched in the page's bytes read as Latin-1 (no UTF-8 decoding of the whole page). Every byte of a multi-byte
 * character may be part of the file name, so this finds every such URL the page's text has (a name with Unicode
 * whitespace in it would also match: that page is then rendered again, the safe side). The pattern is tried only
 * where the page has `/_astro/` (any case, as the pattern allows; found by a byte search for `/_`), on the text from
 * there to the first byte a file name cannot hold, that byte included for the closing `\b`: a match lies within it,
 * so the answer is the pattern's on the whole page, without reading the page as text.
 */
const ASTRO_IMAGE = /^\/_astro\/[^"'\t\n\v\f\r )?#]+\.(?:avif|webp|png|jpe?g|gif|svg)\b/i;
const ASTRO_DIR = '/_astro/';
const NAME_ENDS = new Set([...'"\'\t\n\v\f\r )?#'].map((c) => c.charCodeAt(0)));
/** Whether the HTML page `page` (its UTF-8 bytes) points at an image Astro optimised (above): then it is rendered on every build. */
export function showsAstroImage(page: Uint8Array): boolean {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  for (let i = bytes.indexOf('/_'); i !== -1; i = bytes.indexOf('/_', i + 1)) {
    if (bytes.toString('latin1', i, i + ASTRO_DIR.length).toLowerCase() !== ASTRO_DIR) continue;
    let end = i + ASTRO_DIR.length;
    while (end < bytes.length && !NAME_ENDS.has(bytes[end]!)) end++;
    if (ASTRO_IMAGE.test(bytes.toString('latin1', i, Math.min(end + 1, bytes.length)))) return true;
  }
  return false;
}
const OPTIMISED_IMAGES = 'astro:optimised-images';

/** Astro's prerenderer with the app it renders with (`app.routeCache` holds each route's getStaticPaths result). */
type DefaultPrerenderer = AstroPrerenderer & {
  app?: { routeCache?: { get(route: unknown): { staticPaths?: { keyed?: Map<string, { props?: unknown }> } } | undefined } };
};

/**
 * Has Astro's build app `app` render each page as a stream (an app without the switch is left as it is). For a static
 * build Astro renders a page to one string (its build app's `resolveStreaming()` answers `undefined`, and a static
 * site's default is not to stream) and then encodes it whole: a 60–150 KB page built up from thousands of pieces is
 * flattened into one fresh string, which V8 places in its large-object space, a new memory mapping each time, and
 * then encoded in one go. That was about 1 ms of every page (4.6 s of 47 s in a CPU profile of a 1,000-car tenant's
 * two nights, issue #14 item 1). Streamed, Astro encodes the pieces as they come and this prerenderer reads the body
 * back as bytes (`response.arrayBuffer()`), the same bytes: full builds of the five sample tenants are the same file
 * for file either way. Whether it worked is seen on the pages themselves ({@link renderedWhole}).
 */
export function streamPages(app: unknown): void {
  const a = app as { resolveStreaming?: unknown } | undefined;
  if (typeof a?.resolveStreaming === 'function') a.resolveStreaming = () => true;
}

/**
 * Whether Astro rendered a page to one string rather than streaming it: it then gives the page's length
 * (`Content-Length`), which a streamed page cannot know up front.
 */
export function renderedWhole(response: Response): boolean {
  return response.headers.has('content-length');
}

/** The warning of a build whose pages Astro rendered to one string each ({@link streamPages} did not take). */
export const NOT_STREAMING_WARNING =
  'Astro rendered the pages to one string each, not as streams: slower builds, the same pages (see streamPages, src/integration/incremental.ts)';

/**
 * Why a build renders every page instead of reusing pages of its published build (issue #14): none is published (or
 * `--full`), the published one was built from another code version, or from another tenant hash (config and content).
 * Null when it may reuse them.
 */
export type FullBuildReason = 'none published' | 'code changed' | 'config or content changed';

/** The {@link FullBuildReason} of a build with `state`, or null when it may reuse its published build's pages. */
export function fullBuildReason(state: Pick<IncrementalState, 'previous' | 'codeVersion' | 'tenant'>): FullBuildReason | null {
  const p = state.previous;
  if (!p) return 'none published';
  if (p.codeVersion !== state.codeVersion) return 'code changed';
  if (p.tenant !== state.tenant) return 'config or content changed';
  return null;
}

/**
 * The published build whose pages this build may reuse: `state.previous` when it was built from the same code version
 * and tenant hash (config and content) as this build ({@link fullBuildReason} null), else null (every page is rendered).
 */
export function reusableBuild(state: Pick<IncrementalState, 'previous' | 'codeVersion' | 'tenant'>): BuildManifest | null {
  return fullBuildReason(state) === null ? state.previous : null;
}

/** Wraps Astro's prerenderer `d` for one tenant build with `state`. */
export function incrementalPrerenderer(d: DefaultPrerenderer, state: IncrementalState): AstroPrerenderer {
  const rt = pageDepsRuntime();
  // A worker builds several tenants in turn: forget the previous tenant's stock until this one's is loaded.
  rt.evaluate = null;
  // …and how the previous tenant's derived dependencies were worked out (registered again by this one's routes).
  rt.derived.clear();
  // …and the markup rendered once for the previous tenant's pages (render-once.ts).
  startRenderOnce();
  const propsHash = new Map<string, string>();
  const shares = new RenderShares();
  // Said once a build: the first HTML page Astro did not stream (streamPages).
  let warnedNotStreaming = false;
  // The current hash of a dependency (null: never the same): the clock's are answered with this build's clock, the
  // stock's by the tenant's tracked stock (not loaded yet: nothing that read it can be reused).
  const current = (name: string): string | null => {
    if (name === OPTIMISED_IMAGES) return null;
    if (isClockDependency(name)) return clockDependencyHash(name, state.now);
    return rt.evaluate === null ? null : rt.evaluate(name);
  };
  const previous = reusableBuild(state)?.pages ?? null;
  return {
    name: 'dealer-sites:incremental',
    async setup() {
      await d.setup?.();
      streamPages(d.app);
    },
    teardown: () => {
      state.result.routes = shares.byRoute();
      return d.teardown?.() ?? Promise.resolve();
    },
    ...(d.collectStaticImages ? { collectStaticImages: () => d.collectStaticImages!() } : {}),
    async getStaticPaths() {
      const paths = await d.getStaticPaths();
      const toRender: typeof paths = [];
      for (const p of paths) {
        const key = normalizePathname(p.pathname);
        let props = '-';
        if (!p.route.pathname) {
          const entry = d.app?.routeCache?.get(p.route)?.staticPaths?.keyed?.get(p.pathname);
          props = entry ? hashJson(entry.props ?? {}) : 'unknown';
        }
        propsHash.set(key, props);
        const before = previous?.[key];
        const same =
          before !== undefined &&
          props !== 'unknown' &&
          before.route === p.route.component &&
          before.type === p.route.type &&
          before.props === props &&
          Object.entries(before.deps).every(([name, hash]) => current(name) === hash);
        if (same) {
          state.result.pages[key] = before;
          state.result.reused.push(key);
        } else {
          toRender.push(p);
        }
      }
      return toRender;
    },
    async render(request, options) {
      const startedAt = performance.now();
      const renderWindow = (state.result.renderWindow ??= { start: startedAt, end: startedAt });
      const key = normalizePathname(decodeURI(new URL(request.url).pathname));
      const deps = new Map<string, string>();
      const inFlight = shares.begin(options.routeData.component);
      // The page renders in its own async context, whose store collects the reads made while it renders: Astro
      // renders several pages at once (`build.concurrency`), and a read belongs to the render it happens in.
      return rt.pages.run(deps, async () => {
        let noindex: boolean | undefined;
        let pageHashes: string[] | undefined;
        try {
          const rendered = await d.render(request, options);
          // Read the whole body while this page's reads are being recorded. The page stays bytes: each step below
          // reads or edits the bytes, so no page is decoded whole or encoded again (issue #14: full build cost).
          const response = rendered instanceof Response ? rendered : rendered.response;
          const body = response.body === null ? null : new Uint8Array(await response.arrayBuffer());
          // The page's bytes when this prerenderer changed them (else Astro writes the body as it came).
          let finished: Uint8Array<ArrayBuffer> | undefined;
          // What the sitemap and `_headers` need from the page, read now from the HTML in hand rather than from
          // its file later. Astro writes the body as it is, except for redirects (it writes its own page then).
          const redirect = response.status >= 300 && response.status < 400;
          if (
            body !== null &&
            !redirect &&
            options.routeData.type === 'page' &&
            response.headers.get('content-type')?.includes('text/html')
          ) {
            if (!warnedNotStreaming && renderedWhole(response)) {
              warnedNotStreaming = true;
              console.warn(NOT_STREAMING_WARNING);
            }
            // Astro's island rule moved into the head here, where the page is already in hand (island-styles.ts).
            // Astro's island uids hash the build machine's source paths: replaced by hashes of the islands' tags (island-uids.ts).
            const html = islandUidsFromTags(islandStylesInHead(body));
            if (html !== body) finished = html;
            noindex = saysNoindex(html);
            if (showsAstroImage(html)) deps.set(OPTIMISED_IMAGES, 'rendered on every build');
            const scripts = (state.scripts ??= { files: new Set(), hashes: new Set() });
            scripts.files.add(pageFiles(key, options.routeData.type)[0]!);
            pageHashes = [...new Set(pageScriptHashes(html))].sort();
            for (const h of pageHashes) scripts.hashes.add(h);
          }
          const copy = new Response(finished ?? body, {
            status: response.status,
            statusText: response.statusText,
            headers: response.headers,
          });
          return rendered instanceof Response ? copy : { ...rendered, response: copy };
        } finally {
          state.result.pages[key] = {
            route: options.routeData.component,
            type: options.routeData.type,
            props: propsHash.get(key) ?? 'unknown',
            deps: inKeyOrder(deps),
            ...(noindex === undefined ? {} : { noindex }),
            ...(pageHashes === undefined ? {} : { scripts: pageHashes }),
          };
          state.result.rendered++;
          shares.end(inFlight);
          renderWindow.end = Math.max(renderWindow.end, performance.now());
        }
      });
    },
  };
}

/**
 * The CSP hashes of every page of the build for `_headers`: those of the pages rendered (as they were rendered)
 * and those recorded in the manifest entries of the pages reused from the published build, whose files are
 * linked into the site only after Astro is done. Without the latter a reused page's inline scripts would be
 * blocked by the site's Content-Security-Policy.
 */
export function allScriptHashes(state: IncrementalState): { files: Set<string>; hashes: Set<string> } {
  const hashes = new Set(state.scripts?.hashes);
  for (const key of state.result.reused) for (const h of state.result.pages[key]?.scripts ?? []) hashes.add(h);
  return { files: state.scripts?.files ?? new Set(), hashes };
}

/**
 * The text of a tenant's prepared `tenant.json` (`{ site, build }`) without the stock clock (`build.now`,
 * `build.snapshotGeneratedAt`), for the tenant's hash: pages depend on what they asked of the clock
 * (`tracked-clock.ts`), so a nightly snapshot with a new clock does not by itself render every page again.
 */
export function tenantJsonWithoutClock(text: string): string {
  const tenant = JSON.parse(text) as { build?: Record<string, unknown> };
  if (tenant.build) {
    const { now: _now, snapshotGeneratedAt: _generated, ...facts } = tenant.build;
    tenant.build = facts;
  }
  return JSON.stringify(tenant);
}

/**
 * What the orchestrator reads to decide whether a tenant is skipped (issue #14: an unchanged tenant in ≤ 1 s),
 * stored beside each published version as `<id>.skip.json` so that the decision does not parse the whole
 * manifest (every page's dependency list: megabytes for a 1,000-car tenant).
 */
export interface SkipSummary {
  version: 1;
  /** The manifest's `inputs` (hash of everything the site was made from). */
  inputs: string;
  /** Every distinct question the pages asked of the stock clock, with the answer they recorded (`clockQuestions`). */
  clock: Record<string, string | null>;
  /** HTML pages of the site (what the run report counts as pages), and every manifest entry (pages and data files). */
  htmlPages: number;
  entries: number;
  /**
   * Listed cars the site was built from (its stock slice), for the next night's stock-drop check
   * (`stockDropProblem`, scripts/lib/orchestrator.ts). Absent in summaries written before it was kept, and in one
   * worked out from a manifest.
   */
  listedCars?: number;
  /**
   * Bytes of the site's files outside `img/` (its pages, data files and bundles; the images are links to the image
   * cache), for the next build's disk-space check (`scripts/lib/disk-space.ts`). Absent as `listedCars` is.
   */
  bytes?: number;
}

/**
 * The distinct stock-clock questions the pages of a manifest asked, each with the answer they recorded; null
 * where two pages recorded different answers to one question (then no clock answers both: never unchanged).
 */
export function clockQuestions(pages: Record<string, PageEntry>): Record<string, string | null> {
  const questions = new Map<string, string | null>();
  for (const page of Object.values(pages)) {
    for (const [name, hash] of Object.entries(page.deps)) {
      if (!isClockDependency(name)) continue;
      const before = questions.get(name);
      questions.set(name, before === undefined || before === hash ? hash : null);
    }
  }
  return inKeyOrder(questions);
}

/** The skip summary of `manifest` (written beside it; also the fallback for a published version without one). */
export function skipSummary(manifest: BuildManifest): SkipSummary {
  const entries = Object.values(manifest.pages);
  return {
    version: 1,
    inputs: manifest.inputs,
    clock: clockQuestions(manifest.pages),
    htmlPages: entries.filter((p) => pageFiles('/x', p.type)[0]!.endsWith('.html')).length,
    entries: entries.length,
  };
}

/**
 * Whether every question the pages asked of the stock clock (`questions`, from `clockQuestions`) gets the same
 * answer when it reads `now` (Unix seconds): then a tenant whose other inputs are unchanged can be skipped on a
 * new clock. A question recorded with two answers (null) is never unchanged.
 */
export function clockAnswersUnchanged(questions: Record<string, string | null>, now: number): boolean {
  for (const [name, hash] of Object.entries(questions)) {
    if (hash === null || clockDependencyHash(name, now) !== hash) return false;
  }
  return true;
}
