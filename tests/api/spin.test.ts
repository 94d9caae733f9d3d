/**
 * `POST /api/spin-to-win` (issue 13: the gated promotion page's submission, enforced by the API): a
 * session on the site is needed; the prize is drawn by the API and stored as a lead for the dealer; one
 * spin per person per campaign (a second answers the stored prize); a site without a promotion answers 404.
 * On SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPIN_CATEGORY, SPIN_MESSAGES } from '../../src/domain/spin.ts';
import {
  closeTestStores,
  COMMERCE_STORES,
  commerceHarness,
  PERTH_ORIGIN,
  signInByPhone,
  siteHeaders,
  SPIN_PRIZES,
  SYDNEY_ORIGIN,
  type CommerceHarness,
} from '../../src/api/testing/commerce.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake({ webhookUrl: () => 'http://127.0.0.1:9/none', webhookSecret: () => 'x' });
});
afterAll(async () => {
  await fake.close();
});

const spin = (h: CommerceHarness, origin: string, cookie?: string) =>
  h.app.request('/api/spin-to-win', { method: 'POST', headers: siteHeaders(origin, cookie), body: '{}' });

describe.each(COMMERCE_STORES)('%s store', (_store, openStore) => {
  afterAll(closeTestStores);

  it('needs a session on the site: 401 without one, nothing stored', async () => {
    const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
    const res = await spin(h, SYDNEY_ORIGIN);
    expect([res.status, (await res.json()).error]).toEqual([401, 'Please sign in to continue.']);
    expect(await h.store.countLeads()).toBe(0);
  });

  it('draws one of the prizes, stores the win as a lead for the dealer, and gives the same prize on a second spin', async () => {
    const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
    const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
    const first = await spin(h, SYDNEY_ORIGIN, cookie);
    expect(first.status).toBe(200);
    const won = (await first.json()) as { prize: string; index: number; already: boolean; lead_id: string };
    expect(SPIN_PRIZES.map((p) => p.label)).toContain(won.prize);
    expect(SPIN_PRIZES[won.index]!.label).toBe(won.prize);
    expect(won.already).toBe(false);
    const lead = await h.store.getLead(won.lead_id);
    expect(lead?.payload).toMatchObject({ category: SPIN_CATEGORY, subcategory: 'summer-2026', phone: '+61412345678', prize: won.prize });
    for (let i = 0; i < 5; i++) {
      const again = (await (await spin(h, SYDNEY_ORIGIN, cookie)).json()) as typeof won;
      expect(again).toEqual({ ...won, already: true });
    }
    expect(await h.store.countLeads('harbour-motors')).toBe(1);
    // Another person spins for themselves.
    const other = await signInByPhone(h, SYDNEY_ORIGIN, '+61412000222');
    expect(((await (await spin(h, SYDNEY_ORIGIN, other)).json()) as typeof won).already).toBe(false);
    expect(await h.store.countLeads('harbour-motors')).toBe(2);
  });

  it('answers 404 with the promotion message on a site that runs none', async () => {
    const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
    const cookie = await signInByPhone(h, PERTH_ORIGIN);
    const res = await spin(h, PERTH_ORIGIN, cookie);
    expect([res.status, (await res.json()).error]).toEqual([404, SPIN_MESSAGES.off]);
  });

  it('refuses a cookie-carrying spin without the site’s Origin (CSRF)', async () => {
    const h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
    const cookie = await signInByPhone(h, SYDNEY_ORIGIN);
    const res = await h.app.request('/api/spin-to-win', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-site': 'harbour-motors', cookie },
      body: '{}',
    });
    expect(res.status).toBe(403);
    expect(await h.store.countLeads()).toBe(0);
  });
});
