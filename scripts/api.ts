/**
 * `npm run api` — the edge API on Node (issue #6). Listens on PORT (default 8787) and loads the tenants
 * from sites/. Settings, all from the environment:
 *
 *   PORT=8787  HOST=127.0.0.1 (0.0.0.0 to serve other machines)
 *   API_SITES_DIR=sites              tenant configs (sites/<slug>/site.json)
 *   API_STOCK=sites/_stock/sample-snapshot.json.gz   stock snapshot for car lookups ('none' to skip)
 *   DATABASE_URL=postgres://…        use PostgreSQL (tables in DATABASE_SCHEMA, default public); otherwise SQLite (WAL) at
 *   API_DB_PATH=.data/leads.sqlite   with API_SQLITE_SYNC=FULL (or NORMAL)
 *   API_EXTRA_ORIGINS=http://localhost:4321,my-slug=http://localhost:4322   extra CORS origins (all tenants, or one)
 *   API_RATE_LIMITS=on|off           API_IP_HEADER=x-forwarded-for (only behind a trusted proxy)
 *   YOUX_QUOTE_URL=https://…         finance quote provider (else local estimates)
 *   CRM_WEBHOOK_SECRET=…             signs webhook bodies (X-Signature-SHA256)
 *   OUTBOX=on|off  OUTBOX_MAX_ATTEMPTS=10  OUTBOX_BASE_DELAY_MS=5000  OUTBOX_MAX_DELAY_MS=3600000  OUTBOX_POLL_MS=1000
 *   RETENTION_INTERVAL_MS=21600000   how often expired personal data is de-identified
 *
 * SIGINT/SIGTERM: stops taking requests, finishes in-flight ones and queued commits, closes the DB.
 */
import './check-node.mjs';
import { resolve } from 'node:path';
import { startNodeApi } from '../src/api/node/server.ts';

const env = process.env;
const int = (name: string, fallback: number): number => {
  const v = env[name];
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${v}"`);
  return n;
};
const on = (name: string, fallback: boolean): boolean => (env[name] ? !/^(off|0|false|no)$/i.test(env[name]!) : fallback);

/** API_EXTRA_ORIGINS: comma-separated origins, each optionally `slug=origin`. */
function extraOrigins(spec: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const item of (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = item.indexOf('=');
    const [slug, origin] = eq > 0 && !item.slice(0, eq).includes(':') ? [item.slice(0, eq), item.slice(eq + 1)] : ['*', item];
    (out[slug] ??= []).push(origin);
  }
  return out;
}

const log = (m: string) => console.error(m);
const stock = env.API_STOCK ?? 'sites/_stock/sample-snapshot.json.gz';
const api = await startNodeApi({
  port: int('PORT', 8787),
  host: env.HOST ?? '127.0.0.1',
  sitesDir: resolve(env.API_SITES_DIR ?? 'sites'),
  stockPath: stock === 'none' ? null : resolve(stock),
  databaseUrl: env.DATABASE_URL || null,
  databaseSchema: env.DATABASE_SCHEMA || undefined,
  sqlitePath: env.API_DB_PATH ?? resolve('.data/leads.sqlite'),
  sqliteSync: env.API_SQLITE_SYNC === 'NORMAL' ? 'NORMAL' : 'FULL',
  extraOrigins: extraOrigins(env.API_EXTRA_ORIGINS),
  rateLimits: on('API_RATE_LIMITS', true),
  ipHeader: env.API_IP_HEADER || null,
  quoteUrl: env.YOUX_QUOTE_URL || null,
  outbox: {
    enabled: on('OUTBOX', true), secret: env.CRM_WEBHOOK_SECRET || undefined, maxAttempts: int('OUTBOX_MAX_ATTEMPTS', 10),
    baseDelayMs: int('OUTBOX_BASE_DELAY_MS', 5_000), maxDelayMs: int('OUTBOX_MAX_DELAY_MS', 3_600_000), pollMs: int('OUTBOX_POLL_MS', 1_000),
  },
  retentionIntervalMs: int('RETENTION_INTERVAL_MS', 6 * 3_600_000),
  log,
});
console.log(`READY ${api.port}`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    log(`api: ${signal}, closing`);
    api.close().then(() => process.exit(0), (err: unknown) => { log(`api: close failed: ${(err as Error).message}`); process.exit(1); });
  });
}
