/**
 * Parts and accessories in real Chromium on every built tenant (issue 11 item 4; spec §2 routes
 * `/parts/search`, `/vehicle-parts-and-accessories`, `/{model-slug}/accessories`): the parts search finds
 * entries by part number, description and model (with JavaScript, as the visitor types; without it the GET
 * form reloads with the whole catalogue listed), by keyboard alone; an entry's Enquire link opens the parts
 * enquiry prefilled with its part number and the API stores it as a parts lead (form 'parts', category
 * Parts Enquiry); the catalogue page links every model's accessories page and each lists exactly the
 * entries the domain rule fits to that model; axe clean. Expectations come from the tenant's content and
 * `src/domain/parts.ts`, never from its slug; a tenant without a catalogue has none of the pages and no
 * link to them, and skips the rest with the reason.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { Accessory } from '../../src/content/schema/accessory.ts';
import { Model } from '../../src/content/schema/model.ts';
import { partPriceLabel, partsForModel, sortParts } from '../../src/domain/parts.ts';
import { canonicalMake, canonicalName, nameKey } from '../../src/stock/model-names.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { chooseRequiredSelects, fillDetails, storedLead, submitLead, visitor } from './forms-helpers.ts';
import { builtSiteDir, dismissPopup, root } from './tenant.ts';

const tenants = inject('tenants');
const api = inject('api');
const browser = chromiumForFile();

/** A list collection as the resolver picks it: the tenant's own file, else the platform's, else none. */
function contentList<T>(slug: string, file: string, parse: (e: unknown) => T): T[] {
  const own = join(root, 'sites', slug, 'content', file);
  const platform = join(root, 'src', 'content', file);
  const path = existsSync(own) ? own : existsSync(platform) ? platform : null;
  return path ? (JSON.parse(readFileSync(path, 'utf8')) as unknown[]).map(parse) : [];
}

const makeKey = (make: string) => nameKey(canonicalMake(make).make);
/** An entry's fitment through the importer's normalisation (as `site-parts.ts` reads it). */
const normalised = (p: Accessory) => {
  const make = p.make;
  return { ...p, models: make === null ? [] : p.models.map((m) => canonicalName({ make, model: m, badge: null }).model) };
};

async function context(slug: string, javaScriptEnabled = true): Promise<BrowserContext> {
  const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 }, javaScriptEnabled });
  await dismissPopup(ctx, slug);
  return ctx;
}

/** The ids of the catalogue cards the page shows (`data-part`, not hidden). */
async function shownParts(page: Page): Promise<string[]> {
  return page.locator('[data-part]:visible').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.part!));
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const catalogue = sortParts(contentList(slug, 'accessories.json', (e) => Accessory.parse(e)));
  const models = contentList(slug, 'models.json', (e) => Model.parse(e));
  const dir = builtSiteDir(slug);
  const has = catalogue.length > 0;
  /** The models whose accessories page was built (the site's range with at least one entry fitting). */
  const modelPages = models.filter((m) => existsSync(join(dir, m.id, 'accessories', 'index.html')));
  const idsFitting = (m: Model) => {
    const c = canonicalName({ make: m.make, model: m.name, badge: null });
    return partsForModel(catalogue.map(normalised), { make: c.make, name: c.model }, makeKey, nameKey).map((p) => p.id);
  };

  it('the parts pages and their links exist exactly when the tenant has a catalogue', async () => {
    for (const path of ['parts/search', 'vehicle-parts-and-accessories']) expect(existsSync(join(dir, path, 'index.html')), path).toBe(has);
    const ctx = await context(slug);
    const page = await ctx.newPage();
    await page.goto(`${base}/`);
    for (const href of ['/parts/search/', '/vehicle-parts-and-accessories/'])
      expect(await page.locator(`footer a[href="${href}"]`).count(), href).toBe(has ? 1 : 0);
    if (!has) expect(modelPages).toEqual([]);
    await ctx.close();
  }, 60_000);

  it('/parts/search/ finds entries by part number, description and model as the visitor types, axe clean', async (ctx) => {
    if (!has) return ctx.skip('this tenant has no parts and accessories catalogue');
    const c = await context(slug);
    const page = await c.newPage();
    await page.goto(`${base}/parts/search/`);
    await page.getByRole('heading', { level: 1, name: 'Parts search' }).waitFor();
    expect(await shownParts(page)).toEqual(catalogue.map((p) => p.id));
    const status = page.locator('[data-parts-status]');
    const q = page.getByRole('searchbox', { name: 'Part number, name or description' });

    // By part number, typed in lower case without its dashes.
    const target = catalogue.find((p) => p.image !== null) ?? catalogue[0]!;
    await q.fill(target.part_number.toLowerCase().replace(/-/g, ''));
    await expect.poll(() => shownParts(page)).toEqual([target.id]);
    expect(await status.innerText()).toBe(`Showing 1 of ${catalogue.length} parts and accessories`);
    const card = page.locator(`[data-part="${target.id}"]`);
    expect(await card.getByText(target.part_number, { exact: true }).count()).toBe(1);
    expect(await card.getByText(partPriceLabel(target), { exact: true }).count()).toBe(1);
    if (target.image) expect(await card.getByRole('img', { name: target.image.alt }).count()).toBe(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe(target.part_number.toLowerCase().replace(/-/g, ''));

    // By a word of a description that only some entries have.
    const word = target.description
      .split(/\W+/)
      .find(
        (w) =>
          w.length > 5 &&
          catalogue.filter((p) => `${p.name} ${p.description}`.toLowerCase().includes(w.toLowerCase())).length < catalogue.length,
      );
    if (word) {
      await q.fill(word);
      const expected = catalogue
        .filter((p) => [p.part_number, p.name, p.description, p.category].join(' ').toLowerCase().includes(word.toLowerCase()))
        .map((p) => p.id);
      await expect.poll(() => shownParts(page)).toEqual(expected);
    }

    // By model: the select keeps the entries the domain rule fits to that model.
    await q.fill('');
    // The model with the most entries of its own (make-wide entries fit every model).
    const model = modelPages.toSorted((a, b) => idsFitting(b).length - idsFitting(a).length)[0];
    if (model) {
      await page.getByRole('combobox', { name: 'Fits model' }).selectOption(model.id);
      await expect.poll(() => shownParts(page)).toEqual(idsFitting(model));
      // …and the model's name typed in the box finds the same entries.
      await page.getByRole('combobox', { name: 'Fits model' }).selectOption('');
      await q.fill(model.name);
      await expect.poll(() => shownParts(page)).toEqual(idsFitting(model));
    }

    await q.fill('zzqx no such part');
    await expect.poll(() => shownParts(page)).toEqual([]);
    expect(await status.innerText()).toMatch(/^No parts match/);
    expect(await axeViolations(page)).toEqual([]);
    await c.close();
  }, 120_000);

  it('the search works by keyboard alone, and a shared ?q= link opens already narrowed', async (ctx) => {
    if (!has) return ctx.skip('this tenant has no parts and accessories catalogue');
    const c = await context(slug);
    const page = await c.newPage();
    const target = catalogue.at(-1)!;
    await page.goto(`${base}/parts/search/?q=${encodeURIComponent(target.part_number)}`);
    await expect.poll(() => shownParts(page)).toEqual([target.id]);
    expect(await page.getByRole('searchbox', { name: 'Part number, name or description' }).inputValue()).toBe(target.part_number);

    await page.goto(`${base}/parts/search/`);
    const q = page.getByRole('searchbox', { name: 'Part number, name or description' });
    for (let i = 0; i < 80 && !(await q.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    expect(await q.evaluate((el) => el === document.activeElement), 'the search box takes focus by Tab').toBe(true);
    await page.keyboard.type(catalogue[0]!.part_number);
    await page.keyboard.press('Enter');
    await expect.poll(() => shownParts(page)).toEqual([catalogue[0]!.id]);
    // Submitting moves focus to the result count, so a screen reader hears it.
    expect(await page.locator('[data-parts-status]').evaluate((el) => el === document.activeElement)).toBe(true);
    await c.close();
  }, 120_000);

  it('without JavaScript the GET form reloads the page with the whole catalogue listed', async (ctx) => {
    if (!has) return ctx.skip('this tenant has no parts and accessories catalogue');
    const c = await context(slug, false);
    const page = await c.newPage();
    await page.goto(`${base}/parts/search/`);
    expect(await shownParts(page)).toEqual(catalogue.map((p) => p.id));
    await page.getByRole('searchbox', { name: 'Part number, name or description' }).fill(catalogue[0]!.part_number);
    await Promise.all([page.waitForURL(/\/parts\/search\/\?q=/), page.getByRole('button', { name: 'Search' }).click()]);
    expect(new URL(page.url()).searchParams.get('q')).toBe(catalogue[0]!.part_number);
    expect(await shownParts(page)).toEqual(catalogue.map((p) => p.id));
    expect(
      await page
        .locator('noscript')
        .first()
        .evaluate((n) => n.textContent),
    ).toMatch(/whole catalogue is listed/);
    await c.close();
  }, 60_000);

  it("an entry's Enquire link opens the parts enquiry prefilled with its part number; the API stores a parts lead", async (ctx) => {
    if (!has) return ctx.skip('this tenant has no parts and accessories catalogue');
    const c = await context(slug);
    const page = await c.newPage();
    const target = catalogue[0]!;
    await page.goto(`${base}/vehicle-parts-and-accessories/`);
    await page
      .locator(`[data-part="${target.id}"]`)
      .getByRole('link', { name: /^Enquire/ })
      .click();
    await page.waitForURL(/\/parts\/search\/\?q=.*&part=.*#parts-enquiry$/);
    await expect.poll(() => shownParts(page)).toEqual([target.id]);
    const form = page.getByRole('form', { name: 'Parts enquiry' });
    await fillDetails(form, visitor(`${slug}-parts`));
    await form.getByRole('button', { name: 'Next' }).click();
    const message = form.getByRole('textbox', { name: /^Comments/ });
    await expect.poll(() => message.inputValue()).toBe(`Please send me a price and availability for part ${target.part_number}.`);
    await chooseRequiredSelects(form);
    const answer = await submitLead(page, form.getByRole('button', { name: 'Send enquiry' }));
    expect(answer.status()).toBe(200);
    const row = storedLead(api.dbPath, slug, answer);
    expect(row.form).toBe('parts');
    expect(row.payload).toMatchObject({ category: 'Parts Enquiry', source: 'Website' });
    expect(String(row.payload.message)).toContain(target.part_number);
    await c.close();
  }, 120_000);

  it("/vehicle-parts-and-accessories/ links every model's accessories page; each lists exactly the entries fitting the model, axe clean", async (ctx) => {
    if (!has) return ctx.skip('this tenant has no parts and accessories catalogue');
    const c = await context(slug);
    const page = await c.newPage();
    await page.goto(`${base}/vehicle-parts-and-accessories/`);
    expect(await shownParts(page)).toEqual(catalogue.map((p) => p.id));
    const links = await page
      .getByRole('navigation', { name: 'Accessories by model' })
      .getByRole('link')
      .evaluateAll((els) => els.map((e) => (e as HTMLAnchorElement).getAttribute('href')));
    expect(links.toSorted()).toEqual(modelPages.map((m) => `/${m.id}/accessories/`).toSorted());
    // Every model with a page has something fitting it, and every model the catalogue names (of the range) has a page.
    for (const m of modelPages) expect(idsFitting(m).length, m.id).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    // Each model's card on /models/ links its accessories page too.
    if (existsSync(join(dir, 'models', 'index.html'))) {
      await page.goto(`${base}/models/`);
      for (const m of modelPages) expect(await page.locator(`#model-${m.id} a[href="/${m.id}/accessories/"]`).count(), m.id).toBe(1);
    }
    for (const m of modelPages) {
      await page.goto(`${base}/${m.id}/accessories/`);
      await page.getByRole('heading', { level: 1, name: new RegExp(`${m.name} accessories$`) }).waitFor();
      expect(await shownParts(page), m.id).toEqual(idsFitting(m));
    }
    expect(await axeViolations(page)).toEqual([]);
    await c.close();
  }, 180_000);
});
