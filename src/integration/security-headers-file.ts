/**
 * Writes a built site's `_headers` file (see `security-headers.ts`) from its HTML pages, and reads it back for the
 * preview server, so the static host and `npm run preview` send one set of headers.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type HeadersRule,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  type SecurityHeaderInputs,
  securityHeaders,
} from './security-headers.ts';

/** The file static hosts read their response headers from, at the root of the site. */
export const HEADERS_FILE = '_headers';

/** Every `.html` file under `dir` (absolute paths). */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => join(e.parentPath, e.name));
}

/** Only the `<script>` elements of a page: hashing needs nothing else, and large pages parse faster without the rest. */
const SCRIPT_ELEMENTS = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;

/**
 * Hashes the inline scripts of every page under `outDir` and writes `outDir/_headers`. Returns the headers written.
 * Cost: one read of every page (measured: 6.4 s for 4,176 pages, about 1.5 s per 1,000, on a busy 2-core machine).
 */
export function writeSecurityHeaders(outDir: string, o: Omit<SecurityHeaderInputs, 'scriptHashes'>): Record<string, string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(outDir)) {
    const scripts = readFileSync(file, 'utf8').match(SCRIPT_ELEMENTS);
    if (scripts) for (const h of inlineScriptHashes(scripts.join('\n'))) hashes.add(h);
  }
  const headers = securityHeaders({ ...o, scriptHashes: hashes });
  writeFileSync(join(outDir, HEADERS_FILE), renderHeadersFile(headers));
  return headers;
}

/** The rules of the site's `_headers` file, or none when the site has no such file (built before it existed). */
export function readHeadersFile(siteDir: string): HeadersRule[] {
  const file = join(siteDir, HEADERS_FILE);
  return existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
}
