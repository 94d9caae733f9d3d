/**
 * A stand-in for scripts/lib/build-worker.ts (same protocol, same warning relay) that warns the ways a
 * real build does, without Astro: Vite's multi-line chunk-size warning through Astro's logger (the
 * relay), a page's console.warn (one line without the word "warn", and one on two lines), a Node
 * process warning, a thousand image warnings of one kind, and a stray output line that mentions
 * warnings without being one. Used by tests/build/warnings.test.ts.
 */
import astroLogRelay from '../../scripts/lib/astro-log-relay.mjs';
import type { BuildJob } from '../../scripts/lib/build-worker.ts';
import { relayWarnings } from '../../scripts/lib/worker-warnings.ts';

relayWarnings();
process.on('message', async (job: BuildJob) => {
  astroLogRelay().write({
    level: 'warn',
    label: 'vite',
    newLine: true,
    message:
      '[plugin builtin:vite-reporter] \n(!) Some chunks are larger than 500 kB after minification. Consider:\n- Using dynamic import() to code-split the application\n- Adjust chunk size limit for this warning via build.chunkSizeWarningLimit.',
  });
  console.warn('search landing pages: /search/mazda/ is taken: dealership Harbourline Mazda gets /search/mazda-dealership/');
  console.warn('experiment: a page says\nsomething on two lines');
  process.emitWarning('a listener leak', 'MaxListenersExceededWarning');
  await new Promise((resolve) => setImmediate(resolve)); // Node emits it on the next tick
  for (let i = 0; i < 1000; i++) console.warn(`car U${i}: Input file is missing: /cache/placeholders/u${i}.jpg; image skipped`);
  process.stdout.write('a dependency printing: 0 warnings\n');
  setTimeout(() => process.send!({ type: 'done', slug: job.slug, ok: true, ms: 1, rssMB: 1, peakRssMB: 1 }), 50);
});
process.send!({ type: 'ready' });
