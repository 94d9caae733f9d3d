/**
 * Valid HTML for pages with islands (issue #9 item 4). Astro writes its island rule
 * `<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>` into the body just
 * before the first hydrated component (withastro/astro#10308), which the W3C Nu checker rejects
 * ("A style element in body must be the first child of its parent"). {@link islandStylesInHead} moves that
 * rule into the `<head>`, where it also applies before any island is parsed: in the build orchestrator's
 * builds its prerenderer does it (`incremental.ts`), elsewhere (`npm run dev`, the astro CLI) a middleware
 * this integration adds.
 */
import type { AstroIntegration } from 'astro';
import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';

/** The exact element Astro writes (its own constant, so an Astro change cannot silently miss). */
export const ISLAND_STYLE_TAG = `<style>${ISLAND_STYLES}</style>`;

/**
 * The page (its UTF-8 bytes) with every copy of Astro's island `<style>` removed from the body and one placed at
 * the end of the `<head>`. A page without it (no island), or without a `</head>`, is returned as it is (the same
 * object). Works on the bytes: the build's prerenderer has each page as bytes, and decoding and re-encoding a
 * 100 KB page cost more than the move itself (issue #14: full build cost). The tag and `</head>` are ASCII, which
 * UTF-8 never uses inside a multi-byte character, so a byte match is a character match.
 */
export function islandStylesInHead(page: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  const headEnd = bytes.indexOf(HEAD_END);
  if (headEnd === -1) return page;
  let at = bytes.indexOf(TAG, headEnd);
  if (at === -1) return page;
  const head = bytes.subarray(0, headEnd);
  const parts = [head];
  if (head.indexOf(TAG) === -1) parts.push(TAG);
  let from = headEnd;
  for (; at !== -1; at = bytes.indexOf(TAG, from)) {
    parts.push(bytes.subarray(from, at));
    from = at + TAG.length;
  }
  parts.push(bytes.subarray(from));
  return Buffer.concat(parts);
}

const TAG = Buffer.from(ISLAND_STYLE_TAG);
const HEAD_END = Buffer.from('</head>');

/**
 * The integration: registers `island-styles-middleware.ts` after every other middleware, unless
 * `inPrerenderer` says the build's prerenderer moves the rule itself (the build orchestrator's incremental
 * prerenderer, `incremental.ts`: it has each page's text in hand, and the middleware would decode and
 * re-encode every page once more).
 */
export function islandStylesIntegration(options: { inPrerenderer?: boolean } = {}): AstroIntegration {
  return {
    name: 'dealer-sites:island-styles',
    hooks: {
      'astro:config:setup': ({ addMiddleware }) => {
        if (options.inPrerenderer) return;
        addMiddleware({ order: 'post', entrypoint: new URL('./island-styles-middleware.ts', import.meta.url) });
      },
    },
  };
}
