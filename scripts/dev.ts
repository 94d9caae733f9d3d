/**
 * `npm run dev -- --site <slug> [--sites <dir>] [--stock <snapshot>] [--port 4321]`: a marketer's live
 * preview of one tenant. Prepares the tenant from the snapshot, starts Astro's dev server, and when
 * `<sites>/<slug>/` changes re-validates `site.json`: a valid edit is prepared again and the browser
 * reloads with it (colours included); a rejected one keeps the last good config prepared and is
 * shown in the browser, in Astro's error overlay with the file, field path and reason (and printed
 * here), until the file is fixed. `--sites` (default `sites/`) previews a tenant folder elsewhere.
 */
import './check-node.mjs';
import './lib/isolate-dot-astro.ts';
import { parseCliArgs } from './lib/cli.ts';
import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, watch, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { formatProblems, loadTenant, SITE_CONFIG_FILE } from '../src/config/load.ts';
import { PROJECT_ROOT, tenantAstroConfig } from '../src/integration/astro-config.ts';
import type { DevConfigProblems } from '../src/integration/tenant-integration.ts';
import { loadSnapshot } from '../src/stock/snapshot.ts';
import type { ProcessedImage } from './lib/images.ts';
import { prepareTenant } from './lib/prepare.ts';
import { linkImages } from './lib/publish.ts';
import { assertDotAstroIsolated, setDotAstroDir } from './lib/dot-astro.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const usage = 'Usage: npm run dev -- --site <slug> [--sites <dir>] [--stock <snapshot.json[.gz]>] [--port <port>]';
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string' },
      stock: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      sites: { type: 'string' },
    },
  },
  usage,
);
const slug = values.site;
if (!slug) {
  console.error(usage);
  process.exit(2);
}
const sitesDir = resolve(values.sites ?? join(PROJECT_ROOT, 'sites'));
const stockPath = resolve(values.stock ?? join(PROJECT_ROOT, 'sites/_stock/sample-snapshot.json.gz'));
const defaultSites = sitesDir === join(PROJECT_ROOT, 'sites');
// Another sites folder gets its own prepared data, so it never disturbs a preview of sites/<slug>.
const dataDir = join(
  PROJECT_ROOT,
  '.cache',
  'dev',
  defaultSites ? slug : `${slug}-${createHash('sha256').update(sitesDir).digest('hex').slice(0, 8)}`,
);
const problemsFile = join(dataDir, 'config-problems.json');
const imageCacheDir = join(PROJECT_ROOT, '.cache', 'images');
const imageMemo = new Map<string, Promise<ProcessedImage>>();

const { snapshot, problems } = await loadSnapshot(stockPath);
if (problems.length) console.warn(`${problems.length} invalid car(s) in the snapshot were left out.`);
const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);

let shownProblems = false;
/** Writes (or clears, with null) the rejected config the dev server shows in the browser. */
function showProblems(rejected: DevConfigProblems | null): void {
  if (!rejected && !shownProblems) return;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(`${problemsFile}.tmp`, JSON.stringify(rejected));
  renameSync(`${problemsFile}.tmp`, problemsFile);
  shownProblems = rejected !== null;
}

/** Validates the config and rewrites the prepared data; returns false (keeping the old data) on errors. */
async function prepareOnce(): Promise<boolean> {
  const tenant = loadTenant(sitesDir, slug!, PROJECT_ROOT);
  if (!tenant.ok) {
    console.error(`\n✗ ${tenant.file} is invalid; keeping the last good version:\n${formatProblems(tenant.problems)}\n`);
    showProblems({ file: join(tenant.dir, SITE_CONFIG_FILE), problems: tenant.problems.map((p) => `${p.path}: ${p.message}`) });
    return false;
  }
  const result = await prepareTenant({
    site: tenant.config,
    siteDir: tenant.dir,
    cars: snapshot.cars,
    snapshotPath: stockPath,
    snapshotGeneratedAt: snapshot.generated_at,
    now,
    dataDir,
    publicDir: join(PROJECT_ROOT, 'public'),
    imageCacheDir,
    imageMemo,
    apiBase: null,
  });
  // In dev the images are served from the prepared public folder.
  linkImages(result.imageFiles, imageCacheDir, join(dataDir, 'public'));
  console.log(`✓ ${slug}: ${result.cars} listed cars prepared${result.warnings.length ? `, ${result.warnings.length} warning(s)` : ''}.`);
  showProblems(null);
  return true;
}

let running: Promise<boolean> | null = null;
let again = false;
/** Runs one prepare at a time; a change during a run triggers exactly one more run after it. */
async function prepare(): Promise<boolean> {
  if (running) {
    again = true;
    return running;
  }
  running = prepareOnce().catch((err: Error) => {
    console.error(`✗ ${slug}: ${err.message}`);
    showProblems({ file: join(sitesDir, slug!, SITE_CONFIG_FILE), problems: [`preparing the preview failed: ${err.message}`] });
    return false;
  });
  const ok = await running;
  running = null;
  if (again) {
    again = false;
    return prepare();
  }
  return ok;
}

if (!(await prepare())) process.exit(1);
shownProblems = true;
showProblems(null); // the dev server watches the file from its first page on
const first = loadTenant(sitesDir, slug, PROJECT_ROOT);
if (!first.ok) process.exit(1);
const configFile = join(sitesDir, slug, 'site.json');

/**
 * What the dev server's file watcher skips: builds (`dist/`, and `.cache/` where `npm run build` stages
 * pages and images) would otherwise send it thousands of change events and reload the open page. Of
 * `.cache/` it watches only this preview's prepared folder (tenant.json and the problems file reload
 * the page; its public/ files are served as they appear).
 */
function unwatched(path: string): boolean {
  const under = (dir: string) => path === dir || path.startsWith(dir + sep);
  if (under(join(PROJECT_ROOT, 'dist'))) return true;
  const cache = join(PROJECT_ROOT, '.cache');
  if (under(dotAstroDir)) return true; // Astro's own state: its writes must not reload the page
  if (!under(cache) || under(dataDir)) return false;
  return path !== cache && path !== join(cache, 'dev');
}

// Astro's state folder (`.astro/`: the content store and the map of content images) belongs to this preview's
// prepared folder, not to the project: a store left by another preview points at that preview's copies of the
// content (deleted with it), and its image imports then fail every page that lists content (scripts/lib/dot-astro.ts).
const dotAstroDir = join(dataDir, 'dot-astro');
const { dev } = await import('astro');
assertDotAstroIsolated();
setDotAstroDir(dotAstroDir);
const config = tenantAstroConfig({ dataDir, siteUrl: first.config.site_url, problemsFile });
const server = await dev({
  // site.json is watched here and validated first; the page reloads when the prepared tenant.json
  // (or the problems file) changes, without restarting the server (src/integration/tenant-integration.ts).
  ...config,
  vite: { ...config.vite, server: { watch: { ignored: [unwatched] } } },
  server: { port: Number(values.port ?? 4321), host: values.host ?? '127.0.0.1' },
});
console.log(
  `Live preview of ${slug} at http://${server.address.address}:${server.address.port}/ — edit ${configFile} and the page reloads (prepared data: ${dataDir}).`,
);

let timer: NodeJS.Timeout | undefined;
// Watch the tenant folder and its public/ (editors save by rename, so watch the folder, not the
// file). Kept in a variable so the watcher lives as long as the process.
export const watcher = watch(join(sitesDir, slug), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(() => void prepare(), 150);
});
