/** The static paths of the location routes (`/our-location/{slug}/` and its aliases): one per visible location. */
import { site } from 'virtual:tenant';
import type { Location } from '../../config/schema/locations.ts';

export function locationStaticPaths(): { params: { slug: string }; props: { location: Location } }[] {
  const locations: readonly Location[] = site.locations;
  return locations.filter((l) => l.visible).map((location) => ({ params: { slug: location.slug }, props: { location } }));
}
