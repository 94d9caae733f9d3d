/**
 * `npm run preview -- --site <slug> [--port 4321] [--host 127.0.0.1] [--out dist] [--api <origin>|none]`
 * serves `<out>/<slug>/` the way a CDN would (scripts/lib/preview-server.ts): compressed, cached, the
 * site's 404 page, and `/api/*` passed to the edge API (default http://127.0.0.1:8787, where
 * `npm run api` listens), so the calls of a site built without an API origin (forms, quotes, accounts, the
 * vehicle page's view count) work.
 * Build first with `npm run build -- --site <slug>`; `npm start` does both and runs the API.
 */
import './check-node.mjs';
import { parseCliArgs, portArg } from './lib/cli.ts';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { listTenantSlugs } from '../src/config/load.ts';
import { DEFAULT_API_ORIGIN } from './lib/api-options.ts';
import { listenOrExit } from './lib/port.ts';
import { createPreviewServer } from './lib/preview-server.ts';

const usage =
  'Usage: npm run preview -- --site <slug> [--port <port>] [--host <host>] [--out <dist folder>] [--api <edge API origin>|none]';
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      host: { type: 'string' },
      api: { type: 'string' },
    },
  },
  usage,
);
const outRoot = resolve(values.out ?? join(PROJECT_ROOT, 'dist'));
const slug = values.site;
if (!slug) {
  const built = existsSync(outRoot) ? listTenantSlugs(outRoot) : [];
  console.error(`${usage}\nBuilt tenants: ${built.length ? built.join(', ') : 'none yet — run npm run build first'}`);
  process.exit(2);
}
const dir = join(outRoot, slug);
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`No built site at ${dir}. Run: npm run build -- --site ${slug}`);
  process.exit(1);
}
const api = values.api === 'none' ? null : (values.api ?? DEFAULT_API_ORIGIN).replace(/\/+$/, '');
// --port 0: any free port (the tests' previews).
const port = portArg('--port', values.port, process.env.PORT ?? 4321, usage, 0);
const host = values.host ?? '127.0.0.1';

const server = createPreviewServer({ slug, dir, api, log: (m) => console.error(m) });
await listenOrExit(server, port, host, { what: 'a preview', option: 'npm run preview -- --port <port>' });
// The port listened on (the one the system picked for --port 0).
const listening = (server.address() as AddressInfo).port;
console.log(
  `Serving ${slug} from ${relative(process.cwd(), dir) || '.'} at http://${host}:${listening}/ (compressed, like a CDN)` +
    (api ? `; its /api/* goes to the edge API at ${api} (npm run api)` : '') +
    '. Ctrl+C to stop.',
);
