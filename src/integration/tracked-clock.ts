/**
 * The `build` object as pages see it through `virtual:tenant`: the tenant's `BuildInfo`, wrapped so that the
 * stock clock is read as a dependency of the page being rendered (issue #14, incremental builds; the questions
 * and their answers are in `src/stock/build-clock.ts`). A direct read of `build.now` or
 * `build.snapshotGeneratedAt` makes the page depend on the clock itself (`clock`); `buildClock(build)` asks the
 * narrow questions (`clock:year`, `clock:day:…`, `clock:at:…`). Every other field belongs to the tenant's
 * prepared config, which the build compares as a whole. Outside a page render nothing is recorded.
 */
import { BUILD_CLOCK, clockAnswer, recordingClock } from '../stock/build-clock.ts';
import type { BuildInfo } from '../stock/tenant-stock.ts';
import { currentPageDeps, hashJson } from './page-deps.ts';

/**
 * The hash of clock dependency `name` when the clock reads `now` (what a page's manifest entry records), or null
 * for a question this code cannot answer (a manifest of older code, a date that is not `YYYY-MM-DD`): a page that
 * asked it is then rendered again on every build rather than trusted.
 */
export function clockDependencyHash(name: string, now: number): string | null {
  const answer = clockAnswer(name, now);
  return answer === undefined ? null : hashJson(answer);
}

/** Wraps `build` so that reads of its clock are recorded for the page being rendered. */
export function trackedBuild(build: BuildInfo): BuildInfo {
  // The clock is fixed for the build, so each question's answer is hashed once, not once per page that asks it.
  const hashes = new Map<string, string>();
  const record = (name: string) => {
    const page = currentPageDeps();
    if (!page || page.has(name)) return;
    let hash = hashes.get(name);
    if (hash === undefined) hashes.set(name, (hash = clockDependencyHash(name, build.now) ?? 'unanswerable'));
    page.set(name, hash);
  };
  const clock = recordingClock(build.now, record);
  return new Proxy(build, {
    get: (t, k) => {
      if (k === BUILD_CLOCK) return clock;
      if (k === 'now' || k === 'snapshotGeneratedAt') record('clock');
      return t[k as keyof BuildInfo];
    },
  });
}
