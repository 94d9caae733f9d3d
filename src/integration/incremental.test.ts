import { describe, expect, it } from 'vitest';
import { fullBuildReason, renderedWhole, reusableBuild, showsAstroImage, streamPages, type BuildManifest } from './incremental.ts';

const page = (body: string) => new TextEncoder().encode(`<!doctype html><html><head></head><body>${body}</body></html>`);
/** The whole-page pattern the byte search stands for (its answer must be the same on every page). */
const WHOLE_PAGE = /\/_astro\/[^"'\t\n\v\f\r )?#]+\.(?:avif|webp|png|jpe?g|gif|svg)\b/i;
const wholePage = (bytes: Uint8Array) => WHOLE_PAGE.test(Buffer.from(bytes).toString('latin1'));

describe('showsAstroImage: a page with an image Astro optimised is rendered on every build (issue #14)', () => {
  const cases: [string, boolean][] = [
    ['<img src="/_astro/photo.Bx1.webp" alt="">', true],
    ['<img srcset="/_astro/photo.Bx1.webp 640w, /_astro/photo.Bx2.avif 960w">', true],
    ['<img src=/_astro/photo.png>', true],
    ['<img src="/_ASTRO/Photo.JPG">', true],
    ['<img src="/_Astro/a/b/c.jpeg?x=1">', true],
    ['<img src="/_astro/caf\u00e9 cr\u00e8me.webp">', false],
    ['<img src="/_astro/caf\u00e9-cr\u00e8me.webp">', true],
    ['<script type="module" src="/_astro/SearchApp.DOQQVs3l.js"></script>', false],
    ['<link rel="stylesheet" href="/_astro/base.css">', false],
    ['<a href="/_astro/x.webpage">text</a>', false],
    ['<a href="/_astro/x.png-y">text</a>', true],
    ['<a href="/_astro/.png">text</a>', false],
    ['<p>/_astro/ then text.webp</p>', false],
    ['<p>/_ /_a /_astr /_astro</p>', false],
    ['<img src="/images/photo.webp">', false],
  ];
  for (const [body, expected] of cases) {
    it(`${expected ? 'finds' : 'does not find'} one in ${JSON.stringify(body)}, as the pattern does on the whole page`, () => {
      const bytes = page(body);
      expect(showsAstroImage(bytes)).toBe(expected);
      expect(wholePage(bytes)).toBe(expected);
    });
  }

  it('reads a page given as a slice of a larger buffer, and finds a name that runs to the end of the page', () => {
    const buffer = new TextEncoder().encode('xx/_astro/a.webp"yy/_astro/b.svg');
    expect(showsAstroImage(buffer.subarray(2, 16))).toBe(true);
    expect(showsAstroImage(buffer.subarray(17))).toBe(true);
    expect(showsAstroImage(buffer.subarray(17, 30))).toBe(false);
    expect(wholePage(buffer.subarray(17, 30))).toBe(false);
  });
});

describe('streamPages: Astro renders each page of the build as a stream (issue #14: build cost)', () => {
  it("turns streaming on for an app that answers it through resolveStreaming(), as Astro's build app does", () => {
    const app = { resolveStreaming: (): boolean | undefined => undefined };
    streamPages(app);
    expect(app.resolveStreaming()).toBe(true);
  });

  it('leaves an app without the switch as it is', () => {
    const app = {};
    streamPages(app);
    expect(app).toEqual({});
    expect(() => streamPages(undefined)).not.toThrow();
  });

  it('tells a page rendered whole (its length given up front) from a streamed one', () => {
    const whole = new Response(new Uint8Array(3), { headers: { 'Content-Type': 'text/html', 'Content-Length': '3' } });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(3));
        controller.close();
      },
    });
    const streamed = new Response(body, { headers: { 'Content-Type': 'text/html' } });
    expect(renderedWhole(whole)).toBe(true);
    expect(renderedWhole(streamed)).toBe(false);
  });
});

describe('fullBuildReason and reusableBuild: when a build reuses pages of its published build (issue #14)', () => {
  const published: BuildManifest = { version: 1, codeVersion: 'code-1', tenant: 'tenant-1', inputs: 'inputs-1', pages: {} };
  it('reuses a build of the same code version and tenant hash, whatever its stock', () => {
    const state = { previous: published, codeVersion: 'code-1', tenant: 'tenant-1' };
    expect(fullBuildReason(state)).toBeNull();
    expect(reusableBuild(state)).toBe(published);
  });
  it('renders every page, saying why, with none published, another code version, or another config or content', () => {
    const cases: [Parameters<typeof fullBuildReason>[0], string][] = [
      [{ previous: null, codeVersion: 'code-1', tenant: 'tenant-1' }, 'none published'],
      [{ previous: published, codeVersion: 'code-2', tenant: 'tenant-1' }, 'code changed'],
      [{ previous: published, codeVersion: 'code-2', tenant: 'tenant-2' }, 'code changed'],
      [{ previous: published, codeVersion: 'code-1', tenant: 'tenant-2' }, 'config or content changed'],
    ];
    for (const [state, reason] of cases) {
      expect(fullBuildReason(state)).toBe(reason);
      expect(reusableBuild(state)).toBeNull();
    }
  });
});
