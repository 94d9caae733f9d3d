/**
 * Where the 404 page sends a buyer whose link led nowhere (`src/pages/404.astro`). The common dead links on a dealer
 * site are a car's page after the car left the stock (sold: spec §3 statuses, then gone from the feed; a search engine
 * or a shared link still has it) and a page of results past the last one after the stock shrank
 * (`/search/kia/page/9/` when Kia now fills 5). The page always offers the search and the home page; this module works
 * out the nearer pages that a buyer would want, from the site's search landings (spec §2 routes):
 *
 * - a car's page, `/cars/{year}-{make}-{model}-{badge}-{stock number}/` (`carSlug`, and the pages under it such as
 *   `/cars/{slug}/checkout/`): the model's landing and the make's (`/search/holden/commodore/`, `/search/holden/`)
 *   with their counts, as in spec §3's _Find Me Something Similar_;
 * - a path under `/search/` (a result page past the last, a landing whose make or model is no longer in stock): the
 *   nearest landing above it that exists (`/search/kia/page/9/` → `/search/kia/`).
 *
 * The site's landings reach the page as one small file ({@link LANDING_LINKS_PATH}, {@link landingLinks}), fetched
 * by the 404 page's script after it has painted; the page itself does not change with the stock.
 */
import type { Landing, LandingKind } from './landings.ts';
import { SEARCH_ROOT } from './landings.ts';
import { slugify } from '../domain/slug.ts';

/** The file of the site's landings for the 404 page (`src/pages/search/landings.json.ts`). */
export const LANDING_LINKS_PATH = '/search/landings.json';

/** One search landing as the 404 page reads it. */
export interface LandingLink {
  /** Its path, `/search/holden/commodore/`. */
  path: string;
  kind: LandingKind;
  /** A make's or a model's name as a car page's slug spells it (`holden`, `commodore`); '' for other kinds. */
  slug: string;
  /** Its heading, 'Holden Commodore for sale'. */
  title: string;
  /** Listed cars it shows. */
  count: number;
}

/** Why the page was not found, as far as its path tells. */
export type GoneKind = 'car' | 'results';

/** What the 404 page adds for a path: a sentence and the landings to offer, nearest first. */
export interface GoneLinkSuggestions {
  kind: GoneKind;
  /** The sentence above the links. */
  message: string;
  links: LandingLink[];
}

/** The sentences the 404 page shows above its suggestions. */
export const GONE_MESSAGES: Readonly<Record<GoneKind, string>> = {
  car: 'This car is no longer in stock. Cars like it that we have now:',
  results: 'Those results have changed since the link was made. See what we have now:',
};

/** The site's landings for {@link LANDING_LINKS_PATH}: every landing with cars in stock, in the build's order. */
export function landingLinks(landings: readonly Landing[]): LandingLink[] {
  return landings
    .filter((l) => l.count > 0)
    .map((l) => ({
      path: l.path,
      kind: l.kind,
      slug: l.kind === 'make' || l.kind === 'model' ? slugify(l.label) : '',
      title: l.title,
      count: l.count,
    }));
}

/** The longest of `links` whose slug is the start of `text` (whole hyphen-separated words), or undefined. */
function longestPrefix(text: string, links: readonly LandingLink[]): LandingLink | undefined {
  let best: LandingLink | undefined;
  for (const l of links) {
    if (!l.slug || (text !== l.slug && !text.startsWith(`${l.slug}-`))) continue;
    if (!best || l.slug.length > best.slug.length) best = l;
  }
  return best;
}

/**
 * The suggestions for a path that was not found (see the module), or null when its path says nothing (a mistyped
 * page) or no landing fits. `pathname` is the browser's, with or without the trailing slash; `links` the site's
 * {@link LANDING_LINKS_PATH}. Never throws.
 *
 * - `/cars/2000-holden-commodore-ss-ub5998d/` → car: 'Holden Commodore for sale', 'Holden for sale' (the model's
 *   landing only when that model is in stock; neither when the make is not).
 * - `/search/kia/page/9/`, `/search/kia/stinger/` (no Stinger now) → results: 'Kia for sale'. `/search/page/9/` →
 *   results: 'Cars for sale' (`/search/`).
 */
export function goneLinkSuggestions(pathname: string, links: readonly LandingLink[]): GoneLinkSuggestions | null {
  let path: string;
  try {
    path = decodeURI(pathname);
  } catch {
    return null;
  }
  const car = /^\/cars\/([^/]+)/.exec(path);
  if (car) {
    const rest = car[1]!.toLowerCase().replace(/^\d{4}-/, '');
    const make = longestPrefix(
      rest,
      links.filter((l) => l.kind === 'make'),
    );
    if (!make) return null;
    const model = longestPrefix(
      rest.slice(make.slug.length + 1),
      links.filter((l) => l.kind === 'model' && l.path.startsWith(make.path)),
    );
    return { kind: 'car', message: GONE_MESSAGES.car, links: model ? [model, make] : [make] };
  }
  if (!path.startsWith(SEARCH_ROOT)) return null;
  const segments = path.slice(SEARCH_ROOT.length).split('/').filter(Boolean);
  if (segments.at(-2) === 'page' && /^\d+$/.test(segments.at(-1) ?? '')) segments.splice(-2);
  for (let n = segments.length; n >= 0; n--) {
    const at = `${SEARCH_ROOT}${segments
      .slice(0, n)
      .map((s) => `${s}/`)
      .join('')}`;
    const found = links.find((l) => l.path === at);
    if (found) return { kind: 'results', message: GONE_MESSAGES.results, links: [found] };
  }
  return null;
}
