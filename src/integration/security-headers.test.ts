import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageScriptHashes, readHeadersFile, scriptElements, writeSecurityHeaders } from './security-headers-file.ts';
import {
  contentSecurityPolicy,
  headersFor,
  inlineScriptHashes,
  parseHeadersFile,
  renderHeadersFile,
  securityHeaders,
} from './security-headers.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? null;

describe('inlineScriptHashes: the inline scripts a browser runs', () => {
  it('hashes classic and module inline scripts byte for byte, once each; skips src scripts and data blocks', () => {
    const runtime = '(()=>{var a=1;self.Astro=a})();';
    const html = `<head><script>${runtime}</script><script type="module" src="/_astro/x.js"></script>
      <script type="application/ld+json">{"@type":"Car"}</script><script type="application/json" id="d">{"a":"<b>"}</script></head>
      <body><script type="module">import("/_astro/y.js")</script><script>${runtime}</script></body>`;
    expect(inlineScriptHashes(html)).toEqual([sha(runtime), sha('import("/_astro/y.js")')]);
  });

  it('keeps entities and whitespace as written (the browser hashes the raw text)', () => {
    const body = '\n  if (a &amp;&amp; b) x();\n';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({
    scriptHashes: [sha('b'), sha('a'), sha('a')],
    apiBase: 'https://api.harbourline.example/v1',
    mapStyleUrl: 'https://tiles.openfreemap.org/styles/liberty',
  });

  it("scripts: 'self' and the hashes, never 'unsafe-inline' or 'unsafe-eval'", () => {
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${[sha('a'), sha('b')].sort().join(' ')}`);
    expect(directive(csp, 'script-src')).not.toMatch(/unsafe/);
  });

  it('the edge API origin and the map tile server in connect-src; the API may receive forms', () => {
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' https://api.harbourline.example https://tiles.openfreemap.org");
    expect(directive(csp, 'form-action')).toBe("form-action 'self' https://api.harbourline.example");
  });

  it("no frame may embed a page (lead forms included): frame-ancestors 'none'", () => {
    expect(directive(csp, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(csp, 'object-src')).toBe("object-src 'none'");
  });

  it("without an API origin or a map: 'self' only", () => {
    const plain = contentSecurityPolicy({ scriptHashes: [], apiBase: null, mapStyleUrl: null });
    expect(directive(plain, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(plain, 'script-src')).toBe("script-src 'self'");
    expect(directive(plain, 'frame-src')).toBe("frame-src 'none'");
  });

  it('a site taking deposits with Stripe allows Stripe.js, its frames and its API, and nothing else more', () => {
    const withStripe = contentSecurityPolicy({ scriptHashes: [sha('a')], apiBase: null, mapStyleUrl: null, stripe: true });
    expect(directive(withStripe, 'script-src')).toBe(`script-src 'self' https://js.stripe.com ${sha('a')}`);
    expect(directive(withStripe, 'frame-src')).toBe('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(directive(withStripe, 'connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(directive(withStripe, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe('the _headers file', () => {
  const headers = securityHeaders({ scriptHashes: [sha('a')], apiBase: null, mapStyleUrl: null });

  it('carries every security header for every path', () => {
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Strict-Transport-Security',
        'X-Frame-Options',
      ]),
    );
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('reads back as written, and applies to any path', () => {
    const rules = parseHeadersFile(renderHeadersFile(headers));
    expect(headersFor(rules, '/cars/2020-mazda-cx-5-abc/')).toEqual(Object.entries(headers));
    expect(headersFor(parseHeadersFile('# c\n/forms/*\n  X-A: 1\n/other\n  X-B: 2\n'), '/forms/site.json')).toEqual([['X-A', '1']]);
  });

  const dir = mkdtempSync(join(tmpdir(), 'headers-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is written from the built pages: the union of their inline script hashes', () => {
    mkdirSync(join(dir, 'cars', 'x'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<html><head><script>one()</script></head><body><p>Hi</p></body></html>');
    writeFileSync(
      join(dir, 'cars', 'x', 'index.html'),
      '<html><body><script>one()</script><script type="module">two()</script></body></html>',
    );
    writeSecurityHeaders(dir, { apiBase: 'http://127.0.0.1:8787', mapStyleUrl: null });
    const written = readFileSync(join(dir, '_headers'), 'utf8');
    expect(written.startsWith('/*\n')).toBe(true);
    const csp = headersFor(readHeadersFile(dir), '/').find(([name]) => name === 'Content-Security-Policy')![1];
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${[sha('one()'), sha('two()')].sort().join(' ')}`);
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self' http://127.0.0.1:8787");
  });

  it('reads only the pages the build did not hash while rendering them', () => {
    writeSecurityHeaders(dir, { apiBase: null, mapStyleUrl: null }, { files: new Set(['cars/x/index.html']), hashes: [sha('three()')] });
    const csp = headersFor(readHeadersFile(dir), '/').find(([name]) => name === 'Content-Security-Policy')![1];
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${[sha('one()'), sha('three()')].sort().join(' ')}`);
  });

  it('hashes a page as the whole-page reader does, whether or not its scripts were seen before', () => {
    const html =
      '<p><script>one()</script><script type="application/ld+json">{}</script><script src="/a.js"></script><script>one()</script></p>';
    expect(pageScriptHashes(html)).toEqual([sha('one()')]);
    expect(pageScriptHashes(html)).toEqual(inlineScriptHashes(html));
  });

  it('reads a page from its bytes as from its text: multi-byte characters before and inside scripts, any case', () => {
    const html =
      '<p>Café — 𝄞</p><SCRIPT>t("é—€")</Script ><script type="module">x("𝄞")</script>' +
      '<script>y()</script\u00a0><p>ß</p><script>z()</script>';
    const bytes = new Uint8Array(Buffer.from(html));
    expect(pageScriptHashes(bytes)).toEqual(inlineScriptHashes(html));
    expect(pageScriptHashes(bytes)).toEqual([sha('t("é—€")'), sha('x("𝄞")'), sha('y()</script\u00a0><p>ß</p><script>z()')]);
  });

  it('finds the script elements the Latin-1 pattern finds, on generated pages of tags, case variants and multi-byte text', () => {
    // The pattern the byte scanner replaced, as the reference: a start tag to its first `>`, to the first end tag.
    const pattern = /<script\b[^>]*>[\s\S]*?<\/script[\t\n\f\r ]*>/gi;
    const pieces = [
      '<script',
      '<SCRIPT',
      '<sCrIpT',
      '<scripts',
      '<script_x',
      '<script-x',
      '<script type="module"',
      '<s',
      '<span',
      '<style',
      '</script>',
      '</SCRIPT >',
      '</script\t\n>',
      '</script\u00a0>',
      '</scripts>',
      '</script',
      '</',
      '<',
      '>',
      '/',
      'é',
      '—',
      '𝄞',
      'ß',
      ' ',
      '\n',
      'a',
      'one()',
      '"',
      "'",
    ];
    // A fixed seed (mulberry32): the same pages on every run.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    let withElements = 0;
    for (let page = 0; page < 3000; page++) {
      let html = '';
      for (let n = Math.floor(random() * 40); n > 0; n--) html += pieces[Math.floor(random() * pieces.length)];
      const bytes = Buffer.from(html);
      const latin1 = bytes.toString('latin1');
      const expected = [...latin1.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length]);
      const found = [...scriptElements(bytes)];
      expect(found, JSON.stringify(html)).toEqual(expected);
      if (expected.length) withElements++;
    }
    // The generated pages exercise the matching path, not only pages without a script.
    expect(withElements).toBeGreaterThan(300);
  });
});
