/**
 * Build holes of issue #12 item 6, through the real orchestrator on fixture tenants:
 * - a feed image path escaping the snapshot's folder (`../../../../tmp/x.png`) is neither read nor published;
 * - a remote image on a host the tenant does not allow (`stock.image_hosts`) is never fetched;
 * - a site whose car images are all missing fails its publish check and keeps its previous site.
 */
import { createServer, type Server } from 'node:http';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { buildFixtures } from './build-fixtures.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
let dir: string;
let outsideFile: string;
let server: Server;
let remoteRequests = 0;
let tenants: TenantOutcome[];
const log: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'image-holes-'));
  // A real image outside the snapshot's folder, reachable with enough ../ from it.
  outsideFile = join(tmpdir(), `escape-${process.pid}-${Date.now()}.png`);
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c00000' } })
    .png()
    .toFile(outsideFile);
  server = createServer((_req, res) => {
    remoteRequests++;
    void sharp({ create: { width: 800, height: 600, channels: 3, background: '#00c000' } })
      .png()
      .toBuffer()
      .then((b) => res.end(b));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const remote = `http://127.0.0.1:${(server.address() as AddressInfo).port}/car.png`;

  const snapshot = JSON.parse(readFileSync(join(fixtures, 'stock', 'snapshot.json'), 'utf8')) as { cars: Record<string, unknown>[] };
  const fixtureville = snapshot.cars.filter(
    (c) => (c.location as { name?: string } | undefined)?.name === 'Fixtureville' || c.location_name === 'Fixtureville',
  );
  const escaping = fixtureville.find((c) => (c.images as unknown[]).length > 0)!;
  escaping.images = [{ url: `../../../../../../../..${outsideFile}` }, { url: remote }];
  // A second yard whose cars' images are all missing.
  const missing = fixtureville.slice(0, 3).map((c, i) => {
    const copy = JSON.parse(JSON.stringify(c).replaceAll('Fixtureville', 'Missingville')) as Record<string, unknown>;
    return {
      ...copy,
      id: 9000 + i,
      slug: `missing-car-${i}`,
      stocknum: `MISS${i}`,
      images: [{ url: `placeholders/no-such-photo-${i}.jpg` }],
    };
  });
  snapshot.cars.push(...missing);
  mkdirSync(join(dir, 'stock'));
  cpSync(join(fixtures, 'stock', 'placeholders'), join(dir, 'stock', 'placeholders'), { recursive: true });
  writeFileSync(join(dir, 'stock', 'snapshot.json'), JSON.stringify(snapshot));

  const site = JSON.parse(readFileSync(join(fixtures, 'sites', 'fixture-motors', 'site.json'), 'utf8')) as Record<string, unknown>;
  for (const slug of ['escape-motors', 'missing-motors']) {
    mkdirSync(join(dir, 'sites', slug), { recursive: true });
    const json =
      slug === 'missing-motors'
        ? JSON.stringify({ ...site, slug }).replaceAll('Fixtureville', 'Missingville')
        : JSON.stringify({ ...site, slug });
    writeFileSync(join(dir, 'sites', slug, 'site.json'), json);
  }
  // The previous, good site of the tenant whose images are all missing.
  mkdirSync(join(dir, 'out', 'missing-motors'), { recursive: true });
  writeFileSync(join(dir, 'out', 'missing-motors', 'index.html'), 'previous good build');

  const built = await buildFixtures({
    sitesDir: join(dir, 'sites'),
    stockPath: join(dir, 'stock', 'snapshot.json'),
    outRoot: join(dir, 'out'),
    cacheRoot: join(dir, '.cache'),
  });
  log.push(...built.log);
  tenants = built.result.tenants;
}, 300_000);

afterAll(() => {
  server?.close();
  rmSync(outsideFile, { force: true });
  rmSync(dir, { recursive: true, force: true });
});

const outcome = (slug: string) => tenants.find((t) => t.slug === slug)!;

describe('feed image paths are confined to the snapshot folder', () => {
  it('does not read or publish an image whose path escapes the folder, and says why', () => {
    const t = outcome('escape-motors');
    expect(t.ok, log.join('\n')).toBe(true);
    expect(t.warnings.join('\n')).toMatch(/points outside the snapshot folder.*image skipped/);
    // The only picture the fixture cars have is the placeholder SVG: one source, three widths, two formats.
    const img = readdirSync(join(dir, 'out', 'escape-motors', 'img'));
    const sources = new Set(img.map((f) => f.replace(/-\d+\.(avif|webp)$/, '')));
    expect(sources.size).toBe(1);
    // And nothing of the escaping file's pixels reached the image cache either.
    const cached = readdirSync(join(dir, '.cache', 'images')).filter((f) => f.endsWith('.json'));
    expect(cached).toHaveLength(1);
  });
});

describe('remote images come only from hosts the tenant allows (stock.image_hosts)', () => {
  it('never fetches an image from a host not in the list, and says which host', () => {
    expect(remoteRequests).toBe(0);
    expect(outcome('escape-motors').warnings.join('\n')).toMatch(/host 127\.0\.0\.1 is not in the tenant's stock\.image_hosts/);
  });
});

describe('a site whose car images are all missing', () => {
  it('fails its publish check, naming the reason, and keeps the previous site', () => {
    const t = outcome('missing-motors');
    expect(t.ok).toBe(false);
    expect(t.error).toMatch(/publish check: none of the 3 image\(s\) of its 3 listed car\(s\) could be read/);
    expect(readFileSync(join(dir, 'out', 'missing-motors', 'index.html'), 'utf8')).toBe('previous good build');
    expect(existsSync(join(dir, 'out', 'missing-motors', 'cars'))).toBe(false);
  });
});
