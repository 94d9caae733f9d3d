/**
 * A crawler of one built site, as a search engine without JavaScript sees it: from a start page it
 * follows plain links only (`<a href>`, read with htmlparser2 through `htmlFacts`), never island props,
 * scripts or forms. It records every page reached, every link whose target does not exist (a broken
 * link) and every link whose `#fragment` names no element of its target page (a broken anchor).
 *
 * The site is read through a `CrawlSource`: the built folder as a static host serves it
 * (`dirSource`, for the build test) or a running server (`httpSource`, for the browser suite). The
 * query string is ignored when locating a page, as a static host does.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { htmlFacts, type HtmlFacts } from '../../src/integration/html-facts.ts';

/** One fetched resource: its status, and its HTML when it is a page (null for images, XML, ...). */
export interface Fetched {
  status: number;
  html: string | null;
}

/** Where the crawler reads the site from. `path` is a root-relative path without query or fragment. */
export interface CrawlSource {
  get(path: string): Promise<Fetched>;
}

/** A link the crawl found wanting: the page it is on and its `href` as written. */
export interface BadLink {
  from: string;
  href: string;
}

export interface CrawlReport {
  /** Every HTML page reached, by path (`/cars/x/`), with what it declares. */
  pages: Map<string, HtmlFacts>;
  /** Links to a path that does not exist (status 400 or more). */
  brokenLinks: BadLink[];
  /** Links whose fragment is not an id (or `<a name>`) of the target page. */
  brokenAnchors: BadLink[];
}

/** The built site folder served like a static host: `/x/` → `x/index.html`; `/x` → `x`, `x/index.html` or `x.html`. */
export function dirSource(dir: string): CrawlSource {
  return {
    async get(path) {
      const rel = decodeURIComponent(path).replace(/^\/+/, '');
      const candidates =
        rel === '' || rel.endsWith('/')
          ? [join(dir, rel, 'index.html')]
          : [join(dir, rel), join(dir, rel, 'index.html'), join(dir, `${rel}.html`)];
      const file = candidates.find((f) => existsSync(f) && statSync(f).isFile());
      if (!file) return { status: 404, html: null };
      return { status: 200, html: file.endsWith('.html') ? readFileSync(file, 'utf8') : null };
    },
  };
}

/** A running server at `base` (e.g. `http://127.0.0.1:4321`); redirects are followed. */
export function httpSource(base: string): CrawlSource {
  return {
    async get(path) {
      const res = await fetch(new URL(path, base), { redirect: 'follow' });
      const html = (res.headers.get('content-type') ?? '').includes('text/html')
        ? await res.text()
        : await res.arrayBuffer().then(() => null);
      return { status: res.status, html };
    },
  };
}

export interface CrawlOptions {
  /** Path to start from (default `/`, the home page). */
  start?: string;
  /** Origins that are this site (e.g. its `site_url`): absolute links to them are followed as internal. */
  siteOrigins?: string[];
  /** Parallel requests (default 8). */
  concurrency?: number;
}

const LOCAL = 'http://crawl.local';

/** Crawls the site from `start`; resolves when every reachable page has been read. */
export async function crawl(source: CrawlSource, options: CrawlOptions = {}): Promise<CrawlReport> {
  const origins = new Set([LOCAL, ...(options.siteOrigins ?? []).map((o) => new URL(o).origin)]);
  const pages = new Map<string, HtmlFacts>();
  const status = new Map<string, number>();
  const links: { from: string; href: string; path: string; fragment: string }[] = [];
  const queue: string[] = [options.start ?? '/'];
  const seen = new Set(queue);

  const visit = async (path: string) => {
    const got = await source.get(path);
    status.set(path, got.status);
    if (got.status >= 400 || got.html === null) return;
    const facts = htmlFacts(got.html);
    pages.set(path, facts);
    for (const href of facts.links) {
      let url: URL;
      try {
        url = new URL(href, `${LOCAL}${path}`);
      } catch {
        links.push({ from: path, href, path: '', fragment: '' }); // not a URL at all: broken
        continue;
      }
      if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) continue; // mailto:, tel:, other sites
      const target = url.pathname;
      links.push({ from: path, href, path: target, fragment: decodeURIComponent(url.hash.slice(1)) });
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  };

  // Workers share the queue; one that finds it empty waits while another is still reading a page
  // (which may add links to it), and stops once nothing is queued or in flight.
  let inFlight = 0;
  const worker = async () => {
    for (;;) {
      const next = queue.shift();
      if (next !== undefined) {
        inFlight++;
        try {
          await visit(next);
        } finally {
          inFlight--;
        }
      } else if (inFlight === 0) {
        return;
      } else {
        await new Promise((r) => setTimeout(r, 1));
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));

  const brokenLinks: BadLink[] = [];
  const brokenAnchors: BadLink[] = [];
  for (const l of links) {
    if (l.path === '' || (status.get(l.path) ?? 404) >= 400) {
      brokenLinks.push({ from: l.from, href: l.href });
      continue;
    }
    const target = pages.get(l.path);
    if (l.fragment && l.fragment !== 'top' && target && !target.ids.has(l.fragment)) brokenAnchors.push({ from: l.from, href: l.href });
  }
  return { pages, brokenLinks, brokenAnchors };
}

/** The paths (`/cars/x/`) of the URLs a `sitemap.xml` lists. */
export function sitemapPaths(xml: string): string[] {
  const paths: string[] = [];
  let inLoc = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'loc') {
          inLoc = true;
          text = '';
        }
      },
      ontext(t) {
        if (inLoc) text += t;
      },
      onclosetag(name) {
        if (name !== 'loc') return;
        inLoc = false;
        paths.push(new URL(text.trim()).pathname);
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return paths;
}
