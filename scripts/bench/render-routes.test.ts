import { describe, expect, it } from 'vitest';
import type { TenantOutcome } from '../lib/orchestrator.ts';
import { renderingByRoute, renderRoutesTable } from './render-routes.ts';

const VDP = 'src/pages/cars/[slug].astro';
const LANDING = 'src/pages/search/[...landing].astro';

/** A built tenant's outcome with its render window (s) and rendering by route. */
function built(slug: string, renderSeconds: number, byRoute: Record<string, [rendered: number, seconds: number]>): TenantOutcome {
  return {
    slug,
    ok: true,
    status: 'built',
    cars: 10,
    pages: 30,
    seconds: renderSeconds + 2,
    warnings: [],
    error: null,
    renderSeconds,
    renderByRoute: Object.fromEntries(Object.entries(byRoute).map(([route, [rendered, seconds]]) => [route, { rendered, seconds }])),
  };
}
const skipped: TenantOutcome = {
  slug: 'c-motors',
  ok: true,
  status: 'skipped',
  cars: 10,
  pages: 30,
  seconds: 0.1,
  warnings: [],
  error: null,
};

describe('the benches’ rendering by route (issue #14 item 1)', () => {
  it('sums each route over the tenants, and gives the time no page was rendering (windows less shares)', () => {
    const { routes, idle } = renderingByRoute([
      built('a-motors', 10, { [VDP]: [100, 4], [LANDING]: [50, 3] }),
      built('b-motors', 5, { [VDP]: [40, 2] }),
      skipped,
    ]);
    expect(Object.fromEntries(routes)).toEqual({ [VDP]: { rendered: 140, seconds: 6 }, [LANDING]: { rendered: 50, seconds: 3 } });
    expect(idle).toBeCloseTo(6); // 15 s of windows, 9 s rendering
  });

  it('prints a row per route with 1% or more of the first run, the rest together, and each run side by side', () => {
    const night1 = [built('a-motors', 12, { [VDP]: [100, 6], [LANDING]: [50, 4], 'src/pages/index.astro': [1, 0.05] })];
    const night2 = [built('a-motors', 5, { [LANDING]: [40, 3.2], 'src/pages/index.astro': [1, 0.02] })];
    const table = renderRoutesTable([
      { name: 'night 1', tenants: night1 },
      { name: 'night 2', tenants: night2 },
    ])!;
    const lines = table.split('\n').map((l) => l.trim().split(/\s{2,}/));
    expect(lines[0]).toEqual(['route', 'night 1 pages', 's', 'ms/page', 'night 2 pages', 's', 'ms/page']);
    // By night 1's seconds; a route night 2 did not render shows 0 pages.
    expect(lines[2]).toEqual(['cars/[slug].astro', '100', '6.0', '60.00', '0', '-', '-']);
    expect(lines[3]).toEqual(['search/[...landing].astro', '50', '4.0', '80.00', '40', '3.2', '80.00']);
    // index.astro has 0.5% of night 1's 10.05 s: with the other routes.
    expect(lines[4]).toEqual(['1 other routes', '1', '0.1', '50.00', '1', '0.0', '20.00']);
    expect(lines[5]).toEqual(['no page rendering (Astro writing pages)', '1.9', '1.8']);
  });

  it('prints nothing when the first run rendered nothing', () => {
    expect(renderRoutesTable([{ name: 'night 3', tenants: [skipped] }])).toBeNull();
  });
});
