import { describe, expect, it } from 'vitest';
import { carSubtitle, carTitle, findSimilarMessage, photoAlt } from './car-text.ts';

describe('car text', () => {
  it("titles a car 'year make model' with 'badge series' beneath (spec §2)", () => {
    expect(carTitle({ year: 2019, make: 'Toyota', model: 'RAV4' })).toBe('2019 Toyota RAV4');
    expect(carSubtitle({ badge: 'GX', series: 'MXAA52R' })).toBe('GX MXAA52R');
    expect(carSubtitle({ badge: null, series: null })).toBeNull();
  });

  it('prefills the find-me-something-similar message of a sold car (spec §4)', () => {
    expect(findSimilarMessage({ year: 2019, make: 'Toyota', model: 'RAV4', badge: 'GX', stocknum: 'A1' })).toBe(
      'Please find me something similar to the 2019 Toyota RAV4 GX (stock number A1), which has been sold.',
    );
  });

  it('writes photo alt text with its position', () => {
    expect(photoAlt('2019 Toyota RAV4', 0, 3)).toBe('2019 Toyota RAV4');
    expect(photoAlt('2019 Toyota RAV4', 2, 3)).toBe('2019 Toyota RAV4, photo 3 of 3');
  });
});
