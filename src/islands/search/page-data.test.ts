/**
 * A landing page refined by two facets or more depends on its slice of the stock (issue #14 item 2: page-data.ts).
 * That is safe only if what the page shows is made from that slice: here, on the real sample snapshot and every
 * sample tenant, each such landing's server state (hits, counts, stats; its first result page and its second) made
 * from the slice's documents equals the one made from every document. A widget that counted over the whole stock
 * would fail it.
 */
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listTenantSlugs, loadTenant } from '../../config/load.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import { makeDoc } from '../../search/testing/fixtures.ts';
import { selectTenantStock } from '../../stock/select.ts';
import { loadSnapshot } from '../../stock/snapshot.ts';
import type { BuildInfo, TenantStock } from '../../stock/tenant-stock.ts';
import { hasNarrowInputs, inLandingSlice, landingInputs, landingSlice } from './page-data.ts';
import { parseRedirectsFile, redirectFor, renderRedirectsFile } from '../../integration/host-redirects.ts';
import { searchPagePath } from '../../search/routing.ts';
import {
  landingPageCount,
  searchPageProps,
  tenantDocs,
  tenantLandings,
  tenantResultPageRedirects,
  tenantSearchPages,
} from './page-props.ts';
import { getSearchServerState } from './server.ts';

const SITES = join(import.meta.dirname, '../../../sites');

interface Tenant {
  site: SiteConfig;
  build: BuildInfo;
  stock: TenantStock;
}
const tenants: Tenant[] = [];

beforeAll(async () => {
  const { snapshot } = await loadSnapshot(join(SITES, '_stock', 'sample-snapshot.json.gz'));
  const now = Math.floor(Date.parse(snapshot.generated_at) / 1000);
  for (const slug of listTenantSlugs(SITES)) {
    const loaded = loadTenant(SITES, slug);
    if (!loaded.ok) throw new Error(`${slug} does not load`);
    const site = loaded.config;
    const build: BuildInfo = {
      now,
      siteUrl: 'https://example.com.au',
      snapshotGeneratedAt: snapshot.generated_at,
      apiBase: null,
      inlineImages: {},
    };
    const { cars } = selectTenantStock(snapshot.cars, site, now);
    tenants.push({ site, build, stock: { cars, images: {}, searchIndexUrl: '/search/cars.json', carLookupBase: '/search/car/1/' } });
  }
}, 120_000);

describe('inLandingSlice: the documents a landing refined by several facets counts over', () => {
  const preset = { make: ['Toyota'], model: ['Hilux'] };
  it('takes a document that fails at most one facet: the model of another make, another model of the make', () => {
    expect(inLandingSlice(makeDoc({ id: 1, make: 'Toyota', model: 'Hilux' }), preset)).toBe(true);
    expect(inLandingSlice(makeDoc({ id: 2, make: 'Toyota', model: 'RAV4' }), preset)).toBe(true);
    expect(inLandingSlice(makeDoc({ id: 3, make: 'Isuzu', model: 'Hilux' }), preset)).toBe(true);
    expect(inLandingSlice(makeDoc({ id: 4, make: 'Ford', model: 'Ranger' }), preset)).toBe(false);
  });
  it('narrows only presets of two facets or more (a make page counts every make)', () => {
    expect(hasNarrowInputs(preset)).toBe(true);
    expect(hasNarrowInputs({ make: ['Toyota', 'TOYOTA'] })).toBe(false);
    expect(hasNarrowInputs({})).toBe(false);
  });
});

describe('a landing refined by several facets shows what its slice of the stock makes', () => {
  it('every sample tenant has such landings (make and model pages)', () => {
    for (const t of tenants) {
      const narrow = tenantLandings(t.site, t.build, t.stock).landings.filter((l) => hasNarrowInputs(l.preset));
      expect(narrow.length, t.site.slug).toBeGreaterThan(0);
    }
  });

  it('its server state from the slice equals the one from every document, on its first and second result pages', async () => {
    let compared = 0;
    for (const { site, build, stock } of tenants) {
      const docs = tenantDocs(site, build, stock);
      for (const landing of tenantLandings(site, build, stock).landings.filter((l) => hasNarrowInputs(l.preset))) {
        const slice = landingSlice(docs, landing.preset);
        // Found through the facets' indexes: every document of the slice, in index order.
        expect(slice).toEqual(docs.filter((d) => inLandingSlice(d, landing.preset)));
        for (let page = 1; page <= Math.min(2, landingPageCount(landing)); page++) {
          const { props } = searchPageProps(site, build, stock, landing, page);
          const fromAll = await getSearchServerState(docs, props);
          const fromSlice = await getSearchServerState(slice, props);
          expect(fromSlice, `${site.slug} ${landing.path} page ${page}`).toEqual(fromAll);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
    // On a site of several makes a model's slice is narrower than the stock (on a one-make site it is all of it).
    const t = tenants.find((x) => x.site.slug === 'swan-river-auto')!;
    const docs = tenantDocs(t.site, t.build, t.stock);
    const hilux = tenantLandings(t.site, t.build, t.stock).landings.find((l) => l.path === '/search/toyota/hilux/')!;
    expect(docs.filter((d) => inLandingSlice(d, hilux.preset)).length).toBeLessThan(docs.length / 2);
  }, 120_000);

  it('changes its derived value with a car of its make or model, not with a car of another make and model', () => {
    const t = tenants.find((x) => x.site.slug === 'swan-river-auto')!;
    const landing = tenantLandings(t.site, t.build, t.stock).landings.find((l) => l.path === '/search/toyota/hilux/')!;
    const [make] = landing.preset.make!;
    const [model] = landing.preset.model!;
    const before = JSON.stringify(landingInputs(t.site, t.build, t.stock, landing.path));
    const other = t.stock.cars.find((c) => c.make !== make && c.model !== model)!;
    const same = t.stock.cars.find((c) => c.make === make && c.model !== model)!;
    const priced = (id: number) => ({
      ...t.stock,
      cars: t.stock.cars.map((c) => (c.id === id ? { ...c, price: (c.price ?? 10_000) + 1_000 } : c)),
    });
    expect(JSON.stringify(landingInputs(t.site, t.build, priced(other.id), landing.path))).toBe(before);
    expect(JSON.stringify(landingInputs(t.site, t.build, priced(same.id), landing.path))).not.toBe(before);
  });

  it('renders the same props and server state when every car outside its slice changes price (what its value says)', async () => {
    const t = tenants.find((x) => x.site.slug === 'swan-river-auto')!;
    const landing = tenantLandings(t.site, t.build, t.stock).landings.find((l) => l.path === '/search/toyota/hilux/')!;
    const docs = tenantDocs(t.site, t.build, t.stock);
    const inSlice = new Set(landingSlice(docs, landing.preset).map((d) => d.id));
    const repriced = {
      ...t.stock,
      cars: t.stock.cars.map((c) => (inSlice.has(c.id) ? c : { ...c, price: (c.price ?? 10_000) + 1_000 })),
    };
    expect(repriced.cars.filter((c, i) => c !== t.stock.cars[i]).length).toBeGreaterThan(1_000);
    expect(JSON.stringify(landingInputs(t.site, t.build, repriced, landing.path))).toBe(
      JSON.stringify(landingInputs(t.site, t.build, t.stock, landing.path)),
    );
    // The page takes nothing else from the stock: a setting worked out from every car would differ here.
    for (const page of [1, 2]) {
      const before = searchPageProps(t.site, t.build, t.stock, landing, page);
      const after = searchPageProps(t.site, t.build, repriced, landing, page);
      expect(after.props).toEqual(before.props);
      expect(await getSearchServerState(after.docs, after.props)).toEqual(await getSearchServerState(before.docs, before.props));
    }
  });
});

describe('tenantResultPageRedirects: old links to the result pages a tenant does not build', () => {
  it('on every sample tenant, each result page of a landing is built or redirects to a built page; built ones do not', () => {
    for (const { site, build, stock } of tenants) {
      let redirected = 0;
      const built = new Set(tenantSearchPages(site, build, stock).map((p) => p.path));
      // Read back as the host reads the file the build writes.
      const rules = parseRedirectsFile(renderRedirectsFile(tenantResultPageRedirects(site, build, stock)));
      for (const landing of tenantLandings(site, build, stock).landings) {
        for (let page = 2; page <= landingPageCount(landing); page++) {
          const path = searchPagePath(landing.path, page);
          const to = redirectFor(rules, path);
          if (built.has(path)) expect(to, `${site.slug} ${path}`).toBeNull();
          else {
            expect(to?.location, `${site.slug} ${path}`).toBe(searchPagePath(landing.pagesAt, page));
            expect(built.has(to!.location), `${site.slug} ${path} → ${to!.location}`).toBe(true);
            redirected++;
          }
        }
      }
      // Every sample tenant has a landing listing all its cars (new-used-and-demo, or its one dealership's page).
      expect(redirected, site.slug).toBeGreaterThan(0);
    }
  });
});
