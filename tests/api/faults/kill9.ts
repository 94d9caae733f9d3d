/**
 * Crash test (`npm run test:api-faults`): kill -9 the API process repeatedly under load.
 *
 * N submitters POST leads to the real Node host (SQLite, synchronous=FULL), each submission with its
 * own Idempotency-Key; on a network error (connection refused or reset while the server is dead) a
 * submitter retries the SAME key and body until it gets an answer. Meanwhile the API is killed with
 * SIGKILL at random moments and restarted on the same port. A local CRM stub receives the outbox
 * deliveries. At the end it checks, from the database file and the stub:
 *   lost       = leads answered 200 but not in the database                 (must be 0)
 *   duplicated = submissions stored more than once, or answered two ids     (must be 0)
 *   undelivered = committed leads the CRM never received after recovery     (must be 0)
 * and prints the counts. Settings: KILLS (default 10), SUBMITTERS (16), CRM duplicates are reported
 * (delivery is at-least-once). Exits 1 when a check fails.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Agent } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../../src/api/storage/sqlite.ts';
import { SYDNEY } from '../../../src/api/testing/fixtures.ts';
import { exited, freePort, postJson, startApi, type ApiProcess } from './api-process.ts';

const KILLS = Number(process.env.KILLS ?? 10);
const SUBMITTERS = Number(process.env.SUBMITTERS ?? 16);

// The CRM stand-in: counts deliveries per Idempotency-Key (`<lead_id>:<kind>`).
const received = new Map<string, number>();
const crm = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const key = String(req.headers['idempotency-key']);
    received.set(key, (received.get(key) ?? 0) + 1);
    res.writeHead(200).end();
  });
});
await new Promise<void>((r) => crm.listen(0, '127.0.0.1', r));
const crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;

const dir = mkdtempSync(join(tmpdir(), 'api-kill9-'));
mkdirSync(join(dir, 'sites', SYDNEY.slug), { recursive: true });
writeFileSync(
  join(dir, 'sites', SYDNEY.slug, 'site.json'),
  JSON.stringify({ ...SYDNEY, leads: { ...SYDNEY.leads, crm: { webhook_url: `${crmUrl}/hook`, adf_url: null } } }),
);
const dbPath = join(dir, 'leads.sqlite');
const port = await freePort();
const env = {
  PORT: String(port),
  API_DB_PATH: dbPath,
  API_SITES_DIR: join(dir, 'sites'),
  API_STOCK: 'none',
  API_RATE_LIMITS: 'off',
  OUTBOX_POLL_MS: '50',
  OUTBOX_BASE_DELAY_MS: '100',
  OUTBOX_MAX_DELAY_MS: '1000',
  OUTBOX_MAX_ATTEMPTS: '50',
  // This test reads the SQLite file: a DATABASE_URL in the caller's environment (CI's PostgreSQL) must not move the API there.
  DATABASE_URL: '',
};

let api: ApiProcess = await startApi(env);
const agent = new Agent({ keepAlive: true, maxSockets: SUBMITTERS });
const accepted = new Map<string, string>();
let answersWithAnotherId = 0;
let retries = 0;
let stopping = false;
let seq = 0;

async function submitter(): Promise<void> {
  while (!stopping) {
    const key = `kill9-${++seq}`;
    const body = JSON.stringify({
      name: 'Crash',
      email: 'crash@example.com',
      phone: '0412 345 678',
      postcode: '2000',
      message: `submission ${key}`,
    });
    for (;;) {
      // the same key and body until answered
      try {
        const res = await postJson(agent, port, '/api/leads', body, { 'x-site': SYDNEY.slug, 'idempotency-key': key }, 5_000);
        if (res.status !== 200) throw new Error(`unexpected ${res.status}: ${res.body}`);
        const id = (JSON.parse(res.body) as { lead_id: string }).lead_id;
        if (accepted.has(key) && accepted.get(key) !== id) answersWithAnotherId++;
        accepted.set(key, id);
        break;
      } catch (err) {
        if ((err as Error).message.startsWith('unexpected')) throw err;
        retries++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
}

const runners = Array.from({ length: SUBMITTERS }, submitter);
const killLog: number[] = [];
for (let k = 0; k < KILLS; k++) {
  await new Promise((r) => setTimeout(r, 500 + Math.random() * 1000));
  killLog.push(accepted.size);
  api.child.kill('SIGKILL');
  await exited(api.child);
  api = await startApi(env);
}
stopping = true;
await Promise.all(runners);

// Let the outbox drain: every committed lead should reach the CRM.
const deadline = Date.now() + 60_000;
while (Date.now() < deadline && [...accepted.values()].some((id) => !received.has(`${id}:webhook`)))
  await new Promise((r) => setTimeout(r, 100));
api.child.kill('SIGTERM');
await exited(api.child);
agent.destroy();
crm.close();

const store = await openSqliteStore({ path: dbPath });
const rows = await store.listLeadKeys();
const deliveries = await store.listDeliveries();
await store.close();
const byKey = new Map<string, number>();
for (const r of rows) byKey.set(r.idempotency_key ?? '', (byKey.get(r.idempotency_key ?? '') ?? 0) + 1);
const ids = new Set(rows.map((r) => r.lead_id));
const lost = [...accepted.values()].filter((id) => !ids.has(id)).length;
const duplicated = [...byKey.values()].filter((n) => n > 1).length + answersWithAnotherId;
const unanswered = rows.filter((r) => !accepted.has(r.idempotency_key ?? '')).length;
const undelivered = rows.filter((r) => !received.has(`${r.lead_id}:webhook`)).length;
const crmDuplicates = [...received.values()].reduce((a, n) => a + n - 1, 0);
console.log(
  [
    `kill9: ${KILLS} × SIGKILL under load (${SUBMITTERS} submitters), restarts on port ${port}`,
    `  leads answered 200: ${accepted.size}; in the database: ${rows.length}; network retries by clients: ${retries}`,
    `  lost: ${lost}  duplicated: ${duplicated}  stored but never answered: ${unanswered}`,
    `  CRM: ${received.size} distinct deliveries, ${crmDuplicates} duplicate(s) (at-least-once), undelivered: ${undelivered}; ` +
      `outbox ${deliveries.filter((d) => d.status === 'delivered').length} delivered / ${deliveries.filter((d) => d.status === 'pending').length} pending / ${deliveries.filter((d) => d.status === 'dead').length} dead`,
    `  accepted before each kill: ${killLog.join(', ')}`,
  ].join('\n'),
);
rmSync(dir, { recursive: true, force: true });
process.exit(lost === 0 && duplicated === 0 && undelivered === 0 && unanswered === 0 ? 0 : 1);
