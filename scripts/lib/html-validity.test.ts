import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  compareRoutes,
  formatNuErrors,
  hasJava,
  listRoutes,
  matchRoute,
  pagePath,
  routeOf,
  runNuChecker,
  samplePages,
} from './html-validity.ts';
import { serializeSearchIndex, type SearchDoc } from '../../src/stock/search-document.ts';

const routes = [
  'index',
  '404',
  'search/index',
  'search/[...landing]',
  'cars/[slug]',
  'cars/[slug]/checkout',
  'cars/trade-in',
  'enquiries/[kind]',
  'enquiries/index',
]
  .map(routeOf)
  .sort(compareRoutes);

describe('routes of src/pages', () => {
  it('matches built pages to their route as Astro does: static before [param] before [...rest]', () => {
    const of = (p: string) => matchRoute(p, routes)?.route;
    expect(of('')).toBe('');
    expect(of('404')).toBe('404');
    expect(of('search')).toBe('search');
    expect(of('search/toyota')).toBe('search/[...landing]');
    expect(of('search/toyota/hilux/page/2')).toBe('search/[...landing]');
    expect(of('cars/trade-in')).toBe('cars/trade-in');
    expect(of('cars/2019-toyota-hilux-a1')).toBe('cars/[slug]');
    expect(of('cars/2019-toyota-hilux-a1/checkout')).toBe('cars/[slug]/checkout');
    expect(of('enquiries')).toBe('enquiries');
    expect(of('enquiries/fleet')).toBe('enquiries/[kind]');
    expect(of('unknown/page')).toBeUndefined();
  });

  it('names built files by page path', () => {
    expect(pagePath('index.html')).toBe('');
    expect(pagePath('404.html')).toBe('404');
    expect(pagePath('cars/x/index.html')).toBe('cars/x');
  });

  it('reads every page route of this project, skipping _partials and endpoints', () => {
    const all = listRoutes(join(import.meta.dirname, '..', '..', 'src', 'pages')).map((r) => r.route);
    expect(all).toEqual(
      expect.arrayContaining(['', '404', 'cars/[slug]', 'cars/[slug]/checkout', 'print', 'book-test-drive', 'search/[...landing]']),
    );
    expect(all.some((r) => r.includes('_') || r.includes('robots') || r.includes('site.json'))).toBe(false);
  });
});

describe('samplePages', () => {
  const dir = mkdtempSync(join(tmpdir(), 'html-sample-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const put = (file: string, text = '<!doctype html><title>x</title>') => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  const doc = (slug: string, over: Partial<SearchDoc>): SearchDoc =>
    ({
      id: slug.length,
      slug,
      name: slug,
      year: 2020,
      make: 'Mazda',
      model: '3',
      badge: null,
      series: null,
      car_type: 'used',
      item_type: 'car',
      status: 'in_stock',
      price: 20_000,
      offer_price: null,
      before_price: null,
      subscription_price: null,
      price_type: null,
      preorder: false,
      km: 1,
      body: null,
      fuel: null,
      fuel_text: null,
      transmission: null,
      drive: null,
      colour: null,
      seats: null,
      state: null,
      city: null,
      location_name: null,
      dealership_name: null,
      tag: null,
      certified: false,
      reserved: false,
      created_at_timestamp: 0,
      image: null,
      finance: null,
      rank: 0,
      ...over,
    }) as SearchDoc;

  it('takes one page per route, one vehicle page per kind of car, and search pages of each shape', () => {
    const cars = [
      doc('used-a', {}),
      doc('used-b', {}),
      doc('new-a', { car_type: 'new' }),
      doc('sold-a', { status: 'sold' }),
      doc('van-a', { item_type: 'caravan' }),
    ];
    put('search/index.json', serializeSearchIndex(cars));
    for (const f of [
      'index.html',
      '404.html',
      'search/index.html',
      'search/mazda/index.html',
      'search/toyota/index.html',
      'search/used-cars/index.html',
      'search/mazda/3/index.html',
      'search/mazda/page/2/index.html',
      'cars/trade-in/index.html',
      'enquiries/fleet/index.html',
      'stray/index.html',
    ])
      put(f);
    for (const c of cars) {
      put(`cars/${c.slug}/index.html`);
      put(`cars/${c.slug}/checkout/index.html`);
    }
    const sample = samplePages(dir, routes, 2);
    const files = sample.map((s) => s.file);
    expect(files).toEqual(
      expect.arrayContaining([
        'index.html',
        '404.html',
        'search/index.html',
        'cars/trade-in/index.html',
        'enquiries/fleet/index.html',
        'stray/index.html',
        'cars/new-a/index.html',
        'cars/sold-a/index.html',
        'cars/van-a/index.html',
        'search/mazda/page/2/index.html',
        'search/mazda/3/index.html',
      ]),
    );
    expect(files.filter((f) => /^cars\/used-[ab]\/index/.test(f))).toHaveLength(1);
    expect(files.filter((f) => /^cars\/[^/]+\/checkout/.test(f))).toHaveLength(4);
    expect(files.filter((f) => /^search\/[^/]+\/index/.test(f))).toHaveLength(2);
    expect(sample.find((s) => s.file === 'stray/index.html')?.route).toBe('(no route)');
  });
});

it('formats errors as file:line:column: message', () => {
  expect(
    formatNuErrors(
      [{ file: '/d/site/a/index.html', line: 4, column: 12, message: 'Stray start tag “script”.', extract: '</html><script>' }],
      '/d',
    ),
  ).toEqual(['site/a/index.html:4:12: Stray start tag “script”.  [</html><script>]']);
});

describe('runNuChecker', async () => {
  const java = await hasJava();
  it.skipIf(!java)(
    'reports the errors of an invalid page and none for a valid one (skipped without Java)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'nu-'));
      try {
        const ok = join(dir, 'ok.html');
        const bad = join(dir, 'bad.html');
        writeFileSync(
          ok,
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ok</title></head><body><p>fine</p></body></html>',
        );
        writeFileSync(
          bad,
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bad</title></head><body><p>x<style>p{color:red}</style></p></body></html><script src="/a.js"></script>',
        );
        const errors = await runNuChecker([ok, bad]);
        expect(errors.length).toBeGreaterThan(0);
        expect(errors.every((e) => e.file === bad && e.line === 1)).toBe(true);
        expect(errors.map((e) => e.message)).toContain('Stray start tag “script”.');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
