/**
 * `POST /api/miscellaneous` — saves a trade-in valuation result (spec §7: "valuation result plus
 * column_name 'valuation'"; spec §8: the page logs 'Failed to save valuation data' on failure).
 *
 * Request: the valuation result object with `column_name: 'valuation'` and optionally the `lead_id`
 * it belongs to (must be a lead of this site). Answers 200 `{ success: true, id }`; 422 with field
 * errors; the door's 400/403/413/415/429. Stored rows follow the site's retention period.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { fieldErrors, jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';

/** Messages of this route. */
export const MISC_MESSAGES = {
  columnName: "column_name must be 'valuation'.",
  leadId: 'lead_id must be the id of an enquiry made on this site.',
} as const;

const MiscBody = z.looseObject({
  column_name: z.literal('valuation', { error: MISC_MESSAGES.columnName }),
  lead_id: z
    .string({ error: MISC_MESSAGES.leadId })
    .max(64, MISC_MESSAGES.leadId)
    .regex(/^[\x21-\x7e]*$/, MISC_MESSAGES.leadId)
    .nullish(),
});

/** The miscellaneous sub-app. */
export function miscellaneousRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.post('/', rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), validated('json', MiscBody), async (c) => {
    const tenant = c.get('tenant');
    const { column_name, lead_id, ...data } = c.req.valid('json');
    if (lead_id) {
      const lead = await deps.store.getLead(lead_id);
      if (!lead || lead.tenant !== tenant.slug) return fieldErrors(c, { lead_id: MISC_MESSAGES.leadId });
    }
    const id = await deps.store.saveMiscellaneous({
      tenant: tenant.slug,
      column_name,
      lead_id: lead_id ?? null,
      data,
      created_at: deps.now(),
    });
    return c.json({ success: true, id }, 200);
  });
  return app;
}
