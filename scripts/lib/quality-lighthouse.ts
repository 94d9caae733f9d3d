/**
 * The quality report's Lighthouse pass (issue #14 item 6, `npm run quality`): each sampled page measured `runs`
 * times in one Chromium, Lighthouse mobile, and the figures each run gives (scores, LCP, CLS, TBT, HTML bytes).
 *
 * One page must not cost the report the others: a run that throws (Chromium died under it, the connection broke)
 * is an error on that page's row, and a Chromium that is gone when the next page starts is replaced (logged). Before,
 * a crash during one Lighthouse run ended the whole report with no file written.
 */
import { launchChrome, runLighthouse, auditValue, type RunnerResult } from './lighthouse-run.ts';

/** A Chromium that Lighthouse drives through its debugging port. */
export interface LighthouseChrome {
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  /** Its main process id. */
  pid: number;
  /** Whether it still runs and answers on its port (within 2 s). */
  alive(): Promise<boolean>;
  /** Stops it; a Chromium already gone is fine. */
  kill(): Promise<void>;
}

/** Launches Chromium for Lighthouse (`launchChrome`: chrome-launcher, the shared flags). */
export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const chrome = await launchChrome();
  return {
    port: chrome.port,
    pid: chrome.pid,
    async alive() {
      if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) return false;
      try {
        return (await fetch(`http://127.0.0.1:${chrome.port}/json/version`, { signal: AbortSignal.timeout(2_000) })).ok;
      } catch {
        return false;
      }
    },
    async kill() {
      try {
        await chrome.kill();
      } catch {
        // Already gone (it crashed): nothing to stop.
      }
    },
  };
}

/** The figures of one Lighthouse run, by report column (scores 0–100, ms, unitless CLS, KB). */
export type LighthouseFigures = Record<'performance' | 'accessibility' | 'lcp_ms' | 'cls' | 'tbt_ms' | 'html_kb', number>;

/** The transfer size (KB) of one resource type of a Lighthouse run, from its resource summary (NaN: no summary). */
function transferKb(result: RunnerResult, type: string): number {
  const items = (result.lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  if (!items) return Number.NaN;
  return (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
}

/** The report's figures from one run's result (NaN where Lighthouse gave none). */
export function lighthouseFigures(result: RunnerResult): LighthouseFigures {
  return {
    performance: Math.round((result.lhr.categories.performance?.score ?? Number.NaN) * 100),
    accessibility: Math.round((result.lhr.categories.accessibility?.score ?? Number.NaN) * 100),
    lcp_ms: auditValue(result, 'largest-contentful-paint'),
    cls: auditValue(result, 'cumulative-layout-shift'),
    tbt_ms: auditValue(result, 'total-blocking-time'),
    html_kb: transferKb(result, 'document'),
  };
}

/** One page's Lighthouse outcome: each figure's values over the runs that gave a result, and what went wrong. */
export interface LighthousePage {
  perRun: Partial<Record<keyof LighthouseFigures, number[]>>;
  errors: string[];
}

/**
 * Measures each of `paths` (on `base`, e.g. the preview's `http://127.0.0.1:4400`) `runs` times in order and
 * returns one outcome per path, in the same order. `launch` and `run` default to the real Chromium and Lighthouse
 * mobile (performance and accessibility); `log` gets a line when Chromium is started again. Never throws for a
 * page: a run's error (thrown, or Lighthouse's runtime error) is in that page's `errors`, as
 * `Lighthouse run <n>: <first line>`. Chromium is stopped at the end.
 */
export async function lighthousePages(
  base: string,
  paths: readonly string[],
  runs: number,
  opts: {
    launch?: () => Promise<LighthouseChrome>;
    run?: (url: string, port: number) => Promise<RunnerResult>;
    log?: (line: string) => void;
    /** Called as each page is done (its index in `paths`), e.g. for a progress line. */
    onPage?: (index: number, page: LighthousePage) => void;
  } = {},
): Promise<LighthousePage[]> {
  const launch = opts.launch ?? launchLighthouseChrome;
  const run = opts.run ?? ((url: string, port: number) => runLighthouse(url, port, { categories: ['performance', 'accessibility'] }));
  const log = opts.log ?? ((line: string) => console.log(line));
  const out: LighthousePage[] = [];
  let chrome: LighthouseChrome | null = await launch();
  try {
    for (const [index, path] of paths.entries()) {
      const page: LighthousePage = { perRun: {}, errors: [] };
      out.push(page);
      for (let r = 0; r < runs; r++) {
        try {
          if (!chrome || !(await chrome.alive())) {
            log(`  Chromium exited; starting it again for ${path}`);
            await chrome?.kill();
            chrome = null;
            chrome = await launch();
          }
          const result = await run(`${base}${path}`, chrome.port);
          if (result.lhr.runtimeError) {
            page.errors.push(`Lighthouse run ${r + 1}: ${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
            continue;
          }
          for (const [k, v] of Object.entries(lighthouseFigures(result))) (page.perRun[k as keyof LighthouseFigures] ??= []).push(v);
        } catch (err) {
          page.errors.push(`Lighthouse run ${r + 1}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
      opts.onPage?.(index, page);
    }
  } finally {
    await chrome?.kill();
  }
  return out;
}
