/**
 * The quality report's Lighthouse pass (issue #14 item 6, `npm run quality`): each sampled page measured `runs`
 * times in one Chromium, Lighthouse mobile, and the figures each run gives (scores, LCP, CLS, TBT, HTML bytes).
 *
 * One page must not cost the report the others: a run that throws (Chromium died under it, the connection broke),
 * that outlives Chromium or that gives no result within its time limit is an error on that page's row, and a
 * Chromium that is gone (or was stopped for a run that hung) when the next page starts is replaced (logged). Each
 * run is its own process (`runLighthouseInChild`), so what Lighthouse leaves behind a crash cannot end the report.
 * Before, a crash during one Lighthouse run ended the whole report with no file written, and a run that never
 * ended held the report with it (a CI run timed out on it).
 */
import { launchChrome, runLighthouseInChild, auditValue, type LighthouseReport } from './lighthouse-run.ts';

/** How long one Lighthouse run may take before it counts as hung (ms): a run here takes 5–15 s, 45 s at most on
 * a page that never finishes loading (Lighthouse's own load limit). */
export const LIGHTHOUSE_RUN_LIMIT_MS = 120_000;

/** A Chromium that Lighthouse drives through its debugging port. */
export interface LighthouseChrome {
  /** The remote-debugging port Lighthouse connects to. */
  port: number;
  /** Its main process id. */
  pid: number;
  /** Whether it still runs and answers on its port (within 2 s). */
  alive(): Promise<boolean>;
  /** Settles when its process has exited (crashed, killed or stopped). */
  exited: Promise<void>;
  /** Stops it; a Chromium already gone is fine. */
  kill(): Promise<void>;
}

/** Launches Chromium for Lighthouse (`launchChrome`: chrome-launcher, the shared flags). */
export async function launchLighthouseChrome(): Promise<LighthouseChrome> {
  const chrome = await launchChrome();
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once('exit', () => resolve());
  });
  return {
    port: chrome.port,
    pid: chrome.pid,
    exited,
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
function transferKb(result: { lhr: LighthouseReport }, type: string): number {
  const items = (result.lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  if (!items) return Number.NaN;
  return (items.find((i) => i.resourceType === type)?.transferSize ?? 0) / 1024;
}

/** The report's figures from one run's result (NaN where Lighthouse gave none). */
export function lighthouseFigures(result: { lhr: LighthouseReport }): LighthouseFigures {
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
 * mobile (performance and accessibility) in a child process; `log` gets a line when Chromium is started again.
 * Never throws for a page: a run's error is in that page's `errors`, as `Lighthouse run <n>: <first line>` — one it
 * threw, Lighthouse's runtime error, `Chromium exited during the run` (the run is abandoned at once: it cannot
 * succeed) or `no result within <s> s` after `runTimeoutMs` (default {@link LIGHTHOUSE_RUN_LIMIT_MS}; Chromium is
 * then stopped and a new one started for the next run). An abandoned run's `signal` is aborted. Chromium is
 * stopped at the end.
 */
export async function lighthousePages(
  base: string,
  paths: readonly string[],
  runs: number,
  opts: {
    launch?: () => Promise<LighthouseChrome>;
    /** One run; `signal` aborts when the run is abandoned (Chromium exited, or the time limit passed). */
    run?: (url: string, port: number, signal: AbortSignal) => Promise<{ lhr: LighthouseReport }>;
    /** One run's time limit, ms (default {@link LIGHTHOUSE_RUN_LIMIT_MS}). */
    runTimeoutMs?: number;
    log?: (line: string) => void;
    /** Called as each page is done (its index in `paths`), e.g. for a progress line. */
    onPage?: (index: number, page: LighthousePage) => void;
  } = {},
): Promise<LighthousePage[]> {
  const launch = opts.launch ?? launchLighthouseChrome;
  const run =
    opts.run ??
    ((url: string, port: number, signal: AbortSignal) =>
      runLighthouseInChild(url, port, { categories: ['performance', 'accessibility'], signal }));
  const limit = opts.runTimeoutMs ?? LIGHTHOUSE_RUN_LIMIT_MS;
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
            log(chrome ? `  Chromium exited; starting it again for ${path}` : `  Chromium was stopped; starting it again for ${path}`);
            await chrome?.kill();
            chrome = null;
            chrome = await launch();
          }
          const { port } = chrome;
          const result = await runWithin(chrome, limit, (signal) => run(`${base}${path}`, port, signal));
          if (result === 'timeout') {
            // A hung run may hold a hung Chromium: the next run gets a new one.
            page.errors.push(`Lighthouse run ${r + 1}: no result within ${limit / 1000} s`);
            await chrome.kill();
            chrome = null;
            continue;
          }
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

/**
 * `run` against `chrome`, given up when Chromium exits under it (rejects: `Chromium exited during the run`) or after
 * `limit` ms (resolves `'timeout'`); either way its signal is aborted and its own later outcome ignored.
 */
async function runWithin<R>(chrome: LighthouseChrome, limit: number, run: (signal: AbortSignal) => Promise<R>): Promise<R | 'timeout'> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const given = new Promise<'timeout'>((resolve, reject) => {
    timer = setTimeout(() => resolve('timeout'), limit);
    void chrome.exited.then(() => reject(new Error('Chromium exited during the run')));
  });
  const running = run(controller.signal);
  // Once abandoned, its rejection (the abort, or Lighthouse's own) is nobody's to handle.
  running.catch(() => {});
  given.catch(() => {});
  try {
    return await Promise.race([running, given]);
  } finally {
    clearTimeout(timer);
    controller.abort(new Error('the run was abandoned'));
  }
}
