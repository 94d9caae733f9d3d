/**
 * The stock the API knows per tenant: to attach the car to a lead (ADF vehicle of interest), to refresh
 * a static page's car fields (spec §7 view.json `car_fields`) and to refuse view counts for unknown
 * cars. Built from the stock snapshot by the Node entry; optional (without it the API trusts the slug).
 */
import { sellingPrice } from '../domain/price.ts';
import type { LeadVehicle } from './delivery/document.ts';

/** The fields of a car the API uses (spec §3 names). Prices in AUD dollars. */
export interface CarRecord {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string;
  price: number | null;
  offer_price: number | null;
  before_price: number | null;
  km: number | null;
  car_type: string;
  colour: string | null;
  status: string;
  reserved: boolean;
  photos_count: number;
  updated_at: string;
  location_id: string | null;
}

/** Cars by tenant. */
export interface CarLookup {
  /** True when this tenant's stock is loaded (then unknown slugs are 404s). */
  knows(tenant: string): boolean;
  bySlug(tenant: string, slug: string): CarRecord | null;
  byId(tenant: string, id: number | string): CarRecord | null;
}

/** A lookup over in-memory cars per tenant slug. */
export function carLookup(byTenant: ReadonlyMap<string, readonly CarRecord[]>): CarLookup {
  const slugs = new Map<string, Map<string, CarRecord>>();
  const ids = new Map<string, Map<string, CarRecord>>();
  for (const [tenant, cars] of byTenant) {
    slugs.set(tenant, new Map(cars.map((c) => [c.slug, c])));
    ids.set(tenant, new Map(cars.map((c) => [String(c.id), c])));
  }
  return {
    knows: (tenant) => slugs.has(tenant),
    bySlug: (tenant, slug) => slugs.get(tenant)?.get(slug) ?? null,
    byId: (tenant, id) => ids.get(tenant)?.get(String(id)) ?? null,
  };
}

/** The vehicle snapshot stored with a lead: `price` is the selling price (`sellingPrice`, spec §4), null for a placeholder (POA). */
export function leadVehicle(car: CarRecord): LeadVehicle {
  return {
    id: car.id,
    slug: car.slug,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    vin: car.vin,
    stocknum: car.stocknum,
    price: sellingPrice(car),
    km: car.km,
    car_type: car.car_type,
    colour: car.colour,
    location_id: car.location_id,
  };
}
