/**
 * Fixed search parameters: the page size (spec §9: 21) and, on sites that ask for it, priced cars
 * only under the price-ascending sort (spec §5 "Price ascending sort adds a filter price above 0 on
 * some sites"; config `search.lowest_price_excludes_unpriced`). One `Configure` widget: two would
 * share `uiState.configure` and the filter would outlive its sort. A `filters` parameter, so the
 * price range refinement still applies.
 */
import { Configure, useInstantSearch } from 'react-instantsearch';
import { sortIndexName } from '../../../search/sort.ts';

export interface SearchConfigureProps {
  indexName: string;
  hitsPerPage: number;
  lowestPriceExcludesUnpriced: boolean;
}

export function SearchConfigure({ indexName, hitsPerPage, lowestPriceExcludesUnpriced }: SearchConfigureProps) {
  const { indexUiState } = useInstantSearch();
  const pricedOnly = lowestPriceExcludesUnpriced && indexUiState.sortBy === sortIndexName(indexName, 'lowestPrice');
  return <Configure hitsPerPage={hitsPerPage} filters={pricedOnly ? 'price > 0' : ''} />;
}
