/**
 * `POST /api/phone-reveals` — records that a visitor revealed the dealer's phone number (spec §4
 * *Phone reveal*; §7 "Phone-reveal record: car_id, dealership_id, website_id; path not shown").
 *
 * Request `{ car_id, dealership_id, website_id? }`; `car_id` must be a car the site lists (when the API
 * has the stock), `dealership_id` one of the site's dealerships and `website_id`, when sent, the site slug. Answers 200 `{ ok: true }`; 422 with field
 * errors; the door's 400/403/413/415/429. Failures are only logged by the page (spec §8).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { storableText } from '../../domain/lead.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { fieldErrors, jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';

/** Messages of this route. */
export const PHONE_REVEAL_MESSAGES = {
  carId: 'car_id must be the id of a car this site lists.',
  dealershipId: "dealership_id must be one of this site's dealerships.",
  websiteId: "website_id must be this site's slug.",
} as const;

const RevealBody = z.object({
  car_id: z.union(
    [
      z.number().int(PHONE_REVEAL_MESSAGES.carId).positive(PHONE_REVEAL_MESSAGES.carId),
      z
        .string()
        .trim()
        .regex(/^[\w-]{1,64}$/, PHONE_REVEAL_MESSAGES.carId),
    ],
    { error: PHONE_REVEAL_MESSAGES.carId },
  ),
  dealership_id: z
    .string({ error: PHONE_REVEAL_MESSAGES.dealershipId })
    .overwrite(storableText)
    .trim()
    .min(1, PHONE_REVEAL_MESSAGES.dealershipId)
    .max(64, PHONE_REVEAL_MESSAGES.dealershipId),
  website_id: z
    .string({ error: PHONE_REVEAL_MESSAGES.websiteId })
    .overwrite(storableText)
    .max(100, PHONE_REVEAL_MESSAGES.websiteId)
    .nullish(),
});

/** The phone-reveal sub-app. */
export function phoneRevealRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/', rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), validated('json', RevealBody), async (c) => {
    const tenant = c.get('tenant');
    const r = c.req.valid('json');
    const errors: Record<string, string> = {};
    // With the stock loaded, only this tenant's cars count (not another tenant's, not made-up ids).
    if (deps.cars?.knows(tenant.slug) && !deps.cars.byId(tenant.slug, r.car_id)) errors.car_id = PHONE_REVEAL_MESSAGES.carId;
    if (!tenant.site.dealerships.some((d) => d.id === r.dealership_id)) errors.dealership_id = PHONE_REVEAL_MESSAGES.dealershipId;
    if (r.website_id && r.website_id !== tenant.slug) errors.website_id = PHONE_REVEAL_MESSAGES.websiteId;
    if (Object.keys(errors).length > 0) return fieldErrors(c, errors);
    await deps.store.recordPhoneReveal({
      tenant: tenant.slug,
      car_id: String(r.car_id),
      dealership_id: r.dealership_id,
      website_id: r.website_id ?? null,
      created_at: deps.now(),
    });
    return c.json({ ok: true }, 200);
  });
  return app;
}
