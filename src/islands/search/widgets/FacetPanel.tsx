/** The facet panel (spec §2 "Facet panel with checkbox lists", range for price, km and year), in the tenant's facet order. */
import type { Facet } from '../../../config/schema/search.ts';
import { FACET_DEFINITIONS } from '../../../search/facets.ts';
import { ClearFilters } from './ClearFilters.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import { RefinementFacet } from './RefinementFacet.tsx';

export function FacetPanel({ facets }: { facets: readonly Facet[] }) {
  return (
    <aside className="search__filters" aria-labelledby="search-filters-title">
      <div className="search__filters-head">
        <h2 id="search-filters-title" className="search__filters-title">Filters</h2>
        <ClearFilters />
      </div>
      {facets.map((facet) => {
        const def = FACET_DEFINITIONS[facet];
        return def.kind === 'range'
          ? <RangeFacet key={facet} attribute={facet} def={def} />
          : <RefinementFacet key={facet} attribute={facet} def={def} />;
      })}
    </aside>
  );
}
