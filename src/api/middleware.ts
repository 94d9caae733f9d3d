/**
 * The door of every `/api/*` request: which tenant it is for (the `Origin` header matched against each
 * tenant's allowed origins, or an `X-Site` slug for server-to-server calls), CORS for exactly that
 * origin (never `*`, never `null`), and per-client rate limits.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ApiEnv, ResolvedDeps } from './deps.ts';
import { API_MESSAGES, fail } from './http.ts';
import type { RateBucket } from './rate-limit.ts';
import { normalizeOrigin } from './tenants.ts';

/** Request headers a browser may send (CORS preflight answer). */
export const CORS_ALLOW_HEADERS = ['Content-Type', 'Idempotency-Key', 'X-Site'];
/** Response headers a browser may read. */
export const CORS_EXPOSE_HEADERS = ['Retry-After', 'Idempotent-Replayed'];

/**
 * Resolves `c.var.tenant`, and `c.var.corsOrigin` for {@link tenantCors}. With an `Origin`: it must be
 * one a tenant allows (else 403, with no CORS headers so the browser blocks the answer too); `X-Site`
 * picks among tenants sharing that origin and must match. Without one: `X-Site` names the tenant (400
 * when missing, 403 when unknown). A preflight (OPTIONS) from an allowed origin goes on to
 * {@link tenantCors}, on a shared origin too (a preflight cannot carry X-Site's value).
 */
export function tenantGate(deps: ResolvedDeps): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const site = c.req.header('x-site');
    if (origin !== undefined) {
      const norm = normalizeOrigin(origin);
      const candidates = norm ? deps.tenants.forOrigin(norm) : [];
      if (!norm || candidates.length === 0) return fail(c, 403, API_MESSAGES.originNotAllowed);
      const tenant = site !== undefined ? candidates.find((t) => t.slug === site) : candidates.length === 1 ? candidates[0] : undefined;
      // A preflight never carries the X-Site value (only its name, in Access-Control-Request-Headers), so
      // on an origin several sites share it is answered for the origin; the request that follows must
      // then name its site.
      const preflight = c.req.method === 'OPTIONS';
      if (!tenant && !(preflight && site === undefined))
        return site !== undefined ? fail(c, 403, API_MESSAGES.siteMismatch) : fail(c, 400, API_MESSAGES.ambiguousOrigin);
      c.set('corsOrigin', norm);
      if (tenant) c.set('tenant', tenant);
      return next();
    }
    if (site === undefined) return fail(c, 400, API_MESSAGES.noSite);
    const tenant = deps.tenants.get(site);
    if (!tenant) return fail(c, 403, API_MESSAGES.unknownSite);
    c.set('tenant', tenant);
    return next();
  };
}

/**
 * CORS (`hono/cors`) for exactly the origin {@link tenantGate} allowed (never `*`, never `null`);
 * answers preflights with 204 and the methods and headers the forms use, cached 10 minutes; allows
 * credentials (the session cookie of signed-in calls, issue #13).
 */
export function tenantCors(): MiddlewareHandler<ApiEnv> {
  return cors({
    origin: (_origin, c: Context<ApiEnv>) => c.get('corsOrigin') ?? null,
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: CORS_ALLOW_HEADERS,
    exposeHeaders: CORS_EXPOSE_HEADERS,
    maxAge: 600,
    // Signed-in calls (issue #13) send the session cookie: the origin is an exact allowed one, never '*'.
    credentials: true,
  });
}

/** 429 with `Retry-After` (seconds) once the client's bucket for this route group is empty. */
export function rateLimit(deps: ResolvedDeps, bucket: RateBucket): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (deps.rateRules === false) return next();
    let verdict;
    try {
      verdict = await deps.rateLimiter.take(`${bucket}|${c.get('tenant').slug}|${deps.clientIp(c)}`, deps.rateRules[bucket]);
    } catch (err) {
      // A limiter that cannot answer (its database is down) lets the request through: the route then answers for itself.
      deps.log(`rate limit: ${(err as Error).message}`);
      return next();
    }
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, API_MESSAGES.rateLimited);
    }
    return next();
  };
}
