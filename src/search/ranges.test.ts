import { describe, expect, it } from 'vitest';
import { normaliseRange } from './ranges.ts';

const PRICE = { min: 5000, max: 250_000 };

describe('normaliseRange (spec §2 price min 5000, max 250000, step 500; §5 out of range ignored)', () => {
  it.each<[string, [string, string], [number | undefined, number | undefined]]>([
    ['both sides', ['10000', '30000'], [10_000, 30_000]],
    ['blank sides are open', ['', ''], [undefined, undefined]],
    ['rounds to the step', ['10240', '30260'], [10_000, 30_500]],
    ['money formatting is accepted', ['$12,000', ' 40 000 '], [12_000, 40_000]],
    ['below the minimum is ignored', ['1000', '20000'], [undefined, 20_000]],
    ['above the maximum is ignored', ['9000', '900000'], [9000, undefined]],
    ['not a number is ignored', ['cheap', '-5'], [undefined, undefined]],
    ['lower at the upper keeps a gap of 1', ['30000', '30000'], [29_999, 30_000]],
    ['lower above the upper keeps a gap of 1', ['50000', '30000'], [29_999, 30_000]],
  ])('%s', (_name, typed, expected) => {
    expect(normaliseRange(typed, PRICE, 500)).toEqual(expected);
  });
  it('accepts km with a unit', () => {
    expect(normaliseRange(['0', '100,000 km'], { min: 0, max: 300_000 }, 1000)).toEqual([0, 100_000]);
  });
});
