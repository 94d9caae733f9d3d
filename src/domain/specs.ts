/**
 * Spec lists of the vehicle page (spec §2 "'{vehicle type} Details' spec card", "all-specifications
 * list"; §3 Car, *variant*, caravan *specifications*; §5 "Spec lists drop empty values").
 *
 * Empty means: null, a blank string, a feed placeholder ('-', 'n/a', 'nan', 'null'), or a zero where zero
 * is not a real measurement (a '0 L' engine of an EV, 0 cylinders, 0 seats, 0 mm). Zero is kept where it
 * is real: '0 km' on a new car, and a 0-star ANCAP rating.
 *
 * Each fact is listed once on a page: the all-specifications list leaves out what the details card
 * already shows (`allSpecifications`), so the page, the printout and the PDF (which read both lists)
 * never repeat the engine, cylinders or fuel consumption.
 */
import {
  formatCapacityLitres,
  formatCc,
  formatEngineLitres,
  formatFeetAndMetres,
  formatFuelConsumption,
  formatKg,
  formatKm,
  formatMm,
  formatNm,
} from './units.ts';

/** One row of a spec list. `key` is stable (for tests, analytics and CSS); `label` and `value` are shown. */
export interface SpecItem {
  key: string;
  label: string;
  value: string;
}

const PLACEHOLDERS = new Set(['', '-', '--', '–', '—', 'n/a', 'na', 'nan', 'null', 'undefined']);

/** A shown text, or null when blank or a feed placeholder. */
export function textValue(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return PLACEHOLDERS.has(text.toLowerCase()) ? null : text;
}

/** A positive finite number, or null (for measurements where 0 means "not given"). */
const positive = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0;

/** Builds a list from [key, label, value] rows, dropping rows whose value is null. */
function list(rows: ReadonlyArray<readonly [string, string, string | null]>): SpecItem[] {
  return rows.flatMap(([key, label, value]) => (value === null ? [] : [{ key, label, value }]));
}

/** 'Car', 'Caravan' or 'Motorcycle' from a car's `item_type` (anything else, or null, is a car). */
export function vehicleTypeLabel(itemType: string | null | undefined): 'Car' | 'Caravan' | 'Motorcycle' {
  return itemType === 'caravan' ? 'Caravan' : itemType === 'motorcycle' ? 'Motorcycle' : 'Car';
}

/** Title of the spec card (spec §2): '{vehicle type} Details', e.g. 'Caravan Details'. */
export function vehicleDetailsTitle(itemType: string | null | undefined): string {
  return `${vehicleTypeLabel(itemType)} Details`;
}

/**
 * Engine size as shown: a motorcycle's in cubic centimetres, as motorcycles are sold ('649 cc', from
 * the cc figure, else litres × 1000), any other vehicle's in litres with one decimal ('2.0 L', from the
 * litres, else the cc figure as '1,998 cc'). Null when neither is a positive number (an EV's 0 L).
 * `litres` in L, `cc` in cubic centimetres.
 */
export function engineSizeText(
  itemType: string | null | undefined,
  litres: number | null | undefined,
  cc: number | null | undefined,
): string | null {
  if (vehicleTypeLabel(itemType) === 'Motorcycle') {
    if (positive(cc)) return formatCc(Math.round(cc));
    return positive(litres) ? formatCc(Math.round(litres * 1000)) : null;
  }
  if (positive(litres)) return formatEngineLitres(litres);
  return positive(cc) ? formatCc(cc) : null;
}

/** The car fields of the details card (Car schema names, spec §3). Units: km, litres, cc, L/100 km. */
export interface VehicleDetailFields {
  /** 'car' (or null), 'caravan' or 'motorcycle': a motorcycle's engine is shown in cc. */
  item_type: string | null;
  year: number;
  km: number | null;
  simple_transmission: string | null;
  trans: string | null;
  simple_body: string | null;
  bodyconfiguration: string | null;
  simple_fuel: string | null;
  fuel: string | null;
  /** Litres. */
  engine_size: number | null;
  cylinders: number | null;
  drive: string | null;
  colour: string | null;
  interior_colour: string | null;
  seats: number | null;
  doors: number | null;
  stocknum: string | null;
  vin: string | null;
  regplate: string | null;
  variant: { enginesize?: number | null; enginesize_litres: number | null; fuelconsumptioncombined: number | null } | null;
}

/**
 * The '{vehicle type} Details' list (spec §2, §5), in this order so the first four make the key
 * information (see `keyInformation`): Odometer, Transmission, Body, Fuel type, Engine, Cylinders, Drive,
 * Colour, Interior colour, Seats, Doors, Fuel consumption, Year, Stock number, VIN, Rego. The simplified
 * field wins over the feed field (simple_body over bodyconfiguration, …); engine falls back to the
 * variant's litres (a motorcycle's in cc, see `engineSizeText`), fuel consumption comes from the
 * variant. Empty values are dropped (see module note).
 * The year is written as is ('1965', never '1,965').
 */
export function vehicleDetails(car: VehicleDetailFields): SpecItem[] {
  const litres = positive(car.engine_size) ? car.engine_size : car.variant?.enginesize_litres;
  const consumption = car.variant?.fuelconsumptioncombined;
  return list([
    ['odometer', 'Odometer', typeof car.km === 'number' && Number.isFinite(car.km) && car.km >= 0 ? formatKm(car.km) : null],
    ['transmission', 'Transmission', textValue(car.simple_transmission) ?? textValue(car.trans)],
    ['body', 'Body', textValue(car.simple_body) ?? textValue(car.bodyconfiguration)],
    ['fuel', 'Fuel type', textValue(car.simple_fuel) ?? textValue(car.fuel)],
    ['engine', 'Engine', engineSizeText(car.item_type, litres, car.variant?.enginesize)],
    ['cylinders', 'Cylinders', positive(car.cylinders) ? String(car.cylinders) : null],
    ['drive', 'Drive', textValue(car.drive)],
    ['colour', 'Colour', textValue(car.colour)],
    ['interior_colour', 'Interior colour', textValue(car.interior_colour)],
    ['seats', 'Seats', positive(car.seats) ? String(car.seats) : null],
    ['doors', 'Doors', positive(car.doors) ? String(car.doors) : null],
    ['fuel_consumption', 'Fuel consumption', positive(consumption) ? formatFuelConsumption(consumption) : null],
    ['year', 'Year', Number.isInteger(car.year) && car.year > 0 ? String(car.year) : null],
    ['stocknum', 'Stock number', textValue(car.stocknum)],
    ['vin', 'VIN', textValue(car.vin)?.toUpperCase() ?? null],
    ['rego', 'Rego', textValue(car.regplate)?.toUpperCase() ?? null],
  ]);
}

/** Manufacturer variant data (spec §3 *variant*): sizes in mm, masses and towing in kg, torque in Nm, engine in cc and litres. */
export interface VariantFields {
  cylinders: number | null;
  /** Cubic centimetres. */
  enginesize: number | null;
  enginesize_litres: number | null;
  induction: string | null;
  geartype: string | null;
  fuelconsumptioncombined: number | null;
  fuelcapacity: number | null;
  grossvehiclemass: number | null;
  vehiclelength: number | null;
  vehicleheight: number | null;
  vehiclewidth: number | null;
  towingcapacitybraked: number | null;
  torque: number | null;
  ancaprating: number | null;
}

function gears(gearnum: number | null | undefined, geartype: string | null): string | null {
  const type = textValue(geartype);
  const count = positive(gearnum) && Number.isInteger(gearnum) ? `${gearnum}-speed` : null;
  return count && type ? `${count} ${type}` : (count ?? type);
}

function ancap(rating: number | null): string | null {
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 0 || rating > 5) return null;
  return rating === 1 ? '1 star' : `${rating} stars`;
}

/**
 * The variant data list (spec §2 all-specifications, §3 *variant*, §5 empty values dropped): Engine
 * ('2.4 L', else '2,393 cc'; a motorcycle's '649 cc', see `engineSizeText`), Cylinders, Induction, Gears ('6-speed Sports Automatic' from the car's
 * `gearnum` and the variant's `geartype`), Fuel consumption (combined), Fuel capacity, Gross vehicle mass,
 * Length, Height, Width, Towing capacity (braked), Torque, ANCAP rating ('5 stars'; 0 stars is shown,
 * values outside 0–5 are dropped). `variant` null gives an empty list.
 */
export function variantSpecs(variant: VariantFields | null, gearnum?: number | null, itemType: string | null = null): SpecItem[] {
  if (variant === null) return [];
  const v = variant;
  const engine = engineSizeText(itemType, v.enginesize_litres, v.enginesize);
  const num = (n: number | null, format: (x: number) => string) => (positive(n) ? format(n) : null);
  return list([
    ['engine', 'Engine', engine],
    ['cylinders', 'Cylinders', num(v.cylinders, String)],
    ['induction', 'Induction', textValue(v.induction)],
    ['gears', 'Gears', gears(gearnum, v.geartype)],
    ['fuel_consumption', 'Fuel consumption (combined)', num(v.fuelconsumptioncombined, formatFuelConsumption)],
    ['fuel_capacity', 'Fuel capacity', num(v.fuelcapacity, formatCapacityLitres)],
    ['gvm', 'Gross vehicle mass', num(v.grossvehiclemass, formatKg)],
    ['length', 'Length', num(v.vehiclelength, formatMm)],
    ['height', 'Height', num(v.vehicleheight, formatMm)],
    ['width', 'Width', num(v.vehiclewidth, formatMm)],
    ['towing_braked', 'Towing capacity (braked)', num(v.towingcapacitybraked, formatKg)],
    ['torque', 'Torque', num(v.torque, formatNm)],
    ['ancap', 'ANCAP rating', ancap(v.ancaprating)],
  ]);
}

/**
 * The vehicle page's all-specifications list (spec §2): the variant data (`variantSpecs`) less every row
 * the '{vehicle type} Details' card already shows for this car (engine, cylinders, fuel consumption), so
 * each fact appears once on the page, in its printout and in its PDF.
 */
export function allSpecifications(
  car: Omit<VehicleDetailFields, 'variant'> & { gearnum: number | null; variant: VariantFields | null },
): SpecItem[] {
  const shown = new Set(vehicleDetails(car).map((r) => r.key));
  return variantSpecs(car.variant, car.gearnum, car.item_type).filter((r) => !shown.has(r.key));
}

/** Caravan specifications (spec §3): body width and length in feet, masses in kg. */
export interface CaravanSpecFields {
  body_width: number | null;
  body_length: number | null;
  tare_weight: number | null;
  axle_type: string | null;
  sleeps: number | null;
  aggregate_trailer_mass: number | null;
}

/**
 * Caravan specifications list (spec §3, §5): Length and Width in feet with metres ('21 ft (6.40 m)',
 * 1 ft = 0.3048 m), Tare weight, Aggregate trailer mass (ATM), Axle type, Sleeps. Empty values dropped;
 * `specs` null gives an empty list.
 */
export function caravanSpecs(specs: CaravanSpecFields | null): SpecItem[] {
  if (specs === null) return [];
  const s = specs;
  return list([
    ['body_length', 'Length', positive(s.body_length) ? formatFeetAndMetres(s.body_length) : null],
    ['body_width', 'Width', positive(s.body_width) ? formatFeetAndMetres(s.body_width) : null],
    ['tare_weight', 'Tare weight', positive(s.tare_weight) ? formatKg(s.tare_weight) : null],
    ['atm', 'Aggregate trailer mass (ATM)', positive(s.aggregate_trailer_mass) ? formatKg(s.aggregate_trailer_mass) : null],
    ['axle_type', 'Axle type', textValue(s.axle_type)],
    ['sleeps', 'Sleeps', positive(s.sleeps) ? String(s.sleeps) : null],
  ]);
}
