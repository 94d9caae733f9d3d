import { describe, expect, it } from 'vitest';
import { redirectFor, parseRedirectsFile, renderRedirectsFile } from '../integration/host-redirects.ts';
import { landingAt, matchesPreset, searchLandings, type LandingDoc } from './landings.ts';
import { resultPageRedirects } from './routing.ts';

const doc = (make: string, model: string, car_type = 'used', over: Partial<LandingDoc> = {}): LandingDoc => ({
  make,
  model,
  car_type,
  item_type: 'car',
  dealership_name: 'Harbour Motors',
  location_name: 'Ringwood',
  ...over,
});
const SITE = {
  name: 'Demo Group',
  dealerships: [
    { slug: 'harbour-motors', name: 'Harbour Motors' },
    { slug: 'empty-motors', name: 'Empty Motors' },
  ],
  locations: [
    { slug: 'ringwood', name: 'Ringwood', location_type: 'sales' },
    { slug: 'ringwood-service', name: 'Ringwood Service', location_type: 'service' },
  ],
};

describe('searchLandings (spec §2 search routes)', () => {
  const docs = [
    doc('Toyota', 'Hilux'),
    doc('Toyota', 'Hilux', 'new'),
    doc('Mercedes-Benz', 'C-Class', 'demo'),
    doc('Mercedes Benz', 'C Class'),
  ];
  const { landings } = searchLandings(docs, SITE);
  const paths = landings.map((l) => l.path);
  it('always builds /search/, used-cars, new-and-demo-cars and new-used-and-demo-cars; new-cars and demo-cars when stocked', () => {
    expect(paths.slice(0, 6)).toEqual([
      '/search/',
      '/search/used-cars/',
      '/search/new-and-demo-cars/',
      '/search/new-used-and-demo-cars/',
      '/search/new-cars/',
      '/search/demo-cars/',
    ]);
    expect(landingAt(landings, '/search/used-cars')!.preset).toEqual({ car_type: ['used'] });
    expect(landingAt(landings, '/search/new-and-demo-cars/')!.preset).toEqual({ car_type: ['new', 'demo'] });
  });
  it('a page per make and per make + model; names with one slug share a page', () => {
    expect(landingAt(landings, '/search/toyota/')).toMatchObject({
      kind: 'make',
      preset: { make: ['Toyota'] },
      count: 2,
      title: 'Toyota for sale',
    });
    expect(landingAt(landings, '/search/toyota/hilux/')).toMatchObject({ preset: { make: ['Toyota'], model: ['Hilux'] }, count: 2 });
    expect(landingAt(landings, '/search/mercedes-benz/')!.preset).toEqual({ make: ['Mercedes Benz', 'Mercedes-Benz'] });
    expect(landingAt(landings, '/search/mercedes-benz/c-class/')!.count).toBe(2);
  });
  it('dealership and sales-location pages with stock only', () => {
    expect(landingAt(landings, '/search/harbour-motors/')!.preset).toEqual({ dealership_name: ['Harbour Motors'] });
    expect(landingAt(landings, '/search/ringwood/')!.preset).toEqual({ location_name: ['Ringwood'] });
    expect(landingAt(landings, '/search/empty-motors/')).toBeUndefined();
    expect(landingAt(landings, '/search/ringwood-service/')).toBeUndefined();
  });
  it('every page has its own title, description with the count; an empty page says so', () => {
    expect(new Set(landings.map((l) => l.title)).size).toBe(landings.length);
    expect(landingAt(landings, '/search/toyota/')!.description).toMatch(/^2 Toyota vehicles for sale at Demo Group\./);
    const onlyUsed = searchLandings([doc('Kia', 'Rio')], SITE).landings;
    expect(landingAt(onlyUsed, '/search/new-and-demo-cars/')).toMatchObject({
      count: 0,
      description: expect.stringMatching(/none in stock/),
    });
    expect(landingAt(onlyUsed, '/search/new-cars/')).toBeUndefined();
  });
  it('resolves slug collisions by precedence: types, makes, dealerships, locations (deterministic suffixes)', () => {
    const site = {
      ...SITE,
      dealerships: [{ slug: 'toyota', name: 'Toyota Dealer' }],
      locations: [
        { slug: 'toyota', name: 'Toyota Yard', location_type: 'sales' },
        { slug: 'used-cars', name: 'Used Cars Yard', location_type: '' },
      ],
    };
    const stock = [
      doc('Toyota', 'Hilux', 'used', { dealership_name: 'Toyota Dealer', location_name: 'Toyota Yard' }),
      doc('Kia', 'Rio', 'used', { location_name: 'Used Cars Yard' }),
    ];
    const { landings: l, collisions } = searchLandings(stock, site);
    expect(landingAt(l, '/search/toyota/')!.kind).toBe('make');
    expect(landingAt(l, '/search/toyota-dealership/')!.preset).toEqual({ dealership_name: ['Toyota Dealer'] });
    expect(landingAt(l, '/search/toyota-location/')!.preset).toEqual({ location_name: ['Toyota Yard'] });
    expect(landingAt(l, '/search/used-cars-location/')!.preset).toEqual({ location_name: ['Used Cars Yard'] });
    expect(collisions).toHaveLength(3);
    expect(new Set(l.map((x) => x.path)).size).toBe(l.length);
  });
  it('caravan tenants: item pages, and the *-cars pages list cars only', () => {
    const { landings: l } = searchLandings(
      [
        doc('Jayco', 'Starcraft', 'new', { item_type: 'caravan' }),
        doc('Toyota', 'Hilux'),
        doc('Yamaha', 'MT-07', 'used', { item_type: 'motorcycle' }),
      ],
      SITE,
    );
    expect(landingAt(l, '/search/caravans/')).toMatchObject({ preset: { item_type: ['caravan'] }, count: 1, title: 'Caravans' });
    expect(landingAt(l, '/search/motorcycles/')!.count).toBe(1);
    expect(landingAt(l, '/search/used-cars/')).toMatchObject({ preset: { item_type: ['car'], car_type: ['used'] }, count: 1 });
  });
  it('a landing listing the same cars as a broader one pages through its result pages (pagesAt); others through their own', () => {
    // The fixture: one dealership and one sales location hold every car, Toyota has one model, Mercedes two spellings.
    const at = (path: string) => landingAt(landings, path)!.pagesAt;
    expect(at('/search/')).toBe('/search/');
    expect(at('/search/new-used-and-demo-cars/')).toBe('/search/');
    expect(at('/search/harbour-motors/')).toBe('/search/');
    expect(at('/search/ringwood/')).toBe('/search/');
    // Toyota has only the Hilux: the model page lists the make page's cars.
    expect(at('/search/toyota/')).toBe('/search/toyota/');
    expect(at('/search/toyota/hilux/')).toBe('/search/toyota/');
    // Fewer cars than the broader page: their own.
    expect(at('/search/used-cars/')).toBe('/search/used-cars/');
    expect(at('/search/new-and-demo-cars/')).toBe('/search/new-and-demo-cars/');
    // 'C-Class' and 'C Class' share a page listing both spellings' cars: the make page's two.
    expect(at('/search/mercedes-benz/c-class/')).toBe('/search/mercedes-benz/');
    // As many cars but not a narrowing of the page (another facet): not the same cars, their own pages.
    const two = searchLandings([doc('Kia', 'Rio', 'used'), doc('Mazda', '3', 'new')], SITE).landings;
    expect(landingAt(two, '/search/used-cars/')!.count).toBe(landingAt(two, '/search/kia/')!.count);
    expect(landingAt(two, '/search/kia/')!.pagesAt).toBe('/search/kia/');
    expect(landingAt(two, '/search/kia/rio/')!.pagesAt).toBe('/search/kia/');
    // A second dealership with stock: neither dealership page lists every car.
    const group = searchLandings(
      [doc('Kia', 'Rio'), doc('Kia', 'Rio', 'used', { dealership_name: 'Empty Motors', location_name: 'Ringwood' })],
      SITE,
    ).landings;
    expect(landingAt(group, '/search/harbour-motors/')!.pagesAt).toBe('/search/harbour-motors/');
    expect(landingAt(group, '/search/ringwood/')!.pagesAt).toBe('/search/');
  });
  it('old links to the result pages a landing does not build redirect to the pages that list the same cars', () => {
    const rules = resultPageRedirects(landings);
    expect(rules).toEqual([
      { from: '/search/new-used-and-demo-cars/page/*', to: '/search/page/:splat' },
      { from: '/search/mercedes-benz/c-class/page/*', to: '/search/mercedes-benz/page/:splat' },
      { from: '/search/toyota/hilux/page/*', to: '/search/toyota/page/:splat' },
      { from: '/search/harbour-motors/page/*', to: '/search/page/:splat' },
      { from: '/search/ringwood/page/*', to: '/search/page/:splat' },
    ]);
    // As the static host reads the file: page 3 of the dealership's old pages is page 3 of /search/.
    const file = parseRedirectsFile(renderRedirectsFile(rules));
    expect(redirectFor(file, '/search/harbour-motors/page/3/')).toEqual({ location: '/search/page/3/', status: 301 });
    expect(redirectFor(file, '/search/toyota/hilux/page/2/')).toEqual({ location: '/search/toyota/page/2/', status: 301 });
    // Landings with result pages of their own, and the landings' first pages, are not redirected.
    expect(redirectFor(file, '/search/used-cars/page/2/')).toBeNull();
    expect(redirectFor(file, '/search/harbour-motors/')).toBeNull();
    // A second dealership with stock: each dealership page has its own result pages again, so no rule for it.
    const group = searchLandings(
      [doc('Kia', 'Rio'), doc('Kia', 'Rio', 'used', { dealership_name: 'Empty Motors', location_name: 'Ringwood' })],
      SITE,
    ).landings;
    expect(resultPageRedirects(group).map((r) => r.from)).not.toContain('/search/harbour-motors/page/*');
  });
  it('matchesPreset: every facet, OR inside one', () => {
    expect(matchesPreset(doc('Toyota', 'Hilux', 'demo'), { car_type: ['new', 'demo'], make: ['Toyota'] })).toBe(true);
    expect(matchesPreset(doc('Toyota', 'Hilux', 'used'), { car_type: ['new', 'demo'] })).toBe(false);
  });
});
