/**
 * Importer for the "Australian Vehicle Prices" CSV (the real 2023 marketplace scrape in
 * `../shared/data/stock-feed/`): `Brand, Year, Model, Car/Suv, Title, UsedOrNew, Transmission,
 * Engine, DriveType, FuelType, FuelConsumption, Kilometres, ColourExtInt, Location,
 * CylindersinEngine, BodyType, Doors, Seats, Price`.
 *
 * Column → Car field:
 * | column | field(s) |
 * |---|---|
 * | Brand, Model, Title | make, model, badge (from the title when the columns are split or cut: `title.ts`), carsales_title |
 * | Year | year (a row without a 4-digit year is rejected) |
 * | UsedOrNew | car_type: NEW→new, USED→used, DEMO→demo (anything else is rejected) |
 * | Transmission | trans (raw), simple_transmission |
 * | Engine, CylindersinEngine | cylinders, engine_size (L) |
 * | DriveType | drive: Front→FWD, Rear→RWD, AWD, 4WD; `Other` → null |
 * | FuelType | fuel (raw), simple_fuel: Unleaded/Premium/Leaded→Petrol, Diesel, Hybrid, Electric, LPG, Other |
 * | FuelConsumption | variant.fuelconsumptioncombined (L/100 km) |
 * | Kilometres | km |
 * | ColourExtInt | colour, interior_colour |
 * | Location | suburb + state → location, city, private_suburb, private_postcode (geo lookup) |
 * | BodyType | bodyconfiguration (raw), simple_body |
 * | Doors, Seats | doors, seats |
 * | Price | price (AUD dollars); `POA` → price null, price_type `POA` |
 * | (empty columns) | FuelType, Transmission, DriveType (also `Other`), BodyType, Doors, Seats left empty by the feed are read from plain Title words (`title-facts.ts`: `Nissan Leaf` → Electric, `CVT` → Automatic, `4dr`, `(7 Seats)`), each reported and named in derived_fields |
 * | Car/Suv | only its four fixed listing labels (`LISTING_LABELS`): `NEW Available to order` → preorder (a factory order, status in_stock, never reserved), `NEW In stock` → status in_stock; anything else in it (body types, ~600 real seller names, masked phone numbers) is never read |
 *
 * Licence (data README): sample and test data with attribution; seller names are not published;
 * the rows are not cars for sale.
 */
import type { CarType, StockStatus } from '../car-schema.ts';
import type { FeedRow } from '../import/csv.ts';
import { sha256Hex } from '../import/hash.ts';
import { BODY_TABLE, DRIVE_TABLE, FUEL_TABLE, lookup, TRANSMISSION_TABLE } from '../import/mappings.ts';
import { parseColours, parseConsumption, parseDoorsSeats, parseEngine } from './au-vehicle-prices-fields.ts';
import { missing, parseKm, parseLocation, parsePrice, repaired } from './common-fields.ts';
import { factsFromTitle } from './title-facts.ts';
import { partsFromTitle } from './title.ts';
import { hasColumns, type FeedImporter, type FeedNote, type RowIssue, type RowResult } from './types.ts';

/** The feed's header row, in order. */
export const AU_VEHICLE_PRICES_COLUMNS = [
  'Brand',
  'Year',
  'Model',
  'Car/Suv',
  'Title',
  'UsedOrNew',
  'Transmission',
  'Engine',
  'DriveType',
  'FuelType',
  'FuelConsumption',
  'Kilometres',
  'ColourExtInt',
  'Location',
  'CylindersinEngine',
  'BodyType',
  'Doors',
  'Seats',
  'Price',
] as const;

const CAR_TYPES: Readonly<Record<string, CarType>> = { NEW: 'new', USED: 'used', DEMO: 'demo' };

/** What one of the marketplace's listing labels in the `Car/Suv` column says about the car. */
export interface ListingLabelFacts {
  /** The condition the label names (checked against UsedOrNew). */
  car_type: CarType;
  /** The stock status the label states, or null when it says none (the pipeline derives one). */
  status: StockStatus | null;
  /** A factory order: no car in a yard yet (spec §3 `preorder`). */
  preorder: boolean;
}

/**
 * The four fixed listing labels the marketplace put in the `Car/Suv` column (943 of 16,734 rows), and
 * what each says. Matched exactly: any other text in the column (seller names, body types) is not a label.
 * `NEW Available to order` (436 rows) is a factory order: pre-order, listed as available (in_stock), and
 * never reserved (there is no car to hold). `NEW In stock` (118) states the status. `USED Dealer ad` (322)
 * and `DEMO` (67) only restate the condition.
 */
export const LISTING_LABELS: Readonly<Record<string, ListingLabelFacts>> = {
  'NEW Available to order': { car_type: 'new', status: 'in_stock', preorder: true },
  'NEW In stock': { car_type: 'new', status: 'in_stock', preorder: false },
  'USED Dealer ad': { car_type: 'used', status: null, preorder: false },
  DEMO: { car_type: 'demo', status: null, preorder: false },
};

/** The facts of a `Car/Suv` value if it is exactly one of the four listing labels (after trimming), else null. */
export function listingLabel(raw: string): ListingLabelFacts | null {
  return LISTING_LABELS[raw.trim()] ?? null;
}

/** How a `Car/Suv` value is classified for the report (counts only; seller names are never written). */
export function classifyCarSuv(raw: string): 'body type' | 'listing label' | 'masked phone number' | 'missing' | 'seller name (withheld)' {
  const v = raw.trim();
  if (missing(v) === null) return 'missing';
  if (listingLabel(v)) return 'listing label';
  if (/^[\d\s*+()]+$/.test(v) && v.includes('*')) return 'masked phone number';
  if (v.toLowerCase() in BODY_TABLE || v === 'Other') return 'body type';
  return 'seller name (withheld)';
}

const reject = (field: string, reason: string, original: string | null): RowResult => ({
  ok: false,
  issues: [{ field, action: 'rejected', reason, original }],
});

/** Maps one row of the feed (see the table above). */
function mapRow(row: FeedRow): RowResult {
  const v = row.values;
  const get = (c: (typeof AU_VEHICLE_PRICES_COLUMNS)[number]): string => v[c] ?? '';
  if (row.columnCountMismatch) {
    const { expected, actual } = row.columnCountMismatch;
    return reject('(row)', `wrong number of columns: ${actual} instead of ${expected}`, null);
  }
  if (AU_VEHICLE_PRICES_COLUMNS.every((c) => missing(get(c)) === null)) return reject('(row)', 'empty row: every value blank or nan', null);

  const yearRaw = missing(get('Year'));
  const year = yearRaw !== null && /^\d{4}$/.test(yearRaw) ? Number(yearRaw) : null;
  if (year === null || year < 1900 || year > 2100) return reject('Year', 'no valid year', get('Year'));
  const carType = CAR_TYPES[(missing(get('UsedOrNew')) ?? '').toUpperCase()];
  if (!carType) return reject('UsedOrNew', 'not NEW, USED or DEMO', get('UsedOrNew'));
  const brand = missing(get('Brand'));
  if (brand === null) return reject('Brand', 'no make', get('Brand'));
  const modelCol = missing(get('Model')) ?? '';
  const title = missing(get('Title'));
  const parts =
    title === null
      ? modelCol
        ? { make: brand, model: modelCol, badge: null, issues: [] }
        : null
      : partsFromTitle(brand, modelCol, year, title);
  if (!parts) return reject('Model', 'no model in the Model column or the Title', get('Model'));

  const issues: RowIssue[] = [...parts.issues];
  let label = listingLabel(get('Car/Suv'));
  if (label && label.car_type !== carType) {
    issues.push({
      field: 'Car/Suv',
      action: 'flagged',
      reason: 'listing label names another condition than UsedOrNew: label not used',
      original: get('Car/Suv').trim(),
    });
    label = null;
  }
  const fuel = missing(get('FuelType'));
  const body = missing(get('BodyType'));
  const trans = missing(get('Transmission'));
  const driveCol = lookup(DRIVE_TABLE, missing(get('DriveType')));
  const { doors, seats } = parseDoorsSeats(get('Doors'), get('Seats'), issues);
  const told = factsFromTitle(parts, {
    fuel: fuel === null,
    transmission: trans === null,
    drive: driveCol === null,
    body: body === null,
    doors: doors === null && missing(get('Doors')) === null,
    seats: seats === null && missing(get('Seats')) === null,
  });
  const derived: string[] = [];
  const fromTitle = <T>(
    value: T | undefined,
    field: string,
    column: (typeof AU_VEHICLE_PRICES_COLUMNS)[number],
    what: string,
  ): T | undefined => {
    if (value === undefined) return undefined;
    derived.push(field);
    issues.push(repaired(column, `no ${what} in the feed: read from the Title`, get(column)));
    return value;
  };
  const simpleFuel = lookup(FUEL_TABLE, fuel) ?? fromTitle(told.simple_fuel, 'simple_fuel', 'FuelType', 'fuel type') ?? null;
  const electric = simpleFuel === 'Electric';
  const engine = parseEngine(get('Engine'), get('CylindersinEngine'), electric, issues);
  const consumption = parseConsumption(get('FuelConsumption'), electric, issues);
  const km = parseKm(get('Kilometres'), issues);
  const colours = parseColours(get('ColourExtInt'), issues);
  const location = parseLocation(get('Location'), issues);
  const price = parsePrice(get('Price'), issues);
  const simpleTransmission =
    lookup(TRANSMISSION_TABLE, trans) ?? fromTitle(told.simple_transmission, 'simple_transmission', 'Transmission', 'transmission') ?? null;
  const drive = driveCol ?? fromTitle(told.drive, 'drive', 'DriveType', 'drive type') ?? null;
  const simpleBody = lookup(BODY_TABLE, body) ?? fromTitle(told.simple_body, 'simple_body', 'BodyType', 'body type') ?? null;
  const doorCount = doors ?? fromTitle(told.doors, 'doors', 'Doors', 'door count') ?? null;
  const seatCount = seats ?? fromTitle(told.seats, 'seats', 'Seats', 'seat count') ?? null;

  return {
    ok: true,
    issues,
    draft: {
      stocknum: null,
      // A hash of the whole row: stable, and the Car/Suv text (seller names) never travels further.
      identity: sha256Hex(JSON.stringify(AU_VEHICLE_PRICES_COLUMNS.map((c) => get(c)))),
      make: parts.make,
      model: parts.model,
      badge: parts.badge,
      year,
      car_type: carType,
      item_type: 'car',
      status: label?.status ?? null,
      preorder: label?.preorder ?? false,
      title,
      price: price.price,
      price_type: price.price_type,
      km,
      colour: colours.colour,
      interior_colour: colours.interior,
      fuel,
      simple_fuel: simpleFuel,
      bodyconfiguration: body,
      simple_body: simpleBody,
      trans,
      simple_transmission: simpleTransmission,
      drive,
      seats: seatCount,
      doors: doorCount,
      engine_size: engine.litres,
      engine_cc: null,
      cylinders: engine.cylinders,
      fuel_consumption: consumption,
      suburb: location?.suburb ?? null,
      state: location?.state ?? null,
      dealercomments: null,
      specifications: null,
      derived: derived.sort(),
    },
  };
}

/** Counts of what the `Car/Suv` column holds (no values written: they include real seller names). */
function notes(rows: readonly FeedRow[]): FeedNote[] {
  const counts: Record<string, number> = {};
  for (const r of rows) {
    const k = classifyCarSuv(r.values['Car/Suv'] ?? '');
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return [
    {
      column: 'Car/Suv',
      note: 'read only for its four fixed listing labels (preorder, in stock); body types, real seller names and masked phone numbers are never read',
      counts,
    },
  ];
}

/** The "Australian Vehicle Prices" (2023) feed format. */
export const auVehiclePrices: FeedImporter = {
  format: 'au-vehicle-prices-2023',
  licence:
    'Australian Vehicle Prices (Nidula Elgiriyewithana, 2023), mirrored in GitHub Jaytee556/AUSTRALIAN_VEHICLE_PRICE_AND_CONDITION_PREDICTION. ' +
    'Licence not verified: used as sample and test data with attribution only. Seller names are not published; the rows are not cars for sale.',
  detect: (header) => hasColumns(header, AU_VEHICLE_PRICES_COLUMNS),
  mapRow,
  notes,
};
