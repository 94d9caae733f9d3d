/**
 * The header and footer are rendered once per build and reused on every later page (`src/components/RenderOnce.astro`,
 * issue #14: full build cost). That is only right while their markup takes nothing from the page: an `aria-current`
 * on the active menu entry, say, would show the first page's on every page. So the fixture tenant is built twice from
 * the same inputs, once as usual and once with every page rendering them itself (`DEALER_RENDER_EVERY_PAGE=1`), and
 * the two sites must be the same byte for byte, with the same dependencies recorded for every page.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildManifest } from '../../src/integration/incremental.ts';
import { RENDER_EVERY_PAGE_ENV } from '../../src/integration/render-once.ts';
import { readManifest } from '../../scripts/lib/orchestrator.ts';
import { buildFixtureIn } from './child-build.ts';
import { differingFiles, fixtureSite, siteFiles } from './site-files.ts';

let dir: string;

/** The manifest of the version published into `<dir>/<name>` (the orchestrator's own reader). */
function manifestOf(name: string): BuildManifest {
  const published = readManifest(fixtureSite(dir, name));
  if (!published) throw new Error(`no published manifest for ${fixtureSite(dir, name)}`);
  return published.manifest;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-once-'));
  buildFixtureIn(dir, 'once', {});
  buildFixtureIn(dir, 'every-page', { [RENDER_EVERY_PAGE_ENV]: '1' });
}, 300_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('markup rendered once per build equals what each page renders itself', () => {
  it('gives the same site, byte for byte', () => {
    expect(siteFiles(fixtureSite(dir, 'once')).length).toBeGreaterThan(100);
    expect(readFileSync(join(fixtureSite(dir, 'once'), 'index.html'), 'utf8')).toContain('<footer class="site-footer"');
    expect(differingFiles(fixtureSite(dir, 'once'), fixtureSite(dir, 'every-page'))).toEqual([]);
  });

  it('records the same dependencies for every page', () => {
    const [once, everyPage] = [manifestOf('once'), manifestOf('every-page')];
    expect(Object.keys(once.pages).length).toBeGreaterThan(100);
    expect(once.pages).toEqual(everyPage.pages);
  });
});
