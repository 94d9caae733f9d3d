import { describe, expect, it } from 'vitest';
import {
  feetToMetres,
  formatCapacityLitres,
  formatCc,
  formatDecimal,
  formatEngineLitres,
  formatFeetAndMetres,
  formatFuelConsumption,
  formatKg,
  formatKm,
  formatMm,
  formatNm,
  METRES_PER_FOOT,
} from './units.ts';

describe('unit formatting', () => {
  it.each([
    ['odometer', formatKm(82_431), '82,431 km'],
    ['0 km new car', formatKm(0), '0 km'],
    ['engine litres', formatEngineLitres(2.2), '2.2 L'],
    ['engine badged with one decimal', formatEngineLitres(2), '2.0 L'],
    ['engine 1.998 rounds to 2.0', formatEngineLitres(1.998), '2.0 L'],
    ['cc', formatCc(2393), '2,393 cc'],
    ['fuel consumption', formatFuelConsumption(8.7), '8.7 L/100 km'],
    ['fuel consumption whole', formatFuelConsumption(10), '10.0 L/100 km'],
    ['tank', formatCapacityLitres(80), '80 L'],
    ['tank with a decimal', formatCapacityLitres(47.5), '47.5 L'],
    ['mass', formatKg(3500), '3,500 kg'],
    ['length', formatMm(5325), '5,325 mm'],
    ['torque', formatNm(500), '500 Nm'],
    ['caravan length', formatFeetAndMetres(21), '21 ft (6.40 m)'],
    ['caravan width', formatFeetAndMetres(7.5), '7.5 ft (2.29 m)'],
    ['caravan 19 ft 6 in as 19.5', formatFeetAndMetres(19.5), '19.5 ft (5.94 m)'],
    ['never "-0"', formatDecimal(-0.001, 1), '0.0'],
  ])('%s', (_case, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('1 ft = 0.3048 m', () => {
    expect(METRES_PER_FOOT).toBe(0.3048);
    expect(feetToMetres(10)).toBeCloseTo(3.048, 10);
  });

  it('throws RangeError for NaN', () => {
    expect(() => formatKm(NaN)).toThrow(RangeError);
  });
});
