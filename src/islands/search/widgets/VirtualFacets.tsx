/**
 * Refinement lists without UI for a landing page's preset facets that the tenant's panel does not
 * show (e.g. `/search/{dealership}/` on a site without the dealership facet): InstantSearch applies
 * a refinement only through a mounted widget, so the preset needs one.
 */
import { useRefinementList } from 'react-instantsearch';
import type { Preset } from '../../../search/landings.ts';

/** The preset's facets the panel has no widget for (`facets`: the tenant's panel, config `search.facets`). */
export function virtualFacetAttributes(preset: Preset, facets: readonly string[]): string[] {
  return Object.keys(preset).filter((f) => !facets.includes(f));
}

function VirtualFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

export function VirtualFacets({ attributes }: { attributes: readonly string[] }) {
  return (
    <>
      {attributes.map((a) => (
        <VirtualFacet key={a} attribute={a} />
      ))}
    </>
  );
}
