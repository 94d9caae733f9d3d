/**
 * The questions a page asks of the build's stock clock (`BuildInfo.now`: the snapshot's `generated_at`, Unix
 * seconds), each a dependency of its own (issue #14, incremental builds): a page depends on the answers it got,
 * not on the clock. A nightly snapshot moves the clock a day; a vehicle page whose footer year, finance year,
 * rego line and 'Just arrived' tags read the same is then reused, not rendered again.
 *
 * | question | dependency | answer |
 * |---|---|---|
 * | {@link BuildClock.year} | `clock:year` | the UTC year |
 * | {@link BuildClock.today}, {@link BuildClock.nowByDay} | `clock:day:<tz>:<date>` for each date given | today in `<tz>` before (-1), on (0) or after (1) `<date>` |
 * | {@link BuildClock.now} | `clock:at:<t>` for each instant given | now before (-1), at (0) or after (1) `<t>` |
 * | {@link BuildClock.within} | `clock:at:<t>` for the two given instants around now (or the one it is on) | as above |
 * | `build.now` read directly | `clock` | the clock itself (any change renders the page again) |
 *
 * `today` and `now` hand the caller the clock together with a promise: what it makes from it depends only on
 * how the clock compares with the dates (or instants) it names. A date rule with a start and an expiry
 * (`isRunning`), a rego's expiry, a popup's expiry: each compares today with its own dates, so naming those dates
 * is exact. A caller that shows the date itself, or counts days from it, reads `build.now` instead.
 *
 * On a build's tracked `build` object (`src/integration/tracked-clock.ts`) the answers are recorded for the
 * page being rendered; on a plain object (dev server, tests, scripts) they are just computed.
 */
import { zonedTime, zonedToUtc, type CalendarDate } from '../domain/time.ts';
import type { BuildInfo } from './tenant-stock.ts';

/** The clock's questions (see the module's table). */
export interface BuildClock {
  /** The calendar year (UTC) of the stock clock. Dependency `clock:year`. */
  year(): number;
  /**
   * Today's date (`YYYY-MM-DD`) in `timeZone` (IANA), for a caller whose result depends only on how today
   * compares with each of `dates` (nulls ignored). Dependencies `clock:day:<timeZone>:<date>`.
   * @throws RangeError for an unknown time zone.
   */
  today(timeZone: string, dates: Iterable<CalendarDate | null>): CalendarDate;
  /**
   * The stock clock (Unix seconds), for a caller whose result depends only on how it compares with each of
   * `instants` (Unix seconds). Dependencies `clock:at:<instant>`.
   */
  now(instants: Iterable<number>): number;
  /**
   * The stock clock (Unix seconds), for a caller (a domain rule that takes `now`) whose result depends only on
   * how today in `timeZone` compares with each of `dates`, as for {@link today}. Same dependencies.
   * @throws RangeError for an unknown time zone.
   */
  nowByDay(timeZone: string, dates: Iterable<CalendarDate | null>): number;
  /**
   * A stand-in for the stock clock (Unix seconds), for a caller whose result depends only on how the clock
   * compares with each of `boundaries` (Unix seconds) and that writes the clock it was given into its output
   * (the search island's settings): the same stand-in for every clock between the same two neighbouring
   * boundaries, so the output's bytes are the same too ({@link clockCell}). Dependencies `clock:at:<t>` for those
   * two boundaries only, however many are given. `side`: the stand-in is the cell's first second (`'start'`) or
   * its last (`'end'`).
   */
  within(boundaries: Iterable<number>, side?: CellSide): number;
}

/** Which second of its cell {@link clockCell} gives as the stand-in: the first or the last. */
export type CellSide = 'start' | 'end';

/**
 * The cell of the stock clock `now` (Unix seconds) among `boundaries` (Unix seconds, floored; not finite ones
 * ignored), and its stand-in `at`: any clock in the same cell compares the same with every boundary and gets the
 * same `at`.
 * - On a boundary: `at` is `now`; the cell is that second (`clock:at:<now>`).
 * - Between the nearest boundary below (`lower`) and above (`upper`): `at` is a whole second strictly inside,
 *   `lower + 1` for `side` 'start' (the default) and `upper - 1` for 'end' (the other when that side has no
 *   boundary); dependencies `clock:at:<lower>` and `clock:at:<upper>`.
 * - No boundary at all: `at` is 0 and nothing depends on the clock.
 * - `now` not a whole second (never so for a snapshot's clock): `at` is `now`, depending on the clock itself.
 */
export function clockCell(now: number, boundaries: Iterable<number>, side: CellSide = 'start'): { at: number; dependencies: string[] } {
  let lower = -Infinity;
  let upper = Infinity;
  for (const raw of boundaries) {
    if (!Number.isFinite(raw)) continue;
    const b = Math.floor(raw);
    if (b === now) return { at: now, dependencies: [`clock:at:${now}`] };
    if (b < now && b > lower) lower = b;
    if (b > now && b < upper) upper = b;
  }
  if (!Number.isInteger(now)) return { at: now, dependencies: ['clock'] };
  const dependencies: string[] = [];
  if (lower !== -Infinity) dependencies.push(`clock:at:${lower}`);
  if (upper !== Infinity) dependencies.push(`clock:at:${upper}`);
  const first = lower !== -Infinity ? lower + 1 : null;
  const last = upper !== Infinity ? upper - 1 : null;
  const at = (side === 'start' ? (first ?? last) : (last ?? first)) ?? 0;
  return { at, dependencies };
}

/** The key under which a build's tracked `build` object answers clock questions; plain objects lack it. */
export const BUILD_CLOCK: unique symbol = Symbol.for('dealer-sites:build-clock');

/** The UTC calendar year of `now` (Unix seconds). */
const utcYear = (now: number): number => new Date(now * 1000).getUTCFullYear();

const sign = (n: number): -1 | 0 | 1 => (n < 0 ? -1 : n > 0 ? 1 : 0);

/**
 * The clock questions of `build`: tracked (the page being rendered depends on the answers) on a build's
 * `virtual:tenant` object, computed directly on any other object with `now`.
 */
export function buildClock(build: Pick<BuildInfo, 'now'>): BuildClock {
  const tracked = (build as Pick<BuildInfo, 'now'> & { [BUILD_CLOCK]?: BuildClock })[BUILD_CLOCK];
  if (tracked) return tracked;
  return {
    year: () => utcYear(build.now),
    today: (timeZone) => zonedTime(build.now, timeZone).date,
    now: () => build.now,
    nowByDay: (timeZone) => {
      zonedTime(build.now, timeZone); // throws RangeError for an unknown zone, as the tracked clock does
      return build.now;
    },
    within: (boundaries, side) => clockCell(build.now, boundaries, side).at,
  };
}

/** Whether a dependency name is one of the clock's (`clock`, `clock:…`). */
export function isClockDependency(name: string): boolean {
  return name === 'clock' || name.startsWith('clock:');
}

/**
 * The answer behind clock dependency `name` when the stock clock reads `now` (Unix seconds): what a page that
 * asked it got, so a later build can tell whether the page would still get the same. `undefined` for a name
 * this code does not know (a manifest of older code), which then never matches.
 */
export function clockAnswer(name: string, now: number): number | undefined {
  if (name === 'clock') return now;
  if (name === 'clock:year') return utcYear(now);
  const at = /^clock:at:(-?\d+)$/.exec(name);
  if (at) return sign(now - Number(at[1]));
  const day = /^clock:day:([^:]+):(\d{4}-\d{2}-\d{2})$/.exec(name);
  if (day) {
    try {
      const today = zonedTime(now, day[1]!).date;
      return today < day[2]! ? -1 : today > day[2]! ? 1 : 0;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The instants (Unix seconds) at which today in `timeZone` compares differently with each of `dates` (nulls
 * ignored): each date's first second and the next day's. The instant form of {@link BuildClock.today}'s questions,
 * for {@link BuildClock.within}.
 * @throws RangeError for an unknown time zone or a date that is not a calendar date.
 */
export function dayBoundaries(timeZone: string, dates: Iterable<CalendarDate | null>): number[] {
  const instants: number[] = [];
  for (const d of dates) if (d !== null) instants.push(zonedToUtc(d, 0, timeZone) / 1000, zonedToUtc(d, 1440, timeZone) / 1000);
  return instants;
}

/**
 * The instants (Unix seconds, ascending) at which `answer`, a rule of the date in `timeZone`, answers otherwise (as
 * JSON) than on the day before: those of the boundaries of `dates` ({@link dayBoundaries}: each date's first second
 * and the next day's) where the day ending and the day starting there get different answers. For a rule whose
 * answer can change only where the date reaches or passes one of `dates` (a window of a start and an expiry,
 * `isRunning` in `src/domain/offers.ts`), these are all the instants its answer changes at: give them to
 * {@link answerForDay}. Worked out once per build by the caller (`answer` runs twice per boundary).
 * @throws RangeError for an unknown time zone or a date that is not a calendar date.
 */
export function dayAnswerChanges<T>(timeZone: string, dates: Iterable<CalendarDate | null>, answer: (day: CalendarDate) => T): number[] {
  const changes: number[] = [];
  for (const b of new Set(dayBoundaries(timeZone, dates))) {
    const before = JSON.stringify(answer(zonedTime(b - 1, timeZone).date));
    if (before !== JSON.stringify(answer(zonedTime(b, timeZone).date))) changes.push(b);
  }
  return changes.sort((a, b) => a - b);
}

/**
 * Today's answer (in `timeZone`) of a rule of the date whose answer changes only at `changes` (Unix seconds, from
 * {@link dayAnswerChanges} for the same rule), asked of `clock` so that a page depends on the two changes around
 * the clock (`BuildClock.within`: `clock:at:<t>`), not on every date the rule reads (issue #14): a night on which
 * one offer ends and another starts, or an offer's expiry day comes, leaves an answer like 'is any offer running'
 * as it was, and the pages that show only that are reused. The rule is asked on a day of the clock's cell among
 * `changes` (the stand-in's), which answers as today does.
 * @throws RangeError for an unknown time zone.
 */
export function answerForDay<T>(clock: BuildClock, timeZone: string, changes: readonly number[], answer: (day: CalendarDate) => T): T {
  const at = clock.within(changes);
  const key = `${timeZone}\u0000${at}`;
  let day = standInDays.get(key);
  if (day === undefined) {
    day = zonedTime(at, timeZone).date;
    if (standInDays.size >= 1000) standInDays.clear();
    standInDays.set(key, day);
  }
  return answer(day);
}

/** The day of each stand-in asked, by zone and instant: a build asks the same few on every page (bounded). */
const standInDays = new Map<string, CalendarDate>();

/** The dependency names of {@link BuildClock.today} for `dates` in `timeZone`. */
function dayDependencies(timeZone: string, dates: Iterable<CalendarDate | null>): string[] {
  const names: string[] = [];
  for (const d of dates) if (d !== null) names.push(`clock:day:${timeZone}:${d}`);
  return names;
}

/** The dependency names of {@link BuildClock.now} for `instants`. */
function instantDependencies(instants: Iterable<number>): string[] {
  const names: string[] = [];
  for (const t of instants) if (Number.isFinite(t)) names.push(`clock:at:${Math.floor(t)}`);
  return names;
}

/** The tracked clock of a build whose clock reads `now`: every answer given is passed to `record` first. */
export function recordingClock(now: number, record: (dependency: string) => void): BuildClock {
  // Today in each zone asked, worked out once: the clock does not move during a build, and every page asks.
  const days = new Map<string, CalendarDate>();
  const todayIn = (timeZone: string): CalendarDate => {
    let day = days.get(timeZone);
    if (day === undefined) days.set(timeZone, (day = zonedTime(now, timeZone).date));
    return day;
  };
  return {
    year: () => {
      record('clock:year');
      return utcYear(now);
    },
    today: (timeZone, dates) => {
      const today = todayIn(timeZone);
      for (const name of dayDependencies(timeZone, dates)) record(name);
      return today;
    },
    now: (instants) => {
      for (const name of instantDependencies(instants)) record(name);
      return now;
    },
    nowByDay: (timeZone, dates) => {
      todayIn(timeZone); // throws RangeError for an unknown zone, as today does
      for (const name of dayDependencies(timeZone, dates)) record(name);
      return now;
    },
    within: (boundaries, side) => {
      const cell = clockCell(now, boundaries, side);
      for (const name of cell.dependencies) record(name);
      return cell.at;
    },
  };
}
