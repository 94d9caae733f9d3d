/**
 * The stock-drop publish check (issue #14, the nightly rebuild run without a thought): a night whose feed lists
 * less than half of a tenant's cars, at least 10 of them gone, fails that tenant and keeps its published site
 * (so a deploy does not then remove the missing cars' pages from the host) until an operator builds it with
 * `--accept-stock-drop <slug>` names it. Through the real orchestrator on a fixture tenant listing 23 cars, then 7;
 * and the CLI's refusal of the flag without a tenant or naming none.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_DROP_MIN_CARS, stockDropProblem } from '../../scripts/lib/orchestrator.ts';
import { buildFixtures, copyFixtureTenant } from './build-fixtures.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');

describe('stockDropProblem', () => {
  it('acts on more than half of the published cars gone, when at least 10 went', () => {
    expect(STOCK_DROP_MIN_CARS).toBe(10);
    expect(stockDropProblem(1719, 12, 'swan-river-auto')).toBe(
      'publish check: its listed cars fell from 1719 to 12 since the published build (more than half gone at once: ' +
        'a feed cut short?); if the drop is real, build it with --accept-stock-drop swan-river-auto',
    );
    expect(stockDropProblem(1719, 859, 'swan-river-auto')).not.toBeNull();
    // Half left is not more than half gone.
    expect(stockDropProblem(1720, 860, 'swan-river-auto')).toBeNull();
    expect(stockDropProblem(15, 0, 'swan-river-auto')).not.toBeNull();
    // A small yard selling down: fewer than 10 cars gone.
    expect(stockDropProblem(9, 0, 'swan-river-auto')).toBeNull();
    expect(stockDropProblem(18, 9, 'swan-river-auto')).toBeNull();
    expect(stockDropProblem(19, 9, 'swan-river-auto')).not.toBeNull();
    // Nothing published (or a summary written before the count was kept), or more cars tonight.
    expect(stockDropProblem(null, 0, 'swan-river-auto')).toBeNull();
    expect(stockDropProblem(100, 250, 'swan-river-auto')).toBeNull();
  });
});

describe('a night whose feed lists less than half of the cars', () => {
  let dir: string;
  const slug = 'drop-motors';
  const stockPath = () => join(dir, 'stock', 'snapshot.json');
  const build = (acceptStockDrop: string[] = []) =>
    buildFixtures({
      sitesDir: join(dir, 'sites'),
      stockPath: stockPath(),
      outRoot: join(dir, 'out'),
      cacheRoot: join(dir, '.cache'),
      acceptStockDrop,
    });
  /** The vehicle pages' folders under /cars/ (the trade-in page lives there too). */
  const carPages = () =>
    readdirSync(join(dir, 'out', slug, 'cars'))
      .filter((p) => p !== 'trade-in')
      .sort();
  let snapshot: { cars: Record<string, unknown>[] };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stock-drop-'));
    snapshot = JSON.parse(readFileSync(join(fixtures, 'stock', 'snapshot.json'), 'utf8')) as typeof snapshot;
    // The fixture yard's cars and 16 more in stock (copies of its first car as other stock numbers).
    const copies = Array.from({ length: 16 }, (_, i) => ({
      ...(JSON.parse(JSON.stringify(snapshot.cars[0])) as Record<string, unknown>),
      id: 8000 + i,
      slug: `drop-copy-${i}`,
      stocknum: `DROP${i}`,
    }));
    mkdirSync(join(dir, 'stock'));
    cpSync(join(fixtures, 'stock', 'placeholders'), join(dir, 'stock', 'placeholders'), { recursive: true });
    writeFileSync(stockPath(), JSON.stringify({ ...snapshot, cars: [...snapshot.cars, ...copies] }));
    copyFixtureTenant(join(dir, 'sites'), slug);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails the tenant and keeps its published site, until built with --accept-stock-drop naming it', async () => {
    const first = await build();
    const published = first.result.tenants[0]!;
    expect(published.ok).toBe(true);
    const before = carPages();
    expect(before).toHaveLength(published.cars);
    expect(before.filter((p) => p.startsWith('drop-copy-'))).toHaveLength(16);
    const home = readFileSync(join(dir, 'out', slug, 'index.html'), 'utf8');

    // Tonight's feed stops before the 16 copies: the yard's own cars are left, fewer than 16 of them.
    writeFileSync(stockPath(), JSON.stringify(snapshot));
    const cut = await build();
    const tonight = published.cars - 16;
    expect(tonight).toBeLessThan(16);
    expect(cut.result.ok).toBe(false);
    expect(cut.result.tenants[0]).toMatchObject({
      ok: false,
      status: 'failed',
      cars: tonight,
      error:
        `publish check: its listed cars fell from ${published.cars} to ${tonight} since the published build (more than half gone ` +
        'at once: a feed cut short?); if the drop is real, build it with --accept-stock-drop drop-motors',
    });
    expect(cut.log.join('\n')).toContain('previous site kept');
    expect(carPages()).toEqual(before);
    expect(readFileSync(join(dir, 'out', slug, 'index.html'), 'utf8')).toBe(home);

    // Accepting another tenant's drop does not publish this one.
    const other = await build(['other-yard']);
    expect(other.result.tenants[0]).toMatchObject({ ok: false, status: 'failed', cars: tonight });
    expect(carPages()).toEqual(before);

    const accepted = await build([slug]);
    expect(accepted.result.tenants[0]).toMatchObject({ ok: true, cars: tonight });
    expect(carPages()).toHaveLength(tonight);
    expect(carPages().filter((p) => p.startsWith('drop-copy-'))).toEqual([]);
    // The next night starts from the accepted site: the same cars are no drop.
    const next = await build();
    expect(next.result.tenants[0]).toMatchObject({ ok: true, status: 'skipped' });
  }, 300_000);
});

describe('npm run build -- --accept-stock-drop', () => {
  const runBuildCli = (...args: string[]) =>
    spawnSync(process.execPath, [join(PROJECT_ROOT, 'scripts', 'build.ts'), ...args], { cwd: PROJECT_ROOT, encoding: 'utf8' });

  it('needs the tenant it is for, and refuses one that is not a tenant folder, before building anything', () => {
    const bare = runBuildCli('--site', 'swan-river-auto', '--accept-stock-drop');
    expect(bare.status).toBe(2);
    expect(bare.stderr).toContain("Option '--accept-stock-drop <value>' argument missing");
    const sites = mkdtempSync(join(tmpdir(), 'stock-drop-cli-'));
    try {
      copyFixtureTenant(sites, 'drop-motors');
      const unknown = runBuildCli('--sites', sites, '--accept-stock-drop', 'drop-motors,swan-rivr-auto');
      expect(unknown.status).toBe(2);
      expect(unknown.stderr.trim()).toBe(`--accept-stock-drop names no tenant of ${sites}: swan-rivr-auto`);
    } finally {
      rmSync(sites, { recursive: true, force: true });
    }
  });
});
