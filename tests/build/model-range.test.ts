/**
 * The models mega-menu through an incremental night (issue #14 item 2: the incremental output equals a full build),
 * on a real brand tenant and the real sample snapshot. The menu, on every page of harbourline-mazda, links each
 * model in stock to its search landing page. Night 2's snapshot drops every car of one of those models, so that
 * landing page is no longer built: every page that draws the menu must be rendered again, or a reused page would
 * link a page that is gone. (Before the model range read its stock through views on every call, its memo left
 * every page but the first without that dependency: 260 files differed from a full build, and /about-us/ kept the
 * dead link.)
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildPool } from '../../scripts/lib/pool.ts';
import { readManifest, runBuild, type TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { searchPath } from '../../src/stock/catalog.ts';
import { canonicalName } from '../../src/stock/model-names.ts';
import { modelKey } from '../../src/stock/stock-views.ts';
import { differingFiles, siteFiles } from './site-files.ts';

const SLUG = 'harbourline-mazda';
const sampleDir = join(PROJECT_ROOT, 'sites', '_stock');
type RawCar = { make: string; model: string; badge?: string | null };

let dir: string;
let pool: BuildPool;
const log: string[] = [];
const nights: TenantOutcome[] = [];
let full: TenantOutcome;
/** The landing page of the model night 2 drops (`/search/mazda/6/`), and that model's key. */
let gone: string;
let goneKey: string;

function build(stock: string, out: string, incremental: boolean): Promise<TenantOutcome> {
  return runBuild(
    {
      heldCars: null,
      root: PROJECT_ROOT,
      sitesDir: join(PROJECT_ROOT, 'sites'),
      stockPath: stock,
      outRoot: out,
      cacheRoot: join(dir, '.cache'),
      slugs: [SLUG],
      now: null,
      apiBase: null,
      incremental,
    },
    pool,
    (l) => log.push(l),
  ).then((r) => {
    const outcome = r.tenants.find((t) => t.slug === SLUG)!;
    if (!outcome.ok) console.error(log.join('\n'));
    return outcome;
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'model-range-'));
  pool = new BuildPool({ size: 1, recycleAfter: 8 });
  nights.push(await build(join(sampleDir, 'sample-snapshot.json.gz'), join(dir, 'inc'), true));
  // The menu's links to landing pages, as night 1 built them: night 2 drops every car of the first such model.
  const about = readFileSync(join(dir, 'inc', SLUG, 'about-us', 'index.html'), 'utf8');
  const links = [...about.matchAll(/class="mega__model" href="(\/search\/[^"]+\/)"/g)].map((m) => m[1]!);
  gone = links[0]!;
  const snapshot = JSON.parse(gunzipSync(readFileSync(join(sampleDir, 'sample-snapshot.json.gz'))).toString('utf8')) as {
    cars: RawCar[];
  };
  const named = (c: RawCar) => canonicalName({ make: c.make, model: c.model, badge: c.badge ?? null });
  const dropped = snapshot.cars.filter((c) => searchPath(named(c).make, named(c).model) === gone);
  goneKey = modelKey(named(dropped[0]!).make, named(dropped[0]!).model);
  snapshot.cars = snapshot.cars.filter((c) => !dropped.includes(c));
  mkdirSync(join(dir, 'night2'));
  cpSync(join(sampleDir, 'placeholders'), join(dir, 'night2', 'placeholders'), { recursive: true });
  writeFileSync(join(dir, 'night2', 'snapshot.json'), JSON.stringify(snapshot));
  nights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'inc'), true));
  full = await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'full'), false);
}, 600_000);

afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the models mega-menu on an incremental night', () => {
  it('night 1 links a model in stock from every page; night 2 drops its cars', () => {
    expect(nights.map((n) => n.status)).toEqual(['built', 'incremental']);
    expect(full.status).toBe('built');
    expect(gone).toMatch(/^\/search\/mazda\/[^/]+\/$/);
    const { pages } = readManifest(join(dir, 'inc', SLUG))!.manifest;
    // Every page that draws the menu depends on that model's landing page entry, not on the car list.
    expect(Object.keys(pages['/about-us']!.deps)).toContain(`view:modelLink:${goneKey}`);
    expect(Object.keys(pages['/about-us']!.deps)).not.toContain('cars');
  });

  it('renders every page that links the model again: the site equals a full build, file for file, byte for byte', () => {
    expect(siteFiles(join(dir, 'inc', SLUG))).toEqual(siteFiles(join(dir, 'full', SLUG)));
    expect(differingFiles(join(dir, 'inc', SLUG), join(dir, 'full', SLUG))).toEqual([]);
  });

  it('leaves no page linking the landing page that is gone', () => {
    const site = join(dir, 'inc', SLUG);
    const pages = siteFiles(site).filter((f) => f.endsWith('.html'));
    expect(pages).not.toContain(`${gone.slice(1)}index.html`);
    expect(pages.filter((f) => readFileSync(join(site, f), 'utf8').includes(`href="${gone}"`))).toEqual([]);
  });
});
