import { describe, expect, it } from 'vitest';
import { RenderShares, type RouteRendering } from './render-share.ts';

/**
 * Plays a build's render events through {@link RenderShares} on a clock the test sets: `[ms, 'begin' | 'end', page]`,
 * a page named `route#n`; returns the routes' renderings.
 */
function play(events: readonly [number, 'begin' | 'end', string][]): Record<string, RouteRendering> {
  let t = 0;
  const shares = new RenderShares(() => t);
  const inFlight = new Map<string, ReturnType<RenderShares['begin']>>();
  for (const [at, what, page] of events) {
    t = at;
    if (what === 'begin') inFlight.set(page, shares.begin(page.split('#')[0]!));
    else shares.end(inFlight.get(page)!);
  }
  return shares.byRoute();
}

describe('RenderShares (issue #14: the rendering time by route)', () => {
  it('gives a page rendering alone all of its time', () => {
    expect(
      play([
        [0, 'begin', 'src/pages/cars/[slug].astro#1'],
        [10, 'end', 'src/pages/cars/[slug].astro#1'],
      ]),
    ).toEqual({
      'src/pages/cars/[slug].astro': { rendered: 1, ms: 10 },
    });
  });

  it('shares a stretch among the pages rendering at once, so the routes add up to the time something rendered', () => {
    // The vehicle page renders 0–6 (alone for 2 ms, then 4 ms beside the landing), the landing 2–10 (4 ms shared,
    // then alone for 4 ms). Their wall times would add up to 14 ms of a 10 ms window; the shares add up to 10.
    const routes = play([
      [0, 'begin', 'vdp#1'],
      [2, 'begin', 'landing#1'],
      [6, 'end', 'vdp#1'],
      [10, 'end', 'landing#1'],
    ]);
    expect(routes).toEqual({ landing: { rendered: 1, ms: 6 }, vdp: { rendered: 1, ms: 4 } });
  });

  it('leaves out the time no page was rendering, counts each render once, and sums a route over its pages', () => {
    const routes = play([
      [0, 'begin', 'vdp#1'],
      [3, 'end', 'vdp#1'],
      [3, 'end', 'vdp#1'], // ended twice: counted once
      [100, 'begin', 'vdp#2'], // 3–100: Astro between renders, nobody's
      [105, 'end', 'vdp#2'],
    ]);
    expect(routes).toEqual({ vdp: { rendered: 2, ms: 8 } });
  });

  it('lists the routes in order, in a copy that later renders do not change', () => {
    let t = 0;
    const shares = new RenderShares(() => t);
    for (const route of ['search', 'about', 'cars']) {
      const render = shares.begin(route);
      t += 1;
      shares.end(render);
    }
    const before = shares.byRoute();
    expect(Object.keys(before)).toEqual(['about', 'cars', 'search']);
    const again = shares.begin('about');
    t += 5;
    shares.end(again);
    expect(before.about).toEqual({ rendered: 1, ms: 1 });
    expect(shares.byRoute().about).toEqual({ rendered: 2, ms: 6 });
  });
});
