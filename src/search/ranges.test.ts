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

import { clampThumbs, DEFAULT_SLIDER_MAX, MIN_THUMB_GAP, rangeBounds, ROUND_TO, sliderStep, thumbsToRefinement } from './ranges.ts';
import { FACET_DEFINITIONS } from './facets.ts';

describe('range facet rules (spec §2, §4, §5, §9)', () => {
  it('price slider: min 5000, max 250000, step 500; price and km typed values round to 1000', () => {
    expect(FACET_DEFINITIONS.price).toMatchObject({ kind: 'range', min: 5000, max: 250_000, step: 500 });
    expect(ROUND_TO).toEqual({ price: 1000, km: 1000 });
    expect(normaliseRange(['10499', '30500'], PRICE, ROUND_TO.price)).toEqual([10_000, 31_000]);
  });
  it('default max 100000 and a step of about 1/100 of the range', () => {
    expect(DEFAULT_SLIDER_MAX).toBe(100_000);
    expect(rangeBounds({ min: 0 }, null)).toEqual({ min: 0, max: 100_000 });
    expect(rangeBounds({}, { min: 1998.4, max: 2024 })).toEqual({ min: 1998, max: 2024 });
    expect(rangeBounds({ min: 5000, max: 250_000 }, { min: 7000, max: 90_000 })).toEqual({ min: 5000, max: 250_000 });
    expect(sliderStep(0, 100_000)).toBe(1000);
    expect(sliderStep(0, 243_000)).toBe(2000);
    expect(sliderStep(0, 480_000)).toBe(5000);
    expect(sliderStep(1998, 2024)).toBe(1);
  });
  it('thumbs clamp to the bounds and keep the minimum gap of 1; the moved thumb stops', () => {
    expect(MIN_THUMB_GAP).toBe(1);
    expect(clampThumbs([1000, 300_000], PRICE, 0)).toEqual([5000, 250_000]);
    expect(clampThumbs([40_000, 30_000], PRICE, 0)).toEqual([29_999, 30_000]);
    expect(clampThumbs([40_000, 30_000], PRICE, 1)).toEqual([40_000, 40_001]);
    expect(clampThumbs([250_000, 250_000], PRICE, 0)).toEqual([249_999, 250_000]);
  });
  it('a thumb at its end of the track is an open side', () => {
    expect(thumbsToRefinement([5000, 250_000], PRICE)).toEqual([undefined, undefined]);
    expect(thumbsToRefinement([10_000, 250_000], PRICE)).toEqual([10_000, undefined]);
    expect(thumbsToRefinement([5000, 60_000], PRICE)).toEqual([undefined, 60_000]);
  });
});
