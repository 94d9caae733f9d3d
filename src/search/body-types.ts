/**
 * The body type list of the search facets (spec §9 *Search* "Body types: 4x4, bus, cabChassis,
 * convertible, coupe, ev, hardtop, hatch, hatchback, motorhome, lightTruck, peopleMover, prestige,
 * sedan, softtop, suv, ute, van, wagon, stationWagon"). The stock's `simple_body` values ('SUV',
 * 'People Mover', 'Van/Commercial') are matched to these keys; the body facet lists values in this
 * order, values outside the list after them by count.
 */

/** The spec's body type keys, in the spec's order. */
export const BODY_TYPES = [
  '4x4',
  'bus',
  'cabChassis',
  'convertible',
  'coupe',
  'ev',
  'hardtop',
  'hatch',
  'hatchback',
  'motorhome',
  'lightTruck',
  'peopleMover',
  'prestige',
  'sedan',
  'softtop',
  'suv',
  'ute',
  'van',
  'wagon',
  'stationWagon',
] as const;
export type BodyType = (typeof BODY_TYPES)[number];

const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const BY_SQUASHED = new Map<string, BodyType>(BODY_TYPES.map((k) => [squash(k), k]));

/**
 * The body type key of a stock body value: the whole value squashed ('People Mover' → peopleMover,
 * 'Cab Chassis' → cabChassis, 'Station Wagon' → stationWagon), else its first word ('Van/Commercial'
 * → van); null when neither is in the list ('Caravan').
 */
export function bodyTypeKey(value: string): BodyType | null {
  return BY_SQUASHED.get(squash(value)) ?? BY_SQUASHED.get(squash(value.split(/[\s/]+/)[0] ?? '')) ?? null;
}

/** Sort of body facet values: spec order first, then by count, then name. */
export function compareBodyValues(a: { name: string; count: number }, b: { name: string; count: number }): number {
  const ka = bodyTypeKey(a.name);
  const kb = bodyTypeKey(b.name);
  const ia = ka ? BODY_TYPES.indexOf(ka) : BODY_TYPES.length;
  const ib = kb ? BODY_TYPES.indexOf(kb) : BODY_TYPES.length;
  return ia - ib || b.count - a.count || a.name.localeCompare(b.name);
}
