/**
 * Every page type goes quiet (issue #14, found in stop 27): once a buyer has opened a page and every island
 * that hydrates on view has hydrated, the page runs no more script and makes no more requests while it is
 * left open. A render loop (an effect keyed on a value rebuilt every render, a state update in render) or a
 * polling timer keeps a phone's CPU busy for as long as the page is open: the finance pages did this (about
 * 0.8 s of script every second, stop 27) and no test saw it, because every test looked at what the page showed,
 * which was right.
 *
 * The pages are the quality report's sample (`scripts/lib/quality-sample.ts`: one page per page type, pages
 * that read their car from the URL at the vehicle page's own link to them) of two tenants whose templates
 * between them draw every page type, a used-car dealer group and a brand site, and of the tenant with a popup.
 * Each page is loaded, scrolled
 * to its end and back (so `client:visible` islands hydrate), left until the network is idle, and then watched
 * for a second (`watchAtRest`, `scripts/lib/chromium.ts`, the quality report's measure too): Chromium's own script
 * time for the page (CDP `ScriptDuration`) must grow by less than 100 ms and no request may start.
 */
import { describe, expect, inject, it } from 'vitest';
import { watchAtRest } from '../../scripts/lib/chromium.ts';
import { DEFAULT_QUALITY_BUDGETS } from '../../src/domain/quality.ts';
import { chromiumForFile } from './chromium.ts';
import { pageTypeSample, tenantConfig } from './tenant.ts';

const tenants = inject('tenants');
/**
 * A dealer group on the used-car template and a brand site: between them every route of `src/pages/`; and the
 * tenant with a site-wide popup (`theme.popup`, `src/islands/popup.ts`), the one island the other two do not draw.
 */
const slugs = ['value-wheels-adelaide', 'harbourline-mazda', 'swan-river-auto'].filter((s) => s in tenants);

/** When the pages are watched: a Tuesday morning in Perth, during swan-river-auto's summer sale popup. */
const AT = '2026-12-01T10:00:00+08:00';

const browser = chromiumForFile();

describe.each(slugs)('%s: every page type at rest', (slug) => {
  const sample = pageTypeSample(slug);

  it('samples the tenant’s page types (the vehicle page, the search, the finance pages among them)', () => {
    const types = sample.map((s) => s.type);
    expect(types).toEqual(expect.arrayContaining(['home', 'cars/[slug]', 'search/[...landing]', 'finance', 'finance-enquiry']));
  });

  it.each(sample.map((s) => [s.type, s.path] as const))(
    '%s (%s) runs no script and starts no request in the second after it settled',
    async (_type, path) => {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        // A fixed moment inside swan-river-auto's popup campaign (it ends 2027-01-31), so what the pages draw does not
        // depend on the day the suite runs; timers run as usual.
        await page.clock.setFixedTime(new Date(AT));
        await page.goto(`${tenants[slug]}${path}`, { waitUntil: 'load' });
        const rest = await watchAtRest(page);
        // The popup tenant's home page is watched with its popup open: the case its inclusion is for.
        if (path === '/' && tenantConfig(slug).theme.popup)
          expect(await page.locator('dialog[data-popup]').getAttribute('data-state')).toBe('shown');
        // The quality report's budgets (src/domain/quality.ts): no request, under 100 ms of script (a render loop ~700).
        const budgets = DEFAULT_QUALITY_BUDGETS;
        expect(rest.requests.length, `requests started while left alone: ${rest.requests.join(', ')}`).toBeLessThanOrEqual(
          budgets.requests_at_rest!,
        );
        expect(rest.scriptMs, 'ms of script in one second at rest').toBeLessThan(budgets.script_at_rest_ms!);
      } finally {
        await context.close();
      }
    },
  );
});
