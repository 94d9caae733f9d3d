/**
 * `/search/directory.json`: the tenant's make/model directory (`DirectoryMake[]`: makes in stock with logo,
 * initials, count and models; spec §2 make cards and directory search box), one file for every search page
 * (`SEARCH_DIRECTORY_PATH`): the search island loads it beside its page's state file when it wakes
 * (src/islands/search/served-state.ts). `[]` when the site's facets show neither make nor model.
 */
import type { APIRoute } from 'astro';
import { tenantDocs, tenantSearchDirectory } from '../../islands/search/page-props.ts';
import { site, build, getStock } from 'virtual:tenant';

export const GET: APIRoute = () =>
  new Response(JSON.stringify(tenantSearchDirectory(site, tenantDocs(site, build, getStock()))), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
