/**
 * Markup that is the same on every page of a tenant (the header's bar, menus and mega-menu; the footer) rendered
 * once per build and reused by every later page (issue #14: full build cost). Each page of a build otherwise renders
 * it again: about 1 ms of a 3 ms checkout page, 31 KB of its 62 KB, measured with per-route timers on
 * value-wheels-adelaide.
 *
 * A reuse records the dependencies the first render recorded (`page-deps.ts`), so every page still depends on what
 * the markup was made from, as the incremental build's protocol asks of a memo (`tracked-stock.ts`): within one
 * build a dependency's hash does not change, so the page's recorded dependencies are the same as if it had rendered
 * the markup itself. Outside a build's page render (dev server, tests, getStaticPaths) nothing is kept.
 *
 * Only for markup that takes nothing from the page (no props, no `Astro.url`) and holds no island and no `<script>`:
 * Astro writes those once per page as it renders them, which a copied string would bypass.
 */
import { pageDepsRuntime, type RenderedFragment } from './page-deps.ts';

/**
 * With this environment variable at `1` a build renders the fragments on every page, as before they were rendered
 * once: `tests/build/render-once.test.ts` builds a tenant both ways and requires the same bytes and dependencies, which
 * fails if a fragment's markup ever takes something from the page.
 */
export const RENDER_EVERY_PAGE_ENV = 'DEALER_RENDER_EVERY_PAGE';

/**
 * Starts a tenant build's fragments afresh: the previous tenant's markup is never reused. Called by the prerenderer.
 * With `RENDER_EVERY_PAGE_ENV` at `1`, nothing is kept (each page renders the fragments itself).
 */
export function startRenderOnce(): void {
  pageDepsRuntime().fragments = process.env[RENDER_EVERY_PAGE_ENV] === '1' ? null : new Map();
}

/**
 * The HTML of the fragment `name`: `render()`'s on the first page of the build that asks, the same string on every
 * later page, whose dependencies then get the first render's. A render that fails is not kept (the next page renders
 * again, and reports its own error). Outside a build's page render, `render()` each time.
 */
export async function renderOnce(name: string, render: () => Promise<string>): Promise<string> {
  const rt = pageDepsRuntime();
  const page = rt.pages.getStore();
  const fragments = rt.fragments;
  if (!page || !fragments) return render();
  let fragment: RenderedFragment | undefined = fragments.get(name);
  if (!fragment) {
    const deps = new Map<string, string>();
    const made: RenderedFragment = { deps, html: rt.pages.run(deps, render) };
    made.html.catch(() => {
      if (fragments.get(name) === made) fragments.delete(name);
    });
    fragments.set(name, made);
    fragment = made;
  }
  const html = await fragment.html;
  for (const [dep, hash] of fragment.deps) page.set(dep, hash);
  return html;
}
