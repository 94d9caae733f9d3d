/**
 * The offers rules (spec §3 *Offer*, §4 *Offers*, §9 offer text limits; §2 routes `/special-offers`,
 * `/offers/{offerId}`, `/offers/{manufacturer}/{offerId}`): which offers a site shows on a day, their
 * page path, how their description and disclaimer are cut, and the enquiry's lead category. Pure: "today"
 * is the site's local calendar date, passed in (the build's clock at build time, the browser's after).
 */
import { slugify } from './slug.ts';
import type { CalendarDate } from './time.ts';

/** Spec §9: a description of at most this many characters is shown whole… */
export const OFFER_DESCRIPTION_FULL_MAX = 200;
/** …else it is cut to this many, with View more. */
export const OFFER_DESCRIPTION_CUT = 160;
/** Spec §9: the disclaimer is cut to this many characters, with View more. */
export const OFFER_DISCLAIMER_CUT = 200;

/** Anything with an optional first and last day (`YYYY-MM-DD`, inclusive, in the site's zone): offers, promo cards. */
export interface DatedWindow {
  start: CalendarDate | null;
  expiry: CalendarDate | null;
}

/** Runs on `today` (spec §9 "shown only within their start and expiry dates"): start and expiry inclusive, either may be open. */
export function isRunning(w: DatedWindow, today: CalendarDate): boolean {
  return (w.start === null || w.start <= today) && (w.expiry === null || today <= w.expiry);
}

/** Over: its expiry date has passed on `today` (an offer not yet started is not over). */
export function isOver(w: DatedWindow, today: CalendarDate): boolean {
  return w.expiry !== null && today > w.expiry;
}

/** The part of an offer these rules read. */
export interface OfferRuleInput extends DatedWindow {
  id: string;
  manufacturer: string | null;
  models: readonly string[];
  excluded_website_ids: readonly string[];
}

/** The part of the site config these rules read. */
export interface OfferSite {
  slug: string;
  manufacturer: { name: string } | null;
  dealership_websites: readonly string[];
  dealerships: readonly { manufacturer?: string | null }[];
}

/**
 * How two spellings of a make are compared: a key per make. The caller passes the importer's make
 * normalisation (`canonicalMake` + `nameKey` of `src/stock/model-names.ts`, so 'Great Wall' is 'GWM');
 * the default compares slugs.
 */
export type MakeKey = (make: string) => string;
const slugKey: MakeKey = (make) => slugify(make);

/** Makes a site is franchised for (its manufacturer, `dealership_websites`, its dealerships' makes), as keys; empty: any make. */
export function siteMakeKeys(site: OfferSite, makeKey: MakeKey = slugKey): Set<string> {
  const names = [site.manufacturer?.name, ...site.dealership_websites, ...site.dealerships.map((d) => d.manufacturer)];
  return new Set(names.filter((n): n is string => !!n).map(makeKey));
}

/** The site has one manufacturer, so offer paths leave the manufacturer segment out (spec §2). */
export function hasSingleManufacturer(site: OfferSite, makeKey: MakeKey = slugKey): boolean {
  return siteMakeKeys(site, makeKey).size === 1;
}

/**
 * The offers a site shows on `today`, ending soonest first ({@link compareOffers}): running (start/expiry inclusive), not excluded for
 * the site (`excluded_website_ids` holds its slug), and for no make or a make the site sells.
 */
export function offersForSite<T extends OfferRuleInput>(
  offers: readonly T[],
  site: OfferSite,
  today: CalendarDate,
  makeKey: MakeKey = slugKey,
): T[] {
  const makes = siteMakeKeys(site, makeKey);
  return offers
    .filter(
      (o) =>
        isRunning(o, today) &&
        !o.excluded_website_ids.includes(site.slug) &&
        (o.manufacturer === null || makes.size === 0 || makes.has(makeKey(o.manufacturer))),
    )
    .sort(compareOffers);
}

/** Display order: ending soonest first (open-ended last), then by id, so a list reads the same on every build. */
export function compareOffers(a: Pick<OfferRuleInput, 'id' | 'expiry'>, b: Pick<OfferRuleInput, 'id' | 'expiry'>): number {
  return (a.expiry ?? '9999-12-31').localeCompare(b.expiry ?? '9999-12-31') || a.id.localeCompare(b.id);
}

/**
 * The offer's page (spec §2): `/offers/{id}/` on a single-manufacturer site or for an offer of no make,
 * else `/offers/{manufacturer-slug}/{id}/` (`/offers/toyota/hilux-finance/`). `makeName` gives the make as
 * shown (the importer's `canonicalMake`), so 'Great Wall' and 'GWM' share a segment.
 */
export function offerPath(
  offer: Pick<OfferRuleInput, 'id' | 'manufacturer'>,
  site: OfferSite,
  makeName: (make: string) => string = (m) => m,
): string {
  if (offer.manufacturer === null || hasSingleManufacturer(site, (m) => slugify(makeName(m)))) return `/offers/${offer.id}/`;
  return `/offers/${slugify(makeName(offer.manufacturer))}/${offer.id}/`;
}

/** Text shown cut, with the rest behind View more: `short` ends in '…' when `cut`. */
export interface CutText {
  full: string;
  short: string;
  cut: boolean;
}

/** Cuts `text` to at most `max` characters at a word boundary where one is near (never mid-word unless one word is longer), adding '…'. */
export function cutText(text: string, max: number): CutText {
  const full = text.trim();
  if (full.length <= max) return { full, short: full, cut: false };
  const head = full.slice(0, max);
  const space = head.lastIndexOf(' ');
  const short = `${(space > max * 0.6 ? head.slice(0, space) : head).replace(/[\s,;:.-]+$/, '')}…`;
  return { full, short, cut: true };
}

/** Spec §9: the description is whole when 200 characters or fewer, else cut to 160. */
export function offerDescription(description: string): CutText {
  const full = description.trim();
  return full.length <= OFFER_DESCRIPTION_FULL_MAX ? { full, short: full, cut: false } : cutText(full, OFFER_DESCRIPTION_CUT);
}

/** Spec §9: the disclaimer is cut to 200 characters. */
export function offerDisclaimer(disclaimer: string): CutText {
  return cutText(disclaimer, OFFER_DISCLAIMER_CUT);
}

/**
 * The lead an offer's enquiry form sends (spec §3 lead category/subcategory; §5 categories): a new
 * vehicle enquiry for an offer on a make or models, else a general enquiry; subcategory 'Special Offer'.
 */
export function offerLead(offer: Pick<OfferRuleInput, 'manufacturer' | 'models'>): { category: string; subcategory: string } {
  return {
    category: offer.manufacturer !== null || offer.models.length > 0 ? 'New Vehicle Enquiry' : 'General Enquiry',
    subcategory: 'Special Offer',
  };
}
