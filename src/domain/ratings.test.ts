import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REVIEW_MINIMUM_RATING,
  GOOGLE_REVIEWS_QUANTITY,
  ratingStars,
  reviewSummary,
  showReviews,
  type RatingStars,
  type ReviewSummary,
} from './ratings.ts';

describe('ratingStars (spec §9: up to 4 full plus partial over 30%)', () => {
  it.each<[string, number | null, RatingStars]>([
    ['spec sample 4.6 → 4 full + 60%', 4.6, { full: 4, partialPercent: 60, empty: 0 }],
    ['4.0 → 4 full, 1 empty', 4, { full: 4, partialPercent: null, empty: 1 }],
    ['5.0 → 5 full', 5, { full: 5, partialPercent: null, empty: 0 }],
    ['fraction exactly 30% → no partial', 4.3, { full: 4, partialPercent: null, empty: 1 }],
    ['fraction 31% → partial', 4.31, { full: 4, partialPercent: 31, empty: 0 }],
    ['float noise: 1.3 − 1 is 0.30000000000000004 → still no partial', 1.3, { full: 1, partialPercent: null, empty: 4 }],
    ['never rounds up to a full star', 4.999, { full: 4, partialPercent: 99, empty: 0 }],
    ['3.2 → 3 full, 2 empty', 3.2, { full: 3, partialPercent: null, empty: 2 }],
    ['3.5 → 3 full + 50%, 1 empty', 3.5, { full: 3, partialPercent: 50, empty: 1 }],
    ['0 → all empty', 0, { full: 0, partialPercent: null, empty: 5 }],
    ['null → all empty', null, { full: 0, partialPercent: null, empty: 5 }],
    ['NaN → all empty', NaN, { full: 0, partialPercent: null, empty: 5 }],
    ['above 5 clamps', 7, { full: 5, partialPercent: null, empty: 0 }],
    ['negative clamps', -1, { full: 0, partialPercent: null, empty: 5 }],
  ])('%s', (_case, rating, expected) => {
    expect(ratingStars(rating)).toEqual(expected);
  });
});

describe('reviewSummary (spec §3 reviews or alternative fields)', () => {
  it.each<[string, Parameters<typeof reviewSummary>[0], ReviewSummary | null]>([
    ['reviews object', { reviews: { count: 329, average_rating: 4.6 } }, { count: 329, average_rating: 4.6 }],
    [
      'reviews object wins over alternative fields',
      { reviews: { count: 329, average_rating: 4.6 }, average_rating: 3, review_count: 2 },
      { count: 329, average_rating: 4.6 },
    ],
    ['alternative fields', { average_rating: 4.2, review_count: 18 }, { count: 18, average_rating: 4.2 }],
    ['average without a count', { average_rating: 4.2 }, { count: null, average_rating: 4.2 }],
    ['nothing', { reviews: null, average_rating: null }, null],
  ])('%s', (_case, source, expected) => {
    expect(reviewSummary(source)).toEqual(expected);
  });
});

describe('showReviews (spec §5: above the configured minimum, default 4, not hidden)', () => {
  it('constants', () => {
    expect(DEFAULT_REVIEW_MINIMUM_RATING).toBe(4);
    expect(GOOGLE_REVIEWS_QUANTITY).toBe(12);
  });
  it.each<[string, ReviewSummary | null, { minimumRating?: number; hidden?: boolean }, boolean]>([
    ['spec sample 4.6 from 329 reviews', { count: 329, average_rating: 4.6 }, {}, true],
    ['exactly 4.0 is not above 4', { count: 50, average_rating: 4 }, {}, false],
    ['4.01 is above 4', { count: 50, average_rating: 4.01 }, {}, true],
    ['3.5 with the default minimum', { count: 50, average_rating: 3.5 }, {}, false],
    ['3.5 on a site with minimum 3', { count: 50, average_rating: 3.5 }, { minimumRating: 3 }, true],
    ['hidden by the site', { count: 329, average_rating: 4.6 }, { hidden: true }, false],
    ['no summary', null, {}, false],
    ['zero reviews', { count: 0, average_rating: 5 }, {}, false],
    ['unknown count still shows', { count: null, average_rating: 4.8 }, {}, true],
  ])('%s', (_case, summary, opts, expected) => {
    expect(showReviews(summary, opts)).toBe(expected);
  });
});
