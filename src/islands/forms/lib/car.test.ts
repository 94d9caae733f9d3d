import { describe, expect, it, vi } from 'vitest';
import { lookupHost, makeDoc } from '../../../search/testing/fixtures.ts';
import { carLookupUrl } from '../../../stock/car-lookup.ts';
import { carFromDoc, carKeyFromSearch, fetchCar } from './car.ts';
import { testSite } from './testing.ts';

const doc = makeDoc({
  id: 42,
  slug: 'used-2020-mazda-cx-5-42',
  name: '2020 Mazda CX-5',
  make: 'Mazda',
  model: 'CX-5',
  car_type: 'used',
  location_name: 'Acme Parramatta',
  dealership_name: 'Acme West',
  price: 31_990,
});

describe('the car of a lead', () => {
  it('from a search document: location and dealership matched by name', () => {
    expect(carFromDoc(doc, testSite())).toMatchObject({ id: 42, location_id: 'par', dealership_id: 'd2', stocknum: null, price: 31_990 });
    expect(carFromDoc({ ...doc, location_name: 'Elsewhere', dealership_name: 'Nobody' }, testSite())).toMatchObject({
      location_id: null,
      dealership_id: null,
    });
  });

  it('reads car_id as an id or a slug (spec §2), nothing else', () => {
    expect(carKeyFromSearch('?car_id=42')).toBe('42');
    expect(carKeyFromSearch('?car_id=used-2020-mazda-cx-5-42')).toBe('used-2020-mazda-cx-5-42');
    expect(carKeyFromSearch('?car_id=Used-2020-Mazda-CX-5-42')).toBe('used-2020-mazda-cx-5-42');
    expect(carKeyFromSearch('?car_id=%3Cscript%3E')).toBeNull();
    expect(carKeyFromSearch('')).toBeNull();
  });

  it('looks the car up in its own lookup file, not the whole index; null for a car not listed, a throw for a file that fails', async () => {
    const site = lookupHost([doc]);
    expect((await fetchCar(site.base, '42', testSite(), site.fetch))?.name).toBe('2020 Mazda CX-5');
    expect((await fetchCar(site.base, 'used-2020-mazda-cx-5-42', testSite(), site.fetch))?.id).toBe(42);
    expect(await fetchCar(site.base, '7', testSite(), site.fetch)).toBeNull();
    expect(site.asked).toEqual([
      carLookupUrl(site.base, '42'),
      carLookupUrl(site.base, 'used-2020-mazda-cx-5-42'),
      carLookupUrl(site.base, '7'),
    ]);
    await expect(
      fetchCar(
        '/x/64/',
        '42',
        testSite(),
        vi.fn(async () => new Response('', { status: 404 })),
      ),
    ).rejects.toThrow(/answered 404/);
  });
});
