import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Car, type CarInput } from './car-schema.ts';
import type { ResponsiveImage } from './images.ts';
import { parseSearchIndex, searchDocPriceFields, searchRank, serializeSearchIndex, toSearchDocument } from './search-document.ts';
import { priceDisplay } from '../domain/price.ts';
import { syntheticDocs } from '../search/testing/fixtures.ts';

const NOW = 1_750_000_000;
const car = (over: Partial<CarInput> = {}): Car =>
  Car.parse({
    id: 7,
    slug: 'used-2019-toyota-hilux-sr5-7',
    name: '2019 Toyota Hilux SR5',
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    series: 'GUN126R',
    year: 2019,
    car_type: 'used',
    status: 'in_stock',
    price: 45_990,
    price_type: 'Drive Away',
    km: 61_234,
    colour: 'White',
    simple_fuel: 'Diesel',
    fuel: 'Diesel 2.8L',
    simple_body: 'Ute',
    simple_transmission: 'Automatic',
    trans: '6 Speed Automatic',
    drive: '4x4',
    seats: 5,
    stocknum: 'U1234',
    state: 'NSW',
    city: 'Sydney',
    location_name: 'Parramatta',
    created_at: '2025-06-01T00:00:00+10:00',
    updated_at: '2025-06-02T00:00:00+10:00',
    ...over,
  });
const IMAGE: ResponsiveImage = {
  src: '/_cars/7/0-640.webp',
  width: 1280,
  height: 960,
  alt: '2019 Toyota Hilux SR5',
  sources: [{ type: 'image/avif', srcset: '/_cars/7/0-640.avif 640w, /_cars/7/0-1280.avif 1280w' }],
};
const ctx = { dealershipName: 'Demo Motors', image: IMAGE, now: NOW };

describe('toSearchDocument', () => {
  it('maps the card and facet fields (simple_* become body/fuel/transmission)', () => {
    const doc = toSearchDocument(car(), ctx);
    expect(doc).toMatchObject({
      id: 7,
      slug: 'used-2019-toyota-hilux-sr5-7',
      name: '2019 Toyota Hilux SR5',
      year: 2019,
      make: 'Toyota',
      model: 'Hilux',
      badge: 'SR5',
      series: 'GUN126R',
      car_type: 'used',
      item_type: 'car',
      status: 'in_stock',
      price: 45_990,
      price_type: 'Drive Away',
      km: 61_234,
      body: 'Ute',
      fuel: 'Diesel',
      transmission: 'Automatic',
      drive: '4x4',
      colour: 'White',
      seats: 5,
      state: 'NSW',
      city: 'Sydney',
      location_name: 'Parramatta',
      dealership_name: 'Demo Motors',
      certified: false,
      reserved: false,
      image: IMAGE,
      created_at_timestamp: Date.parse('2025-06-01T00:00:00+10:00') / 1000,
    });
  });
  it('has no fields a card does not need', () => {
    const doc = toSearchDocument(car({ vin: 'JTEBU123', dealercomments: 'Lovely', standardEquipment: ['ABS'] }), ctx);
    expect(Object.keys(doc)).not.toEqual(expect.arrayContaining(['vin']));
    expect(JSON.stringify(doc)).not.toMatch(/Lovely|ABS|JTEBU/);
  });
  it('keeps the feed fuel text only when simple_fuel is blank (the electric/hybrid tag reads it then, spec §4)', () => {
    expect(toSearchDocument(car(), ctx).fuel_text).toBeNull();
    expect(toSearchDocument(car({ simple_fuel: null, fuel: 'Petrol - Electric' }), ctx)).toMatchObject({
      fuel: null,
      fuel_text: 'Petrol - Electric',
    });
  });
  it('keeps a listing date in the future at the stock clock', () => {
    expect(toSearchDocument(car({ created_at: '2099-01-01T00:00:00Z' }), ctx).created_at_timestamp).toBe(NOW);
  });
  it.each<[string, Partial<CarInput>, number | null]>([
    ['a real price', { price: 29_990 }, 29_990],
    ['an offer price wins', { price: 32_990, offer_price: 29_990, before_price: 32_990 }, 29_990],
    ['POA (null)', { price: null }, null],
    ['a $1 placeholder is not a price (spec §9 above 10)', { price: 1 }, null],
  ])('price is the selling price: %s', (_name, over, expected) => {
    expect(toSearchDocument(car(over), ctx).price).toBe(expected);
  });
  it.each<Partial<CarInput>>([
    { price: 29_990 },
    { price: 32_990, offer_price: 29_990, before_price: 32_990 },
    { price: 32_990, offer_price: 5, before_price: 35_000 },
    { price: null, preorder: true },
    { price: 0 },
    { price: 30_000, subscription_price: 199 },
  ])('shows the same price display as the car (%j)', (over) => {
    const c = car(over);
    for (const subscriptionEnabled of [false, true]) {
      expect(priceDisplay(searchDocPriceFields(toSearchDocument(c, ctx)), { subscriptionEnabled })).toEqual(
        priceDisplay(c, { subscriptionEnabled }),
      );
    }
  });
});

describe('searchRank (spec §7 custom rank, descending)', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;
  it('puts in_stock before coming_soon before sold whatever the date', () => {
    const old = at('2020-01-01T00:00:00Z');
    const fresh = at('2025-06-01T00:00:00Z');
    expect(searchRank('in_stock', old)).toBeGreaterThan(searchRank('coming_soon', fresh));
    expect(searchRank('coming_soon', old)).toBeGreaterThan(searchRank('sold', fresh));
  });
  it('puts the newer listing first within a status', () => {
    expect(searchRank('in_stock', at('2025-06-02T00:00:00Z'))).toBeGreaterThan(searchRank('in_stock', at('2025-06-01T00:00:00Z')));
  });
});

describe('serializeSearchIndex / parseSearchIndex', () => {
  const docs = syntheticDocs(40);
  it('round-trips every field (rows by id)', () => {
    expect(parseSearchIndex(serializeSearchIndex(docs))).toEqual([...docs].sort((a, b) => a.id - b.id));
  });
  it('keeps an image alt that differs from the car name', () => {
    const doc = { ...docs[0]!, image: { ...IMAGE, alt: 'Front view' } };
    expect(parseSearchIndex(serializeSearchIndex([doc]))[0]!.image!.alt).toBe('Front view');
  });
  it.each<[string, ResponsiveImage]>([
    [
      'build naming (packed)',
      {
        src: '/img/ab12-640.webp',
        width: 1280,
        height: 960,
        alt: 'Front',
        sources: [
          { type: 'image/avif', srcset: '/img/ab12-640.avif 640w, /img/ab12-1280.avif 1280w' },
          { type: 'image/webp', srcset: '/img/ab12-640.webp 640w, /img/ab12-1280.webp 1280w' },
        ],
      },
    ],
    [
      'other naming (kept as is)',
      {
        src: 'https://cdn.example/car.jpg?w=640',
        width: 800,
        height: 600,
        alt: 'Side',
        sources: [{ type: 'image/webp', srcset: 'https://cdn.example/car.webp?w=640 640w' }],
      },
    ],
    [
      'build naming with an odd width list (kept as is)',
      {
        src: '/img/cd34-640.webp',
        width: 960,
        height: 720,
        alt: 'Rear',
        sources: [{ type: 'image/webp', srcset: '/img/cd34-640.webp 640w, /img/cd34-960.webp 900w' }],
      },
    ],
  ])('round-trips an image: %s', (_name, image) => {
    const doc = { ...docs[0]!, image };
    expect(parseSearchIndex(serializeSearchIndex([doc]))[0]!.image).toEqual(image);
  });
  it('writes a build-named image as base, widths and formats', () => {
    const image: ResponsiveImage = {
      src: '/img/ab12-640.webp',
      width: 1280,
      height: 960,
      alt: docs[0]!.name,
      sources: [{ type: 'image/avif', srcset: '/img/ab12-640.avif 640w, /img/ab12-1280.avif 1280w' }],
    };
    expect(serializeSearchIndex([{ ...docs[0]!, image }])).toContain(
      '{"b":"/img/ab12","w":[640,1280],"f":["avif"],"x":"webp","width":1280,"height":960}',
    );
  });
  it('is deterministic whatever the input order', () => {
    expect(serializeSearchIndex([...docs].reverse())).toBe(serializeSearchIndex(docs));
  });
  it('writes the keys once, not per car', () => {
    const text = serializeSearchIndex(docs);
    expect(text.match(/"location_name"/g)).toHaveLength(1);
  });
  it('rejects another format version or missing fields', () => {
    expect(() => parseSearchIndex('{"v":2,"fields":[],"rows":[]}')).toThrow(/version/);
    expect(() => parseSearchIndex('{"v":1,"fields":["id"],"rows":[]}')).toThrow(/missing fields/);
  });
  it('stays under 55 KB gzip per 1,000 synthetic cars with images (measured ~45 KB; ~82 KB as JSON objects)', () => {
    expect(gzipSync(serializeSearchIndex(syntheticDocs(1000))).length).toBeLessThan(55_000);
  });
});
