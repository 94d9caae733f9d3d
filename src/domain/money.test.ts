import { describe, expect, it } from 'vitest';
import { formatAud, formatNumber } from './money.ts';

describe('formatAud (AUD dollars)', () => {
  it.each([
    // [case, amount, opts, expected]
    ['whole dollars, thousands separator', 29_990, {}, '$29,990'],
    ['dealer agency fee with cents (spec §9)', 912.25, {}, '$912.25'],
    ['establishment fee 1360.50 keeps the trailing zero (spec §9)', 1360.5, {}, '$1,360.50'],
    ['default reserve deposit (spec §9)', 200, {}, '$200'],
    ['price-range slider max (spec §2)', 250_000, {}, '$250,000'],
    ["the feed's dearest car", 1_500_000, {}, '$1,500,000'],
    ['zero', 0, {}, '$0'],
    ['force cents', 29_990, { cents: true }, '$29,990.00'],
    ['force whole dollars rounds down', 912.25, { cents: false }, '$912'],
    ['force whole dollars rounds half up', 912.5, { cents: false }, '$913'],
    ['float noise that rounds to a whole dollar shows no cents', 99.999, {}, '$100'],
    ['negative amount', -500, {}, '-$500'],
    ['tiny negative never shows "-$0"', -0.004, {}, '$0'],
    ['negative zero never shows "-$0"', -0, {}, '$0'],
  ] as const)('%s', (_case, amount, opts, expected) => {
    expect(formatAud(amount, opts)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity])('throws RangeError for %s', (bad) => {
    expect(() => formatAud(bad)).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it.each([
    ['odometer', 136_517, '136,517'],
    ['0 km new car', 0, '0'],
    ['rounds to whole', 82_431.6, '82,432'],
    ['small', 999, '999'],
    ['million', 1_000_000, '1,000,000'],
  ] as const)('%s', (_case, value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });

  it('throws RangeError for NaN', () => {
    expect(() => formatNumber(NaN)).toThrow(RangeError);
  });
});
