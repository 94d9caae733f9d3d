/**
 * The prepared stock of one tenant, as the build hands it to the pages.
 */
import type { Car } from './car-schema.ts';
import type { ResponsiveImage } from './images.ts';

/** Facts about the build that pages may show or use. */
export interface BuildInfo {
  /** The stock clock in Unix seconds: stock rules that depend on "now" use it (snapshot generated_at unless overridden). */
  now: number;
  /** The site URL without a trailing slash, e.g. `https://www.example.com.au`. */
  siteUrl: string;
  /** ISO-8601 time the snapshot was generated. */
  snapshotGeneratedAt: string;
  /**
   * The origin of the tenant's edge API (`leads.api_base_url` or `--api-base`, no trailing slash); null when the
   * site has none, and its pages call `/api/...` on their own host (see {@link apiPrefix}).
   */
  apiBase: string | null;
  /**
   * The theme's small SVG images (logo, favicon) as `data:` URIs by their site path, e.g.
   * `{ "/logo.svg": "data:image/svg+xml,…" }`: pages use them instead of a request
   * (`themeSvgDataUri` in src/config/theme.ts says which files).
   */
  inlineImages: Record<string, string>;
}

/**
 * What the pages put before `/api/...` to call the edge API (spec §7 `{api base}`): the API's origin without a
 * trailing slash, or '' when the build has none, so that every call (leads, quotes, view counts, phone reveals,
 * accounts) goes to `/api/...` on the site's own host, which the CDN in front of a live site, `npm start` and
 * `npm run preview` route to the API. The one place that decides it: forms, account islands and the vehicle
 * page all call this.
 */
export function apiPrefix(build: Pick<BuildInfo, 'apiBase'>): string {
  return (build.apiBase ?? '').replace(/\/+$/, '');
}

/**
 * Where every site serves its embedded search documents (issue #14: a fixed name, not a content hash, so
 * the pages that name it do not change when a car does; the file is served with a short cache and
 * revalidated, like the HTML).
 */
export const SEARCH_INDEX_URL = '/search/index.json';

/**
 * A tenant's listed cars (spec §4 visibility and the tenant's stock filter already applied; each
 * car's placement fields point at the tenant's own location), their responsive images keyed by
 * car id, the URL of the embedded search index file and the folder of the cars' lookup files.
 */
export interface TenantStock {
  cars: Car[];
  images: Record<string, ResponsiveImage[]>;
  searchIndexUrl: string;
  /**
   * The folder of the cars' lookup files, naming their count (`/search/car/64/`; `src/stock/car-lookup.ts`): what
   * the pages that read `?car_id=` and the compare page fetch one car from.
   */
  carLookupBase: string;
}

/**
 * The key whose `in` check on a stock's `images` is how a build-time reader says "this page uses every car's
 * images" (issue #14: one recorded dependency, `src/integration/tracked-stock.ts`). No image is stored under it.
 */
export const ALL_IMAGES: unique symbol = Symbol.for('dealer-sites:stock-images:all');

/**
 * Records that the page being built depends on every car's images (the search documents carry them all),
 * in one read: the incremental build's tracked stock answers it without listing 1,000+ keys through a proxy.
 * Outside a build (plain objects) it reads nothing and costs nothing.
 */
export function dependOnAllImages(images: TenantStock['images']): void {
  void (ALL_IMAGES in images);
}
