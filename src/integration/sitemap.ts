/**
 * `/sitemap.xml` from the pages a tenant build actually produced (so every listed car and page is
 * in it, and nothing that was not built), with `lastmod` from each car's `updated_at`.
 */

/** Page paths never listed: error, print, post-submit and per-device pages (all `noindex`). */
export const SITEMAP_EXCLUDED = [/^404\/?$/, /^print\/?/, /^success\/?/, /^favourites\/?/];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Renders the sitemap. `pathnames` are Astro's built page paths without a leading slash
 * (`''` for home, `cars/x/`); `lastmod` maps a path (with leading and trailing slash) to an ISO date.
 */
export function renderSitemap(siteUrl: string, pathnames: readonly string[], lastmod: ReadonlyMap<string, string>): string {
  const base = siteUrl.replace(/\/+$/, '');
  const paths = [...new Set(pathnames.map((p) => `/${p.replace(/^\/+/, '')}`.replace(/\/?$/, '/')))]
    .filter((p) => !SITEMAP_EXCLUDED.some((re) => re.test(p.slice(1))))
    .sort();
  const urls = paths.map((p) => {
    const mod = lastmod.get(p);
    return `  <url><loc>${escapeXml(base + p)}</loc>${mod ? `<lastmod>${mod.slice(0, 10)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
