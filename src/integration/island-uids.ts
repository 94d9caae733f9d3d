/**
 * Island names that do not depend on where the project was checked out (issue #14: same inputs, same bytes).
 * Astro names every island `<astro-island uid="…">` with a short hash of its HTML, its props and its component's
 * source path on the build machine (an absolute path: `render/component.js`, `metadata.componentUrl`). The same
 * inputs built in `/work/main` and in `/home/runner/work/…` therefore differ on every page with an island: a deploy
 * (`npm run deploy`, which uploads only what changed) would upload every such page again after a build on another
 * machine or folder, and a site built incrementally there would mix the two. Nothing reads the uid: Astro's island
 * element and the React renderer in the browser never look at it (they use `component-url`, `props` and `prefix`).
 *
 * {@link islandUidsFromTags} gives each island instead a hash of its opening tag without the uid: the public
 * `component-url` (content-hashed), `component-export`, `renderer-url`, the serialised `props`, `client` and `opts`.
 * Two islands of the same component with the same props and options get the same uid (Astro's did too, when their
 * server-rendered HTML was the same).
 */
import { createHash } from 'node:crypto';

const OPEN = Buffer.from('<astro-island uid="');
const QUOTE = 0x22; // "
const GT = 0x3e; // >

/** Where the tag whose attributes continue at `from` (outside any quotes) ends: its `>`, or -1 when it is cut off. */
function openingTagEnd(bytes: Buffer, from: number): number {
  let quoted = false;
  for (let i = from; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === QUOTE) quoted = !quoted;
    else if (b === GT && !quoted) return i;
  }
  return -1;
}

/**
 * The page (its UTF-8 bytes) with each `<astro-island uid="…">`'s uid replaced by the first 10 hex digits of the
 * SHA-256 of its opening tag with the uid's value left out. A page without an island is returned as it is (the
 * same object). Works on the bytes, like `islandStylesInHead`: the markers are ASCII, which UTF-8 never uses inside
 * a multi-byte character. Astro quotes every attribute value with `"` and escapes `"` inside it, but not `>` (a
 * dealer's comment in the props may hold one), so the tag ends at the first `>` outside quotes.
 */
export function islandUidsFromTags(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  let at = bytes.indexOf(OPEN);
  if (at === -1) return page;
  const parts: Buffer[] = [];
  let from = 0;
  for (; at !== -1; at = bytes.indexOf(OPEN, from)) {
    const valueStart = at + OPEN.length;
    const valueEnd = bytes.indexOf(QUOTE, valueStart);
    const tagEnd = valueEnd === -1 ? -1 : openingTagEnd(bytes, valueEnd + 1);
    if (tagEnd === -1) break; // a cut-off tag: leave the rest as it is
    const uid = createHash('sha256')
      .update(bytes.subarray(at, valueStart))
      .update(bytes.subarray(valueEnd, tagEnd + 1))
      .digest('hex')
      .slice(0, 10);
    parts.push(bytes.subarray(from, valueStart), Buffer.from(uid));
    from = valueEnd;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}
