import { describe, expect, it } from 'vitest';
import { HeldCarsFile, markHeldCars } from './holds.ts';

const cars = [
  { id: 1, reserved: false },
  { id: 2, reserved: true },
  { id: 3, reserved: false },
];

describe('cars held by a deposit (issue 13: the hold shows in the next build)', () => {
  it('marks the held cars reserved, keeps the others and the order, ignores ids not listed', () => {
    const r = markHeldCars(cars, [3, 2, 99]);
    expect(r.cars).toEqual([
      { id: 1, reserved: false },
      { id: 2, reserved: true },
      { id: 3, reserved: true },
    ]);
    expect(r.marked).toBe(1);
    expect(cars[2]!.reserved).toBe(false); // the input is not changed
    expect(markHeldCars(cars, []).cars).toEqual(cars);
  });

  it('reads a held-cars file: slug → car ids', () => {
    expect(HeldCarsFile.parse({ 'harbourline-mazda': [101234] })).toEqual({ 'harbourline-mazda': [101234] });
    expect(HeldCarsFile.safeParse({ 'harbourline-mazda': ['101234'] }).success).toBe(false);
    expect(HeldCarsFile.safeParse({ 'Not A Slug': [1] }).success).toBe(false);
  });
});
