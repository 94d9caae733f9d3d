/**
 * Refinement lists without UI for a landing page's preset facets that the tenant's panel does not
 * show (e.g. `/search/{dealership}/` on a site without the dealership facet): InstantSearch applies
 * a refinement only through a mounted widget, so the preset needs one.
 */
import { useRefinementList } from 'react-instantsearch';

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
