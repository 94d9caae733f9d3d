import { describe, expect, it } from 'vitest';
import { publicReviewUrl, reviewUrlFor } from './review-links.ts';

const loc = (id: string, primary: boolean, review_url: string | null) => ({ id, primary, review_url }) as never;

describe('review links (spec §2 review feedback landing; the reviews block link)', () => {
  const site = {
    reviews: { review_url: null },
    locations: [loc('a', false, 'https://reviews.example/a'), loc('b', true, 'https://reviews.example/b'), loc('c', false, null)],
  } as never;

  it("the dealership's review URL is reviews.review_url, else the primary location's", () => {
    expect(publicReviewUrl(site)).toBe('https://reviews.example/b');
    expect(publicReviewUrl({ ...(site as object), reviews: { review_url: 'https://reviews.example/site' } } as never)).toBe(
      'https://reviews.example/site',
    );
  });

  it("a location's block links to its own review page, else to the dealership's", () => {
    expect(reviewUrlFor(site, 'a')).toBe('https://reviews.example/a');
    expect(reviewUrlFor(site, 'c')).toBe('https://reviews.example/b');
    expect(reviewUrlFor(site, null)).toBe('https://reviews.example/b');
    expect(reviewUrlFor({ reviews: { review_url: null }, locations: [loc('c', true, null)] } as never, 'c')).toBeNull();
  });
});
