/**
 * `POST /api/leads` — lead submission (spec §7; §3 *Lead or enquiry payload*; §4 *Lead form*; §5).
 *
 * Request: the lead JSON (`form` picks the variant, default 'enquiry'); optional `Idempotency-Key`
 * header, one per submission. Answers:
 * - 200 `{ lead_id }` once the lead (and its CRM outbox rows) are committed; a retry with the same key
 *   and body answers the same id with `Idempotent-Replayed: true`.
 * - 400 bad JSON or key; 413; 415; 429; 409 key reused with another body.
 * - 422 `{ error: 'Please fix the following errors:', fields }` (also for a slot that is not open, and
 *   for a client past the day's booking cap: `bookingsPerClientDay` per IP or e-mail);
 *   409 with the same shape when the slot was booked meanwhile.
 * - 503 when the database is unavailable.
 * Honeypot: a filled `contact_me_by_fax_only` gets the same 200 and a real id, but the lead is stored
 * flagged as spam and never delivered (bots learn nothing; a person whose browser autofilled the
 * field can still be found).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { LEAD_FORMS, LEAD_HONEYPOT_FIELD, LEAD_MESSAGES, leadFieldErrors, type LeadForm } from '../../domain/lead.ts';
import { leadVehicle } from '../cars.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import type { Tenant } from '../tenants.ts';
import { siteGates } from '../../config/schema/accounts.ts';
import { isGated, leadGate } from '../../domain/account.ts';
import { SESSION_MESSAGES } from '../session.ts';
import type { NewLead } from '../storage/types.ts';
import { API_MESSAGES, fail, fieldErrors, idempotencyKeyHeader, jsonBody } from '../http.ts';
import { bodyHash } from '../hash.ts';
import { rateLimit } from '../middleware.ts';
import { appointmentLocation, bookableSlot, bookingDay } from '../slots.ts';

type LeadEnv = ApiEnv & { Variables: { form: LeadForm; lead: z.output<ReturnType<Tenant['schema']>> } };

/**
 * The lead body as middleware (spec §5): the form it names (`form`, default 'enquiry'; 422 for another
 * value) and the body validated with that form's schema under the tenant's lead switches (422 with the
 * field messages). The schema depends on the tenant and the form, so it is picked per request; the
 * handler reads `c.get('form')` and `c.get('lead')`.
 */
const leadBody = createMiddleware<LeadEnv>(async (c, next) => {
  const body = c.get('body');
  const form = (body.form ?? 'enquiry') as LeadForm;
  if (!LEAD_FORMS.includes(form)) return fieldErrors(c, { form: LEAD_MESSAGES.invalidValue });
  const parsed = c.get('tenant').schema(form).safeParse(body);
  if (!parsed.success) return fieldErrors(c, leadFieldErrors(parsed.error));
  c.set('form', form);
  c.set('lead', parsed.data);
  return next();
});

/**
 * A lead under a gate this site switches on (spec §6: the finance enquiry on a `finance.gated` site,
 * `leadGate`) is taken only with a session on this site: 401 'Please sign in to continue.' otherwise, as
 * the other signed-in routes answer (the form sends its cookie; the page sent the visitor to sign in first).
 */
function leadSessionGate(deps: ResolvedDeps) {
  return createMiddleware<LeadEnv>(async (c, next) => {
    const tenant = c.get('tenant');
    if (!isGated(leadGate(c.get('lead')), siteGates(tenant.site))) return next();
    const user = deps.commerce ? await deps.commerce.auth.sessionOf(tenant, c.req.raw.headers) : null;
    if (!user) return c.json({ error: SESSION_MESSAGES.signIn }, 401);
    return next();
  });
}

/** The leads sub-app. */
export function leadsRoutes(deps: ResolvedDeps): Hono<LeadEnv> {
  const app = new Hono<LeadEnv>();
  app.post(
    '/',
    rateLimit(deps, 'leads'),
    jsonBody(deps.bodyLimitBytes),
    idempotencyKeyHeader(),
    leadBody,
    leadSessionGate(deps),
    async (c) => {
      const tenant = c.get('tenant');
      const key = c.get('idempotencyKey') ?? null;
      const form = c.get('form');
      const { [LEAD_HONEYPOT_FIELD]: spam, ...lead } = c.get('lead');
      const now = deps.now();

      let appointmentIso: string | null = null;
      let booking: Pick<NewLead, 'client_key' | 'contact_key' | 'booking_cap'> = {};
      if (lead.appointment_at !== null) {
        // A test drive books a sales location's slot; a service booking a service location's (spec §2 location filters).
        const kind = form === 'service' ? 'service' : 'test_drive';
        const location = appointmentLocation(tenant.site, kind, lead.location_id);
        if (!location) return fieldErrors(c, { location_id: LEAD_MESSAGES.locationRequired });
        appointmentIso = bookableSlot(tenant.site, location, lead.appointment_at, now, kind);
        if (appointmentIso === null) return fieldErrors(c, { appointment_at: LEAD_MESSAGES.appointmentUnavailable });
        // One client (by IP, or by e-mail from anywhere) books at most `bookingsPerClientDay` slots of a day.
        booking = {
          client_key: bodyHash(`${tenant.slug}|ip|${deps.clientIp(c)}`),
          contact_key: bodyHash(`${tenant.slug}|email|${lead.email}`),
          booking_cap:
            deps.bookingsPerClientDay > 0 ? { max: deps.bookingsPerClientDay, ...bookingDay(tenant.site, location, appointmentIso) } : null,
        };
      }
      const car = lead.car_id !== null ? (deps.cars?.byId(tenant.slug, lead.car_id) ?? null) : null;
      const payload = {
        ...lead,
        user_agent: lead.user_agent ?? c.req.header('user-agent')?.slice(0, 512) ?? null,
        vehicle: car ? leadVehicle(car) : null,
      };
      let result;
      try {
        result = await deps.store.insertLead({
          lead_id: deps.newId(),
          tenant: tenant.slug,
          form,
          created_at: now,
          spam,
          idempotency_key: key,
          body_hash: key === null ? null : bodyHash(JSON.stringify(lead)),
          location_id: lead.location_id,
          appointment_iso: appointmentIso,
          payload,
          deliveries: spam ? [] : tenant.deliveries,
          ...booking,
        });
      } catch (err) {
        deps.log(`leads: store failed: ${(err as Error).message}`);
        c.header('Retry-After', '5');
        return fail(c, 503, API_MESSAGES.storeDown);
      }
      switch (result.status) {
        case 'created':
          if (!spam) deps.onLeadCommitted?.(result.lead_id);
          return c.json({ lead_id: result.lead_id }, 200);
        case 'replayed':
          c.header('Idempotent-Replayed', 'true');
          return c.json({ lead_id: result.lead_id }, 200);
        case 'key_conflict':
          return fail(c, 409, API_MESSAGES.idempotencyConflict);
        case 'slot_taken':
          return fieldErrors(c, { appointment_at: LEAD_MESSAGES.appointmentTaken }, 409);
        case 'booking_cap':
          return fieldErrors(c, { appointment_at: LEAD_MESSAGES.appointmentLimit });
      }
    },
  );
  return app;
}
