/**
 * schema.org structured data for a vehicle detail page (issue #4 Findability): a `Car` with an `Offer`
 * — VIN, odometer in KMT, body, fuel, transmission, drive, seats, doors, colour, price in AUD and
 * availability from the stock status (spec §4) — and the page's `BreadcrumbList`. Empty values are
 * left out rather than written as null.
 */
import { sellingPrice } from '../domain/price.ts';
import type { Car } from './car-schema.ts';

/** schema.org availability of each stock status (spec §3); anything else (sold) is SoldOut. */
const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
};

const drop = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/**
 * The JSON-LD `Car` of a car page. `url` is the canonical URL, `images` absolute URLs, `sellerName` the
 * dealership, `description` the page's meta description. Price: the selling price (offer if real, else
 * price; spec §4), left out for POA; a reserved car stays InStock (it can still be enquired about); a
 * pre-order car (a factory order, spec §3 `preorder`) is PreOrder, not InStock: there is no car in the yard.
 */
export function carJsonLd(car: Car, url: string, images: string[], sellerName: string, description?: string): Record<string, unknown> {
  const price = sellingPrice(car);
  const condition = car.car_type === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition';
  const litres = car.engine_size ?? car.variant?.enginesize_litres ?? null;
  return drop({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    description,
    url,
    sku: car.stocknum,
    brand: { '@type': 'Brand', name: car.make },
    manufacturer: { '@type': 'Organization', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.badge,
    vehicleIdentificationNumber: car.vin,
    itemCondition: condition,
    mileageFromOdometer: car.km === null ? null : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    bodyType: car.simple_body ?? car.bodyconfiguration,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.drive,
    vehicleEngine:
      litres && litres > 0
        ? { '@type': 'EngineSpecification', engineDisplacement: { '@type': 'QuantitativeValue', value: litres, unitCode: 'LTR' } }
        : null,
    seatingCapacity: car.seats,
    numberOfDoors: car.doors,
    color: car.colour,
    vehicleInteriorColor: car.interior_colour,
    image: images.length ? images : null,
    offers: drop({
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: price ?? null,
      itemCondition: condition,
      availability:
        car.preorder && car.status === 'in_stock'
          ? 'https://schema.org/PreOrder'
          : (AVAILABILITY[car.status] ?? 'https://schema.org/SoldOut'),
      seller: { '@type': 'AutoDealer', name: sellerName },
    }),
  });
}

/** A `BreadcrumbList` of `[name, absolute URL]` pairs, in order. */
export function breadcrumbJsonLd(items: ReadonlyArray<readonly [string, string]>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}
