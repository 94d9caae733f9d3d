/**
 * The links of a facet's values (`facetValueHref`): the landing page a value's click leads to when
 * there is one, else the search URL (which needs the island). Computed from the current search state
 * once per render, not through InstantSearch's `createURL` per value (which re-derives every
 * widget's state and made each search page's build several times slower). The page's base path,
 * preset and neighbouring landing pages come from `FacetLinksContext` (provided by `SearchRoot`).
 */
import { createContext, useContext } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import type { Facet, SortOption } from '../../../config/schema/search.ts';
import { facetValueHref, type FacetHref, type FacetLinkPage } from '../../../search/facet-links.ts';
import { uiStateToRoute } from '../../../search/routing.ts';

export const FacetLinksContext = createContext<FacetLinkPage & { indexName: string; sortOptions: readonly SortOption[] }>({
  routeBase: '/search/',
  preset: {},
  links: {},
  indexName: 'cars',
  sortOptions: [],
});

/** A function from a value of `facet` to its link. */
export function useFacetHref(facet: string): (value: string) => FacetHref {
  const page = useContext(FacetLinksContext);
  const { indexUiState } = useInstantSearch();
  const { page: _page, ...state } = uiStateToRoute({ [page.indexName]: indexUiState }, page.indexName, page.sortOptions);
  return (value) => facetValueHref(state, facet as Facet, value, page);
}
