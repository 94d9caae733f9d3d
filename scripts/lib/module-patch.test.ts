import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'module-patch-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs, in a fresh Node process, a hook replacing `expression` in `lib.mjs` and an import of it; prints state and value. */
function run(libSource: string, expression: string): string {
  writeFileSync(join(dir, 'lib.mjs'), libSource);
  const script = [
    `import { patchModuleOnLoad } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'module-patch.ts')).href)};`,
    `const state = patchModuleOnLoad(/\\/lib\\.mjs$/, ${JSON.stringify(expression)}, '"patched"');`,
    `const before = state();`,
    `const { value } = await import(${JSON.stringify(pathToFileURL(join(dir, 'lib.mjs')).href)});`,
    `console.log(JSON.stringify([before, state(), value]));`,
  ].join('\n');
  writeFileSync(join(dir, 'main.mjs'), script);
  const child = spawnSync(process.execPath, [join(dir, 'main.mjs')], { encoding: 'utf8' });
  if (child.status !== 0) throw new Error(child.stderr);
  return child.stdout.trim();
}

describe('patchModuleOnLoad', () => {
  it('replaces the expression in the module as Node loads it, and says so', () => {
    expect(run('export const value = "shipped";\n', '"shipped"')).toBe('["not loaded","patched","patched"]');
  });

  it('leaves a module without the expression as it is and says the expression is missing (an upgrade changed it)', () => {
    expect(run('export const value = "renamed";\n', '"shipped"')).toBe('["not loaded","expression missing","renamed"]');
  });
});
