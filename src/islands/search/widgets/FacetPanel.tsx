/**
 * The facet panel (spec §2 *Car search*) in the tenant's facet order (config `search.facets`):
 * the directory search box, make cards with their model lists, checkbox lists with counts,
 * range sliders for price, km and year, the dealership picker, the certified switch, and the
 * visitor's recent searches.
 */
import type { Facet } from '../../../config/schema/search.ts';
import { type DirectoryMake, modelLabeller } from '../../../search/directory.ts';
import { FACET_DEFINITIONS } from '../../../search/facets.ts';
import type { SearchAppSettings } from '../types.ts';
import { CertifiedSwitch } from './CertifiedSwitch.tsx';
import { ClearFilters } from './ClearFilters.tsx';
import { DealershipPicker } from './DealershipPicker.tsx';
import { DirectoryBox } from './DirectoryBox.tsx';
import { MakeCards } from './MakeCards.tsx';
import { RangeFacet } from './RangeFacet.tsx';
import { RecentSearches } from './RecentSearches.tsx';
import { RefinementFacet } from './RefinementFacet.tsx';

/**
 * The directory of a site that has none, one array for every render: `modelLabeller` memoises per directory array,
 * so a fresh `[]` each render would miss its memo and build a new labeller on every render of the panel.
 */
const NO_DIRECTORY: readonly DirectoryMake[] = [];

function FacetWidget({ facet, settings }: { facet: Facet; settings: SearchAppSettings }) {
  const def = FACET_DEFINITIONS[facet];
  if (facet === 'make' && settings.directory?.length) return <MakeCards directory={settings.directory} />;
  if (facet === 'dealership_name') return <DealershipPicker />;
  if (facet === 'certified') return settings.certifiedSwitch ? null : <CertifiedSwitch />;
  if (def.kind === 'range') return <RangeFacet attribute={facet} def={def} />;
  // Models named with their make where the site has several (`modelLabeller`).
  return (
    <RefinementFacet
      attribute={facet}
      def={def}
      {...(facet === 'model' ? { labelOf: modelLabeller(settings.directory ?? NO_DIRECTORY) } : {})}
    />
  );
}

export function FacetPanel({ settings }: { settings: SearchAppSettings }) {
  const directory = settings.directory ?? NO_DIRECTORY;
  return (
    <>
      <div className="search__filters-head">
        <h2 id="search-filters-title" className="search__filters-title">
          Filters
        </h2>
        <ClearFilters />
      </div>
      {directory.length > 0 && (settings.facets.includes('make') || settings.facets.includes('model')) && (
        <DirectoryBox directory={directory} />
      )}
      {settings.certifiedSwitch && <CertifiedSwitch />}
      {settings.facets.map((facet) => (
        <FacetWidget key={facet} facet={facet} settings={settings} />
      ))}
      <RecentSearches />
    </>
  );
}
