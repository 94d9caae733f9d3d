/**
 * Accounts and commerce in real Chromium on the built sample tenants against the real edge API
 * (issue #13): sign-in with the code the API queued (read from its SQLite outbox, as `npm run api`
 * prints it), a gated route round trip (/my-garage/ → /sign-in/ → back), a car saved on one browser
 * context showing in another's watchlist, a reservation through the site's payment provider (the local
 * Stripe fake on Stripe sites, offline elsewhere; sign-in first where the site gates checkout) ending
 * with the car shown reserved, and a trade-in estimate giving a range that the adjustment answers move,
 * then an accepted offer stored as '3. Offer Accepted' with event 18. Cars are found by property.
 */
import { DatabaseSync } from 'node:sqlite';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { isCheckoutEligible } from '../../src/domain/buttons.ts';
import { e164Mobile } from '../../src/domain/phone.ts';
import { OFFER_ACCEPTED } from '../../src/domain/valuation.ts';
import { formatAud } from '../../src/domain/money.ts';
import { loadSnapshot } from '../../src/stock/snapshot.ts';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { estimateTradeIn, marketIndex } from '../../src/stock/valuation.ts';
import { axeViolations, chromiumForFile } from './chromium.ts';
import { captureEvents, chooseRequiredSelects, leads, servedStock, textbox, visitor } from './forms-helpers.ts';
import { root, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
const api = inject('api');
const browser = chromiumForFile();

const newContext = () => browser.newContext({ viewport: { width: 1280, height: 900 } });

/** A fresh Australian mobile per sign-in test (codes are limited per number and hour). */
const mobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest sign-in code the API queued for `recipient` after `since` (ms), polled from its outbox. */
async function codeFor(recipient: string, since: number): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const db = new DatabaseSync(api.dbPath, { readOnly: true });
    try {
      const row = db
        .prepare(
          "SELECT body FROM outbox_messages WHERE recipient = ? AND kind = 'sign_in_code' AND created_at >= ? ORDER BY id DESC LIMIT 1",
        )
        .get(recipient, since) as { body: string } | undefined;
      if (row) return (JSON.parse(row.body) as { code: string }).code;
    } finally {
      db.close();
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no sign-in code queued for ${recipient}`);
}

/** On /sign-in/: types the mobile, sends the code, types the code from the outbox, signs in. */
async function signInOnPage(page: Page, phone: string): Promise<void> {
  const since = Date.now() - 1000;
  // The form is in the HTML, disabled until React runs (client:intent; with a query it wakes when idle): point
  // at it as a person would and wait until it is ready, since the query then sets the channel.
  const send = page.getByRole('button', { name: 'Send code' });
  await send.waitFor();
  await page.getByRole('form', { name: 'Sign in' }).hover();
  await expect.poll(() => send.isEnabled(), { timeout: 15_000 }).toBe(true);
  // Some sign-in types ask for an e-mail first (src/domain/account.ts signInChannel): switch to the mobile.
  const mobileBox = page.getByRole('textbox', { name: 'Mobile number' });
  if (!(await mobileBox.isVisible())) await page.getByRole('button', { name: 'Use a mobile number instead' }).click();
  await mobileBox.fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFor(e164Mobile(phone)!, since);
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs `context` in on a site by its sign-in page, landing on /my-garage/. */
async function signIn(context: BrowserContext, base: string, phone: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${base}/sign-in/?type=my-garage&redirect=%2Fmy-garage%2F`);
  await signInOnPage(page, phone);
  await page.waitForURL(/\/my-garage\/$/);
  await page.getByText('Signed in as').waitFor();
  return page;
}

describe.each(Object.entries(tenants))('%s', (slug, base) => {
  const site = tenantConfig(slug);
  let docs: SearchDoc[];
  beforeAll(async () => {
    docs = (await servedStock(base)).docs;
  });

  it('gated route round trip: /my-garage/ sends a visitor to sign in and back; the session cookie is HttpOnly, Secure, SameSite=Lax', async () => {
    const context = await newContext();
    const page = await context.newPage();
    // A visitor who never signed in here is sent on by the page's inline gate (client:gate), before any React loads.
    const scripts: string[] = [];
    let onGatedPage = true;
    page.on('request', (r) => {
      if (r.resourceType() === 'document' && new URL(r.url()).pathname === '/sign-in/') onGatedPage = false;
      if (onGatedPage && r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}/my-garage/`);
    await page.waitForURL((u) => u.pathname === '/sign-in/');
    const q = new URL(page.url()).searchParams;
    expect([q.get('type'), q.get('redirect')]).toEqual(['my-garage', '/my-garage/']);
    expect(scripts.filter((s) => /\/_astro\/(Account|client)\./.test(s))).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    const phone = mobile();
    await signInOnPage(page, phone);
    await page.waitForURL(/\/my-garage\/$/);
    expect(await page.getByText('Signed in as').innerText()).toContain(e164Mobile(phone));
    const session = (await context.cookies()).find((c) => c.name.includes('session_token'));
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax' });
    expect(await axeViolations(page)).toEqual([]);
    // Signed out, the gate applies again.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${base}/`);
    await page.goto(`${base}/online-payment/`);
    await page.waitForURL((u) => u.pathname === '/sign-in/');
    await context.close();
  }, 180_000);

  it.runIf(site.accounts.spin_to_win.enabled)(
    'spin to win: sign in, spin, win a configured prize recorded as a lead; a second spin shows the same prize',
    async () => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
      const page = await context.newPage();
      await page.goto(`${base}/spin-to-win/`);
      if (site.accounts.gates.spin_to_win) {
        await page.waitForURL((u) => u.pathname === '/sign-in/');
        expect(new URL(page.url()).searchParams.get('type')).toBe('spin-to-win');
        await signInOnPage(page, mobile());
        await page.waitForURL(/\/spin-to-win\/$/);
      } else {
        await page.getByRole('link', { name: 'Sign in to spin' }).click();
        await signInOnPage(page, mobile());
        await page.waitForURL(/\/spin-to-win\/$/);
      }
      const labels = site.accounts.spin_to_win.prizes.map((p) => p.label);
      expect(await page.locator('.spin-prizes li').count()).toBe(labels.length);
      await page.getByRole('button', { name: 'Spin the wheel' }).click();
      const status = page.getByRole('status').filter({ hasText: 'You won: ' });
      await status.waitFor();
      const won = (await status.locator('.spin__prize').innerText()).replace('You won: ', '');
      expect(labels).toContain(won);
      expect(await page.getByRole('button', { name: 'Spin the wheel' }).isDisabled()).toBe(true);
      const stored = leads(api.dbPath, "tenant = ? AND json_extract(payload, '$.category') = 'Spin to Win'", slug);
      expect(stored.map((l) => l.payload.prize)).toContain(won);
      expect(await axeViolations(page)).toEqual([]);
      await page.reload();
      await page.getByRole('button', { name: 'Spin the wheel' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Your prize: ${won}` })
        .waitFor();
      await context.close();
    },
    180_000,
  );

  it.runIf(site.features.favourites)(
    'a car saved on one device (browser context) is in the watchlist on another',
    async () => {
      const phone = mobile();
      const a = await newContext();
      await signIn(a, base, phone);
      const page = await a.newPage();
      let saved: SearchDoc | null = null;
      for (const doc of docs.filter((d) => d.status === 'in_stock').slice(0, 10)) {
        await page.goto(`${base}/cars/${doc.slug}/`);
        const heart = page.locator('[data-favourite]');
        if (!(await heart.isVisible())) continue;
        await page.waitForLoadState('networkidle');
        await heart.click();
        await page.locator('[data-toaster]').getByText('Car Saved In Watchlist').waitFor();
        expect(await page.locator('[data-toaster]').getByRole('link', { name: 'View List' }).getAttribute('href')).toBe('/watchlist/');
        saved = doc;
        break;
      }
      expect(saved, 'a car with a visible save button').not.toBeNull();
      const b = await newContext();
      const other = await signIn(b, base, phone);
      await other.goto(`${base}/watchlist/`);
      const item = other.getByRole('list', { name: 'Watchlist' }).locator(`[data-car-id="${saved!.id}"]`);
      await item.waitFor();
      expect(await item.getAttribute('data-status')).toBe('in_stock');
      await a.close();
      await b.close();
    },
    180_000,
  );

  it.runIf(site.features.checkout)(
    `reservation with the ${site.accounts.payments.provider} provider ends with the car shown reserved`,
    async () => {
      const eligible = docs.filter((d) => d.status === 'in_stock' && isCheckoutEligible(d) && !d.reserved);
      const car = eligible[eligible.length - 1]!;
      expect(car).toBeDefined();
      const context = await newContext();
      const page = await context.newPage();
      await page.goto(`${base}/cars/${car.slug}/checkout/`);
      if (site.accounts.gates.checkout) {
        await page.waitForURL((u) => u.pathname === '/sign-in/');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/cars/${car.slug}/checkout/`);
        await signInOnPage(page, mobile());
        await page.waitForURL((u) => u.pathname === `/cars/${car.slug}/checkout/`);
      }
      const form = page.getByRole('form', { name: 'Reserve this car' });
      // The form is in the HTML; where checkout is not gated React wakes on the first intent (client:intent).
      await form.hover();
      const who = visitor(`${slug}-reserve`);
      await textbox(form, 'First Name').fill(who.name);
      await textbox(form, 'Email').fill(who.email);
      await textbox(form, 'Mobile').fill(who.phone);
      await form.getByRole('button', { name: `Reserve for ${formatAud(site.features.reserve_amount)}` }).click();
      if (site.accounts.payments.provider === 'stripe') {
        await page.getByText('No real card is used').waitFor();
        await page.getByRole('button', { name: 'Pay with the test card' }).click();
      }
      await page.getByRole('heading', { name: 'The car is reserved for you' }).waitFor({ timeout: 30_000 });
      expect(await page.locator('[data-reservation]').getAttribute('data-reservation')).toBe('held');
      // The hold shows on the car at once (the view call's car_fields), before any rebuild.
      await page.goto(`${base}/cars/${car.slug}/`);
      await page.getByText(/has just been reserved/).waitFor({ timeout: 15_000 });
      // A second buyer is refused before any payment.
      const second = await newContext();
      const p2 = await second.newPage();
      const res = await p2.request.post(`${api.base}/api/reservations`, {
        headers: { origin: base, 'content-type': 'application/json' },
        data: { car_id: car.id, name: 'Sam', email: 'sam@example.com', phone: '0412 000 111' },
      });
      expect(res.status()).toBe(site.accounts.gates.checkout ? 401 : 409);
      await context.close();
      await second.close();
    },
    180_000,
  );

  it('trade-in: an estimate range from comparable cars that the answers move, then an accepted offer (3. Offer Accepted, event 18)', async () => {
    const { snapshot } = await loadSnapshot(`${root}/sites/_stock/sample-snapshot.json.gz`);
    const market = marketIndex(snapshot.cars);
    const year = Number(new Intl.DateTimeFormat('en-AU', { timeZone: site.timezone, year: 'numeric' }).format(Date.now()));
    const subject = snapshot.cars.find(
      (c) =>
        c.car_type === 'used' &&
        c.km !== null &&
        estimateTradeIn(market, { make: c.make, model: c.model, badge: null, year: c.year, km: c.km }, {}, year).available,
    )!;
    expect(subject, 'a used car in the market data with enough comparables').toBeDefined();
    const expected = estimateTradeIn(
      market,
      { make: subject.make, model: subject.model, badge: null, year: subject.year, km: subject.km! },
      {},
      year,
    );
    if (!expected.available) throw new Error('unreachable');
    const context = await newContext();
    const page = await context.newPage();
    const events = await captureEvents(page);
    await page.goto(`${base}/trade-in/`);
    const carForm = page.getByRole('form', { name: 'Your car' });
    await textbox(carForm, 'Make').fill(subject.make);
    await textbox(carForm, 'Model').fill(subject.model);
    await textbox(carForm, 'Year').fill(String(subject.year));
    await textbox(carForm, 'Odometer (km)').fill(String(subject.km));
    await carForm.getByRole('button', { name: 'Get my estimate' }).click();
    const box = page.locator('.account-estimate');
    await box.waitFor();
    expect(await box.innerText()).toContain(`${formatAud(expected.range.low)} – ${formatAud(expected.range.high)}`);
    expect(await box.innerText()).toContain(`Based on ${expected.comparables} comparable cars`);
    expect(await axeViolations(page)).toEqual([]);
    // A worse condition lowers the figure.
    await carForm.getByLabel('Overall condition').selectOption('poor');
    await page.waitForFunction(
      (low) => Number(document.querySelector('.account-estimate')?.getAttribute('data-estimate-low')) < low,
      expected.range.low,
    );
    const offer = page.getByRole('form', { name: 'Accept the offer' });
    const who = visitor(`${slug}-tradein`);
    await textbox(offer, 'First Name').fill(who.name);
    await textbox(offer, 'Email').fill(who.email);
    await textbox(offer, 'Mobile').fill(who.phone);
    await textbox(offer, 'Postcode').fill(who.postcode);
    await offer.getByLabel('How should we contact you?').selectOption('Email');
    await offer.getByLabel('Do you need finance for your next car?').selectOption('Yes');
    await chooseRequiredSelects(offer);
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await page.getByRole('heading', { name: 'Offer accepted' }).waitFor();
    const [lead] = leads(api.dbPath, 'tenant = ? AND payload LIKE ?', slug, `%${who.email}%`);
    expect(lead?.payload).toMatchObject({
      category: OFFER_ACCEPTED.category,
      subcategory: OFFER_ACCEPTED.subcategory,
      PreferredContactMethod: 'Email',
      finance: 'Yes',
      offer_accepted: true,
    });
    expect(events.find((e) => e.event === 'dealer_event')).toMatchObject({ event_id: 18 });
    await context.close();
  }, 180_000);
});
