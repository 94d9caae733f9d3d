import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BuildJob } from '../../scripts/lib/build-worker.ts';
import { BuildPool, WORKER_ENV_DEFAULTS, WORKER_V8_FLAGS } from '../../scripts/lib/pool.ts';

const worker = fileURLToPath(new URL('./rss-worker.ts', import.meta.url));
const job = (rssMB: number): BuildJob => ({
  type: 'build',
  slug: `rss-${rssMB}`,
  dataDir: '',
  outDir: '',
  siteUrl: 'https://example.com.au',
  cacheDir: '',
  clientBuildCacheDir: null,
  incremental: { previous: null, codeVersion: 'c', tenant: 't', now: 0 },
});
let pool: BuildPool | null = null;
afterEach(async () => {
  await pool?.close();
  vi.unstubAllEnvs();
});

/** The process id of the worker that built each job, in order (one worker, so one at a time). */
async function workersOf(p: BuildPool, jobs: number[]): Promise<number[]> {
  const pids: number[] = [];
  for (const rss of jobs) {
    const { reply } = await p.run(job(rss));
    if (!reply.ok) throw new Error(reply.error);
    pids.push((reply.pages as unknown as { pid: number }).pid);
  }
  return pids;
}

describe('build pool recycling (issue #14: peak RSS per worker)', () => {
  it('keeps a worker whose memory stays under the limit, for up to `recycleAfter` builds', async () => {
    pool = new BuildPool({ size: 1, recycleAfter: 3, recycleAboveMB: 1_200, worker });
    const pids = await workersOf(pool, [900, 1_000, 1_100, 900]);
    expect(new Set(pids.slice(0, 3)).size).toBe(1);
    expect(pids[3]).not.toBe(pids[0]);
  });

  it('replaces a worker whose resident memory after a build is above the limit before its next build', async () => {
    pool = new BuildPool({ size: 1, recycleAfter: 8, recycleAboveMB: 1_200, worker });
    const pids = await workersOf(pool, [900, 1_300, 900, 900]);
    expect(pids[1]).toBe(pids[0]);
    expect(pids[2]).not.toBe(pids[1]);
    expect(pids[3]).toBe(pids[2]);
  });

  it('starts every worker with the young-generation size the builds were measured with', async () => {
    pool = new BuildPool({ size: 1, recycleAfter: 1, worker });
    for (const rss of [900, 900]) {
      const { reply } = await pool.run(job(rss));
      if (!reply.ok) throw new Error(reply.error);
      expect((reply.pages as unknown as { execArgv: string[] }).execArgv).toEqual(expect.arrayContaining(['--max-semi-space-size=64']));
    }
    expect(WORKER_V8_FLAGS).toContain('--max-semi-space-size=64');
  });

  it('counts the workers it started, a recycled one replaced by a new one', async () => {
    pool = new BuildPool({ size: 1, recycleAfter: 8, recycleAboveMB: 1_200, worker });
    expect(pool.workersStarted).toBe(0);
    await workersOf(pool, [900, 900]);
    expect(pool.workersStarted).toBe(1);
    await workersOf(pool, [1_300, 900]);
    expect(pool.workersStarted).toBe(2);
  });

  it('starts every worker with the bundler allocator giving freed memory back at once, unless the operator set a delay', async () => {
    vi.stubEnv('MIMALLOC_PURGE_DELAY', undefined);
    pool = new BuildPool({ size: 1, recycleAfter: 1, worker });
    const { reply } = await pool.run(job(900));
    if (!reply.ok) throw new Error(reply.error);
    expect((reply.pages as unknown as { purgeDelay: string | null }).purgeDelay).toBe('0');
    await pool.close();
    vi.stubEnv('MIMALLOC_PURGE_DELAY', '250');
    pool = new BuildPool({ size: 1, recycleAfter: 1, worker });
    const again = await pool.run(job(900));
    if (!again.reply.ok) throw new Error(again.reply.error);
    expect((again.reply.pages as unknown as { purgeDelay: string | null }).purgeDelay).toBe('250');
  });

  it("reaches the bundler: Vite's Rolldown allocates through a mimalloc that reads the purge delay from the environment", () => {
    // Should a Rolldown upgrade stop using mimalloc, or stop reading its environment, the worker default does nothing.
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', "await import('rolldown')"], {
      env: { ...process.env, ...WORKER_ENV_DEFAULTS, MIMALLOC_VERBOSE: '1' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/option 'purge_delay': 0\b/);
  });
});

describe('build pool turns (the disk-space check holds a build’s room from its start to its end)', () => {
  it('asks a build to start only when a worker takes it, ends the last before starting the next, and fails one refused', async () => {
    pool = new BuildPool({ size: 1, recycleAfter: 8, worker });
    const events: string[] = [];
    const hooks = (name: string, refuse = false) => ({
      beforeStart: () => {
        events.push(`start ${name}`);
        return refuse ? `${name}: no room` : null;
      },
      afterEnd: () => events.push(`end ${name}`),
    });
    const runs = [pool.run(job(900), hooks('a')), pool.run(job(901), hooks('b', true)), pool.run(job(902), hooks('c'))];
    // Queued behind a, b and c are not asked yet.
    expect(events).toEqual(['start a']);
    const [a, b, c] = await Promise.all(runs);
    expect(events).toEqual(['start a', 'end a', 'start b', 'start c', 'end c']);
    expect(a.reply.ok).toBe(true);
    expect(b.reply).toEqual({ type: 'done', slug: 'rss-901', ok: false, error: 'b: no room' });
    expect(c.reply.ok).toBe(true);
  });
});
