/**
 * Which reviews a page shows (spec §3 *Review*, *Review summary*; §5 *Reviews*: "shown only if the average
 * rating is above the configured minimum and they are not hidden"; §9 "Review minimum rating 4; Google
 * reviews quantity 12"). Stars are `ratings.ts`.
 */
import { GOOGLE_REVIEWS_QUANTITY, showReviews, type ReviewSummary } from './ratings.ts';

/** The review fields this rule reads (spec §3 *Review*). */
export interface ReviewLike {
  id: string;
  rating: number;
  /** YYYY-MM-DD. */
  review_date: string;
  hidden: boolean;
  location_id: string | null;
}

/**
 * The summary of a list of reviews: their count and average rating rounded to one decimal (4.63 → 4.6).
 * Hidden reviews are left out. Null for no reviews.
 */
export function summaryOf(reviews: readonly ReviewLike[]): ReviewSummary | null {
  const shown = reviews.filter((r) => !r.hidden);
  if (shown.length === 0) return null;
  const avg = shown.reduce((sum, r) => sum + r.rating, 0) / shown.length;
  return { count: shown.length, average_rating: Math.round(avg * 10) / 10 };
}

/** What a reviews block shows, or null when it shows nothing. */
export interface ReviewsBlock<T> {
  summary: ReviewSummary;
  /** Newest first, at most `quantity`. */
  reviews: T[];
}

/**
 * The reviews block of a page (spec §5, §9): `summary` is the configured summary (a location's `reviews`
 * or the dealership's `average_rating`/`review_count`, which count every review, not only those listed),
 * else the summary of `reviews`. The block shows only when not `hidden` and that average is strictly above
 * `minimumRating` (default 4); then it lists the reviews that are not hidden, newest first, at most
 * `quantity` (default 12). A block with a summary but no listed review is null too (nothing to read).
 */
export function reviewsBlock<T extends ReviewLike>(
  reviews: readonly T[],
  opts: { summary?: ReviewSummary | null; minimumRating?: number; hidden?: boolean; quantity?: number } = {},
): ReviewsBlock<T> | null {
  const summary = opts.summary ?? summaryOf(reviews);
  if (!showReviews(summary, { minimumRating: opts.minimumRating, hidden: opts.hidden }) || !summary) return null;
  const listed = reviews
    .filter((r) => !r.hidden)
    .sort((a, b) => b.review_date.localeCompare(a.review_date) || a.id.localeCompare(b.id))
    .slice(0, opts.quantity ?? GOOGLE_REVIEWS_QUANTITY);
  return listed.length ? { summary, reviews: listed } : null;
}

/** The reviews of one location (`location_id`), or of the dealership as a whole (`null`: every review). */
export function reviewsOfLocation<T extends ReviewLike>(reviews: readonly T[], locationId: string | null): T[] {
  return locationId === null ? [...reviews] : reviews.filter((r) => r.location_id === locationId);
}

/** Defaults of the feedback landing page's query parameters (spec §2). */
export const FEEDBACK_DEFAULTS = { first_name: 'Valued Customer', dealership_name: 'Our Dealership' } as const;
/** Where a negative answer leads (spec §2). */
export const FEEDBACK_SURVEY_PATH = '/customer-feedback-survey/';

/**
 * The feedback landing page's greeting values (spec §2): `first_name` and `dealership_name` from the query,
 * trimmed and at most 60 characters, else the defaults.
 */
export function feedbackGreeting(query: URLSearchParams): { firstName: string; dealershipName: string } {
  const read = (key: string, fallback: string) => (query.get(key) ?? '').trim().slice(0, 60) || fallback;
  return {
    firstName: read('first_name', FEEDBACK_DEFAULTS.first_name),
    dealershipName: read('dealership_name', FEEDBACK_DEFAULTS.dealership_name),
  };
}
