/**
 * Where a build's rendering time goes, by route (issue #14 item 1: "profile where the ms/page goes"). Astro renders
 * several pages at once (`build.concurrency`), so the wall times of single renders overlap and their sum overstates
 * the time: a page that waits while three others render would count that wait as its own. Here each stretch of time
 * is shared equally among the renders in flight during it, so a route's time is its share of the rendering, the
 * routes' times add up to the time at least one page was rendering, and what is left of the render window is time no
 * page was rendering: Astro writes each page (`mkdir`, `writeFile`) before its slot takes the next one, which on the
 * 2-core machine's disk is most of it (`docs/benchmarks-log.md`, _Rendering by route_).
 */
import { inKeyOrder } from '../domain/key-order.ts';

/** One route's rendering in a build: the pages rendered and their share of the rendering time (ms). */
export interface RouteRendering {
  rendered: number;
  ms: number;
}

/** A render in flight ({@link RenderShares.begin}). */
export interface RenderInFlight {
  readonly route: string;
  /** Its share of the time so far (ms). */
  ms: number;
}

/**
 * Shares a build's rendering time among its routes (module comment). `now` gives the time in ms (the default
 * `performance.now()`; tests pass their own clock).
 */
export class RenderShares {
  private readonly inFlight = new Set<RenderInFlight>();
  private readonly routes = new Map<string, RouteRendering>();
  private last = 0;
  private readonly now: () => number;

  constructor(now: () => number = () => performance.now()) {
    this.now = now;
  }

  /** Shares the time since the last event among the renders in flight. */
  private advance(): void {
    const t = this.now();
    if (this.inFlight.size > 0) {
      const share = (t - this.last) / this.inFlight.size;
      for (const r of this.inFlight) r.ms += share;
    }
    this.last = t;
  }

  /** A page of `route` (its component, `src/pages/…`) begins to render. */
  begin(route: string): RenderInFlight {
    this.advance();
    const render: RenderInFlight = { route, ms: 0 };
    this.inFlight.add(render);
    return render;
  }

  /** The render `render` ended (rendered or failed): its share goes to its route. Ending it twice counts it once. */
  end(render: RenderInFlight): void {
    if (!this.inFlight.has(render)) return;
    this.advance();
    this.inFlight.delete(render);
    const r = this.routes.get(render.route) ?? { rendered: 0, ms: 0 };
    r.rendered++;
    r.ms += render.ms;
    this.routes.set(render.route, r);
  }

  /** Every route with a page rendered so far, in route order: pages and their share of the time (ms). */
  byRoute(): Record<string, RouteRendering> {
    return inKeyOrder([...this.routes].map(([route, r]) => [route, { ...r }] as const));
  }
}
