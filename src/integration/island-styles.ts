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
 * The page with every copy of Astro's island `<style>` removed from the body and one placed at the end
 * of the `<head>`. A page without it (no island), or without a `</head>`, is returned unchanged.
 */
export function islandStylesInHead(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const body = html.slice(headEnd);
  if (!body.includes(ISLAND_STYLE_TAG)) return html;
  const head = html.slice(0, headEnd);
  return `${head}${head.includes(ISLAND_STYLE_TAG) ? '' : ISLAND_STYLE_TAG}${body.split(ISLAND_STYLE_TAG).join('')}`;
}

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
