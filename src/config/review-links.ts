/**
 * Where a customer writes a public review of the dealership (spec §2 review feedback landing: "A positive
 * answer leads to the dealership's review URL"): `reviews.review_url`, else the primary location's
 * `review_url`, else null (the page then offers the survey only).
 */
import type { SiteConfig } from './schema/site.ts';

export function publicReviewUrl(site: Pick<SiteConfig, 'reviews' | 'locations'>): string | null {
  const primary = site.locations.find((l) => l.primary) ?? site.locations[0];
  return site.reviews.review_url ?? primary?.review_url ?? null;
}

/**
 * Where a customer writes a public review of one location (its own `review_url`), else of the dealership
 * ({@link publicReviewUrl}); null when neither is configured. Not in the spec: the reviews block's 'Write a review'
 * link (issue #10), so a happy customer who reads the reviews can add theirs.
 */
export function reviewUrlFor(site: Pick<SiteConfig, 'reviews' | 'locations'>, locationId: string | null): string | null {
  const location = locationId ? site.locations.find((l) => l.id === locationId) : undefined;
  return location?.review_url ?? publicReviewUrl(site);
}
