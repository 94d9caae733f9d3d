/**
 * How long a browser or CDN may keep each file of a built site, one rule for every place that serves or
 * publishes it (`npm run preview`, `npm run deploy`): the build's hashed assets (`/_astro/`) and the
 * content-hashed car images (`/img/`) never change under their name, so they are kept a year and never
 * revalidated; everything else (HTML, `/search/index.json`, `sitemap.xml`, logos) keeps its name across
 * builds and is revalidated on every use.
 */

/** Cache-Control for hashed, never-changing files. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cache-Control for files whose content changes under the same name. */
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The Cache-Control header of a site file by its URL pathname (`/_astro/x.js`, `/cars/a/`, `/index.html`). */
export function cacheControlFor(pathname: string): string {
  return /^\/(_astro|img)\//.test(pathname) ? IMMUTABLE : REVALIDATE;
}
