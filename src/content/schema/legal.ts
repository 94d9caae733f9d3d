/**
 * Frontmatter of a legal or trust page (the `legal` collection: `/privacy-policy/`, `/terms-and-conditions/`,
 * `/pages/complaint-handling-process/`; spec §2 *Routes* legal rows and *Screens* privacy and complaint
 * pages). The body is Markdown; `{{token}}` placeholders are filled per tenant (`src/content/tokens.ts`).
 */
import { z } from 'zod';

export const LegalPage = z.strictObject({
  /** The page's heading and `<title>`. */
  title: z.string().min(1),
  /** Meta description (search results, link previews). */
  description: z.string().min(1),
  /** When the text last changed, YYYY-MM-DD (YAML reads an unquoted date as a date; either is fine); shown as 'Last updated'. */
  updated: z.union([
    z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-11-01'),
    z.date().transform((d) => d.toISOString().slice(0, 10)),
  ]),
});
export type LegalPage = z.output<typeof LegalPage>;
