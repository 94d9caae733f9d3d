/**
 * `/search/landings.json` (`LANDING_LINKS_PATH`): the tenant's search landings with cars in stock (path, kind,
 * make or model slug, heading, count; `landingLinks`), which the 404 page's script reads after painting to offer a
 * buyer whose link led nowhere the nearest landing: a gone car's model and make, a past-the-last result page's
 * listing (`src/search/gone-links.ts`).
 */
import type { APIRoute } from 'astro';
import { tenantLandings } from '../../islands/search/page-props.ts';
import { landingLinks } from '../../search/gone-links.ts';
import { site, build, getStock } from 'virtual:tenant';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(landingLinks(tenantLandings(site, build, getStock()).landings)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
