/**
 * Sharding (issue #14 item 3), checked locally: the example CI workflow (docs/ci/nightly-rebuild.github-actions.yml)
 * runs one `npm run build -- --shard i/n` job per matrix entry with n = the matrix size, and the shards
 * those jobs compute from the sample tenants and snapshot cover every tenant exactly once; the merge step's
 * report names every tenant once and fails on a failed tenant or one built twice. A shard's run report gives each
 * built tenant's rendering seconds apart from the rest of its time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { loadRunStock, planShards, shardTenants, type BuildOptions } from '../../scripts/lib/orchestrator.ts';
import { mergeRunReports, runReport, type RunReport } from '../../scripts/lib/report.ts';
import { listTenantSlugs, loadTenant } from '../../src/config/load.ts';
import { loadSnapshot } from '../../src/stock/snapshot.ts';
import { selectTenantStock, tenantPlacement } from '../../src/stock/select.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

interface Workflow {
  env: Record<string, string | number>;
  jobs: Record<
    string,
    { needs?: string; strategy?: { matrix: { shard: number[] } }; steps: { run?: string; uses?: string; with?: Record<string, string> }[] }
  >;
}
const workflow = load(readFileSync(join(PROJECT_ROOT, 'docs/ci/nightly-rebuild.github-actions.yml'), 'utf8')) as Workflow;
const options: BuildOptions = {
  root: PROJECT_ROOT,
  sitesDir: join(PROJECT_ROOT, 'sites'),
  stockPath: join(PROJECT_ROOT, 'sites/_stock/sample-snapshot.json.gz'),
  outRoot: '/nonexistent',
  cacheRoot: '/nonexistent',
  slugs: null,
  now: null,
  apiBase: null,
};

describe('the example sharded workflow', () => {
  const matrix = workflow.jobs.build!.strategy!.matrix.shard;
  const n = Number(workflow.env.SHARDS);

  it('has one build job per shard, each building --shard i/n, and a publish job after them that merges the reports', () => {
    expect(matrix).toEqual(Array.from({ length: n }, (_, i) => i + 1));
    const build = workflow.jobs.build!.steps.map((s) => s.run ?? '').find((r) => r.startsWith('npm run build'))!;
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not JavaScript templates
    expect(build).toContain('--shard ${{ matrix.shard }}/${{ env.SHARDS }}');
    // biome-ignore lint/suspicious/noTemplateCurlyInString: GitHub Actions expressions, not JavaScript templates
    expect(build).toContain('--report run-${{ matrix.shard }}.json');
    expect(workflow.jobs.publish!.needs).toBe('build');
    expect(workflow.jobs.publish!.steps.some((s) => s.run?.startsWith('npm run report:merge -- shards/shard-*/run-*.json'))).toBe(true);
  });

  it('keeps between nights, in each shard job, what an incremental night reuses', () => {
    const cache = workflow.jobs.build!.steps.find((s) => s.uses?.startsWith('actions/cache@'));
    const paths = (cache?.with?.path ?? '').split('\n').filter(Boolean);
    // The published sites and their manifests, the encoded images, the content stores, the islands' client bundle.
    expect(paths).toEqual(['dist', '.cache/images', '.cache/astro', '.cache/client-builds']);
  });

  it("its jobs' shards, computed as each machine would, cover every sample tenant exactly once", async () => {
    const plan = await planShards(options, n);
    // Every machine computes the same split, whatever order it lists the tenant folders in.
    const { snapshot } = await loadSnapshot(options.stockPath);
    const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
    const tenants = listTenantSlugs(options.sitesDir).map((slug) => loadTenant(options.sitesDir, slug));
    expect(shardTenants([...tenants].reverse(), snapshot.cars, now, n)).toEqual(plan);
    const built = matrix.flatMap((i) => plan[i - 1]!.map((t) => t.slug)).sort();
    expect(built).toEqual([...listTenantSlugs(options.sitesDir)].sort());
    expect(new Set(built).size).toBe(built.length);
  }, 120_000);
});

describe("the example workflow's deploy step", () => {
  const step = workflow.jobs.publish!.steps.find((s) => s.run?.includes('npm run deploy'))!;

  /** Runs the step's script in `dir` with `npm` replaced by a stub that records its arguments and fails for `failing`. */
  function runStep(dir: string, failing: string): { status: number | null; calls: string[] } {
    const bin = join(dir, 'bin');
    mkdirSync(bin);
    writeFileSync(
      join(bin, 'npm'),
      `#!/bin/bash\necho "$*" >> ${JSON.stringify(join(dir, 'calls'))}\ncase " $* " in *" --site ${failing} "*) exit 1;; esac\n`,
      { mode: 0o755 },
    );
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], {
      cwd: dir,
      env: { ...process.env, PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin` },
      encoding: 'utf8',
    });
    const calls = existsSync(join(dir, 'calls')) ? readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n') : [];
    return { status: result.status, calls };
  }

  it("deploys each shard's built tenants in one run to their own prefixes, skips failed ones, and fails at the end when a deploy failed", () => {
    const dir = mkdtempSync(join(tmpdir(), 'publish-step-'));
    try {
      for (const [shard, slug] of [
        [1, 'alpha-motors'],
        [1, 'beta-cars'],
        [2, 'gamma-auto'],
        [2, 'broken-yard'],
      ] as const)
        mkdirSync(join(dir, `shards/shard-${shard}/site-out/${slug}`), { recursive: true });
      const tenants = [
        { slug: 'alpha-motors', ok: true },
        { slug: 'beta-cars', ok: true },
        { slug: 'gamma-auto', ok: true },
        { slug: 'broken-yard', ok: false },
      ];
      writeFileSync(join(dir, 'run.json'), JSON.stringify({ tenants }));
      // The first shard's deploy fails (an upload refused): the second shard's tenants still deploy, then the step fails.
      const { status, calls } = runStep(dir, 'alpha-motors');
      expect(calls).toEqual([
        'run deploy -- --site alpha-motors --site beta-cars --out shards/shard-1/site-out --target s3://dealer-sites/{site}',
        'run deploy -- --site gamma-auto --out shards/shard-2/site-out --target s3://dealer-sites/{site}',
      ]);
      expect(status).toBe(1);
      rmSync(join(dir, 'calls'));
      rmSync(join(dir, 'bin'), { recursive: true });
      expect(runStep(dir, 'none').status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a run's stock", () => {
  it("keeps only the cars its tenants place (a shard's, or every tenant's), and each tenant selects from them what it would from the whole snapshot", async () => {
    const { snapshot } = await loadSnapshot(options.stockPath);
    const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
    const all = listTenantSlugs(options.sitesDir).map((slug) => loadTenant(options.sitesDir, slug));
    const count = 3;
    const plan = shardTenants(all, snapshot.cars, now, count);
    const runs = [await loadRunStock(options, all, () => {})];
    for (let index = 1; index <= count; index++) runs.push(await loadRunStock({ ...options, shard: { index, count } }, all, () => {}));
    expect(runs[0]!.tenants).toEqual(all);
    expect(runs.slice(1).map((run) => run.tenants.map((t) => t.slug))).toEqual(plan.map((shard) => shard.map((t) => t.slug)));
    for (const run of runs) {
      expect(run.now).toBe(now);
      expect(run.generatedAt).toBe(snapshot.generated_at);
      const sites = run.tenants.flatMap((t) => (t.ok ? [t.config] : []));
      // Every car kept is placed by one of the run's tenants, and every car they place is kept, in the snapshot's order.
      const places = sites.map(tenantPlacement);
      expect(run.cars.map((c) => c.id)).toEqual(snapshot.cars.filter((car) => places.some((place) => place(car))).map((c) => c.id));
      // The sample snapshot is a group-wide feed: most of its cars are at no sample tenant's yard.
      expect(run.cars.length).toBeLessThan(snapshot.cars.length / 2);
      for (const site of sites) {
        const whole = selectTenantStock(snapshot.cars, site, now);
        const kept = selectTenantStock(run.cars, site, now);
        expect(kept.cars.length).toBeGreaterThan(0);
        expect(kept.cars).toEqual(whole.cars);
        expect({ ...kept.counts, snapshot: 0 }).toEqual({ ...whole.counts, snapshot: 0 });
      }
    }
    // A shard keeps fewer cars than the run of every tenant.
    for (const run of runs.slice(1)) expect(run.cars.length).toBeLessThan(runs[0]!.cars.length);
  }, 120_000);
});

describe('report:merge', () => {
  const tenant = (slug: string, ok = true): RunReport['tenants'][number] => ({
    slug,
    ok,
    status: ok ? 'incremental' : 'failed',
    cars: 10,
    pages: 30,
    rendered: ok ? 5 : null,
    reused: ok ? 25 : null,
    seconds: 2,
    renderSeconds: ok ? 1.5 : null,
    renderByRoute: ok ? { 'src/pages/cars/[slug].astro': { rendered: 5, seconds: 1.4 } } : null,
    peakRssMB: 900,
    contentSync: ok ? 'reused' : null,
    clientBuild: ok ? 'reused' : null,
    warnings: [],
    error: ok ? null : 'build failed',
  });
  const report = (tenants: RunReport['tenants'], seconds: number): RunReport => ({
    version: 1,
    ok: tenants.every((t) => t.ok),
    shard: null,
    seconds,
    warnings: [],
    tenants,
  });

  it('names every tenant once, takes the slowest shard as the wall time, and is ok when all are', () => {
    const merged = mergeRunReports([
      { file: 'a', report: report([tenant('b-motors'), tenant('a-motors')], 40) },
      { file: 'b', report: report([tenant('c-motors')], 55) },
    ]);
    expect(merged.tenants.map((t) => t.slug)).toEqual(['a-motors', 'b-motors', 'c-motors']);
    expect(merged.seconds).toBe(55);
    expect(merged.ok).toBe(true);
  });

  it('fails on a failed tenant, on a tenant built by two shards, and on a file that is not a run report', () => {
    expect(mergeRunReports([{ file: 'a', report: report([tenant('a-motors', false)], 1) }]).ok).toBe(false);
    const twice = mergeRunReports([
      { file: 'a', report: report([tenant('a-motors')], 1) },
      { file: 'b', report: report([tenant('a-motors')], 1) },
    ]);
    expect(twice.ok).toBe(false);
    expect(twice.duplicates).toEqual(['a-motors']);
    expect(() => mergeRunReports([{ file: 'x.json', report: {} as RunReport }])).toThrow(/x\.json: not a run report/);
  });
});

describe('the run report', () => {
  it("gives each built tenant's rendering seconds (rounded to the millisecond), by route, and null for a tenant not built", () => {
    const byRoute = {
      'src/pages/cars/[slug].astro': { rendered: 3, seconds: 1.23456 },
      'src/pages/index.astro': { rendered: 1, seconds: 0.0004 },
    };
    const outcome = (slug: string, renderSeconds?: number) => ({
      slug,
      ok: true,
      status: renderSeconds === undefined ? ('skipped' as const) : ('built' as const),
      cars: 10,
      pages: 30,
      seconds: 4.25,
      warnings: [],
      error: null,
      ...(renderSeconds === undefined ? {} : { astroSeconds: 3.5, renderSeconds, renderByRoute: byRoute }),
    });
    const report = runReport([outcome('a-motors', 2.12345), outcome('b-motors')], 5, [], null);
    expect(report.tenants.map((t) => [t.slug, t.seconds, t.renderSeconds])).toEqual([
      ['a-motors', 4.25, 2.123],
      ['b-motors', 4.25, null],
    ]);
    expect(report.tenants.map((t) => t.renderByRoute)).toEqual([
      { 'src/pages/cars/[slug].astro': { rendered: 3, seconds: 1.235 }, 'src/pages/index.astro': { rendered: 1, seconds: 0 } },
      null,
    ]);
  });
});
