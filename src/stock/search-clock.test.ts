/**
 * The search's stand-in clocks (issue #14) on the real sample stock and a sample tenant, the clock stepped over
 * 50 days (across New Year): they give every answer the search shows as the clock does, and the same stand-in
 * (so the same documents and state files, byte for byte) exactly while the recorded answers are the same.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTenant } from '../config/load.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import { isJustArrived } from '../domain/tags.ts';
import { hitTag } from '../islands/search/widgets/ResultList.tsx';
import { zonedTime } from '../domain/time.ts';
import { BUILD_CLOCK, clockAnswer, recordingClock } from './build-clock.ts';
import type { Car } from './car-schema.ts';
import { currentPromotions } from './catalog.ts';
import { searchDocsClock, servedClock, servedClockBoundaries } from './search-clock.ts';
import type { SearchDoc } from './search-document.ts';
import { loadSnapshot } from './snapshot.ts';
import { tenantSearchDocs } from './tenant-docs.ts';

const HOUR = 3600;
const DAY = 86_400;
let cars: Car[];
let recent: Car[];
/** The tenant's cars with the future-listed one: what the documents' clock is asked about. */
let all: Car[];
let site: SiteConfig;
let now: number;

beforeAll(async () => {
  const { snapshot } = await loadSnapshot('sites/_stock/sample-snapshot.json.gz');
  now = Date.parse(snapshot.generated_at) / 1000;
  const loaded = loadTenant('sites', 'southern-cross-motor-group');
  if (!loaded.ok) throw new Error(`sample tenant config: ${JSON.stringify(loaded.problems)}`);
  // A promo card over Christmas besides the tenant's own (one ended in 2025, one running to mid-2027).
  const xmas = { id: 'xmas', title: 'Christmas', description: null, position: 6, start: '2026-12-24', expiry: '2026-12-26' };
  site = {
    ...loaded.config,
    search: {
      ...loaded.config.search,
      promo_cards: [
        ...loaded.config.search.promo_cards,
        { ...xmas, link: { label: 'See the offers', href: '/special-offers/' }, image: null },
      ],
    },
  };
  cars = snapshot.cars;
  // The cars a search page shows first, for these tests: the 21 listed last (their 'Just arrived' windows end in
  // the span stepped), and a car listed two days after the snapshot's clock (clock skew: clamped).
  const future = {
    ...snapshot.cars[0]!,
    id: 99_999_999,
    slug: 'future-listed',
    created_at: new Date((now + 2 * DAY) * 1000).toISOString(),
  };
  recent = [...[...cars].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at)).slice(0, 20), future];
  all = [...cars, future];
});

/** Every 3 hours from the snapshot's clock to 50 days on, and each served boundary in that span with the seconds around it. */
function clocks(hits: readonly SearchDoc[]): number[] {
  const ts: number[] = [];
  for (let t = now; t <= now + 50 * DAY; t += 3 * HOUR) ts.push(t);
  const inSpan = [2026, 2027].flatMap((y) => servedClockBoundaries(hits, site, y)).filter((b) => b > now && b < now + 50 * DAY);
  for (const b of new Set(inSpan)) ts.push(b - 1, b, b + 1);
  return ts.sort((a, b) => a - b);
}

/** What a search page shows first that depends on the clock: its hits' card tags, the promo cards running, the teasers' year. */
function shown(docs: readonly SearchDoc[], at: number) {
  const tags = docs.map((d) => hitTag(d, { tags: site.specifications, now: at }));
  const promos = currentPromotions(site.search.promo_cards, zonedTime(at, site.timezone).date).map((p) => p.id);
  return { tags, promos };
}

describe('searchDocsClock and servedClock: the stand-ins the search documents and a search page are made with', () => {
  it('show the same tags, promo cards and finance year as documents and pages made with the clock, at every step over 50 days', () => {
    let steps = 0;
    for (const t of clocks(tenantSearchDocs(recent, {}, site, now))) {
      const docs = tenantSearchDocs(recent, {}, site, searchDocsClock({ now: t }, all));
      const withClock = tenantSearchDocs(recent, {}, site, t);
      const at = servedClock({ now: t }, docs, site);
      const when = new Date(t * 1000).toISOString();
      expect(shown(docs, at), when).toEqual(shown(withClock, t));
      expect(
        docs.map((d) => d.finance),
        when,
      ).toEqual(withClock.map((d) => d.finance));
      steps++;
    }
    expect(steps).toBeGreaterThan(400);
    // The future-listed car is 'Just arrived' from the clock to 8 days after its listing time (spec §4).
    expect(isJustArrived(recent.at(-1)!.created_at, now)).toBe(true);
  });

  it('change exactly where a recorded answer changes, and the same stand-ins make the same documents and settings', () => {
    let previous: { t: number; deps: string[]; stand: string; out: string } | null = null;
    let changes = 0;
    let same = 0;
    for (const t of clocks(tenantSearchDocs(recent, {}, site, now))) {
      const deps: string[] = [];
      const clock = recordingClock(t, (d) => {
        if (!deps.includes(d)) deps.push(d);
      });
      const build = { now: t, [BUILD_CLOCK]: clock } as { now: number };
      const docsAt = searchDocsClock(build, all);
      const docs = tenantSearchDocs(recent, {}, site, docsAt);
      const servedAt = servedClock(build, docs, site);
      const stand = `${docsAt} ${servedAt}`;
      const out = JSON.stringify({ docs, now: servedAt });
      // The year, and one or two instants for each stand-in: never the clock itself.
      expect(deps[0]).toBe('clock:year');
      expect(deps.every((d) => d === 'clock:year' || /^clock:at:\d+$/.test(d))).toBe(true);
      expect(deps.length).toBeLessThanOrEqual(5);
      if (previous) {
        const answersHold = previous.deps.every((d) => clockAnswer(d, t) === clockAnswer(d, previous!.t));
        const when = new Date(t * 1000).toISOString();
        expect(stand === previous.stand, when).toBe(answersHold);
        if (answersHold) {
          expect(out, when).toBe(previous.out);
          same++;
        } else changes++;
      }
      previous = { t, deps, stand, out };
    }
    expect(changes).toBeGreaterThan(10);
    expect(same).toBeGreaterThan(100);
  });
});
