/**
 * Facet definitions of the search page (spec §2 *Car search*, §3 *Search facets*, §9 *Search*):
 * label, kind (checkbox list or numeric range) and list limits. Keyed by the config's `Facet`
 * so a facet added to the config schema without a definition fails type checking. Only type
 * imports from the config: this module is bundled into the search island (no zod there).
 */
import type { Facet } from '../config/schema/search.ts';
import { compareBodyValues } from './body-types.ts';

/** A checkbox list of values with counts (OR inside the facet). */
export interface RefinementFacetDefinition {
  kind: 'refinement';
  label: string;
  /** Values shown before "show more" (spec §9: makes 7, models 30, cities 20, dealerships 40). */
  limit: number;
  /** With show more: the most values shown, and the [show, hide] button labels. */
  showMore?: { limit: number; labels: [string, string] };
  /** A fixed value order (spec §9 "Car type order: new, demo, used"); otherwise by count. */
  order?: readonly string[];
  /** Display label of a raw value (e.g. `used` → `Used`). */
  valueLabels?: Readonly<Record<string, string>>;
  /** A value order of its own (the spec's body type list, §9); otherwise by count, then name. */
  compare?: (a: { name: string; count: number }, b: { name: string; count: number }) => number;
}

/** A numeric range (spec §2 price slider min 5000, max 250000, step 500). Bounds from the stats when absent. */
export interface RangeFacetDefinition {
  kind: 'range';
  label: string;
  min?: number;
  max?: number;
  step: number;
  /** Unit shown beside the inputs. */
  unit: '$' | 'km' | '';
}

export type FacetDefinition = RefinementFacetDefinition | RangeFacetDefinition;

const list = (label: string, limit = 10, more?: [string, string], moreLimit = 100): RefinementFacetDefinition =>
  more ? { kind: 'refinement', label, limit, showMore: { limit: moreLimit, labels: more } } : { kind: 'refinement', label, limit };

/** Every facet the config may switch on. */
export const FACET_DEFINITIONS: Record<Facet, FacetDefinition> = {
  make: list('Make', 7, ['Show all makes', 'Hide extra makes']),
  model: list('Model', 30),
  car_type: { ...list('Condition', 3), order: ['new', 'demo', 'used'], valueLabels: { new: 'New', demo: 'Demo', used: 'Used' } },
  body: { ...list('Body type', 10, ['Show more', 'Show less'], 20), compare: compareBodyValues },
  fuel: list('Fuel type'),
  transmission: list('Transmission'),
  drive: list('Drive'),
  colour: list('Colour', 10, ['Show more', 'Show less']),
  seats: list('Seats'),
  state: list('State'),
  city: list('City', 20),
  location_name: list('Location', 10, ['Show more', 'Show less'], 40),
  dealership_name: list('Dealership', 40),
  tag: list('Tag'),
  badge: list('Badge', 10, ['Show more', 'Show less']),
  item_type: { ...list('Vehicle type', 3), valueLabels: { car: 'Cars', caravan: 'Caravans', motorcycle: 'Motorcycles' } },
  certified: { ...list('Certified', 2), valueLabels: { true: 'Certified', false: 'Not certified' } },
  year: { kind: 'range', label: 'Year', step: 1, unit: '' },
  km: { kind: 'range', label: 'Kilometres', min: 0, step: 1000, unit: 'km' },
  price: { kind: 'range', label: 'Price', min: 5000, max: 250_000, step: 500, unit: '$' },
};

/** Every facet name, in the definitions' order (the URL parameter order). */
export const ALL_FACETS = Object.keys(FACET_DEFINITIONS) as Facet[];

/**
 * The certified switch (spec §2 "An optional switch restricts results to certified vehicles (certified=true)", config
 * `search.certified_switch`): InstantSearch's toggle of `facet`. In the URL it is that facet's refinement on `value`,
 * `certified=true`, as the facet itself would write it (`routing.ts`).
 */
export const CERTIFIED_SWITCH = { facet: 'certified', value: 'true' } as const satisfies { facet: Facet; value: string };

/** Facets filtered by a numeric range (price, km, year). */
export const RANGE_FACETS: readonly Facet[] = ALL_FACETS.filter((f) => FACET_DEFINITIONS[f].kind === 'range');
