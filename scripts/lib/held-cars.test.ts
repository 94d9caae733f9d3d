/**
 * `npm run build -- --held-cars api|<file>` (issue 13 item 4): the build reads the cars held by a deposit
 * from the tenant's real edge API (served here over HTTP with a held reservation) or from a file.
 */
import { serve, type ServerType } from '@hono/node-server';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeTestStores,
  COMMERCE_STORES,
  commerceHarness,
  PERTH_CAR,
  PERTH_ORIGIN,
  signInByPhone,
  siteHeaders,
  type CommerceHarness,
} from '../../src/api/testing/commerce.ts';
import { startStripeFake, type StripeFake } from '../../src/api/testing/stripe-fake.ts';
import { fetchHeldCars, heldCarsSource } from './held-cars.ts';

let fake: StripeFake;
let h: CommerceHarness;
let server: ServerType;
let base = '';
let dir = '';
beforeAll(async () => {
  fake = await startStripeFake({ webhookUrl: () => 'http://127.0.0.1:9/none', webhookSecret: () => 'x' });
  h = await commerceHarness({ stripeApi: fake.url, store: await COMMERCE_STORES[0]![1]() });
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req) => h.app.fetch(req), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = mkdtempSync(join(tmpdir(), 'held-cars-'));
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
  await fake.close();
  await closeTestStores();
  rmSync(dir, { recursive: true, force: true });
});

describe('held cars for the next build', () => {
  it("reads a tenant's held cars from its edge API: none, then the car a buyer reserved (offline provider: held at once)", async () => {
    expect(await fetchHeldCars(base, 'swan-cars')).toEqual([]);
    const cookie = await signInByPhone(h, PERTH_ORIGIN);
    const res = await h.app.request('/api/reservations', {
      method: 'POST',
      headers: { ...siteHeaders(PERTH_ORIGIN, cookie), 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ car_id: PERTH_CAR.id, name: 'Jo', email: 'jo@example.com.au', phone: '0412 345 678' }),
    });
    expect((await res.json()).reservation.status).toBe('held');
    expect(await fetchHeldCars(`${base}/`, 'swan-cars')).toEqual([PERTH_CAR.id]);
    expect(await fetchHeldCars(base, 'harbour-motors')).toEqual([]);
  });

  it('fails with the URL and the reason when the API does not answer as expected', async () => {
    await expect(fetchHeldCars(base, 'no-such-site')).rejects.toThrow(`${base}/api/reservations/held-cars: HTTP 4`);
    await expect(fetchHeldCars('http://127.0.0.1:9', 'swan-cars', { timeoutMs: 2000 })).rejects.toThrow(
      'http://127.0.0.1:9/api/reservations/held-cars:',
    );
  });

  it('reads --held-cars: "api", or a file checked at once, naming the file and the field', () => {
    expect(heldCarsSource('api')).toEqual({ source: { kind: 'api' }, file: null });
    const good = join(dir, 'held.json');
    writeFileSync(good, JSON.stringify({ 'swan-cars': [PERTH_CAR.id] }));
    expect(heldCarsSource(good).file).toEqual({ 'swan-cars': [PERTH_CAR.id] });
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ 'swan-cars': ['x'] }));
    expect(() => heldCarsSource(bad)).toThrow(`--held-cars ${bad}: swan-cars.0: `);
    expect(() => heldCarsSource(join(dir, 'missing.json'))).toThrow(`--held-cars ${join(dir, 'missing.json')}: ENOENT`);
  });
});
