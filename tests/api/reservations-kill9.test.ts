/**
 * kill -9 during a reservation loses nothing (issue #13 item 4): the real Node host (`scripts/api.ts`,
 * SQLite file, the sample tenants and stock) with Stripe played by the local fake. The API is killed
 * with SIGKILL after the reservation is requested and again after the deposit is authorised; after each
 * restart the reservation, its PaymentIntent, the hold and its 48-hour deadline are as they were, the
 * retried submit (same Idempotency-Key) answers the same reservation, and a second buyer is refused.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCarLookup } from '../../src/api/node/stock.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';
import { loadTenant } from '../../src/config/load.ts';
import type { SiteConfig } from '../../src/config/schema/site.ts';
import { isCheckoutEligible } from '../../src/domain/buttons.ts';
import { loadSnapshot } from '../../src/stock/snapshot.ts';
import { exited, freePort, startApi, type ApiProcess } from './faults/api-process.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const SECRET = 'whsec_kill9';
let site: SiteConfig;
let fake: StripeFake;
let api: ApiProcess | null = null;
let dir = '';
let env: Record<string, string> = {};
let origin = '';

beforeAll(async () => {
  // The sample tenant that takes deposits with Stripe (found by its config, not its name).
  const slugs = ['southern-cross-motor-group', 'harbourline-mazda', 'sunshine-coast-caravans', 'swan-river-auto', 'value-wheels-adelaide'];
  const sites = slugs.map((s) => loadTenant(join(ROOT, 'sites'), s, ROOT)).flatMap((r) => (r.ok ? [r.config] : []));
  site = sites.find((s) => s.accounts.payments.provider === 'stripe' && s.features.checkout && !s.accounts.gates.checkout)!;
  expect(site, 'a sample tenant with Stripe deposits and an ungated checkout').toBeDefined();
  origin = new URL(site.site_url).origin;
  const port = await freePort();
  fake = await startStripeFake({ webhookUrl: (t) => `http://127.0.0.1:${port}/api/webhooks/stripe/${t}`, webhookSecret: () => SECRET });
  dir = mkdtempSync(join(tmpdir(), 'api-reserve-kill9-'));
  env = {
    PORT: String(port),
    // The SQLite file of this run: startApi passes our environment on, and CI's DATABASE_URL would move the API to the
    // shared PostgreSQL, where an earlier run's reservation under the same Idempotency-Key answers without a new PaymentIntent.
    DATABASE_URL: '',
    API_DB_PATH: join(dir, 'leads.sqlite'),
    API_RATE_LIMITS: 'off',
    OUTBOX: 'off',
    MESSAGES: 'off',
    STRIPE_API_BASE: fake.url,
    STRIPE_ACCOUNTS: JSON.stringify({ [site.slug]: { secret_key: 'sk_test_kill9', webhook_secret: SECRET } }),
  };
  api = await startApi(env, 120_000);
}, 180_000);
afterAll(async () => {
  api?.child.kill('SIGKILL');
  if (api) await exited(api.child);
  await fake?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The parts of the API's JSON answers this test reads (each answer has some of them). */
interface ApiBody {
  reservation: { id: string; status: string; held_until: string | null };
  payment: { payment_intent: string };
  cars: { car_id: number; car_slug: string; held_until: string }[];
}

/** One API call; a network error (a pooled connection to the killed process) is retried, as a browser would, with the same key. */
const call = async (path: string, init: { body?: unknown; key?: string } = {}, tries = 3): Promise<{ status: number; body: ApiBody }> => {
  try {
    return await callOnce(path, init);
  } catch (err) {
    if (tries <= 1) throw err;
    await new Promise((r) => setTimeout(r, 200));
    return call(path, init, tries - 1);
  }
};
const callOnce = async (path: string, init: { body?: unknown; key?: string }) => {
  const res = await fetch(`http://127.0.0.1:${env.PORT}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: { origin, 'content-type': 'application/json', ...(init.key ? { 'idempotency-key': init.key } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
};
const kill9 = async () => {
  api!.child.kill('SIGKILL');
  await exited(api!.child);
  // The host loads the whole sample stock on start: slow on a shared machine.
  api = await startApi(env, 120_000);
};

describe('kill -9 during a reservation (real Node host, SQLite file)', () => {
  it('loses nothing: the request, the PaymentIntent, the hold and its deadline survive; a retry answers the same', async () => {
    // The cars the API lists for the site (the same selection as its car lookup).
    const cars = await loadCarLookup(join(ROOT, 'sites/_stock/sample-snapshot.json.gz'), [site]);
    const { snapshot } = await loadSnapshot(join(ROOT, 'sites/_stock/sample-snapshot.json.gz'));
    const car = snapshot.cars
      .map((c) => cars.byId(site.slug, c.id))
      .find((c) => c !== null && c.status === 'in_stock' && !c.reserved && isCheckoutEligible({ ...c, preorder: false }))!;
    expect(car).toBeDefined();
    const buyer = { car_id: car.id, name: 'Kim', email: 'kim@example.com', phone: '0412 345 678' };

    const first = await call('/api/reservations', { body: buyer, key: 'kill9-reserve' });
    expect(first.status).toBe(200);
    const id = first.body.reservation.id;
    const pi = first.body.payment.payment_intent;
    await kill9();
    // The retried submit after the crash: the same reservation and PaymentIntent, no second one.
    const retried = await call('/api/reservations', { body: buyer, key: 'kill9-reserve' });
    expect([retried.status, retried.body.reservation.id, retried.body.payment.payment_intent]).toEqual([200, id, pi]);
    expect(fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents' && !c.replayed)).toHaveLength(1);

    await fake.confirm(pi);
    const held = (await call(`/api/reservations/${id}`)).body.reservation;
    expect(held.status).toBe('held');
    await kill9();
    const after = (await call(`/api/reservations/${id}`)).body.reservation;
    expect(after).toEqual(held);
    expect((await call('/api/reservations/held-cars')).body.cars).toEqual([
      { car_id: car.id, car_slug: car.slug, held_until: held.held_until },
    ]);
    const other = await call('/api/reservations', { body: { ...buyer, email: 'other@example.com' }, key: 'kill9-other' });
    expect(other.status).toBe(409);
  }, 400_000);
});
