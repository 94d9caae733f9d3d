/**
 * Writes a built site's `_headers` file (see `security-headers.ts`) from its HTML pages, and reads it back for the
 * preview server, so the static host and `npm run preview` send one set of headers.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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

/**
 * Only the `<script>` elements of a page: hashing needs nothing else, and large pages parse faster without the rest.
 * Matched in the page's bytes read as Latin-1 (one character per byte, so a match's index is its byte offset, and
 * no UTF-8 decoding of the whole page): every character the pattern names is ASCII, which UTF-8 never uses inside
 * a multi-byte character. An end tag allows only HTML's own (ASCII) whitespace before its `>`, as browsers do.
 */
const SCRIPT_ELEMENTS = /<script\b[^>]*>[\s\S]*?<\/script[\t\n\f\r ]*>/gi;

/**
 * The hashes of each inline script element already seen (the same runtime is inlined on every page), bounded, by
 * the element's Latin-1 text. Only elements that have a hash are kept (data blocks such as JSON-LD differ on every
 * page), each as a copy: a match is a slice of its page, and keeping it would keep the whole page in memory.
 */
const elementHashes = new Map<string, string[]>();
const ELEMENT_MEMO_LIMIT = 500;

/**
 * The CSP hashes of the inline scripts of one page ({@link inlineScriptHashes}), `page` being its UTF-8 bytes (as
 * the build has it) or its text; each script element is decoded and parsed once per process however many pages
 * carry it.
 */
export function pageScriptHashes(page: Uint8Array | string): string[] {
  const bytes = typeof page === 'string' ? Buffer.from(page) : Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const out = new Set<string>();
  for (const match of bytes.toString('latin1').matchAll(SCRIPT_ELEMENTS)) {
    const element = match[0];
    let hashes = elementHashes.get(element);
    if (!hashes) {
      hashes = inlineScriptHashes(bytes.toString('utf8', match.index, match.index + element.length));
      if (hashes.length && elementHashes.size < ELEMENT_MEMO_LIMIT)
        elementHashes.set(Buffer.from(element, 'latin1').toString('latin1'), hashes);
    }
    for (const h of hashes) out.add(h);
  }
  return [...out];
}

/** The pages a build already hashed while rendering them: their files (relative to the site root) and hashes. */
export interface RenderedScripts {
  files: ReadonlySet<string>;
  hashes: Iterable<string>;
}

/**
 * Hashes the inline scripts of every page under `outDir` and writes `outDir/_headers`. Returns the headers written.
 * Pages in `rendered` (hashed as they were rendered, `incremental.ts`) are not read again; every other `.html`
 * file is. Cost without it: one read of every page (measured: 6.4 s for 4,176 pages, about 1.5 s per 1,000,
 * on a busy 2-core machine).
 */
export function writeSecurityHeaders(
  outDir: string,
  o: Omit<SecurityHeaderInputs, 'scriptHashes'>,
  rendered: RenderedScripts = { files: new Set(), hashes: [] },
): Record<string, string> {
  const hashes = new Set<string>(rendered.hashes);
  for (const file of htmlFiles(outDir)) {
    if (rendered.files.has(relative(outDir, file).split(sep).join('/'))) continue;
    for (const h of pageScriptHashes(readFileSync(file))) hashes.add(h);
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
