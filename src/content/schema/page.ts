/**
 * Frontmatter of a content page (the `pages` collection, spec §2 routes `/about-us`, `/buying`,
 * `/warranty`, `/pages/...`) and of a blog post (the `blog` collection, `/blog/vehicle-reviews/{id}/`).
 * Bodies are Markdown with `{{token}}` placeholders filled per tenant (`src/content/tokens.ts`).
 */
import { z } from 'zod';

const day = () =>
  z.union([
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-11-01'),
    z.date().transform((d) => d.toISOString().slice(0, 10)),
  ]);

export const ContentPage = z.strictObject({
  /** The page's heading and `<title>`. */
  title: z.string().min(1),
  /** Meta description. */
  description: z.string().min(1),
  /** When the text last changed (YYYY-MM-DD), shown as 'Last updated'. */
  updated: day(),
  /** Text of its link in About us's 'More about us' list (default: its title). */
  nav_label: z.string().min(1).nullable().default(null),
  /** Order in that list (lower first). */
  order: z.number().int().default(100),
});
export type ContentPage = z.output<typeof ContentPage>;

export const BlogPost = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  /** Publication date (YYYY-MM-DD); newest first on the index. */
  date: day(),
  /** Date of the last change, when edited after publication. */
  updated: day().nullable().default(null),
  author: z.string().min(1).default('Our team'),
  /** The make and model reviewed: the post shows a photo of one in stock and links its search landing page. */
  make: z.string().min(1).nullable().default(null),
  model: z.string().min(1).nullable().default(null),
  /** Fictional sample text: labelled as a sample on the site. */
  sample: z.boolean().default(false),
});
export type BlogPost = z.output<typeof BlogPost>;
