/**
 * Props of the search island: all serialisable (Astro passes them to the browser). Built by
 * `searchPageProps` (page-props.ts) from the tenant config.
 */
import type { InstantSearchServerState } from 'react-instantsearch';
import type { Facet, PromoCard, SortOption } from '../../config/schema/search.ts';
import type { TagSettings } from '../../domain/tags.ts';
import type { DirectoryMake } from '../../search/directory.ts';
import type { LandingLinks } from '../../search/facet-links.ts';
import type { Preset } from '../../search/landings.ts';

/** Search settings the island needs (a serialisable slice of the site config). */
export interface SearchAppSettings {
  /** Facets of the panel, in order (config `search.facets`). */
  facets: Facet[];
  /** Sort options, the first is the default (config `search.sort_options`). */
  sortOptions: SortOption[];
  /** Page size (spec §9: 21). */
  hitsPerPage: number;
  /** Subscription pricing on (config `features.subscription`, spec §4). */
  subscriptionEnabled: boolean;
  /** Card tag settings (spec §4 *Card tag priority*). */
  tags: TagSettings;
  /**
   * The search's stand-in for the stock clock, Unix seconds (`src/stock/search-clock.ts`): just-arrived tags and the
   * first paint's promo cards read the same as with the build's clock.
   */
  now: number;
  /** Price low to high shows priced cars only (spec §5; config `search.lowest_price_excludes_unpriced`). */
  lowestPriceExcludesUnpriced?: boolean;
  /** Show the certified-only switch (spec §2; config `search.certified_switch`). */
  certifiedSwitch?: boolean;
  /** Count shown past 1999 results (spec §9; config `stock_count`), null to sum facet counts. */
  stockCount?: number | null;
  /** Reserve This Car (spec §2, §5): the site's checkout switch and deposit in AUD (config `features.checkout`, `features.reserve_amount`). */
  reserve?: { enabled: boolean; amount: number };
  /** Promo cards (config `search.promo_cards`); which run is decided in the browser (spec §2, §9). */
  promos?: PromoCard[];
  /** IANA zone of the site: promo dates are the dealer's calendar days. */
  timezone?: string;
  /** Manufacturer/model directory (make cards, directory box). */
  directory?: DirectoryMake[];
  /** The landing pages one facet click away from this page, by preset key (`neighbourLandings`): where facet links lead without JavaScript. */
  landingLinks?: LandingLinks;
}

/** Props of the island. */
export interface SearchAppProps {
  /** Base index name, e.g. `cars` (sorts are `cars:price:asc`, ...). */
  indexName: string;
  /** URL of the tenant's search documents (`getStock().searchIndexUrl`). */
  documentsUrl: string;
  /** From `getSearchServerState`; null renders without a first page (tests, previews). */
  serverState: InstantSearchServerState | null;
  /** Path of this search page: `/search/` or a landing page such as `/search/toyota/`. */
  routeBase: string;
  /** The landing page's preset refinements (spec §2 routes); `{}` on `/search/`. */
  preset: Preset;
  /** The page's server state file (`searchStatePath`); the island's root names it so the browser loads it before hydrating. */
  stateUrl?: string;
  /**
   * Where this page's result pages past the first are when not under `routeBase`: a broader landing's path
   * (`Landing.pagesAt`; `/search/` on a one-dealership site's dealership page).
   */
  pagesAt?: string;
  /** The path this page was built for when it is not `routeBase` itself: a result page (`/search/toyota/page/2/`). */
  servedUrl?: string;
  siteName: string;
  settings: SearchAppSettings;
  /** When set, Meilisearch answers instead of the embedded documents (config `search.engine`). */
  meilisearch?: { host: string; apiKey: string; indexUid: string } | null;
}
