/**
 * `npm run bench:api [-- --seconds 10 --concurrency 64 --sync FULL|NORMAL --store sqlite|postgres]`
 *
 * Sustained lead submissions against the real Node host (`scripts/api.ts` in a child process, SQLite
 * WAL with synchronous=FULL by default, or PostgreSQL with --store postgres and DATABASE_URL): a
 * keep-alive client with N concurrent submitters POSTs valid leads, each with its own Idempotency-Key,
 * for the given seconds after a 2 s warm-up. Prints requests/s and latency percentiles, then checks
 * that every lead answered 200 is in the database (and nothing else is). Rate limits and the outbox
 * are off (intake only). Client and server share this machine's cores; the figure is a floor.
 */
import '../scripts/check-node.mjs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCliArgs } from './lib/cli.ts';
import { openPostgresStore } from '../src/api/storage/postgres.ts';
import { openSqliteStore } from '../src/api/storage/sqlite.ts';
import { exited, percentile, postJson, startApi } from '../tests/api/faults/api-process.ts';

const usage = `Usage: npm run bench:api -- [--seconds 10] [--concurrency 64] [--sync FULL|NORMAL] [--store sqlite|postgres] [--site <slug>]

  --seconds      how long to submit leads after a 2 s warm-up (default 10)
  --concurrency  concurrent submitters (default 64)
  --sync         SQLite synchronous mode (default FULL)
  --store        sqlite, or postgres with DATABASE_URL (default sqlite)
  --site         the tenant the leads are for (default harbourline-mazda)`;
const args = parseCliArgs(
  {
    options: {
      seconds: { type: 'string', default: '10' },
      concurrency: { type: 'string', default: '64' },
      sync: { type: 'string', default: 'FULL' },
      store: { type: 'string', default: 'sqlite' },
      site: { type: 'string', default: 'harbourline-mazda' },
    },
  },
  usage,
);
const seconds = Number(args.seconds);
const concurrency = Number(args.concurrency);
const usePg = args.store === 'postgres';
if (usePg && !process.env.DATABASE_URL) throw new Error('--store postgres needs DATABASE_URL (bash scripts/ci-postgres.sh prints one)');

const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const dbPath = join(dir, 'leads.sqlite');
const pgSchema = `bench_${process.pid}`;
const api = await startApi({
  PORT: '0',
  API_DB_PATH: dbPath,
  API_SQLITE_SYNC: args.sync === 'NORMAL' ? 'NORMAL' : 'FULL',
  API_STOCK: 'none',
  API_RATE_LIMITS: 'off',
  OUTBOX: 'off',
  DATABASE_URL: usePg ? process.env.DATABASE_URL! : '',
  DATABASE_SCHEMA: pgSchema,
});
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const body = (n: number) =>
  JSON.stringify({
    name: 'Bench',
    last_name: 'Runner',
    email: `bench${n}@example.com`,
    phone: '0412 345 678',
    postcode: '2000',
    message: `Benchmark lead ${n}`,
    category: 'General Enquiry',
    car_id: 1000 + (n % 50),
    lead_attributes: { visited_pages: ['/search', '/cars/x'], linked_query_params: { utm_source: 'bench' } },
  });

let n = 0;
let measuring = false;
let stop = false;
const latencies: number[] = [];
const accepted = new Map<string, string>();
let failures = 0;
const statusCounts = new Map<number, number>();
async function submitter(): Promise<void> {
  while (!stop) {
    const i = ++n;
    const key = `bench-${i}`;
    try {
      const res = await postJson(agent, api.port, '/api/leads', body(i), { 'x-site': args.site!, 'idempotency-key': key });
      statusCounts.set(res.status, (statusCounts.get(res.status) ?? 0) + 1);
      if (res.status === 200) accepted.set(key, (JSON.parse(res.body) as { lead_id: string }).lead_id);
      else failures++;
      if (measuring) latencies.push(res.ms);
    } catch {
      failures++;
    }
  }
}

/** CPU seconds (user + system) the server process has used so far, from /proc (Linux), or NaN. */
function serverCpuSeconds(): number {
  try {
    const fields = readFileSync(`/proc/${api.child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}
const loadBefore = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const runners = Array.from({ length: concurrency }, submitter);
await new Promise((r) => setTimeout(r, 2000));
measuring = true;
const t0 = performance.now();
const cpu0 = serverCpuSeconds();
const clientCpu0 = process.cpuUsage();
await new Promise((r) => setTimeout(r, seconds * 1000));
measuring = false;
const elapsed = (performance.now() - t0) / 1000;
const serverCpu = serverCpuSeconds() - cpu0;
const clientCpuDelta = process.cpuUsage(clientCpu0);
const clientCpu = (clientCpuDelta.user + clientCpuDelta.system) / 1e6;
stop = true;
await Promise.all(runners);
agent.destroy();
api.child.kill('SIGTERM');
await exited(api.child);

const sorted = latencies.sort((a, b) => a - b);
const store = usePg
  ? await openPostgresStore({ connectionString: process.env.DATABASE_URL!, schema: pgSchema })
  : await openSqliteStore({ path: dbPath });
const inDb = new Map((await store.listLeadKeys()).map((k) => [k.idempotency_key, k.lead_id]));
await store.close();
const missing = [...accepted].filter(([key, id]) => inDb.get(key) !== id).length;
const extra = inDb.size - accepted.size;
console.log(
  [
    `bench:api  store=${usePg ? 'postgres' : `sqlite synchronous=${args.sync}`}  concurrency=${concurrency}  measured ${elapsed.toFixed(1)} s`,
    `  sustained: ${(sorted.length / elapsed).toFixed(0)} leads/s  (${sorted.length} answered in the window)`,
    `  latency ms: p50 ${percentile(sorted, 50).toFixed(2)}  p90 ${percentile(sorted, 90).toFixed(2)}  p99 ${percentile(sorted, 99).toFixed(2)}  max ${sorted.at(-1)?.toFixed(2)}`,
    `  statuses: ${[...statusCounts].map(([s, c]) => `${s}×${c}`).join(', ')}; network failures ${failures - [...statusCounts].filter(([s]) => s !== 200).reduce((a, [, c]) => a + c, 0)}`,
    `  server CPU: ${((serverCpu / elapsed) * 100).toFixed(0)}% of one core, ${((serverCpu * 1000) / sorted.length).toFixed(3)} ms per lead (=> ~${(sorted.length / serverCpu).toFixed(0)} leads/s per fully used core); ` +
      `load generator ${((clientCpu / elapsed) * 100).toFixed(0)}% of a core; load average before: ${loadBefore}`,
    `  check: ${accepted.size} leads answered 200, ${inDb.size} in the database, ${missing} missing, ${extra} unanswered extra`,
  ].join('\n'),
);
if (usePg) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await c.connect();
  await c.query(`DROP SCHEMA ${pgSchema} CASCADE`);
  await c.end();
}
rmSync(dir, { recursive: true, force: true });
if (missing > 0) process.exit(1);
