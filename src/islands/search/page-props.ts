/**
 * The search island's props from the tenant (what a search page passes to `<SearchApp>`), the
 * documents its server state is computed from, and the tenant's landing pages. Build time only.
 */
import type { SiteConfig } from '../../config/schema/site.ts';
import { buildDirectory } from '../../search/directory.ts';
import { DEFAULT_HITS_PER_PAGE } from '../../search/embedded/engine.ts';
import { hasOwnResultPages, searchLandings, SEARCH_ROOT, type Landing } from '../../search/landings.ts';
import { resultPageRedirects, searchPagePath } from '../../search/routing.ts';
import { landingPageLinks } from '../../search/facet-links.ts';
import type { SearchDoc } from '../../stock/search-document.ts';
import type { InstantSearchServerState } from 'react-instantsearch';
import { searchDocsClock, servedClock } from '../../stock/search-clock.ts';
import { dependOnAllImages, type BuildInfo, type TenantStock } from '../../stock/tenant-stock.ts';
import { tenantSearchDocs } from '../../stock/tenant-docs.ts';
import type { SearchAppProps } from './types.ts';

/** The embedded index name (InstantSearch `indexName`; sorts are `cars:price:asc`, ...). */
export const EMBEDDED_INDEX_NAME = 'cars';

// Memoised on the car list read from the stock (not on the stock object), so that a page served from the
// memo still reads what the result is made of: its incremental-build dependencies (src/integration/page-deps.ts).
const docsMemo = new WeakMap<readonly TenantStock['cars'][number][], SearchDoc[]>();

/**
 * The tenant's search documents (computed once per build), made with the documents' stand-in clock
 * (`searchDocsClock`: the same documents for every clock between the same two listing times, within a year).
 */
export function tenantDocs(site: SiteConfig, build: BuildInfo, stock: TenantStock): SearchDoc[] {
  const cars = stock.cars;
  const now = searchDocsClock(build, cars);
  let docs = docsMemo.get(cars);
  if (!docs) docsMemo.set(cars, (docs = tenantSearchDocs(cars, stock.images, site, now)));
  // The documents hold every car's images: a page using them depends on them all, recorded in one read (listing
  // the keys through the tracking proxy cost 1–2 ms a page on a 1,500-car tenant).
  else dependOnAllImages(stock.images);
  return docs;
}

const landingsMemo = new WeakMap<SearchDoc[], { landings: Landing[]; collisions: string[] }>();
const directoryMemo = new WeakMap<SearchDoc[], ReturnType<typeof buildDirectory>>();

/**
 * The make/model directory of the tenant's search pages (spec §2 make cards, directory search box), built once per
 * build: empty when the site's facets show neither make nor model. Every search page renders from it; the browser
 * loads it from its own file (`SEARCH_DIRECTORY_PATH`, src/pages/search/directory.json.ts).
 */
export function tenantSearchDirectory(site: SiteConfig, docs: SearchDoc[]): ReturnType<typeof buildDirectory> {
  if (!site.search.facets.includes('make') && !site.search.facets.includes('model')) return [];
  let directory = directoryMemo.get(docs);
  if (!directory) directoryMemo.set(docs, (directory = buildDirectory(docs)));
  return directory;
}

/** Every search landing page of the tenant (spec §2 routes; see `searchLandings`), computed once per build. */
export function tenantLandings(site: SiteConfig, build: BuildInfo, stock: TenantStock): { landings: Landing[]; collisions: string[] } {
  const docs = tenantDocs(site, build, stock);
  let landings = landingsMemo.get(docs);
  if (!landings) landingsMemo.set(docs, (landings = searchLandings(docs, site)));
  return landings;
}

/** Number of result pages of a landing (spec §9 page size 21); at least 1. */
export function landingPageCount(landing: Pick<Landing, 'count'>): number {
  return Math.max(1, Math.ceil(landing.count / DEFAULT_HITS_PER_PAGE));
}

/**
 * Every search page of the tenant: each landing page and its result pages (`page` 1-based, 21 cars
 * each; spec §2 routes, §9 page size), in landing order; a landing whose cars a broader landing lists has its
 * first page only (`Landing.pagesAt`: its page links lead to that one's result pages). Both the pages and their
 * state files (`searchStatePath`) are built from this one list.
 */
export function tenantSearchPages(
  site: SiteConfig,
  build: BuildInfo,
  stock: TenantStock,
): { landing: Landing; page: number; path: string }[] {
  return tenantLandings(site, build, stock).landings.flatMap((landing) =>
    Array.from({ length: hasOwnResultPages(landing) ? landingPageCount(landing) : 1 }, (_, i) => ({
      landing,
      page: i + 1,
      path: searchPagePath(landing.path, i + 1),
    })),
  );
}

/**
 * The redirects of the tenant's `_redirects` file (`src/pages/[host_file].ts`): for each landing that
 * {@link tenantSearchPages} builds no result pages for although it lists more cars than one page holds, its old
 * result-page paths to the broader landing's that list the same cars (`resultPageRedirects`). Landings of one page
 * never had a page 2, so they get no rule.
 */
export function tenantResultPageRedirects(site: SiteConfig, build: BuildInfo, stock: TenantStock): { from: string; to: string }[] {
  return resultPageRedirects(tenantLandings(site, build, stock).landings.filter((l) => landingPageCount(l) > 1));
}

/**
 * Props of `<SearchApp>` for a search page (`/search/` or a landing page, and its result page
 * `page`, 1-based), without the server state, and the tenant's search documents. Meilisearch answers
 * when the tenant is configured for it and has a search key; otherwise the embedded documents file does.
 */
export function searchPageProps(
  site: SiteConfig,
  build: BuildInfo,
  stock: TenantStock,
  landing: Pick<Landing, 'path' | 'preset'> & Partial<Pick<Landing, 'pagesAt'>> = { path: SEARCH_ROOT, preset: {} },
  page = 1,
): { props: Omit<SearchAppProps, 'serverState'>; docs: SearchDoc[] } {
  const meili = site.search.engine === 'meilisearch' && site.search.meilisearch?.search_key ? site.search.meilisearch : null;
  const docs = tenantDocs(site, build, stock);
  return {
    docs,
    props: {
      indexName: meili ? meili.index_uid : EMBEDDED_INDEX_NAME,
      documentsUrl: stock.searchIndexUrl,
      routeBase: landing.path,
      preset: landing.preset,
      ...(!hasOwnResultPages(landing) && landing.pagesAt ? { pagesAt: landing.pagesAt } : {}),
      ...(page > 1 ? { servedUrl: searchPagePath(landing.path, page) } : {}),
      siteName: site.name,
      settings: {
        facets: site.search.facets,
        sortOptions: site.search.sort_options,
        hitsPerPage: DEFAULT_HITS_PER_PAGE,
        subscriptionEnabled: site.features.subscription,
        tags: { ...site.specifications, electric_hybrid_tag: site.features.electric_hybrid_tag },
        // The documents' clock; the page is served with its own (`servedSettings`).
        now: searchDocsClock(build, stock.cars),
        lowestPriceExcludesUnpriced: site.search.lowest_price_excludes_unpriced,
        certifiedSwitch: site.search.certified_switch,
        stockCount: site.stock_count,
        reserve: { enabled: site.features.checkout, amount: site.features.reserve_amount },
        promos: site.search.promo_cards,
        timezone: site.timezone,
        directory: tenantSearchDirectory(site, docs),
        landingLinks: landingPageLinks(tenantLandings(site, build, stock).landings, landing),
      },
      meilisearch: meili ? { host: meili.host, apiKey: meili.search_key!, indexUid: meili.index_uid } : null,
    },
  };
}

/**
 * The island settings a search page is served with (its state file, and its server render): `props.settings`
 * with the page's own stand-in clock for the hits `serverState` shows first (`servedClock`: their 'Just arrived'
 * tags and the promo cards read as with the build's clock, and the page depends only on when those change). Every
 * hit of every result in the state counts, whichever index answered.
 */
export function servedSettings(
  site: SiteConfig,
  build: BuildInfo,
  settings: SearchAppProps['settings'],
  serverState: InstantSearchServerState,
): SearchAppProps['settings'] {
  const hits = Object.values(serverState.initialResults).flatMap((entry) => (entry.results ?? []).flatMap((r) => r.hits));
  return { ...settings, now: servedClock(build, hits as Pick<SearchDoc, 'created_at_timestamp'>[], site) };
}
