/**
 * Generated hostile requests (fast-check) against the accounts-and-commerce POST routes (issue 12 "done
 * when": 0 5xx from a fuzz of every POST route, on SQLite and on PostgreSQL when DATABASE_URL is set;
 * `fuzz.test.ts` covers leads, phone reveals, miscellaneous and the finance quote):
 * reservations (create, cancel, sync, test-pay), the watchlist (save, remove, merge), the trade-in
 * estimate and accepted offer, the spin-to-win draw and the sign-in code request — each signed in or not.
 * - bad bodies: arbitrary JSON of any shape, random text, wrong content types → a 4xx with a message;
 * - valid bodies with NULs and unpaired surrogates (which PostgreSQL's JSONB refuses) in any text field →
 *   never a 5xx, and an accepted trade-in offer is stored with that text made storable.
 * Prints the status counts per route.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR } from '../../src/api/testing/fixtures.ts';
import {
  closeTestStores,
  COMMERCE_STORES,
  commerceHarness,
  COROLLA_TRADE_IN,
  MARKET_LISTINGS,
  PERTH_ORIGIN,
  signInByPhone,
  siteHeaders,
  SYDNEY_ORIGIN,
  type CommerceHarness,
} from '../../src/api/testing/commerce.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';
import { marketIndex } from '../../src/stock/valuation.ts';

const RUNS = Number(process.env.FUZZ_COMMERCE_RUNS ?? 600);
const BUYER = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com.au', phone: '0412 345 678', postcode: '2000' };
const PHONE = '+61412345678';

/** The POST routes fuzzed here, each with a valid body. */
const ROUTES: Record<string, Record<string, unknown>> = {
  '/api/reservations': { car_id: CAR.id, ...BUYER },
  '/api/watchlist/save-car': { phone_number: PHONE, car_id: CAR.id, car: { name: '2021 Mazda CX-5' } },
  '/api/watchlist/remove-car': { phone_number: PHONE, car_id: CAR.id, car: {} },
  '/api/watchlist/merge': { cars: [{ car_id: CAR.id, car: { name: '2021 Mazda CX-5' } }] },
  '/api/valuations/estimate': COROLLA_TRADE_IN,
  '/api/valuations/accept': { ...BUYER, car: COROLLA_TRADE_IN, PreferredContactMethod: 'SMS', finance: 'Yes' },
  '/api/reservations/00000000-0000-0000-0000-000000000000/cancel': {},
  '/api/reservations/00000000-0000-0000-0000-000000000000/sync': {},
  '/api/reservations/00000000-0000-0000-0000-000000000000/test-pay': {},
  '/api/auth/phone-number/send-otp': { phoneNumber: PHONE },
  '/api/spin-to-win': {},
};
const PATHS = Object.keys(ROUTES);

// biome-ignore lint/suspicious/noControlCharactersInRegex: the fuzz is about NUL
const HOSTILE = /\u0000|[\ud800-\udfff]/;
const hostileText = fc
  .array(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('\u0000', '\ud800', '\udfff', '\ud83d', '\ude00x', '\ud83d\ude97')), {
    minLength: 1,
    maxLength: 6,
  })
  .map((parts) => parts.join(''))
  .filter((s) => HOSTILE.test(s));

/** A request: route, whether it carries the session, its body and content type. */
interface Req {
  path: string;
  signedIn: boolean;
  body: string;
  contentType: string;
}

const badRequest: fc.Arbitrary<Req> = fc.record({
  path: fc.constantFrom(...PATHS),
  signedIn: fc.boolean(),
  body: fc.oneof(
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string(),
    fc.record({ field: fc.string(), value: fc.jsonValue() }).map(({ field, value }) => JSON.stringify({ [field]: value })),
  ),
  contentType: fc.constantFrom('application/json', 'application/json', 'application/json', 'text/plain'),
});

/** A valid body of a route with hostile text in one field (its own, a new key, or nested). */
const hostileRequest: fc.Arbitrary<Req> = fc
  .record({ path: fc.constantFrom(...PATHS), signedIn: fc.boolean(), where: fc.nat(20), key: hostileText, text: hostileText })
  .map(({ path, signedIn, where, key, text }) => {
    const body: Record<string, unknown> = structuredClone(ROUTES[path]!);
    const fields = Object.keys(body).filter((k) => typeof body[k] === 'string');
    if (fields.length > 0 && where % 3 === 0) body[fields[where % fields.length]!] = text;
    else if (where % 3 === 1) body[key] = text;
    else body.car = { ...(typeof body.car === 'object' ? (body.car as object) : {}), name: text, [key]: [text] };
    return { path, signedIn, body: JSON.stringify(body), contentType: 'application/json' };
  });

/** Every string (keys too) in a JSON value. */
function strings(v: unknown): string[] {
  if (typeof v === 'string') return [v];
  if (Array.isArray(v)) return v.flatMap(strings);
  if (v !== null && typeof v === 'object') return Object.entries(v).flatMap(([k, x]) => [k, ...strings(x)]);
  return [];
}

let fake: StripeFake;
beforeAll(async () => {
  fake = await startStripeFake({ webhookUrl: () => 'http://127.0.0.1:9/none', webhookSecret: () => 'x' });
});
afterAll(async () => {
  await fake.close();
  await closeTestStores();
});

describe.each(COMMERCE_STORES)('commerce fuzz on %s', (store, openStore) => {
  let h: CommerceHarness;
  let cookie = '';
  beforeAll(async () => {
    h = await commerceHarness({
      stripeApi: fake.url,
      store: await openStore(),
      market: marketIndex(MARKET_LISTINGS),
      overrides: { rateRules: false },
    });
    cookie = await signInByPhone(h, SYDNEY_ORIGIN, PHONE);
  });
  const send = (req: Req, origin = SYDNEY_ORIGIN) =>
    h.app.request(req.path, {
      method: 'POST',
      headers: { ...siteHeaders(origin, req.signedIn ? cookie : undefined), 'content-type': req.contentType },
      body: req.body,
    });
  const report = (title: string, counts: Map<string, number>) =>
    console.log(
      `${title} (${store}): ${[...counts]
        .sort()
        .map(([k, v]) => `${k}×${v}`)
        .join(', ')}; 5xx: 0`,
    );

  it(`${RUNS} bad requests to the commerce POST routes: a 4xx with a message, never a 5xx`, async () => {
    const counts = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(badRequest, fc.boolean(), async (req, perth) => {
        const res = await send(req, perth ? PERTH_ORIGIN : SYDNEY_ORIGIN);
        const key = `${req.path} ${res.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        expect(res.status, `${req.path} ${req.body.slice(0, 200)}`).toBeLessThan(500);
        if (res.status >= 400) {
          const body = (await res.json()) as { error?: unknown; message?: unknown };
          const message = body.error ?? body.message;
          expect(typeof message === 'string' && message.length > 0, JSON.stringify(body)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    report('commerce fuzz', counts);
  }, 600_000);

  it(`${RUNS} valid requests holding NULs and unpaired surrogates: never a 5xx; an accepted offer is stored, storable`, async () => {
    const counts = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (req) => {
        const res = await send(req);
        const key = `${req.path} ${res.status}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        expect(res.status, `${req.path} ${JSON.stringify(req.body.slice(0, 300))}`).toBeLessThan(500);
        if (req.path === '/api/valuations/accept' && res.status === 200) {
          const { lead_id } = (await res.json()) as { lead_id: string };
          const lead = await h.store.getLead(lead_id);
          expect(lead, `lead ${lead_id} stored`).not.toBeNull();
          for (const text of strings(lead!.payload))
            expect(text.isWellFormed() && !text.includes('\u0000'), JSON.stringify(text)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    report('commerce fuzz, hostile text', counts);
    // The property reached the stores: some offers were accepted and some cars saved.
    expect([...counts].some(([k]) => k === '/api/valuations/accept 200')).toBe(true);
    expect([...counts].some(([k]) => k === '/api/watchlist/save-car 200')).toBe(true);
  }, 600_000);
});
