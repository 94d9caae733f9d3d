/**
 * schema.org structured data for a vehicle detail page: a `Car` with an `Offer` (issue #4
 * Findability): VIN, odometer in KMT, body, fuel, transmission, drive, seats, doors, colour,
 * price in AUD and availability from the stock status.
 */
import { sellingPrice } from '../domain/price.ts';
import type { Car } from './car-schema.ts';

const AVAILABILITY: Record<string, string> = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
};

/** The JSON-LD object for a car. `url` is the page's canonical URL; `images` absolute URLs. */
export function carJsonLd(car: Car, url: string, images: string[], sellerName: string): Record<string, unknown> {
  const price = sellingPrice(car);
  const drop = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''));
  return drop({
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    vehicleConfiguration: car.badge,
    vehicleIdentificationNumber: car.vin,
    itemCondition: car.car_type === 'used' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition',
    mileageFromOdometer: car.km === null ? null : { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' },
    bodyType: car.simple_body,
    fuelType: car.simple_fuel ?? car.fuel,
    vehicleTransmission: car.simple_transmission ?? car.trans,
    driveWheelConfiguration: car.drive,
    seatingCapacity: car.seats,
    numberOfDoors: car.doors,
    color: car.colour,
    image: images.length ? images : null,
    offers: drop({
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      price: price ?? null,
      availability: AVAILABILITY[car.status] ?? 'https://schema.org/SoldOut',
      seller: { '@type': 'AutoDealer', name: sellerName },
    }),
  });
}
