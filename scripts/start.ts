/**
 * `npm start [-- --site <slug>]... [--port 4321] [--api-port 8787] [--host 127.0.0.1] [--out dist] [--no-build]`
 *
 * The newcomer's one command: builds the sample tenants (every folder in sites/, or the named ones)
 * with `scripts/build.ts`, then serves each built one like a CDN on its own port (4321, 4322, … in
 * slug order) with the edge API running beside them (port 8787, leads in .data/leads.sqlite; the
 * other API settings from the environment, see scripts/api.ts). Each site's `/api/*` goes to that API
 * (scripts/lib/preview-server.ts), so every form works. `--no-build` serves what `<out>/` already holds.
 * Ctrl+C stops everything. A busy port ends with one sentence naming the option to change it.
 */
import './check-node.mjs';
import { parseCliArgs, portArg } from './lib/cli.ts';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { listTenantSlugs, loadTenant } from '../src/config/load.ts';
import { startNodeApi, type RunningApi } from '../src/api/node/server.ts';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { apiOptionsFromEnv, DEFAULT_API_PORT } from './lib/api-options.ts';
import { listenOrExit, portErrorSentence } from './lib/port.ts';
import { createPreviewServer } from './lib/preview-server.ts';

const usage =
  'Usage: npm start [-- --site <slug>]... [--port <first port>] [--api-port <port>] [--host <host>] [--out <dist folder>] [--no-build]';
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string', multiple: true },
      port: { type: 'string' },
      'api-port': { type: 'string' },
      host: { type: 'string' },
      out: { type: 'string' },
      build: { type: 'boolean', default: true },
    },
    allowNegative: true,
  },
  usage,
);
const firstPort = portArg('--port', values.port, 4321, usage);
const apiPort = portArg('--api-port', values['api-port'], DEFAULT_API_PORT, usage);
const host = values.host ?? '127.0.0.1';
const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'dist'));
const sitesDir = join(PROJECT_ROOT, 'sites');
/** A path as the user would type it: relative to the working folder when inside it. */
const shown = (path: string): string => (relative(process.cwd(), path).startsWith('..') ? path : relative(process.cwd(), path) || '.');
const slugs =
  values.site
    ?.flatMap((s) => s.split(','))
    .map((s) => s.trim())
    .filter(Boolean) ?? listTenantSlugs(sitesDir);

if (values.build) {
  const args = ['scripts/build.ts', ...slugs.flatMap((s) => ['--site', s]), '--out', outRoot];
  const built = spawnSync(process.execPath, args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (built.status === null) process.exit(1);
}
const ready = slugs.filter((s) => existsSync(join(outRoot, s, 'index.html')));
if (ready.length === 0) {
  console.error(
    `start: no built site to serve in ${shown(outRoot)}/ (${values.build ? 'the build failed, see above' : 'build first, or leave out --no-build'}).`,
  );
  process.exit(1);
}

const log = (m: string) => console.error(m);
let apiOptions;
try {
  apiOptions = apiOptionsFromEnv({ ...process.env, PORT: String(apiPort), HOST: host }, log);
} catch (err) {
  console.error(`start: ${(err as Error).message}`);
  process.exit(2);
}
let api: RunningApi;
try {
  api = await startNodeApi(apiOptions);
} catch (err) {
  const sentence = portErrorSentence(err, apiPort, host, { what: 'the edge API', option: 'npm start -- --api-port <port>' });
  if (!sentence) throw err;
  console.error(sentence);
  process.exit(1);
}
const apiOrigin = `http://${host}:${api.port}`;

const servers: Server[] = [];
const rows: [string, string][] = [];
for (const [i, slug] of ready.entries()) {
  const port = firstPort + i;
  const server = createPreviewServer({ slug, dir: join(outRoot, slug), api: apiOrigin, log });
  await listenOrExit(server, port, host, {
    what: 'a preview',
    option: `npm start -- --port <first port> (the sites take ${ready.length} ports from it)`,
  });
  servers.push(server);
  const tenant = loadTenant(sitesDir, slug, PROJECT_ROOT);
  const own = tenant.ok ? tenant.config.leads.api_base_url : null;
  rows.push([slug, `http://${host}:${port}/${own ? `   (its pages call its own edge API, ${own}: leads.api_base_url)` : ''}`]);
}

console.log(
  `\nServing ${ready.length} site(s) like a CDN, each site's /api/* going to the edge API at ${apiOrigin}/ (leads stored in ${apiOptions.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : shown(apiOptions.sqlitePath)}):\n`,
);
const width = Math.max(...rows.map(([slug]) => slug.length));
for (const [slug, url] of rows) console.log(`  ${slug.padEnd(width)}  ${url}`);
const missing = slugs.filter((s) => !ready.includes(s));
if (missing.length) console.log(`\nNot built, so not served: ${missing.join(', ')}.`);
console.log('\nCtrl+C stops them.');

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    for (const s of servers) s.close();
    api.close().then(
      () => process.exit(0),
      (err: unknown) => {
        log(`start: closing the API failed: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  });
}
