/**
 * Facts read from the title where the real feed's column is empty (`../shared/data/stock-feed/`, CSV
 * line in each name), through the importer, and the conservative cases where nothing is read.
 */
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/csv.ts';
import { auVehiclePrices } from './au-vehicle-prices.ts';
import { factsFromTitle } from './title-facts.ts';
import type { CarDraft } from './types.ts';

const HEADER =
  'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price';
const mapOne = (record: string) => auVehiclePrices.mapRow(parseCsv(`${HEADER}\n${record}\n`).rows[0]!);

describe('facts read from the Title where the column is empty', () => {
  it.each<[string, string, Partial<CarDraft>, string[]]>([
    [
      'line 3792: 2018 Nissan Leaf, fuel "-" → Electric (a Leaf is electric only; the title also says so)',
      'Nissan,2018,Leaf,Melbourne Automobiles Pty Ltd,2018 Nissan Leaf G (electric),USED,Automatic,-,Other,-,-,38986,Silver / -,"Braeside, VIC",-,Hatchback,,,28688',
      { simple_fuel: 'Electric', fuel: null, drive: null },
      ['simple_fuel'],
    ],
    [
      'line 3844: 2021 Tesla Model 3, fuel "-" → Electric (the model; no fuel word in the title)',
      'Tesla,2021,Model,"02 **** ****\n",2021 Tesla Model 3,USED,-,-,Other,-,-,25413,White / -,"Rozelle, NSW",-,,,,69800',
      { simple_fuel: 'Electric', simple_transmission: null, simple_body: null },
      ['simple_fuel'],
    ],
    [
      'line 5130: 2023 MG HS +EV Phev, fuel "-" → Hybrid (a plug-in hybrid, not a battery car)',
      'MG,2023,HS,Alto Blacktown MG,2023 MG HS +EV Phev Excite,NEW,Automatic,"4 cyl, 1.5 L",Front,-,1.7 L / 100 km,15,White / Knight Black,"Blacktown, NSW",4 cyl,SUV, 5 Doors, 5 Seats,48990',
      { simple_fuel: 'Hybrid', engine_size: 1.5, fuel_consumption: 1.7 },
      ['simple_fuel'],
    ],
    [
      'line 626: 2017 Toyota Corolla Axio Hybrid, no fuel and no transmission → Hybrid, transmission unknown',
      'Toyota,2017,Corolla,"02 **** ****\n",2017 Toyota Corolla Axio Hybrid,USED,-,-,Other,-,-,91667,White / -,"Greenacre, NSW",-,,,,22990',
      { simple_fuel: 'Hybrid', simple_transmission: null, drive: null },
      ['simple_fuel'],
    ],
    [
      'line 1774: 2016 Toyota HiAce TURBO DIESEL 4WD → Diesel, 4WD (DriveType "Other")',
      'Toyota,2016,HiAce,USED Dealer ad,2016 Toyota HiAce TURBO DIESEL 4WD,USED,Automatic,-,Other,-,-,178227,White / Grey,"Lidcombe, NSW",-,,,,36999',
      { simple_fuel: 'Diesel', drive: '4WD', simple_body: null },
      ['drive', 'simple_fuel'],
    ],
    [
      'line 1314: 2018 Toyota Rav 4 … PETROL AUTO CVT 5 DOOR WAGON, no transmission → Petrol, Automatic',
      'Toyota,2018,Rav,USED Dealer ad,2018 Toyota Rav 4 RAV 4 GX-2WD 2.0L PETROL AUTO CVT 5 DOOR WAGON,USED,-,-,Other,-,-,90764,Silver / -,"West Ryde, NSW",-,Wagon,,,29888',
      { simple_fuel: 'Petrol', simple_transmission: 'Automatic', drive: null, simple_body: 'Wagon', doors: null },
      ['simple_fuel', 'simple_transmission'],
    ],
    [
      'line 118: 2012 Dodge Journey … 4dr Auto 6sp 3.6i 7 St SUV → 4 doors, 7 seats (2WD says no axle)',
      'Dodge,2012,Journey,Mr Car,2012 Dodge Journey JC SXT Wagon 4dr Auto 6sp 3.6i 7 St SUV,USED,Automatic,-,Other,Unleaded,-,147589,White / -,"Rouse Hill, NSW",-,Wagon,,,10999',
      { doors: 4, seats: 7, drive: null, simple_fuel: 'Petrol' },
      ['doors', 'seats'],
    ],
    [
      'line 402: 2014 Audi Q5 … S-Tronic 7sp Quattro 2.0T, DriveType "Other" → AWD, 5 doors',
      'Audi,2014,Q5,Mr Car,2014 Audi Q5 8R TFSI Wagon 5dr S-Tronic 7sp Quattro 2.0T,USED,Automatic,-,Other,Unleaded,-,171806,White / -,"Rouse Hill, NSW",-,Wagon,,,19999',
      { drive: 'AWD', doors: 5, simple_fuel: 'Petrol' },
      ['doors', 'drive'],
    ],
  ])('%s', (_name, record, draft, derived) => {
    const result = mapOne(record);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.draft).toMatchObject({ ...draft, derived });
    const columns: Record<string, string> = {
      simple_fuel: 'FuelType',
      simple_transmission: 'Transmission',
      drive: 'DriveType',
      simple_body: 'BodyType',
      doors: 'Doors',
      seats: 'Seats',
    };
    expect(
      result.issues
        .filter((i) => /read from the Title/.test(i.reason))
        .map((i) => i.field)
        .sort(),
    ).toEqual(derived.map((f) => columns[f]).sort());
  });

  it('never overrides a column the feed filled (line 2: AWD in the column and "(awd)" in the title)', () => {
    const result = mapOne(
      'Ssangyong,2022,Rexton,Sutherland Isuzu Ute,2022 Ssangyong Rexton Ultimate (awd),DEMO,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,5595,White / Black,"Caringbah, NSW",4 cyl,SUV, 4 Doors, 7 Seats,51990',
    );
    expect(result.ok && result.draft.derived).toEqual([]);
  });
});

describe('factsFromTitle: words that disagree or say nothing give nothing', () => {
  const all = { fuel: true, transmission: true, drive: true, body: true, doors: true, seats: true };
  it.each<[string, { make: string; model: string; badge: string | null }, object]>([
    ['2WD and 4x2 name no axle', { make: 'Nissan', model: 'Dualis', badge: 'ST (4x2)' }, {}],
    ['Diesel and Petrol words together', { make: 'Toyota', model: 'Hilux', badge: 'SR Petrol Diesel' }, {}],
    [
      'a hybrid Ioniq says Hybrid; an Ioniq (not 5) is not electric by its name',
      { make: 'Hyundai', model: 'Ioniq', badge: 'Hybrid Elite' },
      { simple_fuel: 'Hybrid' },
    ],
    ['"1st Edition" is no seat count', { make: 'Ford', model: 'Ranger', badge: 'Raptor 1st Edition' }, {}],
    ['a model named Ute is no body word (only the badge is read)', { make: 'Holden', model: 'UTE', badge: 'SV6' }, {}],
    ['Cab Chassis', { make: 'Isuzu', model: 'D-MAX', badge: 'SX Cab Chassis 4x4' }, { simple_body: 'Ute', drive: '4WD' }],
  ])('%s', (_name, car, facts) => expect(factsFromTitle(car, all)).toEqual(facts));
});
