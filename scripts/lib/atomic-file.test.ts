import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-file.ts';

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
