/**
 * Value parsers for the "Australian Vehicle Prices" feed (`au-vehicle-prices.ts`), one per column
 * shape, each coping with that column's real defects (see `../shared/data/README.md`) and pushing
 * a report entry for every value it rewrites or drops. Units: litres, L/100 km, km, AUD dollars.
 */
import { missing, repaired } from './common-fields.ts';
import type { RowIssue } from './types.ts';

/** Engine `"4 cyl, 2.2 L"` (or `"4 cyl"`, `"2 L"`, `"0 L"`) plus the CylindersinEngine column. */
export function parseEngine(
  engineRaw: string,
  cylRaw: string,
  electric: boolean,
  issues: RowIssue[],
): { cylinders: number | null; litres: number | null } {
  let cylinders: number | null = null;
  let litres: number | null = null;
  const engine = missing(engineRaw);
  if (engine !== null) {
    const m = /^(?:(\d+)\s*cyl)?\s*,?\s*(?:(\d+(?:\.\d+)?)\s*L)?$/i.exec(engine);
    if (!m || (m[1] === undefined && m[2] === undefined)) {
      issues.push(repaired('Engine', 'unreadable engine text: dropped', engineRaw));
    } else {
      if (m[1] !== undefined) cylinders = Number(m[1]);
      if (m[2] !== undefined) litres = Number(m[2]);
      if (litres === 0) {
        litres = null;
        const reason = electric ? '0 L engine on an electric car: no engine size' : '0 L engine size is not a real size: dropped';
        issues.push(repaired('Engine', reason, engineRaw));
      }
    }
  }
  const cyl = missing(cylRaw);
  if (cyl !== null) {
    const m = /^(\d+)\s*cyl$/i.exec(cyl);
    if (m) cylinders ??= Number(m[1]);
    else issues.push(repaired('CylindersinEngine', 'engine size written in the cylinders column: no cylinder count', cylRaw));
  }
  if (cylinders === 0) cylinders = null;
  return { cylinders, litres };
}

/** Fuel consumption `"8.7 L / 100 km"` → 8.7 (L/100 km). `0 L / 100 km` is no figure (an EV burns none). */
export function parseConsumption(raw: string, electric: boolean, issues: RowIssue[]): number | null {
  const v = missing(raw);
  if (v === null) return null;
  const m = /^(\d+(?:\.\d+)?)\s*L\s*\/\s*100\s*km$/i.exec(v);
  if (!m) {
    issues.push(repaired('FuelConsumption', 'unreadable fuel consumption: dropped', raw));
    return null;
  }
  const value = Number(m[1]);
  if (value > 0) return value;
  if (!electric) issues.push(repaired('FuelConsumption', '0 L/100 km on a fuel-burning car is not a real figure: dropped', raw));
  return null;
}

/** Doors `" 4 Doors"` and seats `" 7 Seats"`; seats written in the Doors column move to seats. */
export function parseDoorsSeats(doorsRaw: string, seatsRaw: string, issues: RowIssue[]): { doors: number | null; seats: number | null } {
  const count = (v: string | null, unit: 'Doors' | 'Seats'): number | null => {
    const m = v === null ? null : new RegExp(`^(\\d+)\\s*${unit.slice(0, -1)}s?$`, 'i').exec(v);
    return m && Number(m[1]) > 0 ? Number(m[1]) : null;
  };
  const d = missing(doorsRaw);
  const s = missing(seatsRaw);
  let doors = count(d, 'Doors');
  let seats = count(s, 'Seats');
  if (d !== null && doors === null) {
    const seatsInDoors = count(d, 'Seats');
    if (seatsInDoors !== null && seats === null) {
      seats = seatsInDoors;
      issues.push(repaired('Doors', 'seats written in the Doors column: moved to seats', doorsRaw));
    } else {
      issues.push(repaired('Doors', 'not a door count: dropped', doorsRaw));
    }
    doors = null;
  }
  if (s !== null && seats === null) issues.push(repaired('Seats', 'not a seat count: dropped', seatsRaw));
  return { doors, seats };
}

/** Exterior / interior colour `"White / Black"`; new cars' warranty text (`5 years / Unlimited km`) is no colour. */
export function parseColours(raw: string, issues: RowIssue[]): { colour: string | null; interior: string | null } {
  const v = missing(raw);
  if (v === null) return { colour: null, interior: null };
  if (/^\d+\s*years?\s*\/\s*(unlimited|[\d,]+)\s*km$/i.test(v)) {
    issues.push(repaired('ColourExtInt', 'warranty text instead of colours: no colour', raw));
    return { colour: null, interior: null };
  }
  const [ext, ...inner] = v.split(/\s+\/\s+/);
  return { colour: missing(ext), interior: missing(inner.join(' / ')) };
}
