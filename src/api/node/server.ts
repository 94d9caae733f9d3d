/**
 * Node host of the edge API (`npm run api`): loads the tenants from `sites/`, opens the storage
 * (PostgreSQL when a database URL is given, else SQLite in WAL mode), serves the Hono app with
 * `@hono/node-server`, and runs the CRM outbox worker and the retention schedule in the same process.
 * `close()` stops taking requests, lets in-flight ones and queued commits finish, then closes the DB.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { listTenantSlugs, loadTenant, formatProblems } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { createApp } from '../app.ts';
import type { CarLookup } from '../cars.ts';
import { clientIpFrom } from '../client-ip.ts';
import { storeRateLimiter } from '../rate-limit.ts';
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
  /**
   * Proxies in front of the API that append the client address to `ipHeader` (X-Forwarded-For): the
   * client is the `trustedProxyHops`-th entry from the right (src/api/client-ip.ts); 0 = the socket.
   */
  trustedProxyHops: number;
  ipHeader: string;
  /** Node server limits: whole request (≤ 30 s), headers, idle keep-alive, and open connections at once. */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /** Test-drive bookings per client (IP or e-mail) and day; 0 = no cap. */
  bookingsPerClientDay: number;
  /** Bearer token for /api/health and /metrics; null = public. */
  metricsToken: string | null;
  quoteUrl: string | null;
  outbox: Partial<
    Pick<OutboxOptions, 'maxAttempts' | 'baseDelayMs' | 'maxDelayMs' | 'pollMs' | 'secret' | 'deadRetryMs' | 'deadRetryForMs'>
  > & { enabled: boolean };
  retentionIntervalMs: number;
  /** Sign-in, watchlist, reservations and valuations (issue #13); null = not served. */
  commerce?: NodeCommerceOptions | null;
  log: (message: string) => void;
}

/** A running API. */
export interface RunningApi {
  port: number;
  store: LeadStore;
  close(): Promise<void>;
}

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
 * The store the settings name: PostgreSQL when `databaseUrl` is set, else SQLite at `sqlitePath`
 * (its folder created). Runs pending migrations. Shared by the API and the operator commands.
 */
export async function openConfiguredStore(
  o: Pick<NodeApiOptions, 'databaseUrl' | 'databaseSchema' | 'sqlitePath' | 'sqliteSync'>,
): Promise<LeadStore> {
  if (o.databaseUrl) return openPostgresStore({ connectionString: o.databaseUrl, schema: o.databaseSchema });
  if (o.sqlitePath !== ':memory:') mkdirSync(dirname(o.sqlitePath), { recursive: true });
  return openSqliteStore({ path: o.sqlitePath, synchronous: o.sqliteSync });
}

/**
 * Starts the API. @throws when no tenant loads, the database cannot be opened, or the port cannot be
 * listened on (the listen error, e.g. `code: 'EADDRINUSE'`, after closing what was opened).
 */
export async function startNodeApi(o: NodeApiOptions): Promise<RunningApi> {
  const sites = loadSites(o.sitesDir, o.log);
  if (sites.length === 0) throw new Error(`no valid tenant under ${o.sitesDir}`);
  const tenants = createTenantRegistry(sites, o.extraOrigins);
  const store = await openConfiguredStore(o);
  let cars: CarLookup | undefined;
  if (o.stockPath) cars = await loadCarLookup(o.stockPath, sites);
  const worker = o.outbox.enabled ? startOutboxWorker({ store, tenants, log: o.log, ...o.outbox }) : null;
  const retention = startRetentionSchedule({ store, tenants, intervalMs: o.retentionIntervalMs, log: o.log });
  const commerce = o.commerce
    ? await startNodeCommerce(o.commerce, { store, tenants, stockPath: o.stockPath, rateLimits: o.rateLimits, log: o.log })
    : null;
  const app = createApp({
    tenants,
    store,
    cars,
    quoteUrl: o.quoteUrl,
    log: o.log,
    rateRules: o.rateLimits ? undefined : false,
    // Several instances share one PostgreSQL: the buckets live there too. SQLite has one process per file.
    rateLimiter: store.takeRateToken ? storeRateLimiter(store, Date.now) : undefined,
    clientIp: (c) =>
      clientIpFrom(o.trustedProxyHops > 0 ? c.req.header(o.ipHeader) : undefined, getConnInfo(c).remote.address, o.trustedProxyHops),
    bookingsPerClientDay: o.bookingsPerClientDay,
    metricsToken: o.metricsToken,
    onLeadCommitted: () => worker?.wake(),
    commerce: commerce?.deps,
  });
  let server: ServerType;
  try {
    server = await new Promise((resolve, reject) => {
      const s = serve(
        {
          fetch: app.fetch,
          port: o.port,
          hostname: o.host,
          // A slow client cannot hold a connection for Node's default 300 s: the whole request within
          // requestTimeoutMs (408 and close), headers within headersTimeoutMs, checked every second.
          serverOptions: {
            requestTimeout: o.requestTimeoutMs,
            headersTimeout: o.headersTimeoutMs,
            keepAliveTimeout: o.keepAliveTimeoutMs,
            connectionsCheckingInterval: Math.min(1_000, o.headersTimeoutMs),
          },
        },
        () => {
          s.off('error', reject);
          resolve(s);
        },
      );
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
  (server as Server).maxConnections = o.maxConnections; // past it, new connections are refused at once
  const port = (server.address() as AddressInfo).port;
  o.log(`api: listening on http://${o.host}:${port} (${sites.length} tenant(s), ${store.kind}${cars ? ', stock loaded' : ''})`);
  return {
    port,
    store,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      retention.stop();
      await commerce?.stop();
      await worker?.stop();
      await store.close();
    },
  };
}
