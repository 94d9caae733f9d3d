/**
 * The nightly build of every tenant: validate configs and the snapshot first, prepare each tenant
 * (stock selection, images, search index) while earlier tenants build in the worker pool, then
 * publish each successful build into `<outRoot>/<slug>/`. A tenant that fails (bad config, build
 * error, missing output) fails alone; the others still build.
 *
 * Incremental (issue #14, the default when a published site has its manifest): a tenant whose inputs
 * (code version, prepared data, stock slice, images) are all unchanged is skipped; otherwise only the
 * pages whose own inputs changed are rendered (`src/integration/incremental.ts`) and the others are
 * linked from the published site, so the result is the same, file for file, as a full build.
 * With `shard`, only this shard's tenants are built (`shard.ts`).
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { formatProblems, listTenantSlugs, loadTenant, type TenantLoadResult } from '../../src/config/load.ts';
import type { Car } from '../../src/stock/car-schema.ts';
import { loadSnapshot } from '../../src/stock/snapshot.ts';
import type { ProcessedImage } from './images.ts';
import type { BuildPool } from './pool.ts';
import { prepareTenant, resolveApiBase } from './prepare.ts';
import { fetchHeldCars, type HeldCarsSource } from './held-cars.ts';
import type { HeldCarsFile } from '../../src/stock/holds.ts';
import type { SiteConfig } from '../../src/config/schema/site.ts';
import { checkOutput, linkImages, publishedDir, swapInto } from './publish.ts';
import { bytesNeeded, DiskReservations, siteSize } from './disk-space.ts';
import { codeVersion } from './code-version.ts';
import { removeAbandonedTemporaryFiles } from './atomic-file.ts';
import type { ContentSync } from './content-sync.ts';
import { hashText, pageFiles } from '../../src/integration/page-deps.ts';
import {
  clockAnswersUnchanged,
  fullBuildReason,
  skipSummary,
  type FullBuildReason,
  tenantJsonWithoutClock,
  type BuildManifest,
  type SkipSummary,
} from '../../src/integration/incremental.ts';
import { sitemapPath, writeSitemap } from '../../src/integration/sitemap.ts';
import { carsPlacedByAny, selectTenantStock } from '../../src/stock/select.ts';
import { assignShards, type Shard, type Weighted } from './shard.ts';
import { lockTenant, processRunning, type TenantLock } from './tenant-lock.ts';
import { inKeyOrder } from '../../src/domain/key-order.ts';

/**
 * The held cars of one tenant for `--held-cars` (none without the flag). From the API: a tenant without an
 * API origin, or whose API does not answer, keeps the snapshot's flags and gets a warning.
 */
async function heldCarsOf(slug: string, site: SiteConfig, opts: BuildOptions): Promise<{ ids: number[]; warning: string | null }> {
  const held = opts.heldCars;
  if (!held) return { ids: [], warning: null };
  if (held.file) return { ids: held.file[slug] ?? [], warning: null };
  const api = resolveApiBase(opts.apiBase, site).apiBase;
  if (!api)
    return {
      ids: [],
      warning: 'held cars not read: no edge API origin (leads.api_base_url or --api-base); reserved flags from the snapshot only',
    };
  try {
    return { ids: await fetchHeldCars(api, slug), warning: null };
  } catch (err) {
    return { ids: [], warning: `held cars not read (${(err as Error).message}); reserved flags from the snapshot only` };
  }
}

export interface BuildOptions {
  root: string;
  sitesDir: string;
  stockPath: string;
  outRoot: string;
  cacheRoot: string;
  /** Tenants to build; null = every tenant folder. */
  slugs: string[] | null;
  /** Stock clock override (Unix seconds); null = the snapshot's generated_at. */
  now: number | null;
  apiBase: string | null;
  /** Reuse the published site's unchanged pages (and skip unchanged tenants) when it has a manifest; false: render everything. Default true. */
  incremental?: boolean;
  /** Build only this shard's tenants (`--shard i/n`); null or absent: all. */
  shard?: Shard | null;
  /**
   * `--accept-stock-drop <slug>`: the tenants (slugs) published even when their listed cars fell by more than half
   * (`stockDropProblem`); default none.
   */
  acceptStockDrop?: readonly string[];
  /** `--held-cars`: mark the cars held by a reservation deposit reserved (each tenant's API, or a file); absent: the snapshot's flags only. */
  heldCars?: { source: HeldCarsSource; file: HeldCarsFile | null } | null;
  /**
   * How the disk-space check reads the free bytes of a folder's disk (`disk-space.ts`); default `statfs`. Tests give a
   * small figure to see a tenant stop before it writes.
   */
  freeBytes?: (path: string) => number | null;
}

/** One tenant's line in the summary table. */
export interface TenantOutcome {
  slug: string;
  ok: boolean;
  /** built: every page rendered; incremental: only changed pages rendered; skipped: nothing changed; failed. */
  status: 'built' | 'incremental' | 'skipped' | 'failed';
  /** Pages rendered and pages reused from the published site (incremental builds). */
  rendered?: number;
  reused?: number;
  cars: number;
  pages: number;
  seconds: number;
  warnings: string[];
  error: string | null;
  /**
   * Time spent preparing the tenant (s): its stock slice from the snapshot, its images and data files. On a skip the
   * rest of `seconds` is hashing the inputs and reading the published skip summary. Absent when the tenant failed before.
   */
  prepareSeconds?: number;
  /** Time spent in Astro's build (s), when built. `seconds` = prepare + Astro + publish. */
  astroSeconds?: number;
  /**
   * Of `astroSeconds`, the time from the first page's render beginning to the last one's ending (s; 0 when every page
   * was reused). The rest of `astroSeconds` is the build's fixed cost: Astro's setup and Vite bundles before the first
   * page, `_headers` after the last (the sitemap is written in publishing; issue #14: where a night's time goes).
   */
  renderSeconds?: number;
  /**
   * Of `renderSeconds`, per route that rendered a page (its component, `src/pages/…`): the pages rendered and their
   * share of the rendering time (s; each stretch shared among the pages rendering at once, `render-share.ts`). What
   * the routes' shares leave of `renderSeconds` is time no page was rendering (Astro writing pages).
   */
  renderByRoute?: Record<string, { rendered: number; seconds: number }>;
  /**
   * When built: the build worker's highest resident set during this build (MB; `peak-rss.ts`), its resident set when
   * the build began (a reused worker already holds what its earlier builds left), and how many builds it made before.
   */
  peakRssMB?: number;
  startRssMB?: number;
  earlierBuilds?: number;
  /** When built: whether Astro synced the content collections or reused the store of the last build (`content-sync.ts`). */
  contentSync?: ContentSync;
  /** When built: whether the islands' client bundle was bundled or a kept one of the same code reused (`client-build-cache.ts`). */
  clientBuild?: 'built' | 'reused';
}

type Log = (line: string) => void;

/** Progress of a run, for a progress bar: the tenants this run builds, then each one as it finishes. */
export type BuildEvent = { type: 'start'; tenants: number } | { type: 'tenant'; outcome: TenantOutcome };

/**
 * Why a tenant must not be published for its images, or null: its listed cars name images in the
 * snapshot but not one of them could be read (a moved image folder, a host not allowed): a site of
 * nothing but 'image not found' pictures fails its publish check instead of replacing a good site.
 */
export function missingImagesProblem(counts: { referenced: number; produced: number }, cars: number): string | null {
  if (cars === 0 || counts.referenced === 0 || counts.produced > 0) return null;
  return `publish check: none of the ${counts.referenced} image(s) of its ${cars} listed car(s) could be read (see the warnings)`;
}

/**
 * The stock-drop publish check: a night's feed cut short (a dealer management system's export that stopped
 * half way, a location's feed missing) would otherwise publish a site without most of its cars, and a deploy
 * would then remove their pages from the host. More than half of the cars the published site listed gone in one
 * build, and at least `STOCK_DROP_MIN_CARS` of them, fails the tenant and keeps the published site; an operator who
 * knows the drop is real (a yard sold down, a location closed) builds it with `--accept-stock-drop <slug>`, which
 * names the tenants it is for: a night run with it cannot wave through another tenant's cut-short feed.
 */
export const STOCK_DROP_SHARE = 0.5;
/** The fewest cars gone that the stock-drop check acts on: a small yard selling 4 of its 6 cars is a normal week. */
export const STOCK_DROP_MIN_CARS = 10;

/**
 * Why tenant `slug`'s site must not be published for a drop in its stock, or null: `published` is the listed cars
 * of its published site (its skip summary's `listedCars`; null when none is published or the count was not kept),
 * `cars` tonight's. The message ends with the flag that publishes it anyway. See `STOCK_DROP_SHARE`.
 */
export function stockDropProblem(published: number | null, cars: number, slug: string): string | null {
  if (published === null) return null;
  const gone = published - cars;
  if (gone < STOCK_DROP_MIN_CARS || cars >= published * STOCK_DROP_SHARE) return null;
  return (
    `publish check: its listed cars fell from ${published} to ${cars} since the published build (more than half gone at once: ` +
    `a feed cut short?); if the drop is real, build it with --accept-stock-drop ${slug}`
  );
}

/** The listed cars a published site was built from (its skip summary's `listedCars`), or null: none published or not kept. */
function listedCarsOf(summary: SkipSummary | null): number | null {
  const cars = summary?.listedCars;
  return Number.isInteger(cars) ? cars! : null;
}

/** Loads the tenants to build; unknown slugs become failed outcomes. */
function loadTenants(opts: BuildOptions): TenantLoadResult[] {
  const all = listTenantSlugs(opts.sitesDir);
  const slugs = opts.slugs ?? all;
  return slugs.map((slug) => {
    if (!all.includes(slug)) {
      const file = join('sites', slug, 'site.json');
      return {
        ok: false,
        slug,
        dir: join(opts.sitesDir, slug),
        file,
        problems: [{ file, path: '(tenant)', message: `no such tenant folder; known tenants: ${all.join(', ')}` }],
      };
    }
    return loadTenant(opts.sitesDir, slug, opts.root);
  });
}

/** The manifest stored beside a published version, or null (none, unreadable, another format). */
export function readManifest(finalDir: string): { manifest: BuildManifest; dir: string } | null {
  const dir = publishedDir(finalDir);
  if (!dir || dir === finalDir) return null;
  try {
    const manifest = JSON.parse(readFileSync(`${dir}.json`, 'utf8')) as BuildManifest;
    return manifest.version === 1 ? { manifest, dir } : null;
  } catch {
    return null;
  }
}

/** Suffix of the skip summary stored beside a published version (`<id>.skip.json`). */
const SKIP_SUMMARY = '.skip.json';

/**
 * What decides whether the published site of `finalDir` can be kept as it is (`SkipSummary`): its `<id>.skip.json`,
 * a few hundred bytes, instead of the manifest, which lists every page's dependencies (megabytes, and the
 * slowest part of a skip when it was parsed for this). A version published without one (older code) has its
 * summary worked out from its manifest. Null: no published site, or no readable manifest.
 */
export function readSkipSummary(finalDir: string): SkipSummary | null {
  const dir = publishedDir(finalDir);
  if (!dir || dir === finalDir) return null;
  try {
    const summary = JSON.parse(readFileSync(`${dir}${SKIP_SUMMARY}`, 'utf8')) as SkipSummary;
    if (
      summary.version === 1 &&
      typeof summary.inputs === 'string' &&
      summary.clock &&
      typeof summary.clock === 'object' &&
      Number.isInteger(summary.htmlPages) &&
      Number.isInteger(summary.entries)
    ) {
      // A size that is not one is as good as none: the disk-space check then reckons from the cars.
      if (summary.bytes !== undefined && !(Number.isSafeInteger(summary.bytes) && summary.bytes >= 0)) delete summary.bytes;
      return summary;
    }
  } catch {
    // None (published before summaries existed) or unreadable: the manifest says the same, more slowly.
  }
  const published = readManifest(finalDir);
  return published ? skipSummary(published.manifest) : null;
}

/** The build log's words for why a tenant renders every page (`fullBuildReason`); with none published, nothing to add. */
const BUILDING_EVERY_PAGE: Record<FullBuildReason, string> = {
  'none published': '',
  'code changed': ' every page (the code changed)',
  'config or content changed': ' every page (its config or content changed)',
};

/** Removes staging folders (`<slug>-<pid>-<random>`, before: `<slug>-<pid>`) left by runs that died (their process is gone). */
function removeAbandonedStaging(staging: string): void {
  for (const name of readdirSync(staging)) {
    const pid = /-(\d+)(?:-[0-9a-f]{8})?$/.exec(name)?.[1];
    if (pid && Number(pid) !== process.pid && !processRunning(Number(pid))) rmSync(join(staging, name), { recursive: true, force: true });
  }
}

/** Hash of every file under `dir` (names and contents), in name order. */
function hashTree(dir: string): string {
  if (!existsSync(dir)) return '-';
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  return hashText(entries.map((f) => `${f.slice(dir.length)}:${hashText(readFileSync(f, 'latin1'))}`).join('\n'));
}

/** Links (or copies) `rel` from the published site into the new build. */
function carryOver(from: string, to: string, rel: string): void {
  const target = join(to, rel);
  mkdirSync(dirname(target), { recursive: true });
  try {
    linkSync(join(from, rel), target);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EXDEV') throw err;
    copyFileSync(join(from, rel), target);
  }
}

/**
 * The tenants split into `count` shards, balanced by the pages each will have: about two per listed car
 * (its page and its checkout) plus its fixed pages; a tenant with a broken config weighs 1 (it fails
 * fast). Every machine of a matrix computes the same split from the same snapshot and configs.
 */
export function shardTenants(tenants: readonly TenantLoadResult[], cars: readonly Car[], now: number, count: number): Weighted[][] {
  const weighted = tenants.map((t) => ({ slug: t.slug, pages: t.ok ? 2 * selectTenantStock(cars, t.config, now).cars.length + 50 : 1 }));
  return assignShards(weighted, count);
}

/** The shard plan of a run (`npm run build -- --plan --shard 1/n`): each shard's tenants and pages. Throws when the snapshot cannot be read. */
export async function planShards(opts: BuildOptions, count: number): Promise<Weighted[][]> {
  const { snapshot } = await loadSnapshot(opts.stockPath);
  const now = opts.now ?? Math.floor(Date.parse(snapshot.generated_at) / 1000);
  return shardTenants(loadTenants(opts), snapshot.cars, now, count);
}

/**
 * The run's stock: the snapshot loaded and validated (each car left out becomes a warning naming its entry, field and
 * reason), its clock (`opts.now`, else its `generated_at` in Unix seconds), the tenants to build (with `opts.shard`
 * this shard's), and of the valid cars only those these tenants place (`carsPlacedByAny`): the rest of the snapshot
 * (another dealer group's yards, another shard's tenants) is let go before the first build, so a run holds its own
 * share of the cars while it builds. Throws only when the snapshot cannot be read.
 */
export async function loadRunStock(
  opts: BuildOptions,
  all: TenantLoadResult[],
  log: Log,
): Promise<{ cars: Car[]; generatedAt: string; now: number; warnings: string[]; tenants: TenantLoadResult[] }> {
  const t0 = performance.now();
  const { snapshot, problems } = await loadSnapshot(opts.stockPath);
  log(
    `Loaded ${snapshot.cars.length} cars from ${opts.stockPath} (generated ${snapshot.generated_at}) in ${Math.round(performance.now() - t0)} ms` +
      (problems.length ? `; ${problems.length} invalid car(s) left out` : '') +
      '.',
  );
  const warnings = problems.map(
    (p) => `${p.stocknum ? `car ${p.stocknum} (snapshot entry ${p.index})` : `snapshot entry ${p.index}`} left out: ${p.path}: ${p.reason}`,
  );
  const now = opts.now ?? Math.floor(Date.parse(snapshot.generated_at) / 1000);
  let tenants = all;
  if (opts.shard) {
    const shard = shardTenants(all, snapshot.cars, now, opts.shard.count)[opts.shard.index - 1]!;
    const mine = new Set(shard.map((t) => t.slug));
    tenants = all.filter((t) => mine.has(t.slug));
    log(
      `Shard ${opts.shard.index}/${opts.shard.count}: ${tenants.length} of ${all.length} tenant(s), about ${shard.reduce((n, t) => n + t.pages, 0).toLocaleString('en-AU')} pages.`,
    );
  }
  const cars = carsPlacedByAny(
    snapshot.cars,
    tenants.flatMap((t) => (t.ok ? [t.config] : [])),
  );
  if (cars.length < snapshot.cars.length)
    log(
      `${cars.length.toLocaleString('en-AU')} of the snapshot's ${snapshot.cars.length.toLocaleString('en-AU')} cars are at these tenants' locations; the others are not kept.`,
    );
  return { cars, generatedAt: snapshot.generated_at, now, warnings, tenants };
}

/**
 * Builds the tenants; returns each outcome, whether all succeeded, and the run's own warnings (each
 * snapshot car left out, once for every tenant). Throws only when the snapshot cannot be read.
 */
export async function runBuild(
  opts: BuildOptions,
  pool: BuildPool,
  log: Log,
  onEvent: (e: BuildEvent) => void = () => {},
): Promise<{ ok: boolean; tenants: TenantOutcome[]; warnings: string[] }> {
  const all = loadTenants(opts);
  const valid = all.filter((t) => t.ok).length;
  log(`Validated ${all.length} tenant config(s): ${valid} ok, ${all.length - valid} with errors.`);
  for (const t of all) if (!t.ok) log(`✗ ${t.slug}: config invalid\n${formatProblems(t.problems).replace(/^/gm, '    ')}`);

  const { cars, generatedAt, now, warnings: snapshotWarnings, tenants } = await loadRunStock(opts, all, log);
  onEvent({ type: 'start', tenants: tenants.length });

  const imageCacheDir = join(opts.cacheRoot, 'images');
  // Encoded images half-written by a run killed with SIGKILL: their temporary files would stay forever.
  removeAbandonedTemporaryFiles(imageCacheDir);
  const imageMemo = new Map<string, Promise<ProcessedImage>>();
  mkdirSync(opts.outRoot, { recursive: true });
  // Builds are staged inside the project: Astro's prerender bundle must resolve node_modules from there.
  const staging = join(opts.root, '.cache', 'staging');
  mkdirSync(staging, { recursive: true });
  removeAbandonedStaging(staging);
  const code = codeVersion(opts.root);
  const disks = new DiskReservations(opts.freeBytes);

  const outcomes: TenantOutcome[] = [];
  const builds: Promise<void>[] = [];
  let n = 0;
  for (const tenant of tenants) {
    n++;
    const prefix = `[${n}/${tenants.length}] ${tenant.slug}`;
    if (!tenant.ok) {
      const failed: TenantOutcome = {
        slug: tenant.slug,
        ok: false,
        status: 'failed',
        cars: 0,
        pages: 0,
        seconds: 0,
        warnings: [],
        error: `config invalid (${tenant.problems.length} problem(s), see above)`,
      };
      outcomes.push(failed);
      onEvent({ type: 'tenant', outcome: failed });
      continue;
    }
    const started = performance.now();
    const outcome: TenantOutcome = {
      slug: tenant.slug,
      ok: false,
      status: 'failed',
      cars: 0,
      pages: 0,
      seconds: 0,
      warnings: [],
      error: null,
    };
    outcomes.push(outcome);
    const finalDir = join(opts.outRoot, tenant.slug);
    // What a failure leaves live, for the operator's line: a first build that fails has nothing to keep.
    const kept = () => (existsSync(finalDir) ? 'previous site kept' : 'no site published yet');
    // One build of this tenant at a time on this cache root (tenant-lock.ts): held from its preparation to its publish.
    let lock: TenantLock;
    try {
      lock = lockTenant(opts.cacheRoot, tenant.slug);
    } catch (err) {
      outcome.error = (err as Error).message;
      log(`✗ ${prefix}: ${outcome.error}; ${kept()}`);
      onEvent({ type: 'tenant', outcome });
      continue;
    }
    const finish = () => {
      lock.release();
      onEvent({ type: 'tenant', outcome });
    };
    const dataDir = join(opts.cacheRoot, 'tenants', tenant.slug);
    const held = await heldCarsOf(tenant.slug, tenant.config, opts);
    if (held.warning) outcome.warnings.push(held.warning);
    let prepared;
    try {
      prepared = await prepareTenant({
        heldCarIds: held.ids,
        site: tenant.config,
        siteDir: tenant.dir,
        cars,
        snapshotPath: opts.stockPath,
        snapshotGeneratedAt: generatedAt,
        now,
        dataDir,
        publicDir: join(opts.root, 'public'),
        imageCacheDir,
        imageMemo,
        apiBase: opts.apiBase,
      });
    } catch (err) {
      outcome.error = `prepare failed: ${(err as Error).message}`;
      log(`✗ ${prefix}: ${outcome.error}; ${kept()}`);
      finish();
      continue;
    }
    const prepareSeconds = (performance.now() - started) / 1000;
    outcome.prepareSeconds = prepareSeconds;
    outcome.cars = prepared.cars;
    outcome.warnings.push(...prepared.warnings);
    const publishedSummary = readSkipSummary(finalDir);
    const publishProblem =
      missingImagesProblem(prepared.imageCounts, prepared.cars) ??
      (opts.acceptStockDrop?.includes(tenant.slug) ? null : stockDropProblem(listedCarsOf(publishedSummary), prepared.cars, tenant.slug));
    if (publishProblem) {
      outcome.error = publishProblem;
      outcome.seconds = prepareSeconds;
      log(`✗ ${prefix}: ${publishProblem}; ${kept()}`);
      finish();
      continue;
    }
    // Everything the site is made from; the same as the published build's means nothing to do. The tenant's
    // resolved content (offers, reviews, pages, posts…) counts with its config: a content edit renders every page.
    // The stock clock does not: each page records what it asked of the clock, answered again below and per page.
    const tenantHash = hashText(
      `${tenantJsonWithoutClock(readFileSync(join(dataDir, 'tenant.json'), 'utf8'))}\n${hashTree(join(dataDir, 'content'))}`,
    );
    const inputs = hashText(
      [
        code,
        tenantHash,
        hashText(readFileSync(join(dataDir, 'stock.json'), 'utf8')),
        hashTree(join(dataDir, 'public')),
        [...prepared.imageFiles].sort().join(','),
      ].join('\n'),
    );
    const summary = opts.incremental === false ? null : publishedSummary;
    if (summary && summary.inputs === inputs && clockAnswersUnchanged(summary.clock, now)) {
      outcome.ok = true;
      outcome.status = 'skipped';
      outcome.pages = summary.htmlPages;
      outcome.reused = summary.entries;
      outcome.rendered = 0;
      outcome.seconds = (performance.now() - started) / 1000;
      log(`= ${prefix}: unchanged since the published build (${outcome.pages} pages), skipped in ${outcome.seconds.toFixed(2)} s`);
      finish();
      continue;
    }
    // Not skipped: the whole manifest, whose pages are reused where their inputs are unchanged.
    const published = summary ? readManifest(finalDir) : null;
    // Pages are reused only from a build of the same code and prepared config (the stock clock aside): say why not.
    const reason = fullBuildReason({ previous: published?.manifest ?? null, codeVersion: code, tenant: tenantHash });
    const why = reason === null ? ' what changed' : BUILDING_EVERY_PAGE[reason];
    log(
      `… ${prefix}: ${prepared.cars} listed cars (${prepared.counts.placed} at its locations, ${prepared.counts.filtered} after the stock filter); building${why}`,
    );
    // Unique per build: a worker that builds the same tenant again must not get the first build's modules from Node's module cache.
    const outDir = join(staging, `${tenant.slug}-${process.pid}-${randomBytes(4).toString('hex')}`);
    rmSync(outDir, { recursive: true, force: true });
    // Room for the new version on the disks it is written to (the staging folder, the output root), held from when a
    // worker takes the build until the free space shows it: on the staging folder's disk once the pages are written;
    // on the output root's, when it is another disk, once they are published (a copy there; on one disk a rename, and
    // the images are links). Without the room the build fails there, nothing written (`disk-space.ts`).
    const needed = bytesNeeded(publishedSummary?.bytes, prepared.cars);
    let release: (only?: readonly string[]) => void = () => {};
    const disk = {
      beforeStart: () => {
        const space = disks.reserve([staging, opts.outRoot], needed);
        if ('problem' in space) return space.problem;
        release = space.release;
        return null;
      },
      afterEnd: () => release([staging]),
    };
    builds.push(
      pool
        .run(
          {
            type: 'build',
            slug: tenant.slug,
            dataDir,
            outDir,
            siteUrl: tenant.config.site_url,
            cacheDir: join(opts.cacheRoot, 'astro', tenant.slug),
            clientBuildCacheDir: join(opts.cacheRoot, 'client-builds'),
            incremental: { previous: published?.manifest ?? null, codeVersion: code, tenant: tenantHash, now },
          },
          disk,
        )
        .then(({ reply, warnings }) => {
          outcome.warnings.push(...warnings);
          if (!reply.ok) throw new Error(reply.error);
          const publishStarted = performance.now();
          const missing = linkImages(prepared.imageFiles, imageCacheDir, outDir);
          if (missing.length && missing.length === prepared.imageFiles.length)
            throw new Error(
              `publish check: all ${missing.length} image file(s) of the site are missing from the image cache ${imageCacheDir}`,
            );
          if (missing.length) outcome.warnings.push(`${missing.length} image file(s) missing from the cache`);
          for (const pathname of reply.reused) {
            for (const file of pageFiles(pathname, reply.pages[pathname]!.type)) carryOver(published!.dir, outDir, file);
          }
          // Whether each page says noindex was recorded as it was rendered (reused pages: in their manifest entry).
          const noindex = new Map<string, boolean>();
          for (const [pathname, page] of Object.entries(reply.pages))
            if (page.noindex !== undefined) noindex.set(sitemapPath(pathname), page.noindex);
          writeSitemap(outDir, dataDir, null, noindex);
          checkOutput(outDir);
          const size = siteSize(outDir);
          outcome.pages = size.htmlPages;
          const lost = lock.lost();
          if (lost) throw new Error(lost);
          // In path order: pages are recorded as their renders finish, several at a time (same inputs, same manifest).
          const pages = inKeyOrder(reply.pages);
          const manifest: BuildManifest = { version: 1, codeVersion: code, tenant: tenantHash, inputs, pages };
          const summaryText = JSON.stringify({
            ...skipSummary(manifest),
            listedCars: prepared.cars,
            bytes: size.bytes,
          } satisfies SkipSummary);
          swapInto(outDir, finalDir, JSON.stringify(manifest), { [SKIP_SUMMARY]: summaryText });
          outcome.ok = true;
          outcome.status = reply.reused.length ? 'incremental' : 'built';
          outcome.rendered = reply.rendered;
          outcome.reused = reply.reused.length;
          outcome.astroSeconds = reply.ms / 1000;
          outcome.renderSeconds = reply.renderMs / 1000;
          outcome.renderByRoute = Object.fromEntries(
            Object.entries(reply.renderRoutes).map(([route, r]) => [route, { rendered: r.rendered, seconds: r.ms / 1000 }]),
          );
          outcome.peakRssMB = reply.peakRssMB;
          outcome.startRssMB = reply.startRssMB;
          outcome.earlierBuilds = reply.earlierBuilds;
          outcome.contentSync = reply.contentSync;
          outcome.clientBuild = reply.clientBuild;
          // Work time of this tenant (prepare + Astro + publish), not time spent queued behind others.
          outcome.seconds = prepareSeconds + outcome.astroSeconds + (performance.now() - publishStarted) / 1000;
          const what = reply.reused.length ? `${reply.rendered} rendered, ${reply.reused.length} unchanged` : `${outcome.pages} pages`;
          log(
            `✓ ${prefix}: ${what} in ${outcome.seconds.toFixed(1)} s (astro ${(reply.ms / 1000).toFixed(1)} s, rendering ${outcome.renderSeconds.toFixed(1)} s${reply.contentSync === 'reused' ? ', content store reused' : ''}${reply.clientBuild === 'reused' ? ', client bundle reused' : ''}, worker RSS ${reply.rssMB} MB)`,
          );
        })
        .catch((err: Error) => {
          outcome.error = err.message;
          outcome.seconds = (performance.now() - started) / 1000;
          rmSync(outDir, { recursive: true, force: true });
          log(`✗ ${prefix}: build failed, ${kept()}: ${err.message}`);
        })
        .finally(() => {
          release();
          finish();
        }),
    );
  }
  await Promise.all(builds);
  return { ok: outcomes.every((o) => o.ok), tenants: outcomes, warnings: snapshotWarnings };
}
