/**
 * A landing page refined by two facets or more depends on its slice of the stock (issue #14 item 2: page-data.ts).
 * That is safe only if what the page shows is made from that slice: here, on the real sample snapshot and every
 * sample tenant, each such landing's server state (hits, counts, stats; its first result page and its second) made
 * from the slice's documents equals the one made from every document. A widget that counted over the whole stock
 * would fail it.
 */
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
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
import { matchesPreset, type Landing } from '../../search/landings.ts';
import {
  landingPageCount,
  searchPageProps,
  tenantDocs,
  tenantLandings,
  tenantResultPageRedirects,
  tenantSearchPages,
} from './page-props.ts';
import { getSearchServerState } from './server.ts';
import SearchApp from './SearchApp.tsx';

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

  it('changes its derived value with a car of its make and model, or a car leaving or joining its facets, not with the price of a car of the other model or another make', () => {
    const t = tenants.find((x) => x.site.slug === 'swan-river-auto')!;
    const landing = tenantLandings(t.site, t.build, t.stock).landings.find((l) => l.path === '/search/toyota/hilux/')!;
    const [make] = landing.preset.make!;
    const [model] = landing.preset.model!;
    const before = JSON.stringify(landingInputs(t.site, t.build, t.stock, landing.path));
    const other = t.stock.cars.find((c) => c.make !== make && c.model !== model)!;
    // A Toyota of a model with other cars, and another Toyota model in stock: moving it there changes no model's
    // presence, only the two models' counts in the model list.
    const ofMake = t.stock.cars.filter((c) => c.make === make && c.model !== model);
    const sameMake = ofMake.find((c) => ofMake.filter((o) => o.model === c.model).length > 1)!;
    const otherModel = ofMake.find((c) => c.model !== sameMake.model)!.model;
    const hilux = t.stock.cars.find((c) => c.make === make && c.model === model)!;
    const changed = (id: number, change: Partial<(typeof t.stock.cars)[number]>) => ({
      ...t.stock,
      cars: t.stock.cars.map((c) => (c.id === id ? { ...c, ...change } : c)),
    });
    const inputs = (stock: TenantStock) => JSON.stringify(landingInputs(t.site, t.build, stock, landing.path));
    expect(inputs(changed(other.id, { price: (other.price ?? 10_000) + 1_000 }))).toBe(before);
    // A Toyota of another model counts once in the model list: its price is not on the page, its model is.
    expect(inputs(changed(sameMake.id, { price: (sameMake.price ?? 10_000) + 1_000 }))).toBe(before);
    expect(inputs(changed(sameMake.id, { model: otherModel }))).not.toBe(before);
    expect(inputs(changed(hilux.id, { price: (hilux.price ?? 10_000) + 1_000 }))).not.toBe(before);
  });

  it('renders the same island HTML when a make leaves the stock elsewhere and its value stays the same (the directory it holds)', async () => {
    const island = async (site: SiteConfig, build: BuildInfo, stock: TenantStock, landing: Landing) => {
      const { props, docs } = searchPageProps(site, build, stock, landing, 1);
      return renderToString(createElement(SearchApp, { ...props, serverState: await getSearchServerState(docs, props) }));
    };
    let same = 0;
    for (const { site, build, stock } of tenants) {
      const docs = tenantDocs(site, build, stock);
      const narrow = tenantLandings(site, build, stock).landings.filter((l) => hasNarrowInputs(l.preset));
      for (const landing of [...narrow].sort((a, b) => b.count - a.count).slice(0, 2)) {
        const inSlice = new Set(landingSlice(docs, landing.preset).map((d) => d.make));
        const before = JSON.stringify(landingInputs(site, build, stock, landing.path));
        const html = await island(site, build, stock, landing);
        // Every car of one make outside the slice sold (the directory loses that make), or of every other make (the
        // models' labels no longer name their make): where the value stays the same, so does the island.
        const outside = [...new Set(docs.map((d) => d.make))].filter((m) => !inSlice.has(m));
        for (const gone of [...outside.slice(0, 4).map((m) => [m]), outside]) {
          const left = { ...stock, cars: stock.cars.filter((c) => !gone.includes(c.make)) };
          if (JSON.stringify(landingInputs(site, build, left, landing.path)) !== before) continue;
          expect(await island(site, build, left, landing), `${site.slug} ${landing.path} without ${gone.join(', ')}`).toBe(html);
          same++;
        }
      }
    }
    expect(same).toBeGreaterThan(10);
    // The island does show whether there is a directory at all: the value says so too.
    const t = tenants.find((x) => x.site.slug === 'swan-river-auto')!;
    const hilux = tenantLandings(t.site, t.build, t.stock).landings.find((l) => l.path === '/search/toyota/hilux/')!;
    const { props, docs } = searchPageProps(t.site, t.build, t.stock, hilux, 1);
    const serverState = await getSearchServerState(docs, props);
    const html = (directory: typeof props.settings.directory) =>
      renderToString(createElement(SearchApp, { ...props, settings: { ...props.settings, directory }, serverState }));
    expect(html([])).not.toBe(html(props.settings.directory));
  }, 120_000);

  it('renders the same props and server state when every car failing one of its facets changes all but that facet (what its value says)', async () => {
    let compared = 0;
    let changedCars = 0;
    for (const { site, build, stock } of tenants) {
      const docs = tenantDocs(site, build, stock);
      const narrow = tenantLandings(site, build, stock).landings.filter((l) => hasNarrowInputs(l.preset));
      // Two landings a tenant (its largest make and model pages), each compared on its first two result pages.
      for (const landing of [...narrow].sort((a, b) => b.count - a.count).slice(0, 2)) {
        // The cars of its slice that fail one of its facets (the other models of the make, the model under other makes).
        const fails = new Set(
          landingSlice(docs, landing.preset)
            .filter((d) => !matchesPreset(d, landing.preset))
            .map((d) => d.id),
        );
        changedCars += fails.size;
        const moved = Date.parse('2026-01-02T03:04:05Z');
        const other = {
          ...stock,
          cars: stock.cars.map((c) =>
            fails.has(c.id)
              ? {
                  ...c,
                  price: (c.price ?? 10_000) + 777,
                  km: (c.km ?? 0) + 12_345,
                  colour: 'Puce',
                  simple_transmission: c.simple_transmission === 'Manual' ? 'Automatic' : 'Manual',
                  simple_body: c.simple_body === 'Ute' ? 'Sedan' : 'Ute',
                  created_at: new Date(moved).toISOString(),
                }
              : c,
          ),
        };
        const otherDocs = tenantDocs(site, build, other);
        // Still the same cars fail the same facet with the same value: only what the page does not show moved.
        expect(otherDocs.filter((d) => fails.has(d.id)).map((d) => Object.keys(landing.preset).map((f) => (d as never)[f]))).toEqual(
          docs.filter((d) => fails.has(d.id)).map((d) => Object.keys(landing.preset).map((f) => (d as never)[f])),
        );
        expect(JSON.stringify(landingInputs(site, build, other, landing.path)), `${site.slug} ${landing.path}`).toBe(
          JSON.stringify(landingInputs(site, build, stock, landing.path)),
        );
        for (let page = 1; page <= Math.min(2, landingPageCount(landing)); page++) {
          const before = searchPageProps(site, build, stock, landing, page);
          const after = searchPageProps(site, build, other, landing, page);
          expect(after.props).toEqual(before.props);
          // As bytes (the state file is written as this JSON): the order of a facet's values too.
          expect(JSON.stringify(await getSearchServerState(after.docs, after.props)), `${site.slug} ${landing.path} page ${page}`).toBe(
            JSON.stringify(await getSearchServerState(before.docs, before.props)),
          );
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(10);
    expect(changedCars).toBeGreaterThan(500);
  }, 120_000);

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
