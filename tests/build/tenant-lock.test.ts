/**
 * Two runs building the same tenant on one cache root (issue #14: ops at scale; scripts/lib/tenant-lock.ts): while
 * another run holds the fixture tenant's build lock, a run through the real orchestrator fails that tenant at once,
 * naming the other run, keeps its published site, does not touch the other run's prepared files, and leaves the lock
 * to its holder. (That every run releases its own lock, built, incremental or skipped: tests/build/incremental.test.ts.)
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockTenant, TenantBusyError, type TenantLock } from '../../scripts/lib/tenant-lock.ts';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { buildFixtures } from './build-fixtures.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
let dir: string;
let held: TenantLock;
let ok: boolean;
let outcome: TenantOutcome;
const log: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tenant-lock-build-'));
  mkdirSync(join(dir, 'dist', 'fixture-motors'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'fixture-motors', 'index.html'), 'the published site');
  // The other run: it holds the lock and is preparing the tenant's data folder.
  held = lockTenant(join(dir, '.cache'), 'fixture-motors');
  mkdirSync(join(dir, '.cache', 'tenants', 'fixture-motors'), { recursive: true });
  writeFileSync(join(dir, '.cache', 'tenants', 'fixture-motors', 'stock.json'), 'half-written by the other run');
  const built = await buildFixtures({
    sitesDir: join(fixtures, 'sites'),
    stockPath: join(fixtures, 'stock', 'snapshot.json'),
    outRoot: join(dir, 'dist'),
    cacheRoot: join(dir, '.cache'),
    slugs: ['fixture-motors'],
  });
  log.push(...built.log);
  ok = built.result.ok;
  outcome = built.result.tenants.find((t) => t.slug === 'fixture-motors')!;
}, 120_000);

afterAll(() => {
  held?.release();
  rmSync(dir, { recursive: true, force: true });
});

describe('a tenant another run is building', () => {
  it('fails in this run, naming the run that builds it, and the run exits non-zero', () => {
    expect(ok).toBe(false);
    expect(outcome).toMatchObject({ ok: false, status: 'failed', pages: 0 });
    expect(outcome.rendered).toBeUndefined();
    expect(outcome.error).toMatch(new RegExp(`^another build of fixture-motors is running \\(process ${process.pid} on `));
    expect(log).toContain(`✗ [1/1] fixture-motors: ${outcome.error}; previous site kept`);
  });

  it("keeps the published site and leaves the other run's files and lock alone", () => {
    expect(readFileSync(join(dir, 'dist', 'fixture-motors', 'index.html'), 'utf8')).toBe('the published site');
    expect(readFileSync(join(dir, '.cache', 'tenants', 'fixture-motors', 'stock.json'), 'utf8')).toBe('half-written by the other run');
    expect(existsSync(join(dir, '.cache', 'astro', 'fixture-motors'))).toBe(false);
    expect(() => lockTenant(join(dir, '.cache'), 'fixture-motors')).toThrow(TenantBusyError);
    expect(held.lost()).toBeNull();
  });
});
