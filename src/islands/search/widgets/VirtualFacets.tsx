/**
 * Refinements without UI for the facets the island must apply but its panel has no widget for: InstantSearch applies
 * a refinement only through a mounted widget, and drops the others from its state. Two sources:
 * - a landing page's preset facets (e.g. `/search/{dealership}/` on a site without the dealership facet);
 * - the facets a shared link's state refines (the URL when the island wakes), e.g. `/search/?car_type=used` on a
 *   site whose panel has no Condition facet: without a widget the island would show every car under that URL, and
 *   the page's "Loading the cars for your link…" notice would wait for a search that never came
 *   (`pending-url-state.ts`). The link's filter shows as set: "Clear filters" clears it.
 */
import { useRange, useRefinementList } from 'react-instantsearch';
import { CERTIFIED_SWITCH } from '../../../search/facets.ts';
import type { Preset } from '../../../search/landings.ts';
import type { SearchRouteState } from '../../../search/routing.ts';
import type { SearchAppSettings } from '../types.ts';

/** The facets to mount without UI: refinement lists and numeric ranges (price, km, year). */
export interface VirtualFacetSet {
  lists: string[];
  ranges: string[];
}

/**
 * The facets of the preset and of the linked state (`linked`, default none) that the panel has no widget for (the
 * panel: config `search.facets`, and the certified switch's facet when it is on, `CERTIFIED_SWITCH`).
 */
export function virtualFacetAttributes(
  preset: Preset,
  settings: Pick<SearchAppSettings, 'facets' | 'certifiedSwitch'>,
  linked: SearchRouteState = {},
): VirtualFacetSet {
  const own = new Set<string>([...settings.facets, ...(settings.certifiedSwitch ? [CERTIFIED_SWITCH.facet] : [])]);
  const lists = [...new Set([...Object.keys(preset), ...Object.keys(linked.refinements ?? {})])].filter((f) => !own.has(f));
  const ranges = Object.keys(linked.ranges ?? {}).filter((f) => !own.has(f));
  return { lists, ranges };
}

function VirtualFacet({ attribute }: { attribute: string }) {
  useRefinementList({ attribute });
  return null;
}

function VirtualRange({ attribute }: { attribute: string }) {
  useRange({ attribute });
  return null;
}

export function VirtualFacets({ lists, ranges }: VirtualFacetSet) {
  return (
    <>
      {lists.map((a) => (
        <VirtualFacet key={a} attribute={a} />
      ))}
      {ranges.map((a) => (
        <VirtualRange key={a} attribute={a} />
      ))}
    </>
  );
}
