/**
 * Reservations with a deposit through the API (issue #13 item 4), with Stripe played by the local
 * fake (`src/api/testing/stripe-fake.ts`, which the official SDK is pointed at) and webhooks signed with
 * the SDK's test helper: the happy path to a captured deposit, a second reservation refused before any
 * payment, webhook replays and out-of-order events, the 48-hour hold expiring on a moved clock with the
 * authorisation released, a refund after a cancelled sale, and the offline provider.
 */
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOLD_PERIOD_MS, REQUEST_TIMEOUT_MS } from '../../src/domain/reservation.ts';
import { RESERVATION_MESSAGES } from '../../src/api/routes/reservations.ts';
import { CAR } from '../../src/api/testing/fixtures.ts';
import {
  commerceHarness,
  DEALER_KEY,
  PERTH_CAR,
  PERTH_ORIGIN,
  signInByPhone,
  siteHeaders,
  SYDNEY_ORIGIN,
  WEBHOOK_SECRET,
  type CommerceHarness,
} from '../../src/api/testing/commerce.ts';
import { closeTestStores, COMMERCE_STORES } from '../../src/api/testing/commerce.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';

let fake: StripeFake;
let h: CommerceHarness;
let server: ServerType;
let apiUrl = '';
beforeAll(async () => {
  // The fake posts its webhooks to the API over HTTP, as Stripe would.
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req) => h.app.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake = await startStripeFake({ webhookUrl: (t) => `${apiUrl}/api/webhooks/stripe/${t}`, webhookSecret: () => WEBHOOK_SECRET });
});
afterAll(async () => {
  await fake.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const BUYER = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com.au', phone: '0412 345 678' };
const reserve = (
  body: Record<string, unknown> = { car_id: CAR.id, ...BUYER },
  key = crypto.randomUUID(),
  origin = SYDNEY_ORIGIN,
  cookie?: string,
) =>
  h.app.request('/api/reservations', {
    method: 'POST',
    headers: { ...siteHeaders(origin, cookie), 'idempotency-key': key },
    body: JSON.stringify(body),
  });
const view = async (id: string) =>
  (await (await h.app.request(`/api/reservations/${id}`, { headers: { origin: SYDNEY_ORIGIN } })).json()).reservation;
const carFields = async () =>
  (
    await (
      await h.app.request(
        `/api/cars/${CAR.slug}/view.json?updated_at=${encodeURIComponent(CAR.updated_at)}&photos_count=${CAR.photos_count}`,
        { headers: { origin: SYDNEY_ORIGIN } },
      )
    ).json()
  ).car_fields;

describe.each(COMMERCE_STORES)('%s store', (_store, openStore) => {
  beforeEach(async () => {
    h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
    fake.calls.length = 0;
  });
  afterAll(closeTestStores);

  describe('reservation with a Stripe deposit', () => {
    it('happy path: authorised (held, shown on the car at once) → the dealer sells → captured', async () => {
      const res = await reserve();
      expect(res.status).toBe(200);
      const { reservation, payment } = await res.json();
      expect(reservation).toMatchObject({ status: 'requested', deposit: 200, currency: 'AUD', car_id: CAR.id });
      expect(payment).toMatchObject({
        kind: 'stripe',
        publishable_key: 'pk_test_fixture',
        client_secret: expect.stringMatching(/_secret_/),
      });
      const pi = fake.intents.get(payment.payment_intent)!;
      expect(pi).toMatchObject({ amount: 20000, currency: 'aud', capture_method: 'manual', status: 'requires_payment_method' });
      expect(fake.calls.filter((c) => c.method === 'POST').every((c) => c.idempotencyKey)).toBe(true);
      expect(await carFields()).toEqual({});

      await fake.confirm(pi.id); // the buyer's card step; Stripe sends amount_capturable_updated
      const held = await view(reservation.id);
      expect(held.status).toBe('held');
      expect(Date.parse(held.held_until) - h.clock.now).toBe(HOLD_PERIOD_MS);
      expect(await carFields()).toMatchObject({ reserved: true });
      const mails = await h.store.commerce.listMessages('harbour-motors');
      expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
        ['reservation_held', 'jo@example.com.au'],
        ['reservation_held_dealer', 'sales@harbour-motors.example'],
      ]);
      expect(String(mails[0]!.body.text)).toContain('held for 48 hours');

      // The dealer marks it sold through the dealer route (a wrong key changes nothing).
      const dealer = (key: string, action = 'sold') =>
        h.app.request(`/api/dealer/harbour-motors/reservations/${reservation.id}/${action}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}` },
        });
      expect((await dealer('not-the-key')).status).toBe(401);
      expect((await view(reservation.id)).status).toBe('held');
      const sold = await dealer(DEALER_KEY);
      expect([sold.status, (await sold.json()).reservation.status]).toEqual([200, 'confirmed']);
      expect((await dealer(DEALER_KEY, 'cancel')).status).toBe(409);
      expect(fake.intents.get(pi.id)!.status).toBe('succeeded');
      const capture = fake.calls.find((c) => c.path.endsWith('/capture'))!;
      expect(capture.idempotencyKey).toBe(`reservation-${reservation.id}-capture`);
    });

    it('test mode: the page pays with the test card through the API (never calling the fake itself); 404 outside test mode', async () => {
      const testPay = (id: string) =>
        h.app.request(`/api/reservations/${id}/test-pay`, { method: 'POST', headers: siteHeaders(SYDNEY_ORIGIN), body: '{}' });
      const live = await (await reserve()).json();
      expect(live.payment).toMatchObject({ kind: 'stripe', test_mode: false });
      expect((await testPay(live.reservation.id)).status).toBe(404);
      expect((await view(live.reservation.id)).status).toBe('requested');

      h = await commerceHarness({ stripeApi: fake.url, testConfirm: true });
      const test = await (await reserve()).json();
      expect(test.payment).toMatchObject({ kind: 'stripe', test_mode: true });
      const paid = await testPay(test.reservation.id);
      expect(paid.status).toBe(200);
      expect((await view(test.reservation.id)).status).toBe('held');
      expect(fake.intents.get(test.payment.payment_intent)!.status).toBe('requires_capture');
    });

    it('a second reservation of a held car is refused with 409 before any payment starts', async () => {
      const first = await (await reserve()).json();
      await fake.confirm(first.payment.payment_intent);
      const creates = fake.calls.filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST').length;
      const second = await reserve({ car_id: CAR.id, ...BUYER, email: 'sam@example.com.au' });
      expect(second.status).toBe(409);
      expect(await second.json()).toEqual({ error: RESERVATION_MESSAGES.carHeld });
      expect(fake.calls.filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST').length).toBe(creates);
      // Even while the first buyer is still paying (requested), the car is not offered twice.
      h = await commerceHarness({ stripeApi: fake.url, store: await openStore() });
      expect((await reserve()).status).toBe(200);
      expect((await reserve({ car_id: CAR.id, ...BUYER, email: 'sam@example.com.au' })).status).toBe(409);
    });

    it('the same Idempotency-Key answers the same reservation (a retried submit)', async () => {
      const key = crypto.randomUUID();
      const a = await (await reserve(undefined, key)).json();
      const b = await (await reserve(undefined, key)).json();
      expect(b.reservation.id).toBe(a.reservation.id);
      expect(b.payment.payment_intent).toBe(a.payment.payment_intent);
      expect(fake.calls.filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST').map((c) => c.replayed)).toEqual([
        false,
        true,
      ]);
    });

    it('webhooks: a bad signature changes nothing; a replayed event is recorded once', async () => {
      const { reservation, payment } = await (await reserve()).json();
      const pi = payment.payment_intent;
      fake.intents.get(pi)!.status = 'requires_capture';
      expect(await fake.sendEvent(pi, 'payment_intent.amount_capturable_updated', { signWith: 'whsec_wrong' })).toBe(400);
      expect((await view(reservation.id)).status).toBe('requested');
      expect(await fake.sendEvent(pi, 'payment_intent.amount_capturable_updated', { id: `evt_once_${reservation.id}` })).toBe(200);
      expect(await fake.sendEvent(pi, 'payment_intent.amount_capturable_updated', { id: `evt_once_${reservation.id}` })).toBe(200);
      expect((await view(reservation.id)).status).toBe('held');
      const buyerMails = (await h.store.commerce.listMessages('harbour-motors')).filter((m) => m.kind === 'reservation_held');
      expect(buyerMails).toHaveLength(1);
    });

    it('out of order: an old "failed" event after authorisation does not undo the hold; a late authorisation after the hold ended is released', async () => {
      const { reservation, payment } = await (await reserve()).json();
      const pi = payment.payment_intent;
      await fake.confirm(pi);
      expect(await fake.sendEvent(pi, 'payment_intent.payment_failed')).toBe(200); // stale: Stripe says requires_capture
      expect((await view(reservation.id)).status).toBe('held');

      // Another buyer: pays after their request timed out (the car was freed meanwhile).
      const other = await (
        await reserve({ car_id: PERTH_CAR.id, ...BUYER }, crypto.randomUUID(), PERTH_ORIGIN, await signInByPhone(h, PERTH_ORIGIN))
      ).json();
      expect(other.reservation.status).toBe('held'); // Perth is offline: held at once
      h.clock.now += HOLD_PERIOD_MS + 1;
      expect(await h.commerce.reservations.sweep()).toBe(2);
      expect((await view(reservation.id)).status).toBe('expired');
      expect(fake.intents.get(pi)!.status).toBe('canceled');
      // A late amount_capturable_updated for the expired one: nothing comes back to life.
      expect(await fake.sendEvent(pi, 'payment_intent.amount_capturable_updated')).toBe(200);
      expect((await view(reservation.id)).status).toBe('expired');
    });

    it('an unpaid request frees the car after the request timeout, cancelling its PaymentIntent', async () => {
      const { reservation, payment } = await (await reserve()).json();
      h.clock.now += REQUEST_TIMEOUT_MS - 1000;
      expect(await h.commerce.reservations.sweep()).toBe(0);
      h.clock.now += 2000;
      expect(await h.commerce.reservations.sweep()).toBe(1);
      expect((await view(reservation.id)).status).toBe('abandoned');
      expect(fake.intents.get(payment.payment_intent)!.status).toBe('canceled');
      expect((await reserve({ car_id: CAR.id, ...BUYER, email: 'sam@example.com.au' })).status).toBe(200);
      // The first buyer tries to pay late: the PaymentIntent is cancelled, nothing is authorised, the car stays with the second.
      await fake.confirm(payment.payment_intent);
      expect(fake.intents.get(payment.payment_intent)).toMatchObject({ status: 'canceled', amount_capturable: 0 });
      expect((await view(reservation.id)).status).toBe('abandoned');
    });

    it('the hold expires after 48 hours (moved clock): authorisation released, buyer and dealer told', async () => {
      const { reservation, payment } = await (await reserve()).json();
      await fake.confirm(payment.payment_intent);
      h.clock.now += HOLD_PERIOD_MS - 60_000;
      expect(await h.commerce.reservations.sweep()).toBe(0);
      expect((await view(reservation.id)).status).toBe('held');
      h.clock.now += 120_000;
      expect(await h.commerce.reservations.sweep()).toBe(1);
      expect((await view(reservation.id)).status).toBe('expired');
      expect(fake.intents.get(payment.payment_intent)).toMatchObject({ status: 'canceled', amount_received: 0 });
      expect((await h.store.commerce.listMessages('harbour-motors')).map((m) => m.kind)).toContain('reservation_expired');
      expect(await carFields()).toEqual({});
    });

    it('a buyer cancels their hold; a cancelled sale refunds the captured deposit', async () => {
      const a = await (await reserve()).json();
      await fake.confirm(a.payment.payment_intent);
      const cancel = await h.app.request(`/api/reservations/${a.reservation.id}/cancel`, {
        method: 'POST',
        headers: siteHeaders(SYDNEY_ORIGIN),
      });
      expect((await cancel.json()).reservation.status).toBe('released');
      expect(fake.intents.get(a.payment.payment_intent)!.status).toBe('canceled');

      const b = await (await reserve()).json();
      await fake.confirm(b.payment.payment_intent);
      const r = (await h.store.commerce.getReservation(b.reservation.id))!;
      await h.commerce.reservations.act(r, { type: 'sold' }, 'dealer_sold');
      const sold = (await h.store.commerce.getReservation(b.reservation.id))!;
      expect(await h.commerce.reservations.act(sold, { type: 'sale_cancelled' }, 'dealer_cancelled_sale')).toBe('refunded');
      expect(fake.calls.filter((c) => c.path === '/v1/refunds')).toEqual([
        expect.objectContaining({ idempotencyKey: `reservation-${b.reservation.id}-refund` }),
      ]);
    });
  });

  describe('offline provider', () => {
    it('holds the car at once with nothing charged online (a signed-in buyer on the gated site)', async () => {
      const cookie = await signInByPhone(h, PERTH_ORIGIN);
      const res = await reserve({ car_id: PERTH_CAR.id, ...BUYER }, crypto.randomUUID(), PERTH_ORIGIN, cookie);
      const body = await res.json();
      expect(body).toMatchObject({ reservation: { status: 'held', provider: 'offline' }, payment: { kind: 'none' } });
      const mine = await (await h.app.request('/api/reservations', { headers: { origin: PERTH_ORIGIN, cookie } })).json();
      expect(mine.reservations.map((r: { id: string }) => r.id)).toEqual([body.reservation.id]);
      expect(fake.calls).toEqual([]);
    });

    it('answers 401 without a session on the site that gates checkout (spec §6), whatever the body, and holds nothing', async () => {
      for (const body of [{ car_id: PERTH_CAR.id, ...BUYER }, {}]) {
        const res = await reserve(body, crypto.randomUUID(), PERTH_ORIGIN);
        expect([res.status, (await res.json()).error]).toEqual([401, 'Please sign in to continue.']);
      }
      const cookie = await signInByPhone(h, PERTH_ORIGIN);
      const mine = await (await h.app.request('/api/reservations', { headers: { origin: PERTH_ORIGIN, cookie } })).json();
      expect(mine.reservations).toEqual([]);
    });
  });
});
