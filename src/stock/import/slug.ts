/**
 * URL slugs for cars (`/cars/{slug}`, spec §2) and locations: lowercase ASCII words joined by `-`.
 */

/** Lowercase ASCII slug of a text: accents dropped, `+` read as `plus`, anything else non-alphanumeric becomes `-`. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Most characters kept from year-make-model-badge before the stock number. */
export const SLUG_HEAD_MAX = 80;

/**
 * A car slug `year-make-model-badge-stocknum` (spec: unique through the stock number). The
 * descriptive head is cut at a word boundary to `SLUG_HEAD_MAX` characters.
 */
export function carSlug(parts: { year: number; make: string; model: string; badge: string | null; stocknum: string }): string {
  let head = slugify([parts.year, parts.make, parts.model, parts.badge ?? ''].join(' '));
  if (head.length > SLUG_HEAD_MAX) head = head.slice(0, SLUG_HEAD_MAX).replace(/-[^-]*$/, '');
  return [head, slugify(parts.stocknum)].filter(Boolean).join('-');
}
