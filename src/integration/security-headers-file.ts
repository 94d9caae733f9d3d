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

/** `>`, and HTML's ASCII whitespace allowed before an end tag's `>`: bytes the script scanner compares. */
const GT = 0x3e;
const END_TAG_SPACE = new Set([0x09, 0x0a, 0x0c, 0x0d, 0x20]);
/** 'script' in lower-case ASCII; `(byte | 0x20)` equals one of these only for the letter in either case. */
const SCRIPT_NAME = [...'script'].map((c) => c.charCodeAt(0));

/** Whether `bytes` has the tag name `script` (any case) at offset `at`. */
function isScriptName(bytes: Uint8Array, at: number): boolean {
  if (at + SCRIPT_NAME.length > bytes.length) return false;
  for (let k = 0; k < SCRIPT_NAME.length; k++) if ((bytes[at + k]! | 0x20) !== SCRIPT_NAME[k]) return false;
  return true;
}

/** A regular expression word character (`\w`: ASCII letters, digits, `_`), which would continue a tag name. */
function isWordByte(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a) || c === 0x5f;
}

/** The offset just past the first `</script>` end tag (any case, ASCII whitespace before its `>`) at or after `from`, or -1. */
function scriptEndTag(bytes: Buffer, from: number): number {
  for (let k = bytes.indexOf('</', from); k !== -1; k = bytes.indexOf('</', k + 1)) {
    if (!isScriptName(bytes, k + 2)) continue;
    let j = k + 2 + SCRIPT_NAME.length;
    while (j < bytes.length && END_TAG_SPACE.has(bytes[j]!)) j++;
    if (bytes[j] === GT) return j + 1;
  }
  return -1;
}

/**
 * The `<script>` elements of a page, as `[start, end)` byte offsets in its UTF-8 bytes, in document order: each
 * `<script` start tag (any case, not a longer name such as `<scripts`) to its first `>`, then to the first
 * `</script>` end tag after it (ASCII whitespace allowed before the `>`, as browsers do). Hashing needs nothing
 * else, and finding them by byte search reads no page as text: a page is 60–150 KB, and a string that large costs
 * V8 a fresh memory mapping each time (about 0.3 ms a page in the build's CPU profile, issue #14). Every byte
 * compared is ASCII, which UTF-8 never uses inside a multi-byte character. The same elements as
 * `/<script\b[^>]*>[\s\S]*?<\/script[\t\n\f\r ]*>/gi` over the page read as Latin-1
 * (`security-headers.test.ts` compares the two on generated pages).
 */
export function* scriptElements(bytes: Buffer): Generator<[start: number, end: number]> {
  let lower = bytes.indexOf('<s');
  let upper = bytes.indexOf('<S');
  let from = 0;
  for (;;) {
    if (lower !== -1 && lower < from) lower = bytes.indexOf('<s', from);
    if (upper !== -1 && upper < from) upper = bytes.indexOf('<S', from);
    const start = lower === -1 ? upper : upper === -1 ? lower : Math.min(lower, upper);
    if (start === -1) return;
    from = start + 1;
    const nameEnd = start + 1 + SCRIPT_NAME.length;
    if (!isScriptName(bytes, start + 1) || (nameEnd < bytes.length && isWordByte(bytes[nameEnd]!))) continue;
    const tagEnd = bytes.indexOf(GT, nameEnd);
    // No `>` (or no end tag) after this start tag: none after any later one either.
    if (tagEnd === -1) return;
    const end = scriptEndTag(bytes, tagEnd + 1);
    if (end === -1) return;
    yield [start, end];
    from = end;
  }
}

/**
 * The hashes of each inline script element already seen (the same runtime is inlined on every page), bounded, by
 * the element's Latin-1 text. Only elements that have a hash are kept (data blocks such as JSON-LD differ on every
 * page).
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
  for (const [start, end] of scriptElements(bytes)) {
    // A new string of the element alone (not a view of the page), so the memo keeps no page alive.
    const element = bytes.toString('latin1', start, end);
    let hashes = elementHashes.get(element);
    if (!hashes) {
      hashes = inlineScriptHashes(bytes.toString('utf8', start, end));
      if (hashes.length && elementHashes.size < ELEMENT_MEMO_LIMIT) elementHashes.set(element, hashes);
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
