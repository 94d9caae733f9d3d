import { describe, expect, it } from 'vitest';
import { isRunning } from '../domain/offers.ts';
import { regoDisplay } from '../domain/rego.ts';
import { cardTag, cardTagChangesAt, isJustArrived } from '../domain/tags.ts';
import {
  answerForDay,
  buildClock,
  clockAnswer,
  clockCell,
  dayAnswerChanges,
  dayBoundaries,
  isClockDependency,
  recordingClock,
} from './build-clock.ts';

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

describe('a rule of the date asked by the days its answer changes (dayAnswerChanges, answerForDay; issue #14)', () => {
  const TZ = 'Australia/Sydney';
  const midnight = (date: string) => Date.parse(`${date}T00:00:00+11:00`) / 1000; // Sydney is UTC+11 in November
  // Offers that follow on from each other: one to 20 November, the next from the 21st; a third from 1 to 5 December.
  const offers = [
    { id: 'a', start: '2026-11-01', expiry: '2026-11-20' },
    { id: 'b', start: '2026-11-21', expiry: null },
    { id: 'c', start: '2026-12-01', expiry: '2026-12-05' },
  ];
  const dates = offers.flatMap((o) => [o.start, o.expiry]);
  const runningIds = (day: string) => offers.filter((o) => isRunning(o, day)).map((o) => o.id);
  const anyRunning = (day: string) => runningIds(day).length > 0;
  const hours = Array.from({ length: 24 * 50 }, (_, h) => NOW - 25 * DAY + h * HOUR);
  const answers = (names: string[], now: number) => names.map((n) => clockAnswer(n, now));

  it('finds the instants the answer changes at: the set of running offers at each start and the day after each expiry', () => {
    expect(dayAnswerChanges(TZ, dates, runningIds)).toEqual([
      midnight('2026-11-01'),
      midnight('2026-11-21'),
      midnight('2026-12-01'),
      midnight('2026-12-06'),
    ]);
  });

  it("'is any offer running' changes only where the first starts: the 20th to the 21st is no change", () => {
    expect(dayAnswerChanges(TZ, dates, anyRunning)).toEqual([midnight('2026-11-01')]);
    const asked: string[] = [];
    expect(
      answerForDay(
        recordingClock(NOW, (d) => asked.push(d)),
        TZ,
        dayAnswerChanges(TZ, dates, anyRunning),
        anyRunning,
      ),
    ).toBe(true);
    expect(asked).toEqual([`clock:at:${midnight('2026-11-01')}`]);
    // The day offer a ends and b starts, and every day after: the same answers, so a page that asked is reused.
    expect(answers(asked, NOW + DAY)).toEqual(answers(asked, NOW));
    expect(answers(asked, NOW + 20 * DAY)).toEqual(answers(asked, NOW));
    expect(answers(asked, midnight('2026-11-01') - 1)).not.toEqual(answers(asked, NOW));
  });

  const rules: [string, (day: string) => unknown][] = [
    ['the running offers', runningIds],
    ['any offer running', anyRunning],
  ];
  for (const [name, rule] of rules) {
    it(`${name}: at every hour of 50 days the answer is today's, and a clock with the same recorded answers gets the same`, () => {
      const changes = dayAnswerChanges(TZ, dates, rule);
      const todays = hours.map((u) => JSON.stringify(rule(buildClock({ now: u }).today(TZ, []))));
      const seen = new Map<string, string>();
      hours.forEach((t, i) => {
        const asked: string[] = [];
        const got = answerForDay(
          recordingClock(t, (d) => asked.push(d)),
          TZ,
          changes,
          rule,
        );
        expect(JSON.stringify(got), new Date(t * 1000).toISOString()).toBe(todays[i]);
        expect(answerForDay(buildClock({ now: t }), TZ, changes, rule)).toEqual(got);
        expect(asked.every((d) => /^clock:at:\d+$/.test(d))).toBe(true);
        // Sound: every clock that answers the recorded questions as this one does gets this answer.
        const key = JSON.stringify(answers(asked, t));
        hours.forEach((u, j) => {
          if (todays[j] !== todays[i] && JSON.stringify(answers(asked, u)) === key) seen.set(`${t}`, `${u}`);
        });
      });
      expect([...seen]).toEqual([]);
    });
  }

  it('a rule with no dates never changes: nothing is recorded', () => {
    const asked: string[] = [];
    expect(dayAnswerChanges(TZ, [null], anyRunning)).toEqual([]);
    expect(
      answerForDay(
        recordingClock(NOW, (d) => asked.push(d)),
        TZ,
        [],
        () => 'always',
      ),
    ).toBe('always');
    expect(asked).toEqual([]);
  });
});
