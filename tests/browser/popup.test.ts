/**
 * The promotional popup in real Chromium (spec §4 *Popup*; §9 max 600 px wide, 80vh high) on every
 * built tenant: where the config has one that has not expired in the site's time zone, the home page
 * opens it as a labelled modal once loaded, axe clean; Esc closes it and it stays closed on this site;
 * following its link hides it too; after its last day it does not open. Elsewhere the home page has no popup.
 * Expectations come from the tenant's config, never its slug. The browser's clock is fixed (Playwright's
 * `clock.setFixedTime`) two days before and two days after the popup's expiry date, so both paths are tested
 * whatever today's date is; a popup without an expiry date is tested at the stock clock's date.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { isPopupExpired } from '../../src/domain/popup.ts';
import { zonedTime } from '../../src/domain/time.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

async function openHome(page: Page, base: string): Promise<string | undefined> {
  await page.goto(`${base}/`);
  const dialog = page.locator('dialog[data-popup]');
  if ((await dialog.count()) === 0) return undefined;
  // The script decides after load and idle: it writes 'shown', 'hidden' or 'expired'.
  await expect.poll(() => dialog.getAttribute('data-state'), { timeout: 10_000 }).not.toBeNull();
  return (await dialog.getAttribute('data-state')) ?? undefined;
}

const DAY_MS = 86_400_000;
/** The sample snapshot's stock clock: the date a popup without expiry is tested at. */
const STOCK_CLOCK = Date.parse('2026-11-20T02:00:00Z');

/** A browser context whose clock reads `at` (Date.now, new Date; timers still run). */
async function contextAt(at: number, viewport?: { width: number; height: number }): Promise<BrowserContext> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  await context.clock.setFixedTime(at);
  return context;
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  const popup = site.theme.popup;
  // Noon UTC on the last day is that day in every Australian time zone; two days either side are clearly before and after it.
  const lastDay = popup?.expiryDate ? Date.parse(`${popup.expiryDate}T12:00:00Z`) : null;
  const whileLive = lastDay === null ? STOCK_CLOCK : lastDay - 2 * DAY_MS;
  const afterExpiry = lastDay === null ? null : lastDay + 2 * DAY_MS;

  it.runIf(popup !== null)('opens the popup on the home page; Esc closes it for good on this site; its link hides it too', async () => {
    // The fixed clock is on the live side of the rule the page applies (spec §4 Popup).
    expect(isPopupExpired(popup!.expiryDate, zonedTime(Math.floor(whileLive / 1000), site.timezone).date)).toBe(false);
    const context = await contextAt(whileLive, { width: 390, height: 844 });
    const page = await context.newPage();
    expect(await openHome(page, base)).toBe('shown');
    const dialog = page.getByRole('dialog', { name: popup!.title });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: popup!.buttonText }).getAttribute('href')).toBe(popup!.linkTo);
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(600);
    expect(box.height).toBeLessThanOrEqual(844 * 0.8 + 1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    expect(await openHome(page, base)).toBe('hidden');
    expect(await page.locator('dialog[data-popup]').evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    await context.close();

    const second = await (await contextAt(whileLive)).newPage();
    expect(await openHome(second, base)).toBe('shown');
    await second.getByRole('dialog', { name: popup!.title }).getByRole('link', { name: popup!.buttonText }).click();
    await second.waitForURL(`${base}${popup!.linkTo}`);
    expect(await openHome(second, base)).toBe('hidden');
    await second.context().close();
  });

  it.runIf(afterExpiry !== null)("does not open the popup after its expiry date (in the site's time zone)", async () => {
    expect(isPopupExpired(popup!.expiryDate, zonedTime(Math.floor(afterExpiry! / 1000), site.timezone).date)).toBe(true);
    const page = await (await contextAt(afterExpiry!)).newPage();
    expect(await openHome(page, base)).toBe('expired');
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });

  it.runIf(popup === null)('has no popup on the home page (none configured)', async () => {
    const page = await (await contextAt(STOCK_CLOCK)).newPage();
    expect(await openHome(page, base)).toBeUndefined();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.context().close();
  });
});
