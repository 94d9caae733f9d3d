/**
 * The clocks the search is made with (issue #14, incremental builds). Written as it is, a snapshot's new
 * `generated_at` would change the search documents (a future listing time is clamped to the clock) and every
 * search page's state file (the island's settings carry the clock for its first render) each night. Each carries
 * instead the stand-in of the clock's cell among the instants where what it shows can change
 * (`BuildClock.within`): a night that crosses none of them renders the same bytes, and a page depends on the
 * clock's year and two neighbouring instants only.
 *
 * | stand-in | made with it | boundaries |
 * |---|---|---|
 * | {@link searchDocsClock} | the search documents (pages and the documents file) | every car's listing time; the UTC year |
 * | {@link servedClock} | a search page's island settings (`now`: its first render's tags and promo cards) | the end of each shown car's 'Just arrived' window; the bounds of each promo card's start and expiry day; the UTC year |
 */
import type { SiteConfig } from '../config/schema/site.ts';
import { cardTagChangesAt } from '../domain/tags.ts';
import { buildClock, dayBoundaries } from './build-clock.ts';
import type { Car } from './car-schema.ts';
import { searchDocListedAt, type SearchDoc } from './search-document.ts';
import type { BuildInfo } from './tenant-stock.ts';

/** The first seconds (Unix) of UTC year `year` and of the next. */
function yearBoundaries(year: number): number[] {
  return [Date.UTC(year, 0, 1) / 1000, Date.UTC(year + 1, 0, 1) / 1000];
}

const listedMemo = new WeakMap<readonly object[], { year: number; boundaries: number[] }>();

/**
 * The stand-in stock clock (Unix seconds) the search documents are made with (`tenantSearchDocs`): the last second
 * of the clock's cell among these instants, so the same for every clock between the same two of them: each car's
 * listing time (a later one is clamped to the clock by `toSearchDocument`), and the first seconds of the clock's
 * UTC year and the next (the finance teaser's provider age rule counts in years). On a build's tracked `build` the caller depends on the year and those two instants;
 * the boundaries are computed once per car list and year, the questions asked on every call.
 */
export function searchDocsClock(build: Pick<BuildInfo, 'now'>, cars: readonly Pick<Car, 'created_at'>[]): number {
  const clock = buildClock(build);
  const year = clock.year();
  let memo = listedMemo.get(cars);
  if (!memo || memo.year !== year) {
    const boundaries = yearBoundaries(year);
    for (const car of cars) boundaries.push(Math.floor(Date.parse(car.created_at) / 1000));
    listedMemo.set(cars, (memo = { year, boundaries }));
  }
  // The cell's last second: a car listed after the clock is clamped to a time no earlier than the clock, so it
  // is 'Just arrived' (spec §4, `isJustArrived`: a listing time after the clock counts) as with the clock itself.
  return clock.within(memo.boundaries, 'end');
}

/** What of the site a search page's own clock answers depend on: the zone, the card tag settings and the promo cards. */
export type ServedClockSite = Pick<SiteConfig, 'timezone' | 'specifications'> & { search: Pick<SiteConfig['search'], 'promo_cards'> };

/**
 * The instants (Unix seconds) at which what a search page shows on its first render can change as the clock
 * moves, for the clock's UTC year `year`: the end of each shown car's 'Just arrived' window (spec §4 card tag,
 * `cardTagChangesAt`, from the document's listing time), the bounds of each promo card's start and expiry day in
 * `site.timezone` (`dayBoundaries`; spec §2, §9), and the UTC year's bounds.
 * @throws RangeError for an unknown time zone.
 */
export function servedClockBoundaries(
  hits: readonly Pick<SearchDoc, 'created_at_timestamp'>[],
  site: ServedClockSite,
  year: number,
): number[] {
  const instants = yearBoundaries(year);
  for (const hit of hits) instants.push(...cardTagChangesAt({ created_at: searchDocListedAt(hit) }, site.specifications));
  instants.push(
    ...dayBoundaries(
      site.timezone,
      site.search.promo_cards.flatMap((p) => [p.start, p.expiry]),
    ),
  );
  return instants;
}

/**
 * The stand-in stock clock (Unix seconds) a search page's island settings carry (`SearchAppSettings.now`), for
 * the page that shows `hits` first: its first render's 'Just arrived' tags and promo cards are those of the clock
 * (the island then follows the visitor's clock). The same for every clock between the same two
 * {@link servedClockBoundaries}; on a build's tracked `build` the page depends on the year and those two instants.
 * @throws RangeError for an unknown time zone.
 */
export function servedClock(
  build: Pick<BuildInfo, 'now'>,
  hits: readonly Pick<SearchDoc, 'created_at_timestamp'>[],
  site: ServedClockSite,
): number {
  const clock = buildClock(build);
  return clock.within(servedClockBoundaries(hits, site, clock.year()));
}
