import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAnalyticsSink, type AnalyticsEvent } from './analytics.ts';
import { createFavouritesStore, decodeFavourites, isFavourite, removeFavourite, toggleFavourite, type FavouriteCar } from './favourites.ts';
import { memoryStorage, throwingStorage } from './testing.ts';

const car = (over: Partial<FavouriteCar> = {}): FavouriteCar => ({
  id: 101,
  name: '2019 Toyota RAV4 GX',
  slug: '2019-toyota-rav4-gx-101',
  make: 'Toyota',
  model: 'RAV4',
  primary_image_url: '/img/a-640.webp',
  status: 'in_stock',
  car_type: 'used',
  price: 32990,
  offer_price: null,
  images: [{}],
  ...over,
});
const site = { favourites: true, favourites_require_price_and_images: false };

let events: AnalyticsEvent[] = [];
let stop = addAnalyticsSink((e) => events.push(e));
afterEach(() => {
  events = [];
  stop();
  stop = addAnalyticsSink((e) => events.push(e));
  vi.restoreAllMocks();
});

describe('favourites (spec §4 Favourites, §3 Favourite entry)', () => {
  it('saves a car as its §3 entry, persists it, and fires analytics event 39 once', () => {
    const storage = memoryStorage();
    const store = createFavouritesStore(storage);
    expect(toggleFavourite(car(), site, store)).toBe('saved');
    expect(store.get()).toEqual([
      {
        id: 101,
        name: '2019 Toyota RAV4 GX',
        slug: '2019-toyota-rav4-gx-101',
        make: 'Toyota',
        model: 'RAV4',
        primary_image_url: '/img/a-640.webp',
      },
    ]);
    expect(JSON.parse(storage.data.get('favourites')!)).toHaveLength(1);
    expect(events.map((e) => e.id)).toEqual([39]);
    expect(events[0]!.params).toMatchObject({ car_id: 101, vehicleMake: 'Toyota', vehicleModel: 'RAV4' });
  });

  it('toggles a saved car off without an event', () => {
    const store = createFavouritesStore(memoryStorage());
    toggleFavourite(car(), site, store);
    events = [];
    expect(toggleFavourite(car(), site, store)).toBe('removed');
    expect(store.get()).toEqual([]);
    expect(events).toEqual([]);
  });

  it('refuses a sold car that is not saved, but lets a saved car that has since sold be removed', () => {
    const store = createFavouritesStore(memoryStorage());
    expect(toggleFavourite(car({ status: 'sold' }), site, store)).toBe('refused');
    expect(store.get()).toEqual([]);
    toggleFavourite(car(), site, store);
    expect(toggleFavourite(car({ status: 'sold' }), site, store)).toBe('removed');
    expect(isFavourite(101, store)).toBe(false);
  });

  it.each([
    ['favourites off', { favourites: false, favourites_require_price_and_images: false }, {}],
    [
      'a new car with no price where the site requires one',
      { favourites: true, favourites_require_price_and_images: true },
      { car_type: 'new', price: null },
    ],
    [
      'a demo car with no images where the site requires them',
      { favourites: true, favourites_require_price_and_images: true },
      { car_type: 'demo', images: [] },
    ],
  ] as const)('refuses %s', (_, s, over) => {
    const store = createFavouritesStore(memoryStorage());
    expect(toggleFavourite(car(over), s, store)).toBe('refused');
    expect(events).toEqual([]);
  });

  it('saves a used car with no price even where the site requires price and images for non-used cars', () => {
    const store = createFavouritesStore(memoryStorage());
    expect(toggleFavourite(car({ price: null }), { favourites: true, favourites_require_price_and_images: true }, store)).toBe('saved');
  });

  it('reads saved entries back, dropping unusable ones and repeats', () => {
    const raw = [
      { id: 1, slug: 'a', name: 'A', make: 'M', model: 'X', primary_image_url: null },
      { id: 1, slug: 'a' },
      { slug: 'no-id' },
      'junk',
      { id: 2, slug: 'b' },
    ];
    expect(decodeFavourites(raw).map((e) => e.id)).toEqual([1, 2]);
    expect(decodeFavourites({ not: 'a list' })).toEqual([]);
    const store = createFavouritesStore(memoryStorage({ favourites: JSON.stringify(raw) }));
    expect(store.get()).toHaveLength(2);
    expect(events).toEqual([]);
  });

  it('still toggles in memory when storage is blocked', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createFavouritesStore(throwingStorage());
    expect(toggleFavourite(car(), site, store)).toBe('saved');
    expect(isFavourite(101, store)).toBe(true);
    removeFavourite(101, store);
    expect(store.get()).toEqual([]);
  });
});
