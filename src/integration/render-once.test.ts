import { afterEach, describe, expect, it } from 'vitest';
import { pageDepsRuntime } from './page-deps.ts';
import { RENDER_EVERY_PAGE_ENV, renderOnce, startRenderOnce } from './render-once.ts';

/** Renders `page` as a build's page render and returns its HTML and the dependencies it recorded. */
async function asPage(page: () => Promise<string>): Promise<{ html: string; deps: Record<string, string> }> {
  const deps = new Map<string, string>();
  const html = await pageDepsRuntime().pages.run(deps, page);
  return { html, deps: Object.fromEntries(deps) };
}

/** A header whose render reads two dependencies (as the stock and the clock record them) and counts its renders. */
function header() {
  const fragment = {
    renders: 0,
    render: async () => {
      fragment.renders++;
      const deps = pageDepsRuntime().pages.getStore();
      deps?.set('view:offers', 'h-offers');
      await Promise.resolve();
      deps?.set('clock:year', 'h-2026');
      return `<header>render ${fragment.renders}</header>`;
    },
  };
  return fragment;
}

afterEach(() => {
  pageDepsRuntime().fragments = null;
  delete process.env[RENDER_EVERY_PAGE_ENV];
});

describe('renderOnce: markup the same on every page is rendered once per tenant build (issue #14: full build cost)', () => {
  it('renders on the first page, and every later page gets the same HTML and the dependencies that render recorded', async () => {
    startRenderOnce();
    const h = header();
    const first = await asPage(async () => `${await renderOnce('header', h.render)}<main>one</main>`);
    const second = await asPage(async () => {
      pageDepsRuntime().pages.getStore()?.set('cars', 'own-read');
      return `${await renderOnce('header', h.render)}<main>two</main>`;
    });
    expect(h.renders).toBe(1);
    expect(first.html).toBe('<header>render 1</header><main>one</main>');
    expect(second.html).toBe('<header>render 1</header><main>two</main>');
    expect(first.deps).toEqual({ 'view:offers': 'h-offers', 'clock:year': 'h-2026' });
    // The page's own reads stay; the fragment's are added as if it had rendered the header itself.
    expect(second.deps).toEqual({ cars: 'own-read', 'view:offers': 'h-offers', 'clock:year': 'h-2026' });
  });

  it('pages rendered at once share the first render (Astro renders several pages concurrently)', async () => {
    startRenderOnce();
    const h = header();
    const pages = await Promise.all([1, 2, 3, 4].map(() => asPage(() => renderOnce('header', h.render))));
    expect(h.renders).toBe(1);
    for (const p of pages)
      expect(p).toEqual({ html: '<header>render 1</header>', deps: { 'view:offers': 'h-offers', 'clock:year': 'h-2026' } });
  });

  it('keeps fragments apart by name', async () => {
    startRenderOnce();
    const page = await asPage(
      async () => `${await renderOnce('header', async () => '<header>')}${await renderOnce('footer', async () => '<footer>')}`,
    );
    expect(page.html).toBe('<header><footer>');
  });

  it("forgets the previous tenant's markup when the next build starts", async () => {
    startRenderOnce();
    await asPage(() => renderOnce('header', async () => '<header>tenant one</header>'));
    startRenderOnce();
    const next = await asPage(() => renderOnce('header', async () => '<header>tenant two</header>'));
    expect(next.html).toBe('<header>tenant two</header>');
  });

  it('does not keep a render that failed: the next page renders again', async () => {
    startRenderOnce();
    let calls = 0;
    const flaky = async () => {
      calls++;
      if (calls === 1) throw new Error('mega-menu photo missing');
      return '<header>ok</header>';
    };
    await expect(asPage(() => renderOnce('header', flaky))).rejects.toThrow('mega-menu photo missing');
    expect((await asPage(() => renderOnce('header', flaky))).html).toBe('<header>ok</header>');
    expect(calls).toBe(2);
  });

  it('renders every time outside a page render (dev server, tests) or outside a build', async () => {
    startRenderOnce();
    const h = header();
    await renderOnce('header', h.render);
    await renderOnce('header', h.render);
    expect(h.renders).toBe(2);
    pageDepsRuntime().fragments = null;
    await asPage(() => renderOnce('header', h.render));
    await asPage(() => renderOnce('header', h.render));
    expect(h.renders).toBe(4);
  });

  it(`renders on every page in a build started with ${RENDER_EVERY_PAGE_ENV}=1 (the check that reuse changes nothing)`, async () => {
    process.env[RENDER_EVERY_PAGE_ENV] = '1';
    startRenderOnce();
    const h = header();
    const pages = [await asPage(() => renderOnce('header', h.render)), await asPage(() => renderOnce('header', h.render))];
    expect(h.renders).toBe(2);
    expect(pages.map((p) => p.html)).toEqual(['<header>render 1</header>', '<header>render 2</header>']);
  });
});
