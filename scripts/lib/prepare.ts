/**
 * Prepares one tenant for its Astro build: selects and places its stock, runs the image pipeline,
 * writes the embedded search index and the files the `virtual:tenant` module reads
 * (`<dataDir>/tenant.json`, `<dataDir>/stock.json`, `<dataDir>/public/`), and resolves the tenant's
 * content collections into `<dataDir>/content/` (`src/content/resolve.ts`).
 */
import { markHeldCars } from '../../src/stock/holds.ts';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../../src/config/schema/site.ts';
import type { Car } from '../../src/stock/car-schema.ts';
import type { ResponsiveImage } from '../../src/stock/images.ts';
import { CAR_LOOKUP_DIR, carLookupBase, carLookupBuckets, carLookupFiles } from '../../src/stock/car-lookup.ts';
import { serializeSearchIndex } from '../../src/stock/search-document.ts';
import { searchDocsClock } from '../../src/stock/search-clock.ts';
import { tenantSearchDocs } from '../../src/stock/tenant-docs.ts';
import { selectTenantStock, type SelectionCounts } from '../../src/stock/select.ts';
import { withSampleLenders } from '../../src/stock/sample-lenders.ts';
import { SEARCH_INDEX_URL, type BuildInfo, type TenantStock } from '../../src/stock/tenant-stock.ts';
import { resolveImageUrl } from '../../src/stock/snapshot.ts';
import { processImage, sourceName, toResponsiveImage, type ProcessedImage } from './images.ts';
import { resolveTenantContent } from '../../src/content/resolve.ts';
import { themeSvgDataUri } from '../../src/config/theme.ts';
import { writeMakeLogos } from './make-logos.ts';
import { removeAbandonedTemporaryFiles, writeFileAtomically } from './atomic-file.ts';

/** Most images processed per car. */
export const MAX_IMAGES_PER_CAR = 12;
/** URL folder of car images on every site. */
export const IMAGE_URL_BASE = '/img/';

export interface PrepareInput {
  site: SiteConfig;
  /** `sites/<slug>/` (its optional `public/` folder is copied over the shared one). */
  siteDir: string;
  cars: readonly Car[];
  snapshotPath: string;
  snapshotGeneratedAt: string;
  /** Stock clock, Unix seconds. */
  now: number;
  /** Where this tenant's prepared data goes (emptied first). */
  dataDir: string;
  /** The project's shared `public/` folder. */
  publicDir: string;
  /** Shared image cache folder. */
  imageCacheDir: string;
  /** Memo of image processing shared by the tenants of one run (source → result). */
  imageMemo: Map<string, Promise<ProcessedImage>>;
  apiBase: string | null;
  /** The platform's content folder (default `src/content/`); the tenant's overrides are `<siteDir>/content/`. */
  contentDir?: string;
  /** Ids of the cars held by a reservation deposit (`--held-cars`): built as reserved. Default none. */
  heldCarIds?: readonly number[];
}

/** The platform's content collections folder. */
const PLATFORM_CONTENT_DIR = fileURLToPath(new URL('../../src/content/', import.meta.url));

export interface PrepareResult {
  cars: number;
  counts: SelectionCounts;
  /** Cache file names of every image variant the site uses (linked into `<out>/img/` after the build). */
  imageFiles: string[];
  /** Images the listed cars name in the snapshot (at most MAX_IMAGES_PER_CAR each), and how many of them were read and encoded. */
  imageCounts: { referenced: number; produced: number };
  warnings: string[];
}

async function carImages(car: Car, input: PrepareInput, files: Set<string>, warnings: string[]): Promise<ResponsiveImage[]> {
  const out: ResponsiveImage[] = [];
  const name = `${car.year} ${car.make} ${car.model}`;
  for (const [i, image] of car.images.slice(0, MAX_IMAGES_PER_CAR).entries()) {
    try {
      const source = resolveImageUrl(input.snapshotPath, image.url, input.site.stock.image_hosts);
      const memoKey = sourceName(source);
      let job = input.imageMemo.get(memoKey);
      if (!job) {
        job = processImage(source, input.imageCacheDir);
        input.imageMemo.set(memoKey, job);
      }
      const processed = await job;
      for (const v of processed.variants) files.add(v.file);
      out.push(toResponsiveImage(processed, IMAGE_URL_BASE, image.alt ?? (i === 0 ? name : `${name}, photo ${i + 1}`)));
    } catch (err) {
      warnings.push(`car ${car.stocknum}: ${(err as Error).message}; image skipped`);
    }
  }
  return out;
}

/** Runs `fn` over items with at most `limit` in flight, preserving order of results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * The edge API origin a tenant's pages call: the build's `--api-base` (previews, tests), else the
 * tenant's `leads.api_base_url`, else null with a warning for the build summary (every call of the pages
 * then goes to `/api/...` on the site's own host, `apiPrefix`). No trailing slash.
 */
export function resolveApiBase(flag: string | null, site: Pick<SiteConfig, 'leads'>): { apiBase: string | null; warning: string | null } {
  const apiBase = (flag ?? site.leads.api_base_url)?.replace(/\/+$/, '') || null;
  return {
    apiBase,
    warning: apiBase
      ? null
      : "no edge API origin (set leads.api_base_url in site.json or pass --api-base): the pages call /api/... on the site's own host, which must route it to the edge API",
  };
}

/** The theme's logo and favicon that pages carry inline (`themeSvgDataUri`), read from the prepared public folder. */
function inlineThemeImages(site: SiteConfig, publicOut: string): Record<string, string> {
  const inlined: Record<string, string> = {};
  for (const path of [site.theme.logo, site.theme.favicon]) {
    const file = path ? join(publicOut, path) : null;
    if (!path || !file || !existsSync(file)) continue;
    const uri = themeSvgDataUri(path, readFileSync(file, 'utf8'));
    if (uri) inlined[path] = uri;
  }
  return inlined;
}

/** Prepares a tenant data folder. Throws only on I/O failure of the data folder itself. */
export async function prepareTenant(input: PrepareInput): Promise<PrepareResult> {
  const { site, dataDir } = input;
  const warnings: string[] = [];
  const selection = selectTenantStock(input.cars, site, input.now);
  selection.cars = withSampleLenders(selection.cars, site.finance.sample_lenders); // SAMPLE DATA: config finance.sample_lenders (empty on real sites)
  selection.cars = markHeldCars(selection.cars, input.heldCarIds ?? []).cars;
  if (selection.cars.length === 0) warnings.push("no listed cars: check the locations' feed_locations and the stock filter");
  const api = resolveApiBase(input.apiBase, site);
  if (api.warning) warnings.push(api.warning);
  // Content first: a content problem fails this tenant before any image work (ContentError names each file).
  resolveTenantContent({
    site,
    platformDir: input.contentDir ?? PLATFORM_CONTENT_DIR,
    tenantDir: join(input.siteDir, 'content'),
    outDir: join(dataDir, 'content'),
  });

  const files = new Set<string>();
  const imageLists = await mapLimit(selection.cars, 4, (car) => carImages(car, input, files, warnings));
  const images: Record<string, ResponsiveImage[]> = {};
  selection.cars.forEach((car, i) => {
    if (imageLists[i]!.length) images[String(car.id)] = imageLists[i]!;
  });

  // Written in place and swapped in with renames, never deleted first: a running dev server reads
  // these files, and the tenant.json rename is what tells it to reload.
  const publicOut = join(dataDir, 'public');
  mkdirSync(join(publicOut, 'search'), { recursive: true });
  if (existsSync(input.publicDir)) cpSync(input.publicDir, publicOut, { recursive: true });
  const tenantPublic = join(input.siteDir, 'public');
  if (existsSync(tenantPublic)) cpSync(tenantPublic, publicOut, { recursive: true });

  // The documents' stand-in clock, as the search pages use (src/stock/search-clock.ts): the same file on every
  // night that crosses no listing time or year.
  const docs = tenantSearchDocs(selection.cars, images, site, searchDocsClock({ now: input.now }, selection.cars));
  const indexJson = serializeSearchIndex(docs);
  writeFileSync(join(publicOut, SEARCH_INDEX_URL), indexJson);
  for (const f of readdirSync(join(publicOut, 'search'))) {
    // Files of the content-hashed name the index had before issue #14.
    if (/^index\.[0-9a-f]+\.json$/.test(f)) rmSync(join(publicOut, 'search', f));
  }
  // One car without the whole index (src/stock/car-lookup.ts): the pages that read `?car_id=` fetch its file, in the
  // folder that names the files' count (it follows the stock's size). Every bucket's file is rewritten in place
  // (a running dev server never sees one missing); another count's folder goes.
  const buckets = carLookupBuckets(docs.length);
  const lookupBase = carLookupBase(buckets);
  const lookupRoot = join(publicOut, CAR_LOOKUP_DIR);
  const lookupDir = join(publicOut, lookupBase);
  mkdirSync(lookupDir, { recursive: true });
  for (const file of carLookupFiles(docs, buckets)) writeFileSync(join(lookupDir, file.name), file.json);
  for (const f of readdirSync(lookupRoot)) if (f !== String(buckets)) rmSync(join(lookupRoot, f), { recursive: true, force: true });
  // Search (issue #3): the make cards' logos, /logos/{make}.svg, for the makes in stock (scripts/lib/make-logos.ts).
  writeMakeLogos(
    publicOut,
    docs.map((d) => d.make),
  );

  const build: BuildInfo = {
    now: input.now,
    siteUrl: site.site_url.replace(/\/+$/, ''),
    snapshotGeneratedAt: input.snapshotGeneratedAt,
    apiBase: api.apiBase,
    inlineImages: inlineThemeImages(site, publicOut),
  };
  const stock: TenantStock = { cars: selection.cars, images, searchIndexUrl: SEARCH_INDEX_URL, carLookupBase: lookupBase };
  // A run killed with SIGKILL while writing these left its temporary file (this tenant is locked to this run now).
  removeAbandonedTemporaryFiles(dataDir);
  writeFileAtomically(join(dataDir, 'stock.json'), JSON.stringify(stock));
  writeFileAtomically(join(dataDir, 'tenant.json'), JSON.stringify({ site, build }));
  const imageCounts = {
    referenced: selection.cars.reduce((n, car) => n + Math.min(car.images.length, MAX_IMAGES_PER_CAR), 0),
    produced: imageLists.reduce((n, list) => n + list!.length, 0),
  };
  return { cars: selection.cars.length, counts: selection.counts, imageFiles: [...files], imageCounts, warnings };
}
