/**
 * Node-only: the cars each tenant lists, from the stock snapshot the sites were built from (the same
 * selection as the build: `selectTenantStock` at the snapshot's clock), as the API's car lookup.
 */
import type { SiteConfig } from '../../config/schema/site.ts';
import type { Car } from '../../stock/car-schema.ts';
import { selectTenantStock } from '../../stock/select.ts';
import { loadSnapshot } from '../../stock/snapshot.ts';
import { carLookup, type CarLookup, type CarRecord } from '../cars.ts';

/** The API's view of a stock car. */
export function carRecord(car: Car): CarRecord {
  return {
    id: car.id,
    slug: car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    price: car.price,
    offer_price: car.offer_price,
    before_price: car.before_price,
    km: car.km,
    car_type: car.car_type,
    colour: car.colour,
    status: car.status,
    reserved: car.reserved,
    photos_count: car.photos_count,
    updated_at: car.updated_at,
    location_id: car.location_id,
  };
}

/** Loads the snapshot and selects every tenant's cars. @throws SnapshotError for an unusable snapshot file. */
export async function loadCarLookup(snapshotPath: string, sites: readonly SiteConfig[]): Promise<CarLookup> {
  const { snapshot } = await loadSnapshot(snapshotPath);
  const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
  return carLookup(new Map(sites.map((site) => [site.slug, selectTenantStock(snapshot.cars, site, now).cars.map(carRecord)])));
}
