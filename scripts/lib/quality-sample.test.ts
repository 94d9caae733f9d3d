import { describe, expect, it } from 'vitest';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { compareRoutes, routeOf } from './html-validity.ts';
import { carTypicality, hasInteractiveForm, samplePageTypes, urlPath, withCarLinks } from './quality-sample.ts';

const routes = ['index', '404', 'search/index', 'search/[...landing]', 'cars/[slug]', 'cars/trade-in', 'privacy-policy', 'locations/[slug]']
  .map(routeOf)
  .sort(compareRoutes);

const doc = (slug: string, over: Partial<SearchDoc> = {}): SearchDoc =>
  ({
    slug,
    car_type: 'used',
    item_type: 'car',
    status: 'in_stock',
    price: 20_000,
    preorder: false,
    reserved: false,
    image: { src: '/x.webp' },
    finance: { weekly: 90 },
    rank: 0,
    ...over,
  }) as unknown as SearchDoc;

describe('page-type sample of the quality report', () => {
  it('takes one page per route, the home page first, with the fewest path segments for dynamic routes', () => {
    const files = [
      '404.html',
      'index.html',
      'privacy-policy/index.html',
      'search/index.html',
      'search/mazda/cx-5/index.html',
      'search/toyota/index.html',
      'search/mazda/index.html',
      'search/mazda/page/2/index.html',
      'locations/liverpool/index.html',
      'locations/arncliffe/index.html',
      'cars/trade-in/index.html',
    ];
    const sample = samplePageTypes(files, routes, []);
    expect(sample[0]).toMatchObject({ type: 'home', path: '/', file: 'index.html' });
    const byType = Object.fromEntries(sample.map((s) => [s.type, s.path]));
    expect(byType).toEqual({
      home: '/',
      '404': '/404',
      search: '/search/',
      'search/[...landing]': '/search/mazda/',
      'cars/trade-in': '/cars/trade-in/',
      'privacy-policy': '/privacy-policy/',
      'locations/[slug]': '/locations/arncliffe/',
    });
  });

  it('picks the vehicle page by the car’s properties: in stock, not reserved or pre-order, priced, with a photo and finance', () => {
    const cars = [
      doc('a-sold', { status: 'sold', rank: 9 }),
      doc('b-reserved', { reserved: true, rank: 9 }),
      doc('c-poa', { price: null, rank: 9 }),
      doc('d-no-photo', { image: null, rank: 9 }),
      doc('e-typical-low-rank', { rank: 1 }),
      doc('f-typical', { rank: 5 }),
      doc('g-typical', { rank: 5 }),
    ];
    const files = cars.map((c) => `cars/${c.slug}/index.html`);
    const [vehicle] = samplePageTypes(files, routes, cars);
    expect(vehicle).toMatchObject({ type: 'cars/[slug]', path: '/cars/f-typical/' });
    expect(vehicle!.why).toBe('car: used in_stock priced finance');
    expect(carTypicality(cars[0]!)).toBeLessThan(carTypicality(cars[5]!));
  });

  it("measures the pages that read their car from the URL at the vehicle page's own links to them", () => {
    const cars = [doc('used-2019-mazda-cx-5-maxx')];
    const files = ['cars/trade-in/index.html', 'privacy-policy/index.html', 'cars/used-2019-mazda-cx-5-maxx/index.html'];
    const sample = samplePageTypes(files, routes, cars);
    const vehiclePage = `<main>
      <a href="/cars/trade-in/?car_id=4711">Value My Trade-In</a>
      <a href="/privacy-policy/">Privacy</a>
      <a href="https://other.example/cars/trade-in/?car_id=1">elsewhere</a>
      <a href="http://[broken/?car_id=1">not a URL</a>
      <a href="/book-test-drive/?car_id=4711">Book a test drive</a>
    </main>`;
    const measured = withCarLinks(sample, vehiclePage);
    expect(measured.map((s) => s.path)).toEqual(['/cars/trade-in/?car_id=4711', '/privacy-policy/', '/cars/used-2019-mazda-cx-5-maxx/']);
    expect(measured[0]!.why).toBe('static; with the car, as the vehicle page links it');
    expect(measured[0]!.file).toBe('cars/trade-in/index.html');
    // Without a vehicle page (a tenant with no listed car) nothing changes.
    expect(withCarLinks(sample, null)).toEqual(sample);
  });

  it('maps built files to URL paths', () => {
    expect(urlPath('index.html')).toBe('/');
    expect(urlPath('cars/x/index.html')).toBe('/cars/x/');
    expect(urlPath('404.html')).toBe('/404');
  });

  it('counts a form as needing its script only inside a hydrated island, or a client-only island', () => {
    const leadForm = '<astro-island component-url="/_astro/EnquiryForm.x.js"><form class="lead-form"><input></form></astro-island>';
    expect(hasInteractiveForm(`<main>${leadForm}</main>`)).toBe(true);
    expect(hasInteractiveForm('<astro-island client="only" component-url="/_astro/Reserve.x.js"></astro-island>')).toBe(true);
    // The home page's GET search and <dialog> forms work without JavaScript.
    expect(
      hasInteractiveForm('<form action="/search/" method="get" role="search"></form><dialog><form method="dialog"></form></dialog>'),
    ).toBe(false);
    expect(hasInteractiveForm('<astro-island client="visible"><div>gallery</div></astro-island><form method="dialog"></form>')).toBe(false);
  });
});
