/**
 * The crawl of the issue #9 Done list, over every built sample tenant as served (compressed preview):
 * from the home page, following plain links only (`<a href>`, no JavaScript), the crawl reaches every
 * URL of the sitemap and every listed car, with no broken link and no broken anchor (each `#id`
 * exists on its target page). The same crawler runs over the build test's fixture tenant in `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { crawl, httpSource, sitemapPaths } from '../crawl/crawler.ts';
import { builtSiteDir, tenantConfig } from './tenant.ts';

/** Paths of every built HTML page of a site folder that search engines may index (no robots noindex; not the 404 page). */
function indexablePages(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    if (/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8'))) continue;
    out.push(`/${relative(dir, entry.parentPath).split(sep).join('/')}/`.replace(/^\/\/$/, '/'));
  }
  return out.sort();
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
});
