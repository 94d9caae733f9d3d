/**
 * URL slugs for cars, makes, models and landing pages (spec §2 routes /search/{make}/{model},
 * /cars/{slug}): lowercase ASCII letters and digits joined by single hyphens.
 */

const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  ø: 'o',
  œ: 'oe',
  đ: 'd',
  ł: 'l',
  þ: 'th',
  ð: 'd',
  ı: 'i',
};

/**
 * Slug of any text: accents removed ('Škoda' → 'skoda', 'Citroën' → 'citroen'), lowercase, '&' → 'and',
 * '+' → 'plus' ('C+' → 'c-plus', so 'Sport+' and 'Sport' differ), apostrophes dropped ("Dealer's" → 'dealers'), every other run of non-alphanumerics → one '-', no
 * leading or trailing '-'. Examples: 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover',
 * 'RAV4' → 'rav4', 'CX-5' → 'cx-5'. Returns '' for text with no letters or digits (callers decide the
 * fallback). Idempotent: `slugify(slugify(x)) === slugify(x)`. Never throws.
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[ßæøœđłþðı]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' plus ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Most characters kept from year-make-model-badge before the stock number. */
export const SLUG_HEAD_MAX = 80;

/** The fields a car slug is made of (Car schema names, spec §3). */
export interface CarSlugFields {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  stocknum: string;
}

/**
 * A car's page slug (`/cars/{slug}/`, spec §2), '{year}-{make}-{model}-{badge}-{stocknum}', e.g.
 * '2019-toyota-rav4-gx-ab1234': the stock number keeps it unique (fleet stock has many cars with the same
 * year, make, model and badge) and stable across feed imports. The descriptive head is cut at a word
 * boundary to {@link SLUG_HEAD_MAX} characters.
 */
export function carSlug(car: CarSlugFields): string {
  let head = slugify([car.year, car.make, car.model, car.badge ?? ''].join(' '));
  if (head.length > SLUG_HEAD_MAX) head = head.slice(0, SLUG_HEAD_MAX).replace(/-[^-]*$/, '');
  return [head, slugify(car.stocknum)].filter(Boolean).join('-');
}
