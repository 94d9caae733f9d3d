import { describe, expect, it } from 'vitest';
import { Car } from './car-schema.ts';
import { breadcrumbJsonLd, carJsonLd } from './structured-data.ts';

const base = {
  id: 1,
  slug: 'x-1',
  name: '2019 Toyota RAV4 GX',
  make: 'Toyota',
  model: 'RAV4',
  year: 2019,
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'A1',
  created_at: '2026-10-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  vin: 'JTMW1RFV00D000001',
  km: 45210,
  price: 32990,
  simple_body: 'SUV',
  simple_fuel: 'Petrol',
  simple_transmission: 'Automatic',
  drive: 'AWD',
  seats: 5,
  doors: 4,
  colour: 'White',
  engine_size: 2.5,
};

describe('schema.org Car JSON-LD (issue #4 Findability)', () => {
  it('describes the car and its offer', () => {
    const ld = carJsonLd(
      Car.parse(base),
      'https://d.example/cars/x-1/',
      ['https://d.example/img/a.webp'],
      'Fixture Motors',
      'Used 2019 Toyota RAV4.',
    );
    expect(ld).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: 'JTMW1RFV00D000001',
      mileageFromOdometer: { value: 45210, unitCode: 'KMT' },
      bodyType: 'SUV',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'AWD',
      seatingCapacity: 5,
      numberOfDoors: 4,
      color: 'White',
      itemCondition: 'https://schema.org/UsedCondition',
      sku: 'A1',
      description: 'Used 2019 Toyota RAV4.',
      vehicleEngine: { engineDisplacement: { value: 2.5, unitCode: 'LTR' } },
      offers: {
        priceCurrency: 'AUD',
        price: 32990,
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Fixture Motors' },
      },
    });
  });

  it.each([
    ['coming_soon', 'https://schema.org/PreOrder'],
    ['sold', 'https://schema.org/SoldOut'],
  ])('maps status %s to %s', (status, availability) => {
    expect((carJsonLd(Car.parse({ ...base, status }), 'u', [], 's').offers as Record<string, unknown>).availability).toBe(availability);
  });

  it('a pre-order car (real feed: 2023 Renault Arkana ZEN, "NEW Available to order") is PreOrder, with no odometer', () => {
    const ld = carJsonLd(Car.parse({ ...base, car_type: 'new', preorder: true, km: null, price: 37_500 }), 'u', [], 's');
    expect(ld.offers).toMatchObject({ price: 37_500, availability: 'https://schema.org/PreOrder' });
    expect(ld).not.toHaveProperty('mileageFromOdometer');
    expect(
      (carJsonLd(Car.parse({ ...base, preorder: true, status: 'sold' }), 'u', [], 's').offers as Record<string, unknown>).availability,
    ).toBe('https://schema.org/SoldOut');
  });

  it('leaves out the price of a POA car and every empty value', () => {
    const ld = carJsonLd(Car.parse({ ...base, price: null, vin: null, km: null, colour: null }), 'u', [], 's');
    expect(ld.offers).not.toHaveProperty('price');
    expect(ld).not.toHaveProperty('vehicleIdentificationNumber');
    expect(ld).not.toHaveProperty('mileageFromOdometer');
    expect(ld).not.toHaveProperty('image');
  });

  it('lists breadcrumbs in order', () => {
    expect(
      breadcrumbJsonLd([
        ['Home', 'https://d.example/'],
        ['Toyota', 'https://d.example/search/toyota/'],
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://d.example/' },
      { '@type': 'ListItem', position: 2, name: 'Toyota', item: 'https://d.example/search/toyota/' },
    ]);
  });
});
