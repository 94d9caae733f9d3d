/**
 * The offers this tenant's build shows (spec §3 *Offer*, §4 *Offers*): the `offers` collection filtered
 * by `src/domain/offers.ts` on the build's day in the site's time zone, each with its page path. Makes
 * compare through the importer's normalisation (`src/stock/model-names.ts`), so an offer for 'Great Wall'
 * shows on a GWM site and both share one URL segment. Computed once per build.
 */
import { build, site } from 'virtual:tenant';
import { allOffers } from '../../content/read.ts';
import type { Offer } from '../../content/schema/offer.ts';
import { offerPath, offersForSite } from '../../domain/offers.ts';
import { zonedTime, type CalendarDate } from '../../domain/time.ts';
import { canonicalMake, nameKey } from '../../stock/model-names.ts';

/** An offer the site shows, with its page path (`/offers/{id}/` or `/offers/{manufacturer}/{id}/`). */
export interface SiteOffer {
  offer: Offer;
  path: string;
}

const makeName = (make: string) => canonicalMake(make).make;
const makeKey = (make: string) => nameKey(makeName(make));

/** The build's day in the site's time zone (`YYYY-MM-DD`). */
export function buildDay(): CalendarDate {
  return zonedTime(build.now, site.timezone).date;
}

let cached: Promise<SiteOffer[]> | null = null;

/** The offers running on the build's day for this site, ending soonest first. */
export function siteOffers(): Promise<SiteOffer[]> {
  return (cached ??= allOffers().then((all) =>
    offersForSite(all, site, buildDay(), makeKey).map((offer) => ({ offer, path: offerPath(offer, site, makeName) })),
  ));
}
