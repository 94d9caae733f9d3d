import { describe, expect, it } from 'vitest';
import {
  blockLayout,
  dealershipChoices,
  DEALERSHIP_PLACEHOLDER,
  departmentsOf,
  filterLocations,
  uniqueByStreet,
  type LocationLike,
} from './locations.ts';

const loc = (
  id: string,
  location_type: LocationLike['location_type'],
  street: string,
  extra: Partial<LocationLike> = {},
): LocationLike => ({ id, location_type, primary: false, visible: true, address: { street }, ...extra });
const LOCS = [
  loc('a', 'sales', '1 Main Rd'),
  loc('b', 'sales', '9 High St', { primary: true }),
  loc('a-svc', 'service', '1 MAIN RD.'),
  loc('a-parts', 'parts', '1 Main Rd'),
  loc('all', '', '5 Side St'),
  loc('gone', 'sales', '7 Old Rd', { visible: false }),
];

describe('filterLocations (spec §2: primary, sales, service, parts, service-and-parts, all, or an id)', () => {
  it.each<[string, string[]]>([
    ['primary', ['b']],
    ['sales', ['a', 'b', 'all']],
    ['service', ['a-svc', 'all']],
    ['parts', ['a-parts', 'all']],
    ['service_and_parts', ['a-svc', 'a-parts', 'all']],
    ['all', ['a', 'b', 'a-svc', 'a-parts', 'all']],
    ['id:a-svc', ['a-svc']],
    ['id:gone', []],
  ])('%s', (filter, ids) => {
    expect(filterLocations(LOCS, filter as never).map((l) => l.id)).toEqual(ids);
  });
});

describe('blockLayout (spec §9: 3 columns and the carousel hint for more than 3)', () => {
  it.each([
    ['auto', 1, { kind: 'section', columns: 1, hint: false }],
    ['auto', 2, { kind: 'grid', columns: 2, hint: false }],
    ['grid', 4, { kind: 'grid', columns: 3, hint: false }],
    ['carousel', 3, { kind: 'carousel', columns: 3, hint: false }],
    ['carousel', 4, { kind: 'carousel', columns: 3, hint: true }],
  ] as const)('%s with %i', (layout, count, expected) => {
    expect(blockLayout(layout, count)).toEqual(expected);
  });
});

describe('departments and addresses by street (spec §2 department select, §9 addresses de-duplicated by street)', () => {
  it("a location's departments are the visible ones at its street, sales, service, parts", () => {
    expect(departmentsOf(LOCS[3]!, LOCS).map((l) => l.id)).toEqual(['a-parts', 'a', 'a-svc']);
    expect(departmentsOf(LOCS[1]!, LOCS).map((l) => l.id)).toEqual(['b']);
  });
  it('streets listed once', () => {
    expect(uniqueByStreet(LOCS).map((l) => l.id)).toEqual(['a', 'b', 'all', 'gone']);
  });
});

describe('dealership picker of a location block (spec §2 placeholder, §4 auto-select with one option)', () => {
  const dealerships = [
    { id: 'west', name: 'West' },
    { id: 'east', name: 'East' },
    { id: 'north', name: 'North' },
  ];
  it('offers the dealerships that own the block’s locations, in config order; none selected', () => {
    const r = dealershipChoices([{ dealership_id: 'north' }, { dealership_id: 'west' }, { dealership_id: 'west' }], dealerships);
    expect(r.options.map((d) => d.id)).toEqual(['west', 'north']);
    expect(r.selected).toBeNull();
    expect(DEALERSHIP_PLACEHOLDER).toBe('Please select a dealership...');
  });
  it('auto-selects the only option', () => {
    expect(dealershipChoices([{ dealership_id: 'east' }], dealerships)).toEqual({ options: [dealerships[1]], selected: dealerships[1] });
  });
});
