import { describe, expect, it } from 'vitest';
import { regoDisplay, type RegoDisplay } from './rego.ts';

const at = (iso: string) => Date.parse(iso) / 1000;
/** 2026-03-13T14:30Z is 01:30 on 14 March in Sydney (AEDT) but 22:30 on 13 March in Perth. */
const EDGE = at('2026-03-13T14:30:00Z');
const MID_2026 = at('2026-06-01T02:00:00Z');

describe('regoDisplay (spec §4 Rego expiry)', () => {
  it.each<[string, string | null, number, string, boolean, RegoDisplay | null]>([
    [
      'future date',
      '2027-03-14',
      MID_2026,
      'Australia/Sydney',
      false,
      { kind: 'expires', date: '2027-03-14', label: 'Expires on 14 March 2027' },
    ],
    [
      'single-digit day has no leading zero',
      '2027-03-04',
      MID_2026,
      'Australia/Sydney',
      true,
      { kind: 'expires', date: '2027-03-04', label: 'Expires on 4 March 2027' },
    ],
    ['expired, site shows Unregistered', '2026-05-31', MID_2026, 'Australia/Sydney', true, { kind: 'unregistered', label: 'Unregistered' }],
    ['expired, site hides the line', '2026-05-31', MID_2026, 'Australia/Sydney', false, null],
    [
      'no rego date is unknown, not "Unregistered": hidden even where the site shows Unregistered',
      null,
      MID_2026,
      'Australia/Sydney',
      true,
      null,
    ],
    ['no rego date, site hides the line', null, MID_2026, 'Australia/Sydney', false, null],
    ['impossible date counts as unknown: hidden', '2027-02-30', MID_2026, 'Australia/Sydney', true, null],
    [
      'expires today (Sydney) → still current',
      '2026-03-14',
      EDGE,
      'Australia/Sydney',
      false,
      { kind: 'expires', date: '2026-03-14', label: 'Expires on 14 March 2026' },
    ],
    [
      'expired yesterday in Sydney though still "today" in UTC',
      '2026-03-13',
      EDGE,
      'Australia/Sydney',
      true,
      { kind: 'unregistered', label: 'Unregistered' },
    ],
    [
      'same instant in Perth: it is still 13 March there',
      '2026-03-13',
      EDGE,
      'Australia/Perth',
      true,
      { kind: 'expires', date: '2026-03-13', label: 'Expires on 13 March 2026' },
    ],
  ])('%s', (_case, rego_expiry, now, timezone, showUnregistered, expected) => {
    expect(regoDisplay({ car_type: 'used', rego_expiry, now, timezone, showUnregistered })).toEqual(expected);
  });

  it.each<[string, string, string | null, RegoDisplay | null]>([
    ['a new car without rego is not "Unregistered": the line is hidden', 'new', null, null],
    ['a new car whose rego lapsed: hidden too', 'new', '2026-05-31', null],
    [
      'a new car already registered still shows its expiry',
      'new',
      '2027-03-14',
      { kind: 'expires', date: '2027-03-14', label: 'Expires on 14 March 2027' },
    ],
    ['a demo car whose rego lapsed is "Unregistered"', 'demo', '2026-05-31', { kind: 'unregistered', label: 'Unregistered' }],
    ['a used car whose rego lapsed is "Unregistered"', 'used', '2026-05-31', { kind: 'unregistered', label: 'Unregistered' }],
    ['a used car with no rego date: unknown, hidden', 'used', null, null],
  ])('on a site that shows Unregistered: %s', (_case, car_type, rego_expiry, expected) => {
    expect(regoDisplay({ car_type, rego_expiry, now: MID_2026, timezone: 'Australia/Sydney', showUnregistered: true })).toEqual(expected);
  });

  it('throws RangeError for an unknown time zone', () => {
    expect(() =>
      regoDisplay({ car_type: 'used', rego_expiry: '2027-03-14', now: MID_2026, timezone: 'Sydney', showUnregistered: false }),
    ).toThrow(RangeError);
  });
});
