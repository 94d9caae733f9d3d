/**
 * Appointment slots of a location, for a test drive (spec §5 *Test-drive form*: "optional date-time
 * booking with appointment lookup") or a service booking (issue 11: /service/, the same machinery with
 * the service department's hours): fixed-length slots inside the location's opening hours of that date
 * (special hours, the alternating-weekday rule and closed days respected, via the domain's `dayHours`), in the location's time zone,
 * from `notice` minutes after now, minus the booked ones. By-appointment days offer no online slots.
 */
import type { SiteConfig } from '../config/schema/site.ts';
import { dayHours, locationHoursOptions, locationTimeZone as zoneOfLocation } from '../domain/hours.ts';
import { filterLocations } from '../domain/locations.ts';
import { isoInZone, zonedTime, zonedToUtc } from '../domain/time.ts';

type Location = SiteConfig['locations'][number];

/** How far ahead a test drive can be booked, in days. */
export const BOOKING_WINDOW_DAYS = 60;

/** One slot: its start in the location's zone ('2027-03-15T10:30:00+11:00'), the local time, and whether it can be booked. */
export interface Slot {
  start: string;
  time: string;
  available: boolean;
}

/** The location's IANA zone: by its state, else the site's zone. */
export function locationTimeZone(site: SiteConfig, location: Location): string {
  return zoneOfLocation(location, site.timezone);
}

/** What an appointment is for: a test drive (at a sales location) or a service (at a service location). */
export const APPOINTMENT_KINDS = ['test_drive', 'service'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];

/**
 * The location that takes appointments of `kind`: for a test drive a sales location, for a service a
 * service location (spec §2 location filters, `filterLocations`: one of type '' does both); visible ones only.
 */
export function appointmentLocation(site: SiteConfig, kind: AppointmentKind, locationId: string | null): Location | null {
  return filterLocations(site.locations, kind === 'service' ? 'service' : 'sales').find((l) => l.id === locationId) ?? null;
}

/** Slot length of a kind, minutes (`leads.test_drive_slot_minutes` / `leads.service_slot_minutes`). */
export function slotMinutes(site: SiteConfig, kind: AppointmentKind): number {
  return kind === 'service' ? site.leads.service_slot_minutes : site.leads.test_drive_slot_minutes;
}

/** The slots of `date` (YYYY-MM-DD, local to the location). `booked` holds UTC ISO instants; `now` is Unix ms. */
export function daySlots(
  site: SiteConfig,
  location: Location,
  date: string,
  now: number,
  booked: ReadonlySet<string> = new Set(),
  kind: AppointmentKind = 'test_drive',
): Slot[] {
  const tz = locationTimeZone(site, location);
  // The domain's one hours rule: special hours, then the alternating rule (off weeks are by appointment: no slots).
  const day = dayHours(location.contact_detail.opening_hours, date, locationHoursOptions(location));
  if (day.status !== 'open' || day.open === null || day.close === null) return [];
  const step = slotMinutes(site, kind);
  const earliest = now + site.leads.test_drive_notice_minutes * 60_000;
  const close = day.close <= day.open ? 24 * 60 : day.close;
  const slots: Slot[] = [];
  for (let m = day.open; m + step <= close; m += step) {
    const at = zonedToUtc(date, m, tz);
    const time = `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    slots.push({ start: isoInZone(at, tz), time, available: at >= earliest && !booked.has(new Date(at).toISOString()) });
  }
  return slots;
}

/** The location's local day holding `appointmentIso`, as UTC ISO bounds [from_iso, to_iso) (23 to 25 hours around a DST change). */
export function bookingDay(site: SiteConfig, location: Location, appointmentIso: string): { from_iso: string; to_iso: string } {
  const tz = locationTimeZone(site, location);
  const date = zonedTime(Math.floor(Date.parse(appointmentIso) / 1000), tz).date;
  return { from_iso: new Date(zonedToUtc(date, 0, tz)).toISOString(), to_iso: new Date(zonedToUtc(date, 24 * 60, tz)).toISOString() };
}

/** Days from the location's today to `date` (negative when past). */
export function daysAhead(site: SiteConfig, location: Location, date: string, now: number): number {
  const today = zonedTime(Math.floor(now / 1000), locationTimeZone(site, location)).date;
  return (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
}

/**
 * Whether `appointmentAt` (ISO with offset) starts a slot of the location that is open for booking
 * (ignoring other bookings: the database refuses a double booking). Returns the canonical UTC ISO, or null.
 */
export function bookableSlot(
  site: SiteConfig,
  location: Location,
  appointmentAt: string,
  now: number,
  kind: AppointmentKind = 'test_drive',
): string | null {
  const at = Date.parse(appointmentAt);
  if (!Number.isFinite(at)) return null;
  const date = zonedTime(Math.floor(at / 1000), locationTimeZone(site, location)).date;
  if (daysAhead(site, location, date, now) > BOOKING_WINDOW_DAYS) return null;
  const iso = new Date(at).toISOString();
  const slot = daySlots(site, location, date, now, new Set(), kind).find((s) => new Date(Date.parse(s.start)).toISOString() === iso);
  return slot?.available ? iso : null;
}
