/**
 * `GET /api/appointments?location_id=&date=YYYY-MM-DD[&kind=test_drive|service]` — test-drive slots of a
 * sales location (the default kind), or service booking slots of a service location, on a date (spec §5
 * *Test-drive form*, §7 "Appointment fetch for test drives"; issue 11 service booking), in the location's
 * time zone. Booking is the test-drive or service lead with `appointment_at` = a slot's `start` (see leads.ts).
 *
 * Answers 200 `{ location_id, date, timezone, slot_minutes, slots: [{ start, time, available }] }`
 * (an empty list on closed and by-appointment days); 422 for a missing or unknown location, a bad
 * date, or a date in the past or more than 60 days ahead.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { LEAD_MESSAGES } from '../../domain/lead.ts';
import { isCalendarDate, zonedToUtc } from '../../domain/time.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { fieldErrors, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';
import {
  APPOINTMENT_KINDS,
  appointmentLocation,
  BOOKING_WINDOW_DAYS,
  daysAhead,
  daySlots,
  locationTimeZone,
  slotMinutes,
} from '../slots.ts';

/** Messages of this route. */
export const APPOINTMENT_MESSAGES = {
  date: 'Please choose a date (YYYY-MM-DD).',
  window: `Please choose a date from today up to ${BOOKING_WINDOW_DAYS} days ahead.`,
} as const;

const SlotQuery = z.object({
  location_id: z
    .string({ error: LEAD_MESSAGES.locationRequired })
    .min(1, LEAD_MESSAGES.locationRequired)
    .max(100, LEAD_MESSAGES.locationRequired),
  date: z.string({ error: APPOINTMENT_MESSAGES.date }).refine(isCalendarDate, APPOINTMENT_MESSAGES.date),
  kind: z.enum(APPOINTMENT_KINDS, { error: LEAD_MESSAGES.invalidValue }).default('test_drive'),
});

/** The appointments sub-app. */
export function appointmentRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/', rateLimit(deps, 'read'), validated('query', SlotQuery), async (c) => {
    const tenant = c.get('tenant');
    const { location_id, date, kind } = c.req.valid('query');
    const location = appointmentLocation(tenant.site, kind, location_id);
    if (!location) return fieldErrors(c, { location_id: LEAD_MESSAGES.locationRequired });
    const now = deps.now();
    const ahead = daysAhead(tenant.site, location, date, now);
    if (ahead < 0 || ahead > BOOKING_WINDOW_DAYS) return fieldErrors(c, { date: APPOINTMENT_MESSAGES.window });
    const tz = locationTimeZone(tenant.site, location);
    const from = new Date(zonedToUtc(date, 0, tz)).toISOString();
    const to = new Date(zonedToUtc(date, 24 * 60, tz)).toISOString();
    const booked = new Set(await deps.store.bookedAppointments(tenant.slug, location.id, from, to));
    c.header('Cache-Control', 'no-store');
    return c.json(
      {
        location_id,
        date,
        kind,
        timezone: tz,
        slot_minutes: slotMinutes(tenant.site, kind),
        slots: daySlots(tenant.site, location, date, now, booked, kind),
      },
      200,
    );
  });
  return app;
}
