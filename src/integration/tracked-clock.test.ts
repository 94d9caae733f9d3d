import { describe, expect, it } from 'vitest';
import { buildClock } from '../stock/build-clock.ts';
import { stockYear } from '../stock/car-finance.ts';
import type { BuildInfo } from '../stock/tenant-stock.ts';
import { clockAnswersUnchanged, clockQuestions, skipSummary, tenantJsonWithoutClock, type BuildManifest } from './incremental.ts';
import { pageDepsRuntime } from './page-deps.ts';
import { clockDependencyHash, trackedBuild } from './tracked-clock.ts';

const NOW = Date.parse('2026-11-20T00:00:00Z') / 1000;
const facts: BuildInfo = {
  now: NOW,
  siteUrl: 'https://www.example.com.au',
  snapshotGeneratedAt: '2026-11-20T00:00:00Z',
  apiBase: null,
  inlineImages: {},
};

/** The dependencies recorded while `read` runs as a page render. */
function recorded(read: () => void): Record<string, string> {
  const deps = new Map<string, string>();
  pageDepsRuntime().pages.run(deps, read);
  return Object.fromEntries(deps);
}

describe('trackedBuild: a page depends on what it asked of the stock clock (issue #14)', () => {
  it('records the clock itself when a page reads build.now or the snapshot time', () => {
    const build = trackedBuild(facts);
    expect(recorded(() => build.now)).toEqual({ clock: clockDependencyHash('clock', NOW) });
    expect(Object.keys(recorded(() => build.snapshotGeneratedAt))).toEqual(['clock']);
  });

  it('records nothing for the other build facts (they are part of the config the build compares whole)', () => {
    const build = trackedBuild(facts);
    expect(recorded(() => [build.siteUrl, build.apiBase, build.inlineImages])).toEqual({});
  });

  it('records the narrow questions and not the clock: the finance year, a rego date', () => {
    const build = trackedBuild(facts);
    const deps = recorded(() => {
      expect(stockYear(build)).toBe(2026);
      expect(buildClock(build).nowByDay('Australia/Sydney', ['2027-03-14'])).toBe(NOW);
    });
    expect(deps).toEqual({
      'clock:year': clockDependencyHash('clock:year', NOW),
      'clock:day:Australia/Sydney:2027-03-14': clockDependencyHash('clock:day:Australia/Sydney:2027-03-14', NOW),
    });
    // The same answers a day later; a different one after the expiry day.
    expect(clockDependencyHash('clock:day:Australia/Sydney:2027-03-14', NOW + 86_400)).toBe(deps['clock:day:Australia/Sydney:2027-03-14']);
    expect(clockDependencyHash('clock:day:Australia/Sydney:2027-03-14', Date.parse('2027-03-15T00:00:00Z') / 1000)).not.toBe(
      deps['clock:day:Australia/Sydney:2027-03-14'],
    );
  });
});

/** A manifest entry of a page that read `deps`. */
const entry = (deps: Record<string, string>, type = 'page') => ({ route: 'r', type, props: '-', deps });
/** The hash a clock question records when asked at the fixture's clock. */
const answer = (name: string) => clockDependencyHash(name, NOW)!;
/** A tenant's manifest with these pages (code, tenant and inputs hashes are placeholders). */
const manifestOf = (pages: BuildManifest['pages']): BuildManifest => ({ version: 1, codeVersion: 'c', tenant: 't', inputs: 'i', pages });

describe("the tenant's hash and skip check leave the clock to the pages", () => {
  it('hashes tenant.json without build.now and the snapshot time, and keeps everything else', () => {
    const a = JSON.stringify({ site: { slug: 'x' }, build: facts });
    const b = JSON.stringify({ site: { slug: 'x' }, build: { ...facts, now: NOW + 86_400, snapshotGeneratedAt: '2026-11-21T00:00:00Z' } });
    expect(tenantJsonWithoutClock(a)).toBe(tenantJsonWithoutClock(b));
    expect(tenantJsonWithoutClock(a)).not.toBe(
      tenantJsonWithoutClock(JSON.stringify({ site: { slug: 'x' }, build: { ...facts, siteUrl: 'https://b' } })),
    );
  });

  it('skips only when every clock question of every page gets the same answer', () => {
    const manifest = manifestOf({
      '/cars/a': entry({ cars: 'x', 'clock:year': answer('clock:year') }),
      '/': entry({ 'clock:day:Australia/Sydney:2026-11-24': answer('clock:day:Australia/Sydney:2026-11-24') }),
    });
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW + 86_400)).toBe(true);
    // The 25th in Sydney: the home page's question now answers 'after'.
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW + 5 * 86_400)).toBe(false);
    manifest.pages['/search'] = entry({ clock: answer('clock') });
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW)).toBe(true);
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW + 1)).toBe(false);
  });
});

describe('the skip summary', () => {
  it('lists each clock question once with its recorded answer, and a question recorded with two answers as never the same', () => {
    const manifest = manifestOf({
      '/cars/a': entry({ cars: 'x', 'clock:year': answer('clock:year') }),
      '/cars/b': entry({ 'clock:year': answer('clock:year') }),
      '/search/state.json': entry({ stock: 'y' }, 'endpoint'),
    });
    const summary = skipSummary(manifest);
    expect(summary.clock).toEqual({ 'clock:year': answer('clock:year') });
    expect(summary.inputs).toBe('i');
    expect(summary.entries).toBe(3);
    expect(summary.htmlPages).toBe(2);
    expect(clockAnswersUnchanged(summary.clock, NOW)).toBe(true);
    // Two pages that recorded different answers to one question (not made by one build): no clock answers both.
    manifest.pages['/cars/b']!.deps['clock:year'] = 'another answer';
    expect(clockQuestions(manifest.pages)).toEqual({ 'clock:year': null });
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW)).toBe(false);
  });
});

describe('a clock question this code cannot answer', () => {
  it('is recorded, and never answers the same again: the page is rendered on every build and the tenant never skipped', () => {
    const build = trackedBuild(facts);
    const deps = recorded(() => buildClock(build).today('Australia/Sydney', ['14/03/2027']));
    expect(deps).toEqual({ 'clock:day:Australia/Sydney:14/03/2027': 'unanswerable' });
    expect(clockDependencyHash('clock:day:Australia/Sydney:14/03/2027', NOW)).toBeNull();
    const manifest = manifestOf({ '/our-location/x': entry(deps) });
    expect(clockAnswersUnchanged(clockQuestions(manifest.pages), NOW)).toBe(false);
  });
});
