import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb, relativeLuminance } from './contrast.ts';

describe('WCAG 2.2 contrast (1.4.3)', () => {
  it('reads 3- and 6-digit hex colours and rejects anything else', () => {
    expect(hexToRgb('#0b4f8a')).toEqual([11, 79, 138]);
    expect(hexToRgb('#FfF')).toEqual([255, 255, 255]);
    expect(() => hexToRgb('blue')).toThrow('not a hex colour: "blue"');
  });

  it('gives the WCAG end points and published ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white (4.54:1); #777777 fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // Symmetric.
    expect(contrastRatio('#ffffff', '#0b4f8a')).toBe(contrastRatio('#0b4f8a', '#ffffff'));
  });
});
