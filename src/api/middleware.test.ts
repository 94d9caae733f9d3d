import { describe, expect, it } from 'vitest';
import { API_MESSAGES } from './http.ts';
import type { LeadStore } from './storage/types.ts';
import { CAR, FROM_SYDNEY, LEAD, postJson, testApi } from './testing/fixtures.ts';

describe('the door: which tenant (Origin / X-Site)', () => {
  const { app } = testApi();
  const post = (headers: Record<string, string>) => postJson(app, '/api/leads', LEAD, { 'content-type': 'application/json', ...headers });

  it.each([
    ['the site origin', { origin: 'https://www.harbour-motors.example' }, 200],
    ['the same origin with a default port', { origin: 'https://www.harbour-motors.example:443' }, 200],
    ['an X-Site slug without Origin (server to server)', { 'x-site': 'harbour-motors' }, 200],
    ['a shared localhost origin with X-Site', { origin: 'http://localhost:4321', 'x-site': 'swan-cars' }, 422],
    ['that localhost origin opened as 127.0.0.1', { origin: 'http://127.0.0.1:4321', 'x-site': 'swan-cars' }, 422],
    ['that localhost origin opened as [::1]', { origin: 'http://[::1]:4321', 'x-site': 'harbour-motors' }, 200],
  ])('accepts %s', async (_label, headers, status) => {
    expect((await post(headers)).status).toBe(status);
  });

  it.each([
    ['an unknown origin', { origin: 'https://evil.example' }, 403, API_MESSAGES.originNotAllowed],
    ['the opaque origin null', { origin: 'null' }, 403, API_MESSAGES.originNotAllowed],
    ['a lookalike host', { origin: 'https://www.harbour-motors.example.evil.example' }, 403, API_MESSAGES.originNotAllowed],
    ['http instead of https', { origin: 'http://www.harbour-motors.example' }, 403, API_MESSAGES.originNotAllowed],
    [
      'X-Site of another tenant than the origin',
      { origin: 'https://www.harbour-motors.example', 'x-site': 'swan-cars' },
      403,
      API_MESSAGES.siteMismatch,
    ],
    ['a shared origin without X-Site', { origin: 'http://localhost:4321' }, 400, API_MESSAGES.ambiguousOrigin],
    ['a loopback origin on another port', { origin: 'http://127.0.0.1:4322', 'x-site': 'swan-cars' }, 403, API_MESSAGES.originNotAllowed],
    ['neither header', {}, 400, API_MESSAGES.noSite],
    ['an unknown X-Site', { 'x-site': 'nobody' }, 403, API_MESSAGES.unknownSite],
  ])('refuses %s', async (_label, headers, status, error) => {
    const res = await post(headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the door: CORS for exactly the calling origin', () => {
  const { app } = testApi();

  it('answers a preflight with the origin, methods and headers (never * or null)', async () => {
    const res = await app.request('/api/leads', {
      method: 'OPTIONS',
      headers: { origin: 'https://www.harbour-motors.example', 'access-control-request-method': 'POST' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.harbour-motors.example');
    expect(res.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['Content-Type', 'Idempotency-Key', 'X-Site']);
    expect(res.headers.get('access-control-allow-methods')?.split(/,\s*/)).toEqual(['GET', 'POST', 'OPTIONS']);
    expect(res.headers.get('vary')?.split(/,\s*/)).toContain('Origin');
  });

  it.each(['http://localhost:4321', 'http://127.0.0.1:4321'])(
    'answers the preflight of %s, an origin two sites share (the request then names its site)',
    async (origin) => {
      const res = await app.request('/api/leads', {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key,x-site',
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual(['Content-Type', 'Idempotency-Key', 'X-Site']);
    },
  );

  it('keeps the CORS headers on error answers so the page can read the message', async () => {
    const res = await postJson(app, '/api/leads', { ...LEAD, postcode: '1' });
    expect(res.status).toBe(422);
    expect(res.headers.get('access-control-allow-origin')).toBe('https://www.harbour-motors.example');
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });
});

describe('the door: JSON only, size limit, malformed bodies', () => {
  const { app } = testApi({ bodyLimitBytes: 1024, rateRules: false });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'name=Jo'],
    ['', '{}'],
    ['multipart/form-data; boundary=x', '--x--'],
  ])('415 for Content-Type %j', async (type, body) => {
    const res = await app.request('/api/leads', {
      method: 'POST',
      headers: { origin: FROM_SYDNEY.origin, ...(type ? { 'content-type': type } : {}) },
      body,
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: API_MESSAGES.notJson });
  });

  it('413 over the limit, by Content-Length or by streamed size', async () => {
    const big = JSON.stringify({ ...LEAD, message: 'x'.repeat(2000) });
    const res = await postJson(app, '/api/leads', big);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: API_MESSAGES.tooLarge(1) });
    const stream = new ReadableStream({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const streamed = await app.request('/api/leads', { method: 'POST', headers: FROM_SYDNEY, body: stream, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it.each([
    ['malformed JSON', '{"name": "Jo",', API_MESSAGES.malformed],
    ['an empty body', '', API_MESSAGES.malformed],
    ['a JSON array', '[1, 2]', API_MESSAGES.notObject],
    ['JSON null', 'null', API_MESSAGES.notObject],
    ['a JSON string', '"hi"', API_MESSAGES.notObject],
  ])('400 for %s', async (_label, body, error) => {
    const res = await postJson(app, '/api/leads', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error });
  });

  it('404 JSON for an unknown route, and for GET on a POST route', async () => {
    for (const [method, path] of [
      ['GET', '/api/nothing'],
      ['GET', '/api/leads'],
      ['GET', '/elsewhere'],
    ] as const) {
      const res = await app.request(path, { method, headers: FROM_SYDNEY });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: API_MESSAGES.notFound });
    }
  });
});

describe('the door: rate limits per client and tenant', () => {
  it('429 with Retry-After once the bucket is empty; other clients and tenants are unaffected', async () => {
    const { app } = testApi({ rateRules: { leads: { capacity: 2, perMinute: 6 } } });
    const send = (ip: string, headers: Record<string, string> = FROM_SYDNEY) =>
      postJson(app, '/api/leads', LEAD, { ...headers, 'x-test-ip': ip });
    expect((await send('1.1.1.1')).status).toBe(200);
    expect((await send('1.1.1.1')).status).toBe(200);
    const limited = await send('1.1.1.1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('10');
    expect(await limited.json()).toEqual({ error: API_MESSAGES.rateLimited });
    expect(limited.headers.get('access-control-allow-origin')).toBe(FROM_SYDNEY.origin);
    expect((await send('2.2.2.2')).status).toBe(200);
    expect((await send('1.1.1.1', { 'content-type': 'application/json', 'x-site': 'swan-cars' })).status).toBe(422);
  });
});

describe('server errors are 5xx only for our faults', () => {
  const broken = (method: keyof LeadStore): LeadStore => {
    const { store } = testApi();
    return { ...store, [method]: () => Promise.reject(new Error('disk on fire')) } as LeadStore;
  };

  it('503 with Retry-After when the lead cannot be committed', async () => {
    const { app } = testApi({ store: broken('insertLead') });
    const res = await postJson(app, '/api/leads', LEAD);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ error: API_MESSAGES.storeDown });
  });

  it('500 with a plain message (and no stack) for an unexpected failure', async () => {
    const { app } = testApi({ store: broken('recordPhoneReveal') });
    const res = await postJson(app, '/api/phone-reveals', { car_id: CAR.id, dealership_id: 'hm' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ error: API_MESSAGES.serverError });
  });
});
