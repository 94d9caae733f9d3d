/**
 * A stand-in for scripts/lib/build-worker.ts (same protocol) that answers every build at once with the
 * resident MB its job's slug names (`rss-1500` → 1,500) and, in `pages`, its own process id, Node/V8 flags and
 * the bundler allocator's purge delay (`MIMALLOC_PURGE_DELAY` in its environment), so a test can see which
 * worker built what, and how. Used by tests/build/pool.test.ts.
 */
import type { BuildJob } from '../../scripts/lib/build-worker.ts';

process.on('message', (job: BuildJob) => {
  const rssMB = Number(job.slug.replace('rss-', ''));
  process.send!({
    type: 'done',
    slug: job.slug,
    ok: true,
    ms: 1,
    rssMB,
    peakRssMB: rssMB,
    startRssMB: rssMB,
    earlierBuilds: 0,
    pages: { pid: process.pid, execArgv: process.execArgv, purgeDelay: process.env.MIMALLOC_PURGE_DELAY ?? null },
    reused: [],
    rendered: 0,
    renderMs: 0,
  });
});
process.send!({ type: 'ready' });
