/**
 * `node tests/crawl/cli.ts [dist]`: crawls every built tenant in `dist/` (or the given folder) from its
 * home page with `crawler.ts` and prints pages reached, broken links and anchors, and the sitemap URLs
 * and cars not reached by plain links. A look at a local build; the tests assert the same.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crawl, dirSource, sitemapPaths } from './crawler.ts';
const dist = process.argv[2] ?? 'dist';
for (const slug of readdirSync(dist).filter((s) => existsSync(join(dist, s, 'index.html')))) {
  const dir = join(dist, slug);
  const t0 = Date.now();
  const report = await crawl(dirSource(dir));
  const sitemap = sitemapPaths(readFileSync(join(dir, 'sitemap.xml'), 'utf8'));
  const carDirs = readdirSync(join(dir, 'cars'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'trade-in')
    .map((d) => `/cars/${d.name}/`);
  const unreachedSitemap = sitemap.filter((p) => !report.pages.has(p));
  const unreachedCars = carDirs.filter((p) => !report.pages.has(p));
  console.log(
    `${slug}: ${report.pages.size} pages in ${Date.now() - t0} ms; broken links ${report.brokenLinks.length}, broken anchors ${report.brokenAnchors.length}; sitemap ${sitemap.length}, not reached ${unreachedSitemap.length}; cars ${carDirs.length}, not reached ${unreachedCars.length}`,
  );
  const group = (xs: string[]) => {
    const m = new Map<string, number>();
    for (const x of xs) {
      const k = x.replace(/^\/(cars|search)\/[^/]+\/.*$/, '/$1/*/…');
      m.set(k, (m.get(k) ?? 0) + 1);
    }
    return [...m].map(([k, n]) => `${k}×${n}`).join(', ');
  };
  console.log('  unreached sitemap:', group(unreachedSitemap).slice(0, 600));
  console.log('  broken links:', [...new Set(report.brokenLinks.map((l) => l.href))].slice(0, 8).join(' '));
  console.log(
    '  broken anchors:',
    report.brokenAnchors.length,
    [...new Set(report.brokenAnchors.map((l) => l.href.replace(/\/cars\/[^/]+\//, '/cars/*/')))].slice(0, 8).join(' '),
  );
}
