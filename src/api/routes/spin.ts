/**
 * `POST /api/spin-to-win` — the spin of the spin-to-win promotion (spec §2 `/spin-to-win`, §6 gated;
 * the draw is not in the spec, designed: see `src/domain/spin.ts`). Needs a session on this site (401):
 * the API draws a prize with the configured weights (crypto random) and stores the win as a lead
 * (category 'Spin to Win', subcategory the campaign) that goes to the dealer's CRM through the outbox.
 * One spin per person per campaign: the lead's idempotency key is derived from the campaign and the
 * user (with a space, which no client's `Idempotency-Key` can hold), so a second spin, or a retry,
 * answers the stored prize with `already: true`.
 * Answers `{ prize, index, already, lead_id }`; 404 when the site runs no promotion; 503 when the
 * database is unavailable.
 */
import { Hono } from 'hono';
import { drawPrize, SPIN_CATEGORY, SPIN_MESSAGES } from '../../domain/spin.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ResolvedDeps } from '../deps.ts';
import { API_MESSAGES, fail, jsonBody } from '../http.ts';
import { rateLimit } from '../middleware.ts';
import { sameSiteWrite, withSession, type SessionEnv } from '../session.ts';

/** A uniform random number in [0, 1) from the platform's crypto source. */
function randomUnit(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;
}

/** The spin sub-app (mounted at /api/spin-to-win). */
export function spinRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.post('/', rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), withSession(commerce.auth, true), sameSiteWrite(), async (c) => {
    const tenant = c.get('tenant');
    const promo = tenant.site.accounts.spin_to_win;
    if (!promo.enabled || promo.prizes.length === 0) return fail(c, 404, SPIN_MESSAGES.off);
    const user = c.get('user')!;
    const index = drawPrize(promo.prizes, randomUnit());
    const prize = promo.prizes[index]!.label;
    let result;
    try {
      result = await deps.store.insertLead({
        lead_id: deps.newId(),
        tenant: tenant.slug,
        form: 'enquiry',
        created_at: deps.now(),
        spam: false,
        idempotency_key: `spin ${promo.campaign} ${user.userId}`,
        body_hash: null,
        location_id: null,
        appointment_iso: null,
        payload: {
          category: SPIN_CATEGORY,
          subcategory: promo.campaign,
          email: user.email,
          phone: user.phoneNumber,
          message: `Spin to win (${promo.campaign}): won "${prize}".`,
          prize,
          prize_index: index,
        },
        deliveries: tenant.deliveries,
      });
    } catch {
      c.header('Retry-After', '5');
      return fail(c, 503, API_MESSAGES.storeDown);
    }
    if (result.status === 'created') {
      deps.onLeadCommitted?.(result.lead_id);
      return c.json({ prize, index, already: false, lead_id: result.lead_id });
    }
    if (result.status !== 'replayed') return fail(c, 503, API_MESSAGES.storeDown);
    // Spun before: the stored prize, whatever today's draw would have given.
    const stored = (await deps.store.getLead(result.lead_id))?.payload ?? {};
    const label = typeof stored.prize === 'string' ? stored.prize : prize;
    const at = promo.prizes.findIndex((p) => p.label === label);
    return c.json({ prize: label, index: at, already: true, lead_id: result.lead_id });
  });
  return app;
}
