/**
 * Which locations a location block shows and how (spec §2 *Locations*: "filterable by primary, sales,
 * service, parts, service-and-parts, all, or a location id. It renders one section, a grid of cards (2 to
 * 4 columns) or a carousel"; §9 "Location grid: 3 columns at large widths for more than 3 locations. A
 * carousel hint shows for more than 3 … addresses [de-duplicated] by street").
 */

/** The location fields these rules read (spec §3 *Dealership location*). */
export interface LocationLike {
  id: string;
  location_type: 'sales' | 'service' | 'parts' | '';
  primary: boolean;
  visible: boolean;
  address: { street: string };
}

/** A block filter: a keyword of spec §2, or `id:<location id>`. */
export type LocationFilter = 'primary' | 'sales' | 'service' | 'parts' | 'service_and_parts' | 'all' | `id:${string}`;

/** A location of type '' does everything (sales, service and parts). */
const does = (l: LocationLike, type: 'sales' | 'service' | 'parts') => l.location_type === type || l.location_type === '';

/**
 * The visible locations a filter selects, in config order. `primary` is the location marked primary (the
 * first visible one when none is). An unknown id selects none (the config check rejects it first).
 */
export function filterLocations<T extends LocationLike>(locations: readonly T[], filter: LocationFilter): T[] {
  const visible = locations.filter((l) => l.visible);
  if (filter.startsWith('id:')) return visible.filter((l) => l.id === filter.slice(3));
  switch (filter) {
    case 'primary': {
      const primary = visible.find((l) => l.primary) ?? visible[0];
      return primary ? [primary] : [];
    }
    case 'sales':
      return visible.filter((l) => does(l, 'sales'));
    case 'service':
      return visible.filter((l) => does(l, 'service'));
    case 'parts':
      return visible.filter((l) => does(l, 'parts'));
    case 'service_and_parts':
      return visible.filter((l) => does(l, 'service') || does(l, 'parts'));
    default:
      return visible;
  }
}

/** How a block of `count` locations is laid out. */
export interface BlockLayout {
  kind: 'section' | 'grid' | 'carousel';
  /** Grid columns at large widths: 3 for more than 3 locations, else the count (at least 1), spec §9. */
  columns: number;
  /** The carousel's 'swipe for more' hint (spec §9: for more than 3). */
  hint: boolean;
}

/** The layout of a block (`auto`: one section for one location, else a grid). */
export function blockLayout(layout: 'auto' | 'section' | 'grid' | 'carousel', count: number): BlockLayout {
  const kind = layout === 'auto' ? (count <= 1 ? 'section' : 'grid') : layout;
  return { kind, columns: count > 3 ? 3 : Math.max(1, count), hint: kind === 'carousel' && count > 3 };
}

/** A street compared as the spec de-duplicates addresses: case, spaces and punctuation ignored. */
export function streetKey(street: string): string {
  return street
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The departments of a location (spec §2 location detail: "A select switches between Sales, Service and
 * Parts when a site has several types"): the visible locations at the same street, the location itself
 * first, then sales, service and parts. One entry when it stands alone.
 */
export function departmentsOf<T extends LocationLike>(location: T, locations: readonly T[]): T[] {
  const key = streetKey(location.address.street);
  const order = { sales: 0, '': 0, service: 1, parts: 2 } as const;
  const others = locations
    .filter((l) => l !== location && l.visible && streetKey(l.address.street) === key)
    .sort((a, b) => order[a.location_type] - order[b.location_type]);
  return [location, ...others];
}

/** Locations with their street listed once (spec §9 "addresses by street"): the first of each street, in order. */
export function uniqueByStreet<T extends LocationLike>(locations: readonly T[]): T[] {
  const seen = new Set<string>();
  return locations.filter((l) => {
    const key = streetKey(l.address.street);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A department's name in the select (spec §2: Sales, Service, Parts). */
export function departmentLabel(type: LocationLike['location_type']): string {
  return type === 'service' ? 'Service' : type === 'parts' ? 'Parts' : 'Sales';
}

/** The dealership picker's placeholder (spec §2 *Locations*: "a dealership picker dropdown (placeholder 'Please select a dealership...')"). */
export const DEALERSHIP_PLACEHOLDER = 'Please select a dealership...';

/**
 * The dealership picker of a location block (spec §2, §4 "the dealership picker auto-selects when exactly
 * one option exists"): the dealerships that own at least one of the block's locations, in config order, and
 * the one selected at first — the only one when there is exactly one, else none (every location shown).
 * A block draws the picker only when there is a choice (two or more).
 */
export function dealershipChoices<D extends { id: string }>(
  locations: readonly { dealership_id: string }[],
  dealerships: readonly D[],
): { options: D[]; selected: D | null } {
  const owners = new Set(locations.map((l) => l.dealership_id));
  const options = dealerships.filter((d) => owners.has(d.id));
  return { options, selected: options.length === 1 ? options[0]! : null };
}
