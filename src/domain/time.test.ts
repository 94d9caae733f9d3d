import { describe, expect, it } from 'vitest';
import {
  dayNumber,
  daysBetween,
  formatCalendarDate,
  isCalendarDate,
  isoInZone,
  offsetMinutes,
  weekdayOf,
  zonedTime,
  zonedToUtc,
} from './time.ts';

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

describe('zonedToUtc, offsetMinutes, isoInZone (the one time-zone module, on @date-fns/tz)', () => {
  const utc = (ms: number) => new Date(ms).toISOString();
  it.each([
    // [case, zone, date, local minutes, instant]
    ['an ordinary Sydney morning (AEDT)', 'Australia/Sydney', '2027-03-11', 10 * 60 + 30, '2027-03-10T23:30:00.000Z'],
    ['Perth, no DST', 'Australia/Perth', '2027-03-11', 9 * 60, '2027-03-11T01:00:00.000Z'],
    [
      'Sydney spring-forward: 02:30 does not exist, moved forward to 03:30 AEDT',
      'Australia/Sydney',
      '2026-10-04',
      150,
      '2026-10-03T16:30:00.000Z',
    ],
    ['Sydney fall-back: 02:30 happens twice, the first (AEDT)', 'Australia/Sydney', '2027-04-04', 150, '2027-04-03T15:30:00.000Z'],
    [
      'Lord Howe half-hour DST: 02:15 skipped, moved forward by the 30-minute gap to 02:45 (+11:00)',
      'Australia/Lord_Howe',
      '2026-10-04',
      135,
      '2026-10-03T15:45:00.000Z',
    ],
    ['Lord Howe fall-back: 01:45 happens twice, the first (+11:00)', 'Australia/Lord_Howe', '2027-04-04', 105, '2027-04-03T14:45:00.000Z'],
    // West of UTC the old two-pass approximation moved a skipped time backward (01:30 EST) instead of forward.
    ['New York spring-forward: 02:30 moved forward to 03:30 EDT', 'America/New_York', '2026-03-08', 150, '2026-03-08T07:30:00.000Z'],
    ['New York fall-back: 01:30 happens twice, the first (EDT)', 'America/New_York', '2026-11-01', 90, '2026-11-01T05:30:00.000Z'],
    ['1440 minutes is the next local midnight', 'Australia/Adelaide', '2027-03-11', 1440, '2027-03-11T13:30:00.000Z'],
  ])('%s', (_case, zone, date, minutes, instant) => {
    expect(utc(zonedToUtc(date, minutes, zone))).toBe(instant);
  });

  it('a local day is 23 hours at spring-forward, 25 at fall-back, 24 otherwise (the booking day bounds)', () => {
    const hours = (date: string, zone: string) => (zonedToUtc(date, 1440, zone) - zonedToUtc(date, 0, zone)) / 3_600_000;
    expect(hours('2026-10-04', 'Australia/Sydney')).toBe(23);
    expect(hours('2027-04-04', 'Australia/Sydney')).toBe(25);
    expect(hours('2027-04-04', 'Australia/Perth')).toBe(24);
    expect(hours('2026-10-04', 'Australia/Lord_Howe')).toBe(23.5);
  });

  it('every 15 minutes of a year of Sydney days reads back as the same wall clock (except the skipped hour)', () => {
    let checked = 0;
    for (let day = Date.UTC(2026, 0, 1); day < Date.UTC(2027, 0, 1); day += 7 * 86_400_000) {
      const date = new Date(day).toISOString().slice(0, 10);
      for (let m = 0; m < 1440; m += 15) {
        const back = zonedTime(zonedToUtc(date, m, 'Australia/Sydney') / 1000, 'Australia/Sydney');
        expect(back).toEqual({ date, weekday: weekdayOf(date), minutes: m });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(5_000);
  });

  it('the rule holds east and west of UTC, on both days of each 2027 offset change', () => {
    let checked = 0;
    const zones = [
      'Australia/Sydney',
      'Australia/Adelaide',
      'Australia/Hobart',
      'Australia/Lord_Howe',
      'Pacific/Auckland',
      'Pacific/Chatham',
      'America/New_York',
      'America/St_Johns',
      'America/Santiago',
      'Europe/London',
      'Antarctica/Troll',
    ];
    for (const zone of zones) {
      for (let day = Date.UTC(2027, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
        if (offsetMinutes(day, zone) === offsetMinutes(day + 86_400_000, zone)) continue;
        for (const date of [new Date(day).toISOString().slice(0, 10), new Date(day + 86_400_000).toISOString().slice(0, 10)]) {
          for (let m = 0; m < 1440; m += 30) {
            const t = zonedToUtc(date, m, zone);
            const back = zonedTime(t / 1000, zone);
            if (back.date === date && back.minutes === m) {
              // It exists: it is the first instant showing that wall clock (none earlier within 3 hours does).
              for (let e = t - 3 * 3_600_000; e < t; e += 30 * 60_000)
                expect(zonedTime(e / 1000, zone), `${zone} ${date} ${m}`).not.toEqual(back);
            } else {
              // Skipped by spring-forward: moved forward, by less than the gap (at most 2 hours anywhere).
              expect(t - zonedToUtc(date, m - 30, zone), `${zone} ${date} ${m}`).toBeGreaterThan(0);
              expect(back.minutes - m + (back.date === date ? 0 : 1440), `${zone} ${date} ${m}`).toBeGreaterThan(0);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1_500);
  });

  it('offsets and ISO text with the offset', () => {
    expect(offsetMinutes(Date.parse('2027-01-15T00:00:00Z'), 'Australia/Sydney')).toBe(660);
    expect(offsetMinutes(Date.parse('2027-07-15T00:00:00Z'), 'Australia/Sydney')).toBe(600);
    expect(offsetMinutes(Date.parse('2027-07-15T00:00:00Z'), 'Australia/Adelaide')).toBe(570);
    expect(isoInZone(Date.parse('2027-03-10T23:30:00.900Z'), 'Australia/Sydney')).toBe('2027-03-11T10:30:00+11:00');
    expect(isoInZone(Date.parse('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01T01:30:00-04:00');
  });

  it('throws RangeError for an unknown zone or an invalid date', () => {
    expect(() => zonedToUtc('2027-03-11', 0, 'Australia/Narnia')).toThrow(RangeError);
    expect(() => zonedToUtc('2027-02-30', 0, 'Australia/Sydney')).toThrow(RangeError);
    expect(() => offsetMinutes(0, 'Mars/Olympus')).toThrow(RangeError);
  });
});
