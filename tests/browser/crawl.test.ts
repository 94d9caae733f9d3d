/**
 * The crawl of the issue #9 Done list, over every built sample tenant as served (compressed preview):
 * from the home page, following plain links only (`<a href>`, no JavaScript), the crawl reaches every
 * URL of the sitemap and every listed car, with no broken link and no broken anchor (each `#id`
 * exists on its target page). The same crawler runs over the build test's fixture tenant in `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { get } from 'node:http';
import { join, relative, sep } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { crawl, httpSource, sitemapPaths } from '../crawl/crawler.ts';
import { builtSiteDir, tenantConfig } from './tenant.ts';

/** Every built HTML page of a site folder (`<path>/index.html`; not the 404 page): its path and its file. */
function builtPages(dir: string): { path: string; file: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => ({
      path: `/${relative(dir, entry.parentPath).split(sep).join('/')}/`.replace(/^\/\/$/, '/'),
      file: join(entry.parentPath, entry.name),
    }));
}

/** Paths of every built HTML page of a site folder that search engines may index (no robots noindex; not the 404 page). */
function indexablePages(dir: string): string[] {
  return builtPages(dir)
    .filter(({ file }) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8')))
    .map(({ path }) => path)
    .sort();
}

/** Folders of the site's page URLs that are not pages themselves (`/cars/` of `/cars/x/`). */
function trimmedFolders(dir: string): string[] {
  const pages = new Set(builtPages(dir).map(({ path }) => path));
  const folders = new Set<string>();
  for (const page of pages) {
    const parts = page.split('/').filter(Boolean);
    for (let n = 1; n < parts.length; n++) folders.add(`/${parts.slice(0, n).join('/')}/`);
  }
  return [...folders].filter((f) => !pages.has(f)).sort();
}

/**
 * GET `url` on a connection of its own (`Connection: close`), body discarded: its status and `Location` header. The
 * trimmed-URL test's requests follow the crawl test's synchronous read of every built page, which takes seconds on a
 * slow machine; a kept-alive socket from before it may be closed by the server (5 s idle) just as `fetch` reuses it,
 * and `fetch` then fails with "other side closed" (CI, 2026-12-03).
 */
function getOnce(url: string): Promise<{ status: number; location: string }> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location ?? '' }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

const tenants = inject('tenants');

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  it('a crawl from the home page reaches every sitemap URL and every listed car, with 0 broken links and 0 broken anchors', async () => {
    const site = tenantConfig(slug);
    const report = await crawl(httpSource(base), { siteOrigins: [site.site_url] });
    const sitemap = sitemapPaths(await (await fetch(`${base}/sitemap.xml`)).text());
    const cars = sitemap.filter((p) => /^\/cars\/[^/]+\/$/.test(p) && p !== '/cars/trade-in/');
    expect(cars.length).toBeGreaterThan(0);
    expect(sitemap.filter((p) => !report.pages.has(p))).toEqual([]);
    // Issue #10: no orphan — every built page that is not noindex is reached by plain links from the home page.
    expect(indexablePages(builtSiteDir(slug)).filter((p) => !report.pages.has(p))).toEqual([]);
    expect(report.brokenLinks).toEqual([]);
    expect(report.brokenAnchors).toEqual([]);
  }, 600_000);

  it('a URL trimmed back to a folder that is not a page (/cars/) is sent on to a page that lists what it holds, and page 1 of a listing to the listing, not the 404 page', async () => {
    const folders = trimmedFolders(builtSiteDir(slug));
    // Every site has car pages under /cars/ and result pages under /search/page/.
    expect(folders).toEqual(expect.arrayContaining(['/cars/', '/search/page/']));
    const answers: string[] = [];
    for (const folder of folders)
      for (const path of [folder, folder.slice(0, -1)]) {
        const { status, location } = await getOnce(`${base}${path}?utm_source=test`);
        const target = location ? await getOnce(`${base}${location}`) : null;
        answers.push(`${path} ${status} ${location} ${target?.status ?? '-'}`);
      }
    // 301 to a page that answers, the query string kept (a campaign link's tags reach the page).
    expect(answers.filter((a) => !/^\S+ 301 \/\S*\?utm_source=test 200$/.test(a))).toEqual([]);
    expect((await getOnce(`${base}/cars/`)).location).toBe('/search/');
    // Page 1 of every listing with a page 2 is the listing itself (typed after page 2).
    const listings = builtPages(builtSiteDir(slug))
      .map(({ path }) => path.match(/^(.*\/)page\/2\/$/)?.[1])
      .filter((p) => p !== undefined);
    expect(listings).toContain('/search/');
    const pageOne: string[] = [];
    for (const listing of listings) pageOne.push(`${listing} ${(await getOnce(`${base}${listing}page/1/`)).location}`);
    expect(pageOne).toEqual(listings.map((l) => `${l} ${l}`));
  });

  it('the footer draws each heading once and no page twice under one heading (a tenant column titled as a platform group joins it)', () => {
    const home = readFileSync(join(builtSiteDir(slug), 'index.html'), 'utf8');
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'));
    const headings = [...footer.matchAll(/<h2 id="footer-[^"]*"[^>]*>([^<]*)<\/h2>([\s\S]*?)(?=<h2 |$)/g)];
    expect(headings.length).toBeGreaterThan(3);
    const titles = headings.map((h) => h[1]!.trim().toLowerCase());
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    for (const [, title, body] of headings) {
      const hrefs = [...body!.matchAll(/<a href="([^"]*)"/g)].map((m) => m[1]!.replace(/\/?(?=[?#]|$)/, '/'));
      expect(
        hrefs.filter((h, i) => hrefs.indexOf(h) !== i),
        title,
      ).toEqual([]);
    }
  });
});
