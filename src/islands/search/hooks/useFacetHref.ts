/**
 * The link of a facet value (`facetHref`): the landing page its click leads to when there is one,
 * else the search URL (which needs the island). The page's base path, preset and neighbouring landing
 * pages come from `FacetLinksContext` (provided by `SearchRoot`).
 */
import { createContext, useContext } from 'react';
import { facetHref, type FacetHref, type LandingLinks } from '../../../search/facet-links.ts';
import type { Preset } from '../../../search/landings.ts';

export const FacetLinksContext = createContext<{ routeBase: string; preset: Preset; links: LandingLinks }>({ routeBase: '/search/', preset: {}, links: {} });

/** A function from InstantSearch's `createURL(value)` result to the value's link. */
export function useFacetHref(): (url: string) => FacetHref {
  const page = useContext(FacetLinksContext);
  return (url) => facetHref(url, page);
}
