import { describe, expect, it, vi } from 'vitest';
import { lookupHost, makeDoc } from '../../search/testing/fixtures.ts';
import { showCarFromUrl } from './car-from-url.ts';
import { carSummaryHtml } from './ui/car-summary-html.ts';

const doc = makeDoc({ id: 42, slug: 'used-2020-mazda-cx-5-42', name: '2020 Mazda CX-5', price: 31_990 });
const site = lookupHost([doc]).fetch;

/** The page's car box holder as the HTML has it: loading, naming the search index. */
const holder = () =>
  ({ dataset: { indexUrl: '/search/index.json' }, innerHTML: carSummaryHtml({ car: null, loading: true }) }) as unknown as HTMLElement;

describe('the car of ?car_id= drawn without React (/book-test-drive/, /cars/trade-in/)', () => {
  it('draws the listed car found by id or slug', async () => {
    for (const search of ['?car_id=42', '?car_id=used-2020-mazda-cx-5-42']) {
      const h = holder();
      await showCarFromUrl(h, search, site);
      expect(h.innerHTML).toBe(carSummaryHtml({ car: doc }));
      expect(h.innerHTML).toContain('$31,990');
    }
  });

  it('says the car was not found (not listed, or its file failed) and that none was chosen without car_id', async () => {
    const cases: [string, typeof fetch, string][] = [
      ['?car_id=7', site, carSummaryHtml({ car: null, missing: true })],
      [
        '?car_id=42',
        vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch,
        carSummaryHtml({ car: null, missing: true }),
      ],
      ['', site, carSummaryHtml({ car: null })],
      ['?car_id=%3Cscript%3E', site, carSummaryHtml({ car: null })],
    ];
    for (const [search, doFetch, shows] of cases) {
      const h = holder();
      await showCarFromUrl(h, search, doFetch);
      expect(h.innerHTML, search).toBe(shows);
    }
  });
});
