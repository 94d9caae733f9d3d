/**
 * Trade-in valuation with a figure (issue #13 item 5; spec §3 *Valuation payloads*, §4 *Valuation*
 * event 18, §5 no online estimate over 7 years or 100,000 km, §7):
 * - `POST /api/valuations/estimate` `{ make, model, badge?, year, km, adjustmentAnswers? }` —
 *   `{ estimate }` from the comparable listings of the stock snapshot (src/stock/valuation.ts): a range
 *   with the number of comparables, or `{ available: false, reason }` (an appraiser calls).
 * - `POST /api/valuations/accept` — the buyer accepts the estimate: the lead fields (name, email, phone,
 *   postcode…) plus the car, `adjustmentAnswers`, `PreferredContactMethod` and `finance` ('Yes'/'No').
 *   The estimate is worked out again here (the page's figure is never trusted) and stored as a lead
 *   with category/subcategory '3. Offer Accepted' for the CRM, answering `{ lead_id, estimate }`.
 * - `GET /api/valuations/rego?rego=&state=` — the vehicle behind a plate through the configured rego
 *   lookup provider; 404 `{ error }` when none is configured (the buyer types make, model and year).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { leadFieldErrors, LEAD_HONEYPOT_FIELD } from '../../domain/lead.ts';
import { ADJUSTMENT_QUESTIONS, OFFER_ACCEPTED, PREFERRED_CONTACT_METHODS } from '../../domain/valuation.ts';
import { estimateTradeIn } from '../../stock/valuation.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { fail, fieldErrors, idempotencyKeyHeader, jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';

/** Messages of the valuation calls (ours). */
export const VALUATION_MESSAGES = {
  noRegoProvider: 'Registration lookup is not available: please enter the make, model and year.',
  regoNotFound: 'We could not find that registration: please enter the make, model and year.',
  noEstimate: 'We cannot give an online figure for this car: an appraiser will call you.',
} as const;

const answerIds = ADJUSTMENT_QUESTIONS.map((q) => q.id) as [string, ...string[]];
const CarBody = z.object({
  make: z.string().trim().min(1, 'Please enter the make.').max(60),
  model: z.string().trim().min(1, 'Please enter the model.').max(60),
  badge: z.string().trim().max(60).nullish(),
  year: z.coerce
    .number({ error: 'Please enter the year as four digits, e.g. 2018.' })
    .int('Please enter the year as four digits, e.g. 2018.')
    .min(1900)
    .max(2100),
  km: z.coerce.number({ error: 'Please enter the kilometres as a whole number, e.g. 85000.' }).int().min(0).max(2_000_000),
  // Partial: a buyer answers some questions or none (zod 4's z.record with enum keys would demand every one).
  adjustmentAnswers: z.partialRecord(z.enum(answerIds), z.string().max(40)).default({}),
});
const AcceptExtras = z.object({
  PreferredContactMethod: z.enum(PREFERRED_CONTACT_METHODS, {
    error: `PreferredContactMethod must be one of ${PREFERRED_CONTACT_METHODS.join(', ')}.`,
  }),
  finance: z.enum(['Yes', 'No'], { error: "finance must be 'Yes' or 'No'." }),
});

/** The calendar year now in the site's time zone. */
const yearIn = (ms: number, timeZone: string) => Number(new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric' }).format(ms));

/** The valuations sub-app (mounted at /api/valuations). */
export function valuationRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  const estimate = async (car: z.output<typeof CarBody>, timeZone: string) => {
    const market = await commerce.market;
    return market
      ? estimateTradeIn(market, car, car.adjustmentAnswers, yearIn(deps.now(), timeZone))
      : { available: false as const, reason: 'too_few_comparables' as const, comparables: 0 };
  };

  app.post('/estimate', rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), validated('json', CarBody), async (c) =>
    c.json({ estimate: await estimate(c.req.valid('json'), c.get('tenant').site.timezone) }),
  );

  // Three schemas (the car, the offer's extras, the tenant's enquiry lead) whose errors are merged into one
  // 422, the car's under `car.`: composed here rather than by `validated`.
  app.post('/accept', rateLimit(deps, 'leads'), jsonBody(deps.bodyLimitBytes), idempotencyKeyHeader(), async (c) => {
    const tenant = c.get('tenant');
    const body = c.get('body');
    const car = CarBody.safeParse(body.car);
    const extras = AcceptExtras.safeParse(body);
    const lead = tenant
      .schema('enquiry')
      .safeParse({ ...body, message: body.message ?? 'Accepted the online trade-in estimate.', car: undefined });
    const errors = {
      ...(car.success ? {} : Object.fromEntries(Object.entries(leadFieldErrors(car.error)).map(([k, v]) => [`car.${k}`, v]))),
      ...(extras.success ? {} : leadFieldErrors(extras.error)),
      ...(lead.success ? {} : leadFieldErrors(lead.error)),
    };
    if (!car.success || !extras.success || !lead.success) return fieldErrors(c, errors);
    const est = await estimate(car.data, tenant.site.timezone);
    if (!est.available) return fail(c, 409, VALUATION_MESSAGES.noEstimate);
    const { [LEAD_HONEYPOT_FIELD]: spam, ...fields } = lead.data;
    const v = car.data;
    const payload = {
      ...fields,
      category: OFFER_ACCEPTED.category,
      subcategory: OFFER_ACCEPTED.subcategory,
      opt_in_trade: true,
      message: `Accepted the online trade-in estimate of $${est.range.low.toLocaleString('en-AU')}–$${est.range.high.toLocaleString('en-AU')} for a ${v.year} ${v.make} ${v.model}${v.badge ? ` ${v.badge}` : ''}, ${v.km.toLocaleString('en-AU')} km (${est.comparables} comparable cars). Preferred contact: ${extras.data.PreferredContactMethod}. Finance: ${extras.data.finance}.`,
      trade_in: {
        year: v.year,
        make: v.make,
        model: v.model,
        km: v.km,
        rego: fields.Rego,
        rego_state: typeof body.regoState === 'string' ? body.regoState.slice(0, 3) : null,
      },
      PreferredContactMethod: extras.data.PreferredContactMethod,
      finance: extras.data.finance,
      offer_accepted: true,
      valuation: { id: deps.newId(), adjustmentAnswers: v.adjustmentAnswers, estimate: est },
      vehicle: null,
    };
    const result = await deps.store.insertLead({
      lead_id: deps.newId(),
      tenant: tenant.slug,
      form: 'enquiry',
      created_at: deps.now(),
      spam,
      idempotency_key: c.get('idempotencyKey') ?? null,
      body_hash: null,
      location_id: fields.location_id,
      appointment_iso: null,
      payload,
      deliveries: spam ? [] : tenant.deliveries,
    });
    if (result.status !== 'created' && result.status !== 'replayed') return fail(c, 409, VALUATION_MESSAGES.noEstimate);
    if (result.status === 'created' && !spam) deps.onLeadCommitted?.(result.lead_id);
    return c.json({ lead_id: result.lead_id, estimate: est });
  });

  app.get('/rego', rateLimit(deps, 'read'), async (c) => {
    if (!commerce.regoLookup) return fail(c, 404, VALUATION_MESSAGES.noRegoProvider);
    const rego = (c.req.query('rego') ?? '').toUpperCase().replace(/[^A-Z0-9]/g, '');
    const state = (c.req.query('state') ?? '').toUpperCase();
    if (!/^[A-Z0-9]{1,9}$/.test(rego) || !/^(ACT|NSW|NT|QLD|SA|TAS|VIC|WA)$/.test(state))
      return fieldErrors(c, { rego: 'Please enter a registration number and its state.' });
    const vehicle = await commerce.regoLookup.lookup(rego, state);
    return vehicle ? c.json({ vehicle }) : fail(c, 404, VALUATION_MESSAGES.regoNotFound);
  });
  return app;
}
