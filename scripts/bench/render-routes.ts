/**
 * The benches' table of where the rendering went, by route (issue #14 item 1: where a page's milliseconds go), from
 * the builds' own reports (`TenantOutcome.renderByRoute`: each stretch of a build's render window shared among the
 * pages rendering at once, `src/integration/render-share.ts`). `npm run bench:build` prints it for its run,
 * `npm run bench:scale` for nights 1 and 2 side by side.
 */
import type { TenantOutcome } from '../lib/orchestrator.ts';
import { formatTable } from '../lib/report.ts';

/** One route's pages rendered and their share of the rendering (s), summed over tenants. */
export interface RouteTotal {
  rendered: number;
  seconds: number;
}

/**
 * A run's rendering by route, summed over its built tenants (keyed by route component, `src/pages/…`), and the time no
 * page was rendering (s): the tenants' render windows (`renderSeconds`) less the routes' shares, Astro writing pages.
 */
export function renderingByRoute(tenants: readonly TenantOutcome[]): { routes: Map<string, RouteTotal>; idle: number } {
  const routes = new Map<string, RouteTotal>();
  let window = 0;
  for (const t of tenants) {
    window += t.renderSeconds ?? 0;
    for (const [route, r] of Object.entries(t.renderByRoute ?? {})) {
      const into = routes.get(route) ?? { rendered: 0, seconds: 0 };
      into.rendered += r.rendered;
      into.seconds += r.seconds;
      routes.set(route, into);
    }
  }
  let shared = 0;
  for (const r of routes.values()) shared += r.seconds;
  return { routes, idle: window - shared };
}

/**
 * The table of `runs` (each a name and its tenants' outcomes) by route: per run, the pages rendered, their seconds and
 * ms a page. Routes with at least 1% of the first run's rendering get a row each, in order of that run's seconds, the
 * others one row together; a last row gives each run's time with no page rendering. Null when the first run rendered
 * nothing.
 */
export function renderRoutesTable(runs: readonly { name: string; tenants: readonly TenantOutcome[] }[]): string | null {
  const totals = runs.map((r) => renderingByRoute(r.tenants));
  const first = totals[0];
  if (!first || first.routes.size === 0) return null;
  const firstSeconds = [...first.routes.values()].reduce((s, r) => s + r.seconds, 0);
  const major = [...first.routes]
    .filter(([, r]) => r.seconds >= firstSeconds / 100)
    .sort((a, b) => b[1].seconds - a[1].seconds)
    .map(([route]) => route);
  const majorSet = new Set(major);
  const cells = (r: RouteTotal | undefined) =>
    r?.rendered ? [String(r.rendered), r.seconds.toFixed(1), ((r.seconds * 1000) / r.rendered).toFixed(2)] : ['0', '-', '-'];
  const others = (routes: Map<string, RouteTotal>): RouteTotal => {
    const sum = { rendered: 0, seconds: 0 };
    for (const [route, r] of routes) {
      if (majorSet.has(route)) continue;
      sum.rendered += r.rendered;
      sum.seconds += r.seconds;
    }
    return sum;
  };
  const rows = major.map((route) => [route.replace(/^src\/pages\//, ''), ...totals.flatMap((t) => cells(t.routes.get(route)))]);
  rows.push([`${first.routes.size - major.length} other routes`, ...totals.flatMap((t) => cells(others(t.routes)))]);
  rows.push(['no page rendering (Astro writing pages)', ...totals.flatMap((t) => ['', t.idle.toFixed(1), ''])]);
  const header = ['route', ...runs.flatMap((r) => [`${r.name} pages`, 's', 'ms/page'])];
  return formatTable(header, rows);
}
