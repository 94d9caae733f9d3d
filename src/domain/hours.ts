/**
 * Opening hours of a dealership location (spec §3 *Dealership location* `opening_hours`, *Special hours
 * entry*; §4 *Saturday hours*; §8 "Closed weekday: shows 'Closed', or 'By appointment only'"; §9 "Opening
 * hours: Monday to Friday are combined when all 5 weekdays match").
 *
 * Times are 24-hour 'HH:MM' local to the location; "now" is Unix seconds and is read in the location's
 * IANA time zone (DST included: Australia/Perth has none, Australia/Sydney has), never in the build
 * machine's zone.
 */
import { daysBetween, weekdayOf, zonedTime, type CalendarDate } from './time.ts';

/** One weekday row (spec §3): weekday 0 = Sunday … 6 = Saturday. */
export interface OpeningHoursEntry {
  weekday: number;
  status: 'Open' | 'Closed';
  /** 'HH:MM', 24-hour. */
  open: string | null;
  close: string | null;
  /** The dealer's own wording, shown instead of the times when present. */
  formated_hours: string | null;
}

/** A one-off day, e.g. a public holiday (spec §3 *Special hours entry*). */
export interface SpecialHoursEntry {
  date: CalendarDate;
  status: 'Open' | 'Closed';
  start_hour: string | null;
  end_hour: string | null;
  name?: string | null;
}

/**
 * Alternating-weekday rule (spec §4 *Saturday hours*: "hours alternate fortnightly (reference date
 * 2025-06-14), so service is by appointment on alternate Saturdays"), as configuration rather than a
 * dealer name. The rule applies to the weekday of `reference_date`; that weekday keeps its normal hours
 * every second week counted from the reference date and is by appointment in the weeks between.
 */
export interface AlternatingWeekdayRule {
  /** A date on the alternating weekday, e.g. '2025-06-14' (a Saturday). */
  reference_date: CalendarDate;
  /** Whether the reference date itself keeps its normal hours (default true). */
  reference_open?: boolean;
  /** Text for the off weeks (default 'By appointment only'). */
  label?: string;
}

/** Display and lookup options. */
export interface HoursOptions {
  /** Text for a closed day (default 'Closed'; some sites 'By appointment only', spec §8). */
  closedLabel?: string;
  alternating?: AlternatingWeekdayRule | null;
  special?: readonly SpecialHoursEntry[];
}

/** Text for a closed day unless the site configures another (spec §8). */
export const DEFAULT_CLOSED_LABEL = 'Closed';
/** Text for an appointment-only day (spec §4 *Saturday hours*, §8). */
export const BY_APPOINTMENT_LABEL = 'By appointment only';
/** Weekday names indexed like `OpeningHoursEntry.weekday` (0 = Sunday). */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** Display order of the hours table: Monday first, as Australians read a week. */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** Minutes since midnight of 'HH:MM' (00:00–23:59), or null when not a valid time. */
export function parseTime(time: string | null | undefined): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** 'HH:MM' written for display: '08:30' → '8:30 am', '12:00' → '12:00 pm', '00:00' → '12:00 am'. Null if invalid. */
export function formatTime(time: string | null | undefined): string | null {
  const minutes = parseTime(time);
  if (minutes === null) return null;
  const h = Math.floor(minutes / 60);
  const mm = String(minutes % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'am' : 'pm'}`;
}

function rangeText(open: string | null, close: string | null): string | null {
  const a = formatTime(open);
  const b = formatTime(close);
  return a && b ? `${a} – ${b}` : null;
}

/** The text of one weekday entry: the dealer's wording, else '8:30 am – 5:30 pm', else 'Open'; closed → closedLabel. */
function entryText(entry: OpeningHoursEntry | undefined, closedLabel: string): string {
  if (!entry || entry.status === 'Closed') return closedLabel;
  return entry.formated_hours?.trim() || rangeText(entry.open, entry.close) || 'Open';
}

/** One row of the hours table. */
export interface HoursRow {
  /** 'Monday to Friday', or one weekday name. */
  days: string;
  hours: string;
  /** The day is closed (its `hours` is the closed-day text). */
  closed: boolean;
  /** Extra line, e.g. 'By appointment only on alternate Saturdays'. */
  note: string | null;
}

/**
 * The weekly hours table (spec §9): Monday to Sunday, Monday to Friday combined into one row when all
 * five weekdays read the same. A weekday missing from `hours` counts as closed; an empty `hours` gives no
 * table ([]). With an alternating rule, its weekday's row carries a note such as 'By appointment only on
 * alternate Saturdays' (which Saturday is which comes from {@link dayHours}).
 */
export function openingHoursTable(hours: readonly OpeningHoursEntry[], opts: HoursOptions = {}): HoursRow[] {
  if (hours.length === 0) return [];
  const closed = opts.closedLabel ?? DEFAULT_CLOSED_LABEL;
  const alternateDay = opts.alternating ? weekdayOf(opts.alternating.reference_date) : null;
  const entry = (weekday: number) => hours.find((h) => h.weekday === weekday);
  const row = (weekday: number): HoursRow => ({
    days: WEEKDAY_NAMES[weekday] ?? '',
    hours: entryText(entry(weekday), closed),
    closed: !entry(weekday) || entry(weekday)?.status === 'Closed',
    note: weekday === alternateDay ? `${opts.alternating?.label ?? BY_APPOINTMENT_LABEL} on alternate ${WEEKDAY_NAMES[weekday]}s` : null,
  });
  const rows = WEEK_ORDER.map(row);
  const weekdays = rows.slice(0, 5);
  if (weekdays.every((r) => r.hours === weekdays[0]?.hours && r.note === null)) {
    return [
      { days: 'Monday to Friday', hours: weekdays[0]?.hours ?? closed, closed: weekdays[0]?.closed ?? true, note: null },
      ...rows.slice(5),
    ];
  }
  return rows;
}

/** Hours of one calendar date. `open`/`close` are minutes since local midnight, null when not given. */
export type DayHours =
  | { status: 'open'; text: string; open: number | null; close: number | null }
  | { status: 'closed'; text: string }
  | { status: 'by_appointment'; text: string };

/** True when `date` falls on an off week of the alternating rule. @throws RangeError for an invalid date. */
export function isAlternateOffDay(date: CalendarDate, rule: AlternatingWeekdayRule): boolean {
  const days = daysBetween(rule.reference_date, date);
  if (((days % 7) + 7) % 7 !== 0) return false;
  const oddWeek = Math.abs(days / 7) % 2 === 1;
  return (rule.reference_open ?? true) ? oddWeek : !oddWeek;
}

/**
 * The hours of one calendar date: a special-hours entry for that date wins (a public holiday), then the
 * alternating rule (an off week reads 'By appointment only'), then the weekday entry (missing = closed).
 * @throws RangeError for an invalid date.
 */
export function dayHours(hours: readonly OpeningHoursEntry[], date: CalendarDate, opts: HoursOptions = {}): DayHours {
  const closed = opts.closedLabel ?? DEFAULT_CLOSED_LABEL;
  const special = opts.special?.find((s) => s.date === date);
  if (special) {
    if (special.status === 'Closed') return { status: 'closed', text: closed };
    return {
      status: 'open',
      text: rangeText(special.start_hour, special.end_hour) ?? 'Open',
      open: parseTime(special.start_hour),
      close: parseTime(special.end_hour),
    };
  }
  if (opts.alternating && isAlternateOffDay(date, opts.alternating)) {
    return { status: 'by_appointment', text: opts.alternating.label ?? BY_APPOINTMENT_LABEL };
  }
  const entry = hours.find((h) => h.weekday === weekdayOf(date));
  if (!entry || entry.status === 'Closed') return { status: 'closed', text: closed };
  return { status: 'open', text: entryText(entry, closed), open: parseTime(entry.open), close: parseTime(entry.close) };
}

/**
 * Open now? (spec §4, §9): reads `now` (Unix seconds) in `timezone` (IANA), takes that local date's
 * hours ({@link dayHours}) and checks open ≤ local time < close (opening minute included, closing minute
 * excluded). A close at or before the open time means closing at midnight. Unknown times, closed and
 * by-appointment days are not open. @throws RangeError for an unknown time zone.
 */
export function isOpenAt(hours: readonly OpeningHoursEntry[], now: number, timezone: string, opts: HoursOptions = {}): boolean {
  const local = zonedTime(now, timezone);
  const day = dayHours(hours, local.date, opts);
  if (day.status !== 'open' || day.open === null || day.close === null) return false;
  const close = day.close <= day.open ? 24 * 60 : day.close;
  return local.minutes >= day.open && local.minutes < close;
}

const STATE_ZONES: Record<string, string> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  WA: 'Australia/Perth',
  TAS: 'Australia/Hobart',
  NT: 'Australia/Darwin',
};

/**
 * The IANA time zone of an Australian state or territory code (case-insensitive; the ISO form 'AU-VIC'
 * seen in the stock feed is accepted), or null when unknown.
 * For a location whose config gives no zone of its own. Note: a few towns differ from their state
 * (Broken Hill, NSW keeps Adelaide time; Eucla, WA has its own), so a configured zone should win.
 */
export function timezoneForState(state: string | null | undefined): string | null {
  return STATE_ZONES[(state ?? '').trim().toUpperCase().replace(/^AU-/, '')] ?? null;
}

/** How a site shows a closed weekday (spec §8): 'Closed', 'By appointment only', or an Enquire Now link. */
export type ClosedDayDisplay = 'closed' | 'by_appointment' | 'enquire';
/** Text of the Enquire Now link of a closed day (spec §8). */
export const ENQUIRE_NOW_LABEL = 'Enquire Now';

/** The closed-day text for a site's setting (spec §8); for `enquire`, the link's text. */
export function closedDayLabel(display: ClosedDayDisplay): string {
  return display === 'by_appointment' ? BY_APPOINTMENT_LABEL : display === 'enquire' ? ENQUIRE_NOW_LABEL : DEFAULT_CLOSED_LABEL;
}

/** The hours fields of a location (spec §3): its special hours and its alternating-weekday rule, if any. */
export interface LocationHoursFields {
  special_hours: readonly SpecialHoursEntry[];
  alternating_hours: AlternatingWeekdayRule | null;
}

/**
 * The options every use of a location's hours passes (the table, 'open now', test-drive slots), so the
 * three read the same rules: its special hours, its alternating rule, and the site's closed-day text.
 */
export function locationHoursOptions(location: LocationHoursFields, closedDay: ClosedDayDisplay = 'closed'): HoursOptions {
  return { closedLabel: closedDayLabel(closedDay), alternating: location.alternating_hours, special: location.special_hours };
}

/** Special-hours entries on or after `today` (YYYY-MM-DD), by date: the holiday hours dialog's rows. */
export function upcomingSpecialHours<T extends SpecialHoursEntry>(special: readonly T[], today: CalendarDate): T[] {
  return special.filter((s) => s.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The text of a special-hours entry: '9:00 am – 1:00 pm', 'Open', or the closed-day text. */
export function specialHoursText(entry: SpecialHoursEntry, closedLabel: string = DEFAULT_CLOSED_LABEL): string {
  if (entry.status === 'Closed') return closedLabel;
  return rangeText(entry.start_hour, entry.end_hour) ?? 'Open';
}

function minutesText(minutes: number): string {
  return formatTime(`${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`) ?? '';
}

/**
 * The 'open now' line of a location (issue #10: computed in the visitor's browser, in the location's time
 * zone, so a page built yesterday is right today): 'Open now until 5:30 pm'; 'Closed now · opens today at
 * 8:30 am'; 'Closed now · today: By appointment only'; or 'Closed now'. Special hours and the alternating
 * rule apply (via {@link dayHours}). @throws RangeError for an unknown time zone.
 */
export function openNowLine(
  hours: readonly OpeningHoursEntry[],
  now: number,
  timezone: string,
  opts: HoursOptions = {},
): { open: boolean; text: string } {
  const local = zonedTime(now, timezone);
  const day = dayHours(hours, local.date, opts);
  if (isOpenAt(hours, now, timezone, opts) && day.status === 'open' && day.close !== null) {
    return { open: true, text: `Open now until ${minutesText(day.close)}` };
  }
  if (day.status === 'open' && day.open !== null && local.minutes < day.open)
    return { open: false, text: `Closed now · opens today at ${minutesText(day.open)}` };
  if (day.status === 'by_appointment') return { open: false, text: `Closed now · today: ${day.text}` };
  return { open: false, text: 'Closed now' };
}

/** A location's IANA zone: its state's zone, else the site's (`site.timezone`). */
export function locationTimeZone(location: { address: { state: string } }, siteTimezone: string): string {
  return timezoneForState(location.address.state) ?? siteTimezone;
}
