/**
 * The server state and island settings of every search page as its own file, `/search/…/state.json` (`searchStatePath`):
 * the state the page's HTML was rendered from, which the search island loads when it wakes instead of
 * reading it from the HTML (issue #9: search page LCP; see src/islands/search/served-state.ts). The make/model
 * directory is left out: it is the tenant's one `/search/directory.json` (src/pages/search/directory.json.ts).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { servedSettings, tenantSearchPages } from '../../../islands/search/page-props.ts';
import { registerLandingInputs, searchPageData } from '../../../islands/search/page-data.ts';
import { servedStateFile, type ServedState } from '../../../islands/search/served-state.ts';
import type { Landing } from '../../../search/landings.ts';
import { site, build, getStock } from 'virtual:tenant';

export const getStaticPaths = (() => {
  // Before any page is checked: how a landing's narrower dependency is worked out (page-data.ts).
  registerLandingInputs(site, build, getStock());
  return tenantSearchPages(site, build, getStock()).map(({ landing, page, path }) => ({
    params: { landing: path === '/search/' ? undefined : path.slice('/search/'.length, -1) },
    props: { landing, page },
  }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const { landing, page } = props as { landing: Landing; page: number };
  const { props: islandProps, serverState } = await searchPageData(site, build, getStock(), landing, page);
  const served: ServedState = { serverState, settings: servedSettings(site, build, islandProps.settings, serverState) };
  return new Response(JSON.stringify(servedStateFile(served)), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
};
