import { describe, expect, it } from 'vitest';
import { keyInformation } from './lists.ts';
import {
  allSpecifications,
  caravanSpecs,
  engineSizeText,
  textValue,
  variantSpecs,
  vehicleDetails,
  vehicleDetailsTitle,
  type CaravanSpecFields,
  type VariantFields,
  type VehicleDetailFields,
} from './specs.ts';

const bare: VehicleDetailFields = {
  item_type: 'car',
  year: 2019,
  km: null,
  simple_transmission: null,
  trans: null,
  simple_body: null,
  bodyconfiguration: null,
  simple_fuel: null,
  fuel: null,
  engine_size: null,
  cylinders: null,
  drive: null,
  colour: null,
  interior_colour: null,
  seats: null,
  doors: null,
  stocknum: null,
  vin: null,
  regplate: null,
  variant: null,
};
const noVariant: VariantFields = {
  cylinders: null,
  enginesize: null,
  enginesize_litres: null,
  induction: null,
  geartype: null,
  fuelconsumptioncombined: null,
  fuelcapacity: null,
  grossvehiclemass: null,
  vehiclelength: null,
  vehicleheight: null,
  vehiclewidth: null,
  towingcapacitybraked: null,
  torque: null,
  ancaprating: null,
};
/** label → value, to compare lists compactly. */
const pairs = (items: { label: string; value: string }[]) => items.map((i) => [i.label, i.value]);

describe('vehicleDetailsTitle (spec §2)', () => {
  it.each([
    ['car', 'Car Details'],
    ['caravan', 'Caravan Details'],
    ['motorcycle', 'Motorcycle Details'],
    [null, 'Car Details'],
  ])('%s → %s', (itemType, title) => {
    expect(vehicleDetailsTitle(itemType)).toBe(title);
  });
});

describe('textValue (feed placeholders are empty)', () => {
  it.each([
    ['White', 'White'],
    ['  White ', 'White'],
    ['-', null],
    ['N/A', null],
    ['nan', null],
    ['', null],
    [null, null],
  ])('%j → %j', (v, out) => {
    expect(textValue(v)).toBe(out);
  });
});

describe('vehicleDetails (spec §2 details card, §5 empty values dropped)', () => {
  it('a full used car, in key-information order', () => {
    const car: VehicleDetailFields = {
      ...bare,
      km: 82_431,
      simple_transmission: 'Automatic',
      trans: '8 SP AUTOMATIC',
      simple_body: 'SUV',
      bodyconfiguration: 'Wagon',
      simple_fuel: 'Diesel',
      engine_size: 2.2,
      cylinders: 4,
      drive: 'AWD',
      colour: 'White',
      interior_colour: 'Black Cloth',
      seats: 5,
      doors: 4,
      stocknum: 'U1234',
      vin: 'jtmrbrev10d123456',
      regplate: 'abc12d',
      variant: { enginesize_litres: 2.2, fuelconsumptioncombined: 8.7 },
    };
    expect(pairs(vehicleDetails(car))).toEqual([
      ['Odometer', '82,431 km'],
      ['Transmission', 'Automatic'],
      ['Body', 'SUV'],
      ['Fuel type', 'Diesel'],
      ['Engine', '2.2 L'],
      ['Cylinders', '4'],
      ['Drive', 'AWD'],
      ['Colour', 'White'],
      ['Interior colour', 'Black Cloth'],
      ['Seats', '5'],
      ['Doors', '4'],
      ['Fuel consumption', '8.7 L/100 km'],
      ['Year', '2019'],
      ['Stock number', 'U1234'],
      ['VIN', 'JTMRBREV10D123456'],
      ['Rego', 'ABC12D'],
    ]);
    expect(pairs(keyInformation(vehicleDetails(car), false).visible)).toEqual([
      ['Odometer', '82,431 km'],
      ['Transmission', 'Automatic'],
      ['Body', 'SUV'],
      ['Fuel type', 'Diesel'],
    ]);
  });

  it.each<[string, Partial<VehicleDetailFields>, string[][]]>([
    [
      '0 km new car shows "0 km"',
      { km: 0, stocknum: 'N1' },
      [
        ['Odometer', '0 km'],
        ['Year', '2019'],
        ['Stock number', 'N1'],
      ],
    ],
    [
      'EV: 0 L engine and 0 cylinders dropped',
      { simple_fuel: 'Electric', engine_size: 0, cylinders: 0 },
      [
        ['Fuel type', 'Electric'],
        ['Year', '2019'],
      ],
    ],
    [
      'EV: 0 L in the variant too, and 0 L/100 km, dropped',
      { simple_fuel: 'Electric', engine_size: 0, variant: { enginesize_litres: 0, fuelconsumptioncombined: 0 } },
      [
        ['Fuel type', 'Electric'],
        ['Year', '2019'],
      ],
    ],
    [
      'a 1965 classic: year never gets a thousands separator',
      { year: 1965, km: 136_517, simple_transmission: 'Manual' },
      [
        ['Odometer', '136,517 km'],
        ['Transmission', 'Manual'],
        ['Year', '1965'],
      ],
    ],
    [
      'feed fields stand in for blank simplified ones',
      { simple_body: ' ', bodyconfiguration: 'Wagon', simple_transmission: '-', trans: 'Manual', fuel: 'Unleaded' },
      [
        ['Transmission', 'Manual'],
        ['Body', 'Wagon'],
        ['Fuel type', 'Unleaded'],
        ['Year', '2019'],
      ],
    ],
    [
      'engine falls back to the variant litres',
      { engine_size: null, variant: { enginesize_litres: 2.8, fuelconsumptioncombined: null } },
      [
        ['Engine', '2.8 L'],
        ['Year', '2019'],
      ],
    ],
    ['feed placeholders dropped', { colour: '-', drive: 'nan', vin: 'N/A' }, [['Year', '2019']]],
    ['nothing but the year', {}, [['Year', '2019']]],
  ])('%s', (_case, over, expected) => {
    expect(pairs(vehicleDetails({ ...bare, ...over }))).toEqual(expected);
  });
});

describe('engineSizeText: motorcycles in cc, everything else in litres', () => {
  it.each<[string | null, number | null, number | null, string | null]>([
    ['motorcycle', 0.649, 649, '649 cc'],
    ['motorcycle', 0.649, null, '649 cc'],
    ['motorcycle', null, 1084, '1,084 cc'],
    ['motorcycle', 0, 0, null],
    ['car', 2.0, 1998, '2.0 L'],
    [null, null, 1998, '1,998 cc'],
    ['caravan', null, null, null],
  ])('%s, %s L, %s cc → %s', (itemType, litres, cc, text) => {
    expect(engineSizeText(itemType, litres, cc)).toBe(text);
  });

  it("a 649 cc motorcycle's details card and all specifications say '649 cc', never '0.6 L'", () => {
    const bike = {
      ...bare,
      item_type: 'motorcycle',
      engine_size: 0.649,
      gearnum: 6,
      variant: { ...noVariant, enginesize: 649, enginesize_litres: 0.649 },
    };
    expect(pairs(vehicleDetails(bike))).toContainEqual(['Engine', '649 cc']);
    expect(pairs(variantSpecs(bike.variant, 6, 'motorcycle'))).toContainEqual(['Engine', '649 cc']);
    expect(JSON.stringify([vehicleDetails(bike), allSpecifications(bike)])).not.toMatch(/0\.6 L/);
  });
});

describe('allSpecifications: each fact once on the page (issue #9: fuel consumption was listed twice)', () => {
  const v: VariantFields = {
    ...noVariant,
    cylinders: 4,
    enginesize: 2393,
    enginesize_litres: 2.4,
    fuelconsumptioncombined: 7.8,
    torque: 500,
    geartype: 'Automatic',
  };
  it('leaves out the engine, cylinders and fuel consumption the details card shows', () => {
    const car = { ...bare, engine_size: 2.4, cylinders: 4, gearnum: 6, variant: v };
    const details = vehicleDetails(car).map((r) => r.label);
    const all = allSpecifications(car);
    expect(details).toEqual(expect.arrayContaining(['Engine', 'Cylinders', 'Fuel consumption']));
    expect(pairs(all)).toEqual([
      ['Gears', '6-speed Automatic'],
      ['Torque', '500 Nm'],
    ]);
    const every = [...vehicleDetails(car), ...all].map((r) => r.key);
    expect(new Set(every).size).toBe(every.length);
    expect([...vehicleDetails(car), ...all].filter((r) => /fuel consumption/i.test(r.label))).toHaveLength(1);
  });

  it('keeps a variant row the details card does not show', () => {
    // No car cylinders and a 0 L engine: the details card lists the variant's engine litres (2.4 L) but no cylinders.
    const car = { ...bare, engine_size: 0, cylinders: null, gearnum: null, variant: v };
    expect(pairs(allSpecifications(car))).toEqual([
      ['Cylinders', '4'],
      ['Gears', 'Automatic'],
      ['Torque', '500 Nm'],
    ]);
  });
});

describe('variantSpecs (spec §3 variant)', () => {
  it('a full variant', () => {
    const v: VariantFields = {
      cylinders: 4,
      enginesize: 2393,
      enginesize_litres: 2.4,
      induction: 'Turbo Intercooled',
      geartype: 'Sports Automatic',
      fuelconsumptioncombined: 7.8,
      fuelcapacity: 80,
      grossvehiclemass: 3_200,
      vehiclelength: 5_325,
      vehicleheight: 1_815,
      vehiclewidth: 1_855,
      towingcapacitybraked: 3_500,
      torque: 500,
      ancaprating: 5,
    };
    expect(pairs(variantSpecs(v, 6))).toEqual([
      ['Engine', '2.4 L'],
      ['Cylinders', '4'],
      ['Induction', 'Turbo Intercooled'],
      ['Gears', '6-speed Sports Automatic'],
      ['Fuel consumption (combined)', '7.8 L/100 km'],
      ['Fuel capacity', '80 L'],
      ['Gross vehicle mass', '3,200 kg'],
      ['Length', '5,325 mm'],
      ['Height', '1,815 mm'],
      ['Width', '1,855 mm'],
      ['Towing capacity (braked)', '3,500 kg'],
      ['Torque', '500 Nm'],
      ['ANCAP rating', '5 stars'],
    ]);
  });

  it.each<[string, Partial<VariantFields>, number | null, string[][]]>([
    ['no variant data at all', {}, null, []],
    ['engine in cc when litres are missing', { enginesize: 1998 }, null, [['Engine', '1,998 cc']]],
    [
      'EV: zero engine, cylinders, fuel use and tank dropped',
      { enginesize: 0, enginesize_litres: 0, cylinders: 0, fuelconsumptioncombined: 0, fuelcapacity: 0, torque: 350 },
      1,
      [
        ['Gears', '1-speed'],
        ['Torque', '350 Nm'],
      ],
    ],
    ['gear type without a count', { geartype: 'CVT' }, null, [['Gears', 'CVT']]],
    ['0-star ANCAP is a real rating', { ancaprating: 0 }, null, [['ANCAP rating', '0 stars']]],
    ['1 star is singular', { ancaprating: 1 }, null, [['ANCAP rating', '1 star']]],
    ['ANCAP outside 0–5 dropped', { ancaprating: 7 }, null, []],
  ])('%s', (_case, over, gearnum, expected) => {
    expect(pairs(variantSpecs({ ...noVariant, ...over }, gearnum))).toEqual(expected);
  });

  it('null variant → empty list', () => expect(variantSpecs(null)).toEqual([]));
});

describe('caravanSpecs (spec §3: feet also shown in metres)', () => {
  it('a full caravan', () => {
    const s: CaravanSpecFields = {
      body_length: 21,
      body_width: 7.5,
      tare_weight: 2_150,
      aggregate_trailer_mass: 2_800,
      axle_type: 'Tandem',
      sleeps: 4,
    };
    expect(pairs(caravanSpecs(s))).toEqual([
      ['Length', '21 ft (6.40 m)'],
      ['Width', '7.5 ft (2.29 m)'],
      ['Tare weight', '2,150 kg'],
      ['Aggregate trailer mass (ATM)', '2,800 kg'],
      ['Axle type', 'Tandem'],
      ['Sleeps', '4'],
    ]);
  });
  it('empty values dropped', () => {
    expect(
      pairs(caravanSpecs({ body_length: 0, body_width: null, tare_weight: null, aggregate_trailer_mass: null, axle_type: ' ', sleeps: 2 })),
    ).toEqual([['Sleeps', '2']]);
  });
  it('null → empty list', () => expect(caravanSpecs(null)).toEqual([]));
});
