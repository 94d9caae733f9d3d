/**
 * A stand-in for scripts/lib/build-worker.ts (same protocol) that answers every build at once with the
 * resident MB its job's slug names (`rss-1500` → 1,500) and its own process id and Node/V8 flags in `pages`, so a test can
 * see which worker built what. Used by tests/build/pool.test.ts.
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
    pages: { pid: process.pid, execArgv: process.execArgv },
    reused: [],
    rendered: 0,
  });
});
process.send!({ type: 'ready' });
