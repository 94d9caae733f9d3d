import { describe, expect, it, vi } from 'vitest';
import { recordReveal } from './calls.ts';
import { printSlug } from './print-page.ts';
import { stickyBarVisible } from './sticky-bar.ts';
import { fetchViews, viewsLabel } from './view-count.ts';
import { styleReachable } from './map.ts';
import type { VehiclePageData } from './types.ts';

const data = (api: Partial<VehiclePageData['api']> = {}): VehiclePageData => ({
  car: {
    id: 7,
    slug: 'car-7',
    name: '2019 Toyota RAV4 GX',
    make: 'Toyota',
    model: 'RAV4',
    year: 2019,
    badge: 'GX',
    km: 45210,
    colour: 'White',
    status: 'in_stock',
    reserved: false,
    car_type: 'used',
    tag: null,
    price: 32990,
    offer_price: null,
    selling_price: 32990,
    photos_count: 3,
    primary_image_url: '/img/a-640.webp',
    stocknum: 'A1',
    body: '4D Wagon',
    simple_body: 'SUV',
    updated_at: '2026-11-01T00:00:00Z',
    dealership_id: 'fm',
  },
  site: { slug: 'fixture-motors', favourites: true, favourites_require_price_and_images: false, compare: true },
  shareUrl: 'https://www.fixture-motors.example/cars/car-7/',
  api: {
    base: 'https://api.example',
    viewUrl: 'https://api.example/api/cars/car-7/view.json?photos_count=3',
    phoneRevealUrl: 'https://api.example/api/phone-reveals',
    ...api,
  },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('sticky mobile bar (spec §2)', () => {
  it.each([
    [false, 900, 900, true],
    [false, 899, 900, false],
    [true, 2000, 900, false],
    [false, 50, 50, true],
    [false, 49, 50, false],
  ])('actions on screen %s, scrolled %s px, offset %s → visible %s', (onScreen, y, offset, visible) => {
    expect(stickyBarVisible(onScreen, y, offset)).toBe(visible);
  });
});

describe('view count (spec §7, §8)', () => {
  it('reads views from an ok answer', async () => {
    const fetcher = vi.fn(async () => json({ views: 1234, car_fields: {} }));
    expect(await fetchViews(data(), fetcher as unknown as typeof fetch)).toBe(1234);
    expect(fetcher).toHaveBeenCalledWith('https://api.example/api/cars/car-7/view.json?photos_count=3', expect.anything());
    expect(viewsLabel(1234)).toBe(' · 1,234 views');
    expect(viewsLabel(1)).toBe(' · 1 view');
  });

  it.each([
    ['a 404', async () => json({ error: 'Not found' }, 404)],
    [
      'a network error',
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['a body without views', async () => json({ car_fields: {} })],
  ])('shows nothing after %s', async (_, impl) => {
    expect(await fetchViews(data(), vi.fn(impl) as unknown as typeof fetch)).toBeNull();
  });

  it("shows nothing when a static host without the API answers its own host's call with a page", async () => {
    // Built without an API origin, the page asks `/api/...` on its own host; a plain static host answers
    // with its 404 page, or with a page and 200 (a single-page fallback).
    const page = (status: number) => async () =>
      new Response('<!doctype html><title>Page not found</title>', { status, headers: { 'Content-Type': 'text/html' } });
    const own = data({ base: '', viewUrl: '/api/cars/car-7/view.json?photos_count=3' });
    const fetcher = vi.fn(page(404));
    expect(await fetchViews(own, fetcher as unknown as typeof fetch)).toBeNull();
    expect(fetcher).toHaveBeenCalledWith('/api/cars/car-7/view.json?photos_count=3', expect.anything());
    expect(await fetchViews(own, vi.fn(page(200)) as unknown as typeof fetch)).toBeNull();
  });
});

describe('phone reveal record (spec §7, §8)', () => {
  it('posts car_id, dealership_id and website_id', async () => {
    const fetcher = vi.fn(async () => json({ ok: true }));
    await recordReveal(data(), fetcher as unknown as typeof fetch);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/phone-reveals');
    expect(JSON.parse(init.body as string)).toEqual({ car_id: 7, dealership_id: 'fm', website_id: 'fixture-motors' });
  });

  it('only logs a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(
      recordReveal(
        data(),
        vi.fn(async () => {
          throw new Error('offline');
        }) as unknown as typeof fetch,
      ),
    ).resolves.toBeUndefined();
    await recordReveal(data(), vi.fn(async () => json({}, 429)) as unknown as typeof fetch);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('print page address', () => {
  it.each([
    ['?car_id=2019-toyota-rav4-gx-7', '2019-toyota-rav4-gx-7'],
    ['?car_id=', null],
    ['', null],
    ['?car_id=../../etc', null],
    ['?car_id=Abc', null],
  ])('%s → %s', (search, slug) => {
    expect(printSlug(search)).toBe(slug);
  });
});

describe('map style check', () => {
  it('is false when the tile server does not answer in time or fails', async () => {
    const hang: typeof fetch = (_u, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await styleReachable('https://tiles.example/style.json', hang, 20)).toBe(false);
    expect(await styleReachable('https://tiles.example/style.json', async () => new Response('', { status: 503 }))).toBe(false);
    expect(await styleReachable('https://tiles.example/style.json', async () => json({ version: 8 }))).toBe(true);
  });
});
