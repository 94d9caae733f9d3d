/**
 * Derived text content: dealer comments and a standard-equipment list that only restate the car's
 * own fields (never a claim the feed does not make). Spec §5: dealer comments are split on `|` into
 * paragraphs, and a blank comment shows the 'pending' message, so some cars deliberately get none.
 */
import { formatNumber } from '../../domain/money.ts';
import type { CarDraft } from '../importers/types.ts';
import { unit } from './hash.ts';

/** Share of cars (without feed comments) that get derived comments; the rest stay blank ('pending'). */
export const COMMENTS_SHARE = 0.85;

const CONDITION: Readonly<Record<string, string>> = { new: 'New', used: 'Used', demo: 'Demo' };
const DRIVE_TEXT: Readonly<Record<string, string>> = {
  FWD: 'Front-wheel drive',
  RWD: 'Rear-wheel drive',
  AWD: 'All-wheel drive',
  '4WD': 'Four-wheel drive',
};
const FUEL_TEXT: Readonly<Record<string, string>> = {
  Petrol: 'Petrol engine',
  Diesel: 'Diesel engine',
  Hybrid: 'Hybrid powertrain',
  Electric: 'Electric motor',
  LPG: 'LPG engine',
};

const join = (parts: (string | null | false | undefined)[], sep: string): string =>
  parts.filter((p): p is string => typeof p === 'string' && p !== '').join(sep);

/** `4-cylinder 2.2 L engine`, `2.2 L engine`, `689 cc engine` or null. */
function engineText(d: CarDraft): string | null {
  if (d.engine_cc !== null) return `${formatNumber(d.engine_cc)} cc engine`;
  if (d.cylinders !== null && d.engine_size !== null) return `${d.cylinders}-cylinder ${d.engine_size} L engine`;
  if (d.engine_size !== null) return `${d.engine_size} L engine`;
  if (d.cylinders !== null) return `${d.cylinders}-cylinder engine`;
  return null;
}

/** Caravan specification phrases, in display order. Lengths in feet, masses in kg. */
function caravanPhrases(d: CarDraft): string[] {
  const s = d.specifications;
  if (!s) return [];
  return [
    s.sleeps !== null ? `Sleeps ${s.sleeps}` : null,
    s.body_length !== null ? `${s.body_length} ft body length` : null,
    s.body_width !== null ? `${s.body_width} ft body width` : null,
    s.axle_type !== null ? `${s.axle_type} axle` : null,
    s.tare_weight !== null ? `Tare ${formatNumber(s.tare_weight)} kg` : null,
    s.aggregate_trailer_mass !== null ? `ATM ${formatNumber(s.aggregate_trailer_mass)} kg` : null,
  ].filter((p): p is string => p !== null);
}

/**
 * The standard-equipment list: one phrase per known field, e.g. `Automatic transmission`,
 * `All-wheel drive`, `7 seats`, `Diesel engine`, `Fuel consumption 8.7 L/100 km`.
 */
export function standardEquipment(d: CarDraft): string[] {
  return [
    d.simple_transmission && `${d.simple_transmission} transmission`,
    d.drive && DRIVE_TEXT[d.drive],
    d.seats !== null && `${d.seats} seats`,
    d.doors !== null && `${d.doors} doors`,
    d.simple_fuel && FUEL_TEXT[d.simple_fuel],
    engineText(d),
    d.fuel_consumption !== null && `Fuel consumption ${d.fuel_consumption} L/100 km`,
    ...caravanPhrases(d),
  ].filter((p): p is string => typeof p === 'string' && p !== '');
}

/**
 * Dealer comments restating the car, `|`-separated, e.g.
 * `2019 Toyota Hilux SR (4X4) | Used, Automatic, 4WD, Diesel | 82,431 km | White exterior, Black interior | ...`.
 * `name` is the car's display name. New cars' km is left out. The yard is not restated: a tenant
 * places the car at one of its own locations, which the vehicle page shows beside the comments.
 */
export function restatingComments(d: CarDraft, name: string): string {
  return join(
    [
      name,
      join([CONDITION[d.car_type], d.simple_transmission, d.drive, d.simple_fuel], ', '),
      d.km !== null && d.car_type !== 'new' && `${formatNumber(d.km)} km`,
      join([d.colour && `${d.colour} exterior`, d.interior_colour && `${d.interior_colour} interior`], ', '),
      join([d.seats !== null && `${d.seats} seats`, d.doors !== null && `${d.doors} doors`], ', '),
      join([engineText(d), d.fuel_consumption !== null && `${d.fuel_consumption} L/100 km`], ', '),
      join(caravanPhrases(d), ', '),
    ],
    ' | ',
  );
}

/** Whether a car without feed comments gets derived ones (deterministic, about `COMMENTS_SHARE`). */
export function getsComments(seed: string): boolean {
  return unit(seed, 'comments') < COMMENTS_SHARE;
}
