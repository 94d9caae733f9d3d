/**
 * Every tenant's own look reaches the page (issue 9 item 1): on every built sample tenant (one per
 * template among them: standard, brand, showroom) Chromium's *computed styles* of the page surface and
 * text, the header, the footer, the primary, accent and success buttons, links, the price highlight,
 * muted text and the alternate surface equal the colours of the tenant's resolved `site.json` theme,
 * and every theme colour arrives as its CSS custom property. The header's logo keeps the dealer's name
 * as the link's accessible name and holds its configured size before and after it loads; the logo and
 * favicon are the tenant's own files, inline as `data:` URIs (issue #9: no request of their own).
 * Expectations come from the tenant's config (`tenantConfig`), never its slug.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForFile } from './chromium.ts';
import { root, tenantConfig } from './tenant.ts';
import { COMPARE_KEY } from '../../src/stores/compare.ts';
import { FAVOURITES_KEY } from '../../src/stores/favourites.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

/** `#0b4f8a` / `#fff` → `rgb(11, 79, 138)`, the form Chromium's computed colours take. */
function rgb(hex: string): string {
  const h = hex.slice(1);
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

type Css = 'color' | 'backgroundColor' | 'borderTopColor' | 'borderTopLeftRadius';
/** What one element must compute, read together so a failure lists every difference at once. */
interface Expect {
  what: string;
  target: Locator;
  css: Partial<Record<Css, string>>;
}

async function mismatches(checks: Expect[]): Promise<string[]> {
  const out: string[] = [];
  for (const { what, target, css } of checks) {
    const el = target.first();
    if ((await el.count()) === 0) {
      out.push(`${what}: not on the page`);
      continue;
    }
    const got = await el.evaluate((node, keys) => {
      const s = getComputedStyle(node);
      return Object.fromEntries(keys.map((k) => [k, s[k as keyof CSSStyleDeclaration] as string]));
    }, Object.keys(css));
    for (const [k, v] of Object.entries(css)) if (got[k] !== v) out.push(`${what}: ${k} is ${got[k]}, expected ${v}`);
  }
  return out;
}

/** Vehicle pages linked from the first results page (no hash, each once). */
async function vehicleHrefs(page: Page, base: string): Promise<string[]> {
  await page.goto(`${base}/search/`);
  const hrefs = await page.locator('main a[href^="/cars/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs.filter((h) => /^\/cars\/[^/?#]+\/$/.test(h)))];
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  const c = site.theme.colors;

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    return context.newPage();
  }

  /** The frame every page shares: surface and text, header, footer, every theme variable, the favicon. */
  function frame(page: Page): Expect[] {
    const header = page.getByRole('banner');
    const footer = page.getByRole('contentinfo');
    return [
      { what: 'page', target: page.locator('body'), css: { backgroundColor: rgb(c.surface), color: rgb(c.text) } },
      { what: 'header', target: header, css: { backgroundColor: rgb(c.header_bg), color: rgb(c.on_header) } },
      { what: 'header home link', target: header.getByRole('link', { name: site.name, exact: true }), css: { color: rgb(c.on_header) } },
      { what: 'footer', target: footer, css: { backgroundColor: rgb(c.footer_bg), color: rgb(c.on_footer) } },
      { what: 'footer link', target: footer.getByRole('link', { name: 'Search all stock' }), css: { color: rgb(c.on_footer) } },
    ];
  }

  async function variables(page: Page): Promise<string[]> {
    const declared = await page.evaluate((keys) => {
      const s = getComputedStyle(document.documentElement);
      return keys.map((k) =>
        s
          .getPropertyValue(`--color-${k.replace(/_/g, '-')}`)
          .trim()
          .toLowerCase(),
      );
    }, Object.keys(c));
    // Compared as colours: a minifier may shorten `#ffffff` to `#fff`.
    return Object.entries(c).flatMap(([k, v], i) =>
      /^#[0-9a-f]{3,6}$/.test(declared[i]!) && rgb(declared[i]!) === rgb(v)
        ? []
        : [`--color-${k.replace(/_/g, '-')} is "${declared[i]}", expected ${v}`],
    );
  }

  it('home page: frame, hero (primary), accent search button, link, muted text, price highlight', async () => {
    const page = await newPage();
    await page.goto(`${base}/`);
    const main = page.locator('main');
    const problems = await mismatches([
      ...frame(page),
      { what: 'hero', target: page.locator('.hero'), css: { backgroundColor: rgb(c.primary), color: rgb(c.on_primary) } },
      {
        what: 'accent button',
        target: main.getByRole('search').getByRole('button', { name: 'Search' }),
        css: { backgroundColor: rgb(c.accent), color: rgb(c.on_accent), borderTopLeftRadius: `${site.theme.radius}px` },
      },
      {
        what: 'tile (accent rule)',
        target: main.locator('.tile'),
        css: { borderTopColor: rgb(c.accent), backgroundColor: rgb(c.surface) },
      },
      { what: 'muted text', target: main.locator('.tile p'), css: { color: rgb(c.muted) } },
      { what: 'link', target: main.getByRole('link', { name: /^See all [\d,]+ cars$/ }), css: { color: rgb(c.link) } },
      { what: 'card price', target: main.locator('.result-card__amount'), css: { color: rgb(c.price_highlight) } },
      { what: 'card photo (alternate surface)', target: main.locator('.result-card__media'), css: { backgroundColor: rgb(c.surface_alt) } },
    ]);
    problems.push(...(await variables(page)));
    expect(problems, `${slug} home:\n${problems.join('\n')}`).toEqual([]);
    await page.context().close();
  });

  it("header logo: the dealer name as the home link's name, its own file at its configured size (no shift), its own favicon", async () => {
    const { logo, logo_size: size, favicon } = site.theme;
    expect(logo, 'every sample tenant has a logo').not.toBeNull();
    const own = (path: string) => readFileSync(join(root, 'sites', slug, 'public', path), 'utf8');
    /** The drawing a `data:` URI carries (issue #9: the sample tenants' small SVGs come inline, white space collapsed). */
    const inlined = (uri: string | null) =>
      uri?.startsWith('data:image/svg+xml,') ? decodeURIComponent(uri.slice(uri.indexOf(',') + 1)) : uri;
    const page = await newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${base}/`, { waitUntil: 'domcontentloaded' });
    const link = page.getByRole('banner').getByRole('link', { name: site.name, exact: true });
    const img = link.locator('img');
    expect(inlined(await img.getAttribute('src'))).toBe(own(logo!).replace(/\s+/g, ' ').trim());
    expect(await img.getAttribute('alt')).toBe(site.name);
    // Its box is the configured size as the document is parsed and once the image is decoded.
    const before = await img.boundingBox();
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const after = await img.boundingBox();
    expect(before).toEqual(after);
    expect([after!.width, after!.height]).toEqual([size.width, size.height]);
    expect(inlined(await page.locator('link[rel="icon"]').getAttribute('href'))).toBe(own(favicon).replace(/\s+/g, ' ').trim());
    await page.waitForLoadState('load');
    expect(requested, 'no request for the logo or the favicon').not.toContain(logo);
    expect(requested).not.toContain(favicon);
    // The files are still published at their paths.
    expect(await (await page.request.get(`${base}${logo}`)).text()).toBe(own(logo!));
    expect(await (await page.request.get(`${base}${favicon}`)).text()).toBe(own(favicon));
    await page.context().close();
  });

  it('phone header: the saved-cars and compare icons keep their 20 px and 44 px targets from 320 px up, the count a badge, nothing overflows', async () => {
    for (const width of [320, 360, 390]) {
      const context = await browser.newContext({ viewport: { width, height: 700 }, isMobile: true, hasTouch: true });
      // A buyer with saved and compared cars: each icon shows its count.
      const entry = (id: number) => ({ id, name: `Car ${id}`, slug: `car-${id}`, make: 'Mazda', model: 'CX-5', primary_image_url: null });
      await context.addInitScript(
        (items) => {
          for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
        },
        {
          [FAVOURITES_KEY]: JSON.stringify(Array.from({ length: 12 }, (_, i) => entry(i + 1))),
          [COMPARE_KEY]: JSON.stringify([1, 2, 3].map((id) => ({ id, slug: `car-${id}`, name: `Car ${id}` }))),
        },
      );
      const page = await context.newPage();
      await page.goto(`${base}/about-us/`, { waitUntil: 'load' });
      const header = page.getByRole('banner');
      // Each icon with the count it must show (12 saved, 3 compared).
      const links = [
        ...(site.features.favourites ? [[header.getByRole('link', { name: /^Saved cars/ }), '12'] as const] : []),
        ...(site.features.compare ? [[header.getByRole('link', { name: /^Compare/ }), '3'] as const] : []),
      ];
      for (const [link, shown] of links) {
        const name = `${width} px: ${await link.getAttribute('href')}`;
        // Drawn at its size (it was squeezed to 0–11 px wide as a flex item of a full bar), a 44 px square target.
        const icon = await link.locator('svg').boundingBox();
        expect([icon!.width, icon!.height], name).toEqual([20, 20]);
        const target = (await link.boundingBox())!;
        expect(target.width, name).toBeGreaterThanOrEqual(44);
        expect(target.height, name).toBeGreaterThanOrEqual(44);
        // The count (12 saved, 3 compared) is a badge on the icon's corner, inside the target.
        const count = link.locator('[data-count]');
        await expect.poll(() => count.evaluate((c) => getComputedStyle(c).visibility), { message: name }).toBe('visible');
        expect(await count.textContent(), name).toBe(shown);
        const badge = await count.boundingBox();
        const box = (await link.boundingBox())!;
        expect(badge!.x + badge!.width, name).toBeLessThanOrEqual(box.x + box.width + 0.5);
        expect(badge!.y, name).toBeGreaterThanOrEqual(box.y - 0.5);
      }
      const overflow = await page.evaluate(() => {
        const bar = document.querySelector('.site-header__bar')!;
        return [bar.scrollWidth - bar.clientWidth, document.documentElement.scrollWidth - innerWidth];
      });
      expect(overflow, `${width} px`).toEqual([0, 0]);
      // The dealer's logo keeps a readable width beside them.
      const logo = await header.getByRole('link', { name: site.name, exact: true }).boundingBox();
      expect(logo!.width, `${width} px`).toBeGreaterThanOrEqual(100);
      await context.close();
    }
  });

  it('form fields read at 16 px or more on a phone (smaller, iOS zooms the page on focus), on the pages with forms and pickers', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const vehicle = (await (await fetch(`${base}/search/`)).text()).match(/href="(\/cars\/[^"/]+\/)"/)![1]!;
    const small: string[] = [];
    let fields = 0;
    for (const path of ['/', '/search/', '/service/', '/contact/', '/sell-my-car/', '/finance/', vehicle]) {
      await page.goto(`${base}${path}`, { waitUntil: 'load' });
      const found = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), select, textarea'),
        ].map((e) => [e.id || e.getAttribute('name') || e.tagName, getComputedStyle(e).fontSize] as const),
      );
      fields += found.length;
      small.push(...found.filter(([, size]) => parseFloat(size) < 16).map(([what, size]) => `${path} ${what}: ${size}`));
    }
    expect(fields).toBeGreaterThan(5);
    expect(small).toEqual([]);
    await context.close();
  });

  it('search page: frame, primary search button, price highlight, muted text', async () => {
    const page = await newPage();
    await page.goto(`${base}/search/`);
    const main = page.locator('main');
    const problems = await mismatches([
      ...frame(page),
      {
        what: 'primary button',
        target: main.locator('.search-button:not(.search-button--secondary)'),
        css: { backgroundColor: rgb(c.primary), color: rgb(c.on_primary) },
      },
      { what: 'card price', target: main.locator('.result-card__amount'), css: { color: rgb(c.price_highlight) } },
      { what: 'card variant (muted)', target: main.locator('.result-card__variant'), css: { color: rgb(c.muted) } },
    ]);
    problems.push(...(await variables(page)));
    expect(problems, `${slug} search:\n${problems.join('\n')}`).toEqual([]);
    await page.context().close();
  });

  it('vehicle page: frame, primary and success buttons, price highlight, links, alternate surface', async () => {
    const page = await newPage();
    const hrefs = await vehicleHrefs(page, base);
    expect(hrefs.length).toBeGreaterThan(0);
    // A car with a price and a success-coloured button (reserve or buy online; every sample tenant
    // has `features.checkout` and 'reserve' in its button set, so one of the first results has it).
    let checked = false;
    for (const href of hrefs) {
      await page.goto(`${base}${href}`);
      const actions = page.locator('#vehicle-actions');
      const success = actions.locator('a.btn--success');
      if ((await success.count()) === 0 || (await page.locator('.price-block__amount').count()) === 0) continue;
      const problems = await mismatches([
        ...frame(page),
        {
          what: 'primary button',
          target: actions.locator('a.btn:not(.btn--outline):not(.btn--success)'),
          css: { backgroundColor: rgb(c.primary), color: rgb(c.on_primary), borderTopLeftRadius: `${site.theme.radius}px` },
        },
        {
          what: 'outline button',
          target: actions.locator('a.btn--outline'),
          css: { color: rgb(c.primary), borderTopColor: rgb(c.primary) },
        },
        { what: 'success button', target: success, css: { backgroundColor: rgb(c.success), color: rgb(c.on_success) } },
        { what: 'price', target: page.locator('.price-block__amount'), css: { color: rgb(c.price_highlight) } },
        {
          what: 'section tab (link colour)',
          target: page.locator('.vdp-tab:not([open]) > .vdp-tab__summary'),
          css: { color: rgb(c.link) },
        },
        {
          what: 'enquiry section (alternate surface)',
          target: page.locator('.enquiry'),
          css: { backgroundColor: rgb(c.surface_alt), color: rgb(c.text) },
        },
      ]);
      problems.push(...(await variables(page)));
      expect(problems, `${slug} ${href}:\n${problems.join('\n')}`).toEqual([]);
      checked = true;
      break;
    }
    expect(checked, `${slug}: none of ${hrefs.length} vehicle pages has a price and a reserve/buy online button`).toBe(true);
    await page.context().close();
  });
});
