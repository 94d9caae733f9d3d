/**
 * Dead letters (issue 12 item 5): a CRM delivery out of attempts is counted on `GET /api/health` and
 * `GET /metrics` (so monitoring can alert), keeps being retried on the slow schedule only for its
 * window, and `npm run leads:requeue -- [--site s] [--since …]` gives it a fresh retry budget.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSince } from '../../scripts/lib/since.ts';
import { createApp } from '../../src/api/app.ts';
import { deliverRound } from '../../src/api/delivery/outbox.ts';
import { openSqliteStore } from '../../src/api/storage/sqlite.ts';
import type { LeadStore } from '../../src/api/storage/types.ts';
import { createTenantRegistry } from '../../src/api/tenants.ts';
import { LEAD, NOW, PERTH, SITES, SYDNEY } from '../../src/api/testing/fixtures.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'api-dead-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const tenants = createTenantRegistry(SITES);
const down = (async () => new Response('down', { status: 503 })) as typeof fetch;
const HOUR = 3_600_000;

/** A store on a file with `n` Sydney leads (webhook + ADF each; Perth has none), every CRM delivery dead-lettered at NOW (one attempt allowed). */
async function withDeadLetters(file: string, n = 1, clock = { t: NOW }): Promise<{ store: LeadStore; app: ReturnType<typeof createApp> }> {
  const store = await openSqliteStore({ path: join(dir, file) });
  const app = createApp({
    tenants,
    store,
    now: () => clock.t,
    clientIp: () => 'x',
    rateRules: false,
    log: () => undefined,
    metricsToken: null,
  });
  for (let i = 0; i < n; i++) {
    const res = await app.request('/api/leads', {
      method: 'POST',
      headers: { 'x-site': 'harbour-motors', 'content-type': 'application/json' },
      body: JSON.stringify(LEAD),
    });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  await deliverRound({ store, tenants, fetch: down, now: () => clock.t, maxAttempts: 1, log: () => undefined });
  return { store, app };
}

describe('GET /api/health and /metrics count dead letters', () => {
  it('health says how many deliveries are dead and pending; metrics has a series per tenant, zeros included', async () => {
    const clock = { t: NOW };
    const { store, app } = await withDeadLetters('health.sqlite', 2, clock);
    const deadRows = (await store.listDeliveries()).filter((d) => d.status === 'dead').length;
    expect(deadRows).toBe(4); // 2 leads × webhook + ADF
    clock.t = NOW + 90_000;
    const health = await app.request('/api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({
      status: 'ok',
      store: 'sqlite',
      outbox: { pending: 0, dead: deadRows, oldest_undelivered_seconds: 90 },
    });
    const metrics = await (await app.request('/metrics')).text();
    expect(metrics).toContain('dealer_api_up 1');
    expect(metrics).toContain(`dealer_api_outbox_rows{tenant="harbour-motors",status="dead"} ${deadRows}`);
    expect(metrics).toContain('dealer_api_outbox_rows{tenant="swan-cars",status="dead"} 0');
    expect(metrics).toContain('dealer_api_outbox_oldest_undelivered_seconds{tenant="harbour-motors"} 90');
    await store.close();
  });

  it('with a metrics token both answer 401 without it; a failing database is a 503 saying so', async () => {
    const store = await openSqliteStore({ path: ':memory:' });
    const app = createApp({ tenants, store, now: () => NOW, clientIp: () => 'x', metricsToken: 's3cret', log: () => undefined });
    expect((await app.request('/api/health')).status).toBe(401);
    expect((await app.request('/metrics', { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await app.request('/api/health', { headers: { authorization: 'Bearer s3cret' } })).status).toBe(200);
    await store.close();
    const broken = {
      ...store,
      outboxStats: async () => {
        throw new Error('connection refused');
      },
    } as LeadStore;
    const app2 = createApp({ tenants, store: broken, now: () => NOW, clientIp: () => 'x', log: () => undefined });
    const res = await app2.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable' });
    expect(await (await app2.request('/metrics')).text()).toContain('dealer_api_up 0');
  });
});

describe('the slow schedule ends; the operator requeues', () => {
  it('a dead letter is retried for deadRetryForMs after it died, then left for the operator', async () => {
    const clock = { t: NOW };
    const { store } = await withDeadLetters('window.sqlite', 1, clock);
    const o = { store, tenants, fetch: down, now: () => clock.t, log: () => undefined, deadRetryMs: HOUR, deadRetryForMs: 24 * HOUR };
    clock.t = NOW + 2 * HOUR;
    expect((await deliverRound(o)).claimed).toBeGreaterThan(0); // inside the window: retried
    clock.t = NOW + 25 * HOUR;
    expect((await deliverRound(o)).claimed).toBe(0); // past it: only `leads:requeue` brings it back
    expect(await store.requeueDead({ tenant: 'harbour-motors' }, clock.t)).toBeGreaterThan(0);
    const ok = (async () => new Response('ok')) as typeof fetch;
    const r = await deliverRound({ ...o, fetch: ok });
    expect(r.delivered).toBe(r.claimed);
    expect((await store.listDeliveries()).every((d) => d.status === 'delivered')).toBe(true);
    await store.close();
  });

  it("npm run leads:requeue -- --site harbour-motors --since 2d requeues that tenant's dead deliveries and says how many", async () => {
    const sites = join(dir, 'sites');
    for (const site of [SYDNEY, PERTH]) {
      mkdirSync(join(sites, site.slug), { recursive: true });
      writeFileSync(join(sites, site.slug, 'site.json'), JSON.stringify(site));
    }
    // Leads created now (the command's --since counts from the real clock).
    const clock = { t: Date.now() };
    const { store } = await withDeadLetters('requeue.sqlite', 1, clock);
    const dead = (await store.listDeliveries('harbour-motors')).filter((d) => d.status === 'dead').length;
    await store.close();
    const env = { ...process.env, API_DB_PATH: join(dir, 'requeue.sqlite'), API_SITES_DIR: sites, DATABASE_URL: '' };
    const cmd = (args: string[]) => run(process.execPath, ['scripts/run.mjs', 'scripts/leads-requeue.ts', ...args], { env });
    const { stdout } = await cmd(['--site', 'harbour-motors', '--since', '2d']);
    expect(stdout).toContain(`requeued ${dead} dead CRM deliveries (tenant harbour-motors, leads since`);
    expect(stdout).toContain('Dead deliveries left: 0.');
    const after = await openSqliteStore({ path: join(dir, 'requeue.sqlite') });
    expect((await after.listDeliveries()).filter((d) => d.status === 'pending' && d.attempts === 0)).toHaveLength(dead);
    await after.close();
    // Bad arguments: one sentence and exit status 2.
    for (const [args, message] of [
      [['--since', 'last week'], /--since "last week" is neither/],
      [['--site', 'nope'], /--site nope: no such tenant/],
    ] as const) {
      const err = await cmd([...args]).then(
        () => null,
        (e: { code: number; stderr: string }) => e,
      );
      expect(err?.code).toBe(2);
      expect(err?.stderr).toMatch(message);
    }
  }, 60_000);

  it.each([
    ['2026-11-20', Date.parse('2026-11-20T00:00:00Z')],
    ['2026-11-20T09:00+11:00', Date.parse('2026-11-19T22:00:00Z')],
    ['2026-11-20 09:00', Date.parse('2026-11-20T09:00:00Z')],
    ['48h', NOW - 48 * HOUR],
    ['7d', NOW - 7 * 24 * HOUR],
    ['90m', NOW - 90 * 60_000],
    ['yesterday', null],
    ['2026-13-45', null],
  ])('--since %s', (text, expected) => {
    expect(parseSince(text, NOW)).toBe(expected);
  });
});
