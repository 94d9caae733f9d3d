/**
 * Reviews settings of a tenant (spec §3 site config "review minimum rating"; §5 *Reviews*; §9 "Google
 * reviews quantity 12"). The reviews themselves are the `reviews` content list (`sites/<slug>/content/reviews.json`).
 */
import { z } from 'zod';
import { GOOGLE_REVIEWS_QUANTITY } from '../../domain/ratings.ts';

export const ReviewSettings = z.object({
  /** Hide the reviews block everywhere (spec §5 "not hidden"). */
  hidden: z.boolean().default(false),
  /** At most this many reviews are shown (spec §9: 12). */
  quantity: z.number().int().min(1).max(GOOGLE_REVIEWS_QUANTITY).default(GOOGLE_REVIEWS_QUANTITY),
  /** Where a happy customer writes a public review (the dealership's review URL, spec §2 feedback landing); null: the primary location's `review_url`. */
  review_url: z.string().url().nullable().default(null),
});
export type ReviewSettings = z.output<typeof ReviewSettings>;
