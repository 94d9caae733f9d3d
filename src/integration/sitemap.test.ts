import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlFacts, isNoindex } from './html-facts.ts';
import { indexablePaths, renderSitemap, saysNoindex, sitemapPath } from './sitemap.ts';

const page = (head: string, body = '') => `<!doctype html><html><head><title>x</title>${head}</head><body>${body}</body></html>`;

describe('htmlFacts: what a built page declares', () => {
  it('reads robots directives, plain links and fragment targets with an HTML parser', () => {
    const f = htmlFacts(
      page(
        '<META NAME="Robots" content="NoIndex, follow">',
        '<a href="/cars/x/#find-similar">A</a><section id="enquire"><a name="old">B</a></section><a>no href</a><a href="">self</a>',
      ),
    );
    expect(f.robots).toEqual(['noindex', 'follow']);
    expect(isNoindex(f)).toBe(true);
    expect(f.links).toEqual(['/cars/x/#find-similar', '']);
    expect([...f.ids].sort()).toEqual(['enquire', 'old']);
    expect(isNoindex(htmlFacts(page('<meta name="robots" content="none">')))).toBe(true);
    expect(isNoindex(htmlFacts(page('<meta name="description" content="noindex">')))).toBe(false);
  });
  it('headOnly stops at the body (a robots meta in the body is not a head directive)', () => {
    const f = htmlFacts(page('', '<meta name="robots" content="noindex"><a href="/x/">x</a>'), { headOnly: true });
    expect(f.robots).toEqual([]);
    expect(f.links).toEqual([]);
  });
});

describe('sitemap: the built pages that may be indexed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const write = (rel: string, html: string) => {
    mkdirSync(join(dir, rel, '..'), { recursive: true });
    writeFileSync(join(dir, rel), html);
  };
  write('index.html', page(''));
  write('cars/a/index.html', page('<meta name="robots" content="noindex">'.padStart(40_000, ' ')));
  write('cars/b/index.html', page(`<style>${'x'.repeat(40_000)}</style><meta name="robots" content="noindex">`));
  write('cars/c/index.html', page('<meta name="robots" content="index, follow">'));
  write('cars/c/checkout/index.html', page('<meta name="robots" content="noindex">'));
  write('404.html', page('<meta name="robots" content="noindex">'));

  it('leaves out every page whose HTML says noindex, and paths that are not pages', () => {
    const paths = indexablePaths(dir, ['', 'cars/a/', 'cars/b/', 'cars/c/', 'cars/c/checkout/', '404', 'robots.txt', 'cars/c/']);
    expect(paths.sort()).toEqual(['/', '/cars/c/']);
  });
  it('takes noindex from what the render recorded, and reads only the pages it does not know', () => {
    // cars/a says noindex in its file: a recorded fact wins (the file is not read), the others are still read.
    const known = new Map([[sitemapPath('/cars/a'), false]]);
    expect(indexablePaths(dir, ['', 'cars/a/', 'cars/b/', 'cars/c/checkout/'], known).sort()).toEqual(['/', '/cars/a/']);
  });
  it('saysNoindex reads a page as the file reader does: scripts and styles cannot hide or fake the meta', () => {
    expect(saysNoindex(page(`<style>${'x'.repeat(40_000)}</style><meta name="robots" content="noindex">`))).toBe(true);
    expect(saysNoindex(page('<script>document.write(\'<meta name="robots" content="noindex">\')</script>'))).toBe(false);
    expect(saysNoindex(page('<style>/* </head><body> */</style><meta name="robots" content="noindex">'))).toBe(true);
    expect(saysNoindex(page('<script>"</head>"</script><meta name="robots" content="noindex">'))).toBe(true);
    expect(saysNoindex('<html><head><meta name="robots" content="noindex"><body><p>no head end tag</p></body></html>')).toBe(true);
    expect(saysNoindex(page('', '<meta name="robots" content="noindex">'))).toBe(false);
    expect(saysNoindex(page('<meta name="robots" content="index, follow">'))).toBe(false);
  });
  it('saysNoindex reads a page from its bytes as from its text', () => {
    const bytes = (html: string) => new Uint8Array(Buffer.from(html));
    expect(saysNoindex(bytes(page('<title>Café — 𝄞</title><meta name="robots" content="noindex">', '<p>é</p>')))).toBe(true);
    expect(saysNoindex(bytes(page('<title>Café — 𝄞</title>', '<meta name="robots" content="noindex">')))).toBe(false);
    expect(saysNoindex(bytes(page('<script>"</head>é"</script><meta name="robots" content="noindex">')))).toBe(true);
    expect(saysNoindex(bytes('<HTML><HEAD><META NAME="robots" CONTENT="NOINDEX"></HEAD><BODY></BODY></HTML>'))).toBe(true);
  });
  it('renders the URLs sorted, with lastmod where known', () => {
    const xml = renderSitemap('https://www.x.example/', ['/cars/c/', '/'], new Map([['/cars/c/', '2026-11-19T10:00:00Z']]));
    expect(xml).toContain(
      '<url><loc>https://www.x.example/</loc></url>\n  <url><loc>https://www.x.example/cars/c/</loc><lastmod>2026-11-19</lastmod></url>',
    );
  });

  it('escapes a URL as XML text, as the sitemap protocol asks (a site URL with a query, paths with & and quotes)', () => {
    const xml = renderSitemap('https://www.x.example/?a=1&b=2', ['/parts/tow-&-haul/', `/o'brien-"classic"/`], new Map());
    expect(xml).toContain('<loc>https://www.x.example/?a=1&amp;b=2/parts/tow-&amp;-haul/</loc>');
    expect(xml).toContain('<loc>https://www.x.example/?a=1&amp;b=2/o&apos;brien-&quot;classic&quot;/</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
