/**
 * What the edge API needs from its host, injected into `createApp(deps)` so one app runs on Node
 * (`src/api/node/server.ts`) and on an edge runtime, and tests swap any part.
 */
import type { Context } from 'hono';
import type { CarLookup } from './cars.ts';
import type { CommerceDeps } from './commerce.ts';
import type { RateBucket, RateLimiter, RateRule } from './rate-limit.ts';
import type { LeadStore } from './storage/types.ts';
import type { Tenant, TenantRegistry } from './tenants.ts';

/** Host dependencies of the API. Only `tenants`, `store` and `clientIp` are required. */
export interface ApiDeps {
  tenants: TenantRegistry;
  store: LeadStore;
  /** The client's IP for rate limits (Node: the socket address; behind a proxy: its trusted header). */
  clientIp: (c: Context) => string;
  cars?: CarLookup;
  /** Clock, Unix ms (default Date.now). */
  now?: () => number;
  /** New lead ids (default crypto.randomUUID). */
  newId?: () => string;
  /** Rate limit rules per route group, or false to switch limits off (benchmarks). */
  rateRules?: Partial<Record<RateBucket, RateRule>> | false;
  rateLimiter?: RateLimiter;
  /** Test-drive bookings one client (IP or e-mail) may hold per location day; 0 = no cap (default 2). */
  bookingsPerClientDay?: number;
  /** Largest request body in bytes (default 32 KB). */
  bodyLimitBytes?: number;
  /** Finance quote provider (spec §7 /api/youx/quote): URL to forward to, or null for local estimates. */
  quoteUrl?: string | null;
  /** Bearer token `GET /api/health` and `/metrics` require; null = public (default). */
  metricsToken?: string | null;
  /** fetch for the quote provider (tests). */
  fetch?: typeof fetch;
  /** Called after a lead commits (the Node host wakes the outbox worker). */
  onLeadCommitted?: (leadId: string) => void;
  /** Server-side log for unexpected errors (default console.error). */
  log?: (message: string) => void;
  /** Sign-in, watchlist, reservations and valuations (issue #13); absent = those routes are not mounted. */
  commerce?: CommerceDeps;
}

/** Deps with the defaults filled. */
export type ResolvedDeps = Required<Omit<ApiDeps, 'cars' | 'onLeadCommitted' | 'rateRules' | 'commerce'>> &
  Pick<ApiDeps, 'cars' | 'onLeadCommitted' | 'commerce'> & {
    rateRules: Record<RateBucket, RateRule> | false;
  };

/** The Hono environment of every sub-app: the resolved tenant and the parsed JSON body. */
export interface ApiEnv {
  /**
   * `corsOrigin`: the calling origin when a tenant allows it (set by the door, read by CORS);
   * `idempotencyKey`: the checked `Idempotency-Key` header, null when absent (`idempotencyKeyHeader`).
   */
  Variables: { tenant: Tenant; body: Record<string, unknown>; corsOrigin?: string; idempotencyKey?: string | null };
}
