import type { APIRoute } from 'astro';
import { build } from 'virtual:tenant';

/** robots.txt: everything crawlable except print views; points to the sitemap. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\nDisallow: /print\n\nSitemap: ${build.siteUrl}/sitemap.xml\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
