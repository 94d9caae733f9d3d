/**
 * A tenant's stock from a group-wide snapshot: placement (which of the tenant's locations sells
 * the car), the tenant's stock filter (else the default filter) and the listing rule
 * (spec §1 stock filter, §4 *Stock status*).
 */
import type { SiteConfig } from '../config/schema/site.ts';
import type { Location } from '../config/schema/locations.ts';
import { DEFAULT_STOCK_FILTER } from '../config/schema/stock.ts';
import { isListed, passesStockFilter } from '../domain/stock.ts';
import type { Car } from './car-schema.ts';

/** Counts of how a tenant's stock was selected from the snapshot. */
export interface SelectionCounts {
  /** Cars it was selected from: those a build keeps of the snapshot (`carsPlacedByAny`), or all a caller passed. */
  snapshot: number;
  /** Cars at one of the tenant's locations. */
  placed: number;
  /** Placed cars that pass the stock filter. */
  filtered: number;
  /** Filtered cars that are listed (in stock, coming soon, or recently sold and shown). */
  listed: number;
}

/** The feed-location key of a car: `"suburb, STATE"` lower-cased, or null when the car has no yard. */
export function feedLocationKey(car: Pick<Car, 'location_name' | 'city' | 'state' | 'location'>): string | null {
  const suburb = car.location_name ?? car.city ?? car.location?.name ?? null;
  if (!suburb || !car.state) return null;
  return `${suburb}, ${car.state}`.toLowerCase();
}

/** Sales locations sell cars: location_type sales, or empty (a location that does everything). */
export function isSalesLocation(loc: Pick<Location, 'location_type'>): boolean {
  return loc.location_type === 'sales' || loc.location_type === '';
}

/** Rewrites a car's placement fields to the tenant location that sells it. */
export function placeCar(car: Car, loc: Location): Car {
  const a = loc.address;
  return {
    ...car,
    dealership_id: loc.dealership_id,
    dealership_slug: loc.dealership_slug,
    location_id: loc.id,
    location_name: loc.name,
    city: a.city,
    state: a.state,
    location: {
      id: loc.id,
      name: loc.name,
      phone: loc.contact_detail.phone,
      slug: loc.slug,
      address: `${a.street}, ${a.city} ${a.state} ${a.postcode}`,
      distribution_locations: [],
    },
  };
}

/**
 * Where a tenant's stock goes (spec §1 stock filter): a function from a snapshot car to the tenant's sales location
 * that sells it (its feed location, or the primary location for an unlocated new or demo car when the tenant says
 * so), or undefined when none of the tenant's locations does. The placement half of {@link selectTenantStock}.
 * `key` is the car's {@link feedLocationKey}, for a caller that places one car for many tenants.
 */
export function tenantPlacement(site: SiteConfig): (car: Car, key?: string | null) => Location | undefined {
  const byFeedLocation = new Map<string, Location>();
  for (const loc of site.locations) {
    if (!isSalesLocation(loc)) continue;
    for (const fl of loc.feed_locations) byFeedLocation.set(fl.toLowerCase(), loc);
  }
  const primary = site.locations.find((l) => l.primary && isSalesLocation(l)) ?? site.locations.find(isSalesLocation) ?? null;
  return (car, key = feedLocationKey(car)) => {
    const loc = key ? byFeedLocation.get(key) : undefined;
    if (!loc && key === null && site.stock.unlocated_to_primary && primary && car.car_type !== 'used') return primary;
    return loc;
  };
}

/**
 * Selects and places a tenant's listed cars. `now` is the stock clock in Unix seconds.
 * Cars keep the snapshot's order. Each car is decided on its own, so any sublist of `cars` that keeps every car
 * the tenant places ({@link carsPlacedByAny}) selects the same cars. Never throws.
 */
export function selectTenantStock(cars: readonly Car[], site: SiteConfig, now: number): { cars: Car[]; counts: SelectionCounts } {
  const place = tenantPlacement(site);
  const filter = site.stock.filter ?? DEFAULT_STOCK_FILTER;
  const counts: SelectionCounts = { snapshot: cars.length, placed: 0, filtered: 0, listed: 0 };
  const out: Car[] = [];
  for (const car of cars) {
    const loc = place(car);
    if (!loc) continue;
    counts.placed++;
    if (!passesStockFilter(car, filter)) continue;
    counts.filtered++;
    if (!isListed(car, { now, soldVisibleDays: site.stock.sold_visible_days })) continue;
    counts.listed++;
    out.push(placeCar(car, loc));
  }
  return { cars: out, counts };
}

/**
 * The cars of `cars` that at least one of `sites` places at one of its locations ({@link tenantPlacement}), in
 * their order: all a build of those tenants reads of the snapshot (issue #14: a shard job keeps its own tenants'
 * cars, not every tenant's). Never throws.
 */
export function carsPlacedByAny(cars: readonly Car[], sites: readonly SiteConfig[]): Car[] {
  const places = sites.map(tenantPlacement);
  return cars.filter((car) => {
    const key = feedLocationKey(car);
    return places.some((place) => place(car, key) !== undefined);
  });
}
