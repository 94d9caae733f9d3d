/**
 * React islands rendered to HTML with `renderToString` rather than a web stream (issue #14 item 1: full build cost).
 *
 * @astrojs/react renders each island's server HTML with `renderToReadableStream` and reads it back through a web
 * stream and a `TextDecoder`; its documented option `experimentalDisableStreaming` renders with `renderToString`
 * instead, which is the same HTML for islands that do not suspend on the server (none of ours does: a full build of
 * the five sample tenants with either gave the same files but one, see below) for less work: in CPU profiles of the
 * build worker during swan-river-auto's full build (4,202 pages, one each way, 2026-11-30), React's own time fell
 * from 1.60 to 1.08 s, garbage collection from 1.16 to 0.89 s, Node's stream and decoder internals by about 0.26 s,
 * and the whole profile from 19.0 to 17.7 s (about 7%). On a synthetic tree like a search page's island (48 KB of
 * HTML) `renderToString` took 0.45–0.56 ms against 0.92–1.11 ms streamed.
 *
 * The option as @astrojs/react 7.0.0 ships it calls `ReactDOM.renderToString(vnode)` without the island's render
 * options, so the server drops the island's `identifierPrefix` (`r1`, `r2`… per page) while the browser hydrates with
 * it (`hydrateRoot(…, { identifierPrefix: prefix })`): every `useId` (the forms' labels, the search box) would differ
 * between the HTML and the hydrated island. {@link passIdentifierPrefix} gives that call the render options its
 * streaming branches get, in the build and in `npm run dev` alike (a Vite plugin on the renderer's module). Should an
 * upgrade of @astrojs/react pass them itself, the module is left as it is; should it change the call otherwise, the
 * build fails naming this file rather than build islands whose ids do not hydrate.
 *
 * The one page of each sample tenant whose bytes changed is `/personalised/finance/`: its two islands render in
 * another order, so they are numbered `r1` and `r3` where they were `r2` and `r3` (each page's numbering is still the
 * same on every build).
 */
/** The call of @astrojs/react's server renderer (its `experimentalDisableStreaming` branch) that drops the prefix. */
export const RENDER_TO_STRING_CALL = 'ReactDOM.renderToString(vnode)';
/** That call with the island's render options (`{ identifierPrefix: prefix, formState }`), as the streaming branches get. */
export const RENDER_TO_STRING_WITH_OPTIONS = 'ReactDOM.renderToString(vnode, renderOptions)';

/** Whether `id` (a Vite module id) is @astrojs/react's server renderer, `@astrojs/react/dist/server.js`. */
export function isReactServerRenderer(id: string): boolean {
  return id.replace(/\\/g, '/').split('?')[0]!.endsWith('/@astrojs/react/dist/server.js');
}

/**
 * `code` (the source of @astrojs/react's `server.js`) with {@link RENDER_TO_STRING_CALL} given the island's render
 * options; `code` itself when it already passes them.
 * @throws Error naming `file` when the source has neither the call once nor the render options it needs (an upgrade
 *   changed the renderer: check this module against it).
 */
export function passIdentifierPrefix(code: string, file: string): string {
  if (code.includes(RENDER_TO_STRING_WITH_OPTIONS)) return code;
  const calls = code.split(RENDER_TO_STRING_CALL).length - 1;
  if (calls !== 1 || !/const renderOptions = \{\s*identifierPrefix: prefix/.test(code))
    throw new Error(
      `${file}: @astrojs/react's server renderer changed (expected one \`${RENDER_TO_STRING_CALL}\` and its \`renderOptions\` with the island's identifierPrefix, found ${calls} call(s)); islands rendered with renderToString would lose their useId prefix. Check src/integration/react-render-to-string.ts against the new renderer.`,
    );
  return code.replace(RENDER_TO_STRING_CALL, RENDER_TO_STRING_WITH_OPTIONS);
}

/** A Vite plugin with a `transform` hook (the part of Vite's `Plugin` this module uses; Vite is Astro's dependency). */
export interface TransformPlugin {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
}

/** The Vite plugin that applies {@link passIdentifierPrefix} to @astrojs/react's server renderer. */
export function reactRenderToString(): TransformPlugin {
  return {
    name: 'dealer-sites:react-render-to-string',
    enforce: 'pre',
    transform(code, id) {
      if (!isReactServerRenderer(id)) return null;
      return { code: passIdentifierPrefix(code, id), map: null };
    },
  };
}
