/**
 * Node's compile cache as every npm script gets it (scripts/compile-cache.mjs, turned on by scripts/run.mjs): on in
 * the script and in the processes it starts, written to the cache folder, off with NODE_DISABLE_COMPILE_CACHE, and
 * emptied once it holds more than its entry limit.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCacheFiles, pruneCompileCache } from './compile-cache.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const RUN = join(ROOT, 'scripts', 'run.mjs');
const work = mkdtempSync(join(tmpdir(), 'compile-cache-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

// A script that reports the cache folder of its own process and of a child it starts, and loads a module to cache.
const script = join(work, 'report.mjs');
writeFileSync(join(work, 'payload.mjs'), `export const n = ${'1 + '.repeat(2000)}1;\n`);
writeFileSync(
  script,
  `import { spawnSync } from 'node:child_process';
import { getCompileCacheDir } from 'node:module';
await import('./payload.mjs');
const child = spawnSync(process.execPath, ['-e', "console.log(require('node:module').getCompileCacheDir() ?? 'off')"], { encoding: 'utf8' });
console.log(JSON.stringify({ self: getCompileCacheDir() ?? 'off', child: child.stdout.trim() }));
`,
);

/** Runs the script through run.mjs with `env` added (without any compile-cache setting of the test's own). */
function runReport(env: Record<string, string>): { self: string; child: string } {
  const base = { ...process.env };
  delete base.NODE_COMPILE_CACHE;
  delete base.NODE_DISABLE_COMPILE_CACHE;
  const r = spawnSync(process.execPath, [RUN, script], { cwd: work, encoding: 'utf8', env: { ...base, ...env } });
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').at(-1)!) as { self: string; child: string };
}

describe('the compile cache of npm scripts', () => {
  it('is on in the script and in the processes it starts, in .cache/node-compile, and written there', () => {
    const dir = join(ROOT, '.cache', 'node-compile');
    const seen = runReport({});
    // Node reports the folder of this Node version inside the one given.
    expect(seen.self.startsWith(dir)).toBe(true);
    expect(seen.child.startsWith(dir)).toBe(true);
    // Written at the script's exit (not compared with a count before: another test's build may empty a full cache).
    expect(compileCacheFiles(dir)).toBeGreaterThan(0);
  });

  it('moves to NODE_COMPILE_CACHE when set', () => {
    const dir = join(work, 'cache');
    const seen = runReport({ NODE_COMPILE_CACHE: dir });
    expect(seen.self.startsWith(dir)).toBe(true);
    expect(seen.child.startsWith(dir)).toBe(true);
    expect(compileCacheFiles(dir)).toBeGreaterThan(0);
  });

  it('is off with NODE_DISABLE_COMPILE_CACHE, in the script and its children', () => {
    expect(runReport({ NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual({ self: 'off', child: 'off' });
  });

  it('is emptied once it holds more entries than its limit, and kept below it', () => {
    const dir = join(work, 'full');
    mkdirSync(join(dir, 'v24-x64'), { recursive: true });
    for (let i = 0; i < 12; i++) writeFileSync(join(dir, 'v24-x64', `entry${i}`), 'x');
    expect(compileCacheFiles(dir)).toBe(12);
    expect(pruneCompileCache(dir, 12)).toBe(false);
    expect(readdirSync(join(dir, 'v24-x64'))).toHaveLength(12);
    expect(pruneCompileCache(dir, 11)).toBe(true);
    expect(compileCacheFiles(dir)).toBe(0);
    expect(pruneCompileCache(join(work, 'absent'), 0)).toBe(false);
  });
});
