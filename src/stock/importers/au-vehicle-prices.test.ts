/**
 * The "Australian Vehicle Prices" importer on rows copied verbatim from the real feed
 * (`../shared/data/stock-feed/australian-vehicle-prices-2023.csv`, line numbers in the names):
 * good rows and one of every kind of broken row the data README lists.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/csv.ts';
import { auVehiclePrices, classifyCarSuv, listingLabel } from './au-vehicle-prices.ts';
import type { CarDraft, RowIssue } from './types.ts';

const HEADER =
  'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price';

/** Maps one verbatim CSV record (may span lines) with the real header. */
function mapOne(record: string) {
  const { rows } = parseCsv(`${HEADER}\n${record}\n`);
  expect(rows).toHaveLength(1);
  return auVehiclePrices.mapRow(rows[0]!);
}

const rep = (field: string, reason: string, original: string | null): RowIssue => ({ field, action: 'repaired', reason, original });

interface Case {
  name: string;
  record: string;
  draft: Partial<CarDraft>;
  issues: RowIssue[];
}

const CASES: Case[] = [
  {
    name: 'line 2: a good demo row (seller name in Car/Suv is ignored)',
    record:
      'Ssangyong,2022,Rexton,Sutherland Isuzu Ute,2022 Ssangyong Rexton Ultimate (awd),DEMO,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,5595,White / Black,"Caringbah, NSW",4 cyl,SUV, 4 Doors, 7 Seats,51990',
    draft: {
      stocknum: null,
      make: 'Ssangyong',
      model: 'Rexton',
      badge: 'Ultimate (awd)',
      year: 2022,
      car_type: 'demo',
      item_type: 'car',
      title: '2022 Ssangyong Rexton Ultimate (awd)',
      price: 51990,
      km: 5595,
      colour: 'White',
      interior_colour: 'Black',
      fuel: 'Diesel',
      simple_fuel: 'Diesel',
      bodyconfiguration: 'SUV',
      simple_body: 'SUV',
      trans: 'Automatic',
      simple_transmission: 'Automatic',
      drive: 'AWD',
      seats: 7,
      doors: 4,
      engine_size: 2.2,
      engine_cc: null,
      cylinders: 4,
      fuel_consumption: 8.7,
      suburb: 'Caringbah',
      state: 'NSW',
      dealercomments: null,
      specifications: null,
      derived: [],
    },
    issues: [],
  },
  {
    name: 'line 11: hybrid, Front drive, interior "-"',
    record:
      'Honda,2014,Jazz,Hatchback,2014 Honda Jazz Hybrid,USED,Automatic,"4 cyl, 1.3 L",Front,Hybrid,4.5 L / 100 km,38229,Blue / -,"Lidcombe, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,17900',
    draft: {
      make: 'Honda',
      model: 'Jazz',
      badge: 'Hybrid',
      simple_fuel: 'Hybrid',
      drive: 'FWD',
      colour: 'Blue',
      interior_colour: null,
      simple_body: 'Hatchback',
      doors: 5,
      seats: 5,
      fuel_consumption: 4.5,
    },
    issues: [],
  },
  {
    name: 'line 8: Land/Rover split make, make from the Title (the pipeline joins Range + Rover Evoque, model-names.test.ts)',
    record:
      'Land,2017,Rover,SUV,2017 Land Rover Range Rover Evoque TD4 180 HSE Dynamic,USED,Automatic,"4 cyl, 2 L",AWD,Diesel,5.1 L / 100 km,67662,White / Black,"Blacktown, NSW",4 cyl,SUV, 2 Doors, 4 Seats,62280',
    draft: { make: 'Land Rover', model: 'Range', badge: 'Rover Evoque TD4 180 HSE Dynamic', price: 62280 },
    issues: [rep('Brand', 'two-word make split across Brand and Model: make and model taken from Title', 'Land / Rover')],
  },
  {
    name: 'line 755: Alfa/Romeo split, seller name in Car/Suv, "-" engine',
    record:
      'Alfa,2013,Romeo,Awsum Autos - Car City Minchinbury,2013 Alfa Romeo Mito,USED,Manual,-,Front,Premium,-,115050,Red / Grey,"Minchinbury, NSW",-,Hatchback,,,10995',
    draft: {
      make: 'Alfa Romeo',
      model: 'Mito',
      badge: null,
      simple_fuel: 'Petrol',
      fuel: 'Premium',
      simple_transmission: 'Manual',
      cylinders: null,
      engine_size: null,
      fuel_consumption: null,
      doors: null,
      seats: null,
    },
    issues: [rep('Brand', 'two-word make split across Brand and Model: make and model taken from Title', 'Alfa / Romeo')],
  },
  {
    name: 'line 1540: Great/Wall split',
    record:
      'Great,2017,Wall,Ute / Tray,2017 Great Wall Steed (4X4),USED,Manual,"4 cyl, 2 L",4WD,Diesel,9 L / 100 km,142333,White / -,"Camden, NSW",4 cyl,Ute / Tray, 4 Doors, 5 Seats,16995',
    draft: { make: 'Great Wall', model: 'Steed', badge: '(4X4)', simple_body: 'Ute', bodyconfiguration: 'Ute / Tray', drive: '4WD' },
    issues: [rep('Brand', 'two-word make split across Brand and Model: make and model taken from Title', 'Great / Wall')],
  },
  {
    name: 'line 15149: Aston/Martin new car to order: "- / -" km, warranty text as colour, no location',
    record:
      'Aston,2023,Martin,NEW Available to order,2023 Aston Martin DB11 AMR,NEW,Automatic,"12 cyl, 5.2 L",Rear,Premium,11.4 L / 100 km,- / -,3 years / Unlimited km,,12 cyl,Coupe, 2 Doors, 4 Seats,437400',
    draft: {
      make: 'Aston Martin',
      model: 'DB11',
      badge: 'AMR',
      car_type: 'new',
      status: 'in_stock',
      preorder: true,
      km: null,
      derived: [],
      colour: null,
      interior_colour: null,
      suburb: null,
      state: null,
      drive: 'RWD',
      cylinders: 12,
      engine_size: 5.2,
    },
    issues: [
      rep('Brand', 'two-word make split across Brand and Model: make and model taken from Title', 'Aston / Martin'),
      rep('ColourExtInt', 'warranty text instead of colours: no colour', '3 years / Unlimited km'),
      { field: 'Location', action: 'flagged', reason: 'no location: imported without a yard (location fields null)', original: '' },
    ],
  },
  {
    name: 'line 40: model cut to "Grand" (the pipeline joins Grand + Cherokee), seller name in Car/Suv, drive "Other" and no doors: 4x4 and 4dr in the Title',
    record:
      'Jeep,2012,Grand,Mr Car,2012 Jeep Grand Cherokee WK Laredo Wagon 4dr Spts Auto 5sp 4x4 3.6i,USED,Automatic,-,Other,Unleaded,-,224839,Red / -,"Rouse Hill, NSW",-,Wagon,,,13999',
    draft: {
      make: 'Jeep',
      model: 'Grand',
      badge: 'Cherokee WK Laredo Wagon 4dr Spts Auto 5sp 4x4 3.6i',
      drive: '4WD',
      doors: 4,
      seats: null,
      simple_body: 'Wagon',
      derived: ['doors', 'drive'],
    },
    issues: [
      rep('DriveType', 'no drive type in the feed: read from the Title', 'Other'),
      rep('Doors', 'no door count in the feed: read from the Title', ''),
    ],
  },
  {
    name: 'line 2272: Saab 9-3 turned into a date (03-Sep) by a spreadsheet',
    record:
      'Saab,2007,03-Sep,USED Dealer ad,2007 Saab 9-3 440 Linear BioPower Sedan 4dr Spts Auto 5sp 2.0T,USED,Automatic,-,Other,Unleaded,-,135744,Black / -,"Rouse Hill, NSW",-,,,,7999',
    draft: {
      make: 'Saab',
      model: '9-3',
      badge: '440 Linear BioPower Sedan 4dr Spts Auto 5sp 2.0T',
      simple_body: 'Sedan',
      bodyconfiguration: null,
      doors: 4,
      drive: null,
      derived: ['doors', 'simple_body'],
    },
    issues: [
      rep('Model', 'Model column does not match Title (spreadsheet-mangled, e.g. 9-3 read as a date): model taken from Title', '03-Sep'),
      rep('BodyType', 'no body type in the feed: read from the Title', ''),
      rep('Doors', 'no door count in the feed: read from the Title', ''),
    ],
  },
  {
    name: 'lines 164-165: masked phone number across two lines in Car/Suv',
    record: 'Daihatsu,2019,Hijet,"02 **** ****\n",2019 Daihatsu Hijet,USED,-,-,Other,-,-,19730,Green / Grey,"West Ryde, NSW",-,,,,33888',
    draft: {
      make: 'Daihatsu',
      model: 'Hijet',
      badge: null,
      trans: null,
      simple_transmission: null,
      fuel: null,
      simple_fuel: null,
      km: 19730,
      colour: 'Green',
      interior_colour: 'Grey',
    },
    issues: [],
  },
  {
    name: 'line 629: electric car with a 0 L engine and 0 L/100 km',
    record:
      'Hyundai,2019,Ioniq,Hatchback,2019 Hyundai Ioniq Electric Premium (blk Grille),USED,Automatic,0 L,Front,Electric,0 L / 100 km,41067,Blue / Bc,"Mornington, VIC",0 L,Hatchback, 4 Doors, 5 Seats,39990',
    draft: { simple_fuel: 'Electric', engine_size: null, cylinders: null, fuel_consumption: null, state: 'VIC' },
    issues: [
      rep('Engine', '0 L engine on an electric car: no engine size', '0 L'),
      rep('CylindersinEngine', 'engine size written in the cylinders column: no cylinder count', '0 L'),
    ],
  },
  {
    name: 'line 15018: diesel truck "6 cyl, 0 L", 0 L/100 km, to order',
    record:
      'International,2023,Prostar,NEW Available to order,2023 International Prostar Tipper (WB5000),NEW,Manual,"6 cyl, 0 L",Rear,Diesel,0 L / 100 km,- / -,1 years / Unlimited km,,6 cyl,Commercial, 2 Doors,,314600',
    draft: {
      cylinders: 6,
      engine_size: null,
      fuel_consumption: null,
      simple_body: 'Van/Commercial',
      doors: 2,
      seats: null,
      price: 314600,
      km: null,
    },
    issues: [
      rep('Engine', '0 L engine size is not a real size: dropped', '6 cyl, 0 L'),
      rep('FuelConsumption', '0 L/100 km on a fuel-burning car is not a real figure: dropped', '0 L / 100 km'),
      rep('ColourExtInt', 'warranty text instead of colours: no colour', '1 years / Unlimited km'),
      { field: 'Location', action: 'flagged', reason: 'no location: imported without a yard (location fields null)', original: '' },
    ],
  },
  {
    name: 'line 44: petrol van with 0 L/100 km',
    record:
      'Toyota,2003,HiAce,Commercial,2003 Toyota HiAce,USED,Automatic,"4 cyl, 2.4 L",Rear,Unleaded,0 L / 100 km,266848,White / Grey,"Five Dock, NSW",4 cyl,Commercial, 4 Doors, 3 Seats,9999',
    draft: { fuel_consumption: null, engine_size: 2.4, drive: 'RWD', seats: 3 },
    issues: [rep('FuelConsumption', '0 L/100 km on a fuel-burning car is not a real figure: dropped', '0 L / 100 km')],
  },
  {
    name: 'line 1843: seats written in the Doors column',
    record:
      'Toyota,2011,Estima,Australian Motor Traders,2011 Toyota Estima,USED,Automatic,-,AWD,Premium,-,104000,White / -,"Haberfield, NSW",-,Commercial, 7 Seats,,19995',
    draft: { seats: 7, doors: null },
    issues: [rep('Doors', 'seats written in the Doors column: moved to seats', ' 7 Seats')],
  },
  {
    name: 'line 1579: new car with "-" km: no odometer (not 0 km), fuel "-"',
    record:
      'Renault,2023,Megane,Macarthur Renault,2023 Renault Megane R.s. Trophy,NEW,Manual,"4 cyl, 1.8 L",Front,-,8.3 L / 100 km,-,Yellow / -,"Narellan, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,71490',
    draft: { km: null, derived: [], fuel: null, simple_fuel: null, fuel_consumption: 8.3, colour: 'Yellow' },
    issues: [],
  },
  {
    name: 'line 15105: nan in Car/Suv, engine "2 L" also in the cylinders column, no transmission',
    record:
      'Audi,2023,A4,nan,2023 Audi A4 Allroad 40 TDI Quattro,NEW,-,2 L,AWD,Diesel,4.9 L / 100 km,- / -,5 years / Unlimited km,,2 L,Wagon, 4 Doors, 5 Seats,78000',
    draft: { engine_size: 2, cylinders: null, trans: null, simple_transmission: null, badge: 'Allroad 40 TDI Quattro' },
    issues: [
      rep('CylindersinEngine', 'engine size written in the cylinders column: no cylinder count', '2 L'),
      rep('ColourExtInt', 'warranty text instead of colours: no colour', '5 years / Unlimited km'),
      { field: 'Location', action: 'flagged', reason: 'no location: imported without a yard (location fields null)', original: '' },
    ],
  },
  {
    name: 'line 15337: POA price and "- / -" colours on a used van',
    record: 'Toyota,2011,Hiace,nan,2011 Toyota Hiace,USED,-,-,Other,-,-,-,- / -,"West Ryde, NSW",-,,,,POA',
    draft: { price: null, price_type: 'POA', km: null, colour: null, interior_colour: null, derived: [] },
    issues: [],
  },
  {
    name: 'line 10212: blank price',
    record:
      'Isuzu,2016,D-MAX,Ute / Tray,2016 Isuzu D-MAX LS-U HI-Ride (4X4),USED,Automatic,"4 cyl, 3 L",4WD,Diesel,8.1 L / 100 km,147648,Silver / Black,"Hoppers Crossing, VIC",4 cyl,Ute / Tray, 2 Doors, 4 Seats,',
    draft: { price: null, price_type: null, model: 'D-MAX', badge: 'LS-U HI-Ride (4X4)' },
    issues: [rep('Price', 'no price in the feed: no price', '')],
  },
  {
    name: 'line 15903: $88 for a 2006 Alfa Romeo 156 is kept as the feed says, but flagged (left out of market prices)',
    record:
      'Alfa,2006,Romeo,Sedan,2006 Alfa Romeo 156 JTS,USED,Manual,"4 cyl, 2 L",Front,Premium,9.5 L / 100 km,90000,Cream / -,"Sydney, NSW",4 cyl,Sedan, 4 Doors, 5 Seats,88',
    draft: { make: 'Alfa Romeo', model: '156', badge: 'JTS', price: 88, price_type: null },
    issues: [
      rep('Brand', 'two-word make split across Brand and Model: make and model taken from Title', 'Alfa / Romeo'),
      {
        field: 'Price',
        action: 'flagged',
        reason: 'below $500, not a plausible vehicle price: imported as the feed says, left out of market prices',
        original: '88',
      },
    ],
  },
  {
    name: 'line 11435: state written AU-VIC',
    record:
      'Toyota,1996,Landcruiser,Ute / Tray,1996 Toyota Landcruiser (4X4),USED,Manual,"6 cyl, 4.2 L",4WD,Diesel,0 L / 100 km,386381,Burgundy / -,"Warrenheip, AU-VIC",6 cyl,Ute / Tray, 2 Doors, 3 Seats,22000',
    draft: { suburb: 'Warrenheip', state: 'VIC', model: 'Landcruiser', colour: 'Burgundy' },
    issues: [
      rep('FuelConsumption', '0 L/100 km on a fuel-burning car is not a real figure: dropped', '0 L / 100 km'),
      rep('Location', 'state written as "AU-VIC": read as VIC', 'Warrenheip, AU-VIC'),
    ],
  },
];

describe('auVehiclePrices.mapRow on real rows', () => {
  it.each(CASES)('$name', ({ record, draft, issues }) => {
    const result = mapOne(record);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft).toMatchObject(draft);
    expect(result.issues).toEqual(issues);
  });

  it('never copies the Car/Suv value (seller names, phones) into the draft', () => {
    for (const { record } of CASES) {
      const result = mapOne(record);
      const carSuv = parseCsv(`${HEADER}\n${record}\n`).rows[0]!.values['Car/Suv']!;
      const text = JSON.stringify(result);
      if (['SUV', 'Hatchback', 'Ute / Tray', 'Commercial', 'Wagon', 'Sedan'].includes(carSuv)) continue; // body types also appear in BodyType
      expect(text).not.toContain(carSuv.trim());
    }
  });

  it('rejects the entirely empty row (line 2402)', () => {
    expect(mapOne(',nan,,nan,,nan,,,,,,,,,nan,,,,')).toEqual({
      ok: false,
      issues: [{ field: '(row)', action: 'rejected', reason: 'empty row: every value blank or nan', original: null }],
    });
  });

  it.each([
    [
      'no year',
      'Toyota,nan,Hilux,SUV,Toyota Hilux,USED,Manual,-,4WD,Diesel,-,1,White / -,"Sydney, NSW",-,Ute / Tray,,,10000',
      'Year',
      'no valid year',
    ],
    [
      'bad condition',
      'Toyota,2019,Hilux,SUV,2019 Toyota Hilux,nan,Manual,-,4WD,Diesel,-,1,White / -,"Sydney, NSW",-,Ute / Tray,,,10000',
      'UsedOrNew',
      'not NEW, USED or DEMO',
    ],
    ['no make', ',2019,Hilux,SUV,2019 Hilux,USED,Manual,-,4WD,Diesel,-,1,White / -,"Sydney, NSW",-,Ute / Tray,,,10000', 'Brand', 'no make'],
    ['short row', 'Toyota,2019,Hilux', '(row)', 'wrong number of columns: 3 instead of 19'],
  ])('rejects a row with %s', (_name, record, field, reason) => {
    const result = mapOne(record);
    expect(result.ok).toBe(false);
    expect(result.issues).toMatchObject([{ field, action: 'rejected', reason }]);
  });
});

describe('listing labels in Car/Suv: preorder and status (never the seller text)', () => {
  it.each<[string, string, Pick<CarDraft, 'car_type' | 'status' | 'preorder'>]>([
    [
      'line 14835: NEW Available to order → a factory order, listed as available',
      'Renault,2023,Arkana,NEW Available to order,2023 Renault Arkana ZEN,NEW,Automatic,"4 cyl, 1.3 L",Front,-,6 L / 100 km,- / -,5 years / Unlimited km,,4 cyl,SUV, 4 Doors, 5 Seats,37500',
      { car_type: 'new', status: 'in_stock', preorder: true },
    ],
    [
      'line 34: NEW In stock → in stock, as the feed says',
      'Volkswagen,2023,T-Cross,NEW In stock,2023 Volkswagen T-Cross 85TSI DSG FWD Life,NEW,Automatic,-,Front,Premium,-,15,White / Black,"Blacktown, NSW",-,Wagon,,,35887',
      { car_type: 'new', status: 'in_stock', preorder: false },
    ],
    [
      'line 14: USED Dealer ad → no status stated',
      'Honda,2015,City,USED Dealer ad,2015 Honda City GM VTi-L Sedan 4dr CVT 7sp 1.5i MY16,USED,Automatic,-,Other,Unleaded,-,181745,Black / -,"Rouse Hill, NSW",-,,,,11999',
      { car_type: 'used', status: null, preorder: false },
    ],
    [
      'line 660: DEMO → no status stated',
      'BMW,2023,X4,DEMO,2023 BMW X4 M Competition Coupe M Steptronic M xDrive,DEMO,Automatic,-,Other,Premium,-,1589,Black / Merino Leather,"Bentleigh, VIC",-,Wagon,,,189990',
      { car_type: 'demo', status: null, preorder: false },
    ],
    [
      'line 15105: nan, though shaped like an order (no km, warranty text, no yard) → not a label',
      'Audi,2023,A4,nan,2023 Audi A4 Allroad 40 TDI Quattro,NEW,-,2 L,AWD,Diesel,4.9 L / 100 km,- / -,5 years / Unlimited km,,2 L,Wagon, 4 Doors, 5 Seats,78000',
      { car_type: 'new', status: null, preorder: false },
    ],
    [
      'line 2: a seller name → not a label',
      'Ssangyong,2022,Rexton,Sutherland Isuzu Ute,2022 Ssangyong Rexton Ultimate (awd),DEMO,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,5595,White / Black,"Caringbah, NSW",4 cyl,SUV, 4 Doors, 7 Seats,51990',
      { car_type: 'demo', status: null, preorder: false },
    ],
  ])('%s', (_name, record, expected) => {
    const result = mapOne(record);
    expect(result.ok && result.draft).toMatchObject(expected);
  });

  it('a label naming another condition than UsedOrNew is flagged and not used', () => {
    const result = mapOne(
      'Renault,2023,Arkana,NEW Available to order,2023 Renault Arkana ZEN,USED,Automatic,"4 cyl, 1.3 L",Front,-,6 L / 100 km,1200,White / Black,"Blacktown, NSW",4 cyl,SUV, 4 Doors, 5 Seats,37500',
    );
    expect(result.ok && result.draft).toMatchObject({ car_type: 'used', status: null, preorder: false });
    expect(result.issues).toContainEqual({
      field: 'Car/Suv',
      action: 'flagged',
      reason: 'listing label names another condition than UsedOrNew: label not used',
      original: 'NEW Available to order',
    });
  });

  it.each([
    ['NEW Available to order', true],
    [' NEW Available to order ', true],
    ['new available to order', false],
    ['NEW Available to order from us', false],
    ['Sutherland Isuzu Ute', false],
  ])('%j is a listing label: %s', (raw, isLabel) => {
    expect(listingLabel(raw) !== null).toBe(isLabel);
  });
});

describe('classifyCarSuv', () => {
  it.each([
    ['SUV', 'body type'],
    ['Ute / Tray', 'body type'],
    ['NEW Available to order', 'listing label'],
    ['USED Dealer ad', 'listing label'],
    ['02 **** ****\n', 'masked phone number'],
    ['nan', 'missing'],
    ['Sutherland Isuzu Ute', 'seller name (withheld)'],
  ])('%j is a %s', (value, kind) => expect(classifyCarSuv(value)).toBe(kind));

  it('feed notes count the kinds without writing any value', () => {
    const { rows } = parseCsv(`${HEADER}\n${CASES.map((c) => c.record).join('\n')}\n`);
    const [note] = auVehiclePrices.notes!(rows);
    expect(note!.counts).toEqual({ 'seller name (withheld)': 5, 'body type': 8, 'listing label': 3, 'masked phone number': 1, missing: 2 });
    expect(JSON.stringify(note)).not.toContain('Mr Car');
  });
});
