/**
 * `npm run bench:scale [-- --tenants 100 --cars 1000 --change 0.1 --concurrency 2 --templates standard,showroom --clock-days 0]`
 *
 * The nightly rebuild at platform scale (issue #14 item 4): generates synthetic tenants and stock
 * (deterministic, drawn from the real sample feed: `scripts/bench/scale-fixture.ts`), then runs three
 * nights through the real orchestrator and prints, for each, wall time, pages, ms/page, pages rendered,
 * the build workers' peak RSS and how many workers each night started:
 *   1. full build of every tenant;
 *   2. incremental after `--change` (default 10%) of every tenant's cars changed (prices, sold, removed, new),
 *      with the snapshot's clock moved `--clock-days` on (default 0: the same clock); `--change 0 --clock-days 1`
 *      is a night on which only the clock moves;
 *   3. the same inputs again (every tenant skipped).
 * It prints the most one build added to its worker's memory (a fresh worker's build and a reused one's) and the largest
 * worker a build began in.
 * For nights 1 and 2 it splits the tenants' build time into preparing, Astro's fixed cost (setup and Vite bundles before
 * the first page), rendering (first render's start to last one's end) and publishing, and prints what night 2 spent
 * outside rendering as a share of night 1: the least night 2 could take if it rendered nothing. It splits the
 * rendering by route (each stretch shared among the pages rendering at once: `src/integration/render-share.ts`), with
 * the time no page was rendering (Astro writing pages) apart: `bench/render-routes.ts`.
 * After night 2 it compares each tenant's night-2 site with its night-1 site (`bench/night-changes.ts`) and prints, per
 * route, the pages night 2 rendered and the pages whose bytes changed: the least any incremental build must render.
 * Goals on the 2-core machine (issue #14): full ≤ 5 min for 100 × 1,000, peak RSS ≤ 2 GB per worker,
 * night 2 ≤ 25% of night 1. Prints numbers; asserts nothing.
 */
import './check-node.mjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCliArgs } from './lib/cli.ts';
import { gunzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { nightChanges, type NightCounts } from './bench/night-changes.ts';
import { renderRoutesTable } from './bench/render-routes.ts';
import { nightTwo, writeScaleFixture, type Snapshot } from './bench/scale-fixture.ts';
import { runBuild, type TenantOutcome } from './lib/orchestrator.ts';
import { BuildPool } from './lib/pool.ts';
import { scratchDir } from './lib/scratch-dir.ts';
import { publishedDir } from './lib/publish.ts';
import { formatTable } from './lib/report.ts';

const usage = `Usage: npm run bench:scale -- [--tenants 100] [--cars 1000] [--change 0.1] [--clock-days 0] [--concurrency 2]
                           [--templates standard,showroom] [--seed 14] [--keep]

  --tenants      synthetic tenants to generate (default 100)
  --cars         cars per tenant (default 1000)
  --change       share of each tenant's cars changed on night 2: prices, sold, removed, new (default 0.1)
  --clock-days   days the stock clock moves on for night 2 (default 0: the same clock)
  --concurrency  build workers (default 2)
  --templates    templates the tenants take in turn (default standard,showroom)
  --seed         seed of the synthetic stock (default 14: the same tenants on every run)
  --keep         keep the generated tenants and sites (their folder is printed)`;
const values = parseCliArgs(
  {
    options: {
      tenants: { type: 'string', default: '100' },
      cars: { type: 'string', default: '1000' },
      change: { type: 'string', default: '0.1' },
      concurrency: { type: 'string', default: '2' },
      seed: { type: 'string', default: '14' },
      templates: { type: 'string', default: 'standard,showroom' },
      keep: { type: 'boolean' },
      'clock-days': { type: 'string', default: '0' },
    },
  },
  usage,
);
const tenants = Number(values.tenants);
const cars = Number(values.cars);
const change = Number(values.change);
const concurrency = Number(values.concurrency);
const seed = Number(values.seed);
const templates = values.templates.split(',');
const clockDays = Number(values['clock-days']);
for (const [name, v] of Object.entries({ tenants, cars, concurrency, seed })) {
  if (!Number.isInteger(v) || v < 1) throw new Error(`--${name} must be a positive whole number, got ${v}`);
}
if (!(change >= 0 && change <= 1)) throw new Error(`--change must be a share in [0, 1], got ${values.change}`);
if (!Number.isInteger(clockDays) || clockDays < 0)
  throw new Error(`--clock-days must be a whole number of days, 0 or more, got ${values['clock-days']}`);

// Removed however the run ends, Ctrl+C included (the workers stopped first), unless --keep.
const dir = scratchDir('bench-scale-', { keep: values.keep, beforeInterruptExit: () => pool.close() });
const sample = JSON.parse(
  gunzipSync(readFileSync(join(PROJECT_ROOT, 'sites/_stock/sample-snapshot.json.gz'))).toString('utf8'),
) as Snapshot;
const fixture = writeScaleFixture({
  root: PROJECT_ROOT,
  dir,
  tenants,
  cars,
  seed,
  templates,
  sample,
  templateSite: join(PROJECT_ROOT, 'sites', 'swan-river-auto', 'site.json'),
});
const night2 = nightTwo(dir, fixture.stockPath, change, sample, seed, clockDays);
console.log(
  `bench:scale — ${tenants} tenants × ${cars} cars (templates ${templates.join(', ')}), night 2 changes ${Math.round(change * 100)}% of each tenant's cars ` +
    `(${night2.changes.price} prices, ${night2.changes.sold} sold, ${night2.changes.removed} removed, ${night2.changes.added} new)` +
    `${clockDays ? `, stock clock ${clockDays} day(s) on` : ', same stock clock'}, concurrency ${concurrency}, in ${dir}`,
);

const out = join(dir, 'out');
const cacheRoot = join(PROJECT_ROOT, '.cache');
const pool = new BuildPool({ size: concurrency, recycleAfter: 8 });

interface Night {
  name: string;
  wall: number;
  tenants: TenantOutcome[];
  /** Build workers started during the night (a worker is replaced after a build that leaves it large: pool.ts). */
  workersStarted: number;
}
async function night(name: string, stockPath: string): Promise<Night> {
  const started = performance.now();
  const workersBefore = pool.workersStarted;
  let done = 0;
  const result = await runBuild(
    {
      root: PROJECT_ROOT,
      sitesDir: fixture.sitesDir,
      stockPath,
      outRoot: out,
      cacheRoot,
      slugs: null,
      now: null,
      apiBase: null,
      incremental: true,
    },
    pool,
    () => {},
    (e) => {
      if (e.type === 'tenant' && ++done % Math.max(1, Math.ceil(tenants / 10)) === 0) {
        console.log(`  ${name}: ${done}/${tenants} tenants, ${((performance.now() - started) / 1000).toFixed(0)} s`);
      }
    },
  );
  const failed = result.tenants.filter((t) => !t.ok);
  for (const t of failed) console.log(`  ${name}: ${t.slug} FAILED: ${t.error}`);
  return { name, wall: (performance.now() - started) / 1000, tenants: result.tenants, workersStarted: pool.workersStarted - workersBefore };
}

/**
 * Night 2 against the least any incremental build could render: per route, the pages it rendered and the pages whose
 * bytes changed (`night-changes.ts`), over every tenant it built (a skipped or failed tenant published nothing new).
 * Taken right after night 2, while both nights' versions are kept.
 */
function tallyNightTwo(before: Map<string, string | null>, after: Map<string, string | null>) {
  const routes = new Map<string, NightCounts>();
  const all: NightCounts = { pages: 0, rendered: 0, changed: 0 };
  const add = (into: NightCounts, c: NightCounts) => {
    into.pages += c.pages;
    into.rendered += c.rendered;
    into.changed += c.changed;
  };
  for (const [slug, dir2] of after) {
    const dir1 = before.get(slug) ?? null;
    if (!dir2 || dir2 === dir1) continue;
    const n = nightChanges(dir1, dir2);
    add(all, n);
    for (const [route, c] of n.byRoute) {
      if (!routes.has(route)) routes.set(route, { pages: 0, rendered: 0, changed: 0 });
      add(routes.get(route)!, c);
    }
  }
  return { routes, all };
}

/** Each tenant's published version folder now (`<out>/.builds/<slug>/<id>`), or null. */
const published = (n: Night) => new Map(n.tenants.map((t) => [t.slug, publishedDir(join(out, t.slug))]));
const nights: Night[] = [];
let tally: ReturnType<typeof tallyNightTwo> | null = null;
try {
  nights.push(await night('night 1 (full)', fixture.stockPath));
  const afterNight1 = published(nights[0]!);
  nights.push(await night(`night 2 (${Math.round(change * 100)}% changed)`, night2.stockPath));
  tally = tallyNightTwo(afterNight1, published(nights[1]!));
  nights.push(await night('night 3 (unchanged)', night2.stockPath));
} finally {
  await pool.close();
}

const sum = (ts: TenantOutcome[], f: (t: TenantOutcome) => number) => ts.reduce((n, t) => n + f(t), 0);
const full = nights[0]!.wall;
const rows = nights.map((n) => {
  const pages = sum(n.tenants, (t) => t.pages);
  const rendered = sum(n.tenants, (t) => t.rendered ?? 0);
  const peak = Math.max(0, ...n.tenants.map((t) => t.peakRssMB ?? 0));
  const status = ['built', 'incremental', 'skipped'].map((s) => n.tenants.filter((t) => t.ok && t.status === s).length).join('/');
  return [
    n.name,
    n.wall.toFixed(1),
    String(pages),
    String(rendered),
    ((n.wall * 1000) / Math.max(1, pages)).toFixed(2),
    `${((n.wall / full) * 100).toFixed(1)}%`,
    peak ? String(peak) : '-',
    String(n.workersStarted),
    status,
    String(n.tenants.filter((t) => !t.ok).length),
  ];
});
console.log(
  `\n${formatTable(['night', 'wall s', 'pages', 'rendered', 'ms/page', 'of full', 'peak RSS MB/worker', 'workers started', 'built/incr/skipped', 'failed'], rows)}`,
);
// What one build adds to its worker's memory (its peak less the worker's resident set when it began), for a fresh
// worker's first build and for a reused worker's, and how large a reused worker was when it began a build: the pool's
// recycling limit (pool.ts) bounds the last.
const builds = nights.flatMap((n) =>
  n.tenants.filter((t) => t.peakRssMB !== undefined && t.startRssMB !== undefined).map((t) => ({ n, t })),
);
const added = (b: (typeof builds)[number]) => b.t.peakRssMB! - b.t.startRssMB!;
for (const [which, group] of [
  ['a fresh worker', builds.filter((b) => b.t.earlierBuilds === 0)],
  ['a reused worker', builds.filter((b) => (b.t.earlierBuilds ?? 0) > 0)],
] as const) {
  if (!group.length) continue;
  const most = group.reduce((a, b) => (added(b) > added(a) ? b : a));
  console.log(
    `Memory, ${group.length} builds in ${which}: the most one added was ${added(most)} MB (${most.t.slug}, ${most.n.name}, ` +
      `${most.t.startRssMB} → ${most.t.peakRssMB} MB); the largest such worker at a build's start held ` +
      `${Math.max(...group.map((b) => b.t.startRssMB!))} MB.`,
  );
}
// Where each night's build time went, summed over its built tenants (worker time, so it does not add up to wall time at
// concurrency above 1): preparing (stock slice, images, data files), Astro's fixed cost (setup and Vite bundles before
// the first page, `_headers` after the last), rendering (first render's start to last one's end) and publishing.
const buildRows = nights.slice(0, 2).map((n) => {
  const built = n.tenants.filter((t) => t.ok && t.astroSeconds !== undefined);
  const total = sum(built, (t) => t.seconds);
  const prepare = sum(built, (t) => t.prepareSeconds ?? 0);
  const astro = sum(built, (t) => t.astroSeconds ?? 0);
  const render = sum(built, (t) => t.renderSeconds ?? 0);
  return { name: n.name, total, prepare, fixed: astro - render, render, publish: total - prepare - astro };
});
const night1Total = buildRows[0]?.total ?? 0;
console.log(
  `\nWhere the builds' time went (seconds summed over the built tenants; of night 1's total in brackets)\n` +
    formatTable(
      ['night', 'tenant s', 'preparing s', 'astro fixed s', 'rendering s', 'publishing s'],
      buildRows.map((r) => [
        r.name,
        r.total.toFixed(1),
        r.prepare.toFixed(1),
        `${r.fixed.toFixed(1)} (${((r.fixed / Math.max(1e-9, night1Total)) * 100).toFixed(1)}%)`,
        `${r.render.toFixed(1)} (${((r.render / Math.max(1e-9, night1Total)) * 100).toFixed(1)}%)`,
        r.publish.toFixed(1),
      ]),
    ),
);
const night2Rows = buildRows[1];
if (night2Rows && night1Total > 0) {
  const outside = night2Rows.total - night2Rows.render;
  console.log(
    `Night 2 outside rendering: ${outside.toFixed(1)} s, ${((outside / night1Total) * 100).toFixed(1)}% of night 1's tenant time ` +
      `(what night 2 would take if it rendered nothing).`,
  );
}
// The rendering by route (each stretch of a build's render window shared among the pages rendering at once), summed over
// the built tenants: which page types the nights' rendering went to (bench/render-routes.ts).
const routeTable = renderRoutesTable(nights.slice(0, 2).map((n) => ({ name: n.name.replace(/ \(.*/, ''), tenants: n.tenants })));
if (routeTable) {
  console.log(
    `\nRendering by route (seconds summed over the built tenants; each stretch shared among the pages rendering at once)\n${routeTable}`,
  );
}
if (tally?.all.pages) {
  const { routes, all } = tally;
  const pct = (a: number, b: number) => `${((a / Math.max(1, b)) * 100).toFixed(1)}%`;
  const rows2 = [...routes]
    .filter(([, c]) => c.rendered || c.changed)
    .sort((a, b) => b[1].rendered - a[1].rendered)
    .map(([route, c]) => [
      route.replace(/^src\/pages\//, ''),
      String(c.pages),
      String(c.rendered),
      String(c.changed),
      pct(c.changed, c.pages),
    ]);
  rows2.push(['all pages', String(all.pages), String(all.rendered), String(all.changed), pct(all.changed, all.pages)]);
  console.log(
    `\nNight 2 by route: pages rendered, and pages whose bytes changed (new or different from night 1: the least any incremental build must render)\n` +
      formatTable(['route', 'pages', 'rendered', 'bytes changed', 'changed of pages'], rows2),
  );
  const night1Renders = sum(nights[0]!.tenants, (t) => t.rendered ?? 0);
  console.log(
    `Night 2 rendered ${all.rendered} pages, ${pct(all.rendered, night1Renders)} of night 1's ${night1Renders}; ${all.changed} of them ` +
      `changed bytes (${pct(all.changed, night1Renders)} of night 1's), so ${all.rendered - all.changed} were rendered to the same bytes.`,
  );
}
const skipped = nights[2]!.tenants.filter((t) => t.status === 'skipped');
if (skipped.length) {
  // The slowest skip, with its preparing (stock slice, images, data files) apart from hashing the inputs and reading the skip summary.
  const slowest = skipped.reduce((a, b) => (b.seconds > a.seconds ? b : a));
  const median = [...skipped].sort((a, b) => a.seconds - b.seconds)[Math.floor(skipped.length / 2)]!;
  const prepare = slowest.prepareSeconds ?? 0;
  console.log(
    `\nNight 3: slowest skipped tenant ${slowest.slug} ${slowest.seconds.toFixed(2)} s (goal ≤ 1 s): preparing ${prepare.toFixed(2)} s, ` +
      `hashing and reading the skip summary ${(slowest.seconds - prepare).toFixed(2)} s; median skip ${median.seconds.toFixed(2)} s.`,
  );
}
console.log(`Goals (issue #14, 100 × 1,000 on 2 cores): full ≤ 300 s, peak RSS ≤ 2,000 MB per worker, night 2 ≤ 25% of full.`);
