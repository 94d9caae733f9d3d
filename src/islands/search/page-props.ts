/**
 * The search island's props from the tenant (what a search page passes to `<SearchApp>`), and the
 * documents its server state is computed from. Build time only.
 */
import type { SiteConfig } from '../../config/schema/site.ts';
import { DEFAULT_HITS_PER_PAGE } from '../../search/embedded/engine.ts';
import type { SearchDoc } from '../../stock/search-document.ts';
import type { BuildInfo, TenantStock } from '../../stock/tenant-stock.ts';
import { tenantSearchDocs } from '../../stock/tenant-docs.ts';
import type { SearchAppProps } from './SearchApp.tsx';

/** The embedded index name (InstantSearch `indexName`; sorts are `cars:price:asc`, ...). */
export const EMBEDDED_INDEX_NAME = 'cars';

/**
 * Props of `<SearchApp>` for a search page at `routeBase` (spec §2 routes), without the server
 * state, and the tenant's search documents. Meilisearch answers when the tenant is configured
 * for it and has a search key; otherwise the embedded documents file does.
 */
export function searchPageProps(site: SiteConfig, build: BuildInfo, stock: TenantStock, routeBase = '/search/'): { props: Omit<SearchAppProps, 'serverState'>; docs: SearchDoc[] } {
  const meili = site.search.engine === 'meilisearch' && site.search.meilisearch?.search_key ? site.search.meilisearch : null;
  return {
    docs: tenantSearchDocs(stock.cars, stock.images, site, build.now),
    props: {
      indexName: meili ? meili.index_uid : EMBEDDED_INDEX_NAME,
      documentsUrl: stock.searchIndexUrl,
      routeBase,
      siteName: site.name,
      settings: {
        facets: site.search.facets,
        sortOptions: site.search.sort_options,
        hitsPerPage: DEFAULT_HITS_PER_PAGE,
        subscriptionEnabled: site.features.subscription,
        tags: { ...site.specifications, electric_hybrid_tag: site.features.electric_hybrid_tag },
        now: build.now,
        lowestPriceExcludesUnpriced: site.search.lowest_price_excludes_unpriced,
      },
      meilisearch: meili ? { host: meili.host, apiKey: meili.search_key!, indexUid: meili.index_uid } : null,
    },
  };
}
