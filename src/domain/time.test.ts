import { describe, expect, it } from 'vitest';
import { dayNumber, daysBetween, formatCalendarDate, isCalendarDate, weekdayOf, zonedTime } from './time.ts';

const at = (iso: string) => Date.parse(iso) / 1000;

describe('zonedTime (IANA time zones, DST included)', () => {
  it.each([
    // [case, instant, zone, date, weekday, minutes]
    ['Sydney, last minute of daylight time (AEDT +11)', '2025-04-05T15:59:00Z', 'Australia/Sydney', '2025-04-06', 0, 2 * 60 + 59],
    ['Sydney, clocks go back to 02:00 AEST (+10)', '2025-04-05T16:00:00Z', 'Australia/Sydney', '2025-04-06', 0, 2 * 60],
    ['Sydney, last minute of standard time', '2025-10-04T15:59:00Z', 'Australia/Sydney', '2025-10-05', 0, 1 * 60 + 59],
    ['Sydney, clocks jump to 03:00 AEDT', '2025-10-04T16:00:00Z', 'Australia/Sydney', '2025-10-05', 0, 3 * 60],
    ['Perth has no DST: same instant is 23:59 Saturday', '2025-04-05T15:59:00Z', 'Australia/Perth', '2025-04-05', 6, 23 * 60 + 59],
    ['Perth midnight is minute 0, not 24:00', '2025-04-05T16:00:00Z', 'Australia/Perth', '2025-04-06', 0, 0],
    ['Adelaide half-hour offset (+10:30 in summer)', '2025-01-01T00:00:00Z', 'Australia/Adelaide', '2025-01-01', 3, 10 * 60 + 30],
  ])('%s', (_case, iso, zone, date, weekday, minutes) => {
    expect(zonedTime(at(iso), zone)).toEqual({ date, weekday, minutes });
  });

  it('throws RangeError for an unknown time zone', () => {
    expect(() => zonedTime(0, 'Australia/Narnia')).toThrow(RangeError);
  });
  it('throws RangeError for a non-finite now', () => {
    expect(() => zonedTime(NaN, 'Australia/Perth')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it.each([
    ['2025-06-14', true],
    ['2024-02-29', true], // leap day
    ['2025-02-29', false],
    ['2027-02-30', false],
    ['2025-6-1', false],
    ['14/03/2027', false],
    ['', false],
  ])('isCalendarDate(%j) → %s', (date, ok) => {
    expect(isCalendarDate(date)).toBe(ok);
  });

  it.each([
    ['2025-06-14', 6], // the spec's Saturday reference date
    ['1965-07-01', 4], // a 1965 classic's build date, a Thursday
    ['1970-01-01', 4],
    ['2025-04-06', 0],
  ])('weekdayOf(%s) → %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });

  it.each([
    ['2025-06-14', '2025-06-28', 14],
    ['2025-06-14', '2025-06-07', -7],
    ['2024-02-28', '2024-03-01', 2],
    ['2025-04-05', '2025-04-06', 1], // across the DST change: still one calendar day
  ])('daysBetween(%s, %s) → %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it('dayNumber is days since the epoch, null for impossible dates', () => {
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('2027-02-30')).toBeNull();
  });

  it.each([
    ['2027-03-14', '14 March 2027'],
    ['2027-03-04', '4 March 2027'],
    ['1965-01-01', '1 January 1965'],
    ['2025-12-31', '31 December 2025'],
  ])('formatCalendarDate(%s) → %s', (date, text) => {
    expect(formatCalendarDate(date)).toBe(text);
  });

  it('invalid dates throw RangeError in the strict helpers', () => {
    expect(() => weekdayOf('2027-02-30')).toThrow(RangeError);
    expect(() => formatCalendarDate('soon')).toThrow(RangeError);
  });
});
