/**
 * Incremental and deterministic builds (issue #14 item 2), through the real orchestrator on the fixture
 * tenant. Night 1 builds the site; night 2 changes one car's price, removes one car and adds one, and
 * rebuilds incrementally over the published site; a full build of night 2's inputs into another folder
 * must then be the same, file for file and byte for byte. Pages whose inputs did not change are not
 * rendered again (they are the previous version's files, hard-linked: same inode); the changed car's page,
 * the new car's page, the search landings and the home page are; the removed car's pages are gone. Pages that
 * list no car depend on what their menus take from the stock (`src/stock/stock-views.ts`), not on every car.
 * Night 3, with night 2's inputs again, skips the tenant. Night 2 reuses night 1's content store (Astro's content
 * sync skipped: scripts/lib/content-sync.ts); a full build and a night whose content changed sync it again.
 *
 * The stock clock (`--now`) is not an input of every page: each page records what it asked of it
 * (`src/stock/build-clock.ts`; the search pages through stand-ins, `src/stock/search-clock.ts`). A night with the
 * clock six hours on (the same day in the site's zone) changes no answer and skips the tenant; a night just after
 * the new car's 'Just arrived' window has ended renders the pages that show that car and reuses the rest; a night a
 * day on, when one offer has ended and another started, renders the pages whose answers changed. Each equals a full
 * build at its clock, byte for byte.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildPool } from '../../scripts/lib/pool.ts';
import { siteSize } from '../../scripts/lib/disk-space.ts';
import { readManifest, runBuild, type BuildOptions, type TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { skipSummary, type BuildManifest, type SkipSummary } from '../../src/integration/incremental.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { slugify } from '../../src/domain/slug.ts';
import { copyFixtureTenant } from './build-fixtures.ts';
import { differingFiles, siteFiles as files } from './site-files.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
type SnapshotCar = {
  id: number;
  slug: string;
  stocknum: string;
  status: string;
  price: number | null;
  location_name: string | null;
  make: string;
  model: string;
};
const snapshot = JSON.parse(readFileSync(join(fixtures, 'stock', 'snapshot.json'), 'utf8')) as { cars: SnapshotCar[] };

let dir: string;
let pool: BuildPool;
const log: string[] = [];
const nights: TenantOutcome[] = [];
let full: TenantOutcome;
let previousVersion: string;
/** Temporary files of a killed run, put in the cache before night 2. */
const abandoned: string[] = [];
let changed: SnapshotCar;
let removed: SnapshotCar;
let added: SnapshotCar;
let held: TenantOutcome;
/** The skip summary stored beside night 2's published version; night 3 again once that summary is gone. */
let storedSummary: SkipSummary;
let withoutSummary: TenantOutcome;
const contentNights: TenantOutcome[] = [];
/**
 * Night 1 from the original content into `guard/`, night 2 from the renamed offer's into `guard-renamed/` (the cache
 * folder's store is then the renamed one's), night 2 from the original content into `guard/` again.
 */
const guardNights: TenantOutcome[] = [];
/** Night 2's stock on the fixture's clock, six hours on, then a day on: built incrementally into `clock/`. */
const clockNights: TenantOutcome[] = [];
/** Per clock night after the first: its files that differ from the full build at its clock (names or bytes). */
const clockDiffer: string[][] = [];
/** Per clock night after the first: its files that are the previous night's (same inode: not rendered again). */
const clockReused: Set<string>[] = [];
/**
 * When Astro last synced the tenant's content collections: a sync rewrites its generated types in the tenant's
 * `.astro` folder (in the build's cache folder) every time, whatever the content; a build that reuses the store does not.
 */
const syncStamp = () => statSync(join(dir, '.cache', 'astro', 'fixture-motors', 'dot-astro', 'types.d.ts')).mtimeMs;
/** `syncStamp()` after night 1, night 2 and the full build of night 2's inputs. */
const syncStamps: number[] = [];
/** What each run left in the cache's locks folder (scripts/lib/tenant-lock.ts): nothing, whatever the outcome. */
const locksLeft: string[] = [];
const SNAPSHOT_CLOCK = Date.parse('2026-11-20T00:00:00Z') / 1000;
/** Night 2's new car was listed a week before the snapshot's clock: 'Just arrived' to 2026-11-20T12:00:00Z (8 days). */
const ADDED_LISTED = '2026-11-12T12:00:00Z';
/**
 * Six hours on; a second after the new car's 'Just arrived' window has ended (still 20 November in the site's zone,
 * so every offer's answer is the same, and before any sold car's listing ends); a day on.
 */
const CLOCK_LATER = [SNAPSHOT_CLOCK + 6 * 3600, Date.parse('2026-11-20T12:00:01Z') / 1000, SNAPSHOT_CLOCK + 86_400];

async function build(
  stock: string,
  out: string,
  incremental: boolean,
  heldCars: BuildOptions['heldCars'] = null,
  sitesDir = join(fixtures, 'sites'),
  now: number | null = null,
): Promise<TenantOutcome> {
  const opts: BuildOptions = {
    heldCars,
    root: PROJECT_ROOT,
    sitesDir,
    stockPath: stock,
    outRoot: out,
    cacheRoot: join(dir, '.cache'),
    slugs: ['fixture-motors'],
    now,
    apiBase: null,
    incremental,
  };
  const result = await runBuild(opts, pool, (l) => log.push(l));
  const outcome = result.tenants.find((t) => t.slug === 'fixture-motors')!;
  locksLeft.push(...readdirSync(join(dir, '.cache', 'locks')).map((f) => `${outcome.status}: ${f}`));
  if (!outcome.ok) console.error(log.join('\n'));
  return outcome;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'incremental-'));
  for (const night of ['night1', 'night2']) {
    mkdirSync(join(dir, night));
    cpSync(join(fixtures, 'stock', 'placeholders'), join(dir, night, 'placeholders'), { recursive: true });
  }
  writeFileSync(join(dir, 'night1', 'snapshot.json'), JSON.stringify(snapshot));
  // Night 2: found by property, never by a fixed id: two listed, priced, in-stock cars of different models.
  const listed = snapshot.cars.filter(
    (c) => c.status === 'in_stock' && typeof c.price === 'number' && c.price > 1000 && c.location_name === 'Fixtureville',
  );
  changed = listed[0]!;
  // A used car of another model: the menus (any car on offer, the new models) stay as they were, so pages that show
  // none of the three cars are reused (a change that alters a menu renders every page: tracked-stock.test.ts).
  removed = listed.find((c) => c.model !== changed.model && (c as SnapshotCar & { car_type: string }).car_type === 'used')!;
  const night2 = structuredClone(snapshot);
  const maxId = Math.max(...night2.cars.map((c) => c.id));
  added = {
    ...structuredClone(changed),
    id: maxId + 1,
    stocknum: `NEW${maxId + 1}`,
    slug: `${changed.slug}-new${maxId + 1}`,
    price: changed.price! + 1500,
    created_at: ADDED_LISTED,
  } as SnapshotCar;
  night2.cars = night2.cars.filter((c) => c.id !== removed.id).map((c) => (c.id === changed.id ? { ...c, price: c.price! - 1000 } : c));
  night2.cars.push(added);
  writeFileSync(join(dir, 'night2', 'snapshot.json'), JSON.stringify(night2));

  pool = new BuildPool({ size: 1, recycleAfter: 8 });
  nights.push(await build(join(dir, 'night1', 'snapshot.json'), join(dir, 'inc'), true));
  syncStamps.push(syncStamp());
  previousVersion = realpathSync(join(dir, 'inc', 'fixture-motors'));
  // What a run killed with SIGKILL mid-write leaves in the cache: temporary files of a process that is gone.
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  abandoned.push(
    join(dir, '.cache', 'images', `0123456789abcdef0123-640.webp.${gone}.tmp`),
    join(dir, '.cache', 'tenants', 'fixture-motors', `stock.json.${gone}.tmp`),
  );
  for (const file of abandoned) writeFileSync(file, 'half written');
  nights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'inc'), true));
  syncStamps.push(syncStamp());
  full = await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'full'), false);
  syncStamps.push(syncStamp());
  nights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'inc'), true));
  // The skip is decided from the small summary beside the published version; a version published without one (by
  // older code) is decided from its manifest.
  const published = realpathSync(join(dir, 'inc', 'fixture-motors'));
  storedSummary = JSON.parse(readFileSync(`${published}.skip.json`, 'utf8')) as SkipSummary;
  rmSync(`${published}.skip.json`);
  withoutSummary = await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'inc'), true);
  // A night whose only change is the tenant's content (an offer's name): the tenant is not skipped.
  const sites = join(dir, 'sites');
  copyFixtureTenant(sites, 'fixture-motors');
  contentNights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'content'), true, null, sites));
  const offersFile = join(sites, 'fixture-motors', 'content', 'offers.json');
  writeFileSync(offersFile, readFileSync(offersFile, 'utf8').replace('Fixture running offer', 'Fixture running offer, renamed'));
  contentNights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'content'), true, null, sites));
  // The content store in the tenant's cache folder is now the renamed offer's. A night on a site published from the
  // original content (same code and tenant hash as its published build) must not reuse it: it syncs again.
  guardNights.push(await build(join(dir, 'night1', 'snapshot.json'), join(dir, 'guard'), true));
  guardNights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'guard-renamed'), true, null, sites));
  guardNights.push(await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'guard'), true));
  // Night 2's inputs with the changed car held by a deposit (`--held-cars <file>`), built into its own folder.
  held = await build(join(dir, 'night2', 'snapshot.json'), join(dir, 'held'), false, {
    source: { kind: 'file', path: 'held.json' },
    file: { 'fixture-motors': [changed.id] },
  });
  // The clock nights, each checked against a full build at the same clock.
  const night2Stock = join(dir, 'night2', 'snapshot.json');
  const fixtureSites = join(fixtures, 'sites');
  clockNights.push(await build(night2Stock, join(dir, 'clock'), true));
  let before = realpathSync(join(dir, 'clock', 'fixture-motors'));
  for (const [i, now] of CLOCK_LATER.entries()) {
    clockNights.push(await build(night2Stock, join(dir, 'clock'), true, null, fixtureSites, now));
    const after = realpathSync(join(dir, 'clock', 'fixture-motors'));
    const fresh = join(dir, `clock-full-${i}`, 'fixture-motors');
    await build(night2Stock, join(dir, `clock-full-${i}`), false, null, fixtureSites, now);
    const inc = files(after);
    clockDiffer.push(differingFiles(after, fresh));
    clockReused.push(
      new Set(inc.filter((f) => existsSync(join(before, f)) && statSync(join(after, f)).ino === statSync(join(before, f)).ino)),
    );
    before = after;
  }
}, 600_000);

afterAll(async () => {
  await pool?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('incremental nightly rebuild', () => {
  it('builds night 1 fully, night 2 incrementally, night 3 not at all', () => {
    expect(nights.map((n) => n.status)).toEqual(['built', 'incremental', 'skipped']);
    expect(full.status).toBe('built');
    expect(nights[1]!.rendered).toBeGreaterThan(0);
    expect(nights[1]!.rendered! + nights[1]!.reused!).toBe(full.rendered);
    expect(nights[2]!.rendered).toBe(0);
    // A skip says how long preparing the tenant took, part of its whole time (bench:scale prints both).
    expect(nights[2]!.prepareSeconds).toBeGreaterThan(0);
    expect(nights[2]!.prepareSeconds).toBeLessThanOrEqual(nights[2]!.seconds);
    // A built night says how much of Astro's time went on rendering pages; the rest (the Vite bundles among it) is the
    // build's fixed cost, which bench:scale prints apart. A skipped night rendered nothing and has no Astro time.
    // Each built night also says the worker's memory when its build began and its highest during that build.
    for (const night of [nights[0]!, nights[1]!]) {
      expect(night.renderSeconds).toBeGreaterThan(0);
      expect(night.renderSeconds).toBeLessThan(night.astroSeconds!);
      expect(night.startRssMB).toBeGreaterThan(0);
      expect(night.peakRssMB).toBeGreaterThanOrEqual(night.startRssMB!);
      // …and how that rendering went by route: every page rendered is counted under its route once, and the routes'
      // shares of the time add up to no more than the rendering time (render-share.ts).
      const routes = Object.values(night.renderByRoute!);
      expect(routes.reduce((n, r) => n + r.rendered, 0)).toBe(night.rendered);
      const shared = routes.reduce((s, r) => s + r.seconds, 0);
      expect(shared).toBeGreaterThan(0);
      expect(shared).toBeLessThanOrEqual(night.renderSeconds! + 1e-6);
    }
    // Each page is counted under its own route: a full build renders every page of its manifest, route by route.
    const perRoute = (manifest: BuildManifest) => {
      const counts: Record<string, number> = {};
      for (const page of Object.values(manifest.pages)) counts[page.route] = (counts[page.route] ?? 0) + 1;
      return counts;
    };
    const renderedPerRoute = (night: TenantOutcome) =>
      Object.fromEntries(Object.entries(night.renderByRoute!).map(([route, r]) => [route, r.rendered]));
    expect(renderedPerRoute(nights[0]!)).toEqual(perRoute(JSON.parse(readFileSync(`${previousVersion}.json`, 'utf8')) as BuildManifest));
    expect(renderedPerRoute(full)).toEqual(perRoute(readManifest(join(dir, 'full', 'fixture-motors'))!.manifest));
    expect(renderedPerRoute(nights[0]!)['src/pages/cars/[slug].astro']).toBeGreaterThan(0);
    expect(nights[2]!.renderSeconds).toBeUndefined();
    expect(nights[2]!.renderByRoute).toBeUndefined();
  });

  it("reuses night 1's content store on night 2 (same code, config and content), and syncs on a full build", () => {
    // content-sync.ts: Astro's content sync is skipped only where pages of a build of the same inputs are reused.
    expect(nights.map((n) => n.contentSync)).toEqual(['synced', 'reused', undefined]);
    expect(full.contentSync).toBe('synced');
    // Astro did not sync on night 2 (its generated types were not written again), and did on the full build after it.
    expect(syncStamps[1]).toBe(syncStamps[0]);
    expect(syncStamps[2]).toBeGreaterThan(syncStamps[1]!);
    // The incremental night with the reused store gives the full build's site: the next test, file for file.
    expect(log.join('\n')).toMatch(
      /fixture-motors: \d+ rendered, \d+ unchanged in [\d.]+ s \(astro [\d.]+ s, rendering [\d.]+ s, content store reused,/,
    );
  });

  it('decides the skip from the summary beside the published version, or from its manifest when it has none', () => {
    const { manifest } = readManifest(join(dir, 'inc', 'fixture-motors'))!;
    // The summary is the manifest's, with the listed cars the site was built from (for the stock-drop check).
    expect(storedSummary).toEqual({
      ...skipSummary(manifest),
      listedCars: nights[2]!.cars,
      bytes: siteSize(join(dir, 'inc', 'fixture-motors')).bytes,
    });
    expect(storedSummary.inputs).toBe(manifest.inputs);
    expect(storedSummary.htmlPages).toBe(nights[2]!.pages);
    expect(Object.keys(storedSummary.clock).length).toBeGreaterThan(0);
    expect(withoutSummary.status).toBe('skipped');
    expect(withoutSummary.pages).toBe(nights[2]!.pages);
    expect(withoutSummary.reused).toBe(nights[2]!.reused);
  });

  it('gives the same site as a full build of the same inputs, file for file, byte for byte', () => {
    expect(files(join(dir, 'inc', 'fixture-motors'))).toEqual(files(join(dir, 'full', 'fixture-motors')));
    expect(differingFiles(join(dir, 'inc', 'fixture-motors'), join(dir, 'full', 'fixture-motors'))).toEqual([]);
  });

  it("renders the changed and new cars' pages, the listings and the home page again, and reuses what they do not show", () => {
    const now = realpathSync(join(dir, 'inc', 'fixture-motors'));
    // Night 3 was skipped: the published version is still night 2's.
    const reused = (file: string) => statSync(join(now, file)).ino === statSync(join(previousVersion, file)).ino;
    expect(reused(`cars/${changed.slug}/index.html`)).toBe(false);
    expect(existsSync(join(now, `cars/${added.slug}/index.html`))).toBe(true);
    expect(reused('search/index.html')).toBe(false);
    expect(reused('index.html')).toBe(false);
    // A page about one car that did not change (its checkout page shows no other car) is night 1's file.
    const checkouts = readdirSync(join(now, 'cars')).filter((slug) => existsSync(join(now, 'cars', slug, 'checkout', 'index.html')));
    const untouched = checkouts.filter((slug) => slug !== changed.slug && slug !== added.slug);
    expect(untouched.length).toBeGreaterThan(0);
    for (const slug of untouched) expect(reused(`cars/${slug}/checkout/index.html`), slug).toBe(true);
    expect(reused(`cars/${changed.slug}/checkout/index.html`)).toBe(false);
  });

  it('makes a page that lists no car depend on what its menus take from the stock, not on every car (stock views)', () => {
    const after = readManifest(join(dir, 'inc', 'fixture-motors'))!.manifest.pages['/finance']!;
    const before = (JSON.parse(readFileSync(`${previousVersion}.json`, 'utf8')) as BuildManifest).pages['/finance']!;
    expect(Object.keys(after.deps)).not.toContain('cars');
    expect(Object.keys(after.deps)).toContain('view:offers');
    // Rendered again exactly when a menu it draws changed (the new models, when its template draws that menu);
    // either way it is byte-identical to the full build's (the file-for-file test above).
    const menusChanged = Object.entries(after.deps).some(([name, hash]) => before.deps[name] !== hash);
    const now = realpathSync(join(dir, 'inc', 'fixture-motors'));
    const reused = statSync(join(now, 'finance/index.html')).ino === statSync(join(previousVersion, 'finance/index.html')).ino;
    expect(reused).toBe(!menusChanged);
  });

  it('reuses the make and model landings of makes and models night 2 leaves alone, and renders those it changes', () => {
    const { pages } = readManifest(join(dir, 'inc', 'fixture-motors'))!.manifest;
    const now = realpathSync(join(dir, 'inc', 'fixture-motors'));
    const reused = (file: string) => statSync(join(now, file)).ino === statSync(join(previousVersion, file)).ino;
    // A make and model landing depends on its slice of the stock (src/islands/search/page-data.ts), not on every car.
    // `/search/<make>/<model>`; not a result page past the first (`/search/page/2`).
    const landings = Object.keys(pages).filter(
      (p) => pages[p]!.route === 'src/pages/search/[...landing].astro' && p.split('/').length === 4 && !p.includes('/page/'),
    );
    expect(landings.length).toBeGreaterThan(3);
    for (const p of landings) {
      for (const key of [p, `${p}/state.json`]) {
        const deps = Object.keys(pages[key]!.deps);
        expect(deps, key).toContain(`derived:searchLanding:${p}/`);
        expect(
          deps.filter((d) => d === 'cars' || d.startsWith('images')),
          key,
        ).toEqual([]);
      }
    }
    // Night 2 changed a car's price, added one of its make and model and removed a car of another make.
    const touched = [changed, removed].flatMap((c) => [slugify(c.make), slugify(c.model)]);
    const left = landings.filter(
      (p) =>
        !p
          .split('/')
          .slice(2)
          .some((s) => touched.includes(s)),
    );
    expect(left.length).toBeGreaterThan(0);
    for (const p of left) {
      expect(reused(`${p.slice(1)}/index.html`), p).toBe(true);
      expect(reused(`${p.slice(1)}/state.json`), p).toBe(true);
    }
    const changedLanding = `search/${slugify(changed.make)}/${slugify(changed.model)}`;
    expect(reused(`${changedLanding}/index.html`)).toBe(false);
    expect(reused(`${changedLanding}/state.json`)).toBe(false);
    // The make landings count every make: rendered again.
    const untouchedMake = left[0]!.split('/')[2]!;
    expect(reused(`search/${untouchedMake}/index.html`)).toBe(false);
  });

  it('records what a page draws, not what the first page to work out the navigation read for it (model photos)', () => {
    // The navigation's facts are worked out once, by whichever page asks first; before, that page also got every
    // model photo of the range (the service plans entry counted the range with its photos and offers).
    const { pages } = readManifest(join(dir, 'full', 'fixture-motors'))!.manifest;
    const withPhotos = Object.keys(pages).filter((p) => Object.keys(pages[p]!.deps).some((d) => d.startsWith('view:modelPhoto:')));
    // The pages that draw the range's model cards.
    expect(withPhotos.sort()).toEqual(['/models', '/parts/search', '/service']);
  });

  it("removes the removed car's pages and lists the new car in the sitemap", () => {
    const now = join(dir, 'inc', 'fixture-motors');
    expect(existsSync(join(now, `cars/${removed.slug}/index.html`))).toBe(false);
    const sitemap = readFileSync(join(now, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`/cars/${added.slug}/`);
    expect(sitemap).not.toContain(`/cars/${removed.slug}/`);
  });

  it('builds a car held by a reservation deposit (--held-cars) as reserved: its page, its search document (issue 13)', () => {
    expect(held.ok).toBe(true);
    const page = (root: string) => readFileSync(join(root, 'fixture-motors', `cars/${changed.slug}/index.html`), 'utf8');
    expect(page(join(dir, 'full'))).not.toContain('This car is already reserved.');
    expect(page(join(dir, 'held'))).toContain('This car is already reserved.');
    const index = JSON.parse(readFileSync(join(dir, 'held', 'fixture-motors', 'search', 'index.json'), 'utf8')) as {
      fields: string[];
      rows: unknown[][];
    };
    const [id, reserved] = [index.fields.indexOf('id'), index.fields.indexOf('reserved')];
    expect(index.rows.filter((r) => r[reserved] === true).map((r) => r[id])).toContain(changed.id);
  });

  it('rebuilds a tenant whose only change is its content (an offer renamed): not skipped, no stale page reused', () => {
    expect(contentNights.map((n) => n.status)).toEqual(['built', 'built']);
    // Its content store is synced again, not reused: the renamed offer below comes from it.
    expect(contentNights.map((n) => n.contentSync)).toEqual(['synced', 'synced']);
    expect(contentNights[1]!.reused ?? 0).toBe(0);
    const offer = readFileSync(join(dir, 'content', 'fixture-motors', 'offers', 'fixture-running', 'index.html'), 'utf8');
    expect(offer).toContain('Fixture running offer, renamed');
  });

  it("never reuses a content store synced from other content, though the site's published build matches (the cache folder's record)", () => {
    expect(guardNights.map((n) => n.status)).toEqual(['built', 'built', 'incremental']);
    const offer = (out: string) => readFileSync(join(dir, out, 'fixture-motors', 'offers', 'fixture-running', 'index.html'), 'utf8');
    expect(offer('guard-renamed')).toContain('Fixture running offer, renamed');
    expect(offer('guard')).toContain('Fixture running offer');
    expect(offer('guard')).not.toContain('Fixture running offer, renamed');
    expect(differingFiles(join(dir, 'guard', 'fixture-motors'), join(dir, 'full', 'fixture-motors'))).toEqual([]);
    expect(guardNights.map((n) => n.contentSync)).toEqual(['synced', 'synced', 'synced']);
  });

  it('removes the temporary files a run killed mid-write left in the image cache and the tenant folder', () => {
    expect(abandoned).toHaveLength(2);
    expect(abandoned.filter((file) => existsSync(file))).toEqual([]);
  });

  it("releases the tenant's build lock after every run: built, incremental or skipped", () => {
    expect(new Set(nights.map((n) => n.status))).toEqual(new Set(['built', 'incremental', 'skipped']));
    expect(locksLeft).toEqual([]);
  });

  it('says in the log that the unchanged tenant was skipped (its time is measured by npm run bench:scale)', () => {
    expect(log.join('\n')).toMatch(/fixture-motors: unchanged since the published build \(\d+ pages\), skipped/);
  });

  it('says in the log what a night renders: what changed, or every page and why (fullBuildReason)', () => {
    const building = log
      .filter((l) => / fixture-motors: \d+ listed cars .*; building/.test(l))
      .map((l) => l.replace(/.*; building/, 'building'));
    expect(building).toContain('building what changed');
    expect(building).toContain('building every page (its config or content changed)');
    expect(building).toContain('building'); // night 1 and the full builds: nothing published to reuse
  });
  describe('a night on a new stock clock', () => {
    const reused = (i: number, file: string) => clockReused[i - 1]!.has(file);

    it('six hours on (the same day): no answer changes, so the tenant is skipped, and equals a full build at that clock', () => {
      expect(clockNights.map((n) => n.status)).toEqual(['built', 'skipped', 'incremental', 'incremental']);
      expect(clockNights.map((n) => n.contentSync)).toEqual(['synced', undefined, 'reused', 'reused']);
      expect(clockDiffer[0]).toEqual([]);
      // The search pages and their state files carry the search's stand-in clocks, not the clock (search-clock.ts).
      expect(reused(1, 'search/index.html')).toBe(true);
      expect(reused(1, 'search/state.json')).toBe(true);
      // A vehicle page asks the clock its year, its rego line and its related cars' tags: all the same answers.
      expect(reused(1, `cars/${changed.slug}/index.html`)).toBe(true);
    });

    it("a second after the new car's 'Just arrived' window: renders the pages that show that car, reuses the rest, equals a full build", () => {
      expect(clockNights[2]!.status).toBe('incremental');
      expect(clockDiffer[1]).toEqual([]);
      const after = join(dir, 'clock', 'fixture-motors');
      const link = `/cars/${added.slug}/`;
      // Search pages (their first results) and the other cars' vehicle pages (their related cars).
      const vehiclePages = snapshot.cars.map((c) => `cars/${c.slug}/index.html`).filter((f) => existsSync(join(after, f)));
      const pages = [...files(after).filter((f) => /^search\/(.+\/)?index\.html$/.test(f)), ...vehiclePages];
      const showing = pages.filter((f) => readFileSync(join(after, f), 'utf8').includes(`href="${link}"`));
      const others = pages.filter((f) => !showing.includes(f));
      expect(showing.length).toBeGreaterThan(1);
      expect(others.length).toBeGreaterThan(1);
      expect(showing.filter((f) => reused(2, f))).toEqual([]);
      expect(others.filter((f) => !reused(2, f))).toEqual([]);
    });

    it('a day on (one offer ended, another started): renders the pages that show the running offers, reuses the rest, equals a full build', () => {
      expect(clockDiffer[2]).toEqual([]);
      const now = join(dir, 'clock', 'fixture-motors');
      expect(existsSync(join(now, 'offers', 'fixture-running', 'index.html'))).toBe(false);
      expect(existsSync(join(now, 'offers', 'fixture-later', 'index.html'))).toBe(true);
      // The set of running offers changed: the page that lists them is rendered again.
      expect(reused(3, 'special-offers/index.html')).toBe(false);
      // Whether any offer or promotion runs did not (one ended as the next started), so neither did the navigation: a
      // page whose own answers are the same is reused (before, every page asked how today compares with each offer date).
      expect(reused(3, `cars/${changed.slug}/index.html`)).toBe(true);
      expect(reused(3, 'about-us/index.html')).toBe(true);
    });

    it("records a vehicle page's and a search page's clock questions narrowly: the year, dates and instants, never the clock itself", () => {
      const { pages } = readManifest(join(dir, 'clock', 'fixture-motors'))!.manifest;
      const clockDeps = (path: string) => Object.keys(pages[path]!.deps).filter((d) => d === 'clock' || d.startsWith('clock:'));
      const vehicle = clockDeps(`/cars/${changed.slug}`);
      expect(vehicle).toContain('clock:year');
      // Its rego line asks the day of the car's rego expiry; the navigation asks no day of an offer's dates (1, 19, 20,
      // 21 November), only between which two changes of 'any offer or promotion running' the clock lies.
      expect(vehicle).toContain(`clock:day:Australia/Sydney:${(changed as SnapshotCar & { rego_expiry: string }).rego_expiry}`);
      expect(vehicle.filter((d) => /:2026-11-(01|19|20|21)$/.test(d))).toEqual([]);
      expect(vehicle).not.toContain('clock');
      for (const path of ['/search', '/search/state.json']) {
        const search = clockDeps(path);
        expect(search).toContain('clock:year');
        expect(search.filter((d) => /^clock:at:\d+$/.test(d)).length).toBeGreaterThan(0);
        expect(search).not.toContain('clock');
      }
    });
  });
});
