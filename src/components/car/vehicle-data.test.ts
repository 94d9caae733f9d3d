import { describe, expect, it } from 'vitest';
import { Car } from '../../stock/car-schema.ts';
import { serializeVehicleData, vehiclePageData } from './vehicle-data.ts';

const car = Car.parse({
  id: 7,
  slug: '2019-toyota-rav4-gx-7',
  name: '2019 Toyota RAV4 GX',
  make: 'Toyota',
  model: 'RAV4',
  year: 2019,
  car_type: 'used',
  status: 'in_stock',
  stocknum: 'A1',
  price: 32990,
  photos_count: 3,
  created_at: '2026-10-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  bodyconfiguration: '4D Wagon',
  simple_body: 'SUV',
});
const site = {
  slug: 'fixture-motors',
  site_url: 'https://www.fixture-motors.example/',
  dealership_id: 'fm',
  features: { favourites: true, favourites_require_price_and_images: false, compare: true },
};

describe('vehicle page data', () => {
  it('carries the share URL without the site URL trailing slash (spec §5) and the §7 calls', () => {
    const d = vehiclePageData(car, site, { imageSrc: '/img/a-640.webp', apiBase: 'https://api.example/' });
    expect(d.shareUrl).toBe('https://www.fixture-motors.example/cars/2019-toyota-rav4-gx-7/');
    expect(d.api.viewUrl).toBe(
      'https://api.example/api/cars/2019-toyota-rav4-gx-7/view.json?photos_count=3&updated_at=2026-11-01T00%3A00%3A00Z&website_id=fixture-motors',
    );
    expect(d.api.phoneRevealUrl).toBe('https://api.example/api/phone-reveals');
    expect(d.api.base).toBe('https://api.example');
    expect(d.car).toMatchObject({
      dealership_id: 'fm',
      selling_price: 32990,
      body: '4D Wagon',
      simple_body: 'SUV',
      primary_image_url: '/img/a-640.webp',
    });
  });

  it("calls /api/... on the site's own host when the build has no API origin, as the forms do (apiPrefix)", () => {
    expect(vehiclePageData(car, site, { imageSrc: null, apiBase: null }).api).toEqual({
      base: '',
      viewUrl: '/api/cars/2019-toyota-rav4-gx-7/view.json?photos_count=3&updated_at=2026-11-01T00%3A00%3A00Z&website_id=fixture-motors',
      phoneRevealUrl: '/api/phone-reveals',
    });
  });

  it('serialises safely inside a script element', () => {
    const d = vehiclePageData({ ...car, name: '</script><script>alert(1)</script>' }, site, { imageSrc: null, apiBase: null });
    expect(serializeVehicleData(d)).not.toContain('</script>');
    expect(JSON.parse(serializeVehicleData(d)).car.name).toBe('</script><script>alert(1)</script>');
  });
});
