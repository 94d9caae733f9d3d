/**
 * Lighthouse against a built tenant, shared by `scripts/lighthouse.ts` (numbers for one or more paths) and
 * `scripts/quality.ts` (the per-tenant quality report): the site served by the compressed preview
 * (`scripts/preview.ts` in its own process, gzip/brotli like a CDN, so the server's work never shares the
 * event loop with Lighthouse's), Debian's Chromium through chrome-launcher, and Lighthouse run
 * programmatically with the mobile preset (or a desktop one).
 */
import { fork, spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.ts';

/** A running preview of a built tenant. */
interface Preview {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Stops the preview process. */
  stop(): void;
}

/**
 * Serves `<out>/<slug>/` (`out` default the project's dist/) with `scripts/preview.ts` on `port` (default: a
 * free port the preview picks itself, read from its first line, so two runs on one machine never answer for
 * each other) and resolves once its home page answers. `api: 'none'` answers `/api/*` with 404 like a plain
 * static host instead of passing it to the edge API. @throws Error when it exits or does not answer within 10 s.
 */
export async function servePreview(slug: string, opts: { out?: string; port?: number; api?: 'none' } = {}): Promise<Preview> {
  const server = spawn(
    process.execPath,
    [
      new URL('../preview.ts', import.meta.url).pathname,
      '--site',
      slug,
      '--port',
      String(opts.port ?? 0),
      ...(opts.out ? ['--out', opts.out] : []),
      ...(opts.api ? ['--api', opts.api] : []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = () => void server.kill();
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`the preview of ${slug} did not start within 10 s`)), 10_000);
    server.stdout.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const m = /at (http:\/\/[^/\s]+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the preview of ${slug} exited (${code}) before serving: ${out.trim()}`));
    });
  }).catch((err: unknown) => {
    stop();
    throw err;
  });
  server.stdout.resume();
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { base, stop };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error(`the preview of ${slug} did not answer at ${base}/ within 10 s`);
}

/** Launches Chromium for Lighthouse (chrome-launcher, the shared flags). */
export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
}

/** A Lighthouse run's result. */
export type RunnerResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>;

/** Lighthouse's desktop preset, as `--desktop` runs it. */
const DESKTOP: Parameters<typeof lighthouse>[2] = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttling: {
      rttMs: 40,
      throughputKbps: 10_240,
      cpuSlowdownMultiplier: 1,
      requestLatencyMs: 0,
      downloadThroughputKbps: 0,
      uploadThroughputKbps: 0,
    },
  },
};

/**
 * One Lighthouse run of `url` in the Chromium listening on `chromePort`: mobile (Lighthouse's default
 * preset) unless `desktop`, only `categories`. @throws Error when Lighthouse returns no result.
 */
export async function runLighthouse(
  url: string,
  chromePort: number,
  opts: { categories: string[]; desktop?: boolean },
): Promise<RunnerResult> {
  return retryTraceFailures(async () => {
    const result = await lighthouse(
      url,
      { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: opts.categories },
      opts.desktop ? DESKTOP : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result;
  });
}

/** The report part of a Lighthouse run's result (`RunnerResult['lhr']`): scores, audits, runtime error. */
export type LighthouseReport = RunnerResult['lhr'];

/**
 * The same run as {@link runLighthouse}, in a child process of its own (`scripts/lib/lighthouse-child.ts`), for
 * the quality report. When Chromium dies under a run, Lighthouse can leave a rejected promise nothing awaits,
 * which ends the Node process it runs in (seen with SIGKILL 3–3.5 s into a run), or wait with no end (4 s into a
 * run: no result after 90 s). In a child, the first costs that run and the second ends when `signal` aborts: the
 * child is killed (SIGKILL) and the promise rejects with the signal's reason.
 * @returns the run's report (`lhr`), as {@link runLighthouse} gives it.
 * @throws Error when the child ends without a report (its error's first line), or the signal's reason.
 */
export function runLighthouseInChild(
  url: string,
  chromePort: number,
  opts: { categories: string[]; desktop?: boolean; signal?: AbortSignal },
): Promise<{ lhr: LighthouseReport }> {
  return new Promise((resolve, reject) => {
    opts.signal?.throwIfAborted();
    const child = fork(
      new URL('./lighthouse-child.ts', import.meta.url).pathname,
      [JSON.stringify({ url, port: chromePort, categories: opts.categories, desktop: opts.desktop })],
      { stdio: ['ignore', 'ignore', 'pipe', 'ipc'] },
    );
    let stderr = '';
    child.stderr!.setEncoding('utf8').on('data', (d: string) => void (stderr = (stderr + d).slice(-8_192)));
    let lhr: LighthouseReport | undefined;
    child.once('message', (message) => void (lhr = message as LighthouseReport));
    const onAbort = () => {
      child.kill('SIGKILL');
      reject(opts.signal!.reason);
    };
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    child.once('error', (err) => {
      opts.signal?.removeEventListener('abort', onAbort);
      reject(err);
    });
    child.once('close', (code, signal) => {
      opts.signal?.removeEventListener('abort', onAbort);
      if (lhr) return resolve({ lhr });
      // Node's report of an error that ended it: the line naming the error, not the source line above it.
      const why = /^\w*Error\b.*$/m.exec(stderr)?.[0] ?? stderr.trim().split('\n').at(-1) ?? '';
      reject(new Error(`Lighthouse ended without a result (${signal ?? `exit code ${code}`})${why ? `: ${why}` : ''}`));
    });
  });
}

/**
 * Lighthouse's runtime errors that mean its trace of the load was not recorded (its message: "Please run
 * Lighthouse again"), not that the page failed. Seen on the 2-core machine: NO_NAVSTART on a static page.
 */
const TRACE_FAILURES: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * Runs `run` (one Lighthouse run) again, up to `retries` more times, while its result carries a trace failure
 * ({@link TRACE_FAILURES}); any other result, a page's own error included, is returned as it is.
 */
export async function retryTraceFailures<R extends { lhr: { runtimeError?: { code: string } } }>(
  run: () => Promise<R>,
  retries = 2,
): Promise<R> {
  let result = await run();
  for (let i = 0; i < retries && TRACE_FAILURES.has(result.lhr.runtimeError?.code ?? ''); i++) result = await run();
  return result;
}

/** A numeric audit value of a Lighthouse result (NaN when the audit is missing). */
export function auditValue(result: { lhr: LighthouseReport }, id: string): number {
  return result.lhr.audits[id]?.numericValue ?? Number.NaN;
}
