/**
 * Builds the JSON a vehicle page embeds for its scripts (`VehiclePageData`, see
 * `src/islands/vehicle/types.ts`): the car's small client slice, the site switches, the share URL
 * (spec §5) and the API calls of spec §7 (view count with photos_count, updated_at and website_id;
 * the phone-reveal record), on the site's own host when the build has no API origin (`apiPrefix`).
 */
import { sellingPrice } from '../../domain/price.ts';
import { shareUrl } from '../../domain/share.ts';
import type { VehiclePageData } from '../../islands/vehicle/types.ts';
import type { Car } from '../../stock/car-schema.ts';
import { apiPrefix, type BuildInfo } from '../../stock/tenant-stock.ts';

/** The site facts the payload reads. */
export interface VehicleDataSite {
  slug: string;
  site_url: string;
  dealership_id: string;
  features: { favourites: boolean; favourites_require_price_and_images: boolean; compare: boolean };
}

/** The payload of `car`. `imageSrc` is the site's first image path (or null); `apiBase` is the build's API origin, or null. */
export function vehiclePageData(
  car: Car,
  site: VehicleDataSite,
  opts: { imageSrc: string | null } & Pick<BuildInfo, 'apiBase'>,
): VehiclePageData {
  const base = apiPrefix(opts);
  const query = new URLSearchParams({ photos_count: String(car.photos_count), updated_at: car.updated_at, website_id: site.slug });
  return {
    car: {
      id: car.id,
      slug: car.slug,
      name: car.name,
      make: car.make,
      model: car.model,
      year: car.year,
      badge: car.badge,
      km: car.km,
      colour: car.colour,
      status: car.status,
      reserved: car.reserved,
      car_type: car.car_type,
      tag: car.tag,
      price: car.price,
      offer_price: car.offer_price,
      selling_price: sellingPrice(car),
      photos_count: Math.max(car.photos_count, car.images.length),
      primary_image_url: opts.imageSrc,
      stocknum: car.stocknum,
      body: car.bodyconfiguration,
      simple_body: car.simple_body,
      updated_at: car.updated_at,
      dealership_id: car.dealership_id ?? site.dealership_id,
    },
    site: {
      slug: site.slug,
      favourites: site.features.favourites,
      favourites_require_price_and_images: site.features.favourites_require_price_and_images,
      compare: site.features.compare,
    },
    shareUrl: shareUrl(site.site_url, `/cars/${car.slug}/`),
    api: {
      base,
      viewUrl: `${base}/api/cars/${encodeURIComponent(car.slug)}/view.json?${query}`,
      phoneRevealUrl: `${base}/api/phone-reveals`,
    },
  };
}

/** The payload as safe inline JSON (`<` escaped so no `</script>` can end the element). */
export function serializeVehicleData(data: VehiclePageData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
