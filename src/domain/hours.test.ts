import { describe, expect, it } from 'vitest';
import {
  closedDayLabel,
  locationHoursOptions,
  openNowLine,
  specialHoursText,
  upcomingSpecialHours,
  dayHours,
  formatTime,
  isAlternateOffDay,
  isOpenAt,
  openingHoursTable,
  parseTime,
  timezoneForState,
  type AlternatingWeekdayRule,
  type DayHours,
  type HoursOptions,
  type HoursRow,
  type OpeningHoursEntry,
} from './hours.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
const open = (weekday: number, o: string, c: string, formated_hours: string | null = null): OpeningHoursEntry => ({
  weekday,
  status: 'Open',
  open: o,
  close: c,
  formated_hours,
});
const shut = (weekday: number): OpeningHoursEntry => ({ weekday, status: 'Closed', open: null, close: null, formated_hours: null });

/** A typical yard: weekdays 8:30–5:30, Saturday 9–1, Sunday closed. */
const YARD: OpeningHoursEntry[] = [1, 2, 3, 4, 5].map((d) => open(d, '08:30', '17:30')).concat([open(6, '09:00', '13:00'), shut(0)]);
/** Sydney yard also open Sunday 10–4. */
const SYDNEY: OpeningHoursEntry[] = YARD.filter((h) => h.weekday !== 0).concat([open(0, '10:00', '16:00')]);
/** Spec §4: reference date 2025-06-14 (a Saturday); the reference Saturday keeps normal hours. */
const ALTERNATE: AlternatingWeekdayRule = { reference_date: '2025-06-14' };

describe('times', () => {
  it.each([
    ['08:30', 510, '8:30 am'],
    ['17:30', 1050, '5:30 pm'],
    ['12:00', 720, '12:00 pm'],
    ['00:00', 0, '12:00 am'],
    ['23:59', 1439, '11:59 pm'],
    ['24:00', null, null],
    ['8:30', null, null],
    [null, null, null],
  ] as const)('%j → %j, %j', (time, minutes, text) => {
    expect(parseTime(time)).toBe(minutes);
    expect(formatTime(time)).toBe(text);
  });
});

describe('openingHoursTable (spec §9: Monday to Friday combined when all 5 match)', () => {
  const CLOSED_TEXTS = ['Closed', 'By appointment only'];
  const row = (days: string, hours: string, note: string | null = null): HoursRow => ({
    days,
    hours,
    closed: CLOSED_TEXTS.includes(hours),
    note,
  });
  it.each<[string, OpeningHoursEntry[], HoursOptions, HoursRow[]]>([
    [
      'all weekdays equal → one Monday to Friday row',
      YARD,
      {},
      [row('Monday to Friday', '8:30 am – 5:30 pm'), row('Saturday', '9:00 am – 1:00 pm'), row('Sunday', 'Closed')],
    ],
    [
      'late-night Thursday → every day listed',
      YARD.map((h) => (h.weekday === 4 ? open(4, '08:30', '20:00') : h)),
      {},
      [
        row('Monday', '8:30 am – 5:30 pm'),
        row('Tuesday', '8:30 am – 5:30 pm'),
        row('Wednesday', '8:30 am – 5:30 pm'),
        row('Thursday', '8:30 am – 8:00 pm'),
        row('Friday', '8:30 am – 5:30 pm'),
        row('Saturday', '9:00 am – 1:00 pm'),
        row('Sunday', 'Closed'),
      ],
    ],
    [
      'closed day reads "By appointment only" where configured',
      YARD,
      { closedLabel: 'By appointment only' },
      [row('Monday to Friday', '8:30 am – 5:30 pm'), row('Saturday', '9:00 am – 1:00 pm'), row('Sunday', 'By appointment only')],
    ],
    [
      'dealer wording (formated_hours) is shown as is',
      YARD.map((h) => (h.weekday === 6 ? open(6, '09:00', '13:00', '9am – 1pm (service closed)') : h)),
      {},
      [row('Monday to Friday', '8:30 am – 5:30 pm'), row('Saturday', '9am – 1pm (service closed)'), row('Sunday', 'Closed')],
    ],
    [
      'a missing weekday counts as closed',
      YARD.filter((h) => h.weekday !== 0 && h.weekday !== 6),
      {},
      [row('Monday to Friday', '8:30 am – 5:30 pm'), row('Saturday', 'Closed'), row('Sunday', 'Closed')],
    ],
    [
      'alternating Saturdays get a note',
      YARD,
      { alternating: ALTERNATE },
      [
        row('Monday to Friday', '8:30 am – 5:30 pm'),
        row('Saturday', '9:00 am – 1:00 pm', 'By appointment only on alternate Saturdays'),
        row('Sunday', 'Closed'),
      ],
    ],
    ['no hours → no table', [], {}, []],
  ])('%s', (_case, hours, opts, expected) => {
    expect(openingHoursTable(hours, opts)).toEqual(expected);
  });

  it('a weekday under an alternating rule is not merged into Monday to Friday', () => {
    const rows = openingHoursTable(YARD, { alternating: { reference_date: '2025-06-13' } }); // a Friday
    expect(rows).toHaveLength(7);
    expect(rows[4]).toEqual({
      days: 'Friday',
      hours: '8:30 am – 5:30 pm',
      closed: false,
      note: 'By appointment only on alternate Fridays',
    });
  });
});

describe('alternating Saturdays (spec §4: reference date 2025-06-14)', () => {
  it.each([
    ['the reference Saturday keeps its hours', '2025-06-14', ALTERNATE, false],
    ['one week later is by appointment', '2025-06-21', ALTERNATE, true],
    ['two weeks later keeps its hours', '2025-06-28', ALTERNATE, false],
    ['one week earlier is by appointment', '2025-06-07', ALTERNATE, true],
    ['24 weeks earlier keeps its hours', '2024-12-28', ALTERNATE, false],
    ['29 weeks later, next year, is by appointment', '2026-01-03', ALTERNATE, true],
    ['a Friday is never affected', '2025-06-20', ALTERNATE, false],
    [
      'inverted: the reference Saturday is the appointment one',
      '2025-06-14',
      { reference_date: '2025-06-14', reference_open: false },
      true,
    ],
    ['inverted: one week later keeps its hours', '2025-06-21', { reference_date: '2025-06-14', reference_open: false }, false],
  ] as const)('%s', (_case, date, rule, off) => {
    expect(isAlternateOffDay(date, rule)).toBe(off);
  });
});

describe('dayHours', () => {
  const special = [
    { date: '2025-12-25', status: 'Closed' as const, start_hour: null, end_hour: null, name: 'Christmas Day' },
    { date: '2025-06-22', status: 'Open' as const, start_hour: '10:00', end_hour: '14:00', name: 'Sunday sale' },
    { date: '2025-06-21', status: 'Open' as const, start_hour: '09:00', end_hour: '12:00', name: 'Open day' },
  ];
  it.each<[string, string, HoursOptions, DayHours]>([
    ['a weekday', '2025-06-16', {}, { status: 'open', text: '8:30 am – 5:30 pm', open: 510, close: 1050 }],
    ['Sunday closed', '2025-06-15', {}, { status: 'closed', text: 'Closed' }],
    ['Christmas on a Thursday: special hours close it', '2025-12-25', { special }, { status: 'closed', text: 'Closed' }],
    ['special opening on a Sunday', '2025-06-22', { special }, { status: 'open', text: '10:00 am – 2:00 pm', open: 600, close: 840 }],
    ['off Saturday is by appointment', '2025-06-21', { alternating: ALTERNATE }, { status: 'by_appointment', text: 'By appointment only' }],
    [
      'special hours win over the alternating rule',
      '2025-06-21',
      { alternating: ALTERNATE, special },
      { status: 'open', text: '9:00 am – 12:00 pm', open: 540, close: 720 },
    ],
    [
      'custom off-week label',
      '2025-06-21',
      { alternating: { ...ALTERNATE, label: 'Service by appointment' } },
      { status: 'by_appointment', text: 'Service by appointment' },
    ],
  ])('%s', (_case, date, opts, expected) => {
    expect(dayHours(YARD, date, opts)).toEqual(expected);
  });
});

describe('isOpenAt in the location time zone', () => {
  it.each<[string, OpeningHoursEntry[], string, string, HoursOptions, boolean]>([
    // Perth, UTC+8 all year
    ['Perth Monday 08:29 → closed', YARD, '2025-06-16T00:29:00Z', 'Australia/Perth', {}, false],
    ['Perth Monday 08:30 → open (opening minute included)', YARD, '2025-06-16T00:30:00Z', 'Australia/Perth', {}, true],
    ['Perth Monday 17:29 → open', YARD, '2025-06-16T09:29:00Z', 'Australia/Perth', {}, true],
    ['Perth Monday 17:30 → closed (closing minute excluded)', YARD, '2025-06-16T09:30:00Z', 'Australia/Perth', {}, false],
    ['Perth reference Saturday 10:00 → open', YARD, '2025-06-14T02:00:00Z', 'Australia/Perth', { alternating: ALTERNATE }, true],
    [
      'Perth alternate Saturday 10:00 → by appointment, not open',
      YARD,
      '2025-06-21T02:00:00Z',
      'Australia/Perth',
      { alternating: ALTERNATE },
      false,
    ],
    ['Perth Sunday → closed', YARD, '2025-06-15T02:00:00Z', 'Australia/Perth', {}, false],
    // Same instant, two zones: 07:45Z on Monday 16 June is 17:45 in Sydney, 15:45 in Perth
    ['Sydney 17:45 → closed', YARD, '2025-06-16T07:45:00Z', 'Australia/Sydney', {}, false],
    ['Perth 15:45 → open', YARD, '2025-06-16T07:45:00Z', 'Australia/Perth', {}, true],
    // Sydney DST ends 2025-04-06 03:00 AEDT → 02:00 AEST
    ['Sydney DST-end Sunday 09:30 AEST → closed', SYDNEY, '2025-04-05T23:30:00Z', 'Australia/Sydney', {}, false],
    ['Sydney DST-end Sunday 10:00 AEST → open', SYDNEY, '2025-04-06T00:00:00Z', 'Australia/Sydney', {}, true],
    ['Sydney DST-end Sunday 15:59 AEST → open', SYDNEY, '2025-04-06T05:59:00Z', 'Australia/Sydney', {}, true],
    ['Sydney DST-end Sunday 16:00 AEST → closed', SYDNEY, '2025-04-06T06:00:00Z', 'Australia/Sydney', {}, false],
    // Sydney DST starts 2025-10-05 02:00 AEST → 03:00 AEDT (a fixed +10 would be an hour early)
    ['Sydney DST-start Sunday 10:00 AEDT → open', SYDNEY, '2025-10-04T23:00:00Z', 'Australia/Sydney', {}, true],
    ['Sydney DST-start Sunday 09:59 AEDT → closed', SYDNEY, '2025-10-04T22:59:00Z', 'Australia/Sydney', {}, false],
    ['Sydney Monday after DST start 08:30 AEDT → open', SYDNEY, '2025-10-05T21:30:00Z', 'Australia/Sydney', {}, true],
    ['Perth at that instant is 05:30 → closed', SYDNEY, '2025-10-05T21:30:00Z', 'Australia/Perth', {}, false],
    // Odd data
    [
      'open status without times is not "open now"',
      [{ weekday: 1, status: 'Open', open: null, close: null, formated_hours: 'Call us' }],
      '2025-06-16T02:00:00Z',
      'Australia/Perth',
      {},
      false,
    ],
    ['close at 00:00 means midnight', [open(1, '18:00', '00:00')], '2025-06-16T15:30:00Z', 'Australia/Perth', {}, true],
  ])('%s', (_case, hours, iso, zone, opts, expected) => {
    expect(isOpenAt(hours, at(iso), zone, opts)).toBe(expected);
  });

  it('throws RangeError for an unknown time zone', () => {
    expect(() => isOpenAt(YARD, at('2025-06-16T02:00:00Z'), 'Perth')).toThrow(RangeError);
  });
});

describe('timezoneForState', () => {
  it.each([
    ['WA', 'Australia/Perth'],
    ['nsw', 'Australia/Sydney'],
    ['ACT', 'Australia/Sydney'],
    ['VIC', 'Australia/Melbourne'],
    ['QLD', 'Australia/Brisbane'],
    ['SA', 'Australia/Adelaide'],
    ['TAS', 'Australia/Hobart'],
    ['NT', 'Australia/Darwin'],
    ['AU-VIC', 'Australia/Melbourne'],
    ['Victoria', null],
    ['', null],
    [null, null],
  ])('%j → %j', (state, zone) => {
    expect(timezoneForState(state)).toBe(zone);
  });
});

describe("openNowLine (in the location's zone, special hours and the alternating rule applied)", () => {
  const PERTH = 'Australia/Perth';
  const rule = locationHoursOptions({
    special_hours: [{ date: '2025-12-25', status: 'Closed', start_hour: null, end_hour: null }],
    alternating_hours: ALTERNATE,
  });
  it.each([
    [
      'Saturday 2025-06-14 10:00 Perth, the reference Saturday: open',
      '2025-06-14T02:00:00Z',
      { open: true, text: 'Open now until 1:00 pm' },
    ],
    [
      'Saturday 2025-06-21 10:00 Perth, the week after: by appointment',
      '2025-06-21T02:00:00Z',
      { open: false, text: 'Closed now · today: By appointment only' },
    ],
    ['Monday 07:00 Perth: opens later today', '2025-06-16T23:00:00Z', { open: false, text: 'Closed now · opens today at 8:30 am' }],
    ['Christmas Day (a Thursday) 10:00 Perth: the special entry closes it', '2025-12-25T02:00:00Z', { open: false, text: 'Closed now' }],
    ['Sunday: closed', '2025-06-15T02:00:00Z', { open: false, text: 'Closed now' }],
  ])('%s', (_case, iso, expected) => {
    expect(openNowLine(YARD, at(iso), PERTH, rule)).toEqual(expected);
  });
});

describe('closed-day display, location options and holiday rows (spec §8, §3 special hours)', () => {
  it('closed-day texts of spec §8', () => {
    expect([closedDayLabel('closed'), closedDayLabel('by_appointment'), closedDayLabel('enquire')]).toEqual([
      'Closed',
      'By appointment only',
      'Enquire Now',
    ]);
  });
  it('upcoming special hours from today, in date order, with their text', () => {
    const special = [
      { date: '2026-12-26', status: 'Open' as const, start_hour: '10:00', end_hour: '14:00' },
      { date: '2026-01-01', status: 'Closed' as const, start_hour: null, end_hour: null },
      { date: '2026-12-25', status: 'Closed' as const, start_hour: null, end_hour: null },
    ];
    const rows = upcomingSpecialHours(special, '2026-11-23');
    expect(rows.map((r) => r.date)).toEqual(['2026-12-25', '2026-12-26']);
    expect(rows.map((r) => specialHoursText(r))).toEqual(['Closed', '10:00 am – 2:00 pm']);
  });
});
