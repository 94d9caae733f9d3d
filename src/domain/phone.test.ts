import { describe, expect, it } from 'vitest';
import { choosePhone, formatAuPhone, parseAuPhone, uniquePhones, type AuPhone, type PhonesByCarType } from './phone.ts';

describe('parseAuPhone (spec §9: Australian format, +61 replaced with 0)', () => {
  const mobile: AuPhone = { kind: 'mobile', display: '0412 345 678', href: 'tel:+61412345678', digits: '0412345678' };
  const sydney: AuPhone = { kind: 'landline', display: '02 9876 5432', href: 'tel:+61298765432', digits: '0298765432' };
  it.each<[string, string | null | undefined, AuPhone | null]>([
    ['mobile, national digits', '0412345678', mobile],
    ['mobile, +61 with spaces', '+61 412 345 678', mobile],
    ['mobile, 61 without plus', '61412345678', mobile],
    ['mobile, +61 (0) trunk prefix', '+61 (0)412 345 678', mobile],
    ['mobile that lost its leading zero in a spreadsheet', '412345678', mobile],
    ['mobile with dashes', '0412-345-678', mobile],
    ['landline with brackets → no brackets', '(02) 9876 5432', sydney],
    ['landline in E.164', '+61298765432', sydney],
    ['landline +61 (0)2', '+61 (0)2 9876 5432', sydney],
    ['landline with dots', '02.9876.5432', sydney],
    ['landline with an extension: extension dropped', '02 9876 5432 ext 12', sydney],
    ['Perth landline', '08 9321 1234', { kind: 'landline', display: '08 9321 1234', href: 'tel:+61893211234', digits: '0893211234' }],
    ['Melbourne landline', '0398765432', { kind: 'landline', display: '03 9876 5432', href: 'tel:+61398765432', digits: '0398765432' }],
    ['13 number keeps national digits in the href', '132265', { kind: 'short', display: '13 22 65', href: 'tel:132265', digits: '132265' }],
    ['13 number with spaces', '13 22 65', { kind: 'short', display: '13 22 65', href: 'tel:132265', digits: '132265' }],
    ['1300 number', '1300123456', { kind: 'local_rate', display: '1300 123 456', href: 'tel:1300123456', digits: '1300123456' }],
    ['1800 number', '1800 123 456', { kind: 'freecall', display: '1800 123 456', href: 'tel:1800123456', digits: '1800123456' }],
    [
      '1300 phoneword keeps its letters, dials the keypad digits',
      '1300 TOYOTA',
      { kind: 'local_rate', display: '1300 TOYOTA', href: 'tel:1300869682', digits: '1300869682' },
    ],
    [
      'New Zealand number shown as written',
      '+64 9 123 4567',
      { kind: 'other', display: '+64 9 123 4567', href: 'tel:+6491234567', digits: '6491234567' },
    ],
    [
      '8-digit local number shown as written',
      '9876  5432',
      { kind: 'other', display: '9876 5432', href: 'tel:98765432', digits: '98765432' },
    ],
    ['masked feed number → null', '02 **** ****', null],
    ['too short → null', '12345', null],
    ['blank → null', '   ', null],
    ['empty → null', '', null],
    ['null → null', null, null],
    ['undefined → null', undefined, null],
    ['words only → null', 'call us', null],
  ])('%s', (_case, raw, expected) => {
    expect(parseAuPhone(raw)).toEqual(expected);
  });

  it('formatAuPhone is the display text', () => {
    expect(formatAuPhone('+61298765432')).toBe('02 9876 5432');
    expect(formatAuPhone('02 **** ****')).toBeNull();
  });
});

describe('choosePhone (spec §9 Phone number choice)', () => {
  const all: PhonesByCarType = { override: null, new: '0211111111', demo: '0222222222', used: '0233333333' };
  const LOC = '0299999999';
  it.each<[string, PhonesByCarType, string | null, string | null, string | null]>([
    ['override wins for any car type', { ...all, override: '1300 123 456' }, 'used', LOC, '1300 123 456'],
    ['new car → new number', all, 'new', LOC, '02 1111 1111'],
    ['demo car → demo number', all, 'demo', LOC, '02 2222 2222'],
    ['demo car without a demo number → new number', { ...all, demo: null }, 'demo', LOC, '02 1111 1111'],
    ['used car → used number', all, 'used', LOC, '02 3333 3333'],
    ['used car without a used number → new number', { ...all, used: null }, 'used', LOC, '02 1111 1111'],
    ['new car without a new number → used number', { ...all, new: null }, 'new', LOC, '02 3333 3333'],
    ['demo car, only a used number → used number', { used: '0233333333' }, 'demo', LOC, '02 3333 3333'],
    ['no site numbers → location phone', {}, 'used', LOC, '02 9999 9999'],
    ['masked override is skipped', { ...all, override: '02 **** ****' }, 'used', LOC, '02 3333 3333'],
    ['unknown car type → new number', all, null, LOC, '02 1111 1111'],
    ['nothing at all → null (caller warns)', {}, 'new', null, null],
    ['only a masked location phone → null', {}, 'new', '02 **** ****', null],
  ])('%s', (_case, phones, carType, location, expected) => {
    expect(choosePhone(phones, carType, location)?.display ?? null).toBe(expected);
  });
});

describe('uniquePhones (spec §9: duplicates removed by digits only)', () => {
  it('keeps the first of each number, in order, dropping unusable ones', () => {
    const out = uniquePhones([
      '(02) 9876 5432',
      '+61 2 9876 5432',
      '0412345678',
      null,
      '02 **** ****',
      '0412 345 678',
      '1300 123 456',
      '02 9876 5433',
    ]);
    expect(out.map((p) => p.display)).toEqual(['02 9876 5432', '0412 345 678', '1300 123 456', '02 9876 5433']);
  });
  it('empty list → empty', () => expect(uniquePhones([])).toEqual([]));
});
