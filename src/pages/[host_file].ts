/**
 * `/_redirects` (Netlify / Cloudflare Pages format, `src/integration/host-redirects.ts`; the preview server honours
 * it): old links to result pages the site does not build, sent with a 301 to the pages that list the same cars
 * (`tenantResultPageRedirects`, issue #14). A landing that lists as many cars as a broader one pages through that one's
 * result pages (`Landing.pagesAt`), so `/search/swan-river-auto/page/3/`, built before 2026-11-30 or on a night the
 * dealership had company, now goes to `/search/page/3/`. Empty when every landing has its own result pages.
 * An endpoint rather than a file written after the build, so the incremental build redoes it with the car list.
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { REDIRECTS_FILE, renderRedirectsFile } from '../integration/host-redirects.ts';
import { tenantResultPageRedirects } from '../islands/search/page-props.ts';
import { site, build, getStock } from 'virtual:tenant';

export const getStaticPaths = (() => [{ params: { host_file: REDIRECTS_FILE } }]) satisfies GetStaticPaths;

export const GET: APIRoute = () =>
  new Response(renderRedirectsFile(tenantResultPageRedirects(site, build, getStock())), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
