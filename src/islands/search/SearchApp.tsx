/**
 * The car search island (spec §2 *Car search*): query box, facets with counts, price range, sort,
 * result count, result cards and pages, with the state in the URL (spec §2, §4).
 *
 * The first page is rendered at build time (`getSearchServerState`) and hydrated from that server
 * state, so it is in the HTML, nothing shifts and nothing is fetched on load. The documents file
 * is fetched when the browser is idle or at the first interaction, whichever comes first.
 */
import { useEffect, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, type InstantSearchServerState } from 'react-instantsearch';
import type { Facet, SortOption } from '../../config/schema/search.ts';
import type { TagSettings } from '../../domain/tags.ts';
import { createSearchClient, type AppSearchClient } from '../../search/client.ts';
import { createSearchRouting } from '../../search/url-router.ts';
import { useWarmSearch } from './hooks/useWarmSearch.ts';
import { FacetPanel } from './widgets/FacetPanel.tsx';
import { SearchConfigure } from './widgets/SearchConfigure.tsx';
import { Pager } from './widgets/Pager.tsx';
import { QueryBox } from './widgets/QueryBox.tsx';
import { ResultList } from './widgets/ResultList.tsx';
import { ResultStats } from './widgets/ResultStats.tsx';
import { SortSelect } from './widgets/SortSelect.tsx';
import './search.css';

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
  /** The stock clock, Unix seconds (just-arrived tags must match the build). */
  now: number;
  /** Price low to high shows priced cars only (spec §5; config `search.lowest_price_excludes_unpriced`). */
  lowestPriceExcludesUnpriced?: boolean;
}

/** Props of the island; all serialisable (Astro passes them to the browser). */
export interface SearchAppProps {
  /** Base index name, e.g. `cars` (sorts are `cars:price:asc`, ...). */
  indexName: string;
  /** URL of the tenant's search documents (`getStock().searchIndexUrl`). */
  documentsUrl: string;
  /** From `getSearchServerState`; null renders without a first page (tests, previews). */
  serverState: InstantSearchServerState | null;
  /** Path of the search page, e.g. `/search/`. */
  routeBase: string;
  siteName: string;
  settings: SearchAppSettings;
  /** When set, Meilisearch answers instead of the embedded documents (config `search.engine`). */
  meilisearch?: { host: string; apiKey: string; indexUid: string } | null;
}

/** The island's tree around a given client; `getSearchServerState` renders the same tree. */
export function SearchRoot(props: SearchAppProps & { client: AppSearchClient }) {
  const { client, indexName, routeBase, settings, serverState } = props;
  const [routing] = useState(() => createSearchRouting({ indexName, routeBase, sortOptions: settings.sortOptions }));
  const root = useRef<HTMLDivElement>(null);
  useWarmSearch(root, client.preload);
  // Once hydrated on the served state, apply a shared link's state (see `createSearchRouting`).
  useEffect(() => routing.router.catchUp(), [routing]);
  const defaultIndex = indexName;
  return (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <InstantSearch
        searchClient={client as never}
        indexName={defaultIndex}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchConfigure indexName={indexName} hitsPerPage={settings.hitsPerPage} lowestPriceExcludesUnpriced={settings.lowestPriceExcludesUnpriced ?? false} />
        <div className="search" ref={root}>
          <QueryBox action={routeBase} label={`Search ${props.siteName} cars`} />
          <div className="search__layout">
            <FacetPanel facets={settings.facets} />
            <section className="search__results" id="search-results" aria-labelledby="search-results-title">
              <h2 id="search-results-title" className="visually-hidden">Results</h2>
              <div className="search__toolbar">
                <ResultStats />
                <SortSelect indexName={indexName} options={settings.sortOptions} />
              </div>
              <ResultList subscriptionEnabled={settings.subscriptionEnabled} tags={settings.tags} now={settings.now} />
              <Pager resultsId="search-results" />
            </section>
          </div>
        </div>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/** The island: creates the client (lazy documents, seeded with the server state) and renders `SearchRoot`. */
export default function SearchApp(props: SearchAppProps) {
  const [client] = useState(() => {
    const c = createSearchClient(
      props.meilisearch ? { engine: 'meilisearch', ...props.meilisearch } : { engine: 'embedded', documentsUrl: props.documentsUrl },
    );
    if (props.serverState) c.seed(props.serverState.initialResults);
    return c;
  });
  return <SearchRoot {...props} client={client} />;
}
