/**
 * `/sitemap.xml` from the pages a tenant build actually produced (so every listed car and page is
 * in it, and nothing that was not built), with `lastmod` from each car's `updated_at`.
 *
 * Which pages are listed is what each page declares: a built page whose HTML says
 * `<meta name="robots" content="noindex">` (error, print, post-submit, per-device, checkout and
 * other form-journey pages, an empty search landing page) is left out. There is no second list of
 * excluded paths to keep in step with the pages.
 */
import { closeSync, existsSync, openSync, readFileSync, readSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeUTF8 } from 'entities/escape';
import { headRobots, htmlFacts, isNoindex } from './html-facts.ts';

/** A page's path as the sitemap lists it: `cars/x` or `/cars/x` → `/cars/x/`; `''` → `/`. */
export const sitemapPath = (pathname: string): string => `/${pathname.replace(/^\/+/, '')}`.replace(/\/?$/, '/');
const toPath = sitemapPath;

/**
 * Whether a built page says `noindex` (its `<meta name="robots">`, read as {@link indexablePaths} reads it: the
 * head only). `page` is the page's UTF-8 bytes (as the build has it) or its text. The build records it while the
 * page is rendered (`incremental.ts`), so the sitemap need not read the page's file again.
 */
export function saysNoindex(page: Uint8Array | string): boolean {
  const bytes = typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  // Decode and parse only up to the first `</head>` (ASCII, so a byte match is a character match; the parser would
  // go on scanning the whole page). The parser decides where the head really ends: when it did not end there (the
  // text was inside a script or style, or the page writes its end tag otherwise), the whole page.
  const end = bytes.indexOf(HEAD_CLOSE);
  if (end !== -1) {
    const head = headRobots(bytes.toString('utf8', 0, end + HEAD_CLOSE.length));
    if (head.ended) return isNoindex(head);
  }
  return isNoindex(htmlFacts(bytes.toString('utf8'), { headOnly: true }));
}

const HEAD_CLOSE = Buffer.from('</head>');

/**
 * Renders the sitemap of `paths` (with leading and trailing slash, e.g. `/cars/x/`), sorted and
 * without duplicates; `lastmod` maps a path to an ISO date.
 */
export function renderSitemap(siteUrl: string, paths: readonly string[], lastmod: ReadonlyMap<string, string>): string {
  const base = siteUrl.replace(/\/+$/, '');
  const urls = [...new Set(paths.map(toPath))].sort().map((p) => {
    const mod = lastmod.get(p);
    return `  <url><loc>${escapeUTF8(base + p)}</loc>${mod ? `<lastmod>${mod.slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** How much of a page {@link readHead} reads first, and what says the head ended there. */
const HEAD_BYTES = 32_768;
const HEAD_END = /<\/head>|<body/i;

/** The first part of a file, enough to hold a page's `<head>` (the whole file when it is not closed there). */
function readHead(file: string, bytes = HEAD_BYTES): string {
  const fd = openSync(file, 'r');
  try {
    const buf = Buffer.alloc(bytes);
    const n = readSync(fd, buf, 0, bytes, 0);
    const head = buf.toString('utf8', 0, n);
    return n < bytes || HEAD_END.test(head) ? head : readFileSync(file, 'utf8');
  } finally {
    closeSync(fd);
  }
}

/**
 * The paths of the built pages under `outDir` that may be indexed: `pathnames` are Astro's built page
 * paths (`''` for home, `cars/x/`); a path is kept when its HTML file exists (endpoints such as
 * `robots.txt` have none) and does not say `noindex`. `known` answers `noindex` for pages recorded while
 * they were rendered (by {@link sitemapPath}; their file is `<path>index.html`); the others are read.
 */
export function indexablePaths(outDir: string, pathnames: readonly string[], known: ReadonlyMap<string, boolean> = new Map()): string[] {
  const out: string[] = [];
  for (const pathname of new Set(pathnames.map(toPath))) {
    const noindex = known.get(pathname);
    if (noindex !== undefined) {
      if (!noindex) out.push(pathname);
      continue;
    }
    const rel = pathname.slice(1);
    const file = [join(outDir, rel, 'index.html'), join(outDir, `${rel.replace(/\/$/, '')}.html`)].find((f) => existsSync(f));
    if (!file) continue;
    if (!isNoindex(htmlFacts(readHead(file), { headOnly: true }))) out.push(pathname);
  }
  return out;
}

/**
 * Writes `<outDir>/sitemap.xml` for a built site: its pages are `pathnames` (Astro's built page paths)
 * or, when null, every `index.html` under `outDir` (an incremental build, whose pages were partly
 * carried over from the previous site); the site URL and each car's `lastmod` come from the prepared
 * `tenant.json` and `stock.json` in `dataDir`. `known`: see {@link indexablePaths}.
 */
export function writeSitemap(
  outDir: string,
  dataDir: string,
  pathnames: readonly string[] | null = null,
  known: ReadonlyMap<string, boolean> = new Map(),
): void {
  const tenant = JSON.parse(readFileSync(join(dataDir, 'tenant.json'), 'utf8')) as { build: { siteUrl: string } };
  const stock = JSON.parse(readFileSync(join(dataDir, 'stock.json'), 'utf8')) as { cars: { slug: string; updated_at: string }[] };
  const lastmod = new Map(stock.cars.map((c) => [`/cars/${c.slug}/`, c.updated_at]));
  const paths =
    pathnames ??
    readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name === 'index.html')
      .map((e) =>
        join(e.parentPath, e.name)
          .slice(outDir.length)
          .replace(/index\.html$/, ''),
      );
  writeFileSync(join(outDir, 'sitemap.xml'), renderSitemap(tenant.build.siteUrl, indexablePaths(outDir, paths, known), lastmod));
}
