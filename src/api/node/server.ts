/**
 * Node host of the edge API (`npm run api`): loads the tenants from `sites/`, opens the storage
 * (PostgreSQL when a database URL is given, else SQLite in WAL mode), serves the Hono app with
 * `@hono/node-server`, and runs the CRM outbox worker and the retention schedule in the same process.
 * `close()` stops taking requests, lets in-flight ones and queued commits finish, then closes the DB.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { listTenantSlugs, loadTenant, formatProblems } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { createApp } from '../app.ts';
import type { CarLookup } from '../cars.ts';
import { startOutboxWorker, type OutboxOptions } from '../delivery/outbox.ts';
import { startRetentionSchedule } from '../retention.ts';
import { openPostgresStore } from '../storage/postgres.ts';
import { openSqliteStore } from '../storage/sqlite.ts';
import type { LeadStore } from '../storage/types.ts';
import { createTenantRegistry } from '../tenants.ts';
import { startNodeCommerce, type NodeCommerceOptions } from './commerce.ts';
import { loadCarLookup } from './stock.ts';

/** Settings of the Node host (scripts/api.ts reads them from the environment). */
export interface NodeApiOptions {
  port: number;
  host: string;
  sitesDir: string;
  /** Stock snapshot for car lookups; null = none. */
  stockPath: string | null;
  /** PostgreSQL URL; null = SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  /** PostgreSQL schema for the tables (default 'public'). */
  databaseSchema?: string;
  sqlitePath: string;
  sqliteSync: 'FULL' | 'NORMAL';
  /** Extra allowed origins per slug ('*' = every tenant). */
  extraOrigins: Record<string, string[]>;
  rateLimits: boolean;
  /** Trusted proxy header carrying the client IP (e.g. 'x-forwarded-for'); null = the socket address. */
  ipHeader: string | null;
  quoteUrl: string | null;
  outbox: Partial<Pick<OutboxOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'pollMs' | 'secret'>> & { enabled: boolean };
  retentionIntervalMs: number;
  /** Sign-in, watchlist, reservations and valuations (issue #13); null = not served. */
  commerce?: NodeCommerceOptions | null;
  log: (message: string) => void;
}

/** A running API. */
export interface RunningApi { port: number; store: LeadStore; close(): Promise<void> }

/** Loads every valid tenant; a broken one is logged and left out (the others keep working). */
export function loadSites(sitesDir: string, log: (m: string) => void): SiteConfig[] {
  const sites: SiteConfig[] = [];
  for (const slug of listTenantSlugs(sitesDir)) {
    const r = loadTenant(sitesDir, slug);
    if (r.ok) sites.push(r.config);
    else log(`api: tenant ${slug} skipped:\n${formatProblems(r.problems)}`);
  }
  return sites;
}

/**
 * Starts the API. @throws when no tenant loads, the database cannot be opened, or the port cannot be
 * listened on (the listen error, e.g. `code: 'EADDRINUSE'`, after closing what was opened).
 */
export async function startNodeApi(o: NodeApiOptions): Promise<RunningApi> {
  const sites = loadSites(o.sitesDir, o.log);
  if (sites.length === 0) throw new Error(`no valid tenant under ${o.sitesDir}`);
  const tenants = createTenantRegistry(sites, o.extraOrigins);
  let store: LeadStore;
  if (o.databaseUrl) store = await openPostgresStore({ connectionString: o.databaseUrl, schema: o.databaseSchema });
  else {
    if (o.sqlitePath !== ':memory:') mkdirSync(dirname(o.sqlitePath), { recursive: true });
    store = await openSqliteStore({ path: o.sqlitePath, synchronous: o.sqliteSync });
  }
  let cars: CarLookup | undefined;
  if (o.stockPath) cars = await loadCarLookup(o.stockPath, sites);
  const worker = o.outbox.enabled ? startOutboxWorker({ store, tenants, log: o.log, ...o.outbox }) : null;
  const retention = startRetentionSchedule({ store, tenants, intervalMs: o.retentionIntervalMs, log: o.log });
  const commerce = o.commerce ? await startNodeCommerce(o.commerce, { store, tenants, stockPath: o.stockPath, rateLimits: o.rateLimits, log: o.log }) : null;
  const app = createApp({
    tenants, store, cars, quoteUrl: o.quoteUrl, log: o.log, rateRules: o.rateLimits ? undefined : false,
    clientIp: (c) => (o.ipHeader ? c.req.header(o.ipHeader)?.split(',')[0]?.trim() : undefined) ?? getConnInfo(c).remote.address ?? 'unknown',
    onLeadCommitted: () => worker?.wake(), commerce: commerce?.deps,
  });
  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve({ fetch: app.fetch, port: o.port, hostname: o.host }, () => {
        s.off('error', reject);
        resolve(s);
      });
      s.once('error', reject);
    });
  } catch (err) {
    // Nothing listens: stop what was started (the CRM worker, the retention timer, the DB) and say why.
    retention.stop();
    await commerce?.stop();
    await worker?.stop();
    await store.close();
    throw err;
  }
  const port = (server.address() as AddressInfo).port;
  o.log(`api: listening on http://${o.host}:${port} (${sites.length} tenant(s), ${store.kind}${cars ? ', stock loaded' : ''})`);
  return {
    port, store,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      retention.stop();
      await commerce?.stop();
      await worker?.stop();
      await store.close();
    },
  };
}
