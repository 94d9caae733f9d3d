/**
 * A small pool of build worker processes (`build-worker.ts`). Each worker builds one tenant at a
 * time and is replaced after `recycleAfter` builds, or sooner when its resident memory after a build
 * is above `recycleAboveMB`, bounding memory growth across hundreds of tenants (issue #14: peak RSS ≤ 2 GB
 * per worker). A build keeps most of what it adds: a worker ends a build within about 60 MB of the build's peak, and a
 * reused worker's 1,000-car build added at most 249 MB (bench:scale 6 × 1,000, stop 53; each build's own peak is
 * reported since then, `peak-rss.ts`), so the limit bounds where the next build starts and its peak.
 * Each warning of a build arrives whole as a message from the worker (see build-worker.ts) and is shown
 * live; any other output line is shown live too, prefixed with the tenant slug.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { BuildJob, BuildReply } from './build-worker.ts';
import type { WarningMessage } from './worker-warnings.ts';

const WORKER = fileURLToPath(new URL('./build-worker.ts', import.meta.url));

export interface PoolResult {
  reply: BuildReply;
  /** Lines the build printed outside the warnings (rare: a dependency writing to stdout itself). */
  output: string[];
  /** The build's warnings, each whole (it may span several lines). */
  warnings: string[];
}

interface Slot {
  child: ChildProcess;
  builds: number;
  ready: Promise<void>;
  current: { job: BuildJob; resolve: (r: PoolResult) => void; output: string[]; warnings: string[]; hooks: BuildHooks } | null;
}

/**
 * Resident MB after a build above which a worker is replaced (measured, bench:scale 100 × 1,000 on
 * 22861bb: with `recycleAfter` 8 alone, workers peaked at 2.7 GB; a worker's first 1,000-car build peaks
 * at about 1.3 GB).
 */
export const RECYCLE_ABOVE_MB = 1_200;

/**
 * V8 flags of every build worker. `--max-semi-space-size=64` (MB, default 16 on 64-bit): a render allocates
 * hundreds of KB of short-lived strings and objects, and a larger young generation lets more of them die before
 * a scavenge copies or promotes them. Measured with `npm run bench:scale -- --tenants 6 --cars 1000 --clock-days 1`,
 * four alternating pairs on the 2-core machine (2026-11-28): night 1 99.6–110.3 s against 108.5–121.1 s without
 * (faster in every pair, about 8% on the means), night 2 67.0–86.9 s against 79.8–88.9 s, user CPU 313–351 s
 * against 340–377 s; peak RSS per worker 1,247–1,369 MB against 1,232–1,290 MB. 32 and 128 MB were no better than
 * 64, and `--single-threaded-gc` was slower (133.4 s).
 */
export const WORKER_V8_FLAGS: readonly string[] = ['--max-semi-space-size=64'];

/**
 * Environment defaults of every build worker; a variable the operator has set wins. `MIMALLOC_PURGE_DELAY=0`
 * (milliseconds): Vite's bundler, Rolldown, allocates through its own copy of mimalloc, which gives freed memory back
 * to the system only after a delay (1,000 ms, times 4 for its arenas), checked while the bundler goes on allocating.
 * A build's bundling ends before its pages are rendered, so the memory the bundler freed stayed resident for the
 * rest of the build, and for every later build of the worker: about 230 MB of a worker's resident set once
 * swan-river-auto was built (1,236 → 1,005 MB; in `/proc/<pid>/smaps`, the one 1 GiB mimalloc arena held 434 MB,
 * 257 MB with the delay at 0). With 0 it goes back as soon as it is freed (mimalloc's documentation: less memory,
 * a slower allocator). Measured with `npm run bench:scale -- --tenants 6 --cars 1000 --clock-days 1`, three
 * alternating pairs on the 2-core machine (2026-11-30): night 1 46.2–47.5 s against 47.3–51.5 s, peak RSS per worker
 * 1,225–1,273 MB against 1,450–1,506 MB (fewer workers pass {@link RECYCLE_ABOVE_MB}, so fewer are started again);
 * night 2 34.1–35.1 s against 33.7–37.0 s, peak 1,282–1,402 MB against 1,353–1,442 MB; user CPU 137–140 s against
 * 140–150 s. At 100 × 1,000 (one run each, one after the other) night 1 took 760 against 801 s with 42 workers
 * started against 59, night 2 602 against 633 s; the peak stayed where the limit puts it (1,495 against 1,472 MB),
 * since a worker under the limit goes on building.
 */
export const WORKER_ENV_DEFAULTS: Readonly<Record<string, string>> = { MIMALLOC_PURGE_DELAY: '0' };

/**
 * What a caller of {@link BuildPool.run} is told about its build's turn, both called before the pool hands a worker
 * its next build: `beforeStart` when a worker is free to take this build (not while it waits behind others), where a
 * problem it returns fails the build (in `reply`, nothing sent to a worker) and the worker takes the next one;
 * `afterEnd` when the worker has finished it (or died), before its `reply` is delivered. The orchestrator's disk-space
 * check (`disk-space.ts`) holds a build's room from the one to the other.
 */
export interface BuildHooks {
  beforeStart?: () => string | null;
  afterEnd?: () => void;
}

/** A pool of `size` worker processes. Call `close()` when done. */
export class BuildPool {
  private slots: Slot[] = [];
  private queue: Array<{ job: BuildJob; resolve: (r: PoolResult) => void; hooks: BuildHooks }> = [];
  private readonly size: number;
  private readonly recycleAfter: number;
  private readonly recycleAboveMB: number;
  private readonly onLine: (slug: string, line: string) => void;

  private readonly worker: string;
  private spawned = 0;

  /**
   * `recycleAfter`: builds a worker makes before it is replaced. `recycleAboveMB`: a worker whose resident set
   * is above this many MB after a build is replaced then (default {@link RECYCLE_ABOVE_MB}). `worker`: the
   * worker module (default build-worker.ts; tests pass a stand-in that speaks its protocol).
   */
  constructor(opts: {
    size: number;
    recycleAfter: number;
    recycleAboveMB?: number;
    onLine?: (slug: string, line: string) => void;
    worker?: string;
  }) {
    this.size = Math.max(1, opts.size);
    this.recycleAfter = Math.max(1, opts.recycleAfter);
    this.recycleAboveMB = opts.recycleAboveMB ?? RECYCLE_ABOVE_MB;
    this.onLine = opts.onLine ?? (() => {});
    this.worker = opts.worker ?? WORKER;
  }

  /** Queues a build; resolves when it finishes (never rejects: failures are in `reply`). See {@link BuildHooks}. */
  run(job: BuildJob, hooks: BuildHooks = {}): Promise<PoolResult> {
    return new Promise((resolve) => {
      this.queue.push({ job, resolve, hooks });
      this.pump();
    });
  }

  /** How many worker processes this pool has started so far (a worker is replaced by a new one when recycled). */
  get workersStarted(): number {
    return this.spawned;
  }

  /** Stops every worker. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => this.stop(s)));
    this.slots = [];
  }

  private spawn(): Slot {
    const child = fork(this.worker, [], {
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
      env: { ...WORKER_ENV_DEFAULTS, ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
      // The worker reports process warnings itself, whole; Node would print them as two loose lines.
      execArgv: [...process.execArgv, '--no-warnings', ...WORKER_V8_FLAGS],
    });
    this.spawned++;
    let markReady: () => void = () => {};
    const slot: Slot = { child, builds: 0, current: null, ready: new Promise((r) => (markReady = r)) };
    const onText = (raw: string) => {
      const line = stripVTControlCharacters(raw);
      if (!slot.current || !line.trim()) return;
      slot.current.output.push(line);
      this.onLine(slot.current.job.slug, line);
    };
    createInterface({ input: child.stdout! }).on('line', onText);
    createInterface({ input: child.stderr! }).on('line', onText);
    child.on('message', (msg: { type: 'ready' } | WarningMessage | BuildReply) => {
      if (msg.type === 'ready') markReady();
      if (msg.type === 'warning' && slot.current) {
        const text = stripVTControlCharacters(msg.text);
        slot.current.warnings.push(text);
        for (const line of `warning: ${text}`.split('\n')) this.onLine(slot.current.job.slug, line);
      }
      if (msg.type === 'done' && slot.current) {
        const { resolve, output, warnings, hooks } = slot.current;
        slot.current = null;
        slot.builds++;
        hooks.afterEnd?.();
        resolve({ reply: msg.ok ? msg : { ...msg, error: stripVTControlCharacters(msg.error) }, output, warnings });
        if (slot.builds >= this.recycleAfter || (msg.ok && msg.rssMB > this.recycleAboveMB)) this.replace(slot);
        this.pump();
      }
    });
    child.on('exit', (code, signal) => {
      if (slot.current) {
        const { job, resolve, output, warnings, hooks } = slot.current;
        slot.current = null;
        hooks.afterEnd?.();
        resolve({
          reply: { type: 'done', slug: job.slug, ok: false, error: `build worker exited (${signal ?? `code ${code}`})` },
          output,
          warnings,
        });
      }
      const i = this.slots.indexOf(slot);
      if (i >= 0) {
        this.slots.splice(i, 1);
        this.pump();
      }
    });
    this.slots.push(slot);
    return slot;
  }

  private replace(slot: Slot): void {
    const i = this.slots.indexOf(slot);
    if (i >= 0) this.slots.splice(i, 1);
    void this.stop(slot);
  }

  private stop(slot: Slot): Promise<void> {
    return new Promise((resolve) => {
      if (slot.child.exitCode !== null || slot.child.signalCode !== null) return resolve();
      slot.child.once('exit', () => resolve());
      slot.child.kill();
    });
  }

  private pump(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.current);
      if (!slot) {
        if (this.slots.length >= this.size) return;
        slot = this.spawn();
      }
      const { job, resolve, hooks } = this.queue.shift()!;
      const problem = hooks.beforeStart?.() ?? null;
      if (problem !== null) {
        resolve({ reply: { type: 'done', slug: job.slug, ok: false, error: problem }, output: [], warnings: [] });
        continue;
      }
      slot.current = { job, resolve, output: [], warnings: [], hooks };
      const s = slot;
      void s.ready.then(() => s.child.send(job));
    }
  }
}
