/**
 * A build's peak memory (scripts/lib/peak-rss.ts): after the high-water mark is reset, the peak read is the
 * process's from then on, not the highest it ever had, so a build worker that made earlier, larger builds reports
 * each build's own peak (issue #14: peak RSS per worker). Checked in a child process that allocates 400 MB, lets
 * it go, resets and reads again.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const CHILD = `
import { peakRssMB, resetPeakRss } from ${JSON.stringify(join(PROJECT_ROOT, 'scripts/lib/peak-rss.ts'))};
let block = Buffer.alloc(400e6, 1);
const during = peakRssMB();
block = null;
globalThis.gc();
await new Promise((r) => setTimeout(r, 100));
globalThis.gc();
const kept = peakRssMB();
resetPeakRss();
const afterReset = peakRssMB();
console.log(JSON.stringify({ during, kept, afterReset, rss: Math.round(process.memoryUsage().rss / 1e6) }));
`;

describe('peak RSS of one build', () => {
  it.runIf(process.platform === 'linux')('is the peak since the reset, not the highest the process ever had', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', CHILD], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    const seen = JSON.parse(child.stdout) as { during: number; kept: number; afterReset: number; rss: number };
    // The 400 MB block is in the peak while it is held, and stays in it after it is let go...
    expect(seen.during).toBeGreaterThanOrEqual(400);
    expect(seen.kept).toBeGreaterThanOrEqual(400);
    // ...until the reset: then the peak is about what the process holds now.
    expect(seen.afterReset).toBeLessThan(seen.during - 300);
    expect(seen.afterReset).toBeGreaterThanOrEqual(seen.rss - 5);
  });
});
