/**
 * The vehicle page in a real browser (issue #4), on every built sample tenant, with expectations taken
 * from the tenant's own config (never its slug): sections (accordion on phones, a tab row with arrow
 * keys on desktops, readable without JavaScript), Show More / Show Less, favourites and the favourites
 * page (also with storage blocked), compare, the share copy toast, the phone reveal, the sticky mobile
 * bar, Print and Print to PDF (and its failure alert), keyboard access, and axe-core WCAG 2.2 AA.
 */
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { SiteConfig } from '../../src/config/schema/site.ts';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { tenantConfig, listedSearchDocs } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function open(
  base: string,
  path: string,
  opts: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean; init?: string } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await browser.newContext({
    viewport: opts.viewport ?? PHONE,
    javaScriptEnabled: opts.javaScriptEnabled ?? true,
    acceptDownloads: true,
  });
  if (opts.init) await context.addInitScript(opts.init);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  // The page script runs once the hero image has painted (AfterPaint); tests act when it has.
  if (opts.javaScriptEnabled ?? true) await page.waitForFunction(() => document.documentElement.dataset.afterPaint === 'ready');
  return { page, context, errors };
}

/** The first car of the search page's first result page (in stock first, spec §7 rank). */
async function firstCarPath(base: string): Promise<string> {
  const html = await (await fetch(`${base}/search/`)).text();
  return html.match(/href="(\/cars\/[a-z0-9-]+\/)"/)![1]!;
}

/** A listed sold car of the tenant (from its search index), or null when none is listed. */
async function soldCarPath(base: string): Promise<string | null> {
  const sold = (await listedSearchDocs(base)).find((d) => d.status === 'sold');
  return sold ? `/cars/${sold.slug}/` : null;
}

/** The tenant's listed cars (its search index), in rank order. */
async function listedCars(base: string): Promise<SearchDoc[]> {
  return await listedSearchDocs(base);
}

/**
 * A listed car the favourite rule lets a visitor save (spec §4: in stock, and on a site that requires them a
 * price and photos unless used): the known state the favourites tests start from.
 */
async function saveableCarPath(base: string): Promise<string | null> {
  const doc = (await listedCars(base)).find(
    (d) => (d.status === 'in_stock' || d.status === 'coming_soon') && d.price !== null && d.image !== null,
  );
  return doc ? `/cars/${doc.slug}/` : null;
}

/** Resolves once the page has handled what happened before (scroll events run before the next frames). */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The spec list rows (`dt` → `dd`) of a vehicle page's HTML: the details card and all specifications. */
const specRows = (html: string): [string, string][] =>
  [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)<\/dd>/g)].map((m) => [m[1]!.trim(), m[2]!.trim()]);

/** The text a jsPDF file draws (its content streams inflated; `(text) Tj` operands). */
function pdfStrings(pdf: Buffer): string[] {
  const out: string[] = [];
  const raw = pdf.toString('latin1');
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length;
    const end = raw.indexOf('endstream', start);
    let body: string;
    try {
      body = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      body = raw.slice(start, end);
    }
    for (const t of body.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) out.push(t[1]!.replace(/\\(.)/g, '$1'));
  }
  return out;
}

/** The visible text of the page's first h1. */
const h1 = async (page: Page) => ((await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '').replace(/\s+/g, ' ').trim();

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  let car: string;
  let site: SiteConfig;
  beforeAll(async () => {
    car = await firstCarPath(base);
    site = tenantConfig(slug);
  });

  it('shows the sections as an exclusive accordion on phones, readable without JavaScript', async () => {
    const noJs = await open(base, car, { javaScriptEnabled: false });
    const comments = noJs.page.locator('#dealer-comments');
    expect(await comments.getAttribute('open')).not.toBeNull();
    await noJs.page.locator('#whats-included > summary').click();
    expect(await noJs.page.locator('#whats-included').getAttribute('open')).not.toBeNull();
    expect(await comments.getAttribute('open')).toBeNull();
    expect(await noJs.page.locator('#whats-included li').first().isVisible()).toBe(true);
    await noJs.context.close();
  });

  it('lays the sections out as tabs on a desktop, with arrow keys and one tab always open', async () => {
    const { page, context, errors } = await open(base, car, { viewport: DESKTOP });
    const summaries = page.locator('[data-tabs] > details > summary');
    const [a, b] = [await summaries.nth(0).boundingBox(), await summaries.nth(1).boundingBox()];
    expect(Math.abs(a!.y - b!.y)).toBeLessThan(2);
    await summaries.nth(0).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("What's Included");
    expect(await page.locator('#whats-included').getAttribute('open')).not.toBeNull();
    await summaries.nth(1).click();
    expect(await page.locator('#whats-included').getAttribute('open')).not.toBeNull();
    await page.keyboard.press('End');
    expect(await page.locator('[data-tabs] > details').last().getAttribute('open')).not.toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives a sold car the SOLD block and 'Find Me Something Similar' instead of buying actions (spec §4)", async (ctx) => {
    const sold = await soldCarPath(base);
    if (!sold) ctx.skip(`${slug} lists no sold car at the stock clock`);
    const { page, context } = await open(base, sold!);
    expect(await page.locator('.price-block--sold').textContent()).toContain('SOLD');
    const similar = page.locator('#vehicle-actions').getByRole('link', { name: 'Find Me Something Similar' });
    expect(await similar.getAttribute('href')).toBe('#find-similar');
    expect(
      await page
        .locator('#vehicle-actions')
        .getByRole('link', { name: /Reserve|Buy Online|Test Drive|Trade-In|Enquire/ })
        .count(),
    ).toBe(0);
    expect(await page.locator('#find-similar').count()).toBe(1);
    // The page script has run (open() waits for it): the favourite rule hides Save for a sold car …
    expect(await page.locator('[data-favourite]').isHidden()).toBe(true);
    await context.close();
  });

  it.runIf(tenantConfig(slug).features.favourites)(
    'a sold car a visitor saved before it sold shows Save pressed, to unsave (the favourite rule, not a default hidden)',
    async (ctx) => {
      const sold = await soldCarPath(base);
      if (!sold) return ctx.skip(`${slug} lists no sold car at the stock clock`);
      // Once saved (the device's list has it), the page shows the button to unsave, unlike the unsaved sold car above.
      const doc = (await listedCars(base)).find((d) => `/cars/${d.slug}/` === sold)!;
      const entry = { id: doc.id, slug: doc.slug, name: doc.name, make: doc.make, model: doc.model, primary_image_url: null };
      const saved = await open(base, sold!, { init: `localStorage.setItem('favourites', ${JSON.stringify(JSON.stringify([entry]))});` });
      await expect.poll(() => saved.page.locator('[data-favourite]').getAttribute('aria-pressed')).toBe('true');
      expect(await saved.page.locator('[data-favourite]').isVisible()).toBe(true);
      await saved.context.close();
    },
  );

  it('shows the first 4 key specs, then Show More / Show Less', async () => {
    const { page, context } = await open(base, car);
    const rows = page.locator('.car-card .spec-list__row');
    const visible = async () => rows.evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
    expect(await visible()).toBe(Math.min(4, await rows.count()));
    const more = page.locator('.car-card summary');
    if (await more.count()) {
      await more.click();
      expect(await more.textContent()).toContain('Show Less');
      expect(await visible()).toBe(await rows.count());
      await more.click();
      expect(await visible()).toBe(4);
    }
    await context.close();
  });

  it('saves a favourite on the device (event 39), lists it on /favourites/, and removes it', async (ctx) => {
    if (!site.features.favourites) ctx.skip(`${slug} has features.favourites off`);
    const car = await saveableCarPath(base);
    if (!car) ctx.skip(`${slug} lists no car in stock with a price and a photo`);
    const { page, context } = await open(base, car!);
    const save = page.locator('[data-favourite]');
    expect(await save.isVisible()).toBe(true);
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('favourites')))!);
    expect(Object.keys(stored[0]).sort()).toEqual(['id', 'make', 'model', 'name', 'primary_image_url', 'slug']);
    const events = await page.evaluate(() =>
      (window as unknown as { dataLayer: { event_id: unknown }[] }).dataLayer.map((e) => e.event_id),
    );
    expect(events).toContain(39);
    await expect.poll(() => page.locator('[data-toaster]').textContent()).toContain('saved to your favourites');
    await page.reload();
    await expect.poll(() => page.locator('[data-favourite]').getAttribute('aria-pressed'), { timeout: 5000 }).toBe('true');
    await page.goto(`${base}/favourites/`);
    const card = page.locator('.saved-card');
    await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
    expect(await card.getByRole('link').first().getAttribute('href')).toBe(car);
    expect(await axeViolations(page)).toEqual([]);
    await card.getByRole('button', { name: /^Remove/ }).click();
    await expect.poll(() => page.getByText('You have no saved cars yet.').isVisible(), { timeout: 5000 }).toBe(true);
    await context.close();
  });

  it('still saves for the visit when localStorage is blocked', async (ctx) => {
    if (!site.features.favourites) ctx.skip(`${slug} has features.favourites off`);
    const car = await saveableCarPath(base);
    if (!car) ctx.skip(`${slug} lists no car in stock with a price and a photo`);
    const blocked = `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });`;
    const { page, context, errors } = await open(base, car!, { init: blocked });
    const save = page.locator('[data-favourite]');
    expect(await save.isVisible()).toBe(true);
    await save.click();
    await expect.poll(() => save.getAttribute('aria-pressed')).toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('compares cars side by side, each read from its lookup file beside the search index; offline it says so, and "Try again" loads them', async (ctx) => {
    if (!site.features.compare) ctx.skip(`${slug} has features.compare off`);
    const { page, context } = await open(base, car, { viewport: DESKTOP });
    await page.locator('[data-compare]').click();
    await expect.poll(() => page.locator('[data-compare]').getAttribute('aria-pressed')).toBe('true');
    const searchData: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/search/')) searchData.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/compare/`);
    const table = page.getByRole('table');
    await expect
      .poll(() => table.locator('tbody tr').first().locator('td').first().textContent(), { timeout: 15_000 })
      .toMatch(/\$|Enquire|PREORDER|SOLD/);
    // The compared car's lookup file, not the whole search index (src/stock/car-lookup.ts).
    expect(searchData).toEqual([expect.stringMatching(/^\/search\/car\/\d+\/\d+\.json$/)]);
    expect(await table.locator('thead th a').textContent()).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);
    // Offline: the page says the details could not be loaded, and does not call the car "No longer listed".
    const offline = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
    await page.route('**/search/car/**', offline);
    await page.reload();
    const status = page.getByRole('status').filter({ hasText: 'The car details could not be loaded.' });
    await status.waitFor({ timeout: 15_000 });
    expect(await table.locator('tbody tr').first().locator('td').first().textContent()).toBe('');
    // Its photo's place is kept empty, not filled with the "image not found" picture.
    expect(await table.locator('thead img').count()).toBe(0);
    expect(await table.locator('thead .compare-photo-pending').count()).toBe(1);
    await page.unroute('**/search/car/**', offline);
    await status.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => table.locator('tbody tr').first().locator('td').first().textContent(), { timeout: 15_000 })
      .toMatch(/\$|Enquire|PREORDER|SOLD/);
    expect(await table.locator('thead img').count()).toBe(1);
    await context.close();
  });

  it("says the map is unavailable when its tile server does not answer, and offers 'Try again', keeping the keyboard focus", async (ctx) => {
    const style = site.features.map_style_url;
    if (!style) return ctx.skip(`${slug} shows no map (features.map_style_url is null)`);
    const location = (await (await fetch(`${base}/`)).text()).match(/href="(\/our-location\/[^"/]+\/)"/)?.[1];
    expect(location, 'the home page links a location page').toBeDefined();
    const unavailable = 'The map is unavailable right now. Use the directions link to find us.';
    // The vehicle page's map wakes as it scrolls into view; a location page's only on its button.
    for (const [path, how] of [
      [car, 'scroll'],
      [location!, 'press'],
    ] as const) {
      const context = await browser.newContext({ viewport: PHONE });
      let asked = 0;
      await context.route(style, (route) => {
        asked++;
        return route.abort('connectionrefused');
      });
      const page = await context.newPage();
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const box = page.locator('[data-map]');
      const show = box.getByRole('button', { name: 'Show map' });
      expect(await show.isVisible(), path).toBe(true);
      if (how === 'scroll') await box.scrollIntoViewIfNeeded();
      else await show.click();
      const status = box.getByRole('status');
      await status.filter({ hasText: unavailable }).waitFor();
      expect(asked, path).toBe(1);
      // The button that did nothing more is gone; the one there tries again.
      expect(await show.count(), path).toBe(0);
      const again = box.getByRole('button', { name: 'Try again' });
      expect(await again.isVisible(), path).toBe(true);
      // From the keyboard: the button goes away as it is pressed, and the focus stays in the map box's status line.
      await again.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => asked, { message: path }).toBe(2);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), path).toBe('status');
      await status.filter({ hasText: unavailable }).waitFor();
      expect(await again.isVisible(), path).toBe(true);
      await context.close();
    }
  });

  it("copies the share link, reads 'Copied' for 1.5 s, and toasts 'Copied {car name} to your clipboard!'", async () => {
    const { page, context } = await open(base, car);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const copy = page.locator('[data-copy-link]');
    await copy.click();
    await expect.poll(() => copy.textContent()).toContain('Copied');
    const url = await page.evaluate(() => navigator.clipboard.readText());
    expect(url).toBe(`${site.site_url.replace(/\/+$/, '')}${car}`);
    const name = await copy.getAttribute('data-car-name');
    await expect.poll(() => page.locator('[data-toaster]').textContent()).toContain(`Copied ${name} to your clipboard!`);
    await expect.poll(() => copy.textContent(), { timeout: 2500 }).toContain('Copy link');
    const twitter = page.locator('[data-share-popup][href*="twitter.com"]');
    expect(await twitter.count()).toBe(site.features.share_twitter ? 1 : 0);
    await context.close();
  });

  it('reveals the phone number on click where the site hides it, else dials', async (ctx) => {
    const { page, context } = await open(base, car);
    const call = page.locator('#vehicle-actions [data-call]');
    if (!(await call.count())) ctx.skip(`${slug}: the first car's location has no phone number`);
    if (site.features.phone_reveal) {
      expect(await call.textContent()).toContain('Show phone number');
      await call.click();
      expect(await call.textContent()).toMatch(/Call 0\d[\d ]+/);
      expect(page.url()).toContain('/cars/');
    } else {
      expect(await call.textContent()).toMatch(/^\s*Call \d/);
    }
    await context.close();
  });

  it.runIf(!tenantConfig(slug).features.sticky_mobile_bar)('draws no sticky mobile bar where the site turns it off', async () => {
    const { page, context } = await open(base, car);
    expect(await page.locator('[data-sticky-bar]').count()).toBe(0);
    await context.close();
  });

  it.runIf(tenantConfig(slug).features.sticky_mobile_bar)(
    'shows the sticky mobile bar only while the buttons are off screen and past the offset',
    async () => {
      const { page, context } = await open(base, car);
      const bar = page.locator('[data-sticky-bar]');
      expect(await bar.isHidden()).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await expect.poll(() => bar.isVisible()).toBe(true);
      await page.locator('#vehicle-actions').scrollIntoViewIfNeeded();
      await expect.poll(() => bar.isHidden()).toBe(true);
      await context.close();
      const desktop = await open(base, car, { viewport: DESKTOP });
      await desktop.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await twoFrames(desktop.page); // the scroll that showed the bar on a phone has been handled
      expect(await desktop.page.locator('[data-sticky-bar]').isVisible()).toBe(false);
      await desktop.context.close();
    },
  );

  it.runIf(tenantConfig(slug).features.sticky_mobile_bar)(
    'scrolled to the end on a phone, the sticky bar covers none of the footer and leaves no blank band above it',
    async () => {
      // The space between the page's last content and the footer, and the lowest line of the footer's text.
      const measure = (p: Page) =>
        p.evaluate(() => {
          const footer = document.querySelector('.site-footer')!;
          const texts = [...footer.querySelectorAll('*')].filter((el) =>
            [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== ''),
          );
          let last: Element = document.querySelector('.vdp')!;
          while (last.lastElementChild) last = last.lastElementChild;
          return {
            lastText: Math.max(...texts.map((el) => el.getBoundingClientRect().bottom)),
            gapAboveFooter: footer.getBoundingClientRect().top - last.getBoundingClientRect().bottom,
            atEnd: Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) < 2,
          };
        });
      const { page, context } = await open(base, car);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = page.locator('[data-sticky-bar]');
      await expect.poll(() => bar.isVisible()).toBe(true);
      const phone = await measure(page);
      const barTop = await bar.evaluate((el) => el.getBoundingClientRect().top);
      await context.close();
      expect(phone.atEnd).toBe(true);
      expect(phone.lastText).toBeLessThanOrEqual(barTop);
      // The same space as on a desktop, where the bar never shows (the bar's room used to be a 72 px band there).
      const desktop = await open(base, car, { viewport: DESKTOP });
      const wide = await measure(desktop.page);
      await desktop.context.close();
      expect(Math.abs(phone.gapAboveFooter - wide.gapAboveFooter)).toBeLessThanOrEqual(1);
    },
  );

  it('opens the printable page in a new tab and saves {slug}.pdf with Print to PDF', async (ctx) => {
    if (!site.features.print) ctx.skip(`${slug} has features.print off`);
    const { page, context } = await open(base, car);
    const slugOfCar = car.split('/')[2]!;
    const link = page.getByRole('link', { name: /^Print/ });
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('href')).toBe(`/print/?car_id=${slugOfCar}`);
    const title = await h1(page);
    // The label reads 'Preparing...' only while the PDF is built, which can be over before a read after the
    // click comes back: the page records every label it shows from before the press.
    await page.evaluate(() => {
      const button = document.querySelector('[data-print-pdf]')!;
      const shown: string[] = [];
      (window as unknown as { pdfLabels: string[] }).pdfLabels = shown;
      new MutationObserver(() => shown.push(`${button.textContent?.trim()}|${button.getAttribute('aria-busy')}`)).observe(button, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(d.message());
      void d.dismiss();
    });
    const download = page.waitForEvent('download');
    await page.locator('[data-print-pdf]').click();
    expect((await download).suggestedFilename()).toBe(`${slugOfCar}.pdf`);
    expect(alerts).toEqual([]);
    const labels = await page.evaluate(() => (window as unknown as { pdfLabels: string[] }).pdfLabels);
    expect(labels).toContain('Preparing...|true');
    await expect.poll(() => page.locator('[data-print-pdf]').getAttribute('aria-busy'), { timeout: 5000 }).toBeNull();

    await page.goto(`${base}/print/?car_id=${slugOfCar}`);
    await expect.poll(() => h1(page), { timeout: 10_000 }).toBe(title);
    expect(await page.locator('.print-car__specs dt').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${base}/print/?car_id=not-a-listed-car`);
    await expect.poll(() => page.locator('[data-print-status]').textContent(), { timeout: 10_000 }).toContain('no longer listed');
    await context.close();
  });

  it('alerts the error message when the PDF cannot be made (spec §8)', async (ctx) => {
    if (!site.features.print) ctx.skip(`${slug} has features.print off`);
    const { page, context } = await open(base, car);
    await page.route(/pdf-document\.[\w-]+\.js$/, (route) => route.abort());
    const alerts: string[] = [];
    page.on('dialog', (d) => {
      alerts.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    await page.locator('[data-print-pdf]').click();
    await expect.poll(() => alerts, { timeout: 10_000 }).toHaveLength(1);
    expect(alerts[0]).toMatch(/^alert: .+/);
    await expect.poll(() => page.locator('[data-print-pdf]').textContent()).toContain('Print to PDF');
    await context.close();
  });

  it('says so above the price when the view call reports the car sold since the page was built (car_fields, spec §7)', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    let called = false;
    // The API answers with the car's live fields when the page is stale; here the car sold overnight.
    await page.route(/\/api\/cars\/[a-z0-9-]+\/view\.json/, (route) => {
      called = true;
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ views: 7, car_fields: { status: 'sold', reserved: false } }),
      });
    });
    await page.goto(`${base}${car}`, { waitUntil: 'load' });
    const notice = page.getByRole('status').filter({ hasText: 'This car has just been sold.' });
    await notice.waitFor();
    expect(called).toBe(true);
    expect(await notice.innerText()).toBe(
      'This car has just been sold. Tell us what you are looking for and we will find you something similar.',
    );
    expect(await page.locator('[data-view-count]').textContent()).toBe(' · 7 views');
    await context.close();
  });

  it('is usable by keyboard: Tab reaches the buttons and toggles work with Enter', async () => {
    const { page, context } = await open(base, car, { viewport: DESKTOP });
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(() => document.activeElement?.matches('[data-favourite], [data-copy-link]') ?? false);
    }
    expect(reached).toBe(true);
    const before = await page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? document.activeElement?.textContent);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-pressed') ?? document.activeElement?.textContent))
      .not.toBe(before);
    await context.close();
  });

  it('has no WCAG 2.2 AA violations on phones and desktops, and no layout shift from its scripts', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await open(base, car, { viewport });
      await page.waitForLoadState('networkidle');
      const found = await axeViolations(page);
      expect(found, `${slug} ${viewport.width}px\n${found.join('\n')}`).toEqual([]);
      const cls = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let total = 0;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
                if (!e.hadRecentInput) total += e.value;
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(total), 500);
          }),
      );
      expect(cls).toBeLessThanOrEqual(0.02);
      await context.close();
    }
  });
});

describe.each(Object.entries(tenants))('%s: specifications, each fact once (issue #9)', (slug, base) => {
  let site: SiteConfig;
  let cars: SearchDoc[];
  /** A listed in-stock car whose page states a fuel consumption (variant data), or null. */
  let withConsumption: string | null = null;
  beforeAll(async () => {
    site = tenantConfig(slug);
    cars = await listedCars(base);
    for (const d of cars.filter((c) => c.status === 'in_stock').slice(0, 40)) {
      const html = await (await fetch(`${base}/cars/${d.slug}/`)).text();
      if (specRows(html).some(([label]) => /^Fuel consumption/i.test(label))) {
        withConsumption = d.slug;
        break;
      }
    }
  });

  it('lists fuel consumption, engine and cylinders once on the vehicle page', async (ctx) => {
    if (!withConsumption) ctx.skip(`${slug}: none of the first 40 listed cars in stock has a fuel consumption figure`);
    const rows = specRows(await (await fetch(`${base}/cars/${withConsumption}/`)).text());
    expect(rows.filter(([label]) => /^Fuel consumption/i.test(label))).toHaveLength(1);
    for (const label of ['Engine', 'Cylinders']) expect(rows.filter(([l]) => l === label).length, label).toBeLessThanOrEqual(1);
  });

  it('lists fuel consumption once on the printable page and in the PDF', async (ctx) => {
    if (!withConsumption) ctx.skip(`${slug}: none of the first 40 listed cars in stock has a fuel consumption figure`);
    if (!site.features.print) ctx.skip(`${slug} has no Print / Print to PDF (features.print off)`);
    const { page, context } = await open(base, `/cars/${withConsumption}/`);
    const download = page.waitForEvent('download');
    await page.locator('[data-print-pdf]').click();
    const strings = pdfStrings(readFileSync(await (await download).path()));
    expect(strings.some((t) => t.includes('Specifications'))).toBe(true);
    // Spec labels are drawn as their own strings: 'Fuel consumption' (details) and, before the fix, 'Fuel consumption (combined)'.
    expect(strings.filter((t) => /^Fuel consumption\b/i.test(t.trim()))).toHaveLength(1);
    await page.goto(`${base}/print/?car_id=${withConsumption}`);
    await expect.poll(() => page.locator('.print-car__specs dt').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const labels = await page.locator('.print-car__specs dt').allTextContents();
    expect(labels.filter((l) => /^Fuel consumption\b/i.test(l.trim()))).toHaveLength(1);
    await context.close();
  });

  it("gives a motorcycle's engine in cc ('649 cc', never '0.6 L')", async (ctx) => {
    const bikes = cars.filter((c) => c.item_type === 'motorcycle');
    if (bikes.length === 0) ctx.skip(`${slug} lists no motorcycle`);
    let engines = 0;
    for (const bike of bikes.slice(0, 5)) {
      const rows = specRows(await (await fetch(`${base}/cars/${bike.slug}/`)).text()).filter(([label]) => label === 'Engine');
      expect(rows.length, bike.slug).toBeLessThanOrEqual(1);
      for (const [, value] of rows) expect(value, bike.slug).toMatch(/^\d{1,3}(,\d{3})* cc$/);
      engines += rows.length;
    }
    expect(engines).toBeGreaterThan(0);
  });
});

describe.each(Object.entries(tenants))('%s: nothing competes with the hero image (issue #9: vehicle page LCP)', (slug, base) => {
  it('requests no script, style or sprite before the largest contentful paint; the page script runs after it', async () => {
    const cars = await listedCars(base);
    // A car in stock and, where listed, a sold one: both page kinds load the same way.
    const paths = [cars.find((c) => c.status === 'in_stock'), cars.find((c) => c.status === 'sold')]
      .filter((c) => c !== undefined)
      .map((c) => `/cars/${c.slug}/`);
    for (const path of paths) {
      const { page, context } = await open(base, path);
      // Wait until the page's scripts have been asked for (after the paint, when the fix works).
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\.js(\?|$)/.test(r.name)));
      const timing = await page.evaluate(
        () =>
          new Promise<{ lcp: number; early: string[] }>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries();
              const lcp = entries[entries.length - 1]!.startTime;
              // The browser asks for the site icon itself when the document loads: not the page's request.
              const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href;
              const early = performance
                .getEntriesByType('resource')
                .filter((r) => (r as PerformanceResourceTiming).initiatorType !== 'img' && r.name !== icon && r.startTime < lcp)
                .map((r) => `${(r as PerformanceResourceTiming).initiatorType} ${r.name} at ${r.startTime.toFixed(0)} ms`);
              resolve({ lcp, early });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timing.lcp, `${slug}${path}`).toBeGreaterThan(0);
      expect(timing.early, `${slug}${path}: requested before the LCP at ${timing.lcp.toFixed(0)} ms`).toEqual([]);
      await context.close();
    }
  });
});
