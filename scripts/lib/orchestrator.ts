/**
 * The nightly build of every tenant: validate configs and the snapshot first, prepare each tenant
 * (stock selection, images, search index) while earlier tenants build in the worker pool, then
 * publish each successful build into `<outRoot>/<slug>/`. A tenant that fails (bad config, build
 * error, missing output) fails alone; the others still build.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { formatProblems, listTenantSlugs, loadTenant, type TenantLoadResult } from '../../src/config/load.ts';
import type { Car } from '../../src/stock/car-schema.ts';
import { loadSnapshot } from '../../src/stock/snapshot.ts';
import type { ProcessedImage } from './images.ts';
import type { BuildPool } from './pool.ts';
import { prepareTenant } from './prepare.ts';
import { checkOutput, countPages, linkImages, swapInto } from './publish.ts';

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
}

/** One tenant's line in the summary table. */
export interface TenantOutcome {
  slug: string;
  ok: boolean;
  cars: number;
  pages: number;
  seconds: number;
  warnings: string[];
  error: string | null;
  /** Time spent in Astro's build (s) and the worker's peak RSS (MB), when built. `seconds` = prepare + Astro + publish. */
  astroSeconds?: number;
  peakRssMB?: number;
}

type Log = (line: string) => void;

/**
 * Why a tenant must not be published for its images, or null: its listed cars name images in the
 * snapshot but not one of them could be read (a moved image folder, a host not allowed): a site of
 * nothing but 'image not found' pictures fails its publish check instead of replacing a good site.
 */
export function missingImagesProblem(counts: { referenced: number; produced: number }, cars: number): string | null {
  if (cars === 0 || counts.referenced === 0 || counts.produced > 0) return null;
  return `publish check: none of the ${counts.referenced} image(s) of its ${cars} listed car(s) could be read (see the warnings)`;
}

/** Loads the tenants to build; unknown slugs become failed outcomes. */
function loadTenants(opts: BuildOptions): TenantLoadResult[] {
  const all = listTenantSlugs(opts.sitesDir);
  const slugs = opts.slugs ?? all;
  return slugs.map((slug) => {
    if (!all.includes(slug)) {
      const file = join('sites', slug, 'site.json');
      return { ok: false, slug, dir: join(opts.sitesDir, slug), file, problems: [{ file, path: '(tenant)', message: `no such tenant folder; known tenants: ${all.join(', ')}` }] };
    }
    return loadTenant(opts.sitesDir, slug, opts.root);
  });
}

/**
 * Builds the tenants; returns each outcome, whether all succeeded, and the run's own warnings (each
 * snapshot car left out, once for every tenant). Throws only when the snapshot cannot be read.
 */
export async function runBuild(opts: BuildOptions, pool: BuildPool, log: Log): Promise<{ ok: boolean; tenants: TenantOutcome[]; warnings: string[] }> {
  const tenants = loadTenants(opts);
  const valid = tenants.filter((t) => t.ok).length;
  log(`Validated ${tenants.length} tenant config(s): ${valid} ok, ${tenants.length - valid} with errors.`);
  for (const t of tenants) if (!t.ok) log(`✗ ${t.slug}: config invalid\n${formatProblems(t.problems).replace(/^/gm, '    ')}`);

  const t0 = performance.now();
  const { snapshot, problems } = await loadSnapshot(opts.stockPath);
  log(`Loaded ${snapshot.cars.length} cars from ${opts.stockPath} (generated ${snapshot.generated_at}) in ${Math.round(performance.now() - t0)} ms` +
    (problems.length ? `; ${problems.length} invalid car(s) left out` : '') + '.');
  const snapshotWarnings = problems.map((p) => `${p.stocknum ? `car ${p.stocknum} (snapshot entry ${p.index})` : `snapshot entry ${p.index}`} left out: ${p.path}: ${p.reason}`);
  const now = opts.now ?? Math.floor(Date.parse(snapshot.generated_at) / 1000);

  const imageCacheDir = join(opts.cacheRoot, 'images');
  const imageMemo = new Map<string, Promise<ProcessedImage>>();
  mkdirSync(opts.outRoot, { recursive: true });
  // Builds are staged inside the project: Astro's prerender bundle must resolve node_modules from there.
  const staging = join(opts.root, '.cache', 'staging');
  mkdirSync(staging, { recursive: true });

  const outcomes: TenantOutcome[] = [];
  const builds: Promise<void>[] = [];
  let n = 0;
  for (const tenant of tenants) {
    n++;
    const prefix = `[${n}/${tenants.length}] ${tenant.slug}`;
    if (!tenant.ok) {
      outcomes.push({ slug: tenant.slug, ok: false, cars: 0, pages: 0, seconds: 0, warnings: [], error: `config invalid (${tenant.problems.length} problem(s), see above)` });
      continue;
    }
    const started = performance.now();
    const outcome: TenantOutcome = { slug: tenant.slug, ok: false, cars: 0, pages: 0, seconds: 0, warnings: [], error: null };
    outcomes.push(outcome);
    const dataDir = join(opts.cacheRoot, 'tenants', tenant.slug);
    let prepared;
    try {
      prepared = await prepareTenant({
        site: tenant.config, siteDir: tenant.dir, cars: snapshot.cars as Car[], snapshotPath: opts.stockPath,
        snapshotGeneratedAt: snapshot.generated_at, now, dataDir, publicDir: join(opts.root, 'public'),
        imageCacheDir, imageMemo, apiBase: opts.apiBase,
      });
    } catch (err) {
      outcome.error = `prepare failed: ${(err as Error).message}`;
      log(`✗ ${prefix}: ${outcome.error}`);
      continue;
    }
    const prepareSeconds = (performance.now() - started) / 1000;
    outcome.cars = prepared.cars;
    outcome.warnings.push(...prepared.warnings);
    const imagesProblem = missingImagesProblem(prepared.imageCounts, prepared.cars);
    if (imagesProblem) {
      outcome.error = imagesProblem;
      outcome.seconds = prepareSeconds;
      log(`✗ ${prefix}: ${imagesProblem}; previous site kept`);
      continue;
    }
    log(`… ${prefix}: ${prepared.cars} listed cars (${prepared.counts.placed} at its locations, ${prepared.counts.filtered} after the stock filter); building`);
    const outDir = join(staging, `${tenant.slug}-${process.pid}`);
    rmSync(outDir, { recursive: true, force: true });
    builds.push(
      pool.run({ type: 'build', slug: tenant.slug, dataDir, outDir, siteUrl: tenant.config.site_url, cacheDir: join(opts.cacheRoot, 'astro', tenant.slug) })
        .then(({ reply, warnings }) => {
          outcome.warnings.push(...warnings);
          if (!reply.ok) throw new Error(reply.error);
          const publishStarted = performance.now();
          const missing = linkImages(prepared.imageFiles, imageCacheDir, outDir);
          if (missing.length && missing.length === prepared.imageFiles.length) throw new Error(`publish check: all ${missing.length} image file(s) of the site are missing from the image cache ${imageCacheDir}`);
          if (missing.length) outcome.warnings.push(`${missing.length} image file(s) missing from the cache`);
          checkOutput(outDir);
          outcome.pages = countPages(outDir);
          swapInto(outDir, join(opts.outRoot, tenant.slug));
          outcome.ok = true;
          outcome.astroSeconds = reply.ms / 1000;
          outcome.peakRssMB = reply.peakRssMB;
          // Work time of this tenant (prepare + Astro + publish), not time spent queued behind others.
          outcome.seconds = prepareSeconds + outcome.astroSeconds + (performance.now() - publishStarted) / 1000;
          log(`✓ ${prefix}: ${outcome.pages} pages in ${outcome.seconds.toFixed(1)} s (astro ${(reply.ms / 1000).toFixed(1)} s, worker RSS ${reply.rssMB} MB)`);
        })
        .catch((err: Error) => {
          outcome.error = err.message;
          outcome.seconds = (performance.now() - started) / 1000;
          rmSync(outDir, { recursive: true, force: true });
          log(`✗ ${prefix}: build failed, previous site kept: ${err.message}`);
        }),
    );
  }
  await Promise.all(builds);
  return { ok: outcomes.every((o) => o.ok), tenants: outcomes, warnings: snapshotWarnings };
}
