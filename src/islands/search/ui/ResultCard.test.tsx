import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IMAGE_NOT_FOUND_URL } from '../../../stock/images.ts';
import { makeDoc } from '../../../search/testing/fixtures.ts';
import { ResultCard } from './ResultCard.tsx';

const IMAGE = {
  src: '/_cars/7/0-640.webp',
  width: 1280,
  height: 960,
  alt: '2019 Toyota Hilux SR5 front',
  sources: [{ type: 'image/avif' as const, srcset: '/_cars/7/0-640.avif 640w, /_cars/7/0-1280.avif 1280w' }],
};
const hilux = makeDoc({
  id: 7,
  slug: 'used-2019-toyota-hilux-sr5-7',
  name: '2019 Toyota Hilux SR5',
  year: 2019,
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR5',
  series: 'GUN126R',
  car_type: 'used',
  transmission: 'Automatic',
  km: 61_234,
  fuel: 'Diesel',
  price: 45_990,
  price_type: 'Drive Away',
  image: IMAGE,
});
const render = (car = hilux, over: Partial<Parameters<typeof ResultCard>[0]> = {}) =>
  renderToString(<ResultCard car={car} subscriptionEnabled={false} {...over} />).replace(/<!-- -->/g, '');

describe('ResultCard (spec §2 result card)', () => {
  it('shows year make model, badge and series, price with type, spec strip and the link', () => {
    const html = render();
    expect(html).toContain(
      '<h3 class="result-card__title"><a class="result-card__title-link" href="/cars/used-2019-toyota-hilux-sr5-7/" tabindex="-1">2019 Toyota Hilux</a></h3>',
    );
    expect(html).toContain('SR5 GUN126R');
    expect(html).toContain('$45,990');
    expect(html).toContain('Drive Away');
    expect(html).toMatch(
      /<ul class="result-card__specs" aria-label="Key specifications"><li>Used<\/li><li>Automatic<\/li><li>61,234 km<\/li><li>Diesel<\/li><\/ul>/,
    );
    expect(html).toMatch(
      /<a class="result-card__cta" href="\/cars\/used-2019-toyota-hilux-sr5-7\/">Explore Vehicle<span class="visually-hidden">: 2019 Toyota Hilux SR5<\/span><\/a>/,
    );
  });
  it.each<[string, { price: null; price_type: string | null }, string]>([
    ['a POA car (real feed: 2011 Toyota HiAce, Price "POA")', { price: null, price_type: 'POA' }, 'Enquire for price.Price on application'],
    ['a car whose price is missing (real feed: 2016 Isuzu D-MAX, blank Price)', { price: null, price_type: null }, 'Enquire for price.'],
  ])('%s reads %j', (_name, over, text) => {
    const html = render(makeDoc({ ...over, id: 11, make: 'Toyota', model: 'HiAce', year: 2011 }));
    expect(html.replace(/<[^>]+>/g, '')).toContain(text);
    if (over.price_type === null) expect(html).not.toContain('Price on application');
  });
  it('a new car without an odometer reading shows no odometer in the spec strip (real feed: 2023 Renault Arkana ZEN, Kilometres "- / -")', () => {
    const html = render(
      makeDoc({
        id: 12,
        car_type: 'new',
        km: null,
        transmission: 'Automatic',
        fuel: null,
        make: 'Renault',
        model: 'Arkana',
        preorder: true,
        price: 37_500,
      }),
    );
    expect(html).toMatch(/<ul class="result-card__specs" aria-label="Key specifications"><li>New<\/li><li>Automatic<\/li><\/ul>/);
    expect(html).not.toContain(' km<');
  });
  it('photo and title link to the car; Explore Vehicle is the one tab stop, named after the car', () => {
    const html = render();
    const links = [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]!);
    expect(links).toHaveLength(3);
    expect(links.every((a) => a.includes('href="/cars/used-2019-toyota-hilux-sr5-7/"'))).toBe(true);
    expect(links.filter((a) => !a.includes('tabindex="-1"'))).toEqual([
      'class="result-card__cta" href="/cars/used-2019-toyota-hilux-sr5-7/"',
    ]);
    expect(html).toMatch(/<a class="result-card__media-link" href="[^"]+" tabindex="-1" aria-hidden="true"><picture>/);
  });
  it('renders a <picture> with the sources, width and height, lazy by default and eager for the first row', () => {
    const html = render();
    expect(html).toContain('<source type="image/avif" srcSet="/_cars/7/0-640.avif 640w, /_cars/7/0-1280.avif 1280w"');
    expect(html).toMatch(
      /<img class="result-card__img" src="\/_cars\/7\/0-640.webp" alt="2019 Toyota Hilux SR5 front" width="1280" height="960" loading="lazy"/,
    );
    expect(render(hilux, { eager: true })).toContain('loading="eager"');
    expect(render(hilux)).not.toContain('fetchPriority');
    expect(render(hilux, { priority: true })).toMatch(/loading="eager" decoding="async" fetchPriority="high"/);
  });
  it('shows the weekly finance teaser where the document carries one, and Enquire for Finance at or below $25 (spec §2, §8)', () => {
    const finance = {
      weekly: 147,
      interestRate: 10,
      comparisonRate: 10.84,
      estimate: false,
      enquire: false,
      link: '/finance/?car_id=7#finance-form',
    };
    const html = render(makeDoc({ id: 9, slug: 'car-9', finance }));
    expect(html).toMatch(/From <span class="fin-teaser__amount">\$147<\/span>\/week/);
    expect(html).toContain('href="/cars/car-9/#finance-calculator"');
    expect(render(makeDoc({ id: 9, finance: { ...finance, weekly: 25, enquire: true } }))).toContain(
      '<a href="/finance/?car_id=7#finance-form">Enquire for Finance</a>',
    );
    expect(render(makeDoc({ id: 9, finance, status: 'sold' }))).not.toContain('/week');
    expect(render(makeDoc({ id: 9 }))).not.toContain('fin-teaser');
  });
  it('offer price: "Was …, now:" over the offer amount (spec §4)', () => {
    const html = render(makeDoc({ id: 8, price: 29_990, offer_price: 29_990, before_price: 32_990, price_type: 'Drive Away' }));
    expect(html).toContain('<p class="result-card__was">Was $32,990, now:</p>');
    expect(html).toContain('<p class="result-card__amount">$29,990</p>');
  });
  it('POA: "Enquire for price." and no amount (spec §4 rule 4)', () => {
    const html = render(makeDoc({ id: 9, price: null, price_type: null }));
    expect(html).toContain('Enquire for price.');
    expect(html).not.toContain('result-card__amount');
    expect(html).not.toContain('$');
  });
  it('pre-order without a price: PREORDER (spec §4 rule 3)', () => {
    expect(render(makeDoc({ id: 10, price: null, preorder: true }))).toContain('PREORDER');
  });
  it('subscription price first when the site offers it (spec §4 rule 1)', () => {
    const car = makeDoc({ id: 11, price: 40_000, subscription_price: 199 });
    expect(render(car, { subscriptionEnabled: true })).toContain('Subscription from');
    expect(render(car, { subscriptionEnabled: false })).not.toContain('Subscription from');
  });
  it('without an image: the "image not found" fallback (spec §8)', () => {
    const html = render(makeDoc({ id: 12, name: '2020 Mazda CX-5', image: null }));
    expect(html).toContain(`src="${IMAGE_NOT_FOUND_URL}"`);
    expect(html).toContain('alt="2020 Mazda CX-5: image not found"');
    expect(html).not.toContain('<picture>');
  });
  it('drops empty specs (spec §5) and shows the card tag', () => {
    const html = render(makeDoc({ id: 13, km: null, fuel: null, transmission: null }), { tag: { kind: 'reserved', label: 'Reserved' } });
    expect(html).toMatch(/<ul class="result-card__specs" aria-label="Key specifications"><li>Used<\/li><\/ul>/);
    expect(html).toContain('result-card__tag--reserved">Reserved<');
  });
  it('a sold car shows SOLD instead of a price', () => {
    expect(render(makeDoc({ id: 14, status: 'sold' }))).toContain('SOLD</p>');
  });
});
