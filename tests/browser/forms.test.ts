/**
 * Lead forms in real Chromium on every built tenant, against the real edge API (issue #6): the spec §5
 * messages on every form page and axe WCAG 2.2 AA with the errors showing, the two-step enquiry form
 * landing on /success/ with the lead stored and its analytics event, keyboard-only completion, the
 * test drive booking a free slot (and the same slot refused to a second buyer with the server's
 * message), server errors and an offline retry that reuses the Idempotency-Key, the valuation, reserve
 * and quick enquiry requests. Expectations come from the tenant's own config, never its slug.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ENQUIRY_PAGES } from '../../src/components/forms/enquiry-pages.ts';
import { isCheckoutEligible } from '../../src/domain/buttons.ts';
import { LEAD_MESSAGES } from '../../src/domain/lead.ts';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { weighJavaScript } from '../../scripts/lib/chromium.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import {
  alertText,
  captureEvents,
  chooseRequiredSelects,
  fillDetails,
  formIslandUrls,
  leads,
  miscRows,
  servedStock,
  storedLead,
  submitLead,
  tapToFocus,
  textbox,
  visitor,
} from './forms-helpers.ts';
import { dismissPopup, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const api = inject('api');
const browser = chromiumForFile();

async function open(url: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(url);
  return page;
}
const submitButton = (page: Page, label: string) => page.getByRole('form', { name: label }).locator('.lead-form__submit');

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  let docs: SearchDoc[];
  /** A car a buyer can still get and reserve (for test drives, trade-ins and reservations): in a yard, so not a factory pre-order. */
  let car: SearchDoc;
  /**
   * The pages whose lead form is their main content (they wake it with `MAIN_FORM_HYDRATION`): path, the form's
   * label and its first text box.
   */
  const mainFormPages: [string, string, string][] = [
    ['/contact/', 'Contact form', 'First Name'],
    ['/fleet/', 'Get In Touch', 'First Name'],
    ['/careers/', 'Careers enquiry', 'First Name'],
    ['/sell-your-car/', 'Valuation request', 'Rego'],
    ['/sell-my-car/', 'Valuation request', 'Rego'],
    ...ENQUIRY_PAGES.map((p): [string, string, string] => [`/enquiries/${p.slug}/`, p.title, 'First Name']),
    ...(site.base_domain ? [] : [['/genuine-service/', 'Service booking request', 'First Name'] as [string, string, string]]),
  ];
  beforeAll(async () => {
    docs = (await servedStock(base)).docs;
    car = docs.find((d) => d.status === 'in_stock' && isCheckoutEligible(d) && site.locations.some((l) => l.name === d.location_name))!;
    expect(car).toBeDefined();
  });

  it("every form page: the spec messages under 'Please fix the following errors:', focus on the summary, axe clean", async () => {
    const pages: [string, string][] = [
      ...mainFormPages.map(([path, label]): [string, string] => [path, label]),
      ['/contact-us/', 'Contact form'],
      ['/book-test-drive/', 'Book a test drive'],
      [`/cars/trade-in/?car_id=${car.id}`, 'Valuation request'],
      // /trade-in/, /cars/{slug}/checkout/ and /checkout-journey/ are the account islands now (tests/browser/accounts.test.ts).
    ];
    const page = await open(`${base}/`);
    for (const [path, label] of pages) {
      await page.goto(`${base}${path}`);
      const form = page.getByRole('form', { name: label });
      // The form wakes when it scrolls into view (client:visible) or on the visitor's first intent (client:intent,
      // the pages whose form is their main content): scrolled to and pointed at, as a visitor would; its submit
      // button stays disabled until then.
      await form.scrollIntoViewIfNeeded();
      await form.hover();
      for (let i = 0; i < 3 && (await form.getByRole('alert').count()) === 0; i++) await submitButton(page, label).click();
      const text = await alertText(form);
      expect(text, path).toContain(LEAD_MESSAGES.heading);
      expect(text, path).toContain(LEAD_MESSAGES.postcode);
      expect(text, path).toContain('Please enter your first name.');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), path).toBe('alert');
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.goto(`${base}/success/`);
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('the pages whose form is their main content load neither React nor the form script until the first intent (even opened from a campaign link), the form whole in the HTML and disabled; a tap on a field wakes it and focuses that field', async () => {
    for (const [path, label, firstField] of mainFormPages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
      await dismissPopup(context, slug);
      const page = await context.newPage();
      // A campaign link's query is not the form's state: the form still waits for the visitor.
      const js = await weighJavaScript(page, `${base}${path}?utm_source=newsletter`);
      const islandUrls = await formIslandUrls(page, base);
      const loaded = js.files.map((f) => f.url);
      expect(loaded, path).not.toContain(islandUrls.component);
      expect(loaded, path).not.toContain(islandUrls.renderer);
      const field = textbox(page.getByRole('form', { name: label }), firstField);
      expect(await field.isVisible(), path).toBe(true);
      expect(await field.isDisabled(), path).toBe(true);
      if (path === '/contact/') {
        await tapToFocus(page, field);
        await page.keyboard.type('Mia');
        expect(await field.inputValue()).toBe('Mia');
      }
      await context.close();
    }
  }, 300_000);

  it('enquiry form: two steps, exact messages, then /success/ with the lead stored and event 14', async () => {
    const page = await (await browser.newContext()).newPage();
    const events = await captureEvents(page);
    await page.goto(`${base}/contact/?utm_source=newsletter&utm_campaign=spring`);
    const form = page.getByRole('form', { name: 'Contact form' });
    // The campaign query is not the form's state: the form still wakes on the first intent (MAIN_FORM_HYDRATION).
    await form.hover();
    const who = visitor(`${slug}-enquiry`);
    await fillDetails(form, { ...who, postcode: '' });
    const postcode = textbox(form, 'Postcode');
    await postcode.pressSequentially('20001');
    expect(await postcode.inputValue()).toBe('2000');
    await postcode.fill('20a');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(form)).toBe(`${LEAD_MESSAGES.heading} ${LEAD_MESSAGES.postcode}`);
    await expect.poll(() => postcode.getAttribute('aria-describedby')).toMatch(/-error$/);
    await form.getByRole('link', { name: LEAD_MESSAGES.postcode }).click();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('postcode');
    await postcode.fill(who.postcode);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Step 2 of 2: Your enquiry');
    expect(await form.getByLabel('What is your enquiry about?').inputValue()).toBe('General Enquiry');
    if (site.leads.message_required) {
      await form.getByRole('button', { name: 'Send enquiry' }).click();
      // Every missing answer of step 2 in the summary: comments, and the terms box where the site requires it (spec §5).
      const terms = site.leads.terms_required
        ? ` ${site.leads.terms_message === 'long' ? LEAD_MESSAGES.termsLong : LEAD_MESSAGES.terms}`
        : '';
      expect(await alertText(form)).toBe(`${LEAD_MESSAGES.heading} Please enter your comments.${terms}`);
    }
    await textbox(form, 'Comments').fill('Do you have any hybrids coming in?');
    await chooseRequiredSelects(form);
    await form.getByRole('button', { name: 'Back' }).click();
    expect(await textbox(form, 'Email').inputValue()).toBe(who.email);
    await form.getByRole('button', { name: 'Next' }).click();
    const answer = await submitLead(page, form.getByRole('button', { name: 'Send enquiry' }));
    expect(answer.status()).toBe(200);
    await page.waitForURL(/\/success\/$/);
    await page.getByRole('heading', { level: 1, name: 'Thanks for your enquiry' }).waitFor();
    const row = storedLead(api.dbPath, slug, answer);
    expect(row).toMatchObject({ tenant: slug, form: 'enquiry', spam: 0 });
    expect(row.payload).toMatchObject({
      category: 'General Enquiry',
      source: 'Website',
      email: who.email,
      phone: '0412 345 678',
      postcode: '5000',
      message: 'Do you have any hybrids coming in?',
      url: `${base}/contact/?utm_source=newsletter&utm_campaign=spring`,
      opt_in: true,
      lead_attributes: { visited_pages: ['/contact/'], linked_query_params: { utm_source: 'newsletter', utm_campaign: 'spring' } },
    });
    expect(events.filter((e) => e.event === 'dealer_event')).toEqual([
      { event: 'dealer_event', event_id: 14, category: 'General Enquiry' },
    ]);
    expect(JSON.stringify(events)).not.toMatch(/example\.com|0412/);
    expect(await page.evaluate(() => localStorage.getItem('lead-success-category'))).toBeNull();
    await page.goto(`${base}/contact/`);
    // The returning visitor's details fill in as the form wakes, on the first intent.
    await page.getByRole('form', { name: 'Contact form' }).hover();
    await expect.poll(() => textbox(page.getByRole('form', { name: 'Contact form' }), 'Email').inputValue()).toBe(who.email);
    await page.goto(`${base}/success/`);
    await page.getByRole('heading', { level: 1, name: 'Thank you' }).waitFor();
    await page.context().close();
  });

  it('keyboard only: the general enquiry form from the first tab stop to /success/', async () => {
    const page = await open(`${base}/enquiries/general/`);
    const form = page.getByRole('form', { name: 'General enquiry' });
    await form.getByRole('button', { name: 'Next' }).waitFor();
    // The first key wakes the form (client:intent); a person takes longer to tab through the header than the form
    // takes to wake, so the test waits instead.
    await page.keyboard.press('Tab');
    await expect.poll(() => form.getByRole('button', { name: 'Next' }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name || document.activeElement?.textContent?.trim() || '');
    const tabTo = async (target: string) => {
      for (let i = 0; i < 80 && (await focused()) !== target; i++) await page.keyboard.press('Tab');
      expect(await focused()).toBe(target);
    };
    const who = visitor(`${slug}-keyboard`);
    await tabTo('name');
    for (const [field, value] of [
      ['name', who.name],
      ['last_name', who.last_name],
      ['email', who.email],
      ['phone', who.phone],
      ['postcode', who.postcode],
    ]) {
      await tabTo(field!);
      await page.keyboard.type(value!);
    }
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('Step 2 of 2: Your enquiry');
    await tabTo('category');
    for (const select of ['location_id', 'dealership_slug']) {
      if (await form.locator(`select[name="${select}"]`).count()) {
        await tabTo(select);
        await page.keyboard.press('ArrowDown');
      }
    }
    await tabTo('message');
    await page.keyboard.type('Keyboard only, please call me.');
    if (await form.locator('input[name="terms_conditions"]').count()) {
      await tabTo('terms_conditions');
      await page.keyboard.press('Space');
    }
    await tabTo('Send enquiry');
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/leads'));
    await page.keyboard.press('Enter');
    expect((await answer).status()).toBe(200);
    await page.waitForURL(/\/success\/$/);
    await page.context().close();
  });

  it("test drive: a free slot in the location's time zone is booked; a second buyer of the same slot gets the server's message", async () => {
    const events: Record<string, unknown>[][] = [];
    const pages: Page[] = [];
    for (const tag of ['first', 'second']) {
      const page = await (await browser.newContext()).newPage();
      events.push(await captureEvents(page));
      await page.goto(`${base}/book-test-drive/?car_id=${car.id}`);
      const form = page.getByRole('form', { name: 'Book a test drive' });
      await page.getByText(car.name).first().waitFor();
      // The form waits for the visitor's first intent (MAIN_FORM_HYDRATION): pointed at, as a visitor would.
      await form.hover();
      await fillDetails(form, visitor(`${slug}-td-${tag}`));
      await form.getByRole('button', { name: 'Next' }).click();
      pages.push(page);
    }
    const [first, second] = pages.map((p) => p.getByRole('form', { name: 'Book a test drive' })) as [
      ReturnType<Page['getByRole']>,
      ReturnType<Page['getByRole']>,
    ];
    let slot: string | null = null;
    for (let day = 1; day <= 14 && !slot; day++) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      for (const form of [first, second]) {
        await form.getByLabel('Date', { exact: true }).fill(date);
        await expect
          .poll(
            async () => {
              const values = await form.locator('input[type=radio]').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
              const none = await form.locator('.lead-slots p[role=status]').filter({ hasNotText: 'Loading' }).count();
              return values.length > 0 ? values.every((v) => v.startsWith(date)) : none > 0;
            },
            { timeout: 10_000 },
          )
          .toBe(true);
      }
      const free = first.locator('input[type=radio]:not([disabled])').first();
      if (await free.count()) slot = await free.getAttribute('value');
    }
    expect(slot, 'a free slot within two weeks').not.toBeNull();
    await first.locator(`input[value="${slot}"]`).check();
    await second.locator(`input[value="${slot}"]`).check();
    await chooseRequiredSelects(first);
    await chooseRequiredSelects(second);
    const answer = await submitLead(pages[0]!, first.getByRole('button', { name: 'Book test drive' }));
    await pages[0]!.waitForURL(/\/success\/$/);
    await pages[0]!.getByRole('heading', { level: 1, name: 'Thanks, your test drive request is in' }).waitFor();
    const row = storedLead(api.dbPath, slug, answer);
    expect(row).toMatchObject({ form: 'test_drive', appointment_iso: new Date(slot!).toISOString() });
    expect(row.payload).toMatchObject({ category: 'Test Drive', car_id: car.id, 'Vehicle Make': car.make, car_type: car.car_type });
    expect(events[0]!.find((e) => e.event === 'dealer_event')).toMatchObject({
      event_id: car.car_type === 'used' ? 48 : 17,
      vehicleMake: car.make,
      vehicleModel: car.model,
      vehicleYear: car.year,
    });

    const refused = await submitLead(pages[1]!, second.getByRole('button', { name: 'Book test drive' }));
    expect(refused.status()).toBe(409);
    expect(await alertText(second)).toBe(`${LEAD_MESSAGES.heading} ${LEAD_MESSAGES.appointmentTaken}`);
    expect(await textbox(second, 'Email').count()).toBe(0);
    for (const p of pages) await p.context().close();
  });

  it("server errors show the server's text or 'An unexpected error occured', keeping what was typed", async () => {
    const page = await open(`${base}/enquiries/feedback/`);
    const form = page.getByRole('form', { name: 'Feedback' });
    await form.hover();
    await fillDetails(form, visitor(`${slug}-500`));
    await form.getByRole('button', { name: 'Next' }).click();
    await textbox(form, 'Your feedback').fill('Great service');
    await chooseRequiredSelects(form);
    const replies = [
      {
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Something went wrong on our side. Please try again in a moment.' }),
      },
      { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' },
    ];
    await page.route('**/api/leads', (route) => route.fulfill(replies.shift()!));
    await form.getByRole('button', { name: 'Send feedback' }).click();
    expect(await alertText(form)).toBe(`${LEAD_MESSAGES.formAlert} Something went wrong on our side. Please try again in a moment.`);
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => alertText(form)).toBe(`${LEAD_MESSAGES.formAlert} An unexpected error occured`);
    expect(await textbox(form, 'Your feedback').inputValue()).toBe('Great service');
    expect(page.url()).toBe(`${base}/enquiries/feedback/`);
    await page.context().close();
  });

  it('offline after the server stored the lead: the retry reuses the Idempotency-Key and the lead is stored once', async () => {
    const page = await open(`${base}/fleet/`);
    const form = page.getByRole('form', { name: 'Get In Touch' });
    await form.hover();
    const who = visitor(`${slug}-retry`);
    await fillDetails(form, who);
    await form.getByRole('button', { name: 'Next' }).click();
    await textbox(form, 'Comments').fill('Ten utes for our business');
    await chooseRequiredSelects(form);
    const keys: string[] = [];
    let lost = true;
    await page.route('**/api/leads', async (route) => {
      keys.push(route.request().headers()['idempotency-key']!);
      if (!lost) return route.continue();
      lost = false;
      await route.fetch();
      await route.abort('internetdisconnected');
    });
    await form.getByRole('button', { name: 'Get In Touch' }).click();
    const text = await alertText(form);
    expect(text).toContain(LEAD_MESSAGES.formAlert);
    expect(text).toContain('Your details are still here');
    const answer = await submitLead(page, form.getByRole('button', { name: 'Get In Touch' }));
    expect(answer.headers()['idempotent-replayed']).toBe('true');
    await page.waitForURL(/\/success\/$/);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const stored = leads(api.dbPath, 'tenant = ? AND idempotency_key = ?', slug, keys[0]!);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.payload).toMatchObject({ category: 'Fleet Enquiry', email: who.email });
    await page.context().close();
  });

  it('valuation: the car and rego are stored with the lead, the request saved for it, and the page says an appraiser will call', async () => {
    const page = await open(`${base}/cars/trade-in/?car_id=${car.id}`);
    const form = page.getByRole('form', { name: 'Valuation request' });
    await page.getByText(car.name).first().waitFor();
    await form.hover();
    await textbox(form, 'Rego').fill('ABC123');
    await form.getByLabel('State of registration').selectOption('SA');
    await textbox(form, 'Year').fill(String(new Date().getFullYear() - 12));
    await textbox(form, 'Odometer (km)').fill('150000');
    expect(await form.getByRole('status').innerText()).toContain('over 7 years old or with more than 100,000 km');
    await form.getByRole('button', { name: 'Next' }).click();
    await fillDetails(form, visitor(`${slug}-valuation`));
    await chooseRequiredSelects(form);
    const answer = await submitLead(page, form.getByRole('button', { name: 'Request valuation' }));
    await page.waitForURL(/\/success\/$/);
    await page.getByRole('heading', { level: 1, name: 'Thanks, your valuation request is in' }).waitFor();
    const { lead_id, payload } = storedLead(api.dbPath, slug, answer);
    expect(payload).toMatchObject({
      category: 'Trade-In Valuation',
      subcategory: 'Appraisal Required',
      opt_in_trade: true,
      car_id: car.id,
      trade_in: { rego: 'ABC123', rego_state: 'SA', km: 150_000 },
    });
    await expect
      .poll(() => miscRows(api.dbPath, lead_id))
      .toEqual([
        {
          column_name: 'valuation',
          data: expect.objectContaining({ rego: 'ABC123', regoState: 'SA', form_completed: true, online_estimate: 'not_eligible' }),
        },
      ]);
    await page.context().close();
  });

  it('the pages that read ?car_id= show the car from its small lookup file, never the whole search index (by id, and by slug in capitals); the test drive and trade-in pages without React until the first intent', async () => {
    // Path, what shows once the car is found, and the form that must still be asleep (label, first text box).
    const cases: [string, string, [string, string] | null][] = [
      [`/book-test-drive/?car_id=${car.id}`, car.name, ['Book a test drive', 'First Name']],
      [`/cars/trade-in/?car_id=${car.id}`, car.name, ['Valuation request', 'Rego']],
      [`/personalised/finance/?car_id=${car.id}`, `Your finance estimate for the ${car.name}`, null],
      [`/book-test-drive/?car_id=${car.slug.toUpperCase()}`, car.name, ['Book a test drive', 'First Name']],
    ];
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    await dismissPopup(context, slug);
    const page = await context.newPage();
    for (const [path, shows, asleep] of cases) {
      const asked: { url: string; bytes: Promise<number> }[] = [];
      const scripts: string[] = [];
      const onResponse = (r: Awaited<ReturnType<Page['waitForResponse']>>) => {
        if (/\/search\/(index\.json|car\/)/.test(r.url()))
          asked.push({ url: new URL(r.url()).pathname, bytes: r.body().then((b) => b.length) });
        if (r.request().resourceType() === 'script') scripts.push(r.url());
      };
      page.on('response', onResponse);
      await page.goto(`${base}${path}`);
      await page.getByText(shows).first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      expect(
        asked.map((a) => a.url),
        path,
      ).toEqual([expect.stringMatching(/^\/search\/car\/\d+\/\d+\.json$/)]);
      // A lookup file is a sliver of the index (1/64 of the cars, twice): under 60 KB even on the largest tenant.
      expect(await asked[0]!.bytes, path).toBeLessThan(60_000);
      if (asleep) {
        // The car shows from the page's own small script; the form (React and its module) waits for the visitor.
        const islandUrls = await formIslandUrls(page, base);
        expect(scripts, path).not.toContain(islandUrls.component);
        expect(scripts, path).not.toContain(islandUrls.renderer);
        const field = textbox(page.getByRole('form', { name: asleep[0] }), asleep[1]);
        expect(await field.isDisabled(), path).toBe(true);
        await tapToFocus(page, field);
        await page.keyboard.type('Mia');
        expect(await field.inputValue(), path).toBe('Mia');
        // The woken form looked the same car up for its lead from the page's one read of the file, not again.
        await page.waitForLoadState('networkidle');
        expect(asked.length, path).toBe(1);
      }
      page.off('response', onResponse);
    }
    await page.context().close();
  });

  it('a car whose lookup file cannot be loaded says so (not that it was sold) and "Try again" shows it, by keyboard', async () => {
    // Path, what the box says when the file fails, what shows once it is found.
    const cases: [string, string, string][] = [
      [`/book-test-drive/?car_id=${car.id}`, 'We could not load that car just now.', car.name],
      [`/cars/trade-in/?car_id=${car.id}`, 'We could not load that car just now.', car.name],
      [`/personalised/finance/?car_id=${car.id}`, 'We could not load your car just now', `Your finance estimate for the ${car.name}`],
      // The React car box (CarSummary), not the page script's: the purchase island is rendered in the browser only.
      ...(site.features.online_purchase
        ? [[`/checkout-journey/?car_id=${car.id}`, 'We could not load that car just now.', car.name] as [string, string, string]]
        : []),
    ];
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });
    await dismissPopup(context, slug);
    const page = await context.newPage();
    for (const [path, failed, shows] of cases) {
      const offline = (route: { abort: (code: string) => Promise<void> }) => route.abort('internetdisconnected');
      await page.route('**/search/car/**', offline);
      await page.goto(`${base}${path}`);
      const status = page.getByRole('status').filter({ hasText: failed });
      await status.waitFor({ timeout: 15_000 });
      expect(await page.getByText('We could not find that car').count(), path).toBe(0);
      await page.unroute('**/search/car/**', offline);
      const retry = status.getByRole('button', { name: 'Try again' });
      await retry.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: shows }).first().waitFor({ timeout: 15_000 });
      // The button went with the message; the keyboard focus stayed on the box that announced the car.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role')), path).toBe('status');
    }
    await context.close();
  });

  it('quick enquiry from a search card: the modal form stores a lead about that car', async () => {
    const page = await open(`${base}/search/`);
    const link = page.locator('main a[aria-haspopup="dialog"]').filter({ hasText: 'Quick Enquiry' }).first();
    await link.waitFor();
    const name = (await link.innerText()).replace(/^Quick Enquiry\s*:?\s*/, '').trim();
    await link.click();
    const form = page.getByRole('dialog').getByRole('form', { name: `Quick enquiry about the ${name}` });
    await form.waitFor();
    expect(await textbox(form, 'Comments').inputValue()).toBe(`I'm interested in the ${name}. Is it still available?`);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    expect(await alertText(form)).toContain(LEAD_MESSAGES.postcode);
    await fillDetails(form, visitor(`${slug}-quick`));
    await chooseRequiredSelects(form);
    const answer = await submitLead(page, form.getByRole('button', { name: 'Send enquiry' }));
    await page.waitForURL(/\/success\/$/);
    await page.getByRole('link', { name }).waitFor();
    const { payload } = storedLead(api.dbPath, slug, answer);
    expect(docs.filter((d) => d.name === name).map((d) => d.id)).toContain(payload.car_id);
    expect(payload).toMatchObject({ category: 'General Enquiry', source: 'Website' });
    await page.context().close();
  });

  it("vehicle page: the #enquire form sends a lead about the car with its event; a sold car's #find-similar form its subcategory", async () => {
    const sold = docs.find((d) => d.status === 'sold');
    const cases = [
      { doc: car, anchor: 'enquire', form: 'enquiry', subcategory: null },
      ...(sold ? [{ doc: sold, anchor: 'find-similar', form: 'find_me_something_similar', subcategory: 'Find Me Something Similar' }] : []),
    ];
    for (const c of cases) {
      const page = await (await browser.newContext()).newPage();
      const events = await captureEvents(page);
      await page.goto(`${base}/cars/${c.doc.slug}/#${c.anchor}`);
      const form = page.locator(`#${c.anchor}`).getByRole('form');
      expect(await form.count(), `#${c.anchor} holds one lead form`).toBe(1);
      await fillDetails(form, visitor(`${slug}-vdp-${c.anchor}`));
      await form.getByRole('button', { name: 'Next' }).click();
      expect(await textbox(form, 'Comments').inputValue()).not.toBe('');
      await chooseRequiredSelects(form);
      const answer = await submitLead(page, form.locator('.lead-form__submit'));
      await page.waitForURL(/\/success\/$/);
      // The thank-you page names the car and links back to its page.
      const carLink = page.locator('[data-success-car]').getByRole('link', { name: c.doc.name, exact: true });
      await carLink.waitFor();
      expect(await carLink.getAttribute('href')).toBe(`/cars/${c.doc.slug}/`);
      const row = storedLead(api.dbPath, slug, answer);
      expect(row).toMatchObject({ form: c.form });
      expect(row.payload).toMatchObject({
        car_id: c.doc.id,
        subcategory: c.subcategory,
        'Vehicle Make': c.doc.make,
        car_type: c.doc.car_type,
      });
      const expected = c.doc.tag === 'Test Drive Only' ? 17 : c.doc.car_type === 'used' ? 15 : 14;
      expect(events.find((e) => e.event === 'dealer_event')).toMatchObject({ event_id: expected, vehicleModel: c.doc.model });
      await page.context().close();
    }
  });

  it('make-an-offer dialog on the vehicle page: the offer is required and a dollar amount (spec §5), no comments or opt-in', async (ctx) => {
    const page = await open(`${base}/cars/${car.slug}/`);
    const button = page.getByRole('button', { name: 'Make an Offer' });
    expect(await button.count(), 'features.make_an_offer places the button for a car in stock').toBe(site.features.make_an_offer ? 1 : 0);
    if (!site.features.make_an_offer) ctx.skip(`${slug} has features.make_an_offer off (no button, checked above)`);
    // It hydrates when scrolled into view (client:visible) and is disabled until then.
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const form = page.getByRole('dialog').getByRole('form', { name: `Make an offer on the ${car.name}` });
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await alertText(form)).toBe(`${LEAD_MESSAGES.heading} ${LEAD_MESSAGES.offerRequired}`);
    await textbox(form, 'Your offer').fill('lots');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => alertText(form)).toBe(`${LEAD_MESSAGES.heading} ${LEAD_MESSAGES.offerInvalid}`);
    await textbox(form, 'Your offer').fill('25000');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await textbox(form, 'Comments').count()).toBe(0);
    expect(await form.getByRole('checkbox', { name: /subscribe|similar stock/ }).count()).toBe(0);
    await fillDetails(form, visitor(`${slug}-offer`));
    await chooseRequiredSelects(form);
    const answer = await submitLead(page, form.getByRole('button', { name: 'Send offer' }));
    await page.waitForURL(/\/success\/$/);
    const row = storedLead(api.dbPath, slug, answer);
    expect(row).toMatchObject({ form: 'make_an_offer' });
    expect(row.payload).toMatchObject({ offer_from_client: 25_000, category: 'Make An Offer', car_id: car.id });
    expect(row.payload).not.toHaveProperty('message');
    await page.context().close();
  });
});
