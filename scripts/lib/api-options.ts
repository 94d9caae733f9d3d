/**
 * The Node edge API's settings from the environment (`npm run api`, documented in scripts/api.ts), in
 * one zod schema for `npm run api` and `npm start`. Every variable is checked: a typo
 * (`API_SQLITE_SYNC=FUL`, `API_RATE_LIMITS=of`) stops the API with one sentence naming the variable,
 * instead of quietly meaning a default. An empty value counts as unset.
 */
import { resolve } from 'node:path';
import { z } from 'zod';
import type { NodeApiOptions } from '../../src/api/node/server.ts';
import { commerceOptionsFromEnv } from './commerce-options.ts';

/** Where `npm run api` listens unless PORT/HOST say otherwise. */
export const DEFAULT_API_PORT = 8787;
/** That API's origin, where `npm run preview` sends `/api/*` by default. */
export const DEFAULT_API_ORIGIN = `http://127.0.0.1:${DEFAULT_API_PORT}`;

/** API_EXTRA_ORIGINS: comma-separated origins, each optionally `slug=origin` (else for every tenant, '*'). */
export function extraOrigins(spec: string | undefined): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const item of (spec ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const eq = item.indexOf('=');
    const [slug, origin] = eq > 0 && !item.slice(0, eq).includes(':') ? [item.slice(0, eq), item.slice(eq + 1)] : ['*', item];
    (out[slug] ??= []).push(origin);
  }
  return out;
}

const unsetWhenBlank = (v: unknown) => (v === '' ? undefined : v);
/** A whole number in [min, max] written in decimal. */
const whole = (min: number, max: number, fallback: number) =>
  z
    .preprocess(
      unsetWhenBlank,
      z
        .string()
        .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
        .transform(Number)
        .pipe(z.number().min(min, `must be a whole number from ${min} to ${max}`).max(max, `must be a whole number from ${min} to ${max}`))
        .optional(),
    )
    .transform((v) => v ?? fallback);
const SWITCH: Record<string, boolean> = { on: true, true: true, yes: true, '1': true, off: false, false: false, no: false, '0': false };
/** on/off (also true/false, yes/no, 1/0, any case). */
const onOff = (fallback: boolean) =>
  z
    .preprocess(
      unsetWhenBlank,
      z
        .string()
        .refine((v) => Object.hasOwn(SWITCH, v.toLowerCase()), 'must be on or off')
        .transform((v) => SWITCH[v.toLowerCase()]!)
        .optional(),
    )
    .transform((v) => v ?? fallback);
const text = () => z.preprocess(unsetWhenBlank, z.string().optional());
const httpUrl = (what: string) =>
  z.preprocess(unsetWhenBlank, z.url({ protocol: /^https?$/, error: `must be an http(s) URL of ${what}` }).optional());

const MINUTE = 60_000;

/** Every environment variable the API reads, with its default. */
export const ApiEnv = z
  .object({
    PORT: whole(0, 65_535, DEFAULT_API_PORT),
    HOST: text().transform((v) => v ?? '127.0.0.1'),
    API_SITES_DIR: text().transform((v) => v ?? 'sites'),
    API_STOCK: text().transform((v) => v ?? 'sites/_stock/sample-snapshot.json.gz'),
    DATABASE_URL: z.preprocess(unsetWhenBlank, z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional()),
    DATABASE_SCHEMA: z.preprocess(
      unsetWhenBlank,
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL name (letters, digits, _)')
        .optional(),
    ),
    API_DB_PATH: text(),
    API_SQLITE_SYNC: z
      .preprocess(
        (v) => (typeof v === 'string' ? unsetWhenBlank(v.toUpperCase()) : v),
        z.enum(['FULL', 'NORMAL'], { error: 'must be FULL or NORMAL' }).optional(),
      )
      .transform((v) => v ?? 'FULL'),
    API_EXTRA_ORIGINS: text(),
    API_RATE_LIMITS: onOff(true),
    API_TRUSTED_PROXY_HOPS: z.preprocess(
      unsetWhenBlank,
      z.string().regex(/^\d$/, 'must be a whole number from 0 to 9 (the proxies in front of the API)').transform(Number).optional(),
    ),
    API_IP_HEADER: z.preprocess(
      unsetWhenBlank,
      z
        .string()
        .regex(/^[A-Za-z0-9-]+$/, 'must be a header name such as x-forwarded-for')
        .optional(),
    ),
    API_REQUEST_TIMEOUT_MS: whole(1_000, 30_000, 30_000),
    API_HEADERS_TIMEOUT_MS: whole(1_000, 30_000, 10_000),
    API_KEEP_ALIVE_TIMEOUT_MS: whole(1_000, 30_000, 5_000),
    API_MAX_CONNECTIONS: whole(1, 100_000, 1_000),
    API_BOOKINGS_PER_CLIENT_DAY: whole(0, 100, 2),
    API_METRICS_TOKEN: text(),
    YOUX_QUOTE_URL: httpUrl('the finance quote provider'),
    CRM_WEBHOOK_SECRET: text(),
    OUTBOX: onOff(true),
    OUTBOX_MAX_ATTEMPTS: whole(1, 1_000, 10),
    OUTBOX_BASE_DELAY_MS: whole(1, 3_600_000, 5_000),
    OUTBOX_MAX_DELAY_MS: whole(1, 86_400_000, 60 * MINUTE),
    OUTBOX_POLL_MS: whole(1, 3_600_000, 1_000),
    OUTBOX_DEAD_RETRY_MS: whole(1_000, 86_400_000, 30 * MINUTE),
    OUTBOX_DEAD_RETRY_FOR_MS: whole(0, 365 * 86_400_000, 7 * 86_400_000),
    RETENTION_INTERVAL_MS: whole(1_000, 7 * 86_400_000, 6 * 60 * MINUTE),
    /** Sign-in, watchlist, reservations and valuations routes (issue #13). */
    COMMERCE: onOff(true),
  })
  .superRefine((env, ctx) => {
    if (env.API_IP_HEADER !== undefined && env.API_TRUSTED_PROXY_HOPS === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_IP_HEADER'],
        message: 'needs API_TRUSTED_PROXY_HOPS too: set it to the number of proxies in front of the API (1 for one load balancer)',
      });
    }
    if (env.API_HEADERS_TIMEOUT_MS > env.API_REQUEST_TIMEOUT_MS) {
      ctx.addIssue({
        code: 'custom',
        path: ['API_HEADERS_TIMEOUT_MS'],
        message: `must not exceed API_REQUEST_TIMEOUT_MS (${env.API_REQUEST_TIMEOUT_MS})`,
      });
    }
  });

/** Variables whose value an error never repeats (a URL may hold a password). */
const SECRETS = new Set(['DATABASE_URL', 'API_METRICS_TOKEN', 'CRM_WEBHOOK_SECRET']);

/**
 * Options for `startNodeApi` from `env` (paths relative to the working folder).
 * @throws Error with one sentence per bad variable, naming it and quoting its value.
 */
export function apiOptionsFromEnv(env: NodeJS.ProcessEnv, log: (message: string) => void): NodeApiOptions {
  const parsed = ApiEnv.safeParse(env);
  if (!parsed.success) {
    throw new Error(
      parsed.error.issues
        .map((i) => {
          const name = String(i.path[0] ?? 'environment');
          const value = SECRETS.has(name) ? undefined : env[name];
          return `${name} ${i.message}${value !== undefined && value !== '' ? `, got "${value}"` : ''}.`;
        })
        .join(' '),
    );
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    sitesDir: resolve(e.API_SITES_DIR),
    stockPath: e.API_STOCK === 'none' ? null : resolve(e.API_STOCK),
    databaseUrl: e.DATABASE_URL ?? null,
    databaseSchema: e.DATABASE_SCHEMA,
    sqlitePath: e.API_DB_PATH ?? resolve('.data/leads.sqlite'),
    sqliteSync: e.API_SQLITE_SYNC,
    extraOrigins: extraOrigins(e.API_EXTRA_ORIGINS),
    rateLimits: e.API_RATE_LIMITS,
    trustedProxyHops: e.API_TRUSTED_PROXY_HOPS ?? 0,
    ipHeader: (e.API_IP_HEADER ?? 'x-forwarded-for').toLowerCase(),
    requestTimeoutMs: e.API_REQUEST_TIMEOUT_MS,
    headersTimeoutMs: e.API_HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: e.API_KEEP_ALIVE_TIMEOUT_MS,
    maxConnections: e.API_MAX_CONNECTIONS,
    bookingsPerClientDay: e.API_BOOKINGS_PER_CLIENT_DAY,
    metricsToken: e.API_METRICS_TOKEN ?? null,
    quoteUrl: e.YOUX_QUOTE_URL ?? null,
    outbox: {
      enabled: e.OUTBOX,
      secret: e.CRM_WEBHOOK_SECRET,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      baseDelayMs: e.OUTBOX_BASE_DELAY_MS,
      maxDelayMs: e.OUTBOX_MAX_DELAY_MS,
      pollMs: e.OUTBOX_POLL_MS,
      deadRetryMs: e.OUTBOX_DEAD_RETRY_MS,
      deadRetryForMs: e.OUTBOX_DEAD_RETRY_FOR_MS,
    },
    retentionIntervalMs: e.RETENTION_INTERVAL_MS,
    commerce: e.COMMERCE ? commerceOptionsFromEnv(env, e.API_DB_PATH ?? resolve('.data/leads.sqlite')) : null,
    log,
  };
}
