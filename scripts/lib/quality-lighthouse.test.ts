import { describe, expect, it } from 'vitest';
import { lighthousePages, type LighthouseChrome } from './quality-lighthouse.ts';
import type { LighthouseReport } from './lighthouse-run.ts';

/** A fake Chromium: `die()` ends it as a crash would; `kill()` as the pass stops it. */
function fakeChrome(port: number) {
  let exit!: () => void;
  const exited = new Promise<void>((resolve) => (exit = resolve));
  let running = true;
  const chrome: LighthouseChrome & { die(): void; killed: boolean } = {
    port,
    pid: port,
    exited,
    killed: false,
    alive: async () => running,
    kill: async () => {
      chrome.killed = true;
      running = false;
      exit();
    },
    die: () => {
      running = false;
      exit();
    },
  };
  return chrome;
}

/** A Lighthouse report with the given scores (0–1) and audits, as `lighthouseFigures` reads it. */
const report = (performance: number) =>
  ({
    categories: { performance: { score: performance }, accessibility: { score: 1 } },
    audits: { 'largest-contentful-paint': { numericValue: 1200 } },
  }) as unknown as LighthouseReport;

describe('lighthousePages: a run that hangs or outlives Chromium costs that run, not the report (quality report)', () => {
  it('gives up on a run with no result within the limit, stops that Chromium and measures the next page in a new one', async () => {
    const launched: ReturnType<typeof fakeChrome>[] = [];
    const signals: AbortSignal[] = [];
    const log: string[] = [];
    const pages = await lighthousePages('http://x', ['/a/', '/hangs/', '/c/'], 1, {
      launch: async () => {
        const chrome = fakeChrome(9000 + launched.length);
        launched.push(chrome);
        return chrome;
      },
      run: (url, _port, signal) => {
        signals.push(signal);
        // Never settles, as Lighthouse did 4 s into a run whose Chromium was killed.
        return url.endsWith('/hangs/') ? new Promise(() => {}) : Promise.resolve({ lhr: report(0.97) });
      },
      runTimeoutMs: 50,
      log: (line) => log.push(line),
    });
    expect(pages.map((p) => p.errors)).toEqual([[], ['Lighthouse run 1: no result within 0.05 s'], []]);
    expect(pages[0]!.perRun.performance).toEqual([97]);
    expect(pages[2]!.perRun.performance).toEqual([97]);
    expect(pages[2]!.perRun.lcp_ms).toEqual([1200]);
    expect(signals.map((s) => s.aborted)).toEqual([true, true, true]);
    expect(launched).toHaveLength(2);
    expect(launched[0]!.killed).toBe(true);
    expect(log).toEqual(['  Chromium was stopped; starting it again for /c/']);
  });

  it('gives up at once on a run whose Chromium exits under it, without waiting for the limit', async () => {
    const launched: ReturnType<typeof fakeChrome>[] = [];
    const log: string[] = [];
    const started = Date.now();
    const pages = await lighthousePages('http://x', ['/a/', '/crashes/', '/c/'], 2, {
      launch: async () => {
        const chrome = fakeChrome(9000 + launched.length);
        launched.push(chrome);
        return chrome;
      },
      run: (url) => {
        if (!url.endsWith('/crashes/')) return Promise.resolve({ lhr: report(1) });
        setTimeout(() => launched.at(-1)!.die(), 10);
        // Rejects long after the run was given up: nobody's to handle (an unhandled rejection fails this test).
        return new Promise((_, reject) => setTimeout(() => reject(new Error('Target closed')), 100));
      },
      runTimeoutMs: 60_000,
      log: (line) => log.push(line),
    });
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(pages.map((p) => p.errors)).toEqual([
      [],
      ['Lighthouse run 1: Chromium exited during the run', 'Lighthouse run 2: Chromium exited during the run'],
      [],
    ]);
    expect(pages[2]!.perRun.performance).toEqual([100, 100]);
    expect(launched).toHaveLength(3);
    expect(log).toEqual(['  Chromium exited; starting it again for /crashes/', '  Chromium exited; starting it again for /c/']);
    await new Promise((r) => setTimeout(r, 150));
  });
});
