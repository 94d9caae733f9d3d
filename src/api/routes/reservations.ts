/**
 * Reservations with a refundable deposit (issue #13 item 4; spec §9: 48 hours, default $200;
 * src/domain/reservation.ts for the states):
 * - `POST /api/reservations` `{ car_id, name, last_name?, email, phone, lead_id? }` + `Idempotency-Key` —
 *   409 `{ error }` when the car already has an active reservation (before any payment); else 200
 *   `{ reservation, payment }`: `payment` is what the page confirms with (`kind: 'stripe'` with the
 *   PaymentIntent's client secret, or `kind: 'none'` when the site takes deposits offline — the car is
 *   then held at once). Gated sites (`accounts.gates.checkout`) answer 401 without a session.
 * - `GET /api/reservations/{id}` — its public view (state, car, deposit, hold end); the id is the
 *   buyer's capability (a random UUID sent only to them).
 * - `POST /api/reservations/{id}/sync` — reconciles with the provider now (the page after paying, in
 *   case the webhook is slow). `POST /api/reservations/{id}/cancel` — the buyer releases the hold.
 * - `POST /api/reservations/{id}/test-pay` — only when the API talks to the local Stripe fake: confirms the
 *   deposit with the test card (404 otherwise).
 * - `GET /api/reservations` — the signed-in buyer's reservations on this site.
 * - `GET /api/reservations/held-cars` — the cars held now (`{ cars: [{ car_id, car_slug, held_until }] }`),
 *   for the next build and any server that lists stock.
 */
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { timingSafeEqual } from 'hono/utils/buffer';
import { z } from 'zod';
import { isCheckoutEligible } from '../../domain/buttons.ts';
import { Email, Phone } from '../../domain/lead.ts';
import { RESERVATION_STATE_TEXT } from '../../domain/reservation.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ResolvedDeps } from '../deps.ts';
import { API_MESSAGES, fail, idempotencyKeyHeader, jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';
import { sameSiteWrite, withSession, type SessionEnv } from '../session.ts';
import type { Reservation } from '../storage/commerce/types.ts';

/** Messages of the reservation calls (ours). */
export const RESERVATION_MESSAGES = {
  carHeld: 'Sorry, this car has just been reserved by another buyer.',
  notReservable: 'This car cannot be reserved online. Please call us or send an enquiry.',
  unknownCar: 'We could not find that car on this website.',
  notFound: 'We could not find that reservation.',
  notYours: 'This reservation belongs to another account.',
  provider: 'We could not start the payment just now. Nothing was charged. Please try again in a moment.',
  notCancellable: 'This reservation can no longer be cancelled online. Please call us.',
} as const;

const Body = z.object({
  car_id: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,12}$/)
        .transform(Number),
    ],
    { error: RESERVATION_MESSAGES.unknownCar },
  ),
  name: z.string().trim().min(1, 'Please enter your first name.').max(80),
  last_name: z.string().trim().max(80).nullish(),
  email: Email,
  phone: Phone,
  lead_id: z.string().max(64).nullish(),
});

/** The buyer's view of a reservation: no contact details. */
export function reservationView(r: Reservation) {
  return {
    id: r.id,
    status: r.status,
    text: RESERVATION_STATE_TEXT[r.status],
    car_id: r.car_id,
    car_slug: r.car_slug,
    provider: r.provider,
    deposit: r.amount_cents / 100,
    currency: r.currency.toUpperCase(),
    created_at: new Date(r.created_at).toISOString(),
    held_until: r.status === 'held' && r.due_at !== null ? new Date(r.due_at).toISOString() : null,
  };
}

/** The reservations sub-app (mounted at /api/reservations). */
export function reservationRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const store = deps.store.commerce;
  const svc = commerce.reservations;
  app.use('*', withSession(commerce.auth, false), sameSiteWrite());
  const ofTenant = async (c: Context<SessionEnv>): Promise<Reservation | null> => {
    const r = await store.getReservation(c.req.param('id') ?? '');
    return r && r.tenant === c.get('tenant').slug ? r : null;
  };

  app.get('/held-cars', rateLimit(deps, 'read'), async (c) => {
    c.header('Cache-Control', 'no-store');
    const cars = await store.heldCars(c.get('tenant').slug);
    return c.json({
      cars: cars.map((h) => ({ car_id: h.car_id, car_slug: h.car_slug, held_until: h.due_at ? new Date(h.due_at).toISOString() : null })),
    });
  });
  app.get('/', rateLimit(deps, 'read'), async (c) => {
    const user = c.get('user');
    if (!user) return c.json({ error: 'Please sign in to continue.' }, 401);
    c.header('Cache-Control', 'no-store');
    return c.json({ reservations: (await store.listReservations(c.get('tenant').slug, user.userId)).map(reservationView) });
  });
  // A site that gates checkout (spec §6) answers 401 without a session, before the body is looked at.
  const checkoutGate = createMiddleware<SessionEnv>(async (c, next) => {
    if (c.get('tenant').site.accounts.gates.checkout && !c.get('user')) return c.json({ error: 'Please sign in to continue.' }, 401);
    return next();
  });
  app.post(
    '/',
    rateLimit(deps, 'leads'),
    jsonBody(deps.bodyLimitBytes),
    checkoutGate,
    idempotencyKeyHeader(),
    validated('json', Body),
    async (c) => {
      const tenant = c.get('tenant');
      const user = c.get('user');
      const key = c.get('idempotencyKey') ?? null;
      const b = c.req.valid('json');
      const car = deps.cars?.byId(tenant.slug, b.car_id) ?? null;
      if (!car) return fail(c, 404, RESERVATION_MESSAGES.unknownCar);
      if (!tenant.site.features.checkout || !isCheckoutEligible({ ...car, preorder: false }))
        return fail(c, 409, RESERVATION_MESSAGES.notReservable);
      let out;
      try {
        out = await svc.reserve(
          tenant,
          car,
          { name: b.name, last_name: b.last_name ?? null, email: b.email, phone: b.phone },
          {
            userId: user?.userId ?? null,
            leadId: b.lead_id ?? null,
            idempotencyKey: key,
            amountAud: tenant.site.features.reserve_amount,
          },
        );
      } catch {
        c.header('Retry-After', '10');
        return fail(c, 503, RESERVATION_MESSAGES.provider);
      }
      if (out.status === 'car_held') return fail(c, 409, RESERVATION_MESSAGES.carHeld);
      return c.json({ reservation: reservationView(out.reservation), payment: out.client });
    },
  );
  app.get('/:id', rateLimit(deps, 'read'), async (c) => {
    const r = await ofTenant(c);
    if (!r) return fail(c, 404, RESERVATION_MESSAGES.notFound);
    c.header('Cache-Control', 'no-store');
    return c.json({ reservation: reservationView(r) });
  });
  app.post('/:id/sync', rateLimit(deps, 'write'), async (c) => {
    const r = await ofTenant(c);
    if (!r) return fail(c, 404, RESERVATION_MESSAGES.notFound);
    await svc.reconcile(r, null, 'sync');
    return c.json({ reservation: reservationView((await store.getReservation(r.id))!) });
  });
  // Test mode only (the API is pointed at the local Stripe fake): the page's 'Pay with the test card' step.
  app.post('/:id/test-pay', rateLimit(deps, 'write'), async (c) => {
    const r = await ofTenant(c);
    const provider = commerce.payments.forTenant(c.get('tenant').slug);
    if (!r?.payment_ref || !provider.testConfirm) return fail(c, 404, RESERVATION_MESSAGES.notFound);
    try {
      await provider.testConfirm(r.payment_ref);
    } catch {
      return fail(c, 503, RESERVATION_MESSAGES.provider);
    }
    return c.json({ ok: true });
  });
  app.post('/:id/cancel', rateLimit(deps, 'write'), async (c) => {
    const r = await ofTenant(c);
    if (!r) return fail(c, 404, RESERVATION_MESSAGES.notFound);
    if (r.user_id !== null && r.user_id !== c.get('user')?.userId) return fail(c, 403, RESERVATION_MESSAGES.notYours);
    const next = await svc.act(r, { type: 'cancelled', by: 'buyer' }, 'cancelled_by_buyer');
    if (next === r.status) return fail(c, 409, RESERVATION_MESSAGES.notCancellable);
    return c.json({ reservation: reservationView((await store.getReservation(r.id))!) });
  });
  return app;
}

/**
 * `POST /api/webhooks/stripe/{site}` — Stripe's events for one site's account, verified with that
 * account's webhook secret (400 on a bad signature, nothing changes). An event only names the payment;
 * its state is read back from Stripe and the reservation reconciled. A replayed event id is answered 200
 * and changes nothing. Mounted outside the browser door (no Origin / X-Site: Stripe calls it).
 */
export function stripeWebhookRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono {
  const app = new Hono();
  app.post('/stripe/:site', async (c) => {
    const tenant = deps.tenants.get(c.req.param('site'));
    if (tenant?.site.accounts.payments.provider !== 'stripe') return fail(c, 404, API_MESSAGES.notFound);
    const raw = await c.req.text();
    let event;
    try {
      event = await commerce.payments.forTenant(tenant.slug).readWebhook(raw, c.req.raw.headers);
    } catch (err) {
      deps.log(`webhooks: stripe(${tenant.slug}): refused: ${(err as Error).message}`);
      return fail(c, 400, 'Webhook signature verification failed.');
    }
    if (!event) return c.json({ received: true, ignored: true });
    const r = await deps.store.commerce.findReservationByPaymentRef('stripe', event.ref);
    if (!r || r.tenant !== tenant.slug) return c.json({ received: true, ignored: true });
    const status = await commerce.reservations.reconcile(r, event.id, `webhook:${event.type}`);
    return c.json({ received: true, status });
  });
  return app;
}

/** What the dealer can do to a reservation (`POST /api/dealer/{site}/reservations/{id}/{action}`). */
const DEALER_ACTIONS = {
  sold: { event: { type: 'sold' }, label: 'dealer_sold' },
  cancel: { event: { type: 'cancelled', by: 'dealer' }, label: 'cancelled_by_dealer' },
  'sale-cancelled': { event: { type: 'sale_cancelled' }, label: 'dealer_sale_cancelled' },
} as const;

/**
 * The dealer's side (server to server: the dealer's DMS/CRM or a staff tool): `POST
 * /api/dealer/{site}/reservations/{id}/sold` (captures the deposit: the car is sold to the buyer),
 * `/cancel` (releases the hold, nothing charged) and `/sale-cancelled` (refunds a captured deposit), with
 * `Authorization: Bearer <the site's DEALER_API_KEYS key>` (compared with Hono's constant-time `timingSafeEqual`).
 * 404 for a site without a key; 409 `{ error, status }` when the action does not apply in the current state.
 * Mounted outside the browser door (no Origin).
 */
export function dealerReservationRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono {
  const app = new Hono();
  app.post(
    '/:site/reservations/:id/:action{sold|cancel|sale-cancelled}',
    async (c, next) => {
      const key = commerce.dealerKeys[c.req.param('site')];
      if (!key || !deps.tenants.get(c.req.param('site'))) return fail(c, 404, API_MESSAGES.notFound);
      const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
      if (!(await timingSafeEqual(token, key))) {
        c.header('WWW-Authenticate', 'Bearer');
        return c.json({ error: 'A valid dealer key is needed (Authorization: Bearer …).' }, 401);
      }
      return next();
    },
    async (c) => {
      const r = await deps.store.commerce.getReservation(c.req.param('id'));
      if (!r || r.tenant !== c.req.param('site')) return fail(c, 404, RESERVATION_MESSAGES.notFound);
      const a = DEALER_ACTIONS[c.req.param('action') as keyof typeof DEALER_ACTIONS];
      const next = await commerce.reservations.act(r, a.event, a.label);
      if (next === r.status)
        return c.json({ error: `This reservation is ${r.status}: it cannot be marked ${c.req.param('action')}.`, status: r.status }, 409);
      return c.json({ reservation: reservationView((await deps.store.commerce.getReservation(r.id))!) });
    },
  );
  return app;
}
