import { describe, expect, it, vi } from 'vitest';
import { lookupHost, makeDoc } from '../../search/testing/fixtures.ts';
import { showCarFromUrl, startCarFromUrl } from './car-from-url.ts';
import { CAR_RETRY_ATTR, carSummaryHtml } from './ui/car-summary-html.ts';

const doc = makeDoc({ id: 42, slug: 'used-2020-mazda-cx-5-42', name: '2020 Mazda CX-5', price: 31_990 });
const site = lookupHost([doc]).fetch;

/** The page's car box holder as the HTML has it: loading, naming the search index. */
const holder = () =>
  ({ dataset: { lookupBase: '/search/car/64/' }, innerHTML: carSummaryHtml({ car: null, loading: true }) }) as unknown as HTMLElement;

describe('the car of ?car_id= drawn without React (/book-test-drive/, /cars/trade-in/)', () => {
  it('draws the listed car found by id or slug', async () => {
    for (const search of ['?car_id=42', '?car_id=used-2020-mazda-cx-5-42']) {
      const h = holder();
      await showCarFromUrl(h, search, site);
      expect(h.innerHTML).toBe(carSummaryHtml({ car: doc }));
      expect(h.innerHTML).toContain('$31,990');
    }
  });

  it('says the car was not found, could not be loaded (its file failed), or that none was chosen without car_id', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const cases: [string, typeof fetch, string][] = [
      ['?car_id=7', site, carSummaryHtml({ car: null, missing: true })],
      [
        '?car_id=42',
        vi.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch,
        carSummaryHtml({ car: null, failed: true }),
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

  it('looks the car up again when "Try again" is pressed after a failure, saying it is loading meanwhile', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let down = true;
    const flaky = (async (url: string) => (down ? new Response('', { status: 503 }) : site(url))) as typeof fetch;
    const clicks: ((e: { target: unknown }) => void)[] = [];
    const h = Object.assign(holder(), {
      addEventListener: (type: string, fn: (e: { target: unknown }) => void) => type === 'click' && clicks.push(fn),
      focus: vi.fn(),
      hasAttribute: () => false,
    });
    await startCarFromUrl(h, '?car_id=42', flaky);
    expect(h.innerHTML).toBe(carSummaryHtml({ car: null, failed: true }));
    // A click elsewhere in the box does nothing.
    clicks[0]!({ target: { closest: () => null } });
    expect(h.innerHTML).toBe(carSummaryHtml({ car: null, failed: true }));
    down = false;
    clicks[0]!({ target: { closest: (sel: string) => (sel === `[${CAR_RETRY_ATTR}]` ? {} : null) } });
    expect(h.innerHTML).toBe(carSummaryHtml({ car: null, loading: true }));
    expect(h.focus).toHaveBeenCalledOnce();
    expect(h.tabIndex).toBe(-1);
    await vi.waitFor(() => expect(h.innerHTML).toBe(carSummaryHtml({ car: doc })));
  });
});
