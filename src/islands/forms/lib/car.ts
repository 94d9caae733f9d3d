/**
 * The car a lead is about, from what each page knows: the full Car at build time (vehicle and checkout
 * pages), a search document (pages that read `?car_id=` in the browser, the search cards). Search
 * documents name the location and dealership rather than their ids, so those are matched against the
 * site's own lists. Pure, except {@link fetchCar}.
 */
import { sellingPrice } from '../../../domain/price.ts';
import { fetchSearchDoc } from '../../../stock/car-lookup.ts';
import type { SearchDoc } from '../../../stock/search-document.ts';
import type { FormCar, FormSite } from '../types.ts';

/** The Car fields {@link carFromStock} reads (spec §3 names). */
export interface StockCarFields {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  car_type: string;
  status: string;
  tag: string | null;
  km: number | null;
  stocknum: string;
  dealership_id: string | null;
  location_id: string | null;
  price: number | null;
  offer_price: number | null;
}

/** A car from the stock (build time). `image` is the card image, when there is one. */
export function carFromStock(car: StockCarFields, image: { src: string; alt: string } | null = null): FormCar {
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    status: car.status,
    tag: car.tag,
    km: car.km,
    stocknum: car.stocknum,
    dealership_id: car.dealership_id,
    location_id: car.location_id,
    price: sellingPrice(car),
    image,
  };
}

/** The search-document fields {@link carFromDoc} reads; the search cards' `EnquiryCar` has the required ones. */
export type DocCarFields = Pick<
  SearchDoc,
  'id' | 'slug' | 'name' | 'make' | 'model' | 'year' | 'car_type' | 'status' | 'dealership_name' | 'location_name'
> &
  Partial<Pick<SearchDoc, 'badge' | 'tag' | 'km' | 'price' | 'image'>> & { stocknum?: string | null; dealership_id?: string | null };

/** A car from a search document, its location and dealership matched by name against the site's lists. */
export function carFromDoc(doc: DocCarFields, site: Pick<FormSite, 'locations' | 'dealerships'>): FormCar {
  const location = site.locations.find((l) => l.name === doc.location_name) ?? null;
  const dealership = site.dealerships.find((d) => d.id === doc.dealership_id || d.name === doc.dealership_name) ?? null;
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    year: doc.year,
    make: doc.make,
    model: doc.model,
    badge: doc.badge ?? null,
    car_type: doc.car_type,
    status: doc.status,
    tag: doc.tag ?? null,
    km: doc.km ?? null,
    stocknum: doc.stocknum ?? null,
    dealership_id: dealership?.id ?? location?.dealership_id ?? null,
    location_id: location?.id ?? null,
    price: doc.price ?? null,
    image: doc.image ? { src: doc.image.src, alt: doc.image.alt } : null,
  };
}

/** The `car_id` of a query string (spec §2: an id on most routes, a slug on /checkout-journey), or null. */
export function carKeyFromSearch(search: string): string | null {
  const v = new URLSearchParams(search).get('car_id')?.trim() ?? '';
  // Slugs are lower case (`carSlug`): a link typed or pasted in capitals still finds its car.
  return /^[a-z0-9-]{1,200}$/i.test(v) ? v.toLowerCase() : null;
}

/**
 * Finds the car whose id or slug is `key` in its lookup file under the site's lookup base (`lookupBase`,
 * `FormSite.carLookupBase`; `src/stock/car-lookup.ts`: one small file, not the whole index); null when it is
 * not listed. Throws when the file cannot be fetched or read, so the page can say the car could not be loaded
 * rather than that it is gone.
 */
export async function fetchCar(
  lookupBase: string,
  key: string,
  site: Pick<FormSite, 'locations' | 'dealerships'>,
  doFetch: typeof fetch = fetch,
): Promise<FormCar | null> {
  const doc = await fetchSearchDoc(lookupBase, key, doFetch);
  return doc ? carFromDoc(doc, site) : null;
}
