/**
 * HTML validity of built sites (issue #9 item 4): picks a sample of every page type of a built tenant
 * and runs the W3C Nu Html Checker (`vnu-jar`, needs Java) over all of them in one invocation, errors
 * only.
 *
 * Page types come from the route files in `src/pages/` (so a page type added later is checked without
 * touching this file): every built HTML file is matched to its route, as Astro would (static segments
 * before `[param]` before `[...rest]`). Per route the sample is:
 * - routes whose pages are cars (a path segment is a listed car's slug, from the tenant's built search
 *   index): one page per kind of car — condition, item type, status, reserved, pre-order, finance shown,
 *   priced — so a used, new, sold, caravan or motorcycle page is each checked when the tenant lists one;
 * - other dynamic routes: up to `perShape` pages per path shape (the segments after the route's static
 *   prefix, numbers told apart from words, so `/search/toyota/` and `/search/toyota/page/2/` are both
 *   checked), spread over the sorted list;
 * - static routes: their one page.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, sep } from 'node:path';
import { parseSearchIndex, type SearchDoc } from '../../src/stock/search-document.ts';
import { SEARCH_INDEX_URL } from '../../src/stock/tenant-stock.ts';

/** One route of `src/pages/`: its file, and a matcher for built page paths. */
export interface Route {
  /** Route as written, e.g. `cars/[slug]/checkout`, `search/[...landing]`, `` for the home page. */
  route: string;
  /** Matches a page path (no leading or trailing slash, `''` for home, `404` for the 404 page). */
  regex: RegExp;
  /** Segment kinds for precedence: 2 static, 1 `[param]`, 0 `[...rest]`. */
  kinds: number[];
  /** Number of leading static segments. */
  staticPrefix: number;
}

const PAGE_EXT = /\.(astro|md|mdx|html)$/;

/** Route files of a pages folder (pages only, not endpoints; `_`-prefixed files and folders are skipped). */
export function listRoutes(pagesDir: string): Route[] {
  const out: Route[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.name.startsWith('_') || e.name.startsWith('.')) continue;
      const abs = join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (PAGE_EXT.test(e.name)) out.push(routeOf(relative(pagesDir, abs).split(sep).join('/').replace(PAGE_EXT, '')));
    }
  };
  walk(pagesDir);
  return out.sort(compareRoutes);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route from its file path without extension (`cars/[slug]/index` → `cars/[slug]`). */
export function routeOf(file: string): Route {
  const segments = file.split('/').filter((s, i, all) => !(s === 'index' && i === all.length - 1));
  const kinds: number[] = [];
  const parts: string[] = [];
  for (const seg of segments) {
    if (/^\[\.\.\.[^\]]+\]$/.test(seg)) {
      kinds.push(0);
      parts.push('(?:/.+)?');
    } else if (seg.includes('[')) {
      kinds.push(1);
      parts.push(
        `/${seg
          .split(/\[[^\]]+\]/)
          .map(escapeRe)
          .join('[^/]+')}`,
      );
    } else {
      kinds.push(2);
      parts.push(`/${escapeRe(seg)}`);
    }
  }
  const body = parts.join('');
  const staticPrefix = kinds.findIndex((k) => k !== 2);
  return {
    route: segments.join('/'),
    // Paths have no leading slash: match `/${path}` and strip it again.
    regex: new RegExp(`^${body || ''}$`),
    kinds,
    staticPrefix: staticPrefix === -1 ? kinds.length : staticPrefix,
  };
}

/** Astro's precedence, simplified: fully static routes first; then segment by segment, static before `[param]` before `[...rest]`; then more segments first. */
export function compareRoutes(a: Route, b: Route): number {
  const staticA = a.kinds.every((k) => k === 2);
  const staticB = b.kinds.every((k) => k === 2);
  if (staticA !== staticB) return staticA ? -1 : 1;
  for (let i = 0; i < Math.min(a.kinds.length, b.kinds.length); i++) {
    if (a.kinds[i] !== b.kinds[i]) return b.kinds[i]! - a.kinds[i]!;
  }
  return b.kinds.length - a.kinds.length || a.route.localeCompare(b.route);
}

/** The page path of a built HTML file (`cars/x/index.html` → `cars/x`, `index.html` → ``, `404.html` → `404`). */
export function pagePath(file: string): string {
  return file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
}

/** The route a page path belongs to (first match in precedence order), or null. */
export function matchRoute(path: string, routes: readonly Route[]): Route | null {
  const probe = path === '' ? '' : `/${path}`;
  return routes.find((r) => r.regex.test(probe)) ?? null;
}

/** Every HTML file under a built site, relative, with `/` separators, sorted. */
export function builtHtmlFiles(siteDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const abs = join(dir, e.name);
      if (e.isDirectory()) walk(abs);
      else if (e.name.endsWith('.html')) out.push(relative(siteDir, abs).split(sep).join('/'));
    }
  };
  walk(siteDir);
  return out.sort();
}

/**
 * The listed cars of a built site, from its embedded search index (`SEARCH_INDEX_URL`, `search/index.json`;
 * builds before that URL was stable named it `search/index.<hash>.json`); empty when there is none.
 */
export function builtCars(siteDir: string): SearchDoc[] {
  const stable = join(siteDir, SEARCH_INDEX_URL);
  if (existsSync(stable)) return parseSearchIndex(readFileSync(stable, 'utf8'));
  const dir = join(siteDir, 'search');
  if (!existsSync(dir)) return [];
  const file = readdirSync(dir).find((f) => /^index\.[\w-]+\.json$/.test(f));
  return file ? parseSearchIndex(readFileSync(join(dir, file), 'utf8')) : [];
}

/** What kind of car a page shows, for sampling: one page per kind is checked. */
export function carKind(d: SearchDoc): string {
  return [
    d.car_type,
    d.item_type ?? 'car',
    d.status,
    d.reserved ? 'reserved' : '',
    d.preorder ? 'preorder' : '',
    d.finance ? 'finance' : '',
    (d.price ?? 0) > 0 ? 'priced' : 'unpriced',
  ].join('|');
}

/** One sampled page: its file (relative to the site), route and why it was picked. */
export interface SampledPage {
  file: string;
  route: string;
  why: string;
}

/** Up to `n` items spread evenly over a list (first, last and between). */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  if (n === 1) return [items[0]!];
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))]!);
}

/**
 * The sample of a built site's pages (see the module note). Files that match no route (none today)
 * are all included, so nothing built escapes the check.
 */
export function samplePages(siteDir: string, routes: readonly Route[], perShape = 2): SampledPage[] {
  const bySlug = new Map(builtCars(siteDir).map((d) => [d.slug, d]));
  const groups = new Map<string, { route: string; why: string; files: string[] }>();
  const add = (key: string, route: string, why: string, file: string) => {
    const g = groups.get(key) ?? { route, why, files: [] };
    g.files.push(file);
    groups.set(key, g);
  };
  for (const file of builtHtmlFiles(siteDir)) {
    const path = pagePath(file);
    const route = matchRoute(path, routes);
    if (!route) {
      add(`?${file}`, '(no route)', 'matches no route file', file);
      continue;
    }
    const segments = path === '' ? [] : path.split('/');
    const car = segments.map((s) => bySlug.get(s)).find(Boolean);
    if (car) {
      const kind = carKind(car);
      add(`${route.route}#car:${kind}`, route.route, `car: ${kind}`, file);
    } else if (route.kinds.some((k) => k !== 2)) {
      const shape = segments
        .slice(route.staticPrefix)
        .map((s) => (/^\d+$/.test(s) ? 'n' : 's'))
        .join('/');
      add(`${route.route}#shape:${shape}`, route.route, `shape: ${shape || '(none)'}`, file);
    } else {
      add(route.route, route.route, 'static', file);
    }
  }
  const out: SampledPage[] = [];
  for (const g of groups.values()) {
    const n = g.why.startsWith('car:') ? 1 : g.why === 'static' || g.route === '(no route)' ? g.files.length : perShape;
    for (const file of spread(g.files, n)) out.push({ file, route: g.route, why: g.why });
  }
  return out.sort((a, b) => a.file.localeCompare(b.file));
}

/** One Nu checker error. `file` is the absolute path checked. */
export interface NuError {
  file: string;
  line: number | null;
  column: number | null;
  message: string;
  extract: string | null;
}

/** Path of `vnu.jar` from the `vnu-jar` package. */
export function vnuJarPath(): string {
  return String(createRequire(import.meta.url)('vnu-jar'));
}

/** Whether a `java` command runs here (the Nu checker needs Java 11+). */
export function hasJava(java = 'java'): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(java, ['-version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}

/**
 * Runs the Nu Html Checker once over `files` (absolute paths) and returns its errors (warnings are
 * not reported). @throws Error when Java or the checker fails to run or answers something unreadable.
 */
export async function runNuChecker(files: readonly string[], java = 'java'): Promise<NuError[]> {
  if (files.length === 0) return [];
  // A deep schema needs a bigger thread stack; the C1 compiler alone costs ~2.5× less CPU on a run of this length.
  const args = [
    '-Xss4m',
    '-XX:TieredStopAtLevel=1',
    '-jar',
    vnuJarPath(),
    '--errors-only',
    '--no-langdetect',
    '--format',
    'json',
    '--stdout',
    '--exit-zero-always',
    ...files,
  ];
  const { stdout, stderr, code } = await new Promise<{ stdout: string; stderr: string; code: number | null }>((resolve, reject) => {
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      err += d;
    });
    child.once('error', (e) => reject(new Error(`could not run ${java} for the Nu checker: ${e.message}`)));
    child.once('exit', (c) => resolve({ stdout: out, stderr: err, code: c }));
  });
  let report: { messages?: { type: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }[] };
  try {
    report = JSON.parse(stdout);
  } catch {
    throw new Error(`the Nu checker exited ${code} without a JSON report:\n${stderr || stdout}`);
  }
  return (report.messages ?? [])
    .filter((m) => m.type === 'error' || m.type === 'non-document-error')
    .map((m) => ({
      file: m.url ? decodeURIComponent(m.url.replace(/^file:/, '')) : '(checker)',
      line: m.lastLine ?? null,
      column: m.firstColumn ?? null,
      message: m.message,
      extract: m.extract ?? null,
    }));
}

/** `file:line:column: message` lines, paths relative to `base`. */
export function formatNuErrors(errors: readonly NuError[], base: string): string[] {
  return errors.map(
    (e) =>
      `${relative(base, e.file)}:${e.line ?? '?'}:${e.column ?? '?'}: ${e.message}${e.extract ? `  [${e.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}]` : ''}`,
  );
}
