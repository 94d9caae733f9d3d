/**
 * Builds fixture tenants through the real orchestrator and build workers, as `npm run build` does (the build
 * tests' shared set-up): every tenant of `sitesDir` from the snapshot at `stockPath`, sites into `outRoot`, caches
 * into `cacheRoot`, with `workers` concurrent build workers (`slugs`: only those tenants). Returns the run's result and
 * its log lines.
 */
import { BuildPool } from '../../scripts/lib/pool.ts';
import { runBuild } from '../../scripts/lib/orchestrator.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

export async function buildFixtures(o: {
  sitesDir: string;
  stockPath: string;
  outRoot: string;
  cacheRoot: string;
  workers?: number;
  slugs?: string[];
}): Promise<{ result: Awaited<ReturnType<typeof runBuild>>; log: string[] }> {
  const log: string[] = [];
  const pool = new BuildPool({ size: o.workers ?? 1, recycleAfter: 5 });
  try {
    const result = await runBuild(
      {
        root: PROJECT_ROOT,
        sitesDir: o.sitesDir,
        stockPath: o.stockPath,
        outRoot: o.outRoot,
        cacheRoot: o.cacheRoot,
        slugs: o.slugs ?? null,
        now: null,
        apiBase: null,
      },
      pool,
      (l) => log.push(l),
    );
    return { result, log };
  } finally {
    await pool.close();
  }
}
