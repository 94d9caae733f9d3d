/**
 * Publishing a tenant build (issue #12 item 6): the swap into `dist/<slug>` replaces the whole site at
 * once, so a reader never finds `dist/<slug>` missing, and it leaves no staging or temporary folder.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { publishedDir, swapInto, VERSIONS_DIR } from './publish.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A staging folder holding a minimal site whose home page says `text`. */
function staged(text: string): string {
  const dir = mkdtempSync(join(root, 'staging-'));
  writeFileSync(join(dir, 'index.html'), text);
  mkdirSync(join(dir, '.prerender'));
  return dir;
}

describe('swapInto', () => {
  it('publishes a build, replaces it with the next, keeps one previous version and leaves nothing else', () => {
    root = mkdtempSync(join(tmpdir(), 'publish-'));
    const final = join(root, 'out', 'fixture-motors');
    const first = staged('one');
    swapInto(first, final);
    expect(readFileSync(join(final, 'index.html'), 'utf8')).toBe('one');
    expect(existsSync(first)).toBe(false);
    expect(existsSync(join(final, '.prerender'))).toBe(false);
    const v1 = publishedDir(final)!;
    swapInto(staged('two'), final);
    swapInto(staged('three'), final);
    expect(readFileSync(join(final, 'index.html'), 'utf8')).toBe('three');
    expect(readdirSync(join(root, 'out')).sort()).toEqual([VERSIONS_DIR, 'fixture-motors']);
    expect(readdirSync(join(root, 'out', VERSIONS_DIR, 'fixture-motors'))).toHaveLength(2);
    expect(existsSync(v1)).toBe(false);
    expect(readdirSync(root).filter((f) => f.startsWith('staging-'))).toEqual([]);
  });

  it('stores the manifest and the files beside each version, and removes them with their version', () => {
    root = mkdtempSync(join(tmpdir(), 'publish-'));
    const final = join(root, 'out', 'fixture-motors');
    const versions = join(root, 'out', VERSIONS_DIR, 'fixture-motors');
    const v1 = swapInto(staged('one'), final, '{"n":1}', { '.skip.json': '{"s":1}' });
    expect(readFileSync(`${v1}.json`, 'utf8')).toBe('{"n":1}');
    expect(readFileSync(`${v1}.skip.json`, 'utf8')).toBe('{"s":1}');
    const v2 = swapInto(staged('two'), final, '{"n":2}', { '.skip.json': '{"s":2}' });
    // The previous version keeps its files beside it.
    expect(readFileSync(`${v1}.skip.json`, 'utf8')).toBe('{"s":1}');
    const v3 = swapInto(staged('three'), final, '{"n":3}', { '.skip.json': '{"s":3}' });
    const names = (v: string) => [v, `${v}.json`, `${v}.skip.json`].map((f) => f.slice(versions.length + 1));
    expect(readdirSync(versions).sort()).toEqual([...names(v2), ...names(v3)].sort());
  });

  it('turns a site published as a plain folder (before versions existed) into a version, keeping it as the previous one', () => {
    root = mkdtempSync(join(tmpdir(), 'publish-'));
    const final = join(root, 'out', 'fixture-motors');
    mkdirSync(final, { recursive: true });
    writeFileSync(join(final, 'index.html'), 'old folder');
    swapInto(staged('new'), final);
    expect(readFileSync(join(final, 'index.html'), 'utf8')).toBe('new');
    const versions = readdirSync(join(root, 'out', VERSIONS_DIR, 'fixture-motors'));
    expect(versions.some((v) => v.startsWith('legacy-'))).toBe(true);
  });

  it('never leaves dist/<slug> missing while it is replaced: a reader polling it through 150 swaps never misses it', async () => {
    root = mkdtempSync(join(tmpdir(), 'publish-'));
    const final = join(root, 'out', 'fixture-motors');
    swapInto(staged('v0'), final);
    const stopFile = join(root, 'stop');
    // A separate process reads the home page as fast as it can until told to stop, counting misses.
    const reader = spawn(
      process.execPath,
      [
        '-e',
        `
      const fs = require('node:fs'); let reads = 0, misses = 0;
      while (!fs.existsSync(${JSON.stringify(stopFile)})) { try { fs.readFileSync(${JSON.stringify(join(final, 'index.html'))}); } catch { misses++; } reads++; }
      console.log(JSON.stringify({ reads, misses }));`,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    reader.stdout.on('data', (d) => (out += d));
    const done = new Promise((r) => reader.on('exit', r));
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 1; i <= 150; i++) swapInto(staged(`v${i}`), final);
    writeFileSync(stopFile, '');
    await done;
    const { reads, misses } = JSON.parse(out) as { reads: number; misses: number };
    expect(reads).toBeGreaterThan(150);
    expect(misses).toBe(0);
    expect(readFileSync(join(final, 'index.html'), 'utf8')).toBe('v150');
  }, 60_000);
});
