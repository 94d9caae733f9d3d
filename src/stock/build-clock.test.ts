import { describe, expect, it } from 'vitest';
import { isRunning } from '../domain/offers.ts';
import { regoDisplay } from '../domain/rego.ts';
import { cardTag, cardTagChangesAt, isJustArrived } from '../domain/tags.ts';
import { buildClock, clockAnswer, clockCell, dayBoundaries, isClockDependency, recordingClock } from './build-clock.ts';

// The sample snapshot's clock: 2026-11-20T00:00:00Z, which is 11:00 on 20 November in Sydney.
const NOW = Date.parse('2026-11-20T00:00:00Z') / 1000;
const HOUR = 3600;
const DAY = 86_400;

describe('clockAnswer: what a page that asked a clock question got (issue #14)', () => {
  it('answers the year, a day in a zone and an instant', () => {
    expect(clockAnswer('clock:year', NOW)).toBe(2026);
    expect(clockAnswer('clock', NOW)).toBe(NOW);
    expect(clockAnswer('clock:day:Australia/Sydney:2026-11-20', NOW)).toBe(0);
    expect(clockAnswer('clock:day:Australia/Sydney:2026-11-21', NOW)).toBe(-1);
    expect(clockAnswer('clock:day:Australia/Sydney:2026-11-19', NOW)).toBe(1);
    expect(clockAnswer(`clock:at:${NOW}`, NOW)).toBe(0);
    expect(clockAnswer(`clock:at:${NOW + 1}`, NOW)).toBe(-1);
    expect(clockAnswer(`clock:at:${NOW - 1}`, NOW)).toBe(1);
  });

  it('reads the day in the zone named: 14:00 UTC on the 20th is already the 21st in Sydney, still the 20th in Perth', () => {
    const t = NOW + 14 * HOUR;
    expect(clockAnswer('clock:day:Australia/Sydney:2026-11-21', t)).toBe(0);
    expect(clockAnswer('clock:day:Australia/Perth:2026-11-21', t)).toBe(-1);
  });

  it('knows no other question: a manifest of older code never matches', () => {
    expect(clockAnswer('clock:week', NOW)).toBeUndefined();
    expect(clockAnswer('clock:day:Not/AZone:2026-11-20', NOW)).toBeUndefined();
    expect(isClockDependency('clock:year')).toBe(true);
    expect(isClockDependency('cars')).toBe(false);
  });
});

describe('recordingClock: answers and records the questions asked', () => {
  it('records the year, each date compared and each instant, and answers as the plain clock does', () => {
    const asked: string[] = [];
    const clock = recordingClock(NOW, (d) => asked.push(d));
    const plain = buildClock({ now: NOW });
    expect(clock.year()).toBe(plain.year());
    expect(clock.today('Australia/Sydney', ['2026-11-01', null, '2026-11-30'])).toBe('2026-11-20');
    expect(clock.now([NOW + 8 * DAY])).toBe(NOW);
    expect(clock.nowByDay('Australia/Perth', ['2027-03-14'])).toBe(NOW);
    expect(asked).toEqual([
      'clock:year',
      'clock:day:Australia/Sydney:2026-11-01',
      'clock:day:Australia/Sydney:2026-11-30',
      `clock:at:${NOW + 8 * DAY}`,
      'clock:day:Australia/Perth:2027-03-14',
    ]);
  });

  it('throws for an unknown time zone, as the domain does', () => {
    expect(() => recordingClock(NOW, () => {}).today('Not/AZone', [])).toThrow(RangeError);
    expect(() => buildClock({ now: NOW }).nowByDay('Not/AZone', [])).toThrow(RangeError);
  });
});

// The promise behind the questions: a rule's answer is the same wherever the recorded answers are the same.
describe('clockCell / within: one stand-in per cell of the clock among given instants', () => {
  const B = [NOW - DAY, NOW + 8 * DAY, NOW + 2 * DAY + 0.75];

  it('between two boundaries: the second after the lower one, depending on those two only', () => {
    expect(clockCell(NOW, B)).toEqual({ at: NOW - DAY + 1, dependencies: [`clock:at:${NOW - DAY}`, `clock:at:${NOW + 2 * DAY}`] });
  });

  it('on a boundary: the clock itself, depending on that second', () => {
    expect(clockCell(NOW + 2 * DAY, B)).toEqual({ at: NOW + 2 * DAY, dependencies: [`clock:at:${NOW + 2 * DAY}`] });
  });

  it('below or above every boundary: the nearest second on its side; none at all: 0 and no dependency', () => {
    expect(clockCell(NOW - 3 * DAY, B)).toEqual({ at: NOW - DAY - 1, dependencies: [`clock:at:${NOW - DAY}`] });
    expect(clockCell(NOW + 9 * DAY, B)).toEqual({ at: NOW + 8 * DAY + 1, dependencies: [`clock:at:${NOW + 8 * DAY}`] });
    expect(clockCell(NOW, [Number.NaN])).toEqual({ at: 0, dependencies: [] });
    expect(clockCell(NOW + 0.5, B)).toEqual({ at: NOW + 0.5, dependencies: ['clock'] });
  });

  it('hour by hour over 12 days: the stand-in changes exactly where a recorded answer does, and lies in the same cell', () => {
    let previous: { at: number; answers: string } | null = null;
    for (let t = NOW - 2 * DAY; t <= NOW + 10 * DAY; t += HOUR) {
      const cell = clockCell(t, B);
      const answers = JSON.stringify(cell.dependencies.map((d) => clockAnswer(d, t)));
      // The stand-in compares with every boundary as the clock does.
      expect(B.map((b) => Math.sign(cell.at - Math.floor(b)))).toEqual(B.map((b) => Math.sign(t - Math.floor(b))));
      if (previous) {
        const sameAnswers = cell.dependencies.every((d) => clockAnswer(d, t - HOUR) === clockAnswer(d, t));
        expect(cell.at === previous.at).toBe(sameAnswers && answers === previous.answers);
      }
      previous = { at: cell.at, answers };
    }
  });

  it("dayBoundaries: a date's first second in the zone and the next day's, where the day answers change", () => {
    const bounds = dayBoundaries('Australia/Sydney', ['2026-11-20', null]);
    expect(bounds).toEqual([Date.parse('2026-11-19T13:00:00Z') / 1000, Date.parse('2026-11-20T13:00:00Z') / 1000]);
    const day = 'clock:day:Australia/Sydney:2026-11-20';
    expect([bounds[0]! - 1, bounds[0]!, bounds[1]! - 1, bounds[1]!].map((t) => clockAnswer(day, t))).toEqual([-1, 0, 0, 1]);
  });

  it('the tracked clock records those dependencies; the plain clock gives the same stand-in', () => {
    const asked: string[] = [];
    expect(recordingClock(NOW, (d) => asked.push(d)).within(B)).toBe(NOW - DAY + 1);
    expect(asked).toEqual([`clock:at:${NOW - DAY}`, `clock:at:${NOW + 2 * DAY}`]);
    expect(buildClock({ now: NOW }).within(B)).toBe(NOW - DAY + 1);
  });
});

describe('the questions the pages ask are enough for the rules they feed', () => {
  const answers = (names: string[], now: number) => names.map((n) => clockAnswer(n, now));
  const nights = Array.from({ length: 24 * 40 }, (_, h) => NOW - 10 * DAY + h * HOUR);

  it('rego line (spec §4 Rego expiry): its expiry date decides, valid through the expiry day', () => {
    const asked: string[] = [];
    const rego = (now: number) =>
      regoDisplay({ car_type: 'used', rego_expiry: '2026-11-25', now, timezone: 'Australia/Sydney', showUnregistered: true });
    recordingClock(NOW, (d) => asked.push(d)).nowByDay('Australia/Sydney', ['2026-11-25']);
    const seen = new Map<string, unknown>();
    for (const t of nights) {
      const key = JSON.stringify(answers(asked, t));
      if (seen.has(key)) expect(rego(t), new Date(t * 1000).toISOString()).toEqual(seen.get(key));
      else seen.set(key, rego(t));
    }
    expect(new Set([...seen.values()].map((r) => JSON.stringify(r))).size).toBe(2);
  });

  it('offers and promotions (spec §9): running between start and expiry, inclusive', () => {
    const w = { start: '2026-11-18', expiry: '2026-11-24' };
    const asked: string[] = [];
    recordingClock(NOW, (d) => asked.push(d)).today('Australia/Sydney', [w.start, w.expiry]);
    const seen = new Map<string, boolean>();
    for (const t of nights) {
      const running = isRunning(w, buildClock({ now: t }).today('Australia/Sydney', []));
      const key = JSON.stringify(answers(asked, t));
      if (seen.has(key)) expect(running).toBe(seen.get(key));
      else seen.set(key, running);
    }
    expect(new Set(seen.values())).toEqual(new Set([true, false]));
  });

  it("'Just arrived' (spec §4): the end of the car's window decides; the default window is 8 days", () => {
    const car = {
      status: 'in_stock',
      created_at: '2026-11-15T03:30:00.250Z',
      reserved: false,
      certified: false,
      tag: null,
      simple_fuel: 'Petrol',
      fuel: 'Petrol',
    };
    const settings = { electric_hybrid_tag: true };
    const asked: string[] = [];
    recordingClock(NOW, (d) => asked.push(d)).now(cardTagChangesAt(car, settings));
    expect(asked).toEqual([`clock:at:${Math.floor(Date.parse(car.created_at) / 1000 + 8 * DAY)}`]);
    const seen = new Map<string, string>();
    for (const t of [...nights, Math.floor(Date.parse(car.created_at) / 1000 + 8 * DAY)]) {
      const tag = cardTag(car, settings, t).kind;
      expect(tag === 'just_arrived').toBe(isJustArrived(car.created_at, t));
      const key = JSON.stringify(answers(asked, t));
      if (seen.has(key)) expect(tag).toBe(seen.get(key));
      else seen.set(key, tag);
    }
    expect(new Set(seen.values())).toEqual(new Set(['just_arrived', 'none']));
  });
});
