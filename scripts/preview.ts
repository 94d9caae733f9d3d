/**
 * `npm run preview -- --site <slug> [--port 4321]` serves `dist/<slug>/` on localhost the way a
 * CDN would: gzip/brotli compression, long-lived caching for hashed assets, the site's 404 page.
 * Build first with `npm run build -- --site <slug>`.
 */
import './check-node.mjs';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import compression from 'compression';
import sirv from 'sirv';
import { PROJECT_ROOT } from '../src/integration/astro-config.ts';
import { listTenantSlugs } from '../src/config/load.ts';

const usage = 'Usage: npm run preview -- --site <slug> [--port <port>] [--out <dist folder>]';
let values;
try {
  values = parseArgs({ options: { site: { type: 'string' }, port: { type: 'string' }, out: { type: 'string' }, host: { type: 'string' } } }).values;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(2);
}
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

const port = Number(values.port ?? process.env.PORT ?? 4321);
const host = values.host ?? '127.0.0.1';
const notFound = existsSync(join(dir, '404.html')) ? readFileSync(join(dir, '404.html')) : Buffer.from('Not found');
const compress = compression({ threshold: 512 });
const serve = sirv(dir, {
  etag: true,
  extensions: ['html'],
  setHeaders(res, pathname) {
    // Hashed build assets never change; everything else revalidates.
    res.setHeader('Cache-Control', /^\/(_astro|img)\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
  },
});

const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  compress(req as never, res as never, () => {
    serve(req, res, () => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(notFound);
    });
  });
});
server.listen(port, host, () => {
  console.log(`Serving ${slug} from ${dir} at http://${host}:${port}/ (compressed, like a CDN). Ctrl+C to stop.`);
});
