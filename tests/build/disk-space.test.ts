/**
 * The nightly rebuild's disk-space check (issue #14, `scripts/lib/disk-space.ts`): a tenant whose build would not fit
 * on the disks it writes to fails before writing, with a sentence saying how much it needs and how much is free, and
 * its published site is kept; an unchanged tenant is skipped whatever the space; builds running beside each other
 * hold back their shares. Through the real orchestrator on a fixture tenant, the free space given by the test.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BYTES_PER_LISTED_CAR,
  bytesNeeded,
  DISK_MARGIN,
  DiskReservations,
  FIXED_SITE_BYTES,
  freeBytes,
  siteSize,
} from '../../scripts/lib/disk-space.ts';
import { readSkipSummary } from '../../scripts/lib/orchestrator.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { buildFixtures, copyFixtureTenant } from './build-fixtures.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');

describe('what a build needs and what is free', () => {
  it('a site is its pages and files outside img/ (the images are links to the image cache)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-size-'));
    try {
      mkdirSync(join(dir, 'cars', 'a'), { recursive: true });
      mkdirSync(join(dir, 'img'));
      mkdirSync(join(dir, 'search', 'img'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), 'x'.repeat(100));
      writeFileSync(join(dir, 'cars', 'a', 'index.html'), 'x'.repeat(50));
      writeFileSync(join(dir, 'search', 'img', 'state.json'), 'x'.repeat(7)); // only the top img/ is the images'
      writeFileSync(join(dir, 'img', 'car.avif'), 'x'.repeat(5000));
      writeFileSync(join(dir, 'img', 'page.html'), 'x'.repeat(3));
      expect(siteSize(dir)).toEqual({ htmlPages: 3, bytes: 157 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('needs the published site’s bytes, or a reckoning from the cars, with a margin', () => {
    expect(DISK_MARGIN).toBe(1.2);
    expect(bytesNeeded(464_856_421, 1719)).toBe(Math.ceil(464_856_421 * 1.2));
    expect(bytesNeeded(undefined, 1719)).toBe(Math.ceil((1719 * BYTES_PER_LISTED_CAR + FIXED_SITE_BYTES) * 1.2));
    expect(bytesNeeded(undefined, 0)).toBe(FIXED_SITE_BYTES * 1.2);
    // The reckoning holds the sample sites measured on 2026-12-02 (swan-river-auto, harbourline-mazda).
    expect(1719 * BYTES_PER_LISTED_CAR + FIXED_SITE_BYTES).toBeGreaterThan(464_856_421);
    expect(260 * BYTES_PER_LISTED_CAR + FIXED_SITE_BYTES).toBeGreaterThan(79_085_216);
  });

  it('reads the free space of a real disk, and none of a folder that is not there', () => {
    expect(freeBytes(tmpdir())).toBeGreaterThan(0);
    expect(freeBytes(join(tmpdir(), 'no-such-folder-here', 'x'))).toBeNull();
  });

  it('running builds hold back their shares until they end; one disk counts once; an unreadable one is not checked', () => {
    const a = mkdtempSync(join(tmpdir(), 'disk-a-'));
    const b = join(a, 'b');
    mkdirSync(b);
    try {
      const disk = new DiskReservations(() => 1_000_000_000);
      const first = disk.reserve([a, b], 600_000_000);
      expect('release' in first).toBe(true); // a and b are one disk: 600 MB held once, not twice
      const second = disk.reserve([a], 600_000_000);
      expect(second).toEqual({
        problem: `not enough disk space to build: about 600 MB needed in ${a}, 400 MB free there (1,000 MB less 600 MB for the builds running beside it); nothing written`,
      });
      if ('release' in first) {
        first.release();
        first.release(); // twice is once
      }
      expect('release' in disk.reserve([a], 1_000_000_000)).toBe(true);
      const alone = new DiskReservations(() => 300_000_000).reserve([b], 400_000_000);
      expect(alone).toEqual({ problem: `not enough disk space to build: about 400 MB needed in ${b}, 300 MB free there; nothing written` });
      expect(new DiskReservations(() => 1_900_000).reserve([b], 2_440_000)).toEqual({
        problem: `not enough disk space to build: about 2.4 MB needed in ${b}, 1.9 MB free there; nothing written`,
      });
      expect('release' in new DiskReservations(() => null).reserve([a], Number.MAX_SAFE_INTEGER)).toBe(true);
    } finally {
      rmSync(a, { recursive: true, force: true });
    }
  });

  it('an output root on another disk keeps its share until the pages are published there, the staging disk gives its back once they are written', () => {
    // Two disks of 1,000 MB each: the staging folder on one, the output root on the other.
    const disk = new DiskReservations(
      () => 1_000_000_000,
      (path) => (path.startsWith('/stage') ? 'stage' : 'out'),
    );
    const first = disk.reserve(['/stage/.cache/staging', '/out'], 600_000_000);
    if (!('release' in first)) throw new Error(first.problem);
    // Its pages are written: the staging disk's free space shows them, the output root's not yet (the copy is to come).
    first.release(['/stage/.cache/staging']);
    expect(disk.reserve(['/out'], 600_000_000)).toEqual({
      problem: `not enough disk space to build: about 600 MB needed in /out, 400 MB free there (1,000 MB less 600 MB for the builds running beside it); nothing written`,
    });
    expect('release' in disk.reserve(['/stage/.cache/staging'], 600_000_000)).toBe(true);
    // Published (or failed): the rest goes back; the staging disk's share is not given back twice.
    first.release();
    first.release(['/stage/.cache/staging']);
    expect('release' in disk.reserve(['/out'], 1_000_000_000)).toBe(true);
    expect(disk.reserve(['/stage/x'], 400_000_001)).toEqual({
      problem: `not enough disk space to build: about 400 MB needed in /stage/x, 400 MB free there (1,000 MB less 600 MB for the builds running beside it); nothing written`,
    });
  });
});

describe('a night without room on the disk', () => {
  let dir: string;
  const slugs = ['disk-motors', 'disk-motors-two'];
  const stockPath = () => join(dir, 'stock', 'snapshot.json');
  const build = (free?: number, workers = 1) =>
    buildFixtures({
      sitesDir: join(dir, 'sites'),
      stockPath: stockPath(),
      outRoot: join(dir, 'out'),
      cacheRoot: join(dir, '.cache'),
      workers,
      freeBytes: free === undefined ? undefined : () => free,
    });
  let snapshot: { cars: { price?: unknown }[] };
  /** Tonight's feed: the first car at another price (every tenant lists it: each renders some pages again). */
  const reprice = (price: number) => {
    const night = structuredClone(snapshot);
    night.cars[0]!.price = price;
    writeFileSync(stockPath(), JSON.stringify(night));
  };
  const status = (run: Awaited<ReturnType<typeof build>>) => run.result.tenants.map((t) => `${t.slug} ${t.status}`);

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'disk-space-'));
    snapshot = JSON.parse(readFileSync(join(fixtures, 'stock', 'snapshot.json'), 'utf8')) as typeof snapshot;
    mkdirSync(join(dir, 'stock'));
    cpSync(join(fixtures, 'stock', 'placeholders'), join(dir, 'stock', 'placeholders'), { recursive: true });
    writeFileSync(stockPath(), JSON.stringify(snapshot));
    for (const slug of slugs) copyFixtureTenant(join(dir, 'sites'), slug);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('fails a tenant before it writes and keeps its site; a skip needs no room; builds side by side hold their shares', async () => {
    // A first night on a full disk: nothing to keep, and the line says so.
    const none = await build(1);
    expect(status(none)).toEqual(['disk-motors failed', 'disk-motors-two failed']);
    expect(none.log.join('\n')).toContain('no site published yet');
    expect(none.log.join('\n')).not.toContain('previous site kept');
    expect(existsSync(join(dir, 'out', slugs[0]!))).toBe(false);

    const first = await build();
    expect(status(first)).toEqual(['disk-motors built', 'disk-motors-two built']);
    // The publish records the site's size for the next night's check.
    const needs = first.result.tenants.map((t) => {
      const published = readSkipSummary(join(dir, 'out', t.slug))!;
      expect(published.bytes).toBe(siteSize(join(dir, 'out', t.slug)).bytes);
      expect(published.bytes).toBeGreaterThan(100_000);
      return bytesNeeded(published.bytes, t.cars);
    });
    const home = readFileSync(join(dir, 'out', slugs[0]!, 'index.html'), 'utf8');

    // Nothing changed: a skip writes nothing, so no space is needed.
    expect(status(await build(0))).toEqual(['disk-motors skipped', 'disk-motors-two skipped']);

    // A price changed tonight, and the disk is a byte short of either build.
    reprice(12_345);
    const short = await build(Math.min(...needs) - 1);
    expect(short.result.ok).toBe(false);
    const staging = join(PROJECT_ROOT, '.cache', 'staging');
    for (const t of short.result.tenants) {
      expect(t).toMatchObject({ ok: false, status: 'failed' });
      expect(t.error).toMatch(
        new RegExp(`^not enough disk space to build: about [0-9.]+ MB needed in ${staging}, [0-9.]+ MB free there; nothing written$`),
      );
    }
    expect(short.log.join('\n')).toContain('previous site kept');
    expect(readFileSync(join(dir, 'out', slugs[0]!, 'index.html'), 'utf8')).toBe(home);
    expect(readdirSync(staging).filter((name) => slugs.some((slug) => name.startsWith(`${slug}-`)))).toEqual([]);

    // Room for one build at a time: two workers side by side build one and fail the other, which waited for nothing.
    const room = Math.max(...needs);
    const sideBySide = await build(room, 2);
    expect(status(sideBySide)).toEqual(['disk-motors incremental', 'disk-motors-two failed']);
    expect(sideBySide.result.tenants[1]!.error).toMatch(/MB free there \([0-9.]+ MB less [0-9.]+ MB for the builds running beside it\)/);
    // One worker: each build takes the room in turn (a build waiting for a worker holds none).
    reprice(12_346);
    expect(status(await build(room, 1))).toEqual(['disk-motors incremental', 'disk-motors-two incremental']);
  }, 300_000);
});
