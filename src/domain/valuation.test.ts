import { describe, expect, it } from 'vitest';
import { ONLINE_ESTIMATE_MAX_AGE_YEARS, ONLINE_ESTIMATE_MAX_KM, onlineEstimateAvailable } from './valuation.ts';

describe('onlineEstimateAvailable (spec §5: not for cars over 7 years or 100,000 km)', () => {
  it('limits are the spec values', () => {
    expect(ONLINE_ESTIMATE_MAX_AGE_YEARS).toBe(7);
    expect(ONLINE_ESTIMATE_MAX_KM).toBe(100_000);
  });
  it.each([
    ['3-year-old car, 45,000 km', 2022, 45_000, true],
    ['exactly 7 years old', 2018, 60_000, true],
    ['8 years old', 2017, 60_000, false],
    ['exactly 100,000 km', 2021, 100_000, true],
    ['100,001 km', 2021, 100_001, false],
    ['a 1965 classic', 1965, 20_000, false],
    ['0 km new car', 2025, 0, true],
    ['km not entered yet', 2021, null, true],
  ] as const)('%s', (_case, year, km, expected) => {
    expect(onlineEstimateAvailable({ year, km }, 2025)).toBe(expected);
  });
});
