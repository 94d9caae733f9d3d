/**
 * The tenant side of the browser tests: the repository root and a tenant's resolved config, so tests
 * expect what the tenant's switches say (never a slug check).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';
import { sampleBuiltSite, type PageTypeSample } from '../../scripts/lib/quality-sample.ts';
import { loadTenant } from '../../src/config/load.ts';
import type { SiteConfig } from '../../src/config/schema/site.ts';
import { popupId, popupStorageKey } from '../../src/domain/popup.ts';
import { parseSearchIndex, type SearchDoc } from '../../src/stock/search-document.ts';
import { SEARCH_INDEX_URL } from '../../src/stock/tenant-stock.ts';

/** The repository root. */
export const root = join(import.meta.dirname, '..', '..');

let snapshotClock: number | undefined;
/**
 * The build's stock clock: the sample snapshot's `generated_at` (the build's default), in Unix seconds. Read on
 * the first call only: most test files never ask.
 */
export function buildNow(): number {
  snapshotClock ??= Math.floor(
    Date.parse(
      /"generated_at":"([^"]+)"/.exec(
        gunzipSync(readFileSync(join(root, 'sites', '_stock', 'sample-snapshot.json.gz')))
          .subarray(0, 20_000)
          .toString('utf8'),
      )![1]!,
    ) / 1000,
  );
  return snapshotClock;
}

/**
 * Where the browser tests build and serve the tenants (`<browserDist>/<slug>/`): a folder of their own,
 * so `npm run test:browser` never replaces `dist/` with sites that call its throwaway API, and stable,
 * so BROWSER_SKIP_BUILD=1 can reuse the last run's build.
 */
export const browserDist = join(root, '.cache', 'browser-dist');

/** The tenant's resolved config. @throws Error when its `site.json` does not load. */
export function tenantConfig(slug: string): SiteConfig {
  const r = loadTenant(join(root, 'sites'), slug, root);
  if (!r.ok) throw new Error(`${slug}: config invalid`);
  return r.config;
}

/**
 * The folder of a tenant's site as the browser suite built it (`<browserDist>/<slug>/`, which the previews
 * serve). Tests that read built files go through this one function.
 */
export function builtSiteDir(slug: string): string {
  return join(browserDist, slug);
}

/** The quality report's one page per page type (`sampleBuiltSite`) of a tenant as the browser suite built it. */
export function pageTypeSample(slug: string): PageTypeSample[] {
  return sampleBuiltSite(builtSiteDir(slug), join(root, 'src', 'pages'));
}

/** The cars a served tenant lists, from its embedded search index (`SEARCH_INDEX_URL`), in rank order. */
export async function listedSearchDocs(base: string): Promise<SearchDoc[]> {
  const res = await fetch(`${base}${SEARCH_INDEX_URL}`);
  if (!res.ok) throw new Error(`${base}${SEARCH_INDEX_URL}: HTTP ${res.status}`);
  return parseSearchIndex(await res.text());
}

/**
 * Keeps the tenant's promotional popup closed in `context`, as after a visitor dismissed it (the popup's own
 * test, popup.test.ts, covers it): otherwise whether it covers the page depends on today's date and its expiry.
 */
export async function dismissPopup(context: BrowserContext, slug: string): Promise<void> {
  const popup = tenantConfig(slug).theme.popup;
  if (popup) await context.addInitScript(([key, id]) => localStorage.setItem(key!, id!), [popupStorageKey(slug), popupId(popup)]);
}
