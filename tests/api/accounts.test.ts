/**
 * Sign-in and the watchlist through the API (issue #13 items 1–3): the SMS and e-mail code flows,
 * codes that expire and are rate-limited per recipient, session expiry, CSRF refusal, sign-out,
 * account deletion, a session of one site being no session on another, watchlist save/remove with
 * the spec §7 payload, and gated refusal.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_LIFETIME, SIGN_IN_CODE } from '../../src/domain/account.ts';
import { WATCHLIST_MESSAGES } from '../../src/domain/watchlist.ts';
import { CAR, LEAD } from '../../src/api/testing/fixtures.ts';
import {
  commerceHarness,
  cookiesOf,
  lastCode,
  PERTH_ORIGIN,
  PERTH_CAR,
  signInByPhone,
  siteHeaders,
  SOLD_CAR,
  SYDNEY_ORIGIN,
  type CommerceHarness,
} from '../../src/api/testing/commerce.ts';
import { closeTestStores, COMMERCE_STORES } from '../../src/api/testing/commerce.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake({ webhookUrl: () => 'http://127.0.0.1:9/none', webhookSecret: () => 'x' });
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const post = (h: CommerceHarness, path: string, body: unknown, headers: Record<string, string>) =>
  h.app.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
const account = async (h: CommerceHarness, origin: string, cookie: string) =>
  (await h.app.request('/api/account', { headers: { origin, cookie } })).json();

describe.each(COMMERCE_STORES)('%s store', (_store, openStore) => {
  afterAll(closeTestStores);

  describe('sign-in by code', () => {
    it('SMS: the code goes through the outbox, signs in, and the cookie is HttpOnly, Secure and SameSite=Lax', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const send = await post(h, '/api/auth/phone-number/send-otp', { phoneNumber: '+61412345678' }, siteHeaders(SYDNEY_ORIGIN));
      expect(send.status).toBe(200);
      expect(send.headers.get('access-control-allow-origin')).toBe(SYDNEY_ORIGIN);
      expect(send.headers.get('access-control-allow-credentials')).toBe('true');
      const [msg] = await h.store.commerce.listMessages('harbour-motors');
      expect(msg).toMatchObject({ channel: 'sms', recipient: '+61412345678', kind: 'sign_in_code', status: 'pending' });
      expect(String(msg!.body.text)).toMatch(/^\d{6} is your Harbour Motors sign-in code/);
      const code = await lastCode(h.store, '+61412345678');
      const wrong = await post(
        h,
        '/api/auth/phone-number/verify',
        { phoneNumber: '+61412345678', code: code === '000000' ? '111111' : '000000' },
        siteHeaders(SYDNEY_ORIGIN),
      );
      expect(wrong.status).toBe(400);
      const ok = await post(h, '/api/auth/phone-number/verify', { phoneNumber: '+61412345678', code }, siteHeaders(SYDNEY_ORIGIN));
      expect(ok.status).toBe(200);
      const cookie = ok.headers.getSetCookie().find((c) => c.includes('session_token'))!;
      expect(cookie).toMatch(/^__Secure-dealer\.session_token=/);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
      expect(await account(h, SYDNEY_ORIGIN, cookiesOf(ok))).toEqual({
        signed_in: true,
        user: { email: null, phone_number: '+61412345678' },
      });
    });

    it('a malformed request is refused with a 4xx and logs nothing (it is the client that is wrong, not the API)', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const consoleCalls = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
      try {
        const headers = siteHeaders(SYDNEY_ORIGIN);
        const badJson = await h.app.request('/api/auth/phone-number/send-otp', { method: 'POST', headers, body: '{"phoneNumber":' });
        const plain = await h.app.request('/api/auth/phone-number/send-otp', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'text/plain' },
          body: 'phoneNumber=0412345678',
        });
        expect(badJson.status).toBe(400);
        expect(plain.status).toBeGreaterThanOrEqual(400);
        expect(plain.status).toBeLessThan(500);
        for (const spy of consoleCalls) expect(spy.mock.calls.map((c) => String(c[0]))).toEqual([]);
        expect(h.logs.filter((l) => l.startsWith('auth('))).toEqual([]);
      } finally {
        for (const spy of consoleCalls) spy.mockRestore();
      }
    });

    it('e-mail: sign in with the code sent to the address', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      expect(
        (
          await post(
            h,
            '/api/auth/email-otp/send-verification-otp',
            { email: 'jo@example.com.au', type: 'sign-in' },
            siteHeaders(SYDNEY_ORIGIN),
          )
        ).status,
      ).toBe(200);
      const otp = await lastCode(h.store, 'jo@example.com.au');
      const res = await post(h, '/api/auth/sign-in/email-otp', { email: 'jo@example.com.au', otp }, siteHeaders(SYDNEY_ORIGIN));
      expect(res.status).toBe(200);
      expect(await account(h, SYDNEY_ORIGIN, cookiesOf(res))).toEqual({
        signed_in: true,
        user: { email: 'jo@example.com.au', phone_number: null },
      });
    });

    it(`a code expires after ${SIGN_IN_CODE.expiresInSeconds} s`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-10T00:00:00Z') });
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      await post(h, '/api/auth/phone-number/send-otp', { phoneNumber: '+61412345678' }, siteHeaders(SYDNEY_ORIGIN));
      const code = await lastCode(h.store, '+61412345678');
      vi.setSystemTime(Date.now() + (SIGN_IN_CODE.expiresInSeconds + 1) * 1000);
      const res = await post(h, '/api/auth/phone-number/verify', { phoneNumber: '+61412345678', code }, siteHeaders(SYDNEY_ORIGIN));
      expect(res.status).toBe(400);
      expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(false);
    });

    it(`at most ${SIGN_IN_CODE.perRecipientPerHour} codes an hour to one number, whatever the IP`, async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_CODE.perRecipientPerHour + 1; i++) {
        const res = await post(
          h,
          '/api/auth/phone-number/send-otp',
          { phoneNumber: '+61412345678' },
          { ...siteHeaders(SYDNEY_ORIGIN), 'x-test-ip': `198.51.100.${i}` },
        );
        statuses.push(res.status);
      }
      expect(statuses).toEqual([...Array(SIGN_IN_CODE.perRecipientPerHour).fill(200), 429]);
    });

    it('a non-Australian-mobile number is refused', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      expect((await post(h, '/api/auth/phone-number/send-otp', { phoneNumber: '+61298765432' }, siteHeaders(SYDNEY_ORIGIN))).status).toBe(
        400,
      );
      expect(await h.store.commerce.listMessages()).toEqual([]);
    });
  });

  describe('sessions', () => {
    it(`a session ends ${SESSION_LIFETIME.expiresInSeconds / 86400} days after its last refresh`, async () => {
      vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2027-03-10T00:00:00Z') });
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      vi.setSystemTime(Date.now() + (SESSION_LIFETIME.expiresInSeconds - 60) * 1000);
      expect((await account(h, SYDNEY_ORIGIN, cookie)).signed_in).toBe(true);
      vi.setSystemTime(Date.now() + (SESSION_LIFETIME.expiresInSeconds + 60) * 1000);
      expect((await account(h, SYDNEY_ORIGIN, cookie)).signed_in).toBe(false);
      expect((await h.app.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN, cookie } })).status).toBe(401);
    });

    it('a session made on one site is no session on another site of the platform', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      expect((await account(h, PERTH_ORIGIN, cookie)).signed_in).toBe(false);
    });

    it('sign-out ends the session', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const out = await post(h, '/api/auth/sign-out', {}, siteHeaders(SYDNEY_ORIGIN, cookie));
      expect(out.status).toBe(200);
      expect((await account(h, SYDNEY_ORIGIN, cookie)).signed_in).toBe(false);
    });

    it('account deletion (APP 11.2) removes the user, the session and the watchlist', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      await post(h, '/api/watchlist/save-car', { phone_number: '0412 345 678', car_id: CAR.id }, siteHeaders(SYDNEY_ORIGIN, cookie));
      const del = await post(h, '/api/auth/delete-user', {}, siteHeaders(SYDNEY_ORIGIN, cookie));
      expect(del.status).toBe(200);
      expect((await account(h, SYDNEY_ORIGIN, cookie)).signed_in).toBe(false);
      const again = await signInByPhone(h, SYDNEY_ORIGIN);
      const list = await (await h.app.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN, cookie: again } })).json();
      expect(list).toEqual({ cars: [] });
    });
  });

  describe('CSRF', () => {
    it('a write carrying the session cookie but no Origin is refused before anything changes', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const res = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0412345678', car_id: CAR.id },
        { 'content-type': 'application/json', 'x-site': 'harbour-motors', cookie },
      );
      expect(res.status).toBe(403);
      const del = await post(h, '/api/auth/delete-user', {}, { 'content-type': 'application/json', 'x-site': 'harbour-motors', cookie });
      expect(del.status).toBe(403);
      expect((await account(h, SYDNEY_ORIGIN, cookie)).signed_in).toBe(true);
      const list = await (await h.app.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN, cookie } })).json();
      expect(list.cars).toEqual([]);
    });

    it('a foreign Origin is refused at the door, with no CORS answer', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const res = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0412345678', car_id: CAR.id },
        siteHeaders('https://evil.example', cookie),
      );
      expect(res.status).toBe(403);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('a form post (not JSON) is refused', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const res = await h.app.request('/api/watchlist/save-car', {
        method: 'POST',
        headers: { origin: SYDNEY_ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'phone_number=0412345678&car_id=4242',
      });
      expect(res.status).toBe(415);
    });

    it("through the site's own host (X-Site, no Origin): the page's Sec-Fetch-Site same-origin signs in and saves; cross-site is refused", async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const host = (fetchSite: string, cookie?: string) => ({
        'x-site': 'harbour-motors',
        'sec-fetch-site': fetchSite,
        'content-type': 'application/json',
        ...(cookie ? { cookie } : {}),
      });
      const phone = '+61412345678';
      expect((await post(h, '/api/auth/phone-number/send-otp', { phoneNumber: phone }, host('cross-site'))).status).toBe(403);
      expect((await post(h, '/api/auth/phone-number/send-otp', { phoneNumber: phone }, host('same-origin'))).status).toBe(200);
      const verify = await post(
        h,
        '/api/auth/phone-number/verify',
        { phoneNumber: phone, code: await lastCode(h.store, phone) },
        host('same-origin'),
      );
      expect(verify.status).toBe(200);
      const cookie = cookiesOf(verify);
      expect(
        (await post(h, '/api/watchlist/save-car', { phone_number: '0412 345 678', car_id: CAR.id }, host('cross-site', cookie))).status,
      ).toBe(403);
      const saved = await post(h, '/api/watchlist/save-car', { phone_number: '0412 345 678', car_id: CAR.id }, host('same-origin', cookie));
      expect([saved.status, (await saved.json()).car_ids]).toEqual([200, [CAR.id]]);
    });
  });

  describe('watchlist (spec §4, §7, §8)', () => {
    it('save-car and remove-car with phone_number and car_id; the list follows the account', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const saved = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0412 345 678', car_id: CAR.id, car: { name: '2021 Mazda CX-5 Maxx Sport', primary_image_url: '/_img/cx5.avif' } },
        siteHeaders(SYDNEY_ORIGIN, cookie),
      );
      expect(saved.status).toBe(200);
      expect(await saved.json()).toEqual({ success: true, car_ids: [CAR.id] });
      // Another device: sign in again (a new session) and see the same list.
      const other = await signInByPhone(h, SYDNEY_ORIGIN);
      const list = await (await h.app.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN, cookie: other } })).json();
      expect(list.cars).toMatchObject([
        {
          id: CAR.id,
          slug: CAR.slug,
          name: '2021 Mazda CX-5 Maxx Sport',
          status: 'in_stock',
          price: 32990,
          primary_image_url: '/_img/cx5.avif',
        },
      ]);
      const removed = await post(
        h,
        '/api/watchlist/remove-car',
        { phone_number: '+61412345678', car_id: CAR.id },
        siteHeaders(SYDNEY_ORIGIN, other),
      );
      expect(await removed.json()).toEqual({ success: true, car_ids: [] });
    });

    it('refusals: no session 401, another phone 422, sold car not saved 409, unknown car 404', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      expect(
        (await post(h, '/api/watchlist/save-car', { phone_number: '0412345678', car_id: CAR.id }, siteHeaders(SYDNEY_ORIGIN))).status,
      ).toBe(401);
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const other = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0498 765 432', car_id: CAR.id },
        siteHeaders(SYDNEY_ORIGIN, cookie),
      );
      expect(other.status).toBe(422);
      expect((await other.json()).fields).toEqual({ phone_number: WATCHLIST_MESSAGES.phoneMismatch });
      const sold = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0412345678', car_id: SOLD_CAR.id },
        siteHeaders(SYDNEY_ORIGIN, cookie),
      );
      expect(sold.status).toBe(409);
      expect(await sold.json()).toEqual({ error: WATCHLIST_MESSAGES.soldCar });
      expect(
        (await post(h, '/api/watchlist/save-car', { phone_number: '0412345678', car_id: 999999 }, siteHeaders(SYDNEY_ORIGIN, cookie)))
          .status,
      ).toBe(404);
    });

    it('an account signed in by e-mail has no phone: 403 asks for one (spec §4)', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      await post(
        h,
        '/api/auth/email-otp/send-verification-otp',
        { email: 'jo@example.com.au', type: 'sign-in' },
        siteHeaders(SYDNEY_ORIGIN),
      );
      const res = await post(
        h,
        '/api/auth/sign-in/email-otp',
        { email: 'jo@example.com.au', otp: await lastCode(h.store, 'jo@example.com.au') },
        siteHeaders(SYDNEY_ORIGIN),
      );
      const save = await post(
        h,
        '/api/watchlist/save-car',
        { phone_number: '0412345678', car_id: CAR.id },
        siteHeaders(SYDNEY_ORIGIN, cookiesOf(res)),
      );
      expect(save.status).toBe(403);
      expect(await save.json()).toEqual({ error: WATCHLIST_MESSAGES.phone });
    });

    it('device favourites merge at sign-in; a car no longer listed stays on the list as sold', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
      const merged = await post(
        h,
        '/api/watchlist/merge',
        { cars: [{ car_id: CAR.id }, { car_id: SOLD_CAR.id }, { car_id: 999999 }] },
        siteHeaders(SYDNEY_ORIGIN, cookie),
      );
      expect((await merged.json()).cars.map((c: { id: number }) => c.id)).toEqual([CAR.id]);
      // The car leaves the stock (sold): the list keeps it, SOLD.
      const { createApp } = await import('../../src/api/app.ts');
      const { carLookup } = await import('../../src/api/cars.ts');
      const { createTenantRegistry } = await import('../../src/api/tenants.ts');
      const { COMMERCE_SITES } = await import('../../src/api/testing/commerce.ts');
      const later = createApp({
        tenants: createTenantRegistry(COMMERCE_SITES),
        store: h.store,
        clientIp: () => '203.0.113.1',
        cars: carLookup(new Map([['harbour-motors', []]])),
        commerce: h.commerce,
        log: () => undefined,
      });
      const list = await (await later.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN, cookie } })).json();
      expect(list.cars).toMatchObject([{ id: CAR.id, status: 'sold' }]);
    });
  });

  describe('gated refusal (spec §6)', () => {
    it('a site that gates checkout refuses a reservation without a session', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const res = await post(
        h,
        '/api/reservations',
        { car_id: PERTH_CAR.id, name: 'Jo', email: 'jo@example.com.au', phone: '0412345678' },
        siteHeaders(PERTH_ORIGIN),
      );
      expect(res.status).toBe(401);
      expect(await h.store.commerce.activeReservation('swan-cars', PERTH_CAR.id)).toBeNull();
    });

    it('a site that gates finance takes a finance enquiry only with a session; other leads, and other sites, need none', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      const perth = { ...LEAD, terms_conditions: true, location_id: 'sc-perth' };
      const finance = { ...perth, category: 'Finance Enquiry', subcategory: 'Apply for Finance' };
      const lead = (origin: string, body: object, cookie?: string) =>
        post(h, '/api/leads', body, { ...siteHeaders(origin, cookie), 'idempotency-key': crypto.randomUUID() });
      const refused = await lead(PERTH_ORIGIN, finance);
      expect([refused.status, await refused.json()]).toEqual([401, { error: 'Please sign in to continue.' }]);
      expect(await h.store.countLeads('swan-cars')).toBe(0);
      expect((await lead(PERTH_ORIGIN, perth)).status).toBe(200);
      expect((await lead(SYDNEY_ORIGIN, { ...LEAD, category: 'Finance Enquiry' })).status).toBe(200);
      const cookie = await signInByPhone(h, PERTH_ORIGIN);
      const taken = await lead(PERTH_ORIGIN, finance, cookie);
      expect(taken.status).toBe(200);
      const stored = await h.store.getLead((await taken.json()).lead_id);
      expect(stored?.payload).toMatchObject({ category: 'Finance Enquiry' });
      // Another site's session is not a session here.
      const sydneyCookie = await signInByPhone(h, SYDNEY_ORIGIN, '+61412000111');
      expect((await lead(PERTH_ORIGIN, finance, sydneyCookie)).status).toBe(401);
    });

    it('the signed-in routes answer 401 without a session', async () => {
      const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      expect((await h.app.request('/api/watchlist', { headers: { origin: SYDNEY_ORIGIN } })).status).toBe(401);
      expect((await h.app.request('/api/reservations', { headers: { origin: SYDNEY_ORIGIN } })).status).toBe(401);
    });
  });
});
