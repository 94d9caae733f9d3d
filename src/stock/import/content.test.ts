/** Derived dealer comments and equipment restate the car's own fields only (spec §5 dealer comments). */
import { describe, expect, it } from 'vitest';
import type { CarDraft } from '../importers/types.ts';
import { restatingComments, standardEquipment } from './content.ts';

const HILUX: CarDraft = {
  stocknum: null,
  identity: 'x',
  make: 'Toyota',
  model: 'Hilux',
  badge: 'SR (4X4)',
  year: 2019,
  car_type: 'used',
  item_type: 'car',
  status: null,
  preorder: false,
  title: null,
  price: 41990,
  price_type: null,
  km: 82431,
  colour: 'White',
  interior_colour: 'Black',
  fuel: 'Diesel',
  simple_fuel: 'Diesel',
  bodyconfiguration: 'Ute / Tray',
  simple_body: 'Ute',
  trans: 'Automatic',
  simple_transmission: 'Automatic',
  drive: '4WD',
  seats: 5,
  doors: 4,
  engine_size: 2.8,
  engine_cc: null,
  cylinders: 4,
  fuel_consumption: 8.7,
  suburb: 'Caringbah',
  state: 'NSW',
  dealercomments: null,
  specifications: null,
  derived: [],
};

describe('restatingComments', () => {
  it('restates the fields, |-separated', () => {
    expect(restatingComments(HILUX, '2019 Toyota Hilux SR (4X4)')).toBe(
      '2019 Toyota Hilux SR (4X4) | Used, Automatic, 4WD, Diesel | 82,431 km | White exterior, Black interior | 5 seats, 4 doors | 4-cylinder 2.8 L engine, 8.7 L/100 km',
    );
  });

  it('leaves out what is unknown, and the km of a new car', () => {
    const bare: CarDraft = {
      ...HILUX,
      car_type: 'new',
      km: null,
      colour: null,
      interior_colour: null,
      seats: null,
      doors: null,
      engine_size: null,
      cylinders: null,
      fuel_consumption: null,
      drive: null,
    };
    expect(restatingComments(bare, '2026 Toyota Hilux')).toBe('2026 Toyota Hilux | New, Automatic, Diesel');
  });

  it('restates caravan specifications', () => {
    const van: CarDraft = {
      ...HILUX,
      item_type: 'caravan',
      simple_transmission: null,
      drive: null,
      simple_fuel: null,
      km: null,
      colour: 'White',
      interior_colour: null,
      seats: null,
      doors: null,
      cylinders: null,
      engine_size: null,
      fuel_consumption: null,
      specifications: {
        sleeps: 4,
        body_length: 21.5,
        body_width: 7.9,
        axle_type: 'Tandem',
        tare_weight: 2480,
        aggregate_trailer_mass: 3080,
      },
    };
    expect(restatingComments(van, '2026 Jayco Journey')).toBe(
      '2026 Jayco Journey | Used | White exterior | Sleeps 4, 21.5 ft body length, 7.9 ft body width, Tandem axle, Tare 2,480 kg, ATM 3,080 kg',
    );
  });
});

describe('standardEquipment', () => {
  it('one phrase per known field', () => {
    expect(standardEquipment(HILUX)).toEqual([
      'Automatic transmission',
      'Four-wheel drive',
      '5 seats',
      '4 doors',
      'Diesel engine',
      '4-cylinder 2.8 L engine',
      'Fuel consumption 8.7 L/100 km',
    ]);
  });

  it.each([
    [
      { drive: 'AWD', simple_fuel: 'Electric', cylinders: null, engine_size: null, fuel_consumption: null },
      ['Automatic transmission', 'All-wheel drive', '5 seats', '4 doors', 'Electric motor'],
    ],
    [
      {
        simple_transmission: null,
        drive: null,
        seats: null,
        doors: null,
        simple_fuel: null,
        cylinders: null,
        engine_size: null,
        fuel_consumption: null,
        engine_cc: 689,
      },
      ['689 cc engine'],
    ],
    [
      {
        simple_transmission: null,
        drive: null,
        seats: null,
        doors: null,
        simple_fuel: null,
        cylinders: null,
        engine_size: null,
        fuel_consumption: null,
      },
      [],
    ],
  ] as const)('%j', (over, expected) => expect(standardEquipment({ ...HILUX, ...over })).toEqual(expected));
});
