/**
 * A built site served the way the CDN in front of it would (`npm run preview`, `npm start`): gzip/brotli
 * compression, long-lived caching for hashed assets, the site's own 404 page, the security headers of its
 * `_headers` file (CSP, frame-ancestors, HSTS…: the same set the static host sends), the redirects of its
 * `_redirects` file (old result-page links, `host-redirects.ts`), and `/api/*` passed to the edge API.
 *
 * Why a proxy: a site built without an API origin (the sample tenants have no `leads.api_base_url`)
 * calls `/api/...` on its own host (forms, quotes, accounts, the vehicle page's view count: `apiPrefix`), which
 * a CDN routes to the API. The preview does the same and names the site in `X-Site` (dropping `Origin`, as a
 * server-to-server call), so those calls work on whichever name the preview is opened under — 127.0.0.1,
 * localhost, or the machine's LAN address from a phone — with no CORS origins to configure and no rebuild.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { cacheControlFor } from './cache-policy.ts';
import { publishedDir } from './publish.ts';
import { readRedirectsFile, redirectFor, REDIRECTS_FILE, type RedirectRule } from '../../src/integration/host-redirects.ts';
import { HEADERS_FILE, readHeadersFile } from '../../src/integration/security-headers-file.ts';
import { headersFor } from '../../src/integration/security-headers.ts';

/** What to serve. */
export interface PreviewOptions {
  /** The tenant's slug (sent to the API as `X-Site`). */
  slug: string;
  /** The built site (`dist/<slug>/`). */
  dir: string;
  /** Edge API origin that `/api/*` goes to (`http://127.0.0.1:8787`), or null to answer 404 there like a plain static host. */
  api: string | null;
  /** Where a failed API call is reported (once until the API answers again). */
  log?: (message: string) => void;
}

/** The 502 answer's message when the edge API does not answer (shown by the forms, spec §8 "the server's text"). */
export function apiDownMessage(api: string): string {
  return `The edge API at ${api} is not answering: start it with npm run api (or npm start), then send again.`;
}

/**
 * Request headers not passed to the API: hop-by-hop ones, and Origin (the preview speaks for the site).
 * The Cookie goes through: it carries the buyer's session (issue #13), like a CDN route to the API would.
 */
const DROPPED = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'host', 'origin']);

/** What the server reads of one published version of the site: its 404 page, `_headers`, `_redirects` and files. */
interface SiteVersion {
  /** The folder the site's path resolved to (`dist/.builds/<slug>/<version>/`, or the folder itself). */
  real: string;
  notFound: Buffer;
  securityHeaders: (res: ServerResponse, pathname: string) => void;
  redirectRules: RedirectRule[];
  serve: ReturnType<typeof sirv>;
}

/** Reads the version of the site that `real` holds (sirv lists its files once, here). */
function readVersion(real: string): SiteVersion {
  const notFound = existsSync(join(real, '404.html')) ? readFileSync(join(real, '404.html')) : Buffer.from('Not found');
  const headerRules = readHeadersFile(real);
  const securityHeaders = (res: ServerResponse, pathname: string) => {
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
  };
  const serve = sirv(real, {
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      // Hashed build assets never change; everything else revalidates.
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      securityHeaders(res, pathname);
    },
  });
  return { real, notFound, securityHeaders, redirectRules: readRedirectsFile(real), serve };
}

/**
 * Creates (does not start) the server. A build publishes a site by swapping the link `dist/<slug>` to a new version's
 * folder (one rename), so each request looks where that link points and, when a build published a new version since
 * the last, reads that version whole — pages, 404 page, headers and redirects together, as a host switches on a new
 * deploy — rather than serving the new pages with the old version's file list, CSP hashes and redirect rules.
 */
export function createPreviewServer(o: PreviewOptions): Server {
  const compress = compression({ threshold: 512 });
  const first = publishedDir(o.dir);
  if (!first) throw new Error(`${o.dir} holds no published site`);
  let site = readVersion(first);
  const current = (): SiteVersion => {
    const real = publishedDir(o.dir);
    // No link (dist/ removed under the preview): the version read last is served on.
    if (real && real !== site.real) site = readVersion(real);
    return site;
  };
  let apiDown = false;

  function proxy(req: IncomingMessage, res: ServerResponse, api: string): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(req.headers)) if (!DROPPED.has(name)) headers[name] = value;
    headers['x-site'] = o.slug;
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    const upstream = request(new URL(req.url!, api), { method: req.method, headers }, (answer) => {
      apiDown = false;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (err: NodeJS.ErrnoException) => {
      if (!apiDown) o.log?.(`preview: ${req.method} ${req.url}: ${apiDownMessage(api)} (${err.code ?? err.message})`);
      apiDown = true;
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ error: apiDownMessage(api) }));
    });
    req.pipe(upstream);
  }

  return createServer((req, res) => {
    if (o.api && /^\/api(\/|\?|$)/.test(req.url ?? '')) return proxy(req, res, o.api);
    const [pathname = '/', query] = (req.url ?? '/').split(/\?(.*)/s);
    const { notFound, securityHeaders, redirectRules, serve } = current();
    const redirect = redirectFor(redirectRules, pathname);
    if (redirect) {
      // As the static hosts do: the rule's status, the query string kept, the security headers sent; revalidated as
      // a page is, since a landing that regains result pages of its own loses its rule on a later night.
      securityHeaders(res, pathname);
      res.writeHead(redirect.status, {
        Location: query ? `${redirect.location}?${query}` : redirect.location,
        'Cache-Control': cacheControlFor(pathname),
      });
      return void res.end();
    }
    compress(req as never, res as never, () => {
      // The host's configuration files are not pages (Netlify and Cloudflare Pages do not serve them).
      const hidden = pathname === `/${HEADERS_FILE}` || pathname === `/${REDIRECTS_FILE}`;
      (hidden ? (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next() : serve)(req, res, () => {
        res.statusCode = 404;
        securityHeaders(res, pathname);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(notFound);
      });
    });
  });
}
