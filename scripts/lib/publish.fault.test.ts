/**
 * A publish that fails at the swap (issue #12 item 6): the rename that puts the new site in place fails
 * (here injected; in life a full disk, a permission, a name clash), so the previous site must stay
 * exactly as it was and nothing of the failed publish (`<slug>.new-*`, a temporary link, the new
 * version) may be left behind.
 */
import * as fs from 'node:fs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs')>();
  return { ...actual, renameSync: vi.fn(actual.renameSync) };
});

const { swapInto } = await import('./publish.ts');
const actualRename = (await vi.importActual<typeof import('node:fs')>('node:fs')).renameSync;

let root: string;
afterEach(() => {
  vi.mocked(fs.renameSync).mockImplementation(actualRename);
  rmSync(root, { recursive: true, force: true });
});

function setup(): { final: string; staging: string } {
  root = mkdtempSync(join(tmpdir(), 'publish-fault-'));
  const out = join(root, 'out');
  const final = join(out, 'fixture-motors');
  const first = join(root, 'first');
  mkdirSync(first);
  writeFileSync(join(first, 'index.html'), 'previous good build');
  swapInto(first, final);
  const staging = join(root, 'staging');
  mkdirSync(staging);
  writeFileSync(join(staging, 'index.html'), 'new build');
  return { final, staging };
}

describe('a publish that fails at the swap', () => {
  it('keeps the previous site whole and removes everything the failed publish made', () => {
    const { final, staging } = setup();
    // Every rename onto dist/<slug> fails: the swap itself and any attempt to put the old site back.
    vi.mocked(fs.renameSync).mockImplementation((from, to) => {
      if (String(to) === final)
        throw Object.assign(new Error(`EIO: i/o error, rename '${String(from)}' -> '${String(to)}'`), { code: 'EIO' });
      return actualRename(from, to);
    });
    expect(() => swapInto(staging, final)).toThrow(/EIO/);
    expect(existsSync(join(final, 'index.html'))).toBe(true);
    expect(readFileSync(join(final, 'index.html'), 'utf8')).toBe('previous good build');
    const leftovers = readdirSync(join(root, 'out'), { recursive: true })
      .map(String)
      .filter(
        (f) => /\.new-|\.old-|\.link-/.test(f) || (f.endsWith('index.html') && readFileSync(join(root, 'out', f), 'utf8') === 'new build'),
      );
    expect(leftovers).toEqual([]);
  });
});
