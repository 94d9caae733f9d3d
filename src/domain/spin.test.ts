import { describe, expect, it } from 'vitest';
import { drawPrize, prizeChances, wheelStopDegrees } from './spin.ts';

const prizes = [
  { label: '$50 fuel card', weight: 6 },
  { label: 'Free window tint', weight: 3 },
  { label: 'Free first service', weight: 1 },
];

describe('spin-to-win draw', () => {
  it('maps a uniform number onto the cumulative weights, in order', () => {
    expect(drawPrize(prizes, 0)).toBe(0);
    expect(drawPrize(prizes, 0.5999)).toBe(0);
    expect(drawPrize(prizes, 0.6)).toBe(1);
    expect(drawPrize(prizes, 0.8999)).toBe(1);
    expect(drawPrize(prizes, 0.9)).toBe(2);
    expect(drawPrize(prizes, 0.999999)).toBe(2);
    expect(drawPrize(prizes, 1)).toBe(2); // clamped
  });

  it('wins each prize as often as its weight says', () => {
    const wins = [0, 0, 0];
    for (let i = 0; i < 10_000; i++) wins[drawPrize(prizes, (i + 0.5) / 10_000)]!++;
    expect(wins).toEqual([6000, 3000, 1000]);
    expect(prizeChances(prizes)).toEqual([60, 30, 10]);
  });

  it('refuses prizes without a positive weight', () => {
    expect(() => drawPrize([], 0.5)).toThrow('positive weight');
    expect(() => drawPrize([{ label: 'x', weight: 0 }], 0.5)).toThrow('positive weight');
  });

  it('stops the wheel with the prize segment under the pointer', () => {
    // 4 segments of 90°: prize 0 spans 0–90° (centre 45°), so the wheel turns 315° past whole turns.
    expect(wheelStopDegrees(0, 4, 2)).toBe(720 + 315);
    expect(wheelStopDegrees(3, 4, 2)).toBe(720 + 45);
  });
});
