/**
 * A 60-minute CRM outage on a fake clock (issue 12 item 5, "done when"): leads arrive at the start of
 * the outage; the outbox worker's default schedule (10 attempts, 5 s doubling to 1 h, equal jitter)
 * spends its retry budget in 21–43 minutes, so rows are dead-lettered during the outage. Dead letters
 * are still retried on the slow schedule, the API restarts half-way (a new store on the same file, a
 * new worker), and after the CRM comes back every lead is delivered and none is left dead.
 *
 * Time is simulated: each round runs at the next instant a row is due, with a stand-in CRM `fetch`
 * that fails while the clock is inside the outage. Prints the timeline.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/api/app.ts';
import { deliverRound, type OutboxOptions } from '../../src/api/delivery/outbox.ts';
import { openSqliteStore } from '../../src/api/storage/sqlite.ts';
import type { LeadStore } from '../../src/api/storage/types.ts';
import { createTenantRegistry } from '../../src/api/tenants.ts';
import { LEAD, NOW, SITES } from '../../src/api/testing/fixtures.ts';

const LEADS = 50;
const OUTAGE_MS = 60 * 60_000;
const MINUTE = 60_000;

describe('a 60-minute CRM outage (fake clock)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'api-outage60-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ends with every lead delivered and none dead, across a restart', async () => {
    let clock = NOW;
    const received = new Set<string>();
    let failed = 0;
    const crm = (async (_url: string | URL | Request, init?: RequestInit) => {
      if (clock < NOW + OUTAGE_MS) {
        failed++;
        return new Response('down', { status: 503 });
      }
      received.add(String((init?.headers as Record<string, string> | undefined)?.['idempotency-key']));
      return new Response('ok');
    }) as typeof fetch;
    const tenants = createTenantRegistry(SITES);
    const path = join(dir, 'leads.sqlite');
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;

    let store: LeadStore = await openSqliteStore({ path });
    const app = createApp({ tenants, store, now: () => clock, clientIp: () => 'x', rateRules: false, log: () => undefined });
    for (let i = 0; i < LEADS; i++) {
      const res = await app.request('/api/leads', {
        method: 'POST',
        headers: { 'x-site': 'harbour-motors', 'content-type': 'application/json' },
        body: JSON.stringify({ ...LEAD, message: `lead ${i}` }),
      });
      expect(res.status).toBe(200);
    }
    const total = LEADS * 2; // webhook + ADF
    const worker = (): OutboxOptions => ({ store, tenants, fetch: crm, now: () => clock, random, log: () => undefined });

    let deadSeen = 0;
    let firstDeadAt: number | null = null;
    let restarted = false;
    let rounds = 0;
    const end = NOW + 24 * 60 * MINUTE;
    while (clock < end) {
      const r = await deliverRound(worker());
      rounds++;
      if (r.dead > 0 && firstDeadAt === null) firstDeadAt = clock;
      const rows = await store.listDeliveries();
      deadSeen = Math.max(deadSeen, rows.filter((d) => d.status === 'dead').length);
      if (rows.every((d) => d.status === 'delivered')) break;
      if (!restarted && clock >= NOW + 45 * MINUTE) {
        // the API restarts during the outage
        await store.close();
        store = await openSqliteStore({ path });
        restarted = true;
      }
      const due = Math.min(...rows.filter((d) => d.status !== 'delivered').map((d) => d.next_attempt_at));
      clock = Math.max(clock + 1, due);
    }
    const rows = await store.listDeliveries();
    await store.close();
    const delivered = rows.filter((d) => d.status === 'delivered').length;
    const dead = rows.filter((d) => d.status === 'dead').length;
    console.log(
      `crm-outage-60min: ${LEADS} leads × 2 = ${total} deliveries; outage 60 min; ${failed} failed attempts; ` +
        `first dead-lettered at +${Math.round(((firstDeadAt ?? NaN) - NOW) / MINUTE)} min, at most ${deadSeen} dead at once; restart at +45 min; ` +
        `all done at +${Math.round((clock - NOW) / MINUTE)} min after ${rounds} rounds: delivered ${delivered}, dead ${dead}, CRM received ${received.size} distinct`,
    );
    expect(deadSeen).toBeGreaterThan(0); // the retry budget really ran out during the outage
    expect(restarted).toBe(true);
    expect(delivered).toBe(total);
    expect(dead).toBe(0);
    expect(received.size).toBe(total);
    expect(clock - NOW).toBeLessThan(OUTAGE_MS + 2 * 60 * MINUTE); // delivered within the slow schedule's interval after recovery
  }, 180_000);
});
