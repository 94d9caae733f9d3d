/**
 * The car search island (spec §2 *Car search*): query box, facet panel (a drawer on phones), sort,
 * result count, result cards with promo cards, and pages, with the state in the URL (spec §2, §4).
 *
 * The first page is rendered at build time (`getSearchServerState`) and hydrated from that server
 * state, so it is in the HTML, nothing shifts and nothing is fetched on load. The documents file
 * is fetched when the browser is idle or at the first interaction, whichever comes first.
 */
import { useEffect, useRef, useState } from 'react';
import { InstantSearch, InstantSearchSSRProvider, useInstantSearch } from 'react-instantsearch';
import { createSearchClient, type AppSearchClient } from '../../search/client.ts';
import { createSearchRouting } from '../../search/url-router.ts';
import { useRecordSearch } from './hooks/useRecordSearch.ts';
import { useWarmSearch } from './hooks/useWarmSearch.ts';
import type { SearchAppProps } from './types.ts';
import { FacetLinksContext } from './hooks/useFacetHref.ts';
import { EnquiryProvider } from './widgets/EnquiryDialog.tsx';
import { FacetPanel } from './widgets/FacetPanel.tsx';
import { FiltersDrawer } from './widgets/FiltersDrawer.tsx';
import { Pager } from './widgets/Pager.tsx';
import { QueryBox } from './widgets/QueryBox.tsx';
import { ResultList } from './widgets/ResultList.tsx';
import { ResultStats } from './widgets/ResultStats.tsx';
import { SearchConfigure } from './widgets/SearchConfigure.tsx';
import { SortSelect } from './widgets/SortSelect.tsx';
import { VirtualFacets, virtualFacetAttributes } from './widgets/VirtualFacets.tsx';
import { DIRECTORY_ATTRIBUTE, loadServedState, SEARCH_DIRECTORY_PATH, servedState, STATE_ATTRIBUTE } from './served-state.ts';
import { announceResultsShown } from './pending-url-state.ts';
import './search.css';

// In the browser, the page's server state (its own small file, see served-state.ts) is fetched while
// this module loads, so the island hydrates on it synchronously once `client:intent` wakes it.
if (typeof document !== 'undefined') await loadServedState();

export type { SearchAppProps } from './types.ts';

/** Records each search state the router writes (spec §3 *Search history*). */
function HistoryRecorder({ routing }: { routing: ReturnType<typeof createSearchRouting> }) {
  useRecordSearch(routing);
  return null;
}

/**
 * Announces each search of the island's own that has finished (`announceResultsShown`): the page opened with a shared
 * link's state stops saying its results are loading (`pending-url-state.ts`).
 */
function ResultsShown() {
  const { status } = useInstantSearch();
  const searching = useRef(false);
  useEffect(() => {
    if (status === 'loading' || status === 'stalled') searching.current = true;
    else if (searching.current) {
      searching.current = false;
      announceResultsShown();
    }
  }, [status]);
  return null;
}

/** The island's tree around a given client; `getSearchServerState` renders the same tree. */
export function SearchRoot(props: SearchAppProps & { client: AppSearchClient }) {
  const { client, indexName, routeBase, settings, serverState, preset, pagesAt, servedUrl, stateUrl } = props;
  const [routing] = useState(() =>
    createSearchRouting({
      indexName,
      routeBase,
      preset,
      sortOptions: settings.sortOptions,
      ...(pagesAt ? { pagesAt } : {}),
      ...(servedUrl ? { servedUrl } : {}),
    }),
  );
  const root = useRef<HTMLDivElement>(null);
  useWarmSearch(root, client.preload);
  // Once hydrated on the served state, apply a shared link's state (see `createSearchRouting`).
  useEffect(() => routing.router.catchUp(), [routing]);
  const [facetLinks] = useState(() => ({
    routeBase,
    preset,
    links: settings.landingLinks ?? {},
    indexName,
    sortOptions: settings.sortOptions,
  }));
  return (
    <InstantSearchSSRProvider {...(serverState ?? {})}>
      <InstantSearch
        searchClient={client as never}
        indexName={indexName}
        routing={routing}
        insights={false}
        future={{ preserveSharedStateOnUnmount: true }}
      >
        <SearchConfigure
          indexName={indexName}
          hitsPerPage={settings.hitsPerPage}
          lowestPriceExcludesUnpriced={settings.lowestPriceExcludesUnpriced ?? false}
        />
        <VirtualFacets {...virtualFacetAttributes(preset, settings, routing.opened)} />
        <HistoryRecorder routing={routing} />
        <ResultsShown />
        <FacetLinksContext.Provider value={facetLinks}>
          <EnquiryProvider>
            <div
              className="search"
              ref={root}
              {...(stateUrl ? { [STATE_ATTRIBUTE]: stateUrl } : {})}
              {...(stateUrl && settings.directory?.length ? { [DIRECTORY_ATTRIBUTE]: SEARCH_DIRECTORY_PATH } : {})}
            >
              <QueryBox action={routeBase} label={`Search ${props.siteName} cars`} />
              <div className="search__layout">
                <FiltersDrawer>
                  <FacetPanel settings={settings} />
                </FiltersDrawer>
                <section className="search__results" id="search-results" aria-labelledby="search-results-title">
                  <h2 id="search-results-title" className="visually-hidden">
                    Results
                  </h2>
                  <div className="search__toolbar">
                    <ResultStats stockCount={settings.stockCount} />
                    <SortSelect indexName={indexName} options={settings.sortOptions} />
                  </div>
                  <ResultList settings={settings} />
                  <Pager resultsId="search-results" />
                </section>
              </div>
            </div>
          </EnquiryProvider>
        </FacetLinksContext.Provider>
      </InstantSearch>
    </InstantSearchSSRProvider>
  );
}

/**
 * Props of the island entry. A search page names its state file (`stateUrl`, see served-state.ts),
 * which holds the server state and the settings, so neither is in the HTML; tests may pass them.
 */
export type SearchAppEntryProps = Omit<SearchAppProps, 'serverState' | 'settings'> &
  ({ serverState: SearchAppProps['serverState']; settings: SearchAppProps['settings'] } | { stateUrl: string });

/** The island: creates the client (lazy documents, seeded with the server state) and renders `SearchRoot`. */
export default function SearchApp(entry: SearchAppEntryProps) {
  const [props] = useState<SearchAppProps>(() => {
    if (!('stateUrl' in entry) || entry.stateUrl === undefined) return entry as SearchAppProps;
    const served = servedState(entry.stateUrl);
    if (!served)
      throw new Error(`search: no state for ${entry.stateUrl} (provideServedState at build time, loadServedState in the browser)`);
    return { ...entry, ...served };
  });
  const [client] = useState(() => {
    const c = createSearchClient(
      props.meilisearch ? { engine: 'meilisearch', ...props.meilisearch } : { engine: 'embedded', documentsUrl: props.documentsUrl },
    );
    if (props.serverState) c.seed(props.serverState.initialResults);
    return c;
  });
  return <SearchRoot {...props} client={client} />;
}
