/**
 * `/_redirects` (Netlify / Cloudflare Pages format, `src/integration/host-redirects.ts`; the preview server honours
 * it): old links to result pages the site does not build, sent with a 301 to the pages that list the same cars
 * (`tenantResultPageRedirects`, issue #14). A landing that lists as many cars as a broader one pages through that one's
 * result pages (`Landing.pagesAt`), so `/search/swan-river-auto/page/3/`, built before 2026-11-30 or on a night the
 * dealership had company, now goes to `/search/page/3/`. Empty when every landing has its own result pages.
 * Then the folders of the site's URLs that are not pages (`/cars/`, `/search/kia/page/`, `/mazda-2/`), each sent to the
 * page that lists what it holds (`trimmedPathRedirects`, `src/config/trimmed-paths.ts`).
 * An endpoint rather than a file written after the build, so the incremental build redoes it with the car list.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { REDIRECTS_FILE, renderRedirectsFile } from '../integration/host-redirects.ts';
import { tenantResultPageRedirects, tenantSearchPages } from '../islands/search/page-props.ts';
import { trimmedPathRedirects } from '../config/trimmed-paths.ts';
import { siteOffers } from '../components/offers/site-offers.ts';
import { partsPagePaths } from '../components/parts/site-parts.ts';
import { BLOG_PATH, hasBlog } from '../components/content/content-pages.ts';
import { site, build, getStock } from 'virtual:tenant';

export const getStaticPaths = (() => [{ params: { host_file: REDIRECTS_FILE } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const stock = getStock();
  // The pages whose folders vary by site: search landings and their result pages, running offers, parts pages, the blog.
  const varying = [
    ...tenantSearchPages(site, build, stock).map((p) => p.path),
    ...(await siteOffers()).map((o) => o.path),
    ...(await partsPagePaths()),
    ...((await hasBlog()) ? [BLOG_PATH] : []),
  ];
  const rules = [...tenantResultPageRedirects(site, build, stock), ...trimmedPathRedirects(varying)];
  return new Response(renderRedirectsFile(rules), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
