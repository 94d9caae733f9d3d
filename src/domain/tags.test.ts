import { describe, expect, it } from 'vitest';
import {
  cardTag,
  DEFAULT_JUST_ARRIVED_DAYS,
  DEFAULT_SOLD_TAG_NAME,
  isJustArrived,
  powertrain,
  type CardTag,
  type TagFields,
  type TagSettings,
} from './tags.ts';

const NOW = Date.parse('2025-06-14T02:00:00Z') / 1000;
const DAY = 86_400;
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();
const OLD = '2025-01-01T09:00:00+10:00';

const car = (over: Partial<TagFields>): TagFields => ({
  status: 'in_stock',
  simple_fuel: 'Unleaded',
  fuel: null,
  reserved: false,
  certified: false,
  tag: null,
  created_at: OLD,
  ...over,
});

describe('powertrain', () => {
  it.each([
    ['Electric', 'electric'],
    ['ELECTRIC', 'electric'],
    ['EV', 'electric'],
    ['BEV', 'electric'],
    ['Hybrid', 'hybrid'],
    ['PHEV', 'hybrid'],
    ['Plug-in Hybrid', 'hybrid'],
    ['Petrol - Electric', 'hybrid'],
    ['Hybrid with Premium Unleaded', 'hybrid'],
    ['Unleaded', null],
    ['Diesel', null],
    ['Premium', null],
    ['LPG', null],
    ['Other', null],
    ['-', null],
    ['', null],
    [null, null],
    ['Leaded', null], // contains no "ev" word
  ] as const)('%j → %s', (fuel, expected) => {
    expect(powertrain(fuel)).toBe(expected);
  });
});

describe('isJustArrived (spec §4: created within the configured days, default 8)', () => {
  it('default is 8 days', () => expect(DEFAULT_JUST_ARRIVED_DAYS).toBe(8));
  it.each([
    ['listed today', iso(NOW - 3600), 8, true],
    ['exactly 8 days ago (inclusive)', iso(NOW - 8 * DAY), 8, true],
    ['8 days and 1 second ago', iso(NOW - 8 * DAY - 1), 8, false],
    ['site setting 14 days: 10 days ago', iso(NOW - 10 * DAY), 14, true],
    ['site setting 0 switches it off', iso(NOW), 0, false],
    ['listed "after now" (clock skew) counts', iso(NOW + 60), 8, true],
    ['unparseable created_at never counts', 'yesterday', 8, false],
    ['offset instant is honoured', '2025-06-06T12:00:00+10:00', 8, true], // 02:00Z on 6 June = exactly 8 days
  ] as const)('%s', (_case, createdAt, days, expected) => {
    expect(isJustArrived(createdAt, NOW, days)).toBe(expected);
  });
});

describe('cardTag priority (spec §4)', () => {
  const defaults: TagSettings = {};
  const site: TagSettings = { just_arrived_tag_name: 'Fresh In', sold_tag_name: 'SOLD', just_arrived_days: 8 };
  const everything = {
    simple_fuel: 'Hybrid',
    reserved: true,
    certified: true,
    tag: 'Test Drive Only',
    status: 'coming_soon',
    created_at: iso(NOW),
  } as const;

  it.each<[string, Partial<TagFields>, TagSettings, CardTag]>([
    [
      'sold car → default JUST SOLD, over everything else',
      { ...everything, status: 'sold' },
      defaults,
      { kind: 'sold', label: DEFAULT_SOLD_TAG_NAME },
    ],
    ['sold car → configured sold tag name', { status: 'sold' }, site, { kind: 'sold', label: 'SOLD' }],
    ['any other status counts as sold', { status: 'withdrawn' }, defaults, { kind: 'sold', label: 'JUST SOLD' }],
    ['1. hybrid beats reserved, certified, custom, coming soon, just arrived', everything, defaults, { kind: 'hybrid', label: 'Hybrid' }],
    ['1. EV with no cylinders → Electric', { simple_fuel: 'Electric' }, defaults, { kind: 'electric', label: 'Electric' }],
    ['1. blank simple_fuel falls back to fuel', { simple_fuel: ' ', fuel: 'Electric' }, defaults, { kind: 'electric', label: 'Electric' }],
    [
      '1. switched off on this site → next rule',
      { ...everything },
      { electric_hybrid_tag: false },
      { kind: 'reserved', label: 'Reserved' },
    ],
    ['2. reserved beats certified', { reserved: true, certified: true }, defaults, { kind: 'reserved', label: 'Reserved' }],
    ['3. certified beats custom tag', { certified: true, tag: 'Test Drive Only' }, defaults, { kind: 'certified', label: 'Certified' }],
    ['4. custom tag text, trimmed', { tag: '  Test Drive Only ' }, defaults, { kind: 'custom', label: 'Test Drive Only' }],
    [
      '4. custom tag beats coming soon',
      { tag: 'Demo Special', status: 'coming_soon' },
      defaults,
      { kind: 'custom', label: 'Demo Special' },
    ],
    ['4. blank custom tag is ignored', { tag: '   ', status: 'coming_soon' }, defaults, { kind: 'coming_soon', label: 'COMING SOON' }],
    [
      '5. coming soon beats just arrived',
      { status: 'coming_soon', created_at: iso(NOW) },
      defaults,
      { kind: 'coming_soon', label: 'COMING SOON' },
    ],
    ['6. just arrived, default name', { created_at: iso(NOW - DAY) }, defaults, { kind: 'just_arrived', label: 'Just Arrived' }],
    ['6. just arrived, configured name', { created_at: iso(NOW - DAY) }, site, { kind: 'just_arrived', label: 'Fresh In' }],
    ['6. 9 days old → none', { created_at: iso(NOW - 9 * DAY) }, defaults, { kind: 'none' }],
    ['plain petrol car, old listing → none', {}, defaults, { kind: 'none' }],
  ])('%s', (_case, over, settings, expected) => {
    expect(cardTag(car(over), settings, NOW)).toEqual(expected);
  });
});
