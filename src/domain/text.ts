/**
 * Truncating text for show more / show less toggles (spec §5 dealer comments; §4 *Offers*; §9 "Dealer
 * comments cut at 400 characters", offer description 160, disclaimer 200).
 *
 * Lengths are counted in Unicode code points, so an emoji is one character and is never split.
 * Decision: text is cut at a word boundary at or before the limit, then trailing spaces and
 * separators (, ; : - – —) are trimmed and '…' is appended (the ellipsis is not counted). Only a
 * single word longer than the limit (e.g. a long URL) is cut mid-word.
 */

/** The ellipsis appended to cut text. */
export const ELLIPSIS = '…';

/** Length in Unicode code points. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/**
 * The longest prefix of `text` of at most `limit` code points that ends at a word boundary, tidied
 * (trailing spaces and separators removed), without the ellipsis; `''` when there is none and
 * `hardCut` is false. With `hardCut`, a text with no boundary in reach is cut at exactly `limit`.
 */
function cutAtWord(text: string, limit: number, hardCut: boolean): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const head = chars.slice(0, limit);
  let cut = limit;
  if (!/\s/.test(chars[limit] ?? ' ')) {
    const lastSpace = head.findLastIndex((c) => /\s/.test(c));
    cut = lastSpace > 0 ? lastSpace : hardCut ? limit : 0;
  }
  return head
    .slice(0, cut)
    .join('')
    .replace(/[\s,;:\-–—]+$/u, '');
}

/**
 * Truncates one text to `limit` code points (≥ 0) at a word boundary, appending '…' when cut.
 * Returns `{ text, truncated }`; `text` is unchanged when it fits. Never throws.
 */
export function truncateText(text: string, limit: number): { text: string; truncated: boolean } {
  if (charLength(text) <= limit) return { text, truncated: false };
  const cut = cutAtWord(text, limit, true);
  return { text: cut === '' ? '' : cut + ELLIPSIS, truncated: true };
}

/**
 * Truncates a list of paragraphs to `limit` code points in total (paragraph breaks are not counted).
 * Whole paragraphs are kept while they fit; the paragraph that crosses the limit is cut at a word
 * boundary with '…' (dropped instead when no word of it fits, unless it is the first paragraph).
 * Returns `{ paragraphs, truncated }`. Never throws.
 */
export function truncateParagraphs(paragraphs: readonly string[], limit: number): { paragraphs: string[]; truncated: boolean } {
  const out: string[] = [];
  let remaining = limit;
  for (const p of paragraphs) {
    const length = charLength(p);
    if (length <= remaining) {
      out.push(p);
      remaining -= length;
      continue;
    }
    const cut = remaining > 0 ? cutAtWord(p, remaining, out.length === 0) : '';
    if (cut !== '') out.push(cut + ELLIPSIS);
    return { paragraphs: out, truncated: true };
  }
  return { paragraphs: out, truncated: false };
}
