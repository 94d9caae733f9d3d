/**
 * The models mega-menu through an incremental night (issue #14 item 2: the incremental output equals a full build),
 * on a real brand tenant and the real sample snapshot. The menu, on every page of harbourline-mazda, links each
 * model in stock to its search landing page. Night 2's snapshot drops every car of one of those models, so that
 * landing page is no longer built: every page that draws the menu must be rendered again, or a reused page would
 * link a page that is gone. (Before the model range read its stock through views on every call, its memo left
 * every page but the first without that dependency: 260 files differed from a full build, and /about-us/ kept the
 * dead link.)
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
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
import { tenantPlacement } from '../../src/stock/select.ts';
import { loadTenant } from '../../src/config/load.ts';
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

function build(stock: string, out: string, incremental: boolean, slug = SLUG): Promise<TenantOutcome> {
  return runBuild(
    {
      heldCars: null,
      root: PROJECT_ROOT,
      sitesDir: join(PROJECT_ROOT, 'sites'),
      stockPath: stock,
      outRoot: out,
      cacheRoot: join(dir, '.cache'),
      slugs: [slug],
      now: null,
      apiBase: null,
      incremental,
    },
    pool,
    (l) => log.push(l),
  ).then((r) => {
    const outcome = r.tenants.find((t) => t.slug === slug)!;
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

/**
 * The standard template's models menu (issue #11: under 'New & Demo', at most 12 models, the template's
 * `models_in_menu`) on southern-cross-motor-group, whose range has 13 Mazda models (`src/content/models.json`) and
 * draws 12: its models in stock first, then the others in range order (`rangeMenuModels`, src/config/navigation.ts),
 * so not the MX-5, of which it has no car and which comes last. A page depends on the stock status of every range model
 * (the menu is shorter than the range) and on the links it draws. A night on which MX-5s arrive puts the MX-5 in the
 * menu instead of the last model drawn without stock; a night on which a drawn model's cars all leave changes its link;
 * both render the pages that draw the menu again, and each night's site equals a full build. The stock is the sample's
 * new Mazdas at that tenant's yards (a quick build).
 */
describe("a standard site's models menu on incremental nights", () => {
  const STANDARD = 'southern-cross-motor-group';
  type Car = RawCar & { id: number; slug: string; stocknum: string; car_type: string };
  const nightsOf: TenantOutcome[] = [];
  const fulls: TenantOutcome[] = [];
  const aboutInodes: number[] = [];
  let about: string;
  let about2: string;
  let aboutDeps: string[];
  let drawnKeys: string[];
  let gone: string;
  /** The files in which night 2's incremental site differs from a full build of its stock (taken before night 3). */
  let night2Differs: string[];

  beforeAll(async () => {
    const snapshot = JSON.parse(gunzipSync(readFileSync(join(sampleDir, 'sample-snapshot.json.gz'))).toString('utf8')) as { cars: Car[] };
    const site = loadTenant(join(PROJECT_ROOT, 'sites'), STANDARD);
    if (!site.ok) throw new Error(`${STANDARD} does not load`);
    const place = tenantPlacement(site.config);
    const named = (c: RawCar) => canonicalName({ make: c.make, model: c.model, badge: c.badge ?? null });
    const keyOf = (c: RawCar) => modelKey(named(c).make, named(c).model);
    const mazdas = snapshot.cars.filter((c) => ['new', 'demo'].includes(c.car_type) && named(c).make === 'Mazda' && place(c as never));
    const write = (name: string, cars: Car[]) => {
      mkdirSync(join(dir, name));
      cpSync(join(sampleDir, 'placeholders'), join(dir, name, 'placeholders'), { recursive: true });
      writeFileSync(join(dir, name, 'snapshot.json'), JSON.stringify({ ...snapshot, cars }));
      return join(dir, name, 'snapshot.json');
    };
    const out = join(dir, 'standard');
    const aboutFile = join(out, STANDARD, 'about-us', 'index.html');
    nightsOf.push(await build(write('standard1', mazdas), out, true, STANDARD));
    aboutInodes.push(statSync(aboutFile).ino);
    about = readFileSync(aboutFile, 'utf8');
    aboutDeps = Object.keys(readManifest(join(out, STANDARD))!.manifest.pages['/about-us']!.deps);
    drawnKeys = [...new Set(mazdas.map(keyOf))];
    // Night 2: two MX-5s arrive.
    const mx5s = mazdas
      .slice(0, 2)
      .map((c, i) => ({ ...c, id: 990_001 + i, slug: `2026-mazda-mx-5-test${i}`, stocknum: `MX5T${i}`, model: 'MX-5' }));
    nightsOf.push(await build(write('standard2', [...mazdas, ...mx5s]), out, true, STANDARD));
    aboutInodes.push(statSync(aboutFile).ino);
    about2 = readFileSync(aboutFile, 'utf8');
    fulls.push(await build(join(dir, 'standard2', 'snapshot.json'), join(dir, 'standard-full2'), false, STANDARD));
    night2Differs = differingFiles(join(out, STANDARD), join(dir, 'standard-full2', STANDARD));
    // Night 3: every car of the first drawn model in stock leaves.
    gone = searchPath('Mazda', named(mazdas[0]!).model);
    const night3 = [...mazdas, ...mx5s].filter((c) => searchPath('Mazda', named(c).model) !== gone);
    nightsOf.push(await build(write('standard3', night3), out, true, STANDARD));
    aboutInodes.push(statSync(aboutFile).ino);
    fulls.push(await build(join(dir, 'standard3', 'snapshot.json'), join(dir, 'standard-full3'), false, STANDARD));
  }, 600_000);

  /** The menu's 'New {model}' entries ('New vehicle enquiry' and 'New & demo cars' do not start with a capital or digit). */
  const menuModels = (html: string) => [...new Set([...html.matchAll(/>New ((?:Mazda )?[A-Z0-9][^<]*)</g)].map((m) => m[1]!))];

  it('draws 12 of the 13 models, every one in stock and not the MX-5, and depends on every range model being in stock', () => {
    expect(nightsOf.map((n) => n.status)).toEqual(['built', 'incremental', 'incremental']);
    expect(fulls.map((f) => f.status)).toEqual(['built', 'built']);
    const labels = menuModels(about);
    expect(labels).toHaveLength(12);
    expect(labels).not.toContain('MX-5');
    // The menu is shorter than the range: each range model's stock status counts, the MX-5's too.
    const linkDeps = aboutDeps.filter((d) => d.startsWith('view:modelLink:'));
    expect(linkDeps).toHaveLength(13);
    expect(linkDeps).toContain('view:modelLink:mazda/mx5');
    // The Mazdas in stock are all drawn, each linking its landing page.
    for (const k of drawnKeys) expect(linkDeps).toContain(`view:modelLink:${k}`);
    const toLandings = new Set([...about.matchAll(/href="(\/search\/mazda\/[^"/]+\/)"[^>]*>New /g)].map((m) => m[1]));
    expect(toLandings.size).toBe(drawnKeys.length);
  });

  it('puts the MX-5 in the menu when MX-5s arrive, in place of the last model drawn without stock', () => {
    const before = menuModels(about);
    const after = menuModels(about2);
    expect(after).toHaveLength(12);
    expect(after).toContain('MX-5');
    const left = before.filter((l) => !after.includes(l));
    expect(left).toHaveLength(1);
    // The model left out had no car: its entry linked its place on /models/, not a landing page.
    expect(about).toMatch(new RegExp(`href="/models/#model-[^"]+"[^>]*>New ${left[0]}<`));
    expect(about2).toMatch(/href="\/search\/mazda\/mx-5\/"[^>]*>New MX-5</);
  });

  it('renders the pages that draw the menu on both nights; each night equals a full build', () => {
    expect(aboutInodes[1]).not.toBe(aboutInodes[0]);
    expect(aboutInodes[2]).not.toBe(aboutInodes[1]);
    expect(night2Differs).toEqual([]);
    expect(differingFiles(join(dir, 'standard', STANDARD), join(dir, 'standard-full3', STANDARD))).toEqual([]);
    const site = join(dir, 'standard', STANDARD);
    const pages = siteFiles(site).filter((f) => f.endsWith('.html'));
    expect(pages.filter((f) => readFileSync(join(site, f), 'utf8').includes(`href="${gone}"`))).toEqual([]);
  });
});
