/**
 * Where a URL trimmed back to one of its folders goes (spec §2 *Routes*): the routes put pages under folders that
 * are not pages themselves — `/cars/{slug}` but no `/cars`, `/offers/{offerId}` but no `/offers` — and a buyer who
 * deletes the end of an address, or a link cut short, got the site's 404 page there. Each such folder now answers
 * with a permanent redirect (`_redirects`, `src/pages/[host_file].ts`) to the page that lists what the folder holds.
 * Not in the spec ("not shown"): the targets are this platform's choice.
 */
import { LOCATIONS_PATH } from './location-paths.ts';

/** A redirect of the `_redirects` file: whole paths. */
export interface PathRedirect {
  from: string;
  to: string;
}

/**
 * The route folders of every site and the page each is sent to: `folder` holds pages but is not one; `page` is
 * built on every site. A folder under one of these (`/offers/toyota/`) is sent to the same page.
 */
export const SECTION_PAGES: readonly { folder: string; page: string }[] = [
  { folder: '/cars/', page: '/search/' },
  { folder: '/search/page/', page: '/search/' },
  { folder: '/offers/', page: '/special-offers/' },
  { folder: '/locations/', page: LOCATIONS_PATH },
  { folder: '/personalised/', page: '/finance/' },
  { folder: '/pages/', page: '/' },
];

/**
 * The redirects of trimmed URLs: each of {@link SECTION_PAGES}, and each folder of `pagePaths` (the site's pages
 * whose folders vary by site, e.g. `/offers/toyota/hilux-finance/`, `/mazda-2/accessories/`; paths end in `/`)
 * that is not itself one of `pagePaths`: a folder of result pages to their first page, the page above it
 * (`/search/kia/page/` → `/search/kia/`, whose page 2 is `/search/kia/page/2/`), and its page 1 there too
 * (`/search/kia/page/1/` → `/search/kia/`, never built: page 1 is the listing); else to its section's page when it
 * lies under a section folder; else to its nearest page when one is nearer than the rest (`/parts/` →
 * `/parts/search/`, `/mazda-2/` → `/mazda-2/accessories/`, `/blog/` → `/blog/vehicle-reviews/` above its posts, when
 * the site has a blog). A folder whose nearest pages are several, in none of these, is left out (no page lists them). Each `from` comes twice, with and without its final slash, since hosts
 * differ on whether a rule matches both. Sorted by `from`, no duplicates.
 */
export function trimmedPathRedirects(pagePaths: readonly string[]): PathRedirect[] {
  const pages = new Set(pagePaths);
  const out = new Map<string, string>();
  const add = (folder: string, to: string) => {
    out.set(folder, to);
    out.set(folder.slice(0, -1), to);
  };
  for (const s of SECTION_PAGES) add(s.folder, s.page);
  // Each folder that is not a page, with its nearest pages (those fewest folders below it).
  const under = new Map<string, { depth: number; nearest: string[] }>();
  for (const page of pagePaths) {
    const parts = page.split('/').filter(Boolean);
    for (let n = 1; n < parts.length; n++) {
      const folder = `/${parts.slice(0, n).join('/')}/`;
      if (pages.has(folder)) continue;
      const held = under.get(folder);
      const depth = parts.length - n;
      if (!held || depth < held.depth) under.set(folder, { depth, nearest: [page] });
      else if (depth === held.depth) held.nearest.push(page);
    }
  }
  for (const [folder, { nearest }] of under) {
    if (out.has(folder)) continue;
    const above = folder.replace(/[^/]+\/$/, '');
    const section = SECTION_PAGES.find((s) => folder.startsWith(s.folder));
    if (folder.endsWith('/page/') && pages.has(above)) add(folder, above);
    else if (section) add(folder, section.page);
    else if (nearest.length === 1) add(folder, nearest[0]!);
  }
  // Page 1 of a listing is the listing itself (`searchPagePath`, `src/search/routing.ts`): `/search/kia/page/1/`, which a buyer types after
  // page 2, goes to `/search/kia/`.
  for (const [folder, page] of [...out])
    if (folder.endsWith('/page/') && page === folder.slice(0, -'page/'.length)) add(`${folder}1/`, page);
  return [...out.keys()].sort().map((from) => ({ from, to: out.get(from)! }));
}
