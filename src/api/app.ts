/**
 * The edge API (issue #6): one Hono app, runtime-neutral (Web APIs only), with one sub-app per
 * resource under `/api`. Every request passes the door first — tenant by `Origin`/`X-Site`, CORS for
 * that origin, rate limits, JSON-only bodies with a size limit — and zod validation with human
 * messages; bad input is always a 4xx, never a 5xx.
 *
 * Routes: POST /api/leads · POST /api/phone-reveals · GET /api/cars/{slug}/view.json ·
 * POST /api/miscellaneous · GET /api/appointments · POST /api/youx/quote; and, outside the door,
 * GET /api/health and GET /metrics (monitoring).
 */
import { Hono } from 'hono';
import type { ApiDeps, ApiEnv, ResolvedDeps } from './deps.ts';
import { API_MESSAGES, fail } from './http.ts';
import { tenantCors, tenantGate } from './middleware.ts';
import { DEFAULT_RATE_RULES, memoryRateLimiter } from './rate-limit.ts';
import { mountCommerce } from './routes/commerce.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { healthRoutes } from './routes/health.ts';
import { carViewRoutes } from './routes/car-views.ts';
import { leadsRoutes } from './routes/leads.ts';
import { miscellaneousRoutes } from './routes/miscellaneous.ts';
import { phoneRevealRoutes } from './routes/phone-reveals.ts';
import { quoteRoutes } from './routes/quote.ts';

/** Default request body limit: 32 KB (a lead is well under 8 KB). */
export const DEFAULT_BODY_LIMIT = 32 * 1024;

/** Test-drive bookings a client may hold per day by default: a couple, never every slot. */
export const DEFAULT_BOOKINGS_PER_CLIENT_DAY = 2;

/** Fills the optional deps with their defaults. */
export function resolveDeps(deps: ApiDeps): ResolvedDeps {
  const now = deps.now ?? Date.now;
  return {
    ...deps,
    now,
    newId: deps.newId ?? (() => crypto.randomUUID()),
    rateRules: deps.rateRules === false ? false : { ...DEFAULT_RATE_RULES, ...deps.rateRules },
    rateLimiter: deps.rateLimiter ?? memoryRateLimiter(now),
    bodyLimitBytes: deps.bodyLimitBytes ?? DEFAULT_BODY_LIMIT,
    bookingsPerClientDay: deps.bookingsPerClientDay ?? DEFAULT_BOOKINGS_PER_CLIENT_DAY,
    quoteUrl: deps.quoteUrl ?? null,
    metricsToken: deps.metricsToken ?? null,
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    log: deps.log ?? ((m) => console.error(m)),
  };
}

/** Builds the API app. Serve it with `@hono/node-server` on Node or export it as an edge handler. */
export function createApp(input: ApiDeps): Hono<ApiEnv> {
  const deps = resolveDeps(input);
  const app = new Hono<ApiEnv>();
  app.onError((err, c) => {
    deps.log(`api: ${c.req.method} ${c.req.path}: ${err.stack ?? err.message}`);
    return fail(c, 500, API_MESSAGES.serverError);
  });
  app.notFound((c) => fail(c, 404, API_MESSAGES.notFound));

  app.route('/', healthRoutes(deps)); // before the /api door: monitoring names no site
  const api = new Hono<ApiEnv>();
  api.use('*', tenantGate(deps), tenantCors());
  api.route('/leads', leadsRoutes(deps));
  api.route('/phone-reveals', phoneRevealRoutes(deps));
  api.route('/cars', carViewRoutes(deps));
  api.route('/miscellaneous', miscellaneousRoutes(deps));
  api.route('/appointments', appointmentRoutes(deps));
  api.route('/youx', quoteRoutes(deps));
  if (deps.commerce) mountCommerce(app, api, deps, deps.commerce);
  app.route('/api', api);
  return app;
}
