import { spawn } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeAbandonedTemporaryFiles, writeFileAtomically } from './atomic-file.ts';

const MODULE = new URL('./atomic-file.ts', import.meta.url).href;

const dir = mkdtempSync(join(tmpdir(), 'atomic-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomically: no reader sees half a file', () => {
  it('writes a new file, then replaces it with a new file: a hard link to the old one keeps its bytes', () => {
    const file = join(dir, 'variant-640.webp');
    writeFileAtomically(file, new Uint8Array([1, 2, 3]));
    const published = join(dir, 'published.webp');
    linkSync(file, published);
    writeFileAtomically(file, 'second');
    expect(readFileSync(file, 'utf8')).toBe('second');
    expect([...readFileSync(published)]).toEqual([1, 2, 3]);
    expect(statSync(file).ino).not.toBe(statSync(published).ino);
    expect(readdirSync(dir).sort()).toEqual(['published.webp', 'variant-640.webp']);
  });

  it('throws when it cannot write, and leaves no temporary file', () => {
    const sub = join(dir, 'sub');
    mkdirSync(join(sub, 'stock.json'), { recursive: true });
    // The target is a folder: the rename fails.
    expect(() => writeFileAtomically(join(sub, 'stock.json'), '{}')).toThrow();
    expect(readdirSync(sub)).toEqual(['stock.json']);
    // The folder is missing: the write fails.
    expect(() => writeFileAtomically(join(dir, 'missing', 'tenant.json'), '{}')).toThrow(/ENOENT/);
  });
});

describe('finishWritesOnStop: a stop signal lets the write in progress finish', () => {
  it('SIGTERM sent while a 64 MB file is being written: the process leaves with code 143, the file whole, no temporary file', async () => {
    const sub = mkdtempSync(join(dir, 'stop-'));
    const target = join(sub, 'stock.json');
    // Writes in a loop, yielding between writes as a build worker encoding images does; says when the first is done.
    const script = [
      `import { writeFileAtomically, finishWritesOnStop } from ${JSON.stringify(MODULE)};`,
      'finishWritesOnStop();',
      'const data = Buffer.alloc(64 * 1024 * 1024, 120);',
      'for (let n = 0; ; n++) {',
      `  writeFileAtomically(${JSON.stringify(target)}, data);`,
      "  if (n === 0) process.stdout.write('written\\n');",
      '  await new Promise((r) => setImmediate(r));',
      '}',
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise<[number | null, string | null]>((r) => child.once('exit', (code, signal) => r([code, signal])));
    await new Promise((r) => child.stdout!.once('data', r));
    // Wait until a write is under way (its temporary file exists), then stop the process.
    const tmp = `${target}.${child.pid}.tmp`;
    while (!existsSync(tmp)) await new Promise((r) => setTimeout(r, 1));
    child.kill('SIGTERM');
    expect(await exited).toEqual([143, null]);
    expect(readdirSync(sub)).toEqual(['stock.json']);
    expect(statSync(target).size).toBe(64 * 1024 * 1024);
  }, 60_000);
});

describe('removeAbandonedTemporaryFiles: what a killed writer left is removed by the next run', () => {
  it('a writer killed with SIGKILL mid-write leaves its temporary file; the sweep removes it and keeps the rest', async () => {
    const sub = mkdtempSync(join(dir, 'kill-'));
    const target = join(sub, 'stock.json');
    const script = [
      `import { writeFileAtomically } from ${JSON.stringify(MODULE)};`,
      'const data = Buffer.alloc(64 * 1024 * 1024, 120);',
      `for (;;) { writeFileAtomically(${JSON.stringify(target)}, data); await new Promise((r) => setImmediate(r)); }`,
    ].join('\n');
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: 'ignore' });
    const exited = new Promise<[number | null, string | null]>((r) => child.once('exit', (code, signal) => r([code, signal])));
    const tmp = `stock.json.${child.pid}.tmp`;
    // SIGKILL while a later write's temporary file exists (the first is in place): no handler can run, so it stays.
    while (!existsSync(target) || !existsSync(join(sub, tmp))) await new Promise((r) => setTimeout(r, 1));
    child.kill('SIGKILL');
    expect(await exited).toEqual([null, 'SIGKILL']);
    expect(readdirSync(sub)).toContain(tmp);
    // A running process's temporary file (this one's: it may be writing it) and other files stay.
    const running = `tenant.json.${process.pid}.tmp`;
    writeFileAtomically(join(sub, running), 'being written');
    for (const name of ['index.tmp', 'photo.webp']) writeFileAtomically(join(sub, name), name);
    expect(removeAbandonedTemporaryFiles(sub)).toEqual([tmp]);
    expect(readdirSync(sub).sort()).toEqual(['index.tmp', 'photo.webp', running, 'stock.json'].sort());
  }, 60_000);

  it('a missing folder holds nothing to remove; a file in its place is an error', () => {
    expect(removeAbandonedTemporaryFiles(join(dir, 'never-made'))).toEqual([]);
    writeFileAtomically(join(dir, 'a-file'), 'x');
    expect(() => removeAbandonedTemporaryFiles(join(dir, 'a-file'))).toThrow(/ENOTDIR/);
  });
});
