/**
 * Rego (registration) expiry line of the vehicle page (spec §4 *Rego expiry*).
 */
import { dayNumber, daysBetween, formatCalendarDate, zonedTime } from './time.ts';

/** What the rego line shows; `null` means the line is hidden. */
export type RegoDisplay = { kind: 'expires'; date: string; label: string } | { kind: 'unregistered'; label: 'Unregistered' };

/** Inputs of {@link regoDisplay}. */
export interface RegoInput {
  /** Car `car_type` (spec §3: new, used, demo): new stock is never 'Unregistered'. */
  car_type: string;
  /** Car `rego_expiry`, a calendar date `YYYY-MM-DD`, or null when unknown. */
  rego_expiry: string | null;
  /** Current time, Unix seconds. */
  now: number;
  /** Site IANA time zone (site config `timezone`), e.g. 'Australia/Sydney'. */
  timezone: string;
  /** Site setting `features.show_unregistered`: show 'Unregistered' instead of hiding the line. */
  showUnregistered: boolean;
}

/**
 * Rego expiry (spec §4): 'Expires on {date}' (e.g. 'Expires on 14 March 2027') while the rego is
 * current, otherwise 'Unregistered' when the site says so, otherwise hidden (`null`). New stock (a new
 * car, caravan or motorcycle) is registered to its buyer at delivery, so it never reads
 * 'Unregistered': without a current rego its line is hidden (issue #9).
 * Current means the expiry date is today or later in the site's time zone: a rego is valid through
 * its expiry day, so on that day it still reads 'Expires on …'. 'Unregistered' is stated only from a
 * known expiry date that has passed: a missing date (most feeds carry none) or an impossible one
 * (e.g. '2027-02-30') means the rego is unknown, and the line is hidden rather than claiming the car
 * is unregistered (issue #9: no page states an invented registration fact).
 * @throws RangeError for an unknown time zone.
 */
export function regoDisplay(input: RegoInput): RegoDisplay | null {
  const today = daysBetween('1970-01-01', zonedTime(input.now, input.timezone).date);
  const expiryDate = input.rego_expiry;
  const expiry = expiryDate === null ? null : dayNumber(expiryDate);
  if (expiryDate !== null && expiry !== null && expiry >= today) {
    return { kind: 'expires', date: expiryDate, label: `Expires on ${formatCalendarDate(expiryDate)}` };
  }
  if (expiry === null) return null;
  return input.showUnregistered && input.car_type !== 'new' ? { kind: 'unregistered', label: 'Unregistered' } : null;
}
