/**
 * Which pages of a built site the quality report measures (issue #14 item 6): one page per page type.
 *
 * A page type is a route file of `src/pages/` (matched the way `html-validity.ts` matches built files to
 * routes, so a page type added later is measured without touching this file); the home page is `home`.
 * Per type the page measured is:
 * - for routes whose pages are cars: the most typical listed car, picked by its properties, never by id —
 *   in stock, not reserved, not pre-order, priced, with a photo and a finance teaser; of those the highest
 *   ranked (the search index's own rank), then the first slug;
 * - for other dynamic routes: the page with the fewest path segments (`/search/arncliffe/` rather than its
 *   page 2), then the first in path order;
 * - for static routes: their one page.
 *
 * A page that reads its car from the URL (`?car_id=`: /print/, /book-test-drive/, /cars/trade-in/…) is measured as a
 * buyer reaches it, by the sampled vehicle page's own link to it ({@link withCarLinks}): without a car it is a
 * message, which hid a layout shift of 0.76 that every buyer who printed a car saw.
 *
 * "A page with a form" (the JavaScript budget does not apply to it): a page on which a hydrated island
 * renders a `<form>` (a lead form, the finance form, the search app's filters), or which holds a
 * `client:only` island (rendered in the browser only, its markup — a reservation or trade-in form — is
 * not in the HTML). Forms outside islands need no script (the home page's GET search, `<dialog>` forms).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { htmlFacts } from '../../src/integration/html-facts.ts';
import type { SearchDoc } from '../../src/stock/search-document.ts';
import { builtCars, builtHtmlFiles, listRoutes, matchRoute, pagePath, type Route } from './html-validity.ts';

/** One page the report measures. */
export interface PageTypeSample {
  /** The page type: its route (`cars/[slug]`, `search/[...landing]`…), `home` for `/`. */
  type: string;
  /** URL path, with a trailing slash for folders (`/`, `/cars/x/`, `/404`). */
  path: string;
  /** The built file, relative to the site (`cars/x/index.html`). */
  file: string;
  /** Why this page was picked. */
  why: string;
}

/** How typical a car is as a sample of the vehicle page: higher first (see the module note). */
export function carTypicality(d: SearchDoc): number {
  return (
    (d.status === 'in_stock' ? 32 : 0) +
    (d.reserved ? 0 : 16) +
    (d.preorder ? 0 : 8) +
    ((d.price ?? 0) > 0 ? 4 : 0) +
    (d.image ? 2 : 0) +
    (d.finance ? 1 : 0)
  );
}

/** The type name of a route (`` → `home`). */
function pageTypeName(route: Route): string {
  return route.route === '' ? 'home' : route.route;
}

/** The URL path of a built file (`cars/x/index.html` → `/cars/x/`, `404.html` → `/404`). */
export function urlPath(file: string): string {
  const path = pagePath(file);
  if (path === '') return '/';
  return file.endsWith('index.html') ? `/${path}/` : `/${path}`;
}

/**
 * One page per page type of a built site (see the module note). `files` are the built HTML
 * files relative to the site, `cars` its listed cars (from its search index). The home page comes first, then
 * the route order. Files matching no route are left out (the Nu check reports them).
 */
export function samplePageTypes(files: readonly string[], routes: readonly Route[], cars: readonly SearchDoc[]): PageTypeSample[] {
  const bySlug = new Map(cars.map((d) => [d.slug, d]));
  const best = new Map<Route, { file: string; why: string; score: number[] }>();
  for (const file of files) {
    const path = pagePath(file);
    const route = matchRoute(path, routes);
    if (!route) continue;
    const segments = path === '' ? [] : path.split('/');
    const car = segments.map((s) => bySlug.get(s)).find(Boolean);
    // Lower compares first: [-typicality, -rank, 0] for a car page; [segments, 0, 0] otherwise, then the file.
    const score = car ? [-carTypicality(car), -car.rank] : [segments.length, 0];
    const why = car
      ? `car: ${car.car_type} ${car.status}${car.reserved ? ' reserved' : ''}${(car.price ?? 0) > 0 ? ' priced' : ' unpriced'}${car.finance ? ' finance' : ''}`
      : route.kinds.every((k) => k === 2)
        ? 'static'
        : 'fewest segments';
    const prev = best.get(route);
    if (!prev || compareScores(score, prev.score) < 0 || (compareScores(score, prev.score) === 0 && file < prev.file))
      best.set(route, { file, why, score });
  }
  // The home page first, then the route order.
  return [...routes.filter((r) => r.route === ''), ...routes.filter((r) => r.route !== '')]
    .filter((r) => best.has(r))
    .map((r) => {
      const b = best.get(r)!;
      return { type: pageTypeName(r), path: urlPath(b.file), file: b.file, why: b.why };
    });
}

/**
 * The sample with each page that reads its car from the URL measured at the sampled vehicle page's own link to it:
 * every link of `vehicleHtml` (the built page of the `cars/[slug]` sample) with a `car_id` query whose path is a
 * sampled page's path replaces that page's path (`/print/` → `/print/?car_id=<slug>`), and says so in `why`. Pages
 * the vehicle page does not link that way, and samples without a vehicle page, are unchanged.
 */
export function withCarLinks(sample: readonly PageTypeSample[], vehicleHtml: string | null): PageTypeSample[] {
  if (vehicleHtml === null) return [...sample];
  const links = new Map<string, string>();
  for (const href of htmlFacts(vehicleHtml).links) {
    if (!href || !URL.canParse(href, 'http://site.invalid')) continue;
    const url = new URL(href, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid' || !url.searchParams.has('car_id')) continue;
    if (!links.has(url.pathname)) links.set(url.pathname, `${url.pathname}${url.search}`);
  }
  return sample.map((s) => {
    const link = links.get(s.path);
    return link ? { ...s, path: link, why: `${s.why}; with the car, as the vehicle page links it` } : s;
  });
}

/**
 * The report's sample of a built site (`siteDir`, e.g. `dist/<slug>`) whose pages came from the route files in
 * `pagesDir` (`src/pages`): one page per page type ({@link samplePageTypes}), pages that read their car from the URL at
 * the sampled vehicle page's own link to them ({@link withCarLinks}). What `npm run quality` measures, and what the
 * browser tests that go through every page type load.
 */
export function sampleBuiltSite(siteDir: string, pagesDir: string): PageTypeSample[] {
  const sampled = samplePageTypes(builtHtmlFiles(siteDir), listRoutes(pagesDir), builtCars(siteDir));
  const vehicle = sampled.find((s) => s.type === 'cars/[slug]');
  return withCarLinks(sampled, vehicle ? readFileSync(join(siteDir, vehicle.file), 'utf8') : null);
}

function compareScores(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Whether a page's HTML has a form that needs its script (see the module note). */
export function hasInteractiveForm(html: string): boolean {
  let islandDepth = 0;
  let found = false;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'astro-island') {
          islandDepth++;
          if (attrs.client === 'only') found = true;
        } else if (name === 'form' && islandDepth > 0) found = true;
      },
      onclosetag(name) {
        if (name === 'astro-island') islandDepth--;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return found;
}
