/**
 * Operator progress for a build run (issue #14 item 5): on a terminal a progress bar (cli-progress)
 * with tenants done, failed and the one that finished last, the log lines scrolling above it; in CI
 * (no terminal, or `--progress lines`) a plain line per finished tenant (`progress 3/120 tenants (1
 * failed): swan-river-auto incremental 41 s`), which a job log keeps readable.
 */
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import type { BuildEvent } from './orchestrator.ts';

/** What the build script talks to: log lines and run events; `stop()` before printing the summary. */
export interface ProgressReporter {
  log(line: string): void;
  event(e: BuildEvent): void;
  stop(): void;
}

/**
 * A reporter writing the bar (mode `bar`) or progress lines (mode `lines`) to `stream`; log lines go
 * to stdout (above the bar). Mode `none`: log lines only.
 */
export function progressReporter(
  mode: 'bar' | 'lines' | 'none',
  stream: NodeJS.WriteStream,
  print: (line: string) => void = console.log,
): ProgressReporter {
  let total = 0;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  if (mode === 'bar') {
    const multi = new MultiBar(
      {
        stream,
        format: '{bar} {value}/{total} tenants | {failed} failed | {eta_formatted} left | {last}',
        hideCursor: true,
        clearOnComplete: true,
        etaBuffer: 20,
      },
      Presets.shades_classic,
    );
    let bar: SingleBar | null = null;
    return {
      log: (line) => (bar ? multi.log(`${line}\n`) : print(line)),
      event(e) {
        if (e.type === 'start') {
          total = e.tenants;
          bar = multi.create(total, 0, { failed: 0, last: '' });
          return;
        }
        if (!e.outcome.ok) failed++;
        bar?.increment(1, { failed, last: `${e.outcome.slug} ${e.outcome.ok ? e.outcome.status : 'FAILED'}` });
      },
      stop: () => multi.stop(),
    };
  }
  return {
    log: print,
    event(e) {
      if (mode === 'none') return;
      if (e.type === 'start') {
        total = e.tenants;
        stream.write(`progress 0/${total} tenants\n`);
        return;
      }
      done++;
      if (!e.outcome.ok) failed++;
      const o = e.outcome;
      const elapsed = (performance.now() - started) / 1000;
      stream.write(
        `progress ${done}/${total} tenants${failed ? ` (${failed} failed)` : ''}, ${elapsed.toFixed(0)} s: ${o.slug} ${o.ok ? o.status : 'FAILED'} ${o.pages} pages ${o.seconds.toFixed(1)} s\n`,
      );
    },
    stop: () => {},
  };
}
