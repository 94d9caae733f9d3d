/**
 * Layout shift of the pages whose form looks a car up in the browser (`?car_id=`): /book-test-drive/
 * (issue #9: CLS 0.054, the 'Loading the car…' line replaced by the car or by nothing after
 * hydration), /cars/trade-in/ and /checkout-journey/ (0.45 on a phone: its form appeared only once the
 * car was found), with a listed car, with an unknown one and with none, on a phone and a desktop, on
 * every tenant. CLS is read from Chromium's layout-shift entries
 * once the form has hydrated and the lookup has settled; the goal is ≤ 0.02 (issue #9), and the
 * reserved car box makes it 0 here. Also /success/ (0.078 when React swapped its loading line for the message) and
 * /print/ (0.76 on a phone when the car appeared above the footer), and the pages with a location block, whose
 * dealership picker (a dealer group's) once appeared above the cards when its script ran (0.043 on /contact-us/).
 * A layout measure, not a timing.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './chromium.ts';
import { tenantConfig, listedSearchDocs } from './tenant.ts';
import { dealershipChoices, filterLocations, type LocationFilter } from '../../src/domain/locations.ts';
import { SUCCESS_CAR_KEY, SUCCESS_CATEGORY_KEY } from '../../src/islands/forms/lib/success.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

/**
 * Each measure is tried up to three times. A layout shift this code causes happens on every load (the car box, the
 * message, the form appear the same way each time), so it fails every try; what one try alone has shown is a shift
 * of the whole page under the header, once in several runs of the suite on a loaded machine (`/success/` at 1350 px,
 * CLS 0.073; the same built pages then passed 21 of 21), which no later try repeats. The failure message names each
 * shifted node, its boxes before and after ([x,y,width,height]) and when it moved.
 */
const MEASURE = { retry: 2 };

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1350, height: 940 },
];
/** The tenant's pages whose form takes `?car_id=` (/checkout-journey/ has a form only with `features.online_purchase`). */
const pagesOf = (slug: string) => [
  '/book-test-drive/',
  '/cars/trade-in/',
  ...(tenantConfig(slug).features.online_purchase ? ['/checkout-journey/'] : []),
];

/** Sum of the page's layout shifts without recent input, with the shifted nodes for the message. */
async function layoutShift(
  base: string,
  path: string,
  viewport: { width: number; height: number },
  settled: () => boolean = () => document.querySelector('.lead-form') !== null && !document.querySelector('.lead-car--loading'),
  storage: Record<string, string> = {},
): Promise<{ cls: number; sources: string[] }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, storage);
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: { value: number; sources: string[] } };
    w.__cls = { value: 0, sources: [] };
    new PerformanceObserver((list) => {
      type Rect = { x: number; y: number; width: number; height: number };
      type Source = { node?: Node; previousRect: Rect; currentRect: Rect };
      const box = (r: Rect) => `[${[r.x, r.y, r.width, r.height].map((n) => Math.round(n)).join(',')}]`;
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; startTime: number; sources: Source[] }[]) {
        if (e.hadRecentInput) continue;
        w.__cls.value += e.value;
        // What moved, from where to where ([x,y,width,height]) and when: a failure names its cause.
        w.__cls.sources.push(
          ...e.sources.map(
            (s) =>
              `${s.node?.nodeName ?? '?'}.${(s.node as Element | undefined)?.className ?? ''} ${e.value.toFixed(4)} at ${Math.round(e.startTime)} ms ${box(s.previousRect)}→${box(s.currentRect)}`,
          ),
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // Settled: by default, the form is drawn and the car box is no longer loading.
  await page.waitForFunction(settled);
  // A form that waits for the visitor's first intent (/book-test-drive/, /cars/trade-in/) is woken by pointing at it,
  // as a visitor would: a pointer move is not input that excuses a shift (`hadRecentInput`), so its hydration is measured.
  if (await page.locator('astro-island[ssr] .lead-form').count()) {
    await page.locator('.lead-form').first().hover();
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr] .lead-form'));
  }
  // Two animation frames so a shift from the last render is reported.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  const result = await page.evaluate(() => (window as unknown as { __cls: { value: number; sources: string[] } }).__cls);
  await context.close();
  return { cls: result.value, sources: result.sources };
}

/**
 * Loads `path` with each of `queries` at each viewport until `settled` (default: the form is drawn, its car lookup
 * settled, and a form that waits for intent woken and hydrated) and expects each load's CLS ≤ 0.02; a failure names the page, the width and what moved.
 */
async function expectNoShift(base: string, slug: string, path: string, queries: readonly string[], settled?: () => boolean): Promise<void> {
  for (const query of queries) {
    for (const viewport of VIEWPORTS) {
      const { cls, sources } = await layoutShift(base, `${path}${query}`, viewport, settled);
      expect(cls, `${slug}${path}${query} at ${viewport.width}px: ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
    }
  }
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  // A listed car in stock, read once from the tenant's search documents.
  let car: Awaited<ReturnType<typeof listedSearchDocs>>[number];
  beforeAll(async () => {
    car = (await listedSearchDocs(base)).find((d) => d.status === 'in_stock')!;
  });

  it(
    '/personalised/finance/ does not shift as its car is looked up (the calculator is drawn from the first render; CLS ≤ 0.02)',
    MEASURE,
    async () => {
      await expectNoShift(base, slug, '/personalised/finance/', [`?car_id=${car.id}`, '', '?car_id=999999999'], () => {
        const line = document.querySelector('#finance-calculator .fin-calc__lender');
        return line !== null && !document.querySelector('#finance-calculator astro-island[ssr]') && !line.textContent?.includes('Loading');
      });
    },
  );

  it('/success/ does not shift as it reads the enquiry (generic, and with a car; CLS ≤ 0.02, phone and desktop)', MEASURE, async () => {
    const stored = {
      [SUCCESS_CATEGORY_KEY]: 'Test Drive',
      [SUCCESS_CAR_KEY]: JSON.stringify({
        id: car.id,
        slug: car.slug,
        name: car.name,
        image: car.image ? { src: car.image.src, alt: car.name } : null,
      }),
    };
    for (const storage of [{}, stored]) {
      for (const viewport of VIEWPORTS) {
        const settled = () => document.querySelector('[data-success][aria-busy="false"]') !== null;
        const { cls, sources } = await layoutShift(base, '/success/', viewport, settled, storage);
        const what = `${slug}/success/ ${Object.keys(storage).length ? 'with a car' : 'generic'} at ${viewport.width}px`;
        expect(cls, `${what}: ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
      }
    }
  });

  it(
    '/print/ does not shift as it lays out the car (with a listed car, an unknown one and none; CLS ≤ 0.02, phone and desktop)',
    MEASURE,
    async () => {
      // The car appears above the dealer line and the footer: 0.76 on a phone before its place was held.
      await expectNoShift(base, slug, '/print/', [`?car_id=${car.slug}`, '?car_id=not-a-listed-car', ''], () => {
        const status = document.querySelector('[data-print-status]');
        return status !== null && !status.textContent?.includes('Loading');
      });
    },
  );

  // The location blocks of /contact-us/ and /service/: a dealer group's draws the dealership picker (spec §2).
  const site = tenantConfig(slug);
  const blocks = [
    { path: '/contact-us/', block: site.location_blocks.contact },
    { path: '/service/', block: site.location_blocks.service },
  ].map(({ path, block }) => {
    const listed = block ? filterLocations(site.locations, block.filter as LocationFilter) : [];
    return { path, picker: dealershipChoices(listed, site.dealerships).options.length > 1 };
  });
  it.each(blocks)(
    '$path does not shift as its location block comes alive (picker drawn: $picker; CLS ≤ 0.02, phone and desktop)',
    MEASURE,
    async ({ path, picker }) => {
      // Settled: the after-paint scripts ran (the block's script among them) and no picker waits to be wired.
      await expectNoShift(
        base,
        slug,
        path,
        [''],
        () => document.documentElement.dataset.afterPaint === 'ready' && !document.querySelector('[data-dealership-picker][data-pending]'),
      );
      if (picker) {
        // The case this guards: the picker is shown, usable, above the cards.
        const context = await browser.newContext({ viewport: VIEWPORTS[0] });
        const page = await context.newPage();
        await page.goto(`${base}${path}`);
        await expect.poll(() => page.getByLabel('Dealership').first().isVisible()).toBe(true);
        await context.close();
      }
    },
  );

  it.each(pagesOf(slug))('%s does not shift as its car lookup settles (CLS ≤ 0.02, phone and desktop)', MEASURE, async (path) => {
    // /checkout-journey/ is a purchase request for one listed car: without one it shows a message instead of its form.
    const queries = path === '/checkout-journey/' ? [`?car_id=${car.slug}`] : ['', `?car_id=${car.slug}`, '?car_id=not-a-listed-car'];
    await expectNoShift(base, slug, path, queries);
  });
});
