/**
 * The offers this tenant's build shows (spec §3 *Offer*, §4 *Offers*): the `offers` collection filtered
 * by `src/domain/offers.ts` on the build's day in the site's time zone, each with its page path. Makes
 * compare through the importer's normalisation (`src/stock/model-names.ts`), so an offer for 'Great Wall'
 * shows on a GWM site and both share one URL segment. The days on which the answer changes are worked out once
 * per build; each call asks the stock clock which of them it lies between (`answerForDay`, `build-clock.ts`), so
 * a page that shows the offers depends on which run, not on the day nor on each offer's dates (issue #14).
 */
import { build, site } from 'virtual:tenant';
import { allOffers } from '../../content/read.ts';
import type { Offer } from '../../content/schema/offer.ts';
import { offerPath, offersForSite } from '../../domain/offers.ts';
import type { CalendarDate } from '../../domain/time.ts';
import { answerForDay, buildClock, dayAnswerChanges } from '../../stock/build-clock.ts';
import { currentPromotions } from '../../stock/catalog.ts';
import { canonicalMake, makeKey } from '../../stock/model-names.ts';

/** An offer the site shows, with its page path (`/offers/{id}/` or `/offers/{manufacturer}/{id}/`). */
export interface SiteOffer {
  offer: Offer;
  path: string;
}

const makeName = (make: string) => canonicalMake(make).make;

/**
 * The build's day in the site's time zone (`YYYY-MM-DD`), for a caller that only compares it with `dates`
 * (start and expiry dates of what it shows): the page depends on those comparisons (`BuildClock.today`).
 */
export function buildDay(dates: Iterable<CalendarDate | null>): CalendarDate {
  return buildClock(build).today(site.timezone, dates);
}

/** The start and expiry dates of dated windows (offers, promotions): what `isRunning` compares today with. */
export function windowDates(windows: readonly { start: CalendarDate | null; expiry: CalendarDate | null }[]): (CalendarDate | null)[] {
  return windows.flatMap((w) => [w.start, w.expiry]);
}

/** Per build: the site's offers running on a day and whether any offer or promotion runs, each with the instants its answer changes at. */
interface OfferDays {
  /** The offers `siteOffers` shows on a day (worked out once per day asked: one per build, the clock does not move). */
  shownOn: (day: CalendarDate) => SiteOffer[];
  changes: number[];
  anyRunningOn: (day: CalendarDate) => boolean;
  anyChanges: number[];
}

/** `f` worked out once per day it is asked on. */
function onceADay<T>(f: (day: CalendarDate) => T): (day: CalendarDate) => T {
  const answers = new Map<CalendarDate, T>();
  return (day) => {
    if (!answers.has(day)) answers.set(day, f(day));
    return answers.get(day)!;
  };
}

let cached: Promise<OfferDays> | null = null;

const offerDays = (): Promise<OfferDays> =>
  (cached ??= allOffers().then((all) => {
    const running = (day: CalendarDate) => offersForSite(all, site, day, makeKey);
    const promotions = site.search.promo_cards;
    const anyRunning = (day: CalendarDate) => currentPromotions(promotions, day).length > 0 || running(day).length > 0;
    return {
      shownOn: onceADay((day) => running(day).map((offer) => ({ offer, path: offerPath(offer, site, makeName) }))),
      changes: dayAnswerChanges(site.timezone, windowDates(all), (day) => running(day).map((o) => o.id)),
      anyRunningOn: onceADay(anyRunning),
      anyChanges: dayAnswerChanges(site.timezone, [...windowDates(all), ...windowDates(promotions)], anyRunning),
    };
  }));

/** The offers running on the build's day for this site, ending soonest first. */
export async function siteOffers(): Promise<SiteOffer[]> {
  const { shownOn, changes } = await offerDays();
  return answerForDay(buildClock(build), site.timezone, changes, shownOn);
}

/**
 * Whether an offer (`siteOffers`) or a search promotion card (`site.search.promo_cards`, spec §9) of this site runs
 * on the build's day: with a car on offer, what decides the navigation's 'Special offers' entry (spec §3) and the home
 * page's offers tile. A page that asks depends on the days this answer changes (`answerForDay`): with offers that
 * follow on from each other, never.
 */
export async function offersOrPromotionsRunning(): Promise<boolean> {
  const { anyRunningOn, anyChanges } = await offerDays();
  return answerForDay(buildClock(build), site.timezone, anyChanges, anyRunningOn);
}
