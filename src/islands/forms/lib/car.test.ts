import { describe, expect, it, vi } from 'vitest';
import { makeDoc } from '../../../search/testing/fixtures.ts';
import { serializeSearchIndex } from '../../../stock/search-document.ts';
import { carFromDoc, carKeyFromSearch, fetchCar, findDoc } from './car.ts';
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
    expect(carKeyFromSearch('?car_id=%3Cscript%3E')).toBeNull();
    expect(carKeyFromSearch('')).toBeNull();
    expect(findDoc([doc], '42')?.id).toBe(42);
    expect(findDoc([doc], 'used-2020-mazda-cx-5-42')?.id).toBe(42);
    expect(findDoc([doc], '43')).toBeNull();
  });

  it('looks the car up in the search index file; a missing car or file gives null', async () => {
    const file = vi.fn(async () => new Response(serializeSearchIndex([doc])));
    expect((await fetchCar('/search/index.json', '42', testSite(), file))?.name).toBe('2020 Mazda CX-5');
    expect(await fetchCar('/search/index.json', '7', testSite(), file)).toBeNull();
    expect(
      await fetchCar(
        '/x',
        '42',
        testSite(),
        vi.fn(async () => new Response('', { status: 404 })),
      ),
    ).toBeNull();
  });
});
