/**
 * The preview server answers as the static host does for what the site's files configure: the redirects of
 * `_redirects` (old result-page links, issue #14), with the `_headers` headers, and neither file served as a page; and
 * a version the build publishes while it runs is served whole, without a restart.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
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

describe('createPreviewServer over a published site (a link swapped to each new version, as the build publishes)', () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-versions-'));
  const link = join(root, 'swan-river-auto');
  let versions: Server;
  let at = '';
  const publish = (version: string, files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, '.builds', version, file)), { recursive: true });
      writeFileSync(join(root, '.builds', version, file), text);
    }
    // One rename, as scripts/lib/publish swaps dist/<slug>.
    symlinkSync(join('.builds', version), `${link}.next`);
    renameSync(`${link}.next`, link);
  };

  beforeAll(async () => {
    publish('v1', {
      'index.html': '<!doctype html><title>Home, night 1</title>',
      'cars/sold-car/index.html': '<!doctype html><title>A car sold on night 2</title>',
      '404.html': '<!doctype html><title>Page not found</title>',
      _headers: '/*\n  X-Frame-Options: DENY\n',
      _redirects: '/search/kia/page/* /search/page/:splat 301\n',
    });
    versions = createPreviewServer({ slug: 'swan-river-auto', dir: link, api: null });
    await new Promise<void>((resolve) => versions.listen(0, '127.0.0.1', resolve));
    at = `http://127.0.0.1:${(versions.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => versions.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  it('serves a version published while it runs whole: its pages, 404s, headers and redirects, without a restart', async () => {
    expect(await (await fetch(`${at}/`)).text()).toBe('<!doctype html><title>Home, night 1</title>');
    expect((await fetch(`${at}/search/kia/page/2/`, { redirect: 'manual' })).headers.get('location')).toBe('/search/page/2/');
    publish('v2', {
      'index.html': '<!doctype html><title>Home, night 2, with a longer title</title>',
      'cars/new-car/index.html': '<!doctype html><title>A car listed on night 2</title>',
      '404.html': '<!doctype html><title>Page not found, night 2</title>',
      _headers: '/*\n  X-Frame-Options: SAMEORIGIN\n',
      _redirects: '/search/mg/page/* /search/page/:splat 301\n',
    });
    const home = await fetch(`${at}/`);
    expect(await home.text()).toBe('<!doctype html><title>Home, night 2, with a longer title</title>');
    expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect((await fetch(`${at}/cars/new-car/`)).status).toBe(200);
    const sold = await fetch(`${at}/cars/sold-car/`);
    expect(sold.status).toBe(404);
    expect(await sold.text()).toBe('<!doctype html><title>Page not found, night 2</title>');
    expect((await fetch(`${at}/search/mg/page/2/`, { redirect: 'manual' })).headers.get('location')).toBe('/search/page/2/');
    expect((await fetch(`${at}/search/kia/page/2/`, { redirect: 'manual' })).status).toBe(404);
    // The link removed under it (an operator clearing dist/): it answers from the version it read last.
    rmSync(link);
    expect(await (await fetch(`${at}/`)).text()).toBe('<!doctype html><title>Home, night 2, with a longer title</title>');
  });
});
