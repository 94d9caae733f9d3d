/**
 * Rating stars and whether reviews are shown (spec §5 *Reviews*; §9 "Rating stars: up to 4 full plus
 * partial. Partial fill applies only when the fraction is over 30%. Review minimum rating 4; Google
 * reviews quantity 12").
 */

/** Stars in a rating row. */
export const MAX_STARS = 5;
/** A partial star is drawn only when the fraction is over this (spec §9). */
export const PARTIAL_STAR_MIN_FRACTION = 0.3;
/** Reviews show only above this average rating unless the site configures another (spec §3, §5, §9). */
export const DEFAULT_REVIEW_MINIMUM_RATING = 4;
/** Google reviews fetched for the reviews block (spec §9). */
export const GOOGLE_REVIEWS_QUANTITY = 12;

/** How to draw a rating: `full` + (partial ? 1 : 0) + `empty` = 5. */
export interface RatingStars {
  full: number;
  /** Fill of the partial star in whole percent (31–99), or null when there is none. */
  partialPercent: number | null;
  empty: number;
}

/**
 * Stars for an average rating (0–5; clamped; null or NaN draws five empty stars), spec §9: whole stars
 * are full (a 4.x rating draws 4 full), the fraction draws one partial star only when over 30%
 * (4.3 → 4 full, 1 empty; 4.31 → 4 full + 31%), never rounded up to a full star (4.99 → 99%). The
 * fraction is compared after rounding to 6 decimals, so float noise (1.3 − 1 = 0.30000000000000004)
 * does not draw a star.
 */
export function ratingStars(rating: number | null | undefined): RatingStars {
  const r = typeof rating === 'number' && Number.isFinite(rating) ? Math.min(MAX_STARS, Math.max(0, rating)) : 0;
  const full = Math.floor(r);
  const fraction = Math.round((r - full) * 1e6) / 1e6;
  const partialPercent = fraction > PARTIAL_STAR_MIN_FRACTION ? Math.min(99, Math.round(fraction * 100)) : null;
  return { full, partialPercent, empty: MAX_STARS - full - (partialPercent === null ? 0 : 1) };
}

/** A review summary (spec §3 *Review* summary): `count` reviews averaging `average_rating` (0–5). */
export interface ReviewSummary {
  count: number | null;
  average_rating: number;
}

/**
 * The review summary of a location or dealership (spec §3): `reviews { count, average_rating }`, else the
 * alternative fields `average_rating` and `review_count`. Null when there is no average.
 */
export function reviewSummary(source: {
  reviews?: { count: number; average_rating: number } | null;
  average_rating?: number | null;
  review_count?: number | null;
}): ReviewSummary | null {
  if (source.reviews) return { count: source.reviews.count, average_rating: source.reviews.average_rating };
  if (typeof source.average_rating === 'number') return { count: source.review_count ?? null, average_rating: source.average_rating };
  return null;
}

/**
 * Whether the reviews block shows (spec §5 *Reviews*): not hidden by the site, and the average rating
 * is strictly above the minimum (site `review_minimum_rating`, default 4), so exactly 4.0 is hidden.
 * Decision: a summary with 0 reviews is hidden too (an average of nothing is not a rating).
 */
export function showReviews(summary: ReviewSummary | null, opts: { minimumRating?: number; hidden?: boolean } = {}): boolean {
  if (opts.hidden || summary === null || summary.count === 0) return false;
  return summary.average_rating > (opts.minimumRating ?? DEFAULT_REVIEW_MINIMUM_RATING);
}
