/**
 * Health and metrics for monitoring, outside the tenant door (no Origin or X-Site needed):
 *
 * - `GET /api/health` — 200 `{ status: 'ok', store, outbox: { pending, dead, oldest_undelivered_seconds } }`,
 *   or 503 `{ status: 'unavailable', error }` when the database does not answer. `dead` counts
 *   dead-lettered CRM deliveries (still retried on the slow schedule; `npm run leads:requeue`
 *   requeues them): alert when it is above 0.
 * - `GET /metrics` — the same in Prometheus text format: `dealer_api_up`, and per tenant
 *   `dealer_api_outbox_rows{tenant,status="pending"|"dead"}` (0 when none, so an alert rule always
 *   has a series) and `dealer_api_outbox_oldest_undelivered_seconds{tenant}`.
 *
 * With a metrics token configured (`API_METRICS_TOKEN`) both need `Authorization: Bearer <token>`
 * (401 otherwise); without one they are public and say only counts.
 */
import { Hono, type Context } from 'hono';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import type { OutboxStat } from '../storage/types.ts';

/** Undelivered rows per tenant, with zeros for tenants that have none. */
function perTenant(deps: ResolvedDeps, stats: OutboxStat[], now: number) {
  return deps.tenants.all().map((t) => {
    const mine = stats.filter((s) => s.tenant === t.slug);
    const count = (status: OutboxStat['status']) => mine.filter((s) => s.status === status).reduce((a, s) => a + s.count, 0);
    const oldest = Math.min(...mine.map((s) => s.oldest_lead_at));
    return {
      tenant: t.slug,
      pending: count('pending'),
      dead: count('dead'),
      oldestSeconds: Number.isFinite(oldest) ? Math.max(0, Math.round((now - oldest) / 1000)) : 0,
    };
  });
}

const label = (v: string) => v.replace(/[\\"\n]/g, (ch) => (ch === '\n' ? '\\n' : `\\${ch}`));

/** The health and metrics routes (mounted on the root app, before the `/api` door). */
export function healthRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const authorised = (c: Context) => !deps.metricsToken || c.req.header('authorization') === `Bearer ${deps.metricsToken}`;
  const unauthorised = (c: Context) => c.json({ error: 'Send the metrics token: Authorization: Bearer <API_METRICS_TOKEN>.' }, 401);

  app.get('/api/health', async (c) => {
    if (!authorised(c)) return unauthorised(c);
    c.header('Cache-Control', 'no-store');
    let rows;
    try {
      rows = perTenant(deps, await deps.store.outboxStats(), deps.now());
    } catch (err) {
      deps.log(`health: store failed: ${(err as Error).message}`);
      return c.json({ status: 'unavailable', store: deps.store.kind, error: 'The database does not answer.' }, 503);
    }
    const sum = (k: 'pending' | 'dead') => rows.reduce((a, r) => a + r[k], 0);
    return c.json(
      {
        status: 'ok',
        store: deps.store.kind,
        outbox: {
          pending: sum('pending'),
          dead: sum('dead'),
          oldest_undelivered_seconds: Math.max(0, ...rows.map((r) => r.oldestSeconds)),
        },
      },
      200,
    );
  });

  app.get('/metrics', async (c) => {
    if (!authorised(c)) return unauthorised(c);
    let rows: ReturnType<typeof perTenant> | null = null;
    try {
      rows = perTenant(deps, await deps.store.outboxStats(), deps.now());
    } catch (err) {
      deps.log(`metrics: store failed: ${(err as Error).message}`);
    }
    const lines = [
      '# HELP dealer_api_up 1 when the API answers and its database does.',
      '# TYPE dealer_api_up gauge',
      `dealer_api_up ${rows ? 1 : 0}`,
    ];
    if (rows) {
      lines.push(
        '# HELP dealer_api_outbox_rows CRM deliveries not yet delivered, by tenant and status (dead = out of attempts, on the slow retry schedule).',
        '# TYPE dealer_api_outbox_rows gauge',
      );
      for (const r of rows) {
        lines.push(
          `dealer_api_outbox_rows{tenant="${label(r.tenant)}",status="pending"} ${r.pending}`,
          `dealer_api_outbox_rows{tenant="${label(r.tenant)}",status="dead"} ${r.dead}`,
        );
      }
      lines.push(
        '# HELP dealer_api_outbox_oldest_undelivered_seconds Age of the oldest lead with an undelivered CRM delivery, by tenant.',
        '# TYPE dealer_api_outbox_oldest_undelivered_seconds gauge',
      );
      for (const r of rows) lines.push(`dealer_api_outbox_oldest_undelivered_seconds{tenant="${label(r.tenant)}"} ${r.oldestSeconds}`);
    }
    c.header('Cache-Control', 'no-store');
    return c.body(`${lines.join('\n')}\n`, rows ? 200 : 503, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
  });
  return app;
}
