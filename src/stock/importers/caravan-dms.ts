/**
 * Importer for a caravan and motorcycle dealer-management-system export (the fictional sample
 * `sites/_stock/feeds/sample-caravans-motorcycles.csv`): `StockNo, Type, Condition, Make, Model,
 * Variant, Year, Price, Km, Colour, EngineCC, Category, LengthFt, WidthFt, TareKg, AtmKg,
 * AxleType, Sleeps, Location, Description`.
 *
 * Column → Car field:
 * | column | field(s) |
 * |---|---|
 * | StockNo | stocknum (required, unique; the id is hashed from it) |
 * | Type | item_type caravan / motorcycle; simple_body Caravan / Motorcycle |
 * | Condition | car_type new / used / demo |
 * | Make, Model, Variant, Year | make, model, badge, year (no listing title: carsales_title null) |
 * | Price | price (AUD dollars; blank → null); `POA` → price null, price_type `POA` |
 * | Km | km (motorcycles; none without a reading) |
 * | Colour | colour |
 * | EngineCC | variant.enginesize (cc), engine_size (L) |
 * | Category | bodyconfiguration (e.g. Off-road caravan, Adventure) |
 * | LengthFt, WidthFt, TareKg, AtmKg, AxleType, Sleeps | specifications: body_length, body_width (feet), tare_weight, aggregate_trailer_mass (kg), axle_type, sleeps (caravans only) |
 * | Location | suburb + state |
 * | Description | dealercomments (the feed's own text) |
 */
import type { CarType } from '../car-schema.ts';
import type { FeedRow } from '../import/csv.ts';
import { missing, parseKm, parseLocation, parseNumber, parsePrice } from './common-fields.ts';
import { hasColumns, type FeedImporter, type RowIssue, type RowResult } from './types.ts';

/** The export's header row, in order. */
export const CARAVAN_DMS_COLUMNS = [
  'StockNo',
  'Type',
  'Condition',
  'Make',
  'Model',
  'Variant',
  'Year',
  'Price',
  'Km',
  'Colour',
  'EngineCC',
  'Category',
  'LengthFt',
  'WidthFt',
  'TareKg',
  'AtmKg',
  'AxleType',
  'Sleeps',
  'Location',
  'Description',
] as const;
type Column = (typeof CARAVAN_DMS_COLUMNS)[number];

const CONDITIONS: Readonly<Record<string, CarType>> = { new: 'new', used: 'used', demo: 'demo' };

const reject = (field: string, reason: string, original: string | null): RowResult => ({
  ok: false,
  issues: [{ field, action: 'rejected', reason, original }],
});

/** Maps one row (see the table above). */
function mapRow(row: FeedRow): RowResult {
  const get = (c: Column): string => row.values[c] ?? '';
  if (row.columnCountMismatch)
    return reject(
      '(row)',
      `wrong number of columns: ${row.columnCountMismatch.actual} instead of ${row.columnCountMismatch.expected}`,
      null,
    );
  const stocknum = missing(get('StockNo'));
  if (stocknum === null) return reject('StockNo', 'no stock number', get('StockNo'));
  const type = (missing(get('Type')) ?? '').toLowerCase();
  if (type !== 'caravan' && type !== 'motorcycle') return reject('Type', 'not caravan or motorcycle', get('Type'));
  const carType = CONDITIONS[(missing(get('Condition')) ?? '').toLowerCase()];
  if (!carType) return reject('Condition', 'not new, used or demo', get('Condition'));
  const make = missing(get('Make'));
  const model = missing(get('Model'));
  if (make === null || model === null)
    return reject(make === null ? 'Make' : 'Model', 'no make or model', make === null ? get('Make') : get('Model'));
  const yearRaw = missing(get('Year')) ?? '';
  const year = /^\d{4}$/.test(yearRaw) ? Number(yearRaw) : null;
  if (year === null || year < 1900 || year > 2100) return reject('Year', 'no valid year', get('Year'));

  const issues: RowIssue[] = [];
  const caravan = type === 'caravan';
  const km = caravan ? null : parseKm(get('Km'), issues, 'Km');
  const cc = parseNumber(get('EngineCC'), 'EngineCC', issues);
  const location = parseLocation(get('Location'), issues);
  const spec = caravan
    ? {
        body_length: parseNumber(get('LengthFt'), 'LengthFt', issues),
        body_width: parseNumber(get('WidthFt'), 'WidthFt', issues),
        tare_weight: parseNumber(get('TareKg'), 'TareKg', issues),
        aggregate_trailer_mass: parseNumber(get('AtmKg'), 'AtmKg', issues),
        axle_type: missing(get('AxleType')),
        sleeps: parseNumber(get('Sleeps'), 'Sleeps', issues),
      }
    : null;
  if (spec?.sleeps != null && !Number.isInteger(spec.sleeps)) spec.sleeps = null;
  if (spec && spec.tare_weight !== null && spec.aggregate_trailer_mass !== null && spec.aggregate_trailer_mass < spec.tare_weight) {
    issues.push({ field: 'AtmKg', action: 'flagged', reason: 'ATM below tare mass', original: get('AtmKg') });
  }

  return {
    ok: true,
    issues,
    draft: {
      stocknum,
      identity: stocknum,
      make,
      model,
      badge: missing(get('Variant')),
      year,
      car_type: carType,
      item_type: caravan ? 'caravan' : 'motorcycle',
      status: null,
      preorder: false,
      title: null,
      ...parsePrice(get('Price'), issues),
      km,
      colour: missing(get('Colour')),
      interior_colour: null,
      fuel: null,
      simple_fuel: null,
      bodyconfiguration: missing(get('Category')),
      simple_body: caravan ? 'Caravan' : 'Motorcycle',
      trans: null,
      simple_transmission: null,
      drive: null,
      seats: null,
      doors: null,
      engine_size: cc === null ? null : cc / 1000,
      engine_cc: cc,
      cylinders: null,
      fuel_consumption: null,
      suburb: location?.suburb ?? null,
      state: location?.state ?? null,
      dealercomments: missing(get('Description')),
      specifications: spec,
      derived: [],
    },
  };
}

/** The caravan/motorcycle DMS export format. */
export const caravanDms: FeedImporter = {
  format: 'caravan-dms-export',
  licence: 'Fictional sample data written for this project (see sites/_stock/feeds/README.md): no real dealer, vehicle or person.',
  detect: (header) => hasColumns(header, CARAVAN_DMS_COLUMNS),
  mapRow,
};
