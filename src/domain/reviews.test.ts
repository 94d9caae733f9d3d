import { describe, expect, it } from 'vitest';
import { feedbackGreeting, reviewsBlock, summaryOf, type ReviewLike } from './reviews.ts';

const review = (id: string, rating: number, review_date: string, extra: Partial<ReviewLike> = {}): ReviewLike => ({
  id,
  rating,
  review_date,
  hidden: false,
  location_id: null,
  ...extra,
});

describe('reviewsBlock (spec §5: above the minimum and not hidden; §9: at most 12)', () => {
  const fives = Array.from({ length: 15 }, (_, i) => review(`r${i}`, 5, `2026-10-${String(i + 1).padStart(2, '0')}`));
  it('shows at most 12, newest first, with the summary of the list', () => {
    const block = reviewsBlock(fives)!;
    expect(block.reviews).toHaveLength(12);
    expect(block.reviews[0]!.review_date).toBe('2026-10-15');
    expect(block.summary).toEqual({ count: 15, average_rating: 5 });
  });
  it('an average of exactly 4 is not above the minimum 4: no block; with minimum 3 it shows', () => {
    const fours = [review('a', 4, '2026-10-01'), review('b', 5, '2026-10-02'), review('c', 3, '2026-10-03')];
    expect(reviewsBlock(fours)).toBeNull();
    expect(reviewsBlock(fours, { minimumRating: 3 })?.reviews).toHaveLength(3);
  });
  it('hidden reviews are never listed nor counted; a hidden block shows nothing', () => {
    const list = [review('a', 5, '2026-10-01'), review('b', 1, '2026-10-02', { hidden: true })];
    expect(reviewsBlock(list)?.reviews.map((r) => r.id)).toEqual(['a']);
    expect(summaryOf(list)).toEqual({ count: 1, average_rating: 5 });
    expect(reviewsBlock(list, { hidden: true })).toBeNull();
  });
  it('a configured summary (spec §9 sample: 329 reviews, 4.6) wins over the list', () => {
    expect(reviewsBlock([review('a', 5, '2026-10-01')], { summary: { count: 329, average_rating: 4.6 } })?.summary).toEqual({
      count: 329,
      average_rating: 4.6,
    });
    expect(reviewsBlock([review('a', 5, '2026-10-01')], { summary: { count: 329, average_rating: 3.9 } })).toBeNull();
  });
  it('averages round to one decimal', () => {
    expect(summaryOf([review('a', 5, 'x'), review('b', 5, 'x'), review('c', 4, 'x')])?.average_rating).toBe(4.7);
  });
});

describe('feedbackGreeting (spec §2 defaults)', () => {
  it.each([
    ['', 'Valued Customer', 'Our Dealership'],
    ['?first_name=Mia&dealership_name=Swan%20River%20Auto', 'Mia', 'Swan River Auto'],
    ['?first_name=%20%20', 'Valued Customer', 'Our Dealership'],
  ])('%s', (query, firstName, dealershipName) => {
    expect(feedbackGreeting(new URLSearchParams(query))).toEqual({ firstName, dealershipName });
  });
});
