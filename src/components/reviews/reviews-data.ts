/**
 * The reviews block of the tenant or of one location, as the page shows it: the tenant's reviews
 * (`reviews` collection) through the domain's rule with the site's settings (spec §5, §9). The block,
 * the location's rating summary and the JSON-LD all read this one result.
 */
import { site as tenantSite } from 'virtual:tenant';
import type { SiteConfig } from '../../config/schema/site.ts';
import { allReviews } from '../../content/read.ts';
import type { Review } from '../../content/schema/review.ts';
import { reviewSummary } from '../../domain/ratings.ts';
import { reviewsBlock, reviewsOfLocation, type ReviewsBlock } from '../../domain/reviews.ts';

/** The block for `locationId` (null: the dealership as a whole), or null when nothing is shown. */
export async function reviewsFor(locationId: string | null): Promise<ReviewsBlock<Review> | null> {
  const site: SiteConfig = tenantSite;
  const location = locationId ? (site.locations.find((l) => l.id === locationId) ?? null) : null;
  const dealership = site.dealerships.find((d) => d.id === site.dealership_id) ?? site.dealerships[0]!;
  const configured = location ? reviewSummary(location) : reviewSummary(dealership);
  return reviewsBlock(reviewsOfLocation(await allReviews(), locationId), {
    summary: configured,
    minimumRating: site.review_minimum_rating,
    hidden: site.reviews.hidden,
    quantity: site.reviews.quantity,
  });
}
