/**
 * Builds fixture tenants through the real orchestrator and build workers, as `npm run build` does (the build
 * tests' shared set-up): every tenant of `sitesDir` from the snapshot at `stockPath`, sites into `outRoot`, caches
 * into `cacheRoot`, with `workers` concurrent build workers (`slugs`: only those tenants; `acceptStockDrop`: the
 * tenants named by `--accept-stock-drop`; `freeBytes`: the disks' free space as the disk-space check reads it).
 * Returns the run's result and
 * its log lines.
 */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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
  acceptStockDrop?: string[];
  freeBytes?: (path: string) => number | null;
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
        acceptStockDrop: o.acceptStockDrop ?? [],
        freeBytes: o.freeBytes,
      },
      pool,
      (l) => log.push(l),
    );
    return { result, log };
  } finally {
    await pool.close();
  }
}

/**
 * Copies the fixture tenant fixture-motors (`tests/build/fixtures/sites/`) into `<sitesDir>/<slug>` as another dealer:
 * its slug (and so its site URL, email and API origin) and, when `name` is given, its name replaced in `site.json`;
 * `edit` then changes the config's text further. Returns the tenant's folder.
 */
export function copyFixtureTenant(sitesDir: string, slug: string, name?: string, edit: (siteJson: string) => string = (s) => s): string {
  const dir = join(sitesDir, slug);
  cpSync(join(PROJECT_ROOT, 'tests', 'build', 'fixtures', 'sites', 'fixture-motors'), dir, { recursive: true });
  const renamed = readFileSync(join(dir, 'site.json'), 'utf8').replaceAll('fixture-motors', slug);
  writeFileSync(join(dir, 'site.json'), edit(name ? renamed.replaceAll('Fixture Motors', name) : renamed));
  return dir;
}
