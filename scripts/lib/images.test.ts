import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';
import { IMAGE_WIDTHS, processImage } from './images.ts';

const dir = mkdtempSync(join(tmpdir(), 'images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const placeholders = join(PROJECT_ROOT, 'tests', 'build', 'fixtures', 'stock', 'placeholders');

describe('the image cache (shared by every tenant and run)', () => {
  it('encodes a photo again into new files: a published site keeps the complete files it links', async () => {
    const cache = join(dir, 'cache');
    const source = { kind: 'file' as const, path: join(placeholders, 'suv-white.svg'), root: placeholders };
    const first = await processImage(source, cache);
    // A vector source gets every width, in both formats.
    expect(first.variants.map((v) => `${v.width}.${v.format}`)).toEqual(IMAGE_WIDTHS.flatMap((w) => [`${w}.avif`, `${w}.webp`]));
    // Published: each variant hard-linked into a site's /img/, as linkImages does.
    const site = join(dir, 'site', 'img');
    mkdirSync(site, { recursive: true });
    for (const v of first.variants) linkSync(join(cache, v.file), join(site, v.file));
    const published = new Map(first.variants.map((v) => [v.file, readFileSync(join(site, v.file))]));
    // Encoded again (another run at the same moment, or the cache's manifest removed by hand).
    for (const f of readdirSync(cache)) if (f.endsWith('.json')) rmSync(join(cache, f));
    const again = await processImage(source, cache);
    expect(again).toEqual(first);
    for (const v of again.variants) {
      // New files in the cache, not the published ones rewritten: the site's links still hold what they held.
      expect(statSync(join(cache, v.file)).ino).not.toBe(statSync(join(site, v.file)).ino);
      expect(readFileSync(join(site, v.file)).equals(published.get(v.file)!)).toBe(true);
      expect(readFileSync(join(cache, v.file)).equals(published.get(v.file)!)).toBe(true);
    }
    expect(readdirSync(cache).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
