/**
 * CRM endpoint down for a period, then back: every lead is delivered after recovery (both formats),
 * nothing is dead-lettered; and with the CRM down for good, rows are dead-lettered after exactly the
 * configured attempts. A real HTTP stub on 127.0.0.1 plays the CRM (503s and dropped connections while
 * down). Scale with CRM_LEADS and CRM_OUTAGE_MS (npm run test:api-faults uses larger numbers).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteConfig } from '../../src/config/schema/site.ts';
import { createApp } from '../../src/api/app.ts';
import { startOutboxWorker } from '../../src/api/delivery/outbox.ts';
import { openSqliteStore } from '../../src/api/storage/sqlite.ts';
import type { LeadStore } from '../../src/api/storage/types.ts';
import { createTenantRegistry } from '../../src/api/tenants.ts';
import { LEAD, SYDNEY } from '../../src/api/testing/fixtures.ts';

const LEADS = Number(process.env.CRM_LEADS ?? 200);
const OUTAGE_MS = Number(process.env.CRM_OUTAGE_MS ?? 1500);

/** A CRM stand-in: counts deliveries per `lead:kind`; while `down`, answers 503 or drops the connection. */
function stubCrm() {
  const received = new Map<string, number>();
  const state = { down: true, attempts: 0 };
  const server: Server = createServer((req, res) => {
    state.attempts++;
    if (state.down) {
      if (state.attempts % 3 === 0) {
        req.socket.destroy();
        return;
      }
      res.writeHead(503).end();
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      received.set(key, (received.get(key) ?? 0) + 1);
      if (req.url === '/adf') expect(body).toContain('<?ADF VERSION="1.0"?>');
      res.writeHead(200).end('ok');
    });
  });
  return { server, received, state };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

describe('CRM outage and recovery', () => {
  const crm = stubCrm();
  let dir: string;
  let url: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-crm-'));
    await new Promise<void>((r) => crm.server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    crm.server.closeAllConnections();
    await new Promise((r) => crm.server.close(r));
    rmSync(dir, { recursive: true, force: true });
  });

  async function setup(
    name: string,
    maxAttempts: number,
  ): Promise<{ store: LeadStore; submit: (n: number) => Promise<void>; stop: () => Promise<void> }> {
    const site = SiteConfig.parse({ ...SYDNEY, leads: { ...SYDNEY.leads, crm: { webhook_url: `${url}/hook`, adf_url: `${url}/adf` } } });
    const tenants = createTenantRegistry([site]);
    const store = await openSqliteStore({ path: join(dir, `${name}.sqlite`) });
    const worker = startOutboxWorker({
      store,
      tenants,
      maxAttempts,
      baseDelayMs: 40,
      maxDelayMs: 400,
      pollMs: 20,
      batch: 100,
      timeoutMs: 2000,
    });
    const app = createApp({
      tenants,
      store,
      clientIp: () => 'x',
      rateRules: false,
      onLeadCommitted: () => worker.wake(),
      log: () => undefined,
    });
    const submit = async (n: number) => {
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) =>
          app.request('/api/leads', {
            method: 'POST',
            headers: { 'x-site': site.slug, 'content-type': 'application/json' },
            body: JSON.stringify({ ...LEAD, message: `lead ${i}` }),
          }),
        ),
      );
      expect(results.every((r) => r.status === 200)).toBe(true);
    };
    return {
      store,
      submit,
      stop: async () => {
        await worker.stop();
        await store.close();
      },
    };
  }

  it(`${LEADS} leads during a ${OUTAGE_MS} ms outage are all delivered after recovery, none dead`, async () => {
    crm.state.down = true;
    const { store, submit, stop } = await setup('recover', 12);
    await submit(LEADS);
    await new Promise((r) => setTimeout(r, OUTAGE_MS));
    const failedDuringOutage = crm.state.attempts;
    crm.state.down = false;
    const recoveredAt = Date.now();
    const done = await waitFor(async () => (await store.listDeliveries()).every((d) => d.status !== 'pending'), 30_000);
    const rows = await store.listDeliveries();
    await stop();
    const delivered = rows.filter((r) => r.status === 'delivered').length;
    const dead = rows.filter((r) => r.status === 'dead').length;
    const duplicates = [...crm.received.values()].reduce((a, n) => a + n - 1, 0);
    console.log(
      `crm-outage: ${LEADS} leads × 2 formats = ${rows.length} deliveries; ${failedDuringOutage} failed attempts during the outage; ` +
        `after recovery in ${Date.now() - recoveredAt} ms: delivered ${delivered}, dead ${dead}, received by the CRM ${crm.received.size} distinct, ${duplicates} duplicate(s); ` +
        `max attempts on one row ${Math.max(...rows.map((r) => r.attempts))}`,
    );
    expect(done).toBe(true);
    expect(delivered).toBe(LEADS * 2);
    expect(dead).toBe(0);
    expect(crm.received.size).toBe(LEADS * 2);
  }, 60_000);

  it('with the CRM down for good, each row is dead-lettered after exactly maxAttempts attempts', async () => {
    crm.state.down = true;
    crm.received.clear();
    const { store, submit, stop } = await setup('dead', 4);
    const before = crm.state.attempts;
    await submit(10);
    const done = await waitFor(async () => (await store.listDeliveries()).every((d) => d.status === 'dead'), 20_000);
    const rows = await store.listDeliveries();
    await stop();
    expect(done).toBe(true);
    expect(rows.map((r) => r.attempts)).toEqual(Array(20).fill(4));
    expect(crm.state.attempts - before).toBe(80);
    expect(rows.every((r) => r.last_error === 'HTTP 503' || r.last_error!.startsWith('network:'))).toBe(true);
  }, 30_000);
});
