/**
 * The Node edge API's settings from the environment (`npm run api`, documented in scripts/api.ts), in
 * one place for `npm run api` and `npm start`.
 */
import { resolve } from 'node:path';
import type { NodeApiOptions } from '../../src/api/node/server.ts';
import { commerceOptionsFromEnv } from './commerce-options.ts';

/** Where `npm run api` listens unless PORT/HOST say otherwise. */
export const DEFAULT_API_PORT = 8787;
/** That API's origin, where `npm run preview` sends `/api/*` by default. */
export const DEFAULT_API_ORIGIN = `http://127.0.0.1:${DEFAULT_API_PORT}`;

/** API_EXTRA_ORIGINS: comma-separated origins, each optionally `slug=origin` (else for every tenant, '*'). */
export function extraOrigins(spec: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const item of (spec ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const eq = item.indexOf('=');
    const [slug, origin] = eq > 0 && !item.slice(0, eq).includes(':') ? [item.slice(0, eq), item.slice(eq + 1)] : ['*', item];
    (out[slug] ??= []).push(origin);
  }
  return out;
}

/**
 * Options for `startNodeApi` from `env` (paths relative to the working folder).
 * @throws Error naming the variable when a number setting is not a whole number.
 */
export function apiOptionsFromEnv(env: NodeJS.ProcessEnv, log: (message: string) => void): NodeApiOptions {
  const int = (name: string, fallback: number): number => {
    const v = env[name];
    if (v === undefined || v === '') return fallback;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${v}"`);
    return n;
  };
  const on = (name: string, fallback: boolean): boolean => (env[name] ? !/^(off|0|false|no)$/i.test(env[name]!) : fallback);
  const stock = env.API_STOCK ?? 'sites/_stock/sample-snapshot.json.gz';
  return {
    port: int('PORT', DEFAULT_API_PORT),
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
    commerce: /^(off|0|false|no)$/i.test(env.COMMERCE ?? '') ? null : commerceOptionsFromEnv(env, env.API_DB_PATH ?? resolve('.data/leads.sqlite')),
    log,
  };
}
