/**
 * The islands' client bundle is bundled once per code version and reused by later builds, of this tenant and of others
 * (`scripts/lib/client-build-cache.ts`, issue #14: the fixed cost of a tenant build). What a reused bundle gives must
 * be what bundling gives: a second tenant, with another name, site URL and colours, built on the first one's bundle,
 * is compared byte for byte with the same tenant built with the cache off; a damaged entry is bundled again and
 * replaced.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readsTenantEnv } from '../../scripts/lib/client-build-cache.ts';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { buildFixtures, copyFixtureTenant } from './build-fixtures.ts';
import { differingFiles, siteFiles } from './site-files.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
let tmp: string;
let sharedCache: string;
const outcomes: Record<string, TenantOutcome> = {};
const logs: string[] = [];

/** Builds one tenant into `<tmp>/<name>/` with the cache folder given; records its outcome under `name`. */
async function buildInto(name: string, slug: string, cacheRoot: string): Promise<void> {
  const { result, log } = await buildFixtures({
    sitesDir: join(tmp, 'sites'),
    stockPath: join(fixtures, 'stock', 'snapshot.json'),
    outRoot: join(tmp, name),
    cacheRoot,
    slugs: [slug],
  });
  logs.push(...log);
  outcomes[name] = result.tenants[0]!;
  if (!result.ok) console.error(log.join('\n'));
}

/** The kept bundles in the shared cache: folder and entry. */
function keptEntries(): { dir: string; files: string[] }[] {
  const root = join(sharedCache, 'client-builds');
  return readdirSync(root).map((name) => ({
    dir: join(root, name),
    files: (JSON.parse(readFileSync(join(root, name, 'entry.json'), 'utf8')) as { files: string[] }).files,
  }));
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'dealer-client-build-'));
  sharedCache = join(tmp, 'cache');
  const sites = join(tmp, 'sites');
  copyFixtureTenant(sites, 'fixture-motors');
  // Another dealer: its own name, site URL and primary colour, the same features (so the same islands).
  copyFixtureTenant(sites, 'second-motors', 'Second Motors', (text) => {
    const config = JSON.parse(text) as { theme?: { colors?: Record<string, string> } };
    config.theme = { ...config.theme, colors: { ...config.theme?.colors, primary: '#7a1f5c' } };
    return JSON.stringify(config, null, 2);
  });
  // A dealer whose site URL is in the islands' bundle (React names the XLink namespace by it): not kept for others.
  copyFixtureTenant(sites, 'w3-motors', undefined, (text) => text.replaceAll('https://www.w3-motors.example', 'http://www.w3.org'));

  await buildInto('first', 'fixture-motors', sharedCache);
  await buildInto('second', 'second-motors', sharedCache);
  vi.stubEnv('DEALER_CLIENT_BUILD_CACHE', 'off');
  try {
    await buildInto('second-bundled', 'second-motors', join(tmp, 'own-cache'));
  } finally {
    vi.unstubAllEnvs();
  }
  // A kept bundle loses a file: the next build bundles again and keeps the bundle whole.
  const [entry] = keptEntries();
  unlinkSync(join(entry!.dir, 'files', entry!.files.find((f) => f.endsWith('.js'))!));
  await buildInto('second-damaged', 'second-motors', sharedCache);
  await buildInto('w3', 'w3-motors', join(tmp, 'w3-cache'));
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the client bundle kept between builds of the same code (issue #14)', () => {
  it('bundles for the first tenant and reuses that bundle for another tenant', () => {
    expect(
      Object.entries(outcomes).map(([name, o]) => [name, o.ok, o.error ?? null, o.clientBuild]),
      logs.join('\n'),
    ).toEqual([
      ['first', true, null, 'built'],
      ['second', true, null, 'reused'],
      ['second-bundled', true, null, 'built'],
      ['second-damaged', true, null, 'built'],
      ['w3', true, null, 'built'],
    ]);
    expect(logs.some((l) => /second-motors: .*client bundle reused/.test(l))).toBe(true);
  });

  it('gives the second tenant the same site, byte for byte, as bundling its own islands', () => {
    const reused = join(tmp, 'second', 'second-motors');
    const bundled = join(tmp, 'second-bundled', 'second-motors');
    const scripts = siteFiles(reused).filter((f) => f.startsWith('_astro/') && f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    // The tenant's own public files came with it (Vite's copyPublicDir is redone, never taken from the cache).
    expect(readFileSync(join(reused, 'search', 'index.json'), 'utf8')).toBe(readFileSync(join(bundled, 'search', 'index.json'), 'utf8'));
    expect(readFileSync(join(reused, 'index.html'), 'utf8')).toContain('Second Motors');
    expect(differingFiles(reused, bundled)).toEqual([]);
  });

  it('bundles again over a damaged entry, gives the same site and keeps the bundle whole again', () => {
    expect(differingFiles(join(tmp, 'second-damaged', 'second-motors'), join(tmp, 'second-bundled', 'second-motors'))).toEqual([]);
    const entries = keptEntries();
    expect(entries).toHaveLength(1);
    for (const file of entries[0]!.files) expect(existsSync(join(entries[0]!.dir, 'files', file)), file).toBe(true);
  });
});

describe('a bundle that contains the tenant', () => {
  it('is not kept, and the build says why', () => {
    expect(outcomes.w3!.warnings.join('\n')).toMatch(
      /client bundle not kept for later builds \(each build bundles the islands again\): the islands' bundle contains the site URL \(_astro\/client\.[\w-]+\.js\)/,
    );
    expect(existsSync(join(tmp, 'w3-cache', 'client-builds')) ? readdirSync(join(tmp, 'w3-cache', 'client-builds')) : []).toEqual([]);
    expect(outcomes.second!.warnings.join('\n')).not.toContain('client bundle not kept');
  });
});

describe('which client modules make a bundle tenant-specific', () => {
  it('flags a module reading the site URL or the whole environment, not the mode flags every tenant shares', () => {
    expect(readsTenantEnv('const site = import.meta.env.SITE;')).toBe(true);
    expect(readsTenantEnv('console.log(import.meta.env)')).toBe(true);
    expect(readsTenantEnv('if (import.meta.env.DEV) warn(); const u = import.meta.env.PUBLIC_API;')).toBe(true);
    expect(readsTenantEnv('if (import.meta.env.DEV || import.meta.env.MODE === "x") warn(import.meta.env.BASE_URL);')).toBe(false);
    expect(readsTenantEnv('export const a = 1;')).toBe(false);
  });
});
