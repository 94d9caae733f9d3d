/**
 * The security headers of a built site (issue #12 item 7), written beside its pages as `_headers` (the file
 * Netlify and Cloudflare Pages read) and served as the same set by `npm run preview` / `npm start`.
 *
 * The Content-Security-Policy allows scripts only from the site itself and the inline scripts Astro writes
 * (its island runtime and the `client:*` directive loaders), each by its SHA-256 hash: never `'unsafe-inline'`
 * for scripts. The hashes are read from the built HTML after the build, so they are exactly the scripts that ship
 * (a handful per site: the same runtime is inlined on every page). Styles keep `'unsafe-inline'`: pages set
 * `style=""` attributes (image aspect ratios, theme colours) and Astro inlines small `<style>` blocks; a style
 * cannot run code. `frame-ancestors 'none'` (and `X-Frame-Options: DENY` for old browsers) keeps every page,
 * the lead forms included, out of other sites' frames. The edge API's origin (when the site calls one on
 * another origin) and the map's tile server are the only other origins in `connect-src`.
 */
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/** Script `type`s a browser runs (an absent type is classic JavaScript). JSON and JSON-LD blocks are data. */
const RUNNABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The CSP source expressions (`'sha256-…'`) of the inline scripts of one HTML page that a browser would run, in
 * document order, without duplicates. Scripts with `src` are covered by `'self'` and not listed.
 */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  let inScript = false;
  let text = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name !== 'script') return;
        inScript = attrs.src === undefined && RUNNABLE_TYPES.has((attrs.type ?? '').trim().toLowerCase());
        text = '';
      },
      ontext(data) {
        if (inScript) text += data;
      },
      onclosetag(name) {
        if (name !== 'script' || !inScript) return;
        inScript = false;
        out.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...out];
}

/** What the policy depends on besides the site itself. */
export interface SecurityHeaderInputs {
  /** `'sha256-…'` expressions of every inline script the site's pages carry (see {@link inlineScriptHashes}). */
  scriptHashes: Iterable<string>;
  /** The edge API's base URL when it is on another origin (`leads.api_base_url`), else null (`/api` on the site's own host). */
  apiBase: string | null;
  /** The map style URL (`features.map_style_url`): its origin serves the style, tiles, glyphs and sprites. Null: no map. */
  mapStyleUrl: string | null;
  /**
   * The site takes reservation deposits with Stripe (`accounts.payments.provider`): its checkout loads Stripe.js from
   * js.stripe.com, which frames js.stripe.com / hooks.stripe.com and calls api.stripe.com (Stripe's documented CSP).
   * Optional: false when absent.
   */
  stripe?: boolean;
}

/** Stripe.js's origins by directive (https://docs.stripe.com/security/guide#content-security-policy). */
const STRIPE_ORIGINS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

/** The origin of `url` (`https://api.example.com.au`), or null when it has none (relative, invalid). */
function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** The Content-Security-Policy header value (directives joined by `; `). */
export function contentSecurityPolicy(o: SecurityHeaderInputs): string {
  const api = originOf(o.apiBase);
  const map = originOf(o.mapStyleUrl);
  const list = (...sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => !!s))].join(' ');
  const stripe = (k: keyof typeof STRIPE_ORIGINS): readonly string[] => (o.stripe ? STRIPE_ORIGINS[k] : []);
  return [
    `default-src 'self'`,
    `script-src ${list("'self'", ...stripe('script'), ...[...o.scriptHashes].sort())}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src ${list("'self'", 'data:', 'blob:', map)}`,
    `font-src 'self' data:`,
    `connect-src ${list("'self'", api, map, ...stripe('connect'))}`,
    `worker-src 'self' blob:`,
    o.stripe ? `frame-src ${list(...stripe('frame'))}` : `frame-src 'none'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action ${list("'self'", api)}`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/** Every security header of a site's pages, by name. */
export function securityHeaders(o: SecurityHeaderInputs): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(o),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The `_headers` file: the set for every path (`/*`), one `Name: value` line each (Netlify / Cloudflare Pages format). */
export function renderHeadersFile(headers: Record<string, string>): string {
  return `/*\n${Object.entries(headers)
    .map(([name, value]) => `  ${name}: ${value}\n`)
    .join('')}`;
}

/** One rule of a `_headers` file: a path pattern (`*` matches any run of characters) and its headers. */
export interface HeadersRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** Reads a `_headers` file (as {@link renderHeadersFile} writes it, and as the hosts document it: `#` comments, indented headers). */
export function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (colon > 0 && rule) rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

/** The headers of `pathname` under `rules` (later rules add to earlier ones). */
export function headersFor(rules: readonly HeadersRule[], pathname: string): [string, string][] {
  const out: [string, string][] = [];
  for (const rule of rules) {
    const re = new RegExp(
      `^${rule.pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    );
    if (re.test(pathname)) out.push(...rule.headers);
  }
  return out;
}
