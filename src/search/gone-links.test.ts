import { describe, expect, it } from 'vitest';
import { goneLinkSuggestions, GONE_MESSAGES, landingLinks, type LandingLink } from './gone-links.ts';
import { searchLandings, type LandingDoc } from './landings.ts';
import { carSlug } from '../domain/slug.ts';

const doc = (make: string, model: string, car_type = 'used'): LandingDoc => ({
  make,
  model,
  car_type,
  item_type: 'car',
  dealership_name: null,
  location_name: null,
});
const docs = [
  doc('Holden', 'Commodore'),
  doc('Holden', 'Commodore'),
  doc('Holden', 'Colorado'),
  doc('Land Rover', 'Range Rover Sport'),
  doc('Land Rover', 'Range Rover'),
  doc('Kia', 'Sportage'),
];
const links = landingLinks(searchLandings(docs, { name: 'Swan River Auto', dealerships: [], locations: [] }).landings);
const paths = (pathname: string) => goneLinkSuggestions(pathname, links)?.links.map((l) => l.path) ?? null;

describe('landingLinks', () => {
  it('lists the landings with cars, a make and a model by the name a car slug spells', () => {
    const holden = links.find((l) => l.path === '/search/holden/');
    expect(holden).toEqual<LandingLink>({ path: '/search/holden/', kind: 'make', slug: 'holden', title: 'Holden for sale', count: 3 });
    expect(links.find((l) => l.path === '/search/land-rover/range-rover-sport/')?.slug).toBe('range-rover-sport');
    // 'New and demo cars' is always a landing (spec §2) but has none of these used cars: not offered.
    expect(links.some((l) => l.path === '/search/new-and-demo-cars/')).toBe(false);
  });
});

describe('goneLinkSuggestions', () => {
  it("a gone car's page offers its model's landing, then its make's, with the car message", () => {
    const slug = carSlug({ year: 2000, make: 'Holden', model: 'Commodore', badge: 'SS', stocknum: 'UB5998D' });
    expect(slug).toBe('2000-holden-commodore-ss-ub5998d');
    const found = goneLinkSuggestions(`/cars/${slug}/`, links);
    expect(found?.message).toBe(GONE_MESSAGES.car);
    expect(found?.links.map((l) => [l.title, l.count])).toEqual([
      ['Holden Commodore for sale', 2],
      ['Holden for sale', 3],
    ]);
    // The pages under a car's page, and the path without its slash.
    expect(paths(`/cars/${slug}/checkout/`)).toEqual(['/search/holden/commodore/', '/search/holden/']);
    expect(paths(`/cars/${slug}`)).toEqual(['/search/holden/commodore/', '/search/holden/']);
  });

  it('matches the longest make and model a slug starts with, word by word', () => {
    const sport = carSlug({ year: 2019, make: 'Land Rover', model: 'Range Rover Sport', badge: 'HSE', stocknum: 'LR1' });
    expect(paths(`/cars/${sport}/`)).toEqual(['/search/land-rover/range-rover-sport/', '/search/land-rover/']);
    const plain = carSlug({ year: 2019, make: 'Land Rover', model: 'Range Rover', badge: 'Vogue', stocknum: 'LR2' });
    expect(paths(`/cars/${plain}/`)).toEqual(['/search/land-rover/range-rover/', '/search/land-rover/']);
  });

  it('offers the make alone when the model is not in stock, and nothing when the make is not', () => {
    expect(paths('/cars/2015-holden-captiva-lx-ab12/')).toEqual(['/search/holden/']);
    expect(paths('/cars/2015-toyota-hilux-sr-ab12/')).toBeNull();
    // 'holdenx' is not the make Holden: slugs match whole words.
    expect(paths('/cars/2015-holdenx-commodore-ab12/')).toBeNull();
  });

  it('a result page past the last, or a landing no longer built, offers the nearest landing above it', () => {
    const found = goneLinkSuggestions('/search/kia/page/9/', links);
    expect(found?.message).toBe(GONE_MESSAGES.results);
    expect(found?.links.map((l) => l.path)).toEqual(['/search/kia/']);
    expect(paths('/search/kia/stinger/')).toEqual(['/search/kia/']);
    expect(paths('/search/kia/stinger/page/3')).toEqual(['/search/kia/']);
    expect(paths('/search/page/40/')).toEqual(['/search/']);
    expect(paths('/search/bentley/')).toEqual(['/search/']);
  });

  it('says nothing for other paths or a path that cannot be decoded', () => {
    expect(paths('/special-offers/spring-sale/')).toBeNull();
    expect(paths('/cars/')).toBeNull();
    expect(paths('/search/%E0%A4%A/')).toBeNull();
  });
});
