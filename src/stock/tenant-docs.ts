/**
 * Search documents of a tenant's cars (the embedded index, result cards on any page): one place
 * that joins a car with its first image and its dealership's name.
 */
import type { SiteConfig } from '../config/schema/site.ts';
import type { Car } from './car-schema.ts';
import { carTeaser, financeLink } from './car-finance.ts';
import type { ResponsiveImage } from './images.ts';
import { toSearchDocument, type SearchDoc, type SearchDocFinance } from './search-document.ts';

type Site = Pick<SiteConfig, 'dealerships' | 'template' | 'finance'>;

/** The card's finance teaser of a car (spec §2), or null. */
function cardFinance(car: Car, site: Site, now: number): SearchDocFinance | null {
  const t = carTeaser(car, site, { now });
  return t
    ? {
        weekly: t.weekly,
        interestRate: t.interestRate,
        comparisonRate: t.comparisonRate,
        estimate: t.estimate,
        enquire: t.enquire,
        link: financeLink(car, site),
      }
    : null;
}

/** Search documents for `cars`, in order. `images` is keyed by car id; `now` in Unix seconds. */
export function tenantSearchDocs(
  cars: readonly Car[],
  images: Readonly<Record<string, ResponsiveImage[]>>,
  site: Site,
  now: number,
): SearchDoc[] {
  const dealershipNames = new Map(site.dealerships.map((d) => [d.id, d.name]));
  return cars.map((car) =>
    toSearchDocument(car, {
      dealershipName: (car.dealership_id && dealershipNames.get(car.dealership_id)) ?? null,
      image: images[String(car.id)]?.[0] ?? null,
      now,
      finance: cardFinance(car, site, now),
    }),
  );
}
