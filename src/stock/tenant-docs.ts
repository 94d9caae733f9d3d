/**
 * Search documents of a tenant's cars (the embedded index, result cards on any page): one place
 * that joins a car with its first image and its dealership's name.
 */
import type { SiteConfig } from '../config/schema/site.ts';
import type { Car } from './car-schema.ts';
import type { ResponsiveImage } from './images.ts';
import { toSearchDocument, type SearchDoc } from './search-document.ts';

/** Search documents for `cars`, in order. `images` is keyed by car id; `now` in Unix seconds. */
export function tenantSearchDocs(cars: readonly Car[], images: Readonly<Record<string, ResponsiveImage[]>>, site: Pick<SiteConfig, 'dealerships'>, now: number): SearchDoc[] {
  const dealershipNames = new Map(site.dealerships.map((d) => [d.id, d.name]));
  return cars.map((car) =>
    toSearchDocument(car, {
      dealershipName: (car.dealership_id && dealershipNames.get(car.dealership_id)) ?? null,
      image: images[String(car.id)]?.[0] ?? null,
      now,
    }),
  );
}
