/**
 * Issue #10 in a real browser, per built sample tenant: location pages and their aliases, opening hours
 * from the domain (the alternating-Saturday rule shown 'By appointment only' and not bookable through the
 * API, 'open now' computed in the browser at a fixed clock), the holiday hours dialog, legal pages linked
 * from every footer, the terms checkbox link, the complaint page's regulators, the reviews block and its
 * stars, the review feedback landing page both ways with the survey storing a feedback lead, menus by
 * mouse, touch and keyboard, the mobile drawer, axe on the new page types, the survey form waking on the
 * first intent (tap, keyboard only), and the JS the pages without a form load with no interaction (≤ 20 KB).
 * Expectations come from the tenant's config, its reviews file and the domain's rules, never its slug.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { Review } from '../../src/content/schema/review.ts';
import { LEGAL_LINKS, LINKS } from '../../src/config/navigation.ts';
import { locationPath } from '../../src/config/location-paths.ts';
import { publicReviewUrl, reviewUrlFor } from '../../src/config/review-links.ts';
import { isAlternateOffDay, locationTimeZone, openingHoursTable, locationHoursOptions } from '../../src/domain/hours.ts';
import { regulatorsFor } from '../../src/domain/legal.ts';
import { DEFAULT_QUALITY_BUDGETS } from '../../src/domain/quality.ts';
import { dealershipChoices, filterLocations, type LocationFilter } from '../../src/domain/locations.ts';
import { ratingStars, reviewSummary } from '../../src/domain/ratings.ts';
import { FEEDBACK_SURVEY_PATH, reviewsBlock } from '../../src/domain/reviews.ts';
import { zonedToUtc } from '../../src/domain/time.ts';
import { weighJavaScript } from '../../scripts/lib/chromium.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { chooseRequiredSelects, fillDetails, formIslandUrls, storedLead, submitLead, tapToFocus, visitor } from './forms-helpers.ts';
import { dismissPopup, root, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
/** `expect.poll` with room for a loaded machine (its default is 1 s). */
const poll = <T>(fn: () => Promise<T> | T) => expect.poll(fn, { timeout: 20_000 });
const api = inject('api');
const browser = chromiumForFile();

async function open(path: string, base: string, opts: BrowserContextOptions = {}): Promise<Page> {
  const page = await (await browser.newContext(opts)).newPage();
  await page.goto(`${base}${path}`);
  return page;
}

/** Issue #10's budget of script a page without a form may load before any interaction, in bytes (the quality report's default). */
const JS_AT_LOAD_BUDGET = DEFAULT_QUALITY_BUDGETS.js_kb_no_form! * 1024;

/** Opens `path` in a fresh phone context (no interaction at all) and weighs its JavaScript (`weighJavaScript`). */
async function jsWithoutInteraction(path: string, base: string, slug: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
  await dismissPopup(context, slug);
  const page = await context.newPage();
  const js = await weighJavaScript(page, `${base}${path}`);
  return { page, scripts: js.files, inline: js.inline, bytes: js.bytes };
}

/** The tenant's reviews as its content folder gives them (none when it has no file). */
function tenantReviews(slug: string): Review[] {
  const file = join(root, 'sites', slug, 'content', 'reviews.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown[]).map((r) => Review.parse(r)) : [];
}

/** Unix ms of `date` at `minutes` past midnight in `tz`. */
const localMs = (date: string, minutes: number, tz: string) => zonedToUtc(date, minutes, tz);

/** The next Saturdays (YYYY-MM-DD) from a real date, for the API's booking window. */
function saturdaysFrom(ms: number, count: number): string[] {
  const d = new Date(ms);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7 || 7));
  return Array.from({ length: count }, (_, i) => new Date(d.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  const visible = site.locations.filter((l) => l.visible);

  it('/our-location/ links every location page; each alias names it as canonical and is noindex', async () => {
    const page = await open('/our-location/', base);
    // By page: a closed day's 'Enquire Now' (spec §8) links to its location's contact section (`#location-contact`).
    const hrefs = await page
      .locator('main a[href^="/our-location/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')!.replace(/#.*$/, '')));
    expect(new Set(hrefs)).toEqual(new Set(visible.map((l) => locationPath(l.slug))));
    for (const loc of visible.slice(0, 2)) {
      for (const path of [locationPath(loc.slug), `/locations/${loc.slug}/`, `/contact-us/${loc.slug}/`]) {
        const res = await page.goto(`${base}${path}`);
        expect(res?.status(), path).toBe(200);
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(loc.name);
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
          `${site.site_url.replace(/\/$/, '')}${locationPath(loc.slug)}`,
        );
        expect(await page.locator('meta[name="robots"][content*="noindex"]').count(), path).toBe(path === locationPath(loc.slug) ? 0 : 1);
      }
      // Address, de-duplicated phones, directions, and the map box with its static card.
      await page.goto(`${base}${locationPath(loc.slug)}`);
      await poll(() => page.locator('#location-contact address').first().innerText()).toContain(loc.address.street);
      expect(await page.getByRole('link', { name: /Get directions/ }).count()).toBeGreaterThan(0);
      expect(await page.locator('#location-map').count()).toBe(1);
    }
    await page.context().close();
  });

  it('a location with several departments switches its hours with the Sales / Service / Parts select', async (ctx) => {
    const withDepts = visible.find((l) =>
      visible.some((o) => o !== l && o.address.street.toLowerCase() === l.address.street.toLowerCase()),
    );
    if (!withDepts) return ctx.skip(`${slug}: no two locations share a street, so there is no department select`);
    const page = await open(locationPath(withDepts.slug), base);
    const select = page.getByLabel('Department');
    await select.waitFor();
    const options = await select.locator('option').allInnerTexts();
    expect(options.length).toBeGreaterThan(1);
    const panels = page.locator('[data-department]');
    expect(await panels.evaluateAll((ps) => ps.filter((p) => !(p as HTMLElement).hidden).length)).toBe(1);
    const second = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(second!);
    expect(await page.locator(`[data-department="${second}"]`).isVisible()).toBe(true);
    expect(await panels.evaluateAll((ps) => ps.filter((p) => !(p as HTMLElement).hidden).length)).toBe(1);
    await page.context().close();
  });

  const contactBlock = site.location_blocks.contact!;
  const contactListed = filterLocations(site.locations, contactBlock.filter as LocationFilter);
  const dealershipOptions = dealershipChoices(contactListed, site.dealerships).options;

  it.runIf(dealershipOptions.length < 2)('one dealership is chosen for the visitor (spec §4): no dealership picker is drawn', async () => {
    const page = await open('/contact-us/', base);
    expect(await page.locator('[data-location-block="contact"] li[data-dealership]').count()).toBe(contactListed.length);
    expect(await page.locator('[data-location-block="contact"] [data-dealership-picker]').count()).toBe(0);
    await page.context().close();
  });

  it.runIf(dealershipOptions.length >= 2)(
    "a dealer group's location block narrows to one dealership with the picker (spec §2); without JavaScript every location stays listed",
    async () => {
      const listed = contactListed;
      const options = dealershipOptions;
      const page = await open('/contact-us/', base);
      const picker = page.locator('[data-location-block="contact"] [data-dealership-picker]');
      const cards = page.locator('[data-location-block="contact"] li[data-dealership]');
      const select = picker.getByLabel('Dealership');
      await select.waitFor();
      expect(await select.locator('option').allInnerTexts()).toEqual(['Please select a dealership...', ...options.map((d) => d.name)]);
      const visibleCards = () =>
        cards.evaluateAll((lis) =>
          lis.filter((li) => (li as HTMLElement).offsetParent !== null).map((li) => li.getAttribute('data-dealership')),
        );
      expect(await visibleCards()).toHaveLength(listed.length);
      const pick = options[1]!;
      await select.selectOption(pick.id);
      const own = listed.filter((l) => l.dealership_id === pick.id).length;
      expect(await visibleCards()).toEqual(Array(own).fill(pick.id));
      expect(await picker.getByRole('status').innerText()).toBe(`Showing ${own} of ${listed.length} locations`);
      expect(await axeViolations(page)).toEqual([]);
      await select.selectOption('');
      expect(await visibleCards()).toHaveLength(listed.length);
      await page.context().close();
      const noJs = await open('/contact-us/', base, { javaScriptEnabled: false });
      expect(await noJs.locator('[data-location-block="contact"] [data-dealership-picker]').isHidden()).toBe(true);
      expect(await noJs.locator('[data-location-block="contact"] li[data-dealership]').count()).toBe(listed.length);
      await noJs.context().close();
    },
  );

  // The location whose hours are tested: one with alternate Saturdays where the tenant has one.
  const hoursLoc = visible.find((l) => l.alternating_hours) ?? visible[0]!;
  const hoursTz = locationTimeZone(hoursLoc, site.timezone);
  // Saturdays of 2025 from a fixed day, at 10:00 local: the clock of these tests never depends on today.
  const fixedSaturdays = saturdaysFrom(Date.parse('2025-06-10T00:00:00Z'), 4);
  /** The location's page at 10:00 local on `date`, once its 'open now' line is drawn, and the line's text. */
  const hoursAt = async (date: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.setFixedTime(localMs(date, 10 * 60, hoursTz));
    await page.goto(`${base}${locationPath(hoursLoc.slug)}`);
    const line = page.locator(`[data-department="${hoursLoc.id}"] [data-open-now]`);
    await poll(() => line.innerText()).not.toBe('');
    return { page, line: await line.innerText() };
  };
  /** The hours table of the location as drawn: [days, hours and note] per row. */
  const drawnHours = (page: Page) =>
    page
      .locator(`[data-department="${hoursLoc.id}"] table`)
      .first()
      .locator('tr')
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector('th')!.textContent!.trim(), tr.querySelector('td')!.textContent!.trim()]));

  it("hours from the domain: the table and 'open now' at a fixed clock in the location's zone", async () => {
    const rows = openingHoursTable(hoursLoc.contact_detail.opening_hours, locationHoursOptions(hoursLoc, site.opening_hours.closed_day));
    const saturday = hoursLoc.contact_detail.opening_hours.find((h) => h.weekday === 6 && h.status === 'Open');
    const rule = hoursLoc.alternating_hours;
    const onWeek = rule ? fixedSaturdays.find((d) => !isAlternateOffDay(d, rule))! : fixedSaturdays[0]!;
    const { page, line } = await hoursAt(onWeek);
    expect(await drawnHours(page)).toEqual(rows.map((r) => [r.days, `${r.hours}${r.note ?? ''}`]));
    if (saturday) expect(line).toMatch(/^Open now until /);
    else expect(line).toMatch(/^Closed now/);
    await page.context().close();
  });

  it.runIf(!!hoursLoc.alternating_hours)(
    "alternate Saturdays: 'By appointment only' in the table and the 'open now' line on an off week, and no test-drive slot from the API",
    async () => {
      const rule = hoursLoc.alternating_hours!;
      const { page } = await hoursAt(fixedSaturdays.find((d) => !isAlternateOffDay(d, rule))!);
      expect((await drawnHours(page)).find(([d]) => d === 'Saturday')?.[1]).toContain('By appointment only on alternate Saturdays');
      await page.context().close();
      const off = await hoursAt(fixedSaturdays.find((d) => isAlternateOffDay(d, rule))!);
      expect(off.line).toBe('Closed now · today: By appointment only');
      await off.page.context().close();
      // The API offers no test-drive slot on an off-week Saturday and offers slots on an on-week one (real clock, its booking window).
      const ahead = saturdaysFrom(Date.now(), 4);
      const apiOff = ahead.find((d) => isAlternateOffDay(d, rule))!;
      const apiOn = ahead.find((d) => !isAlternateOffDay(d, rule))!;
      const slots = async (date: string) => {
        const res = await fetch(`${api.base}/api/appointments?location_id=${encodeURIComponent(hoursLoc.id)}&date=${date}`, {
          headers: { 'x-site': slug },
        });
        expect(res.status, await res.clone().text()).toBe(200);
        return ((await res.json()) as { slots: unknown[] }).slots;
      };
      expect(await slots(apiOff)).toEqual([]);
      if (hoursLoc.location_type === 'sales' || hoursLoc.location_type === '') expect((await slots(apiOn)).length).toBeGreaterThan(0);
    },
  );

  it('the holiday hours dialog lists the special hours from today, opens by button and closes with Esc', async (ctx) => {
    const loc = visible.find((l) => l.special_hours.length > 0);
    if (!loc) return ctx.skip(`${slug}: no location has special hours, so there is no holiday hours dialog`);
    const tz = locationTimeZone(loc, site.timezone);
    const first = [...loc.special_hours].sort((a, b) => a.date.localeCompare(b.date))[0]!;
    const context = await browser.newContext();
    const page = await context.newPage();
    // The day before the first special date: every entry is still ahead.
    await page.clock.setFixedTime(localMs(first.date, 0, tz) - 12 * 3600_000);
    await page.goto(`${base}${locationPath(loc.slug)}`);
    const button = page.locator(`[data-department="${loc.id}"]`).getByRole('button', { name: 'Holiday hours' });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const dates = await dialog.locator('tr[data-date]').evaluateAll((trs) => trs.map((t) => t.getAttribute('data-date')));
    expect(dates).toEqual(loc.special_hours.map((s) => s.date).sort());
    const closed = loc.special_hours.find((s) => s.status === 'Closed');
    if (closed) expect(await dialog.locator(`tr[data-date="${closed.date}"] td`).innerText()).toBe('Closed');
    const withHours = loc.special_hours.find((s) => s.status === 'Open' && s.start_hour);
    if (withHours)
      expect(await dialog.locator(`tr[data-date="${withHours.date}"] td`).innerText()).toMatch(
        /^\d{1,2}:\d{2} (am|pm) – \d{1,2}:\d{2} (am|pm)$/,
      );
    await page.keyboard.press('Escape');
    await poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('every footer links the legal pages; privacy, terms and complaint pages answer', async () => {
    const page = await open('/', base);
    const legal = page.getByRole('navigation', { name: 'Legal' });
    const hrefs = await legal.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(LEGAL_LINKS.map((k) => LINKS[k].href));
    for (const href of hrefs) {
      const res = await page.goto(`${base}${href}`);
      expect(res?.status(), href!).toBe(200);
      expect(await page.getByRole('navigation', { name: 'Legal' }).locator('a').count()).toBe(LEGAL_LINKS.length);
    }
    await page.goto(`${base}/privacy-policy/`);
    const text = await page.locator('main').innerText();
    expect(text).toContain(`${site.leads.retention_days} days`);
    expect(text).toContain('30 days');
    expect(text).toMatch(/Office of the Australian Information Commissioner/);
    await page.context().close();
  });

  it('the guarantees banner shows what the site advertises, each conditions link landing on its section of the terms', async () => {
    const page = await open('/', base);
    const items = await page
      .locator('[data-guarantees] [data-guarantee]')
      .evaluateAll((lis) => lis.map((li) => li.getAttribute('data-guarantee')));
    expect(items).toEqual(site.guarantees);
    for (const href of await page.locator('[data-guarantees] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const [path, id] = href.split('#');
      await page.goto(`${base}${path}`);
      expect(await page.locator(`[id="${id}"]`).count(), href).toBe(1);
    }
    await page.context().close();
  });

  it("the complaint page lists exactly the regulators of the tenant's states, then 'or seek independent legal advice'", async () => {
    const page = await open('/pages/complaint-handling-process/', base);
    const states = await page.locator('[data-regulators] li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-state')));
    expect(states).toEqual(regulatorsFor(site.locations.map((l) => l.address.state)).map((r) => r.state));
    expect((await page.locator('[data-independent-advice]').innerText()).toLowerCase()).toContain('or seek independent legal advice');
    const contact = await page.locator('[data-complaints-contact]').innerText();
    expect(contact).toContain(site.complaints_contact?.email ?? site.email);
    await page.context().close();
  });

  it('reviews block: shown by the spec rule, at most 12, stars drawn by the domain with a partial fill, AggregateRating only where shown', async () => {
    const dealership = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]!;
    const block = reviewsBlock(tenantReviews(slug), {
      summary: reviewSummary(dealership),
      minimumRating: site.review_minimum_rating,
      hidden: site.reviews.hidden,
      quantity: site.reviews.quantity,
    });
    const page = await open('/', base);
    const section = page.locator('[data-reviews-block]');
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const aggregate = ld.filter((t) => t.includes('"AggregateRating"'));
    if (!block) {
      expect(await section.count()).toBe(0);
      expect(aggregate).toEqual([]);
      return page.context().close();
    }
    const ids = await section.locator('[data-review-id]').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-review-id')));
    expect(ids).toEqual(block.reviews.map((r) => r.id));
    expect(ids.length).toBeLessThanOrEqual(12);
    expect(await section.locator('[data-review-summary]').innerText()).toContain(block.summary.average_rating.toFixed(1));
    const stars = ratingStars(block.summary.average_rating);
    const fills = await section
      .locator('[data-review-summary] .stars__star')
      .evaluateAll((els) => els.map((e) => getComputedStyle(e).backgroundImage));
    expect(fills).toHaveLength(5);
    const expected = [
      ...Array(stars.full).fill(100),
      ...(stars.partialPercent === null ? [] : [stars.partialPercent]),
      ...Array(stars.empty).fill(0),
    ];
    fills.forEach((bg, i) => {
      expect(bg, `star ${i + 1}`).toContain(`${expected[i]}%`);
    });
    expect(aggregate).toHaveLength(1);
    expect(JSON.parse(aggregate[0]!).aggregateRating).toMatchObject({
      ratingValue: block.summary.average_rating,
      reviewCount: block.summary.count,
    });
    expect(await section.innerText()).toMatch(/fictional/);
    // A reader can add their own review where the dealership has a public review page.
    const write = section.getByRole('link', { name: 'Write a review' });
    const writeUrl = reviewUrlFor(site, null);
    expect(await write.count()).toBe(writeUrl ? 1 : 0);
    if (writeUrl) expect(await write.getAttribute('href')).toBe(writeUrl);
    await page.context().close();
  });

  it('review feedback landing: greeting from the query; positive → the review URL; negative → the survey, which also offers the public review link and stores a feedback lead', async () => {
    const reviewUrl = publicReviewUrl(site);
    const page = await open('/review-feedback/?first_name=Mia&dealership_name=Test%20Motors', base);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hi Mia, how did we do?');
    expect(await page.locator('[data-dealership-name]').innerText()).toBe('Test Motors');
    if (reviewUrl) expect(await page.locator('[data-answer="positive"]').getAttribute('href')).toBe(reviewUrl);
    await page.locator('[data-answer="negative"]').click();
    await page.waitForURL(/\/customer-feedback-survey\/\?first_name=Mia/);
    if (reviewUrl) expect(await page.locator('main [data-public-review]').getAttribute('href')).toBe(reviewUrl);
    const form = page.getByRole('form', { name: 'Customer feedback survey' });
    await form.waitFor();
    // The form wakes on the visitor's first intent (client:intent): point at it as a person would.
    await form.hover();
    const who = visitor(`${slug}-feedback`);
    await fillDetails(form, who);
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByRole('textbox', { name: 'Your feedback', exact: true }).fill('The handover was rushed.');
    // The terms checkbox (where the site shows it) links a page that exists.
    const terms = form.getByRole('link', { name: 'terms of use' });
    if (site.leads.terms_required) {
      const href = await terms.getAttribute('href');
      const res = await fetch(new URL(href!, base));
      expect(res.status, href!).toBe(200);
      expect(await res.text()).toMatch(/<h1[^>]*>Terms and conditions<\/h1>/i);
    } else {
      expect(await terms.count()).toBe(0);
    }
    await chooseRequiredSelects(form);
    const answer = await submitLead(page, form.getByRole('button', { name: 'Send feedback' }));
    expect(answer.status()).toBe(200);
    expect(storedLead(api.dbPath, slug, answer)).toMatchObject({ tenant: slug, form: 'feedback' });
    await page.waitForURL(/\/success\/$/);
    await page.goto(`${base}/review-feedback/`);
    await poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hi Valued Customer, how did we do?');
    expect(await page.locator('[data-dealership-name]').innerText()).toBe('Our Dealership');
    await page.context().close();
  });

  it('the survey form is in the HTML at load and boots React only on the first intent: a tap on a field focuses it once the form is ready, and axe passes on the live form', async () => {
    const path = `${FEEDBACK_SURVEY_PATH}?first_name=Mia&dealership_name=Test%20Motors`;
    const { page, scripts } = await jsWithoutInteraction(path, base, slug);
    const islandUrls = await formIslandUrls(page, base);
    // Every field and the submit button are in the server HTML, waiting (disabled) for the island.
    const form = page.getByRole('form', { name: 'Customer feedback survey' });
    const first = form.getByRole('textbox', { name: 'First Name', exact: true });
    expect(await first.isVisible()).toBe(true);
    expect(await first.isDisabled()).toBe(true);
    expect(scripts.map((f) => f.url)).not.toContain(islandUrls.component);
    expect(scripts.map((f) => f.url)).not.toContain(islandUrls.renderer);
    await tapToFocus(page, first);
    expect(await first.isEnabled()).toBe(true);
    await page.keyboard.type('Mia');
    expect(await first.inputValue()).toBe('Mia');
    expect(await axeViolations(page), path).toEqual([]);
    await page.context().close();
  });

  it('keyboard only: the survey from the first tab stop to /success/ (the first key wakes the form)', async () => {
    const context = await browser.newContext();
    await dismissPopup(context, slug);
    const page = await context.newPage();
    await page.goto(`${base}${FEEDBACK_SURVEY_PATH}`);
    const form = page.getByRole('form', { name: 'Customer feedback survey' });
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent?.trim() || '');
    const tabTo = async (target: string) => {
      for (let i = 0; i < 80 && (await focused()) !== target; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(target);
    };
    await page.keyboard.press('Tab');
    // A person takes longer to tab through the header than the form takes to wake; the test waits instead.
    await poll(() => form.getByRole('button', { name: 'Next' }).isEnabled()).toBe(true);
    const who = visitor(`${slug}-feedback-keyboard`);
    for (const [field, value] of [
      ['name', who.name],
      ['last_name', who.last_name],
      ['email', who.email],
      ['phone', who.phone],
      ['postcode', who.postcode],
    ]) {
      if (!(await form.locator(`input[name="${field}"]`).count())) continue;
      await tabTo(field!);
      await page.keyboard.type(value!);
    }
    await page.keyboard.press('Enter');
    await poll(focused).toBe('Step 2 of 2: Your feedback');
    for (const select of ['location_id', 'dealership_slug']) {
      const el = form.locator(`select[name="${select}"][aria-required="true"]`);
      if (await el.count()) {
        await tabTo(select);
        await page.keyboard.press('ArrowDown');
      }
    }
    await tabTo('message');
    await page.keyboard.type('Keyboard only: the handover was rushed.');
    if (await form.locator('input[name="terms_conditions"]').count()) {
      await tabTo('terms_conditions');
      await page.keyboard.press('Space');
    }
    await tabTo('Send feedback');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST');
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    expect(storedLead(api.dbPath, slug, await answer)).toMatchObject({ tenant: slug, form: 'feedback' });
    await page.waitForURL(/\/success\/$/);
    await context.close();
  });

  it.each(['location', '/privacy-policy/', '/pages/complaint-handling-process/', '/service/'])(
    'JS at load: %s loads at most 20 KB of script without any interaction',
    async (which) => {
      const path = which === 'location' ? locationPath(visible[0]!.slug) : which;
      const { page, scripts, inline, bytes } = await jsWithoutInteraction(path, base, slug);
      const list = scripts.map((f) => `${new URL(f.url).pathname} ${f.bytes}`).join(', ');
      expect(bytes, `${path}: ${scripts.length} files (${list}) + ${inline} inline`).toBeLessThanOrEqual(JS_AT_LOAD_BUDGET);
      await page.context().close();
    },
  );

  it('menus: mouse, touch and keyboard open and close a dropdown, the header is marked while open, Esc and the force-close signal close it', async () => {
    const page = await open('/our-location/', base, { viewport: { width: 1280, height: 900 } });
    const header = page.locator('[data-site-header]');
    await poll(() => header.getAttribute('data-menus')).toBe('');
    const trigger = page.locator('[data-menu-trigger]').first();
    const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    // Mouse: click opens, click outside closes.
    await trigger.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await header.getAttribute('data-menu-open')).toBe('');
    await page.mouse.click(1275, 895);
    await poll(() => menu.isVisible()).toBe(false);
    expect(await header.getAttribute('data-menu-open')).toBeNull();
    // Keyboard: Enter opens, a link inside is reachable by Tab, Esc closes and focus returns to the button.
    await trigger.focus();
    await page.keyboard.press('Enter');
    expect(await trigger.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        (id) => document.getElementById(id!)?.contains(document.activeElement),
        await trigger.getAttribute('aria-controls'),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true);
    // Force-close signal.
    await trigger.click();
    await page.evaluate(() => window.dispatchEvent(new Event('dealer:close-menus')));
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
    if ((await header.getAttribute('data-dropdowns')) === 'hover') {
      // The pointer leaves the menu first (it is still on the button after the click above), then comes back.
      await page.mouse.move(1275, 895);
      await trigger.hover();
      await poll(() => menu.isVisible()).toBe(true);
      await page.mouse.move(1275, 895);
      await poll(() => menu.isVisible()).toBe(false);
    }
    await page.context().close();
    // Touch: a tap opens, a second tap closes (a wide touch screen shows the desktop menu).
    const touch = await open('/our-location/', base, { viewport: { width: 1280, height: 900 }, hasTouch: true, isMobile: false });
    const t = touch.locator('[data-menu-trigger]').first();
    await poll(() => touch.locator('[data-site-header]').getAttribute('data-menus')).toBe('');
    await t.tap();
    expect(await t.getAttribute('aria-expanded')).toBe('true');
    await t.tap();
    expect(await t.getAttribute('aria-expanded')).toBe('false');
    await touch.context().close();
  });

  it('the mobile drawer reaches the locations, and the location menu lists every location', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    // The menus' script runs after the page has painted: hold every script file back so the tap surely comes first
    // (on a busy phone it does). The <details> drawer opens without script; once the script runs it marks the header.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/_astro\/[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // 'commit': the load event may wait for a held module script.
    await page.goto(`${base}/our-location/`, { waitUntil: 'commit' });
    await page.locator('.site-drawer__toggle').tap();
    const drawer = page.getByRole('navigation', { name: 'Mobile' });
    await drawer.waitFor();
    expect(await page.locator('[data-site-header]').getAttribute('data-menus')).toBeNull(); // the script has not run
    release();
    await poll(() => page.locator('[data-site-header]').getAttribute('data-menus')).toBe('');
    expect(await page.locator('[data-site-header]').getAttribute('data-menu-open')).toBe('');
    const hrefs = await drawer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const loc of visible) expect(hrefs).toContain(locationPath(loc.slug));
    await page.context().close();
  });

  it.each([
    '/our-location/',
    'location',
    '/privacy-policy/',
    '/pages/complaint-handling-process/',
    '/review-feedback/',
    '/customer-feedback-survey/',
    '/',
  ])(
    'axe: no WCAG 2.2 AA violation on %s',
    async (which) => {
      const path = which === 'location' ? locationPath(visible[0]!.slug) : which;
      const context = await browser.newContext();
      await dismissPopup(context, slug);
      const page = await context.newPage();
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('load');
      expect(await axeViolations(page), path).toEqual([]);
      await context.close();
    },
    180_000,
  );
});
