/**
 * Build test: images in content pages and blog posts (issue 11 item 5) go through Astro's image pipeline
 * when several tenants build at once, as `scripts/build.ts` builds them (the real orchestrator, a pool of
 * two workers). Astro keeps the asset map of Markdown images in its `.astro/` folder; two builds sharing
 * one left a raw `<img __ASTRO_IMAGE_=…>` on a tenant (the reason this feature was once reverted), so
 * each build has its own (`scripts/lib/build-worker.ts`). Two tenants with different images build side
 * by side: the platform's post image, a tenant's replacement of it and a tenant page's own images.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantOutcome } from '../../scripts/lib/orchestrator.ts';
import { buildFixtures, copyFixtureTenant } from './build-fixtures.ts';
import { PROJECT_ROOT } from '../../src/integration/astro-config.ts';

const fixtures = join(PROJECT_ROOT, 'tests', 'build', 'fixtures');
const POST = 'blog/vehicle-reviews/hybrid-or-diesel';
const PAGE = 'pages/our-workshop';

let tmp: string;
let out: string;
let tenants: TenantOutcome[];
const log: string[] = [];
const html = (slug: string, path: string) => readFileSync(join(out, slug, path, 'index.html'), 'utf8');

/** Every `.html` file under `dir`, as paths relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
}

/** The `<img>` tag whose alt text starts with `alt` (undefined when there is none). */
function imgByAlt(page: string, alt: string): string | undefined {
  return [...page.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).find((tag) => tag.includes(`alt="${alt}`));
}

/** Asserts `tag` is a pipeline image of `site`: a hashed WebP under `/_astro/` that exists, with its size. */
function expectPipelineImage(slug: string, tag: string | undefined, name: string, width: number, height: number): string {
  expect(tag, `${slug}: the image ${name} is shown`).toBeTruthy();
  const src = /\bsrc="([^"]+)"/.exec(tag!)?.[1] ?? '';
  expect(src).toMatch(new RegExp(`^/_astro/${name}\\.[\\w-]+\\.webp$`));
  expect(tag).toContain(`width="${width}"`);
  expect(tag).toContain(`height="${height}"`);
  expect(
    readFileSync(join(out, slug, src))
      .subarray(8, 12)
      .toString('latin1'),
    `${slug}${src} is a WebP file`,
  ).toBe('WEBP');
  return src;
}

beforeAll(async () => {
  tmp = mkdtempSync(join(tmpdir(), 'dealer-content-images-'));
  out = join(tmp, 'dist');
  const sites = join(tmp, 'sites');
  // Tenant one: the platform's post image. Tenant two: its own photo at the post image's path, and a page with a photo.
  copyFixtureTenant(sites, 'fixture-motors');
  const second = copyFixtureTenant(sites, 'second-motors', 'Second Motors');
  mkdirSync(join(second, 'content', 'blog'), { recursive: true });
  mkdirSync(join(second, 'content', 'pages'), { recursive: true });
  const photo = (width: number, height: number, r: number) =>
    sharp({ create: { width, height, channels: 3, background: { r, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer();
  writeFileSync(join(second, 'content', 'blog', 'hybrid-or-diesel.jpg'), await photo(800, 450, 200));
  writeFileSync(join(second, 'content', 'pages', 'workshop.jpg'), await photo(640, 480, 30));
  mkdirSync(join(second, 'content', 'pages', 'badges'));
  writeFileSync(
    join(second, 'content', 'pages', 'badges', 'service.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="60" viewBox="0 0 120 60"><rect width="120" height="60" fill="#246"/></svg>',
  );
  writeFileSync(
    join(second, 'content', 'pages', 'our-workshop.md'),
    '---\ntitle: Our workshop\ndescription: Where {{site.name}} services cars.\nupdated: 2026-11-20\n---\n\n' +
      'Our technicians at work.\n\n![The Second Motors workshop floor](./workshop.jpg)\n\n![Our service badge](./badges/service.svg)\n',
  );
  const built = await buildFixtures({
    sitesDir: sites,
    stockPath: join(fixtures, 'stock', 'snapshot.json'),
    outRoot: out,
    cacheRoot: join(tmp, '.cache'),
    workers: 2,
  });
  log.push(...built.log);
  tenants = built.result.tenants;
  if (!built.result.ok) console.error(log.join('\n'));
}, 600_000);

afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe("content images through Astro's image pipeline, two tenants building at once (issue 11 item 5)", () => {
  it('builds both tenants', () => {
    expect(tenants.map((t) => [t.slug, t.ok, t.error])).toEqual([
      ['fixture-motors', true, null],
      ['second-motors', true, null],
    ]);
  });

  it("keeps each build's Astro state apart: each tenant's asset map names its own images only", () => {
    // Deterministic, where the race below shows only when the two builds' timings overlap.
    for (const [slug, other] of [
      ['fixture-motors', 'second-motors'],
      ['second-motors', 'fixture-motors'],
    ] as const) {
      const map = decodeURIComponent(readFileSync(join(tmp, '.cache', 'astro', slug, 'dot-astro', 'content-assets.mjs'), 'utf8'));
      expect(map).toContain(`/tenants/${slug}/content/blog/hybrid-or-diesel.md`);
      expect(map).not.toContain(`/tenants/${other}/`);
    }
  });

  it('leaves no unprocessed image placeholder on any page of either tenant', () => {
    for (const slug of ['fixture-motors', 'second-motors']) {
      const files = htmlFiles(join(out, slug));
      expect(files.length).toBeGreaterThan(10);
      const raw = files.filter((file) => readFileSync(join(out, slug, file), 'utf8').includes('__ASTRO_IMAGE_'));
      expect(raw, `${slug}: pages with a raw image placeholder`).toEqual([]);
    }
  });

  it("shows the platform's post image on the tenant without its own, re-encoded with its size", () => {
    const post = html('fixture-motors', POST);
    expectPipelineImage('fixture-motors', imgByAlt(post, 'Sample illustration: a green hybrid'), 'hybrid-or-diesel', 1200, 675);
  });

  it("shows the tenant's own photo in place of the platform's, and a tenant page's photo", () => {
    const platform = /\bsrc="([^"]+)"/.exec(imgByAlt(html('fixture-motors', POST), 'Sample illustration')!)![1];
    const own = expectPipelineImage(
      'second-motors',
      imgByAlt(html('second-motors', POST), 'Sample illustration: a green hybrid'),
      'hybrid-or-diesel',
      800,
      450,
    );
    expect(own).not.toBe(platform);
    expectPipelineImage('second-motors', imgByAlt(html('second-motors', PAGE), 'The Second Motors workshop floor'), 'workshop', 640, 480);
  });

  it('offers smaller copies of a photo for phones: a srcset of WebP files of the widths it names, up to the photo’s own', async () => {
    // A dealer's phone photo is kept at its own width in `src`; a 390 px phone at 2× picks the 828 w copy instead.
    for (const [slug, path, alt, widths] of [
      ['fixture-motors', POST, 'Sample illustration: a green hybrid', [640, 750, 828, 1080, 1200]],
      ['second-motors', POST, 'Sample illustration: a green hybrid', [640, 750, 800]],
      ['second-motors', PAGE, 'The Second Motors workshop floor', [640]],
    ] as const) {
      const tag = imgByAlt(html(slug, path), alt)!;
      const width = Number(/\bwidth="(\d+)"/.exec(tag)![1]);
      expect(/\bsizes="([^"]+)"/.exec(tag)?.[1], `${slug}/${path}`).toBe(`(min-width: ${width}px) ${width}px, 100vw`);
      const candidates = (/\bsrcset="([^"]+)"/.exec(tag)?.[1] ?? '').split(', ').map((c) => c.split(' '));
      expect(
        candidates.map(([, w]) => w),
        `${slug}/${path}`,
      ).toEqual(widths.map((w) => `${w}w`));
      for (const [url, w] of candidates) {
        const meta = await sharp(readFileSync(join(out, slug, url!))).metadata();
        expect([meta.format, `${meta.width}w`], `${slug}${url}`).toEqual(['webp', w]);
      }
    }
  });

  it('keeps an SVG (from a subfolder) as a hashed SVG with its size, not rasterised', () => {
    const tag = imgByAlt(html('second-motors', PAGE), 'Our service badge');
    expect(tag).toBeTruthy();
    const src = /\bsrc="([^"]+)"/.exec(tag!)?.[1] ?? '';
    expect(src).toMatch(/^\/_astro\/service\.[\w-]+\.svg$/);
    expect(tag).toContain('width="120"');
    expect(tag).toContain('height="60"');
    expect(readFileSync(join(out, 'second-motors', src), 'utf8')).toContain('<svg');
  });
});
