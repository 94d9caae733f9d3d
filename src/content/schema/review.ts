/**
 * One customer review (spec §3 *Review*: id, customer_name, text, rating, review_date,
 * review_date_in_words, created_at_time_ago_in_words, reply_text, reply_date), an entry of a tenant's
 * `reviews` list (`sites/<slug>/content/reviews.json`). Which reviews show, and when the block shows
 * at all, is `src/domain/reviews.ts` (spec §5, §9).
 */
import { z } from 'zod';

const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like "2026-10-31"');

export const Review = z.strictObject({
  id: z.string().min(1),
  customer_name: z.string().min(1),
  text: z.string().min(1),
  /** Stars given, 1–5. */
  rating: z.number().int().min(1).max(5),
  review_date: date(),
  /** The source's own wording of the date ('2 months ago'); the block shows `review_date` instead, so a page built yesterday never goes stale. */
  review_date_in_words: z.string().nullable().default(null),
  created_at_time_ago_in_words: z.string().nullable().default(null),
  reply_text: z.string().nullable().default(null),
  reply_date: date().nullable().default(null),
  /** The location reviewed (a `locations[].id` of site.json); null: the dealership as a whole. */
  location_id: z.string().nullable().default(null),
  /** Moderation: a hidden review is never shown (spec §5 "not hidden"). */
  hidden: z.boolean().default(false),
  /** Fictional demonstration data: the block labels it as a sample so nobody takes it for a real customer. */
  sample: z.boolean().default(false),
});
export type Review = z.output<typeof Review>;
