/**
 * Trade-in valuation with a figure through the API (issue #13 item 5; spec §3 *Valuation payloads*, §5
 * no online estimate over 7 years or 100,000 km), on every store: the range from comparable listings
 * with their count, the adjustment answers moving it, no figure for an old or far-driven car or too few
 * comparables, the accepted offer stored as a lead with '3. Offer Accepted', PreferredContactMethod and
 * finance (the figure worked out again by the API), and the rego lookup without a provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestStores,
  COMMERCE_STORES,
  COROLLA_PRICES,
  COROLLA_TRADE_IN,
  commerceHarness,
  MARKET_LISTINGS,
  siteHeaders,
  SYDNEY_ORIGIN,
} from '../../src/api/testing/commerce.ts';
import { NOW } from '../../src/api/testing/fixtures.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';
import { API_MESSAGES } from '../../src/api/http.ts';
import { VALUATION_MESSAGES } from '../../src/api/routes/valuations.ts';
import { OFFER_ACCEPTED, tradeInRange } from '../../src/domain/valuation.ts';
import { MIN_COMPARABLE_LISTINGS } from '../../src/stock/import/medians.ts';
import { marketIndex, quantile } from '../../src/stock/valuation.ts';

const YEAR = new Date(NOW).getUTCFullYear();
const PRICES = COROLLA_PRICES;
const LISTINGS = MARKET_LISTINGS;
const COROLLA = COROLLA_TRADE_IN;

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake({ webhookUrl: () => 'http://127.0.0.1:9/none', webhookSecret: () => 'x' });
});
afterAll(async () => {
  await fake.close();
});

describe.each(COMMERCE_STORES)('%s store', (_store, openStore) => {
  afterAll(closeTestStores);
  const harness = async () => commerceHarness({ stripeApi: fake.url, store: await openStore(), market: marketIndex(LISTINGS) });
  const post = (h: Awaited<ReturnType<typeof harness>>, path: string, body: unknown) =>
    h.app.request(`/api/valuations/${path}`, { method: 'POST', headers: siteHeaders(SYDNEY_ORIGIN), body: JSON.stringify(body) });

  it("an estimate: the trade-in range of the comparables' quartiles, with their count; worse answers lower it", async () => {
    const h = await harness();
    const res = await post(h, 'estimate', COROLLA);
    expect(res.status).toBe(200);
    const sorted = [...PRICES].sort((a, b) => a - b);
    const retail = { low: Math.round(quantile(sorted, 0.25)), high: Math.round(quantile(sorted, 0.75)) };
    const { estimate } = await res.json();
    expect(estimate).toMatchObject({ available: true, comparables: PRICES.length, range: tradeInRange(retail, {}) });
    const poor = (
      await (await post(h, 'estimate', { ...COROLLA, adjustmentAnswers: { condition: 'poor', accident: 'unrepaired' } })).json()
    ).estimate;
    expect(poor.range).toEqual(tradeInRange(retail, { condition: 'poor', accident: 'unrepaired' }));
    expect(poor.range.high).toBeLessThan(estimate.range.low);
  });

  it('no figure over 7 years or 100,000 km (spec §5), nor with too few comparables', async () => {
    const h = await harness();
    const old = (await (await post(h, 'estimate', { ...COROLLA, year: YEAR - 8 })).json()).estimate;
    expect(old).toEqual({ available: false, reason: 'too_old_or_far', comparables: 0 });
    const far = (await (await post(h, 'estimate', { ...COROLLA, km: 100_001 })).json()).estimate;
    expect(far).toMatchObject({ available: false, reason: 'too_old_or_far' });
    const few = (await (await post(h, 'estimate', { make: 'Kia', model: 'Stinger', year: YEAR - 2, km: 30_000 })).json()).estimate;
    expect(few).toEqual({ available: false, reason: 'too_few_comparables', comparables: 3 });
    expect(3).toBeLessThan(MIN_COMPARABLE_LISTINGS);
    const bad = await post(h, 'estimate', { ...COROLLA, year: 'soon' });
    expect(bad.status).toBe(422);
  });

  it("accepting the offer stores a lead with '3. Offer Accepted', PreferredContactMethod and finance; the figure is the API's own", async () => {
    const h = await harness();
    const body = {
      name: 'Jo',
      last_name: 'Citizen',
      email: 'jo@example.com.au',
      phone: '0412 345 678',
      postcode: '2000',
      car: { ...COROLLA, adjustmentAnswers: { service_history: 'partial' } },
      PreferredContactMethod: 'SMS',
      finance: 'Yes',
      estimate: { low: 99_999_999 },
    };
    const res = await h.app.request('/api/valuations/accept', {
      method: 'POST',
      headers: { ...siteHeaders(SYDNEY_ORIGIN), 'idempotency-key': 'accept-1' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(200);
    const out = await res.json();
    const lead = await h.store.getLead(out.lead_id);
    expect(lead?.payload).toMatchObject({
      category: OFFER_ACCEPTED.category,
      subcategory: OFFER_ACCEPTED.subcategory,
      offer_accepted: true,
      PreferredContactMethod: 'SMS',
      finance: 'Yes',
      trade_in: { year: COROLLA.year, km: COROLLA.km },
      valuation: { adjustmentAnswers: { service_history: 'partial' }, estimate: out.estimate },
    });
    expect(out.estimate.range.low).toBeLessThan(99_999_999);
    const again = await h.app.request('/api/valuations/accept', {
      method: 'POST',
      headers: { ...siteHeaders(SYDNEY_ORIGIN), 'idempotency-key': 'accept-1' },
      body: JSON.stringify(body),
    });
    expect((await again.json()).lead_id).toBe(out.lead_id);
    const wrong = await post(h, 'accept', { ...body, PreferredContactMethod: 'Pigeon', finance: 'Maybe' });
    expect(wrong.status).toBe(422);
    expect(Object.keys((await wrong.json()).fields)).toEqual(expect.arrayContaining(['PreferredContactMethod', 'finance']));
    const noFigure = await post(h, 'accept', { ...body, car: { ...COROLLA, km: 150_000 } });
    expect([noFigure.status, (await noFigure.json()).error]).toEqual([409, VALUATION_MESSAGES.noEstimate]);
  });

  it('checks the Idempotency-Key as every submission route does: a malformed key is a 400, nothing stored', async () => {
    const h = await harness();
    const res = await h.app.request('/api/valuations/accept', {
      method: 'POST',
      headers: { ...siteHeaders(SYDNEY_ORIGIN), 'idempotency-key': 'has space' },
      body: JSON.stringify({ car: COROLLA }),
    });
    expect([res.status, (await res.json()).error]).toEqual([400, API_MESSAGES.idempotencyKey]);
  });

  it('rego lookup without a provider: 404 asking for make, model and year', async () => {
    const h = await harness();
    const res = await h.app.request('/api/valuations/rego?rego=ABC123&state=NSW', { headers: { origin: SYDNEY_ORIGIN } });
    expect([res.status, (await res.json()).error]).toEqual([404, VALUATION_MESSAGES.noRegoProvider]);
  });
});
