/**
 * 10,000 generated bad requests (fast-check): every one is answered 4xx with a human message, none 5xx.
 * Bad bodies: arbitrary JSON of any shape, valid leads with one field broken in a random way, random
 * text and bytes, wrong content types, oversized bodies and bad query strings, across every route.
 * Prints the status counts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FROM_SYDNEY, LEAD, testApi } from '../../src/api/testing/fixtures.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const POSTS = ['/api/leads', '/api/phone-reveals', '/api/miscellaneous', '/api/youx/quote'];

/** A request spec: path, method, headers, body. */
interface Req { path: string; method: 'GET' | 'POST'; headers: Record<string, string>; body?: string | Uint8Array }

const json = (path: string, body: string): Req => ({ path, method: 'POST', headers: FROM_SYDNEY, body });
const notPostcode = fc.oneof(fc.string().filter((s) => !/^\s*\d{4}\s*$/.test(s)), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string()));
const notEmail = fc.oneof(fc.string().filter((s) => !s.includes('@')), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.string()));
const notPhone = fc.oneof(fc.string().filter((s) => !/\d{6}/.test(s.replace(/\D/g, ''))), fc.double(), fc.constant([]));
const notName = fc.oneof(fc.constant(''), fc.string({ minLength: 81, maxLength: 200 }).filter((s) => s.trim().length > 80), fc.integer(), fc.constant(null), fc.constant({}));
const brokenLead = fc.record({
  field: fc.constantFrom('postcode', 'email', 'phone', 'name'),
  postcode: notPostcode, email: notEmail, phone: notPhone, name: notName,
  extra: fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  form: fc.constantFrom(undefined, 'enquiry', 'test_drive', 'make_an_offer', 'fleet', 'careers'),
}).map(({ field, extra, form, ...bad }): Req => json('/api/leads', JSON.stringify({ ...extra, ...LEAD, form, [field]: bad[field as keyof typeof bad] })));

const request: fc.Arbitrary<Req> = fc.oneof(
  // any JSON value to any POST route (objects lack the required fields)
  fc.tuple(fc.constantFrom(...POSTS), fc.jsonValue({ maxDepth: 3 })).map(([p, v]) => json(p, JSON.stringify(v) ?? 'null')),
  // a valid lead with one field broken
  brokenLead, brokenLead,
  // text that is not JSON
  fc.tuple(fc.constantFrom(...POSTS), fc.string({ maxLength: 300 }).filter((s) => { try { JSON.parse(s); return false; } catch { return true; } })).map(([p, s]) => json(p, s)),
  // random bytes
  fc.tuple(fc.constantFrom(...POSTS), fc.uint8Array({ maxLength: 300 })).map(([path, body]): Req => ({ path, method: 'POST', headers: FROM_SYDNEY, body })),
  // wrong content type
  fc.tuple(fc.constantFrom(...POSTS), fc.constantFrom('text/plain', 'application/xml', 'multipart/form-data', 'application/x-www-form-urlencoded', 'application/jsonx'))
    .map(([path, type]): Req => ({ path, method: 'POST', headers: { origin: FROM_SYDNEY.origin, 'content-type': type }, body: JSON.stringify(LEAD) })),
  // too large
  fc.tuple(fc.constantFrom(...POSTS), fc.integer({ min: 33 * 1024, max: 80 * 1024 })).map(([p, n]) => json(p, JSON.stringify({ ...LEAD, message: 'x'.repeat(n) }))),
  // bad query strings
  fc.tuple(fc.string({ maxLength: 20 }).filter((s) => !/^\d{1,6}$/.test(s)), fc.string({ maxLength: 20 }))
    .map(([count, date]): Req => ({ path: `/api/cars/2021-mazda-cx-5-maxx-4242/view.json?photos_count=${encodeURIComponent(count)}&updated_at=${encodeURIComponent(date)}`, method: 'GET', headers: { origin: FROM_SYDNEY.origin } })),
  fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}$/.test(s)))
    .map(([loc, date]): Req => ({ path: `/api/appointments?location_id=${encodeURIComponent(loc)}&date=${encodeURIComponent(date)}`, method: 'GET', headers: { origin: FROM_SYDNEY.origin } })),
);

/** zod's own wording: a message we forgot to write. */
const ZOD_DEFAULT = /^(Invalid input|Invalid option|Too (big|small)|Expected|Unrecognized|Invalid (string|number|type|element|key))/;

describe(`fuzz: ${RUNS} generated bad requests`, () => {
  it('every one is a 4xx with a message; none is a 5xx', async () => {
    const { app } = testApi({ rateRules: false });
    const counts = new Map<number, number>();
    await fc.assert(fc.asyncProperty(request, async (req) => {
      const res = await app.request(req.path, { method: req.method, headers: req.headers, body: req.body as BodyInit | undefined });
      counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
      expect(res.status, `${req.method} ${req.path} ${String(req.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      const body = (await res.json()) as { error?: unknown; fields?: Record<string, string> };
      expect(typeof body.error === 'string' && body.error.length > 0).toBe(true);
      for (const message of Object.values(body.fields ?? {})) expect(message).not.toMatch(ZOD_DEFAULT);
    }), { numRuns: RUNS });
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    console.log(`fuzz: ${total} requests: ${[...counts].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}; 5xx: 0`);
    expect(total).toBe(RUNS);
  }, 120_000);
});
