import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTenantRegistry } from '../../api/tenants.ts';
import { listTenantSlugs, loadTenant } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { pageDepsRuntime } from '../../integration/page-deps.ts';
import { trackedBuild } from '../../integration/tracked-clock.ts';
import { formSite } from './form-site.ts';

const sitesDir = join(import.meta.dirname, '..', '..', '..', 'sites');
const sites = listTenantSlugs(sitesDir).map((slug) => {
  const r = loadTenant(sitesDir, slug);
  if (!r.ok) throw new Error(`${slug} does not load`);
  return r.config as SiteConfig;
});

describe("formSite (the form islands' site slice)", () => {
  it.each(sites.map((s) => [s.slug, s] as const))("%s: the API's switches, visible locations, own dealership, deposit", (_slug, site) => {
    const slice = formSite(site, { apiBase: 'https://api.example/', now: 0 }, { carLookupBase: '/search/car/64/' });
    expect(slice.switches).toEqual(createTenantRegistry([site]).get(site.slug)!.switches);
    expect(slice.apiBase).toBe('https://api.example');
    expect(slice.slug).toBe(site.slug);
    expect(slice.locations.map((l) => l.id)).toEqual(site.locations.filter((l) => l.visible).map((l) => l.id));
    expect(site.dealerships.find((d) => d.slug === slice.dealershipSlug)?.id).toBe(site.dealership_id);
    expect(slice.reserveAmount).toBe(site.features.reserve_amount);
    expect(JSON.parse(JSON.stringify(slice))).toEqual(slice);
  });

  it("no API base means the site's own origin", () => {
    expect(formSite(sites[0]!, { apiBase: null, now: 0 }, { carLookupBase: '/search/car/64/' }).apiBase).toBe('');
  });

  it("carries the stock clock's UTC year, not the machine's, and a page that reads it depends only on the year", () => {
    const at = (iso: string) => Date.parse(iso) / 1000;
    expect(formSite(sites[0]!, { apiBase: null, now: at('2030-12-31T23:59:59Z') }, { carLookupBase: '/search/car/64/' }).year).toBe(2030);
    expect(formSite(sites[0]!, { apiBase: null, now: at('2031-01-01T00:00:00Z') }, { carLookupBase: '/search/car/64/' }).year).toBe(2031);
    const build = trackedBuild({
      now: at('2031-06-01T00:00:00Z'),
      siteUrl: 'https://www.example.com.au',
      snapshotGeneratedAt: '2031-06-01T00:00:00Z',
      apiBase: null,
      inlineImages: {},
    });
    const deps = new Map<string, string>();
    pageDepsRuntime().pages.run(deps, () => formSite(sites[0]!, build, { carLookupBase: '/search/car/64/' }));
    expect([...deps.keys()]).toEqual(['clock:year']);
  });
});
