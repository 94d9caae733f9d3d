/**
 * `npm run dev -- --site <slug> [--stock <snapshot>] [--port 4321]`: a marketer's live preview of
 * one tenant. Prepares the tenant from the snapshot, starts Astro's dev server, and when
 * `sites/<slug>/site.json` changes re-validates it: a valid edit reloads the browser, an invalid
 * one prints the field path and reason and keeps the last good config.
 */
import './check-node.mjs';
import { watch } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblems, loadTenant } from '../src/config/load.ts';
import { PROJECT_ROOT, tenantAstroConfig } from '../src/integration/astro-config.ts';
import { loadSnapshot } from '../src/stock/snapshot.ts';
import type { ProcessedImage } from './lib/images.ts';
import { prepareTenant } from './lib/prepare.ts';
import { linkImages } from './lib/publish.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';
const usage = 'Usage: npm run dev -- --site <slug> [--stock <snapshot.json[.gz]>] [--port <port>]';
let values;
try {
  values = parseArgs({ options: { site: { type: 'string' }, stock: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' } } }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
const slug = values.site;
if (!slug) {
  console.error(usage);
  process.exit(2);
}
const sitesDir = join(PROJECT_ROOT, 'sites');
const stockPath = resolve(values.stock ?? join(PROJECT_ROOT, 'sites/_stock/sample-snapshot.json.gz'));
const dataDir = join(PROJECT_ROOT, '.cache', 'dev', slug);
const imageCacheDir = join(PROJECT_ROOT, '.cache', 'images');
const imageMemo = new Map<string, Promise<ProcessedImage>>();

const { snapshot, problems } = await loadSnapshot(stockPath);
if (problems.length) console.warn(`${problems.length} invalid car(s) in the snapshot were left out.`);
const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);

/** Validates the config and rewrites the prepared data; returns false (keeping the old data) on errors. */
async function prepareOnce(): Promise<boolean> {
  const tenant = loadTenant(sitesDir, slug!, PROJECT_ROOT);
  if (!tenant.ok) {
    console.error(`\n✗ ${tenant.file} is invalid; keeping the last good version:\n${formatProblems(tenant.problems)}\n`);
    return false;
  }
  const result = await prepareTenant({
    site: tenant.config, siteDir: tenant.dir, cars: snapshot.cars, snapshotPath: stockPath, snapshotGeneratedAt: snapshot.generated_at,
    now, dataDir, publicDir: join(PROJECT_ROOT, 'public'), imageCacheDir, imageMemo, apiBase: null,
  });
  // In dev the images are served from the prepared public folder.
  linkImages(result.imageFiles, imageCacheDir, join(dataDir, 'public'));
  console.log(`✓ ${slug}: ${result.cars} listed cars prepared${result.warnings.length ? `, ${result.warnings.length} warning(s)` : ''}.`);
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
const first = loadTenant(sitesDir, slug, PROJECT_ROOT);
if (!first.ok) process.exit(1);
const configFile = join(sitesDir, slug, 'site.json');

const { dev } = await import('astro');
const server = await dev({
  // Astro restarts when the prepared tenant.json changes; site.json is watched here, validated first.
  ...tenantAstroConfig({ dataDir, siteUrl: first.config.site_url }),
  server: { port: Number(values.port ?? 4321), host: values.host ?? '127.0.0.1' },
});
console.log(`Live preview of ${slug} at http://${server.address.address}:${server.address.port}/ — edit ${configFile} and the page reloads.`);

let timer: NodeJS.Timeout | undefined;
// Watch the tenant folder (editors save by rename, so watch the folder, not the file). Kept in a
// variable so the watcher lives as long as the process.
export const watcher = watch(join(sitesDir, slug), () => {
  clearTimeout(timer);
  timer = setTimeout(() => void prepare(), 150);
});
