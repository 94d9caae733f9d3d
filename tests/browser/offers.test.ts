/**
 * Offers in real Chromium on every built tenant (issue 11; spec §2 offers rows, §3 *Offer*, §4 *Offers*,
 * §9 limits): /special-offers/ lists exactly the offers the tenant's content runs on the build day (the
 * expectation is computed from its content files with the domain rule, never from a slug), with
 * View more / View less; an offer's page shows its terms with View more / View less and an enquiry form
 * that sleeps until the visitor's first intent and whose lead the API stores with the offer's category; with the browser clock fixed after an offer's
 * expiry, its card is hidden and its page says it has ended (a page built before the expiry). Axe clean.
 * The home tile and the nav entry to /special-offers/ exist only when the page has something on it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { Offer } from '../../src/content/schema/offer.ts';
import { offerDisclaimer, offerLead, offerPath, offersForSite } from '../../src/domain/offers.ts';
import { zonedTime } from '../../src/domain/time.ts';
import { canonicalMake, nameKey } from '../../src/stock/model-names.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { weighJavaScript } from '../../scripts/lib/chromium.ts';
import { chooseRequiredSelects, fillDetails, formIslandUrls, storedLead, submitLead, textbox, visitor } from './forms-helpers.ts';
import { buildNow, root, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const api = inject('api');
const browser = chromiumForFile();

/** The tenant's offers list as the resolver picks it: its own file, else the platform's. */
function contentOffers(slug: string): Offer[] {
  const own = join(root, 'sites', slug, 'content', 'offers.json');
  const file = existsSync(own) ? own : join(root, 'src', 'content', 'offers.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((o) => Offer.parse(o));
}

/** Noon (UTC) of a day: the fixed browser clock for "on that day" in any Australian zone. */
const noonOf = (day: string) => new Date(`${day}T02:00:00Z`);

async function contextAt(day: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.clock.setFixedTime(noonOf(day));
  return context;
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  const today = zonedTime(buildNow(), site.timezone).date;
  const makeName = (m: string) => canonicalMake(m).make;
  const shown = offersForSite(contentOffers(slug), site, today, (m) => nameKey(makeName(m))).map((offer) => ({
    offer,
    path: offerPath(offer, site, makeName),
  }));

  it.runIf(shown.length > 0)(
    'lists the running offers on /special-offers/ with View more / View less, and each offer page with its terms, axe clean',
    async () => {
      const context = await contextAt(today);
      const page = await context.newPage();
      await page.goto(`${base}/special-offers/`);
      const cards = page.locator('[data-offer]');
      expect(await cards.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.offer))).toEqual(shown.map((s) => s.offer.id));
      for (const { offer, path } of shown)
        expect(await page.getByRole('link', { name: offer.name, exact: true }).getAttribute('href')).toBe(path);
      const card = page
        .locator('[data-offer]')
        .filter({ has: page.locator('[data-cut-toggle]') })
        .first();
      const toggle = card.locator('[data-cut-toggle]');
      if (await card.count()) {
        const before = await card.innerText();
        // A press made before the page's after-paint scripts have run is held and replayed once they have
        // (AfterPaintLoader.astro), so wait for its result rather than read it straight after the click.
        await toggle.click();
        await card.getByRole('button', { name: 'View less' }).waitFor();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
        expect((await card.innerText()).length).toBeGreaterThan(before.length);
        await toggle.click();
        expect(await toggle.innerText()).toBe('View more');
      }
      expect(await axeViolations(page)).toEqual([]);

      for (const { offer, path } of shown) {
        await page.goto(`${base}${path}`);
        await page.getByRole('heading', { level: 1, name: offer.name }).waitFor();
        if (offer.sample) await page.getByText(/Sample offer: fictional/).waitFor();
        const terms = offerDisclaimer(offer.disclaimer);
        if (terms.cut) {
          const section = page.getByRole('region', { name: 'Offer terms' });
          expect(await section.innerText()).toContain(terms.short);
          await section.getByRole('button', { name: 'View more' }).click();
          await section.getByRole('button', { name: 'View less' }).waitFor();
          expect(await section.innerText()).toContain(terms.full);
        }
        await page.getByRole('form', { name: 'Enquire about this offer' }).waitFor();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    },
    240_000,
  );

  it.runIf(shown.length > 0)(
    "stores an offer enquiry through the API with the offer's category and subcategory",
    async () => {
      const { offer, path } = shown[0]!;
      const context = await contextAt(today);
      const page = await context.newPage();
      // The form wakes on the visitor's first intent (MAIN_FORM_HYDRATION): until then neither React nor the form's
      // module has loaded, and the form is whole in the HTML with its fields disabled.
      const loaded = (await weighJavaScript(page, `${base}${path}`)).files.map((f) => f.url);
      const island = await formIslandUrls(page, base);
      expect(loaded).not.toContain(island.component);
      expect(loaded).not.toContain(island.renderer);
      const form = page.getByRole('form', { name: 'Enquire about this offer' });
      expect(await textbox(form, 'First Name').isDisabled()).toBe(true);
      await form.hover();
      await fillDetails(form, visitor(`${slug}-offer`));
      await form.getByRole('button', { name: 'Next' }).click();
      await chooseRequiredSelects(form);
      const answer = await submitLead(page, form.getByRole('button', { name: 'Enquire about this offer' }));
      expect(answer.status()).toBe(200);
      const row = storedLead(api.dbPath, slug, answer);
      expect(row.payload).toMatchObject({ ...offerLead(offer), source: 'Website' });
      expect(String(row.payload.message)).toContain(offer.name);
      await context.close();
    },
    120_000,
  );

  const ending = shown.filter((s) => s.offer.expiry !== null).sort((a, b) => a.offer.expiry!.localeCompare(b.offer.expiry!))[0];
  it.runIf(ending !== undefined)(
    'hides an offer in the browser once its expiry date has passed in the site zone (fixed clock), as a page built before it',
    async () => {
      const { offer, path } = ending!;
      const after = new Date(Date.parse(`${offer.expiry!}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      // On its last day it still shows…
      const last = await contextAt(offer.expiry!);
      const lastPage = await last.newPage();
      await lastPage.goto(`${base}/special-offers/`);
      await expect.poll(() => lastPage.locator(`[data-offer="${offer.id}"]`).isVisible(), { timeout: 15_000 }).toBe(true);
      await last.close();
      // …and from the next day it is gone from the list, and its page says it has ended instead of offering the form.
      const context = await contextAt(after);
      const page = await context.newPage();
      await page.goto(`${base}/special-offers/`);
      await expect.poll(() => page.locator(`[data-offer="${offer.id}"]`).isHidden(), { timeout: 15_000 }).toBe(true);
      await page.goto(`${base}${path}`);
      await page.getByRole('status').filter({ hasText: 'This offer ended on' }).waitFor();
      expect(await page.getByRole('form', { name: 'Enquire about this offer' }).isVisible()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it('links /special-offers/ from the home tile and the menus only when the page has something on it', async () => {
    const context = await contextAt(today);
    const page = await context.newPage();
    await page.goto(`${base}/special-offers/`);
    const empty = await page.locator('[data-offers-none]').isVisible();
    await page.goto(`${base}/`);
    const tile = page.getByRole('link', { name: /Latest offers/ });
    const links = page.locator('a[href="/special-offers/"]');
    if (empty) {
      expect(await links.count()).toBe(0);
    } else {
      expect(await tile.count()).toBe(1);
      expect(await links.count()).toBeGreaterThan(1);
    }
    await context.close();
  });
});
