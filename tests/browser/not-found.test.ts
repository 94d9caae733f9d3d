/**
 * The 404 page in real Chromium on every sample tenant (src/pages/404.astro, src/search/gone-links.ts): a link to a
 * car that has left the stock (a listed car's page with another stock number: not built) answers 404 and, once the
 * page has painted, offers that car's model and make landings, each a page that answers with the heading the link
 * names; a result page past the last offers its listing. The suggestions appear in room the page had, so nothing moves
 * (layout shift 0 on a phone), and the page is axe clean with them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SUGGESTIONS_SELECTOR } from '../../src/islands/gone/suggest.ts';
import { GONE_MESSAGES } from '../../src/search/gone-links.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { dismissPopup, listedSearchDocs } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

/** Opens `path` on a phone; its status, the suggestion links (text, href) once shown, and the page's layout shift. */
async function openGone(slug: string, base: string, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await dismissPopup(context, slug);
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: string[] };
    w.shifts = [];
    type Shift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node; previousRect: DOMRect; currentRect: DOMRect }[];
    };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[])
        if (!e.hadRecentInput)
          w.shifts.push(
            `${e.value.toFixed(5)} at ${Math.round(e.startTime)} ms: ${e.sources
              .map((s) => `${(s.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'} ${s.previousRect.y}→${s.currentRect.y}`)
              .join('; ')}`,
          );
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const response = await page.goto(`${base}${path}`);
  const holder = page.locator(SUGGESTIONS_SELECTOR);
  await holder.locator('a').first().waitFor();
  const links = await holder.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')] as [string, string]));
  return { context, page, status: response?.status(), message: await holder.locator('p').textContent(), links };
}

const heading = async (page: Page, base: string, href: string) => {
  const response = await page.goto(`${base}${href}`);
  return `${response?.status()} ${await page.locator('h1').first().textContent()}`;
};

/**
 * Tried up to three times, as in layout-shift.test.ts: a shift the suggestions cause happens on every load; what one
 * try alone has shown (twice in one run of five tenants, 0.0018 and 0.0002, on a loaded machine; none in the 9 tries
 * after on those two) no later try repeats. The failure names each shifted node and when it moved.
 */
const MEASURE = { retry: 2 };

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  it("a gone car's link answers 404 and offers its model and make, pages that exist; nothing moves; axe clean", MEASURE, async () => {
    const car = (await listedSearchDocs(base))[0]!;
    const { context, page, status, message, links } = await openGone(slug, base, `/cars/${car.slug}-gone/`);
    expect(status).toBe(404);
    expect(message).toBe(GONE_MESSAGES.car);
    expect(links.map(([text]) => text)).toEqual([`${car.make} ${car.model} for sale`, `${car.make} for sale`]);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    for (const [text, href] of links) expect(await heading(page, base, href)).toBe(`200 ${text}`);
    await context.close();
  });

  it('a result page past the last offers its listing', async () => {
    const { context, page, status, message, links } = await openGone(slug, base, '/search/page/9999/');
    expect(status).toBe(404);
    expect(message).toBe(GONE_MESSAGES.results);
    expect(links.map(([, href]) => href)).toEqual(['/search/']);
    expect(await heading(page, base, '/search/')).toMatch(/^200 /);
    await context.close();
  });
});
