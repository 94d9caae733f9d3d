/**
 * Content pages, the blog and the image banners in real Chromium (issue 11; spec §2 content rows,
 * *Screens* image banner) on every built tenant: /about-us/, /buying/ and /warranty/ are reached from the
 * footer and axe clean; the blog index lists the posts newest first and each post carries JSON-LD
 * `Article`; the home page shows every configured banner (the hero plus the rest), as the tenant's
 * config says; and each image in a post (Markdown, through Astro's image pipeline) loads as a hashed WebP without
 * distortion on a phone, the copy of its srcset that the phone needs rather than the original.
 */
import { describe, expect, inject, it } from 'vitest';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { dismissPopup, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const browser = chromiumForFile();

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);

  it('reaches About us, Buying with us and Warranty from the footer, each axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await dismissPopup(context, slug);
    const page = await context.newPage();
    for (const name of ['About us', 'Buying with us', 'Warranty']) {
      await page.goto(`${base}/`);
      await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click();
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), name).toEqual([]);
    }
    await page.context().close();
  }, 180_000);

  it('lists the blog posts newest first and each post carries JSON-LD Article, axe clean', async (ctx) => {
    const index = await fetch(`${base}/blog/vehicle-reviews/`);
    if (index.status !== 200) return ctx.skip('this tenant has no blog posts, so no blog');
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/blog/vehicle-reviews/`);
    const dates = await page.locator('.posts time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime')!));
    expect(dates.length).toBeGreaterThan(0);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await axeViolations(page)).toEqual([]);
    await page.locator('.posts a').first().click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    const ld = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((ss) => ss.map((s) => JSON.parse(s.textContent!) as { '@type': string; headline?: string }));
    const article = ld.find((o) => o['@type'] === 'Article');
    expect(article?.headline).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it("shows the posts' own images as hashed WebP files, a phone loading the copy it needs, undistorted", async (ctx) => {
    const index = await fetch(`${base}/blog/vehicle-reviews/`);
    if (index.status !== 200) return ctx.skip('this tenant has no blog posts, so no blog');
    // A phone at 2× (390 px CSS wide): the post's photo is 1200 px, so a copy from its srcset about 780 px wide will do.
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })).newPage();
    await page.goto(`${base}/blog/vehicle-reviews/`);
    const posts = await page.locator('.posts a').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const seen: string[] = [];
    for (const post of posts) {
      await page.goto(post);
      for (const img of await page.locator('.prose img').all()) {
        await img.scrollIntoViewIfNeeded();
        await img.evaluate((i: HTMLImageElement) => i.decode());
        const facts = await img.evaluate((i: HTMLImageElement) => ({
          src: new URL(i.currentSrc).pathname,
          natural: [i.naturalWidth, i.naturalHeight],
          // The width of the file loaded, from its srcset entry (naturalWidth is in CSS pixels: the file's width over its density).
          loadedWidth: Number(
            i.srcset
              .split(',')
              .map((c) => c.trim().split(/\s+/))
              .find(([url]) => new URL(url!, location.href).href === i.currentSrc)?.[1]
              ?.replace(/w$/, '') ?? i.naturalWidth,
          ),
          attrs: [Number(i.getAttribute('width')), Number(i.getAttribute('height'))],
          shown: [i.getBoundingClientRect().width, i.getBoundingClientRect().height],
          alt: i.alt,
        }));
        seen.push(facts.src);
        expect(facts.src, post).toMatch(/^\/_astro\/[\w-]+\.[\w-]+\.webp$/);
        // The copy the phone loaded: one of the srcset's (640 px or more), not the 1,200 px original.
        expect(facts.loadedWidth, `${post} ${facts.src}`).toBeGreaterThanOrEqual(Math.min(facts.attrs[0]!, 640));
        expect(facts.loadedWidth, `${post} ${facts.src}`).toBeLessThanOrEqual(Math.min(facts.attrs[0]!, 1080));
        expect(facts.natural[0]! / facts.natural[1]!, `${post} ${facts.src}`).toBeCloseTo(facts.attrs[0]! / facts.attrs[1]!, 1);
        expect(facts.alt.length, `${post} ${facts.src} has alt text`).toBeGreaterThan(0);
        expect(facts.shown[0], `${post} ${facts.src} fits the 390 px screen`).toBeLessThanOrEqual(390);
        expect(facts.shown[0]! / facts.shown[1]!, `${post} ${facts.src} keeps its aspect ratio`).toBeCloseTo(
          facts.attrs[0]! / facts.attrs[1]!,
          1,
        );
      }
    }
    // The platform's sample post 'hybrid or diesel' has one.
    expect(seen.length).toBeGreaterThan(0);
    await page.context().close();
  }, 120_000);

  it('shows every configured banner on the home page', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await page.goto(`${base}/`);
    for (const banner of site.theme.banners) {
      const heading = page.getByRole('heading', { name: banner.title, exact: true });
      expect(await heading.isVisible(), banner.title).toBe(true);
    }
    await page.context().close();
  }, 60_000);
});
