/**
 * Test harness of the accounts-and-commerce routes (issue #13): the fixture API (`fixtures.ts`) over a
 * real migrated SQLite store with sign-in, the two payment providers (Stripe through the local fake of
 * `stripe-fake.ts`), a movable clock, and helpers to sign in with the code the outbox holds.
 */
import { createApp } from '../app.ts';
import { createAuth } from '../auth/auth.ts';
import { carLookup, type CarRecord } from '../cars.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ApiDeps } from '../deps.ts';
import { offlineProvider } from '../payments/offline.ts';
import { stripeProvider } from '../payments/stripe.ts';
import type { PaymentProviders } from '../payments/types.ts';
import { reservationService } from '../reservations/service.ts';
import pg from 'pg';
import { openPostgresStore } from '../storage/postgres.ts';
import { openSqliteStore } from '../storage/sqlite.ts';
import type { LeadStore } from '../storage/types.ts';
import { createTenantRegistry } from '../tenants.ts';
import { CAR, NOW } from './fixtures.ts';
import { SiteConfig } from '../../config/schema/site.ts';
import { PERTH, SYDNEY } from './fixtures.ts';
import type { MarketIndex, MarketListing } from '../../stock/valuation.ts';

/** The model year of the market fixture's Corollas (three years before the fixture clock). */
const MARKET_YEAR = new Date(NOW).getUTCFullYear();
/** Asking prices (AUD) of the market fixture's six comparable Corollas. */
export const COROLLA_PRICES = [21_000, 22_000, 23_500, 24_000, 25_000, 26_500];
/**
 * Market listings for trade-in estimates: six comparable used Corollas (same model, year ± 1, one odometer
 * band), one far outside the band, and three Stingers (too few comparables for a figure).
 */
export const MARKET_LISTINGS: MarketListing[] = [
  ...COROLLA_PRICES.map((price, i) => ({
    make: 'Toyota',
    model: 'Corolla',
    badge: 'Ascent Sport',
    year: MARKET_YEAR - 3 + (i % 3) - 1,
    km: 42_000 + i * 500,
    price,
    car_type: 'used',
  })),
  { make: 'Toyota', model: 'Corolla', badge: 'Ascent Sport', year: MARKET_YEAR - 3, km: 190_000, price: 9_000, car_type: 'used' },
  ...[1, 2, 3].map((i) => ({
    make: 'Kia',
    model: 'Stinger',
    badge: 'GT',
    year: MARKET_YEAR - 2,
    km: 30_000 + i,
    price: 50_000,
    car_type: 'used',
  })),
];
/** A trade-in the market fixture gives a figure for (as the form sends it: any case). */
export const COROLLA_TRADE_IN = { make: 'toyota', model: 'COROLLA', year: MARKET_YEAR - 3, km: 42_500 };

/** Prizes of Sydney's spin-to-win (fixture). */
export const SPIN_PRIZES = [
  { label: '$50 fuel card', weight: 6 },
  { label: 'Free window tint', weight: 3 },
  { label: 'Free first service', weight: 1 },
];

/** Sydney takes deposits with Stripe (test keys) and runs a spin-to-win; Perth takes them offline, gates checkout and finance, and runs none. */
export const COMMERCE_SITES = [
  SiteConfig.parse({
    ...SYDNEY,
    accounts: {
      payments: { provider: 'stripe', stripe_publishable_key: 'pk_test_fixture' },
      spin_to_win: { enabled: true, campaign: 'summer-2026', prizes: SPIN_PRIZES },
    },
  }),
  SiteConfig.parse({ ...PERTH, accounts: { gates: { checkout: true } }, finance: { gated: true } }),
];
export const WEBHOOK_SECRET = 'whsec_fixture_secret';
/** The Sydney dealer's key of the dealer routes. */
export const DEALER_KEY = 'dealer-key-fixture-0123456789abcdef';

/** A second car of the Sydney site, sold. */
export const SOLD_CAR: CarRecord = {
  ...CAR,
  id: 4243,
  slug: '2019-mazda-cx-5-touring-4243',
  status: 'sold',
  updated_at: '2027-03-02T00:00:00+00:00',
};
/** A Perth car. */
export const PERTH_CAR: CarRecord = {
  ...CAR,
  id: 5151,
  slug: '2022-toyota-hilux-sr5-5151',
  make: 'Toyota',
  model: 'HiLux',
  location_id: 'sc-perth',
};

/** A harness instance. */
export interface CommerceHarness {
  app: ReturnType<typeof createApp>;
  store: LeadStore;
  commerce: CommerceDeps;
  clock: { now: number };
  logs: string[];
}

/**
 * Builds the harness over `store` (a fresh in-memory SQLite one by default). `stripeApi` = the fake's URL;
 * `testConfirm`: the API is in Stripe test mode (pays with the fake's test card through `/test-pay`).
 */
export async function commerceHarness(o: {
  stripeApi: string;
  testConfirm?: boolean;
  store?: LeadStore;
  market?: MarketIndex | null;
  overrides?: Partial<ApiDeps>;
}): Promise<CommerceHarness> {
  const store = o.store ?? (await openSqliteStore({ path: ':memory:' }));
  const clock = { now: NOW };
  const logs: string[] = [];
  const log = (m: string) => {
    logs.push(m);
  };
  const tenants = createTenantRegistry(COMMERCE_SITES);
  const stripe = stripeProvider({
    secretKey: 'sk_test_fixture',
    webhookSecret: WEBHOOK_SECRET,
    publishableKey: 'pk_test_fixture',
    apiBase: o.stripeApi,
    testConfirmUrl: o.testConfirm ? `${o.stripeApi}/test/confirm` : null,
  });
  const payments: PaymentProviders = {
    forTenant: (slug) => (tenants.get(slug)?.site.accounts.payments.provider === 'stripe' ? stripe : offlineProvider),
  };
  // Random ids: the Stripe fake outlives a harness, and Stripe idempotency keys are derived from them.
  const newId = () => crypto.randomUUID();
  const auth = createAuth({
    commerce: store.commerce,
    secret: 'test-secret-that-is-long-enough-0123456789',
    secureCookies: true,
    rateLimit: false,
    now: () => clock.now,
    log,
  });
  const reservations = reservationService({ commerce: store.commerce, tenants, payments, now: () => clock.now, newId, log });
  const commerce: CommerceDeps = {
    auth,
    payments,
    reservations,
    market: o.market ?? null,
    regoLookup: null,
    dealerKeys: { 'harbour-motors': DEALER_KEY },
  };
  const app = createApp({
    tenants,
    store,
    now: () => clock.now,
    newId,
    clientIp: (c) => c.req.header('x-test-ip') ?? '203.0.113.1',
    log,
    cars: carLookup(
      new Map([
        ['harbour-motors', [CAR, SOLD_CAR]],
        ['swan-cars', [PERTH_CAR]],
      ]),
    ),
    commerce,
    ...o.overrides,
  });
  return { app, store, commerce, clock, logs };
}

/** Browser-like headers of a site. */
export const siteHeaders = (origin: string, cookie?: string): Record<string, string> => ({
  origin,
  'content-type': 'application/json',
  ...(cookie ? { cookie } : {}),
});
export const SYDNEY_ORIGIN = 'https://www.harbour-motors.example';
export const PERTH_ORIGIN = 'https://swan-cars.example';

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header (deleted cookies dropped). */
export function cookiesOf(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((p) => p.split('=') as [string, string])
      .map(([k, ...v]) => [k, v.join('=')] as [string, string]),
  );
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair!.indexOf('=');
    const name = pair!.slice(0, i);
    const value = pair!.slice(i + 1);
    if (value === '' || /max-age=0/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

/** The last sign-in code queued for `recipient` (what the SMS or e-mail would carry). */
export async function lastCode(store: LeadStore, recipient: string): Promise<string> {
  const m = (await store.commerce.listMessages()).filter((x) => x.recipient === recipient && x.kind === 'sign_in_code').at(-1);
  if (!m || typeof m.body.code !== 'string') throw new Error(`no sign-in code for ${recipient}`);
  return m.body.code;
}

/** Signs in by SMS code on a site; returns the Cookie header. */
export async function signInByPhone(h: CommerceHarness, origin: string, phone = '+61412345678'): Promise<string> {
  const send = await h.app.request('/api/auth/phone-number/send-otp', {
    method: 'POST',
    headers: siteHeaders(origin),
    body: JSON.stringify({ phoneNumber: phone }),
  });
  if (send.status !== 200) throw new Error(`send-otp ${send.status}: ${await send.text()}`);
  const code = await lastCode(h.store, phone);
  const verify = await h.app.request('/api/auth/phone-number/verify', {
    method: 'POST',
    headers: siteHeaders(origin),
    body: JSON.stringify({ phoneNumber: phone, code }),
  });
  if (verify.status !== 200) throw new Error(`verify ${verify.status}: ${await verify.text()}`);
  return cookiesOf(verify);
}

/** Stores opened by `COMMERCE_STORES`, closed (and their PostgreSQL schemas dropped) by `closeTestStores`. */
const opened: Array<{ store: LeadStore; schema: string | null }> = [];
let schemaSeq = 0;

/**
 * The stores the commerce API tests run on: SQLite (in memory) always, PostgreSQL when DATABASE_URL is
 * set (`export DATABASE_URL=$(bash scripts/ci-postgres.sh)`), each test on a fresh schema.
 */
export const COMMERCE_STORES: Array<[string, () => Promise<LeadStore>]> = [
  [
    'SQLite',
    async () => {
      const store = await openSqliteStore({ path: ':memory:' });
      opened.push({ store, schema: null });
      return store;
    },
  ],
  ...(process.env.DATABASE_URL
    ? [
        [
          'PostgreSQL',
          async () => {
            const schema = `commerce_${process.pid}_${Date.now()}_${++schemaSeq}`;
            const store = await openPostgresStore({ connectionString: process.env.DATABASE_URL!, schema });
            opened.push({ store, schema });
            return store;
          },
        ] as [string, () => Promise<LeadStore>],
      ]
    : []),
];

/** Closes every store `COMMERCE_STORES` opened and drops their PostgreSQL schemas (call in afterAll). */
export async function closeTestStores(): Promise<void> {
  const all = opened.splice(0);
  await Promise.all(all.map((o) => o.store.close().catch(() => undefined)));
  const schemas = all.map((o) => o.schema).filter((x): x is string => x !== null);
  if (schemas.length === 0 || !process.env.DATABASE_URL) return;
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  try {
    for (const schema of schemas) await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await c.end();
  }
}
