/**
 * The preview server answers as the static host does for what the site's files configure: the redirects of
 * `_redirects` (old result-page links, issue #14), with the `_headers` headers, and neither file served as a page.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPreviewServer } from './preview-server.ts';

const dir = mkdtempSync(join(tmpdir(), 'preview-server-'));
let server: Server;
let origin = '';

beforeAll(async () => {
  mkdirSync(join(dir, 'search', 'page', '3'), { recursive: true });
  writeFileSync(join(dir, 'search', 'page', '3', 'index.html'), '<!doctype html><title>Cars for sale, page 3</title>');
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Page not found</title>');
  writeFileSync(join(dir, '_redirects'), '/search/swan-river-auto/page/* /search/page/:splat 301\n');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  // The server reads the site's files as it is created, as `npm run preview` does once the build is there.
  server = createPreviewServer({ slug: 'x', dir, api: null });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe('createPreviewServer', () => {
  it('redirects an old result page of a landing to the page listing the same cars, keeping the query', async () => {
    const res = await fetch(`${origin}/search/swan-river-auto/page/3/?sort=price_asc`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/search/page/3/?sort=price_asc');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const followed = await fetch(`${origin}/search/swan-river-auto/page/3/`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('Cars for sale, page 3');
  });

  it('serves the site’s pages and its 404 page where no rule applies', async () => {
    expect((await fetch(`${origin}/search/page/3/`)).status).toBe(200);
    const missing = await fetch(`${origin}/search/toyota/page/3/`, { redirect: 'manual' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });

  it('does not serve the host’s configuration files as pages', async () => {
    for (const file of ['/_redirects', '/_headers']) {
      const res = await fetch(`${origin}${file}`);
      expect(res.status, file).toBe(404);
      expect(await res.text(), file).toContain('Page not found');
    }
  });
});
