/**
 * `npm run bench:build [-- --concurrency 1 --floor-runs 2]`: builds every sample tenant from the sample snapshot
 * and prints, per tenant, wall time, ms per page and the build worker's peak RSS, next to the
 * bare-Astro floor for the same page count (a throwaway Astro project with the same number of
 * plain car pages, built in its own process, `--floor-runs` times, the fastest kept), and the whole
 * run's wall time over the floors' sum (issue #14 goal 1), and where the run's rendering went by route
 * (`bench/render-routes.ts`). Prints numbers; asserts nothing.
 */
import './check-node.mjs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { parseCliArgs } from './lib/cli.ts';
import { PAGE_CONCURRENCY, PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { runBuild } from './lib/orchestrator.ts';
import { renderRoutesTable } from './bench/render-routes.ts';
import { BuildPool } from './lib/pool.ts';
import { scratchDir } from './lib/scratch-dir.ts';
import { formatTable } from './lib/report.ts';

const usage = `Usage: npm run bench:build -- [--site <slug>]... [--concurrency 1] [--floor-runs 2] [--no-floor]

  --site         only this sample tenant (repeatable; default: every one)
  --concurrency  build workers (default 1: one tenant at a time)
  --floor-runs   builds of each tenant's floor, the fastest kept (default 2: one slow run moves the ratio)
  --no-floor     leave out the bare-Astro floor`;
const values = parseCliArgs(
  {
    options: {
      concurrency: { type: 'string', default: '1' },
      'floor-runs': { type: 'string', default: '2' },
      site: { type: 'string', multiple: true },
      'no-floor': { type: 'boolean' },
    },
  },
  usage,
);
const concurrency = Number(values.concurrency);
const floorRuns = Number(values['floor-runs']);
for (const [name, raw, v] of [
  ['concurrency', values.concurrency, concurrency],
  ['floor-runs', values['floor-runs'], floorRuns],
] as const) {
  if (!Number.isInteger(v) || v < 1) {
    console.error(`bench:build: --${name} must be a whole number of at least 1, not ${JSON.stringify(raw)}\n\n${usage}`);
    process.exit(2);
  }
}
// Removed however the run ends, Ctrl+C included (the workers stopped first).
const out = scratchDir('bench-build-', { beforeInterruptExit: () => pool.close() });
const pool = new BuildPool({ size: concurrency, recycleAfter: 8 });
console.log(`bench:build — sample tenants, concurrency ${concurrency}, output in ${out}`);
const started = performance.now();
const result = await runBuild(
  {
    root: PROJECT_ROOT,
    sitesDir: join(PROJECT_ROOT, 'sites'),
    stockPath: join(PROJECT_ROOT, 'sites/_stock/sample-snapshot.json.gz'),
    outRoot: out,
    cacheRoot: join(PROJECT_ROOT, '.cache'),
    slugs: values.site ?? null,
    now: null,
    apiBase: null,
  },
  pool,
  () => {},
);
const wall = (performance.now() - started) / 1000;
await pool.close();

/** Builds the bare-Astro floor of `pages` pages in a separate process `floorRuns` times and keeps the fastest build. */
function floor(pages: number): { ms: number; peakRssMB: number } {
  const runs = Array.from({ length: floorRuns }, () => floorOnce(pages));
  return runs.reduce((a, b) => (b.ms < a.ms ? b : a));
}

/** Builds the bare-Astro floor of `pages` pages once, in a separate process. */
function floorOnce(pages: number): { ms: number; peakRssMB: number } {
  const stdout = execFileSync(
    process.execPath,
    [
      join(PROJECT_ROOT, 'scripts/bench/floor-worker.ts'),
      String(pages),
      join(PROJECT_ROOT, '.cache', `bench-floor-${pages}`),
      // The same pages at once as a tenant build: the floor's file writes overlap its renders too.
      String(PAGE_CONCURRENCY),
    ],
    { encoding: 'utf8', cwd: PROJECT_ROOT },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as { ms: number; peakRssMB: number };
}

const rows: string[][] = [];
let floorSeconds = 0;
for (const t of result.tenants) {
  if (!t.ok) {
    rows.push([t.slug, 'FAILED', '', '', '', '', '', '', '']);
    continue;
  }
  const f = values['no-floor'] ? null : floor(t.pages);
  floorSeconds += f ? f.ms / 1000 : 0;
  rows.push([
    t.slug,
    String(t.cars),
    String(t.pages),
    t.seconds.toFixed(1),
    ((t.seconds * 1000) / t.pages).toFixed(2),
    String(t.peakRssMB ?? ''),
    f ? (f.ms / 1000).toFixed(1) : '-',
    f ? (f.ms / t.pages).toFixed(2) : '-',
    f ? String(f.peakRssMB) : '-',
  ]);
}
console.log(
  `\n${formatTable(['tenant', 'cars', 'pages', 'wall s', 'ms/page', 'peak RSS MB', 'floor s', 'floor ms/page', 'floor RSS MB'], rows)}`,
);
const pages = result.tenants.reduce((n, t) => n + t.pages, 0);
console.log(
  `\nAll tenants: ${pages} pages in ${wall.toFixed(1)} s wall (${((wall * 1000) / Math.max(1, pages)).toFixed(2)} ms/page incl. stock selection, images and search index).`,
);
if (floorSeconds > 0 && result.tenants.every((t) => t.ok)) {
  console.log(
    `Against the floor (issue #14 goal 1: ≤ 2×): ${wall.toFixed(1)} s ÷ ${floorSeconds.toFixed(1)} s = ${(wall / floorSeconds).toFixed(1)}×` +
      ` (each tenant's floor the fastest of ${floorRuns} build(s)).`,
  );
}
console.log(
  'Tenant wall time = prepare (stock, images, search index) + Astro build + publish; floor = bare astro build() of the same page count.',
);
// Where the run's rendering went, by route (issue #14 goal 1: where a page's milliseconds go).
const routeTable = renderRoutesTable([{ name: 'this run', tenants: result.tenants }]);
if (routeTable) {
  console.log(
    `\nRendering by route (seconds summed over the tenants; each stretch shared among the pages rendering at once)\n${routeTable}`,
  );
}
