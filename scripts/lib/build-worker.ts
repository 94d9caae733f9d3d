/**
 * A build worker: a child process that runs Astro's programmatic `build()` for one prepared
 * tenant per message and reports back. The orchestrator recycles it after a few builds because
 * the heap grows a little with every build (measured-facts.md).
 *
 * Message in:  `{ type: 'build', slug, dataDir, outDir, siteUrl, cacheDir, incremental }`
 * Message out: `{ type: 'done', slug, ok: true, ms, rssMB, peakRssMB, startRssMB, earlierBuilds, pages, reused, rendered, contentSync, clientBuild, renderMs, renderRoutes }` or `{ type: 'done', slug, ok: false, error }`,
 * and before it `{ type: 'warning', text }` for each warning of the build, whole (multi-line ones too):
 * Astro's and Vite's (through `astro-log-relay.mjs`), `console.warn`/`console.error` calls of pages
 * and integrations, and Node process warnings (`worker-warnings.ts`; the pool starts workers with
 * --no-warnings, so Node does not also print them).
 */
process.env.NODE_ENV = 'production';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

export interface BuildJob {
  type: 'build';
  slug: string;
  dataDir: string;
  outDir: string;
  siteUrl: string;
  cacheDir: string;
  /** Where client bundles are kept for later builds of the same code (`client-build-cache.ts`); null: bundle every time. */
  clientBuildCacheDir: string | null;
  /** The published build's manifest to reuse pages from (null: render every page), and this build's hashes. */
  incremental: { previous: BuildManifest | null; codeVersion: string; tenant: string; now: number };
}

export type BuildReply =
  | {
      type: 'done';
      slug: string;
      ok: true;
      ms: number;
      /** The worker's resident set (MB) when the build ended. */
      rssMB: number;
      /** Its highest resident set (MB) during this build (Linux; elsewhere its highest so far: `peak-rss.ts`). */
      peakRssMB: number;
      /** Every page of the new site (rendered or reused); the reused pathnames; how many were rendered. */
      pages: Record<string, PageEntry>;
      reused: string[];
      rendered: number;
      /** Whether Astro synced the content collections or the cache folder's store was reused (`content-sync.ts`). */
      contentSync: ContentSync;
      /** Whether the islands' client bundle was bundled or a kept one reused (`client-build-cache.ts`). */
      clientBuild: 'built' | 'reused';
      /**
       * Milliseconds from the first page's render beginning to the last one's ending (0 when none was rendered). `ms`
       * less this is the build's fixed cost: Astro's setup, the Vite bundles, and writing what follows the pages.
       */
      renderMs: number;
      /**
       * Per route (its component, `src/pages/…`) that rendered a page: the pages rendered and their share of `renderMs`
       * (ms; each stretch shared among the pages rendering at once, `src/integration/render-share.ts`).
       */
      renderRoutes: Record<string, RouteRendering>;
      /**
       * The worker's resident set (MB) when this build began: `peakRssMB` less this is what the build added on top of
       * what the worker already held.
       */
      startRssMB: number;
      /** Builds this worker made before this one (0: a fresh worker, which first loads Astro and the code). */
      earlierBuilds: number;
    }
  | { type: 'done'; slug: string; ok: false; error: string };

import { mkdirSync } from 'node:fs';
import type { BuildManifest, IncrementalState } from '../../src/integration/incremental.ts';
import type { PageEntry } from '../../src/integration/page-deps.ts';
import type { RouteRendering } from '../../src/integration/render-share.ts';
import { dirname, join } from 'node:path';
import { canReuseContentSync, forgetContentSync, recordContentSync, type ContentSync } from './content-sync.ts';
import { assertDotAstroIsolated, isolateDotAstro, setDotAstroDir } from './dot-astro.ts';
import {
  assertClientBuildIntercepted,
  interceptClientBuild,
  lastClientBuild,
  setClientBuildCache,
  siteReadsPlugin,
} from './client-build-cache.ts';
import { ASTRO_LOG_RELAY, relayWarnings } from './worker-warnings.ts';
import { finishWritesOnStop } from './atomic-file.ts';
import { peakRssMB, resetPeakRss } from './peak-rss.ts';

relayWarnings();
// A stop signal (the pool's SIGTERM, an operator's Ctrl+C) lets an image or data file being written finish first.
finishWritesOnStop();
// Before Astro loads: each build gets its own Astro state folder (concurrent builds must not share `.astro/`).
isolateDotAstro();
// And its client build goes through the cache of client bundles (client-build-cache.ts).
interceptClientBuild();

const { build } = await import('astro');
const { tenantAstroConfig } = await import('../../src/integration/astro-config.ts');

let buildsMade = 0;
process.on('message', async (job: BuildJob) => {
  if (job?.type !== 'build') return;
  const earlierBuilds = buildsMade++;
  const started = performance.now();
  const startRssMB = Math.round(process.memoryUsage().rss / 1e6);
  resetPeakRss();
  let reply: BuildReply;
  try {
    // Astro writes its prerender bundle inside the output folder only when that folder is under the
    // working directory (else into <cwd>/.astro/, shared by every concurrent build). Work from the
    // output's parent so parallel builds never share it.
    mkdirSync(dirname(job.outDir), { recursive: true });
    process.chdir(dirname(job.outDir));
    // Astro's state folder (the asset map of content images among it) beside this tenant's content store in its
    // cache; the build fails, naming why, if Astro did not load through the hook that makes it follow this.
    assertDotAstroIsolated();
    setDotAstroDir(join(job.cacheDir, 'dot-astro'));
    assertClientBuildIntercepted();
    setClientBuildCache(
      job.clientBuildCacheDir
        ? { dir: job.clientBuildCacheDir, codeVersion: job.incremental.codeVersion, dataDir: job.dataDir, siteUrl: job.siteUrl }
        : null,
    );
    const incremental: IncrementalState = { ...job.incremental, result: { pages: {}, reused: [], rendered: 0, renderWindow: null } };
    const config = tenantAstroConfig({
      dataDir: job.dataDir,
      siteUrl: job.siteUrl,
      outDir: job.outDir,
      cacheDir: job.cacheDir,
      incremental,
    });
    // An incremental night of the same code, config and content reuses the content store its last build synced
    // (content-sync.ts). `sync` is an option of Astro's builder that `build()` passes on (AstroBuilderOptions in
    // astro/dist/core/build/index.d.ts), not of its public BuildOptions: should Astro stop honouring it, the build
    // syncs as before, slower and the same.
    const reuseSync = canReuseContentSync(job.cacheDir, job.incremental);
    if (!reuseSync) forgetContentSync(job.cacheDir);
    const buildOptions: NonNullable<Parameters<typeof build>[1]> & { sync?: boolean } = reuseSync ? { sync: false } : {};
    // The client bundle is kept for other tenants only when no module of it reads the site URL (client-build-cache.ts).
    const vite = { ...config.vite, plugins: [...(config.vite?.plugins ?? []), siteReadsPlugin()] };
    await build({ ...config, vite, logLevel: 'warn', logger: { entrypoint: ASTRO_LOG_RELAY } }, buildOptions);
    if (!reuseSync) recordContentSync(job.cacheDir, job.incremental);
    // A client bundle that could not be kept makes every later build bundle the islands again: say why.
    const clientBuild = lastClientBuild();
    if (clientBuild.kind === 'built' && !clientBuild.kept)
      console.warn(`client bundle not kept for later builds (each build bundles the islands again): ${clientBuild.reason}`);
    const { renderWindow } = incremental.result;
    reply = {
      type: 'done',
      slug: job.slug,
      ok: true,
      ms: performance.now() - started,
      pages: incremental.result.pages,
      reused: incremental.result.reused,
      rendered: incremental.result.rendered,
      renderMs: renderWindow ? renderWindow.end - renderWindow.start : 0,
      renderRoutes: incremental.result.routes ?? {},
      contentSync: reuseSync ? 'reused' : 'synced',
      clientBuild: clientBuild.kind === 'reused' ? 'reused' : 'built',
      rssMB: Math.round(process.memoryUsage().rss / 1e6),
      // This build's peak: the high-water mark was reset when it began (peak-rss.ts).
      peakRssMB: peakRssMB(),
      startRssMB,
      earlierBuilds,
    };
  } catch (err) {
    const e = err as Error & { id?: string; loc?: { file?: string; line?: number } };
    const where = e.loc?.file ? ` (${e.loc.file}${e.loc.line ? `:${e.loc.line}` : ''})` : e.id ? ` (${e.id})` : '';
    reply = { type: 'done', slug: job.slug, ok: false, error: `${e.message}${where}` };
  }
  process.send?.(reply);
});

process.send?.({ type: 'ready' });
