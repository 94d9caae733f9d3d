/**
 * The main job in a real browser (issue #2): on every built sample tenant a buyer opens /search/,
 * sees the first results before any script runs, types a query, sees the results and the URL
 * change, and opens a vehicle page. Home, search and vehicle pages pass axe-core WCAG 2.2 AA.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile } from './chromium.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

async function newPage(opts: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: opts.javaScriptEnabled ?? true });
  return context.newPage();
}

/** The number in the '1,544 cars found' status line. */
async function resultCount(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: /found/i }).first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, '') || 'NaN');
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  it('shows the first page of results without JavaScript', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${base}/search/`);
    const cards = page.locator('main').getByRole('link', { name: /Explore Vehicle/i });
    expect(await cards.count()).toBe(21);
    await page.context().close();
  });

  it('searches as the buyer types, updates the URL, and opens a vehicle page', async () => {
    const page = await newPage();
    await page.goto(`${base}/search/`);
    const before = await resultCount(page);
    expect(before).toBeGreaterThan(21);
    // Query: make and model of the first card ('2019 Mazda CX-5' → 'Mazda CX-5'), so every tenant has hits
    // and fewer than all (even on a single-make site).
    const shown = await page
      .locator('main h3, main h2')
      .filter({ hasText: /^\d{4} / })
      .allTextContents();
    const pick = shown.map((t) => t.trim().split(' ')).find((w) => /^[a-z]{3,}/i.test(w[2] ?? '')) ?? shown[0]!.trim().split(' ');
    const [, make, model] = pick as [string, string, string];
    const query = `${make} ${model}`;
    const box = page.getByRole('searchbox').first();
    await box.click();
    await box.pressSequentially(query, { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('q') === query, { timeout: 10_000 });
    await expect.poll(() => resultCount(page), { timeout: 10_000 }).toBeLessThan(before);
    const titles = await page
      .locator('main h3, main h2')
      .filter({ hasText: /^\d{4} / })
      .allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    // The best matches come first: the first result is that model.
    expect(titles[0]!.toLowerCase(), titles.join(' | ')).toContain(model.toLowerCase());

    await page
      .locator('main')
      .getByRole('link', { name: /Explore Vehicle/i })
      .first()
      .click();
    await page.waitForURL(/\/cars\/[a-z0-9-]+\/$/);
    const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    expect(h1).toMatch(new RegExp(`^\\d{4} ${make}`, 'i'));
    await page.context().close();
  });

  it('has no WCAG 2.2 AA violations on the home, search and vehicle pages', async () => {
    const page = await newPage();
    const found: string[] = [];
    await page.goto(`${base}/`);
    found.push(...(await axeViolations(page)).map((v) => `home: ${v}`));
    await page.goto(`${base}/search/`);
    await page.waitForLoadState('networkidle');
    found.push(...(await axeViolations(page)).map((v) => `search: ${v}`));
    const href = await page
      .locator('main')
      .getByRole('link', { name: /Explore Vehicle/i })
      .first()
      .getAttribute('href');
    await page.goto(`${base}${href}`);
    found.push(...(await axeViolations(page)).map((v) => `vehicle: ${v}`));
    expect(found, `${slug}\n${found.join('\n')}`).toEqual([]);
    await page.context().close();
  });
});
