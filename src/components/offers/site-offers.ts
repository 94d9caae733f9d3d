/**
 * The offers this tenant's build shows (spec §3 *Offer*, §4 *Offers*): the `offers` collection filtered
 * by `src/domain/offers.ts` on the build's day in the site's time zone, each with its page path. Makes
 * compare through the importer's normalisation (`src/stock/model-names.ts`), so an offer for 'Great Wall'
 * shows on a GWM site and both share one URL segment. Computed once per build; each call asks the stock clock
 * how today compares with every offer's start and expiry (`build-clock.ts`), so a page that shows the offers
 * depends on which run, not on the day (issue #14).
 */
import { build, site } from 'virtual:tenant';
import { allOffers } from '../../content/read.ts';
import type { Offer } from '../../content/schema/offer.ts';
import { offerPath, offersForSite } from '../../domain/offers.ts';
import type { CalendarDate } from '../../domain/time.ts';
import { buildClock } from '../../stock/build-clock.ts';
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

let cached: Promise<{ all: Offer[]; shown: SiteOffer[] }> | null = null;

/** The offers running on the build's day for this site, ending soonest first. */
export async function siteOffers(): Promise<SiteOffer[]> {
  const { all, shown } = await (cached ??= allOffers().then((all) => ({
    all,
    shown: offersForSite(all, site, buildDay(windowDates(all)), makeKey).map((offer) => ({
      offer,
      path: offerPath(offer, site, makeName),
    })),
  })));
  // A memo hit asks the same questions, so this page depends on them too.
  buildDay(windowDates(all));
  return shown;
}
