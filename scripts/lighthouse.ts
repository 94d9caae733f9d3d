/**
 * `node scripts/lighthouse.ts --site <slug> [--path /search/] [--runs 3] [--desktop] [--json out.json] [--out dist] [--explain]`
 *
 * Lighthouse (mobile preset unless `--desktop`) against a built tenant served by the compressed
 * preview server (`scripts/preview.ts`, gzip/brotli like a CDN), in Debian's Chromium
 * (`CHROME_PATH`, default /usr/bin/chromium, with the flags the browser tests use). Several paths
 * may be given (`--path /search/ --path /search/toyota/`). Prints, per path, the median of the
 * runs: performance score, FCP, LCP, TBT, CLS, Speed Index, and the main-thread and JS numbers
 * that explain a low score. Numbers only; exit 0 unless the arguments are wrong (2, with the usage; `--help` prints
 * it) or the site cannot be served. `--out` serves
 * another build folder (e.g. a build of the previous commit, to compare); `--explain` prints, per run,
 * what the simulated LCP waited for: the nodes of Lantern's optimistic and pessimistic LCP graphs
 * (lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js; LCP is their mean, at least
 * FCP) with their simulated start and end, so the request or main-thread task that ends last is named.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { parseCliArgs } from './lib/cli.ts';
import { auditValue, launchChrome, runLighthouse, servePreview } from './lib/lighthouse-run.ts';

const usage =
  'Usage: node scripts/lighthouse.ts --site <slug> [--path <path> ...] [--runs 3] [--desktop] [--json <out.json>] [--port <port>] [--out <dist folder>] [--explain]';
const values = parseCliArgs(
  {
    options: {
      site: { type: 'string' },
      path: { type: 'string', multiple: true },
      runs: { type: 'string', default: '3' },
      desktop: { type: 'boolean', default: false },
      json: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      explain: { type: 'boolean', default: false },
    },
  },
  usage,
);
if (!values.site) {
  console.error(`lighthouse: name the tenant\n${usage}`);
  process.exit(2);
}
const paths = values.path?.length ? values.path : ['/search/'];
const runs = Number(values.runs);
const preview = await servePreview(values.site, { out: values.out, port: values.port ? Number(values.port) : undefined });
const base = preview.base;

/** One line per node of a Lantern graph's simulation, in the order they end (see `--explain`). */
type LanternNode = {
  type: string;
  request?: { url: string; resourceType: string; priority: string; transferSize?: number };
  childEvents?: { name: string }[];
  startTime: number;
  endTime: number;
};
function explainLcp(
  estimate: { timeInMs: number; nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> },
  name: string,
): void {
  console.log(`  ${name} LCP graph: ${Math.round(estimate.timeInMs)} ms`);
  const rows = [...estimate.nodeTimings.entries()].sort((x, y) => x[1].endTime - y[1].endTime);
  for (const [node, t] of rows) {
    const what = node.request
      ? `${node.request.resourceType} (${node.request.priority}) ${node.request.url.replace(base, '')} ${((node.request.transferSize ?? 0) / 1024).toFixed(1)} KB`
      : `main thread: ${[...new Set((node.childEvents ?? []).map((e) => e.name).filter((n) => /ParseHTML|Layout|Paint|EvaluateScript|FunctionCall/.test(n)))].join(', ')} (${Math.round((node.endTime - node.startTime) / 1000)} ms observed)`;
    console.log(`    ${String(Math.round(t.startTime)).padStart(5)}–${String(Math.round(t.endTime)).padEnd(5)} ms  ${what}`);
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
type Row = Record<string, number>;
const results: Record<string, Row[]> = {};
try {
  const chrome = await launchChrome();
  try {
    for (const path of paths) {
      for (let r = 0; r < runs; r++) {
        const result = await runLighthouse(`${base}${path}`, chrome.port, { categories: ['performance'], desktop: values.desktop });
        const lhr = result.lhr;
        const a = (id: string) => auditValue(result, id);
        if (values.explain) {
          const art = result.artifacts;
          const lcp = await LanternLargestContentfulPaint.request(
            {
              trace: art.Trace,
              devtoolsLog: art.DevtoolsLog,
              gatherContext: art.GatherContext,
              settings: lhr.configSettings,
              simulator: null,
              URL: art.URL,
              SourceMaps: art.SourceMaps,
              HostDPR: art.HostDPR,
            },
            { computedCache: new Map(), settings: lhr.configSettings },
          );
          console.log(
            `${values.site}${path} run ${r + 1}: FCP ${Math.round(a('first-contentful-paint'))} ms, LCP ${Math.round(a('largest-contentful-paint'))} ms (mean of the two graphs, at least FCP)`,
          );
          explainLcp(lcp.optimisticEstimate as unknown as Parameters<typeof explainLcp>[0], 'optimistic');
          explainLcp(lcp.pessimisticEstimate as unknown as Parameters<typeof explainLcp>[0], 'pessimistic');
        }
        (results[path] ??= []).push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          fcp: a('first-contentful-paint'),
          lcp: a('largest-contentful-paint'),
          tbt: a('total-blocking-time'),
          cls: a('cumulative-layout-shift'),
          si: a('speed-index'),
          mainThread: a('mainthread-work-breakdown'),
          bootup: a('bootup-time'),
          bytes: a('total-byte-weight'),
        });
      }
      const rows = results[path]!;
      const m = (k: string) => median(rows.map((x) => x[k]!));
      const range = (k: string) => {
        const xs = rows.map((x) => x[k]!);
        return `${(Math.min(...xs) / 1000).toFixed(2)}–${(Math.max(...xs) / 1000).toFixed(2)}`;
      };
      console.log(
        `${values.site}${path} (${values.desktop ? 'desktop' : 'mobile'}, median of ${rows.length}, load average ${loadavg()[0]!.toFixed(1)}): performance ${m('performance')} | FCP ${(m('fcp') / 1000).toFixed(2)} s | LCP ${(m('lcp') / 1000).toFixed(2)} s (${range('lcp')}) | TBT ${Math.round(m('tbt'))} ms | CLS ${m('cls').toFixed(3)} | SI ${(m('si') / 1000).toFixed(2)} s | main thread ${Math.round(m('mainThread'))} ms | JS boot-up ${Math.round(m('bootup'))} ms | ${Math.round(m('bytes') / 1024)} KB transferred`,
      );
    }
  } finally {
    await chrome.kill();
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
} finally {
  preview.stop();
}
