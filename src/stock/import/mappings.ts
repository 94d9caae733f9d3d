/**
 * Mapping tables from feed vocabulary to the display values the site filters and shows
 * (spec §3 *Car*: `simple_body`, `simple_fuel`, `simple_transmission`, `drive`, `state`).
 * The raw feed value is always kept beside the simple one (`bodyconfiguration`, `fuel`, `trans`).
 * Lookups are case-insensitive; a value not in a table maps to `null` (unknown), never to a guess.
 */

/** Display body names the platform uses for `simple_body`. */
export const SIMPLE_BODIES = [
  'SUV',
  'Hatchback',
  'Sedan',
  'Ute',
  'Wagon',
  'Coupe',
  'Convertible',
  'People Mover',
  'Van/Commercial',
  'Caravan',
  'Motorcycle',
] as const;
export type SimpleBody = (typeof SIMPLE_BODIES)[number];

/** Feed body type → `simple_body`. `Other` (trucks, odd Audi listings in the real feed) stays unknown. */
export const BODY_TABLE: Readonly<Record<string, SimpleBody>> = {
  suv: 'SUV',
  hatchback: 'Hatchback',
  hatch: 'Hatchback',
  sedan: 'Sedan',
  'ute / tray': 'Ute',
  ute: 'Ute',
  'cab chassis': 'Ute',
  wagon: 'Wagon',
  'station wagon': 'Wagon',
  coupe: 'Coupe',
  convertible: 'Convertible',
  cabriolet: 'Convertible',
  'people mover': 'People Mover',
  commercial: 'Van/Commercial',
  van: 'Van/Commercial',
  caravan: 'Caravan',
  motorcycle: 'Motorcycle',
};

/** Display fuel names for `simple_fuel`. */
export const SIMPLE_FUELS = ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'LPG', 'Other'] as const;
export type SimpleFuel = (typeof SIMPLE_FUELS)[number];

/** Feed fuel type → `simple_fuel`: unleaded, premium and leaded are all petrol. */
export const FUEL_TABLE: Readonly<Record<string, SimpleFuel>> = {
  unleaded: 'Petrol',
  premium: 'Petrol',
  leaded: 'Petrol',
  petrol: 'Petrol',
  diesel: 'Diesel',
  hybrid: 'Hybrid',
  electric: 'Electric',
  lpg: 'LPG',
  other: 'Other',
};

/** Feed transmission → `simple_transmission` (Automatic or Manual). */
export const TRANSMISSION_TABLE: Readonly<Record<string, 'Automatic' | 'Manual'>> = {
  automatic: 'Automatic',
  auto: 'Automatic',
  manual: 'Manual',
};

/** Feed drive type → `drive` (FWD, RWD, AWD, 4WD). The real feed's `Other` is not a drive type: unknown. */
export const DRIVE_TABLE: Readonly<Record<string, 'FWD' | 'RWD' | 'AWD' | '4WD'>> = {
  front: 'FWD',
  fwd: 'FWD',
  rear: 'RWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': '4WD',
  '4x4': '4WD',
};

/** Australian state and territory codes. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** Looks `value` up in a table, case-insensitively and trimmed; `null` when absent. */
export function lookup<T>(table: Readonly<Record<string, T>>, value: string | null): T | null {
  if (value === null) return null;
  return table[value.trim().toLowerCase()] ?? null;
}

/**
 * A state code from a feed value: `NSW`, `nsw`, or the ISO 3166-2 form `AU-VIC` (one real row).
 * Returns the code and whether it had to be rewritten; `null` when it is not an Australian state.
 */
export function parseState(value: string): { state: AuState; rewritten: boolean } | null {
  const raw = value.trim().toUpperCase();
  const code = raw.startsWith('AU-') ? raw.slice(3) : raw;
  if (!(AU_STATES as readonly string[]).includes(code)) return null;
  return { state: code as AuState, rewritten: code !== value.trim() };
}
