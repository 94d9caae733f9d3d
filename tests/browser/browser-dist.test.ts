/**
 * `npm run test:browser` builds and serves its tenants from `.cache/browser-dist/`, and leaves the
 * user's `dist/` as it found it (on c14cc89 it rebuilt dist/ with sites calling its throwaway API on a
 * random port, dead once the run ended).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { distFingerprint } from './global-setup.ts';
import { browserDist } from './tenant.ts';

describe("the browser tests' own build folder", () => {
  it('dist/ is as it was before the run', () => {
    expect(distFingerprint()).toEqual(inject('distBefore'));
  });

  it('every tenant under test is built in .cache/browser-dist/ and served from there', async () => {
    for (const [slug, base] of Object.entries(inject('tenants'))) {
      expect(existsSync(join(browserDist, slug, 'index.html')), slug).toBe(true);
      const served = await (await fetch(`${base}/`)).text();
      expect(served, slug).toBe(readFileSync(join(browserDist, slug, 'index.html'), 'utf8'));
    }
  });
});
