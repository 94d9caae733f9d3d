/**
 * The model range in real Chromium (issue 11; spec §2 header "model mega-menu grouped by category",
 * routes `/models?body={body}`; §3 *Model*) on every built tenant with a range (one whose /models/ page
 * was built, the same fact as its menu): the models mega-menu opens by mouse hover (templates whose
 * dropdowns open on hover), by touch (tap) and by keyboard (Enter, Tab into it, Esc closes and returns
 * focus), shows its category groups with All-New labels where the range has them, and every model link
 * leads to a page that exists; /models/?body= shows only that body type. Axe clean.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { TEMPLATE_NAVIGATION } from '../../src/config/schema/navigation.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

const hasRange = async (base: string) => (await fetch(`${base}/models/`)).status === 200;
const trigger = (page: Page) => page.locator('[data-menu-item]:has([data-mega-menu]) [data-menu-trigger]');
const mega = (page: Page) => page.locator('[data-mega-menu]');

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);

  it('opens the models mega-menu by mouse, touch and keyboard; every model link leads to a built page; axe clean', async (ctx) => {
    if (!(await hasRange(base))) return ctx.skip('this tenant has no model range (no /models/ page), so no models menu');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.locator('[data-site-header][data-menus]').waitFor();
    if ((await trigger(page).count()) === 0) {
      await context.close();
      return ctx.skip("the models entry is not in this tenant's header (template or navigation config)");
    }
    // Mouse: hover opens it on hover templates (a click would then close it again), else a click does.
    if (TEMPLATE_NAVIGATION[site.template].dropdowns === 'hover') await trigger(page).hover();
    else await trigger(page).click();
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('true');
    await mega(page).waitFor({ state: 'visible' });
    const groups = await mega(page).getByRole('heading', { level: 2 }).allInnerTexts();
    expect(groups.length).toBeGreaterThan(0);
    // Each model reads 'New {name}', and a name that is a number carries its make ('New Mazda 2', not 'New 2').
    const names = await mega(page).locator('.mega__name').allInnerTexts();
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => !n.startsWith('New ') || /^New \d/.test(n))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const hrefs = [
      ...new Set(
        await mega(page)
          .locator('a')
          .evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!)),
      ),
    ];
    for (const href of hrefs) {
      const url = new URL(href, `${base}/`);
      expect((await fetch(`${base}${url.pathname}`)).status, href).toBe(200);
    }
    if (TEMPLATE_NAVIGATION[site.template].dropdowns === 'hover') {
      await page.mouse.move(5, 880);
      await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
    } else {
      await page.keyboard.press('Escape');
      await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
    }

    // Keyboard: focus the trigger, Enter opens, Tab reaches the first model, Esc closes and gives focus back.
    await trigger(page).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-mega-menu]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => trigger(page).getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-menu-trigger'))).toBe(true);
    await context.close();

    // Touch: a tap opens it (a tablet wide enough for the desktop menu).
    const touch = await browser.newContext({ viewport: { width: 1100, height: 800 }, hasTouch: true, isMobile: false });
    const tablet = await touch.newPage();
    await tablet.goto(`${base}/`);
    await tablet.locator('[data-site-header][data-menus]').waitFor();
    await trigger(tablet).tap();
    await mega(tablet).waitFor({ state: 'visible' });
    await touch.close();
  }, 180_000);

  it('filters /models/ by ?body= and lists every model under its category, axe clean', async (ctx) => {
    if (!(await hasRange(base))) return ctx.skip('this tenant has no model range (no /models/ page)');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/models/`);
    const all = await page.locator('[data-model-body]').count();
    const bodies = await page.locator('[data-model-body]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.modelBody!));
    const body = bodies[bodies.length - 1]!;
    await page.goto(`${base}/models/?body=${body}`);
    await expect.poll(() => page.locator('[data-model-body]:visible').count()).toBe(bodies.filter((b) => b === body).length);
    expect(
      await page
        .locator('[data-model-body]:visible')
        .evaluateAll((els, b) => els.every((e) => (e as HTMLElement).dataset.modelBody === b), body),
    ).toBe(true);
    expect(await page.locator(`[data-body-link="${body}"]`).getAttribute('aria-current')).toBe('true');
    expect(await page.getByRole('status').innerText()).toBe(`Showing ${bodies.filter((b) => b === body).length} of ${all} models`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);
});
