/**
 * Calendar dates and wall-clock time in a site's IANA time zone, through `Intl.DateTimeFormat`
 * (spec §4 *Rego expiry*, *Saturday hours*; §9 *Opening hours*). "Now" is always passed in as Unix
 * seconds; calendar dates are `YYYY-MM-DD` strings with no time zone of their own.
 */

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

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // Throws RangeError for an unknown time zone.
    f = new Intl.DateTimeFormat('en-AU', {
      timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/**
 * The local date, weekday and minute of `now` (Unix seconds) in `timeZone` (IANA, e.g.
 * 'Australia/Perth'), DST included. @throws RangeError for an unknown time zone or a non-finite `now`.
 */
export function zonedTime(now: number, timeZone: string): ZonedTime {
  if (!Number.isFinite(now)) throw new RangeError(`now must be Unix seconds, got ${String(now)}`);
  const parts: Record<string, string> = {};
  for (const p of formatterFor(timeZone).formatToParts(new Date(now * 1000))) parts[p.type] = p.value;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
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
