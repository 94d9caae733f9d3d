/**
 * Measurements written for Australian buyers (spec §2 "odometer in km", §3 *variant* and caravan
 * *specifications*: "feet, also shown in metres"). Metric units with en-AU separators:
 * '82,431 km', '2.2 L', '8.7 L/100 km', '3,500 kg', '5,325 mm', '500 Nm', '21 ft (6.40 m)'.
 * Every function throws RangeError for a non-finite number (callers drop missing values first).
 */

/** Metres in one international foot. */
export const METRES_PER_FOOT = 0.3048;

const formatters = new Map<string, Intl.NumberFormat>();

/** A number with en-AU thousands separators and between `min` and `max` decimals. */
export function formatDecimal(value: number, min: number, max: number = min): string {
  if (!Number.isFinite(value)) throw new RangeError(`expected a finite number, got ${String(value)}`);
  const key = `${min}:${max}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('en-AU', { minimumFractionDigits: min, maximumFractionDigits: max });
    formatters.set(key, f);
  }
  const text = f.format(value);
  return /^-0(\.0*)?$/.test(text) ? text.slice(1) : text; // never "-0" or "-0.0"
}

/** Odometer: whole kilometres, e.g. 82431 → '82,431 km'; 0 → '0 km'. */
export const formatKm = (km: number): string => `${formatDecimal(km, 0)} km`;
/** Engine size in litres, always one decimal as badged: 2 → '2.0 L', 2.24 → '2.2 L'. */
export const formatEngineLitres = (litres: number): string => `${formatDecimal(litres, 1)} L`;
/** Engine displacement in cubic centimetres: 2393 → '2,393 cc'. */
export const formatCc = (cc: number): string => `${formatDecimal(cc, 0)} cc`;
/** Combined fuel consumption: 8.7 → '8.7 L/100 km', 10 → '10.0 L/100 km'. */
export const formatFuelConsumption = (litresPer100Km: number): string => `${formatDecimal(litresPer100Km, 1)} L/100 km`;
/** Tank or other capacity in litres, up to one decimal: 80 → '80 L'. */
export const formatCapacityLitres = (litres: number): string => `${formatDecimal(litres, 0, 1)} L`;
/** Mass in kilograms: 3500 → '3,500 kg'. */
export const formatKg = (kg: number): string => `${formatDecimal(kg, 0)} kg`;
/** Length in millimetres: 5325 → '5,325 mm'. */
export const formatMm = (mm: number): string => `${formatDecimal(mm, 0)} mm`;
/** Torque in newton-metres: 500 → '500 Nm'. */
export const formatNm = (nm: number): string => `${formatDecimal(nm, 0)} Nm`;

/** Feet to metres (1 ft = 0.3048 m). */
export const feetToMetres = (feet: number): number => feet * METRES_PER_FOOT;

/** Feet with metres beside: 21 → '21 ft (6.40 m)', 7.5 → '7.5 ft (2.29 m)' (feet up to 1 decimal, metres 2). */
export function formatFeetAndMetres(feet: number): string {
  return `${formatDecimal(feet, 0, 1)} ft (${formatDecimal(feetToMetres(feet), 2)} m)`;
}
