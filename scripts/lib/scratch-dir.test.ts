import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const here = mkdtempSync(join(tmpdir(), 'scratch-dir-test-'));
afterAll(() => rmSync(here, { recursive: true, force: true }));

/**
 * A child process that makes a scratch folder, fills it, prints its path and then does `then` (wait, throw or end).
 * Its interrupt hook writes whether the folder was still there into `<here>/<name>.hook`.
 */
const child = (name: string, then: 'wait' | 'throw' | 'end', keep = false) => {
  const script = join(here, `${name}.ts`);
  writeFileSync(
    script,
    `import { existsSync, writeFileSync, mkdirSync } from 'node:fs';
import { scratchDir } from ${JSON.stringify(join(import.meta.dirname, 'scratch-dir.ts'))};
const dir = scratchDir('scratch-dir-${name}-', {
  keep: ${keep},
  beforeInterruptExit: async () => writeFileSync(${JSON.stringify(join(here, `${name}.hook`))}, String(existsSync(dir))),
});
mkdirSync(dir + '/site/cars', { recursive: true });
writeFileSync(dir + '/site/cars/index.html', 'page');
console.log(dir);
${then === 'wait' ? 'setInterval(() => {}, 1000);' : then === 'throw' ? "throw new Error('build failed');" : ''}
`,
  );
  const proc = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'pipe'] });
  const dir = new Promise<string>((resolve) => proc.stdout.once('data', (b: Buffer) => resolve(b.toString().trim())));
  const exit = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, dir, exit };
};

describe('scratchDir: the benches leave nothing in the temp folder however they end', () => {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    it(`${signal}: stops what writes into it first, then removes it, exit ${code}`, async () => {
      const run = child(signal, 'wait');
      const dir = await run.dir;
      expect(existsSync(join(dir, 'site/cars/index.html'))).toBe(true);
      run.proc.kill(signal);
      expect(await run.exit).toBe(code);
      expect(readFileSync(join(here, `${signal}.hook`), 'utf8'), 'the folder was there when the hook ran').toBe('true');
      expect(existsSync(dir)).toBe(false);
    });
  }

  it('an error thrown out of the command: removed, exit 1', async () => {
    const run = child('throw', 'throw');
    const dir = await run.dir;
    expect(await run.exit).toBe(1);
    expect(existsSync(dir)).toBe(false);
  });

  it('a command that ends: removed, exit 0; with keep it stays', async () => {
    const ended = child('end', 'end');
    const dir = await ended.dir;
    expect(await ended.exit).toBe(0);
    expect(existsSync(dir)).toBe(false);
    const kept = child('keep', 'end', true);
    const keptDir = await kept.dir;
    expect(await kept.exit).toBe(0);
    expect(existsSync(join(keptDir, 'site/cars/index.html'))).toBe(true);
    rmSync(keptDir, { recursive: true, force: true });
  });
});
