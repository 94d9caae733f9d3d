/**
 * The door of every `/api/*` request: which tenant it is for (the `Origin` header matched against each
 * tenant's allowed origins, or an `X-Site` slug for server-to-server calls), CORS for exactly that
 * origin (never `*`, never `null`), and per-client rate limits.
 */
import type { MiddlewareHandler } from 'hono';
import type { ApiEnv, ResolvedDeps } from './deps.ts';
import { API_MESSAGES, fail } from './http.ts';
import type { RateBucket } from './rate-limit.ts';
import { normalizeOrigin } from './tenants.ts';

/** Request headers a browser may send (CORS preflight answer). */
export const CORS_ALLOW_HEADERS = 'Content-Type, Idempotency-Key, X-Site';
/** Response headers a browser may read. */
export const CORS_EXPOSE_HEADERS = 'Retry-After, Idempotent-Replayed';

/**
 * Resolves `c.var.tenant` and answers CORS. With an `Origin`: it must be one a tenant allows (else 403,
 * with no CORS headers so the browser blocks the answer too); `X-Site` picks among tenants sharing that
 * origin and must match. Without one: `X-Site` names the tenant (400 when missing, 403 when unknown).
 * Preflights (OPTIONS) are answered here with 204, on a shared origin too (they cannot carry X-Site).
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
      if (!tenant && !(preflight && site === undefined)) return site !== undefined ? fail(c, 403, API_MESSAGES.siteMismatch) : fail(c, 400, API_MESSAGES.ambiguousOrigin);
      c.header('Access-Control-Allow-Origin', norm);
      // Signed-in calls (issue #13) send the session cookie: the origin is an exact allowed one, never '*'.
      c.header('Access-Control-Allow-Credentials', 'true');
      c.header('Vary', 'Origin');
      if (preflight) {
        c.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        c.header('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
        c.header('Access-Control-Max-Age', '600');
        return c.body(null, 204);
      }
      if (!tenant) return fail(c, 400, API_MESSAGES.ambiguousOrigin);
      c.header('Access-Control-Expose-Headers', CORS_EXPOSE_HEADERS);
      c.set('tenant', tenant);
      return next();
    }
    if (site === undefined) return fail(c, 400, API_MESSAGES.noSite);
    const tenant = deps.tenants.get(site);
    if (!tenant) return fail(c, 403, API_MESSAGES.unknownSite);
    c.set('tenant', tenant);
    return next();
  };
}

/** 429 with `Retry-After` (seconds) once the client's bucket for this route group is empty. */
export function rateLimit(deps: ResolvedDeps, bucket: RateBucket): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (deps.rateRules === false) return next();
    const verdict = deps.rateLimiter.take(`${bucket}|${c.get('tenant').slug}|${deps.clientIp(c)}`, deps.rateRules[bucket]);
    if (!verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return fail(c, 429, API_MESSAGES.rateLimited);
    }
    return next();
  };
}
