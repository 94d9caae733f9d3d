/**
 * URL slugs for cars, makes, models and landing pages (spec §2 routes /search/{make}/{model},
 * /cars/{slug}): lowercase ASCII letters and digits joined by single hyphens.
 */

const SPECIAL: Record<string, string> = {
  ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd', ı: 'i',
};

/**
 * Slug of any text: accents removed ('Škoda' → 'skoda', 'Citroën' → 'citroen'), lowercase, '&' → 'and',
 * apostrophes dropped ("Dealer's" → 'dealers'), every other run of non-alphanumerics → one '-', no
 * leading or trailing '-'. Examples: 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover',
 * 'RAV4' → 'rav4', 'CX-5' → 'cx-5'. Returns '' for text with no letters or digits (callers decide the
 * fallback). Idempotent: `slugify(slugify(x)) === slugify(x)`. Never throws.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[ßæøœđłþðı]/g, (c) => SPECIAL[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/&/g, ' and ')
    .replace(/['’‘`]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The fields a car slug is made of (Car schema names, spec §3). */
export interface CarSlugFields {
  id: number;
  year: number;
  make: string;
  model: string;
  badge: string | null;
}

/**
 * A car's page slug, '{year}-{make}-{model}-{badge}-{id}', e.g. '2019-toyota-rav4-gx-10234'. The id
 * keeps slugs unique: fleet stock has many cars with the same year, make, model and badge.
 */
export function carSlug(car: CarSlugFields): string {
  return slugify([car.year, car.make, car.model, car.badge ?? '', car.id].join(' '));
}
