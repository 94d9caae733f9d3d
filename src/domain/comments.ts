/**
 * Dealer comments on the vehicle page (spec §5 *Search* list: "Dealer comments: truncated at 400
 * characters with show more/less. If blank, show 'Dealer comments are pending. …'; otherwise split on
 * '|' into paragraphs"; §9 "Dealer comments cut at 400 characters").
 */
import { truncateParagraphs } from './text.ts';

/** Characters shown before 'show more' (spec §9). */
export const DEALER_COMMENTS_LIMIT = 400;
/** Text shown when a car has no dealer comments (spec §5). */
export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.';

/** Dealer comments ready to render. */
export type DealerComments =
  | { kind: 'pending'; text: typeof DEALER_COMMENTS_PENDING }
  | {
      kind: 'comments';
      /** Every paragraph (the 'show less' state shows `truncatedParagraphs`, 'show more' shows these). */
      paragraphs: string[];
      /** The first `limit` characters as paragraphs, the last one cut at a word with '…' if needed. */
      truncatedParagraphs: string[];
      /** True when there is more to show (render the show more / show less toggle). */
      truncated: boolean;
    };

/**
 * Dealer comments (spec §5): blank (null, spaces, or only '|' separators) → the pending text; otherwise
 * split on '|' into paragraphs (each trimmed, empty ones dropped), plus the truncated view of at most
 * `limit` characters (default 400, counted over the paragraphs' text without the separators, in code
 * points) cut at a word boundary — see `truncateParagraphs` in `text.ts`. Never throws.
 */
export function dealerComments(raw: string | null | undefined, limit: number = DEALER_COMMENTS_LIMIT): DealerComments {
  const paragraphs = (raw ?? '')
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (paragraphs.length === 0) return { kind: 'pending', text: DEALER_COMMENTS_PENDING };
  const cut = truncateParagraphs(paragraphs, limit);
  return { kind: 'comments', paragraphs, truncatedParagraphs: cut.paragraphs, truncated: cut.truncated };
}
