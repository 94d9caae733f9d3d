/**
 * Valid HTML (issue #9 item 4): the W3C Nu Html Checker (`vnu-jar`, Java) reports no error on a
 * sample of every page type of every tenant the browser suite built — every route file of
 * `src/pages/` (so a new page type is checked without editing this test), vehicle and checkout pages
 * of each kind of car the tenant lists (used, new, demo, sold, reserved, coming soon, caravan,
 * motorcycle, with and without finance), search landing pages of each path shape (page N included),
 * forms, finance, print, compare, favourites, success and 404. One checker run over all of them.
 * Sampling and the checker: `scripts/lib/html-validity.ts` (`npm run check:html` runs the same over `dist/`).
 */
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { formatNuErrors, hasJava, listRoutes, runNuChecker, samplePages, type SampledPage } from '../../scripts/lib/html-validity.ts';
import { builtSiteDir, root } from './tenant.ts';

const tenants = Object.keys(inject('tenants'));
const java = await hasJava();

describe('valid HTML (W3C Nu checker)', () => {
  it.skipIf(!java)(
    'reports no error on any page type of any tenant (skipped without Java: apt-get install -y default-jre-headless)',
    async () => {
      const routes = listRoutes(join(root, 'src', 'pages'));
      const sample: (SampledPage & { abs: string })[] = tenants.flatMap((slug) =>
        samplePages(builtSiteDir(slug), routes).map((p) => ({ ...p, abs: join(builtSiteDir(slug), p.file) })),
      );
      // Every route file that a tenant built is in the sample (vehicle, checkout, forms, finance, search, …).
      for (const slug of tenants) {
        const sampled = new Set(sample.filter((p) => p.abs.startsWith(builtSiteDir(slug))).map((p) => p.route));
        for (const r of ['', 'search', 'search/[...landing]', 'cars/[slug]', 'print', '404', 'book-test-drive', 'finance', 'success'])
          expect(sampled, `${slug}: ${r}`).toContain(r);
      }
      const errors = await runNuChecker(sample.map((p) => p.abs));
      expect(formatNuErrors(errors, join(builtSiteDir(tenants[0]!), '..'))).toEqual([]);
    },
    600_000,
  );
});
