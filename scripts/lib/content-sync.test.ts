/**
 * When a build may skip Astro's content sync (content-sync.ts): only an incremental build of the same code version
 * and tenant hash as its published build, over a cache folder whose store was synced from exactly those inputs.
 * The build itself (Astro honouring the skip, the same site as a full build) is tested in tests/build/incremental.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../src/integration/incremental.ts';
import { DATA_STORE, MARKER, canReuseContentSync, forgetContentSync, recordContentSync } from './content-sync.ts';

let cacheDir: string;
const inputs = { codeVersion: 'code-a', tenant: 'tenant-a' };
/** A published build's manifest made from `made` (its pages do not matter here). */
const published = (made: { codeVersion: string; tenant: string }): BuildManifest => ({ version: 1, inputs: 'x', pages: {}, ...made });
/** A build of `inputs` over a published build made from `made` (null: a full build). */
const buildOver = (made: { codeVersion: string; tenant: string } | null) => ({ ...inputs, previous: made && published(made) });

beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'content-sync-'));
  writeFileSync(join(cacheDir, DATA_STORE), '[]');
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('canReuseContentSync', () => {
  it('reuses the store synced from the same code and tenant, on a build that reuses pages of those same inputs', () => {
    recordContentSync(cacheDir, inputs);
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(true);
  });

  it('syncs on a full build (no published build to reuse pages from), even when the store matches', () => {
    recordContentSync(cacheDir, inputs);
    expect(canReuseContentSync(cacheDir, buildOver(null))).toBe(false);
  });

  it('syncs when the code or the tenant (its config or content) differs from the published build', () => {
    recordContentSync(cacheDir, inputs);
    expect(canReuseContentSync(cacheDir, buildOver({ ...inputs, codeVersion: 'code-b' }))).toBe(false);
    expect(canReuseContentSync(cacheDir, buildOver({ ...inputs, tenant: 'tenant-b' }))).toBe(false);
  });

  it('syncs when the store was synced from other inputs (another night of this cache folder), or was never recorded', () => {
    recordContentSync(cacheDir, { codeVersion: 'code-a', tenant: 'tenant-b' });
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(false);
    forgetContentSync(cacheDir);
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(false);
  });

  it('syncs when the store itself is gone or the record is unreadable', () => {
    recordContentSync(cacheDir, inputs);
    rmSync(join(cacheDir, DATA_STORE));
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(false);
    writeFileSync(join(cacheDir, DATA_STORE), '[]');
    writeFileSync(join(cacheDir, MARKER), '{"inputs":');
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(false);
  });

  it('forgets the record before a sync, so a sync cut short is never trusted', () => {
    recordContentSync(cacheDir, inputs);
    forgetContentSync(cacheDir);
    expect(canReuseContentSync(cacheDir, buildOver(inputs))).toBe(false);
    // Forgetting twice, or in a cache folder not made yet, is not an error.
    forgetContentSync(cacheDir);
    forgetContentSync(join(cacheDir, 'not-yet'));
  });
});
