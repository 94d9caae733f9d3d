/**
 * The location routes (spec §2 *Routes*: "/our-location, /our-location/{slug}, /locations/{slug},
 * /contact-us/{location slug}"): one page per location at `/our-location/{slug}/`; the other two are
 * aliases built as copies that name it as their canonical URL (a static host needs no redirect rules).
 */

/** The list of every location. */
export const LOCATIONS_PATH = '/our-location/';

/** A location's own page. */
export function locationPath(slug: string): string {
  return `/our-location/${slug}/`;
}
