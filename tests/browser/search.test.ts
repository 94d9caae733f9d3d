/**
 * Car search in Chromium (issue #3) on every built tenant: landing pages without JavaScript, facet
 * clicks, make cards, sliders and typed ranges, sort, pages, back/forward, a landing page's preset,
 * the mobile filter drawer, recent searches, and promo cards decided by the visitor's date.
 * Structure is asserted on live stock; exact values only where the tenant's config gives them.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { IMAGE_NOT_FOUND_URL } from '../../src/stock/images.ts';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { buildNow, listedSearchDocs, tenantConfig } from './tenant.ts';
import { PENDING_MESSAGE, ROUTE_ATTRIBUTE, SHOWN_ATTRIBUTE, type PageRoute } from '../../src/islands/search/pending-url-state.ts';
import { htmlFacts, isNoindex } from '../../src/integration/html-facts.ts';
import type { ServedState } from '../../src/islands/search/served-state.ts';
import type { DirectoryMake } from '../../src/search/directory.ts';
import { hitTag } from '../../src/islands/search/widgets/ResultList.tsx';
import type { SearchDoc } from '../../src/stock/search-document.ts';

const tenants = inject('tenants');
/** `expect.poll` with room for the first search (documents fetched and indexed) on a busy machine. */
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const browser = chromiumForFile();

async function open(url: string, opts: { js?: boolean; width?: number; at?: Date } = {}): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    viewport: { width: opts.width ?? 1280, height: 900 },
    javaScriptEnabled: opts.js ?? true,
  });
  const page = await context.newPage();
  if (opts.at) await page.clock.setFixedTime(opts.at);
  await page.goto(url);
  if (opts.js !== false) {
    // The island hydrates on the visitor's first intent (client:intent): move the pointer as a person would.
    await page.mouse.move(10, 10);
    await page.waitForLoadState('networkidle');
    await page
      .locator('astro-island[ssr]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 })
      .catch(() => undefined);
  }
  return page;
}

/**
 * Holds back the search island's module (a slow phone) until the returned function is called, so a
 * test can act before the island hydrates. Replaces an earlier hold on the same page.
 */
async function holdSearchIsland(page: Page): Promise<() => void> {
  const module = /\/_astro\/SearchApp\.[^/]+\.js/;
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.unroute(module);
  await page.route(module, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Holds back the search page's state file (`/search/…/state.json`, which the shared-link check and the island load)
 * until `release()`; `asked` resolves when the page has asked for it.
 */
async function holdStateFile(page: Page): Promise<{ asked: Promise<void>; release: () => void }> {
  let asked = () => {};
  let release = () => {};
  const wasAsked = new Promise<void>((resolve) => {
    asked = resolve;
  });
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/search\/(?:[^?]*\/)?state\.json/, async (route) => {
    asked();
    await held;
    await route.continue();
  });
  return { asked: wasAsked, release };
}

/** The number in the '1,544 cars found' line. */
async function count(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: /found/ }).first().textContent()) ?? '';
  return Number(text.replace(/[^0-9]/g, '') || 'NaN');
}
const search = (page: Page) => new URL(page.url()).searchParams;
/** The result page number in the URL: `?page=2` or the static page path `/search/…/page/2/`. */
const pageNo = (page: Page) => {
  const u = new URL(page.url());
  return u.searchParams.get('page') ?? /\/page\/(\d+)\/$/.exec(u.pathname)?.[1] ?? null;
};
const cardPrices = async (page: Page) =>
  (await page.locator('.result-card__amount').allTextContents()).map((t) => Number(t.replace(/[^0-9]/g, '')));
/** The facet panel's entries as `name href ticked`, in order: what it offers and what it shows as chosen. */
const panelEntries = (page: Page) =>
  page
    .locator('.search__filters [role=checkbox]')
    .evaluateAll((els) =>
      els.map(
        (el) => `${el.textContent?.replace(/\s*\(\d+\)\s*$/, '').trim()} ${el.getAttribute('href')} ${el.getAttribute('aria-checked')}`,
      ),
    );

const explore = (page: Page) => page.locator('main').getByRole('link', { name: /Explore Vehicle/i });

/** Landing paths of the tenant, from its sitemap. */
async function landingPaths(base: string): Promise<string[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>[^<]*?(\/search\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);

  it('landing pages are in the sitemap and show their first results without JavaScript', async () => {
    const paths = await landingPaths(base);
    // The pages every tenant has are in the sitemap unless they are empty, and so say noindex (issue #9).
    for (const always of ['/search/', '/search/used-cars/', '/search/new-and-demo-cars/', '/search/new-used-and-demo-cars/']) {
      const res = await fetch(`${base}${always}`);
      expect(res.status, always).toBe(200);
      expect(paths.includes(always), always).toBe(!isNoindex(htmlFacts(await res.text(), { headOnly: true })));
    }
    const make = paths.find(
      (p) => /^\/search\/[a-z0-9-]+\/$/.test(p) && !/-cars\/$/.test(p) && paths.some((q) => q.startsWith(p) && q !== p),
    )!;
    const model = paths.find((p) => p.startsWith(make) && p !== make)!;
    for (const path of ['/search/', make, model]) {
      const page = await open(`${base}${path}`, { js: false });
      const n = await count(page);
      expect(await explore(page).count(), path).toBe(Math.min(21, n));
      expect(await page.locator('link[rel=canonical]').getAttribute('href')).toBe(`${site.site_url.replace(/\/$/, '')}${path}`);
      expect(await page.title()).toMatch(/for sale/);
      await page.context().close();
    }
    const used = await open(`${base}/search/used-cars/`, { js: false });
    const conditions = await used.locator('.result-card__specs li:first-child').allTextContents();
    expect(conditions.every((c) => c === 'Used')).toBe(true);
    await used.context().close();
  });

  it('without JavaScript the facet panel is in the page with its counts, and its links lead to the landing pages', async () => {
    const page = await open(`${base}/search/`, { js: false });
    const panel = page.locator('#search-filters');
    expect(await panel.locator('.facet__legend:visible').count()).toBeGreaterThan(0);
    expect(await panel.locator('.facet__count:visible').count()).toBeGreaterThan(0);
    // Only links to static pages are offered: a search that needs the island is hidden without JavaScript.
    expect(await panel.locator('[data-needs-js]:visible').count()).toBe(0);
    const links = panel.locator('a.facet__option:visible, a.make-card__label:visible');
    expect(await links.count()).toBeGreaterThan(0);
    const href = (await links.first().getAttribute('href'))!;
    expect(href).toMatch(/^\/search\/[^?]+\/$/);
    const total = await count(page);
    await links.first().click();
    await page.waitForURL((u) => u.pathname === href);
    expect(await count(page)).toBeLessThan(total);
    await page.context().close();
  });

  // retry: under heavy load (load average 5+ on 2 cores) a click on 'Next page' in the first instant after hydration was
  // lost in 2 of ~6 full runs (the URL stayed at page 2); never on a quiet machine. Open question, see the README's search
  // section: a known race, not hidden — a retry still fails when the pager is broken.
  it('result pages past the first are static pages with their own canonical URL, and the island keeps that page when it wakes', {
    retry: 2,
  }, async () => {
    const first = await open(`${base}/search/`, { js: false });
    const page2 = (await first.getByRole('link', { name: 'Page 2' }).first().getAttribute('href'))!;
    expect(page2).toBe('/search/page/2/');
    const onFirst = await explore(first).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    await first.context().close();
    const noJs = await open(`${base}${page2}`, { js: false });
    const onSecond = await explore(noJs).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(onSecond.length).toBeGreaterThan(0);
    expect(onSecond.filter((h) => onFirst.includes(h))).toEqual([]);
    expect(await noJs.locator('link[rel=canonical]').getAttribute('href')).toBe(`${site.site_url.replace(/\/$/, '')}${page2}`);
    expect(await noJs.getByRole('link', { name: 'Previous page' }).first().getAttribute('href')).toBe('/search/');
    await noJs.context().close();
    const live = await open(`${base}${page2}`);
    expect(pageNo(live)).toBe('2');
    await poll(() => explore(live).first().getAttribute('href')).toBe(onSecond[0]);
    await live.getByRole('link', { name: 'Next page' }).first().click();
    await poll(() => pageNo(live)).toBe('3');
    await live.context().close();
  });

  it("a landing listing every car pages through /search/'s result pages, with and without JavaScript; old links to its own redirect there", async () => {
    const all = await open(`${base}/search/`, { js: false });
    const total = await count(all);
    await all.context().close();
    expect(total).toBeGreaterThan(21);
    // Every sample tenant has one: new, used and demo cars where it sells only cars, else its one dealership's page.
    let landing: string | undefined;
    for (const path of ['/search/new-used-and-demo-cars/', ...site.dealerships.map((d) => `/search/${d.slug}/`)]) {
      const page = await open(`${base}${path}`, { js: false });
      const n = await count(page);
      await page.context().close();
      if (n === total) {
        landing = path;
        break;
      }
    }
    expect(landing).toBeDefined();
    const noJs = await open(`${base}${landing}`, { js: false });
    expect(await noJs.getByRole('link', { name: 'Page 2' }).first().getAttribute('href')).toBe('/search/page/2/');
    expect(await noJs.locator('link[rel=canonical]').getAttribute('href')).toBe(`${site.site_url.replace(/\/$/, '')}${landing}`);
    await noJs.context().close();
    // Its own result pages are not built: an old link to one is sent on (301, `_redirects`) to the same page of /search/.
    const old = await fetch(`${base}${landing}page/2/`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe('/search/page/2/');
    const page2 = await open(`${base}/search/page/2/`, { js: false });
    const onPage2 = await explore(page2).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const panelOfPage2 = await panelEntries(page2);
    expect(panelOfPage2.length).toBeGreaterThan(3);
    await page2.context().close();
    const followed = await open(`${base}${landing}page/2/`, { js: false });
    expect(new URL(followed.url()).pathname).toBe('/search/page/2/');
    expect(await explore(followed).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(onPage2);
    await followed.context().close();
    const live = await open(`${base}${landing}`);
    const panelOfLanding = await panelEntries(live);
    await live.getByRole('link', { name: 'Next page' }).first().click();
    await poll(() => new URL(live.url()).pathname).toBe('/search/page/2/');
    await poll(() => explore(live).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(onPage2);
    // The panel shows what the URL does: the landing's preset no longer ticked, its links those of /search/page/2/
    // (a reload or a shared link shows the same).
    await poll(() => panelEntries(live)).toEqual(panelOfPage2);
    await live.goBack();
    await poll(() => new URL(live.url()).pathname).toBe(landing);
    await poll(() => panelEntries(live)).toEqual(panelOfLanding);
    await live.context().close();
  });

  it('nothing shifts when the island takes over the server-rendered panel and results (desktop)', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/search/`);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    expect(await page.locator('#search-filters .facet').first().isVisible()).toBe(true); // in the HTML, before the island wakes
    await page.mouse.move(10, 10);
    await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached', timeout: 15_000 });
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.005);
    await context.close();
  });

  it('phones: the first tap on Filters shows the panel at once, before the island has woken', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const release = await holdSearchIsland(page);
    await page.goto(`${base}/search/`);
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('button', { name: 'Filters' }).tap();
    await poll(() => page.locator('#search-filters .facet').first().isVisible()).toBe(true);
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0); // still not hydrated
    release();
    await poll(() => page.getByRole('dialog', { name: 'Filters' }).isVisible()).toBe(true);
    await context.close();
  });

  it("phones: the first card photo is the largest paint, nothing but the cards' photos is requested before it, and the island loads its state only when it wakes", async () => {
    const paths = await landingPaths(base);
    // A make landing whose first car has a photo: a car without one shows the low-content 'image not found' drawing,
    // which the browser does not count as a largest paint (the page's heading is then its LCP, rightly).
    let make = '/search/used-cars/';
    for (const p of paths.filter((p) => /^\/search\/[a-z0-9-]+\/$/.test(p) && !/-cars\/$/.test(p))) {
      const html = await (await fetch(`${base}${p}`)).text();
      const firstPhoto = /<img class="result-card__img" src="([^"]+)"/.exec(html)?.[1];
      if (firstPhoto && firstPhoto !== IMAGE_NOT_FOUND_URL) {
        make = p;
        break;
      }
    }
    for (const path of ['/search/', make]) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        hasTouch: true,
        isMobile: true,
        deviceScaleFactor: 1.75,
      });
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('load');
      // The island's server state is its own file, not part of the HTML (issue #9: search page LCP).
      expect(await page.locator('astro-island').first().getAttribute('props'), path).not.toContain('initialResults');
      // The load event can fire before the first photo is painted (on a busy CI machine the heading was then the
      // largest paint so far): wait until the photo is decoded and two frames have been drawn, so the entries read
      // below are the page's final largest paint rather than a race with the paint.
      await page
        .locator('.search-results__item .result-card__img')
        .first()
        .evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
        });
      const timing = await page.evaluate(
        () =>
          new Promise<{ lcp: number; element: string; first: boolean; high: number; early: string[]; icon: string }>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null };
              // The result cards' photos are the only requests allowed before the largest paint: the header
              // logo (raised to high priority in the viewport) and the site icon (asked for by the browser as
              // the document loads) once were requests there too, and Lighthouse's simulated LCP waited for them.
              const photos = new Set(
                [...document.querySelectorAll<HTMLImageElement>('.search-results__item img')].map((i) => i.currentSrc),
              );
              const early = performance
                .getEntriesByType('resource')
                .filter((r) => r.startTime < last.startTime && !photos.has(r.name))
                .map((r) => `${(r as PerformanceResourceTiming).initiatorType} ${r.name} at ${r.startTime.toFixed(0)} ms`);
              const firstPhoto = document.querySelector('.search-results__item .result-card__img');
              resolve({
                lcp: last.startTime,
                element: last.element?.className ?? '',
                first: last.element === firstPhoto,
                high: document.querySelectorAll('img[fetchpriority="high" i]').length,
                early,
                icon: document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.getAttribute('href') ?? '',
              });
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(timing.first, `${slug}${path}: the largest paint is ${timing.element}`).toBe(true);
      expect(timing.high, `${slug}${path}: photos asked for first`).toBe(1);
      expect(timing.early, `${slug}${path}: requested before the LCP at ${timing.lcp.toFixed(0)} ms`).toEqual([]);
      expect(timing.icon.slice(0, 5), `${slug}${path}: the site icon is in the page, no request of its own`).toBe('data:');
      const stateRequests = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((r) => r.name.endsWith('/state.json') || r.name.endsWith('/search/directory.json'))
            .map((r) => new URL(r.name).pathname),
        );
      await page.waitForTimeout(500);
      expect(await stateRequests(), `${slug}${path}: state loaded before the visitor did anything`).toEqual([]);
      await page.touchscreen.tap(5, 300);
      await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached', timeout: 15_000 });
      // The page's own state, and the tenant's make/model directory when its facets show makes or models (one file
      // for every search page, not a copy in each state file).
      const showsDirectory = site.search.facets.includes('make') || site.search.facets.includes('model');
      expect((await stateRequests()).sort()).toEqual([`${path}state.json`, ...(showsDirectory ? ['/search/directory.json'] : [])].sort());
      await context.close();
    }
  });

  it('the card photo and title lead to the car, with one tab stop per card (Explore Vehicle)', async () => {
    const page = await open(`${base}/search/`, { js: false });
    const card = page.locator('.result-card').first();
    const href = (await card.getByRole('link', { name: /Explore Vehicle/ }).getAttribute('href'))!;
    expect(await card.locator('.result-card__title a').getAttribute('href')).toBe(href);
    expect(await card.locator(`a[href="${href}"]`).count()).toBe(3);
    expect(await card.locator(`a[href="${href}"]:not([tabindex="-1"])`).count()).toBe(1);
    await card.locator('img').click();
    await page.waitForURL((u) => u.pathname === href);
    await page.context().close();
  });

  it('a facet click filters, resets the page, and back/forward restore each state', async (ctx) => {
    const page = await open(`${base}/search/?page=2`);
    await poll(() => pageNo(page)).toBe('2');
    const all = await count(page);
    const body = page
      .locator('fieldset')
      .filter({ has: page.getByText('Body type', { exact: true }) })
      .getByRole('checkbox')
      .first();
    if ((await body.count()) === 0) {
      await page.context().close();
      return ctx.skip('no Body type facet value on this tenant');
    }
    await body.check();
    await poll(() => search(page).get('body')).not.toBeNull();
    expect(pageNo(page)).toBeNull();
    await poll(() => count(page)).toBeLessThan(all);
    const filtered = await count(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await poll(() => search(page).get('sortBy')).toBe('lowestPrice');
    await page.goBack();
    await poll(() => search(page).get('sortBy')).toBeNull();
    expect(search(page).get('body')).not.toBeNull();
    expect(await count(page)).toBe(filtered);
    await page.goBack();
    await poll(() => pageNo(page)).toBe('2');
    await poll(() => count(page)).toBe(all);
    await page.goForward();
    await poll(() => count(page)).toBe(filtered);
    await page.context().close();
  });

  it('sorts by price both ways and pages through the results', async () => {
    const page = await open(`${base}/search/`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await poll(() => search(page).get('sortBy')).toBe('lowestPrice');
    await poll(async () => {
      const p = await cardPrices(page);
      return p.length > 1 && p.every((x, i) => i === 0 || p[i - 1]! <= x);
    }).toBe(true);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
    await poll(async () => {
      const p = await cardPrices(page);
      return p.length > 1 && p.every((x, i) => i === 0 || p[i - 1]! >= x);
    }).toBe(true);
    const first = await explore(page).first().getAttribute('href');
    await page.getByRole('link', { name: 'Page 2' }).first().click();
    await poll(() => pageNo(page)).toBe('2');
    await poll(() => explore(page).first().getAttribute('href')).not.toBe(first);
    await page.context().close();
  });

  it('make cards: show all / hide extra makes, a make, and its model list', async (ctx) => {
    if (!site.search.facets.includes('make')) ctx.skip(`${slug} has no make facet (search.facets)`);
    const page = await open(`${base}/search/`);
    const makes = page.locator('.make-card');
    const initial = await makes.count();
    expect(initial).toBeLessThanOrEqual(7);
    const more = page.getByRole('button', { name: 'Show all makes' });
    if (await more.count()) {
      await more.click();
      await poll(() => makes.count()).toBeGreaterThan(7);
      await page.getByRole('button', { name: 'Hide extra makes' }).click();
      await poll(() => makes.count()).toBe(7);
    }
    const card = makes.first();
    const make = (await card.locator('.make-card__name').textContent())!;
    await card.getByRole('button', { name: /Select models/ }).click();
    const list = card.getByRole('list', { name: `${make} models` });
    const models = list.getByRole('checkbox');
    expect(await models.count()).toBeGreaterThan(0);
    expect(await models.count()).toBeLessThanOrEqual(30);
    // Nothing chosen on /search/: each model's count is the whole stock's, as in the directory file, the rarest
    // models' too (the make cards ask the engine for every model, `FACET_VALUES_LIMIT`: at 200, swan-river-auto's
    // Toyota card showed eight models, Coaster and GR86 among them, without a count).
    const directory = (await (await fetch(`${base}/search/directory.json`)).json()) as DirectoryMake[];
    const listed = directory.find((d) => d.make === make)!.models.slice(0, 30);
    const shown = async () =>
      (await list.locator('.facet__item').evaluateAll((items) => items.map((i) => i.textContent!.replace(/\s+/g, ' ').trim()))).map(
        (text) => {
          const m = /^(.*?)(?: \(([\d,]+)\))?$/.exec(text)!;
          return { name: m[1], count: m[2] === undefined ? null : Number(m[2].replace(/,/g, '')) };
        },
      );
    const agrees = async () => {
      const items = await shown();
      return items.length === listed.length && items.every((item, i) => item.name === listed[i]!.name && item.count === listed[i]!.count);
    };
    await poll(agrees).toBe(true);
    await models.first().check();
    await poll(() => search(page).get('model')).not.toBeNull();
    // Ticking a model keeps the other models' counts (disjunctive, as the model facet).
    await poll(agrees).toBe(true);
    await card.getByRole('button', { name: /Hide/ }).click();
    await card.getByText(make, { exact: true }).click();
    await poll(() => search(page).getAll('make')).toEqual([make]);
    await page.context().close();
  });

  it('directory box: typing a make lists it with its count from the make/model directory file, and choosing it refines', async (ctx) => {
    if (!site.search.facets.includes('make')) ctx.skip(`${slug} has no make facet (search.facets)`);
    // The directory is the tenant's one file, loaded beside the page's state when the island wakes.
    const directory = (await (await fetch(`${base}/search/directory.json`)).json()) as DirectoryMake[];
    const make = directory[0]!;
    const page = await open(`${base}/search/`);
    const box = page.getByRole('searchbox', { name: 'Find a make or model' });
    await box.fill(make.make);
    // Its count is the directory file's (before, each page's state file carried the directory).
    const label = `${make.make} (${make.count.toLocaleString('en-AU')})`;
    const match = page.getByRole('list', { name: 'Makes and models found' }).getByRole('button', { name: label, exact: true });
    await match.waitFor({ timeout: 15_000 });
    await match.click();
    await poll(() => search(page).getAll('make')).toEqual([make.make]);
    await page.context().close();
  });

  it('directory box: choosing a model of the make already chosen keeps the make and adds the model', async (ctx) => {
    if (!site.search.facets.includes('make')) ctx.skip(`${slug} has no make facet (search.facets)`);
    const directory = (await (await fetch(`${base}/search/directory.json`)).json()) as DirectoryMake[];
    const make = directory[0]!;
    const model = make.models[0]!;
    const page = await open(`${base}/search/`);
    const box = page.getByRole('searchbox', { name: 'Find a make or model' });
    const found = page.getByRole('list', { name: 'Makes and models found' });
    await box.fill(make.make);
    await found.getByRole('button', { name: `${make.make} (${make.count.toLocaleString('en-AU')})`, exact: true }).click();
    await poll(() => search(page).getAll('make')).toEqual([make.make]);
    // The make is chosen now: choosing one of its models must not untick it (a toggle would).
    await box.fill(`${make.make} ${model.name}`);
    await found.getByRole('button', { name: new RegExp(`^${make.make} ${model.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) }).click();
    await poll(() => search(page).getAll('model')).toEqual([model.name]);
    expect(search(page).getAll('make')).toEqual([make.make]);
    await page.context().close();
  });

  it('the model filter names each model with its make where the site stocks several makes, served and awake, and ticking one refines on the model', async (ctx) => {
    if (!site.search.facets.includes('model')) ctx.skip(`${slug} has no model facet (search.facets)`);
    const directory = (await (await fetch(`${base}/search/directory.json`)).json()) as DirectoryMake[];
    const makesOf = (model: string) => directory.filter((m) => m.models.some((x) => x.name === model)).map((m) => m.make);
    const modelLabels = async (page: Page) =>
      (
        await page
          .locator('#search-filters fieldset.facet')
          .filter({ has: page.locator('legend', { hasText: /^Model$/ }) })
          .locator('a.facet__option')
          .allTextContents()
      ).map((t) => t.replace(/\s*\([\d,]+\)$/, '').trim());
    const served = await open(`${base}/search/`, { js: false });
    const servedLabels = await modelLabels(served);
    await served.context().close();
    expect(servedLabels.length).toBeGreaterThan(0);
    const page = await open(`${base}/search/`);
    expect(await modelLabels(page)).toEqual(servedLabels);
    const top = directory[0]!;
    const model = top.models[0]!.name;
    if (directory.length > 1) {
      // Several makes: no model is named alone (a bare "3" is a Mazda 3), and each label starts with its make.
      expect(servedLabels.filter((l) => !directory.some((m) => l.startsWith(`${m.make} `)))).toEqual([]);
      expect(servedLabels).toContain(`${makesOf(model).join(' / ')} ${model}`);
    } else {
      // One make (a franchise dealer's own models): the make goes without saying.
      expect(servedLabels).toContain(model);
      expect(servedLabels.filter((l) => l.startsWith(`${top.make} `))).toEqual([]);
    }
    const label = directory.length > 1 ? `${makesOf(model).join(' / ')} ${model}` : model;
    await page
      .locator('#search-filters a.facet__option')
      .filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(`) })
      .first()
      .click();
    await poll(() => search(page).getAll('model')).toEqual([model]);
    expect(search(page).getAll('make')).toEqual([]);
    await page.context().close();
  });

  it('price slider (keyboard, 400 ms debounce) and typed values rounded to 1000', async (ctx) => {
    if (!site.search.facets.includes('price')) ctx.skip(`${slug} has no price facet (search.facets)`);
    const page = await open(`${base}/search/`);
    const before = await count(page);
    const min = page.getByRole('slider', { name: 'Minimum price' });
    await min.focus();
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    expect(search(page).get('price')).toBeNull(); // not yet: debounced
    await poll(() => search(page).get('price')).toBe('15000-');
    await poll(() => count(page)).toBeLessThan(before);
    await page.getByLabel('Max price').fill('40,490');
    await page.getByRole('button', { name: 'Apply price' }).click();
    await poll(() => search(page).get('price')).toBe('15000-40000');
    await page.getByLabel('Min price').fill('1000'); // below the minimum: ignored
    await page.getByRole('button', { name: 'Apply price' }).click();
    await poll(() => search(page).get('price')).toBe('-40000');
    await page.context().close();
  });

  it('on a landing page the preset is part of the state: unticking it moves to /search/', async (ctx) => {
    if (!site.search.facets.includes('make')) ctx.skip(`${slug} has no make facet (search.facets)`);
    const paths = await landingPaths(base);
    const make = paths.find((p) => /^\/search\/[a-z0-9-]+\/$/.test(p) && paths.some((q) => q.startsWith(p) && q !== p))!;
    const page = await open(`${base}${make}`);
    const ticked = page.locator('.make-card--checked');
    await poll(() => ticked.count()).toBe(1);
    await ticked.first().locator('.make-card__label').click();
    await page.waitForURL((u) => u.pathname === '/search/');
    await page.goBack();
    await page.waitForURL((u) => u.pathname === make);
    await poll(() => ticked.count()).toBe(1);
    await page.context().close();
  });

  it('phones: results first, filters in a dialog; recent searches are remembered on the device', async () => {
    const page = await open(`${base}/search/`, { width: 390 });
    expect(await page.locator('#search-filters').isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog');
    await poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('checkbox').first().check();
    await poll(() => [...search(page).keys()].length).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await poll(() => page.locator('#search-filters').isVisible()).toBe(false);
    await page.waitForTimeout(1300); // recorded once the search has settled
    await page.goto(`${base}/search/`);
    await page.getByRole('button', { name: 'Filters' }).click();
    await poll(() => page.getByRole('navigation', { name: 'Recent searches' }).getByRole('link').count()).toBe(1);
    await page.context().close();
  });

  it('the island wakes on the first intent and replays what was done before it woke (client:intent)', { timeout: 120_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    // A very slow phone (the CPU 20× slower): the held sort is replayed once React owns the select but before the
    // island's effects have run, when the router did not yet write the URL, and the sort was applied but not in
    // the URL (lost on reload or share) in about one wake in three (src/search/url-router.ts `catchUp`).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(`${base}/search/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0); // not hydrated during load
    // A sort chosen before the island is awake is applied once it is, and is in the URL.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    await expect.poll(() => search(page).get('sortBy'), { timeout: 60_000 }).toBe('lowestPrice');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const prices = async () =>
      (await page.locator('.search-results__list .result-card__amount').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
    await poll(async () => {
      const shown = await prices();
      return shown.length > 1 && shown.every((p, i) => i === 0 || p >= shown[i - 1]!);
    }).toBe(true);
    // The first tap on Filters opens the dialog although it is what wakes the island.
    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Filters' }).click();
    await poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    // Typing into the search box while it wakes loses no letter: the island's code is held back while
    // the first letters are typed (a slow phone), the rest are typed as React takes over.
    const release = await holdSearchIsland(page);
    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    const box = page.getByRole('searchbox').first();
    await box.click();
    await box.pressSequentially('Hil', { delay: 15 });
    expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0); // still not hydrated
    release();
    await box.pressSequentially('ux', { delay: 15 });
    await poll(() => search(page).get('q')).toBe('Hilux');
    expect(await box.inputValue()).toBe('Hilux');
    // Everything typed before hydration is searched for too.
    const releaseAll = await holdSearchIsland(page);
    await page.goto(`${base}/search/`);
    await box.click();
    await box.pressSequentially('Ranger', { delay: 15 });
    releaseAll();
    await poll(() => search(page).get('q')).toBe('Ranger');
    expect(await box.inputValue()).toBe('Ranger');
    await context.close();
  });

  it("a shared link's state: until the island shows its cars, the built results are dimmed and the page says they are loading", async () => {
    // A model other than the first built card's (a brand site has one make): the built page shows other cars than the
    // link asks for.
    const docs = await listedSearchDocs(base);
    const model = docs.find((d) => d.model !== docs[0]!.model)!.model;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const release = await holdSearchIsland(page);
    await page.goto(`${base}/search/?model=${encodeURIComponent(model)}`);
    const status = page.getByRole('status').filter({ hasText: PENDING_MESSAGE });
    await status.waitFor();
    const opacity = () => page.locator('#search-results').evaluate((el) => getComputedStyle(el).opacity);
    expect(await opacity()).toBe('0.45');
    expect(await status.evaluate((el) => getComputedStyle(el).position)).toBe('fixed'); // over the page: nothing moves
    release();
    await poll(() => page.locator('.search-pending').textContent()).toBe('');
    expect(await opacity()).toBe('1');
    const titles = await page.locator('.search-results__list .result-card__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes(model))).toBe(true);
    // A link with tracking parameters only is the built page: nothing is dimmed.
    await page.goto(`${base}/search/?utm_source=newsletter&gclid=abc`);
    // The check has run: its module loaded (after paint, a query string being there), and a frame has passed.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/pending-url-state.')));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await opacity()).toBe('1');
    expect(await page.locator('.search-pending').textContent()).toBe('');
    await context.close();
  });

  it('a shared link to a search a landing page shows goes to that page at once, tracking parameters kept', async (ctx) => {
    // `/search/?make=Kia` is what a buyer copies from /search/ after ticking Kia; /search/kia/ is that search, built.
    const served = (await (await fetch(`${base}/search/state.json`)).json()) as ServedState;
    const link = Object.entries(served.settings.landingLinks ?? {}).find(([key]) => key !== '');
    if (!link) return ctx.skip(`${slug}: /search/ links no landing page`);
    const [query, landing] = link;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const routeBase = async () =>
      (JSON.parse((await page.locator(`[${ROUTE_ATTRIBUTE}]`).getAttribute(ROUTE_ATTRIBUTE))!) as PageRoute).routeBase;
    await page.goto(`${base}/search/`);
    // Before the island wakes: it is held back, as on a slow phone.
    const release = await holdSearchIsland(page);
    await page.goto(`${base}/search/?${query}&utm_source=newsletter`);
    await page.waitForURL(`${base}${landing}?utm_source=newsletter`);
    await page.waitForLoadState('domcontentloaded');
    expect(await routeBase()).toBe(landing); // the landing's own page, built with its cars
    release();
    // Replaced, not added: Back leads to the page before the link.
    await page.goBack();
    expect(page.url()).toBe(`${base}/search/`);
    // A search no landing page shows (a sort on top) stays on the page it was opened on, for the island.
    await page.goto(`${base}/search/?${query}&sortBy=lowestPrice`);
    await page.waitForFunction((name) => document.documentElement.hasAttribute(name), SHOWN_ATTRIBUTE);
    expect(new URL(page.url()).pathname).toBe('/search/');
    expect(new URL(page.url()).searchParams.get('sortBy')).toBe('lowestPrice');
    await context.close();
  });

  it('a shared link stays where it is once the buyer acts on the page before the landing is known', async (ctx) => {
    // A tap or a key while the state file loads: a car or filter link tapped is on its way, which a replace would
    // cancel. The island shows the link's search where it was opened.
    const served = (await (await fetch(`${base}/search/state.json`)).json()) as ServedState;
    const link = Object.entries(served.settings.landingLinks ?? {}).find(([key]) => key !== '');
    if (!link) return ctx.skip(`${slug}: /search/ links no landing page`);
    const [query] = link;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const releaseIsland = await holdSearchIsland(page);
    const state = await holdStateFile(page);
    await page.goto(`${base}/search/?${query}`);
    await state.asked; // the after-paint check is waiting for the landings
    await page.keyboard.press('Tab');
    state.release();
    releaseIsland();
    // The island shows the link's search here, or the page has gone elsewhere (what this test forbids).
    await page.waitForFunction((name) => document.documentElement.hasAttribute(name) || location.pathname !== '/search/', SHOWN_ATTRIBUTE);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).search}`).toBe(`/search/?${query}`);
    await context.close();
  });

  it("a sort chosen on a shared link while the island wakes is made on the link's search, not instead of it", async () => {
    const docs = await listedSearchDocs(base);
    const model = docs.find((d) => d.model !== docs[0]!.model)!.model;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const releaseIsland = await holdSearchIsland(page);
    // The state file held back too: the sort is chosen before the page knows of any landing (it then stays put).
    const state = await holdStateFile(page);
    await page.goto(`${base}/search/?model=${encodeURIComponent(model)}`);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
    state.release();
    releaseIsland();
    await poll(() => search(page).get('sortBy')).toBe('lowestPrice');
    expect(search(page).getAll('model')).toEqual([model]);
    const cards = page.locator('.search-results__list .result-card');
    await poll(async () => {
      const titles = await cards.locator('.result-card__title').allTextContents();
      const prices = (await cards.locator('.result-card__amount').allTextContents()).map((p) => Number(p.replace(/\D/g, '')));
      return titles.length > 0 && titles.every((t) => t.includes(model)) && prices.every((p, i) => i === 0 || p >= prices[i - 1]!);
    }).toBe(true);
    // Back shows the link as it came.
    await page.goBack();
    await poll(() => search(page).get('sortBy')).toBe(null);
    expect(search(page).getAll('model')).toEqual([model]);
    await context.close();
  });

  it('the certified switch is certified=true in the URL: a reload and a shared link keep it, Back turns it off (spec §2)', async (ctx) => {
    if (!site.search.certified_switch) return ctx.skip(`${slug} has no certified switch (search.certified_switch)`);
    const docs = await listedSearchDocs(base);
    const certified = docs.filter((d) => d.certified).length;
    const page = await open(`${base}/search/`);
    const toggle = page.getByRole('switch', { name: /Certified vehicles only/ });
    await toggle.check();
    await poll(() => count(page)).toBe(certified);
    expect(search(page).getAll('certified')).toEqual(['true']);
    await page.reload();
    await page.mouse.move(10, 10); // wakes the island (client:intent)
    await poll(() => toggle.isChecked()).toBe(true);
    await poll(() => count(page)).toBe(certified);
    await page.goBack();
    await poll(() => toggle.isChecked()).toBe(false);
    await poll(() => count(page)).toBe(docs.length);
    expect(new URL(page.url()).search).toBe('');
    await page.context().close();
  });

  it('a shared link filtering on a facet the panel does not show gets its cars, and Clear filters clears it', async (ctx) => {
    // The landings' facets (condition, dealership, vehicle type) need not be in the tenant's panel (config search.facets);
    // a link such as /search/?car_type=used&sortBy=latest (no landing shows it sorted) is the island's to show.
    const served = (await (await fetch(`${base}/search/state.json`)).json()) as ServedState;
    const hidden = Object.keys(served.settings.landingLinks ?? {})
      .map((key) => [...new URLSearchParams(key)])
      .find((pairs) => pairs.length === 1 && !site.search.facets.includes(pairs[0]![0] as never))?.[0];
    if (!hidden) return ctx.skip(`${slug}: every landing's facet is in the panel`);
    const [facet, value] = hidden;
    const docs = await listedSearchDocs(base);
    const matching = docs.filter((d) => String(d[facet as keyof SearchDoc]) === value).length;
    expect(matching).toBeGreaterThan(0); // a landing link: it lists cars
    // A sort that keeps every car (lowestPrice may leave unpriced cars out, search.lowest_price_excludes_unpriced).
    const sortBy = served.settings.sortOptions.find((o) => o !== 'mostRelevant' && o !== 'lowestPrice')!;
    const page = await open(`${base}/search/?${new URLSearchParams({ [facet]: value, sortBy })}`);
    await page.waitForFunction((name) => document.documentElement.hasAttribute(name), SHOWN_ATTRIBUTE);
    await poll(() => count(page)).toBe(matching);
    expect(await page.locator('[data-search-pending]').count()).toBe(0);
    expect(search(page).getAll(facet)).toEqual([value]);
    // The filter is set though no facet shows it: Clear filters is there and clears it, the sort kept.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await poll(() => count(page)).toBe(docs.length);
    expect(search(page).getAll(facet)).toEqual([]);
    await page.context().close();
  });

  it('promo cards show at their positions only between their start and expiry dates (the visitor’s date)', async (ctx) => {
    const promo = site.search.promo_cards.find((p) => p.start !== null);
    if (!promo) return ctx.skip(`${slug} has no promo card with a start date (search.promo_cards)`);
    const inside = new Date(`${promo.start}T03:00:00Z`);
    const before = new Date(Date.parse(inside.toISOString()) - 3 * 86_400_000);
    const shown = await open(`${base}/search/`, { at: inside });
    const items = shown.locator('.search-results__list > li');
    await poll(() =>
      items
        .nth(promo.position - 1)
        .getByRole('heading', { name: promo.title })
        .count(),
    ).toBe(1);
    await shown.context().close();
    const hidden = await open(`${base}/search/`, { at: before });
    await poll(() => hidden.getByRole('heading', { name: promo.title }).count()).toBe(0);
    await hidden.context().close();
  });

  it("'Just arrived' tags: the built page shows the build clock's, the awake island the visitor's (spec §4)", async (ctx) => {
    // The state file holds the first results and the island's settings: its clock is the page's stand-in for the
    // build's (src/stock/search-clock.ts), which must answer as the build's clock does.
    const served = (await (await fetch(`${base}/search/state.json`)).json()) as ServedState;
    const hits = (Object.values(served.serverState.initialResults)[0]?.results?.[0]?.hits ?? []) as SearchDoc[];
    const justArrived = (now: number) => hits.filter((h) => hitTag(h, { tags: served.settings.tags, now }).kind === 'just_arrived').length;
    const atBuild = justArrived(buildNow());
    if (atBuild === 0) return ctx.skip(`${slug}: no car on the first page of /search/ is 'Just arrived' at the build's clock`);
    expect(justArrived(served.settings.now)).toBe(atBuild);
    const tags = (page: Page) => page.locator('.search-results__list .result-card__tag--just_arrived').count();
    const built = await open(`${base}/search/`, { js: false });
    expect(await tags(built)).toBe(atBuild);
    await built.context().close();
    // A month on, the static page is the same, and the island, once awake, tags by the visitor's clock.
    const later = new Date((buildNow() + 30 * 86_400) * 1000);
    expect(justArrived(later.getTime() / 1000)).toBe(0);
    const awake = await open(`${base}/search/`, { at: later });
    await poll(() => tags(awake)).toBe(0);
    expect(await awake.locator('.search-results__list .result-card').count()).toBeGreaterThan(0);
    await awake.context().close();
  });

  it('a landing page with its panel has no WCAG 2.2 AA violations', async () => {
    const paths = await landingPaths(base);
    const page = await open(`${base}${paths.find((p) => p !== '/search/') ?? '/search/'}`);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
