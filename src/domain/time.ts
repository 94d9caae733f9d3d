/**
 * The one time-zone module: calendar dates and wall-clock time in a site's IANA time zone (spec §4
 * *Rego expiry*, *Saturday hours*; §9 *Opening hours*), and local wall-clock times turned into
 * instants and back (test-drive slots, ADF `requestdate`), on `@date-fns/tz` (TZDate, tzOffset: the
 * runtime's own zone data through `Intl`, so it runs on the edge and in the browser too). "Now" is
 * passed in (Unix seconds for {@link zonedTime}, Unix ms elsewhere); calendar dates are `YYYY-MM-DD`
 * strings with no time zone of their own.
 */
import { TZDate, tzOffset } from '@date-fns/tz';

/** A calendar date as written in the stock feed and the config: `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Local wall-clock reading of an instant in a time zone. */
export interface ZonedTime {
  /** Local calendar date `YYYY-MM-DD`. */
  date: CalendarDate;
  /** Day of the week, 0 = Sunday … 6 = Saturday (the convention of spec §3 `opening_hours.weekday`). */
  weekday: number;
  /** Minutes since local midnight, 0–1439. */
  minutes: number;
}

const knownZones = new Set<string>();
/** @throws RangeError for a time zone the runtime does not know (`Intl` is the source of truth). */
function checkTimeZone(timeZone: string): void {
  if (knownZones.has(timeZone)) return;
  new Intl.DateTimeFormat('en-AU', { timeZone }); // throws RangeError for an unknown zone
  knownZones.add(timeZone);
}

/**
 * The local date, weekday and minute of `now` (Unix seconds) in `timeZone` (IANA, e.g.
 * 'Australia/Perth'), DST included. @throws RangeError for an unknown time zone or a non-finite `now`.
 */
export function zonedTime(now: number, timeZone: string): ZonedTime {
  if (!Number.isFinite(now)) throw new RangeError(`now must be Unix seconds, got ${String(now)}`);
  checkTimeZone(timeZone);
  // The wall clock as a UTC date shifted by the zone's offset (plain Date, read with the UTC getters): no Date
  // subclass, so it also holds where Date is replaced (a test's fixed clock replaces the Date class).
  const ms = Math.floor(now) * 1000;
  const local = new Date(ms + tzOffset(timeZone, new Date(ms)) * 60_000);
  const date = `${String(local.getUTCFullYear()).padStart(4, '0')}-${String(local.getUTCMonth() + 1).padStart(2, '0')}-${String(local.getUTCDate()).padStart(2, '0')}`;
  return { date, weekday: local.getUTCDay(), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Offset of `timeZone` from UTC at instant `ms` (Unix ms), in minutes (Sydney in January: +660). @throws RangeError for an unknown zone. */
export function offsetMinutes(ms: number, timeZone: string): number {
  checkTimeZone(timeZone);
  return tzOffset(timeZone, new Date(ms));
}

/** Instant `ms` (Unix ms) as ISO 8601 with the zone's offset, seconds precision: `2027-03-15T10:30:00+11:00`. @throws RangeError for an unknown zone. */
export function isoInZone(ms: number, timeZone: string): string {
  const off = offsetMinutes(ms, timeZone);
  const local = new Date(Math.floor(ms / 1000) * 1000 + off * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(off);
  return `${local}${off < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/**
 * The instant (Unix ms) of local date `YYYY-MM-DD` at `minutes` past local midnight in `timeZone`
 * (`minutes` may reach 1440: the next local midnight, so a day is [zonedToUtc(d, 0), zonedToUtc(d, 1440))).
 * Across a DST change it follows the usual rule (RFC 5545, Temporal's 'compatible'): a wall time skipped
 * by spring-forward is moved forward by the gap (02:30 → 03:30), and a wall time that happens twice at
 * fall-back is its first instant — in every zone, east or west of UTC.
 * @throws RangeError for an invalid date or an unknown zone.
 */
export function zonedToUtc(date: CalendarDate, minutes: number, timeZone: string): number {
  mustDayNumber(date);
  checkTimeZone(timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new TZDate(y, m - 1, d, 0, minutes, timeZone).getTime();
  // TZDate answers the later of a repeated wall time; the rule is the earlier one. When the offset
  // fell just before `t` (fall-back), the instant one offset-step earlier shows the same wall clock.
  const step = (tzOffset(timeZone, new Date(t - 3 * 3_600_000)) - tzOffset(timeZone, new Date(t))) * 60_000;
  if (step > 0 && t - step + tzOffset(timeZone, new Date(t - step)) * 60_000 === t + tzOffset(timeZone, new Date(t)) * 60_000)
    return t - step;
  return t;
}

/** Days since 1970-01-01 of a real calendar date, or null when the text is not one (e.g. '2027-02-30'). */
export function dayNumber(date: CalendarDate): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86_400_000;
}

/** True when `date` is a real `YYYY-MM-DD` calendar date. */
export function isCalendarDate(date: string): boolean {
  return dayNumber(date) !== null;
}

function mustDayNumber(date: CalendarDate): number {
  const n = dayNumber(date);
  if (n === null) throw new RangeError(`expected a calendar date YYYY-MM-DD, got "${date}"`);
  return n;
}

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday. @throws RangeError for an invalid date. */
export function weekdayOf(date: CalendarDate): number {
  return (((mustDayNumber(date) + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

/** Whole days from `from` to `to` (negative when `to` is earlier). @throws RangeError for an invalid date. */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return mustDayNumber(to) - mustDayNumber(from);
}

const longDate = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * A calendar date written the Australian way, e.g. '2027-03-14' → '14 March 2027'. The date has no
 * time zone, so it is formatted as-is (never shifted a day). @throws RangeError for an invalid date.
 */
export function formatCalendarDate(date: CalendarDate): string {
  return longDate.format(new Date(mustDayNumber(date) * 86_400_000));
}
