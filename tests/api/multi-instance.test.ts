/**
 * A multi-instance deployment (issue 12 item 5): two API processes (`npm run api`'s script) on one
 * PostgreSQL database, behind one trusted proxy. The rate limit, idempotency and the test-drive booking
 * cap hold across them, because their state is in the database, not in a process's memory (before, each
 * process had its own token buckets, so two instances let a client send twice its limit).
 * Needs DATABASE_URL (`export DATABASE_URL=$(bash scripts/ci-postgres.sh)`); skipped with that reason otherwise.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../src/domain/lead.ts';
import { DEFAULT_RATE_RULES } from '../../src/api/rate-limit.ts';
import { LEAD, SYDNEY } from '../../src/api/testing/fixtures.ts';

const DATABASE_URL = process.env.DATABASE_URL;

/** Starts `scripts/api.ts` in its own process; resolves with its port once it prints READY. */
function startApi(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; log: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/api.ts'], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`api did not start in 60 s: ${err}`)), 60_000);
    child.stderr!.on('data', (d) => (err += d));
    child.stdout!.on('data', (d) => {
      out += d;
      const m = /READY (\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]), log: () => err });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api exited with ${code}: ${err}`));
    });
  });
}

describe.skipIf(!DATABASE_URL)(
  `two API processes on one PostgreSQL database${DATABASE_URL ? '' : ' (skipped: needs DATABASE_URL, e.g. export DATABASE_URL=$(bash scripts/ci-postgres.sh))'}`,
  () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-multi-'));
    const schema = `multi_${process.pid}_${Date.now()}`;
    let apis: Awaited<ReturnType<typeof startApi>>[] = [];

    beforeAll(async () => {
      mkdirSync(join(dir, 'sites', SYDNEY.slug), { recursive: true });
      writeFileSync(
        join(dir, 'sites', SYDNEY.slug, 'site.json'),
        JSON.stringify({ ...SYDNEY, leads: { ...SYDNEY.leads, crm: { webhook_url: null, adf_url: null } } }),
      );
      const env = {
        PORT: '0',
        DATABASE_URL: DATABASE_URL!,
        DATABASE_SCHEMA: schema,
        API_SITES_DIR: join(dir, 'sites'),
        API_STOCK: 'none',
        OUTBOX: 'off',
        API_TRUSTED_PROXY_HOPS: '1',
      };
      // Both start at once: their migrations race on the empty schema too.
      apis = await Promise.all([startApi(env), startApi(env)]);
    }, 90_000);

    afterAll(async () => {
      await Promise.all(
        apis.map(
          (a) =>
            new Promise((res) => {
              a.child.once('exit', res);
              a.child.kill('SIGTERM');
            }),
        ),
      );
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await c.end();
      rmSync(dir, { recursive: true, force: true });
    });

    const post = (i: number, body: unknown, client: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${apis[i % 2]!.port}/api/leads`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json', 'x-site': SYDNEY.slug, 'x-forwarded-for': client, ...headers },
      });

    it('one client gets the leads limit once across both instances, not once per instance', async () => {
      const limit = DEFAULT_RATE_RULES.leads.capacity;
      const statuses: number[] = [];
      for (let i = 0; i < limit + 2; i++) statuses.push((await post(i, LEAD, '198.51.100.10')).status);
      expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(200));
      expect(statuses.slice(limit)).toEqual([429, 429]);
      // Another client is not limited on either instance.
      expect((await post(0, LEAD, '198.51.100.11')).status).toBe(200);
      expect((await post(1, LEAD, '198.51.100.11')).status).toBe(200);
    });

    it('the same Idempotency-Key sent to both instances at once stores one lead and answers its id twice', async () => {
      const key = `multi-${Date.now()}`;
      const [a, b] = await Promise.all([0, 1].map((i) => post(i, LEAD, `198.51.100.${20 + i}`, { 'idempotency-key': key })));
      expect([a!.status, b!.status]).toEqual([200, 200]);
      const [ja, jb] = (await Promise.all([a!.json(), b!.json()])) as { lead_id: string }[];
      expect(ja!.lead_id).toBe(jb!.lead_id);
      expect([a!.headers.get('idempotent-replayed'), b!.headers.get('idempotent-replayed')].filter(Boolean)).toEqual(['true']);
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      const n = (await c.query(`SELECT COUNT(*)::int AS n FROM ${schema}.leads WHERE idempotency_key = $1`, [key])).rows[0].n;
      await c.end();
      expect(n).toBe(1);
    });

    it('one client booking four slots of a day through both instances at once gets exactly the cap (2)', async () => {
      // Four open slots of the first weekday at least three days ahead, as the API lists them.
      let slots: string[] = [];
      for (let ahead = 3; slots.length < 4 && ahead < 14; ahead++) {
        const date = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
        const res = await fetch(`http://127.0.0.1:${apis[0]!.port}/api/appointments?location_id=hm-sydney&date=${date}`, {
          headers: { 'x-site': SYDNEY.slug },
        });
        const day = (await res.json()) as { slots: { start: string; available: boolean }[] };
        slots = day.slots
          .filter((x) => x.available)
          .slice(0, 4)
          .map((x) => x.start);
      }
      expect(slots).toHaveLength(4);
      const results = await Promise.all(
        slots.map((at, i) =>
          post(
            i,
            { ...LEAD, form: 'test_drive', location_id: 'hm-sydney', appointment_at: at, email: `b${i}@example.com` },
            '198.51.100.30',
          ),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, apis.map((a) => a.log()).join('\n')).toEqual([200, 200, 422, 422]);
      for (const r of results.filter((x) => x.status === 422))
        expect(await r.json()).toMatchObject({ fields: { appointment_at: LEAD_MESSAGES.appointmentLimit } });
    });
  },
);
