import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listTenantSlugs, loadTenant, parseSiteConfig } from './load.ts';
import { locationPath } from './location-paths.ts';
import { footerNavigation, headerNavigation, LEGAL_LINKS, LINKS, type NavFacts, rangeMenuModels } from './navigation.ts';
import { TEMPLATE_NAVIGATION } from './schema/navigation.ts';
import type { SiteConfig } from './schema/site.ts';
import { selectTenantStock } from '../stock/select.ts';
import { loadSnapshot } from '../stock/snapshot.ts';
import { stockViewEntry } from '../stock/stock-views.ts';
import type { TenantStock } from '../stock/tenant-stock.ts';

const SITES = join(import.meta.dirname, '../../sites');
const sites = listTenantSlugs(SITES).map((slug) => {
  const r = loadTenant(SITES, slug);
  if (!r.ok) throw new Error(`${slug} does not load`);
  return r.config;
});
const facts = (over: Partial<NavFacts> = {}): NavFacts => ({
  collections: { legal: 3, reviews: 0, guarantees: 5 },
  offers: false,
  newModels: [{ name: 'CX-5', href: '/search/mazda/cx-5/' }],
  ...over,
});
const withNav = (site: SiteConfig, navigation: object): SiteConfig => {
  const raw = JSON.parse(JSON.stringify(site)) as Record<string, unknown>;
  raw.navigation = navigation;
  const r = parseSiteConfig(raw, 'site.json', site.slug);
  if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return r.config;
};

describe('header navigation from config (issue #10: template defaults, site.json navigation)', () => {
  it.each(sites.map((s) => [s.slug, s] as const))(
    '%s: the template entries in order, Offers only with offers, a Locations menu of every visible location',
    (_slug, site) => {
      const keys = headerNavigation(site, facts()).map((e) => e.key);
      expect(keys).toEqual(TEMPLATE_NAVIGATION[site.template].header.filter((k) => k !== 'offers'));
      expect(headerNavigation(site, facts({ offers: true })).some((e) => e.key === 'offers')).toBe(true);
      const locations = headerNavigation(site, facts()).find((e) => e.key === 'locations')!;
      expect(locations.children.map((c) => c.href)).toEqual([
        '/our-location/',
        ...site.locations.filter((l) => l.visible).map((l) => locationPath(l.slug)),
      ]);
    },
  );

  it("gives the other templates a models menu under 'New & Demo' where the tenant sells new cars (issue #11), 12 models at most", () => {
    const site = sites.find((s) => s.template === 'standard')!;
    const many = Array.from({ length: 20 }, (_, i) => ({ name: `Model ${i + 1}`, href: `/search/make/model-${i + 1}/` }));
    const menu = headerNavigation(site, facts({ newModels: many })).find((e) => e.key === 'new_demo')!;
    expect(menu.children.map((c) => c.label)).toEqual(['New & demo cars', ...many.slice(0, 12).map((m) => `New ${m.name}`)]);
    expect(menu.children[1]!.href).toBe('/search/make/model-1/');
    // With a model range (platform data for the make), the range page leads and its models follow.
    const range = [{ name: 'CX-5', href: '/search/mazda/cx-5/', inStock: true }];
    expect(
      headerNavigation(site, facts({ modelRange: range }))
        .find((e) => e.key === 'new_demo')!
        .children.map((c) => c.href),
    ).toEqual(['/models/', '/search/mazda/cx-5/']);
    // A used-car yard: a plain link, no dropdown.
    expect(headerNavigation(site, facts({ newModels: [] })).find((e) => e.key === 'new_demo')!.children).toEqual([]);
  });

  it('draws a range longer than the menu with its models in stock first, in range order (rangeMenuModels)', () => {
    const site = sites.find((s) => s.template === 'standard')!;
    // 14 models; the 4th, 5th and 6th are not in stock, nor the 14th; the 13th is.
    const range = Array.from({ length: 14 }, (_, i) => ({
      name: `M${i + 1}`,
      href: [3, 4, 5, 13].includes(i) ? `/models/#model-${i + 1}` : `/search/make/m${i + 1}/`,
      inStock: ![3, 4, 5, 13].includes(i),
    }));
    const labels = headerNavigation(site, facts({ modelRange: range }))
      .find((e) => e.key === 'new_demo')!
      .children.map((c) => c.label);
    // The ten in stock, then the first two not in stock, in range order: M6 and M14 are left out, M13 is drawn.
    expect(labels).toEqual([
      'Our models',
      ...['M1', 'M2', 'M3', 'M4', 'M5', 'M7', 'M8', 'M9', 'M10', 'M11', 'M12', 'M13'].map((m) => `New ${m}`),
    ]);
    // A range that fits is drawn whole, without asking which of its models are in stock.
    const asked: string[] = [];
    const short = range.slice(0, 12).map((m) => ({
      name: m.name,
      href: m.href,
      get inStock() {
        asked.push(m.name);
        return m.inStock;
      },
    }));
    expect(rangeMenuModels(short, 12).map((m) => m.name)).toEqual(range.slice(0, 12).map((m) => m.name));
    expect(asked).toEqual([]);
  });

  it("a dealer's best-stocked new models are in its menu (swan-river-auto, the real sample snapshot)", async () => {
    const site = sites.find((s) => s.slug === 'swan-river-auto')!;
    expect(site.template).not.toBe('brand');
    const { snapshot } = await loadSnapshot(join(SITES, '_stock/sample-snapshot.json.gz'));
    const stock = { cars: selectTenantStock(snapshot.cars, site, Math.floor(Date.parse(snapshot.generated_at) / 1000)).cars };
    const newModels = stockViewEntry(stock as TenantStock, 'newModels', '12')!;
    const menu = headerNavigation(site, facts({ newModels })).find((e) => e.key === 'new_demo')!;
    const labels = menu.children.map((c) => c.label);
    // 16 new and demo models; the 12 most stocked are drawn: the Qashqai and the X-Trail (5 cars each) lead. The
    // X-Trail was left out before (the first 12 by name), while the Trafic (1 car) was drawn.
    expect(labels).toHaveLength(13);
    expect(labels).toEqual(expect.arrayContaining(['New Qashqai', 'New X-Trail', 'New Swift']));
    expect(labels).not.toContain('New Trafic');
    // In name order, as a buyer scans it.
    const names = labels.slice(1).map((l) => l.slice('New '.length));
    expect(names).toEqual([...names].sort(new Intl.Collator('en-AU', { numeric: true, sensitivity: 'base' }).compare));
  });

  it('hide, labels, extra and a custom header order', () => {
    const site = sites.find((s) => s.template !== 'brand')!;
    const nav = headerNavigation(
      withNav(site, { hide: ['sell'], labels: { finance: 'Car loans' }, extra: [{ label: 'Fleet', href: '/fleet/' }] }),
      facts(),
    );
    expect(nav.some((e) => e.key === 'sell')).toBe(false);
    expect(nav.find((e) => e.key === 'finance')?.label).toBe('Car loans');
    expect(nav.at(-1)).toMatchObject({ label: 'Fleet', href: '/fleet/', key: null });
    expect(
      headerNavigation(withNav(site, { header: ['contact', { label: 'Blog', href: '/blog/' }] }), facts()).map((e) => e.label),
    ).toEqual(['Contact Us', 'Blog']);
  });

  it('a brand site cannot hide a mandatory entry; the error names it', () => {
    const brand = sites.find((s) => s.template === 'brand');
    if (!brand) return expect(sites.every((s) => s.template !== 'brand')).toBe(true);
    expect(() => withNav(brand, { hide: ['models'] })).toThrow(/"models" is a mandatory entry of the brand template/);
  });
});

describe('footer navigation', () => {
  it.each(sites.map((s) => [s.slug, s] as const))(
    '%s: every form page, the locations and the legal links (always, even when footer_hide names them)',
    (_slug, site) => {
      const hideAll = withNav(site, { footer_hide: [...LEGAL_LINKS, 'careers'] });
      const { groups, legal } = footerNavigation(hideAll, facts());
      expect(legal.map((l) => l.href)).toEqual(LEGAL_LINKS.map((k) => LINKS[k].href));
      expect(groups.flatMap((g) => g.links).some((l) => l.href === '/careers/')).toBe(false);
      expect(
        footerNavigation(site, facts())
          .groups.flatMap((g) => g.links)
          .map((l) => l.href),
      ).toEqual(
        expect.arrayContaining([
          '/fleet/',
          '/careers/',
          '/enquiries/',
          '/trade-in/',
          '/sell-your-car/',
          '/finance-enquiry/',
          '/apply-for-finance/',
          '/car-finance/',
          '/customer-feedback-survey/',
          '/our-location/',
        ]),
      );
    },
  );

  it('a tenant column titled as a platform group adds its new links there, not a second heading; other columns follow the groups', () => {
    const group = sites.find((s) => s.slug === 'southern-cross-motor-group')!;
    // The sample's own 'Buying' column: Used cars, New & demo cars, Special offers, all in the platform's Buying group.
    expect(group.theme.footer.columns.map((c) => c.title)).toEqual(['Buying']);
    const withOffers = footerNavigation(group, facts({ offers: true })).groups;
    expect(withOffers.filter((g) => g.title === 'Buying')).toHaveLength(1);
    const buying = withOffers.find((g) => g.id === 'buying')!.links.map((l) => l.href);
    expect(buying.filter((h) => h === '/special-offers/')).toHaveLength(1);
    // Without offers the platform group has no Special offers link: the column's is added, once, at the end.
    expect(
      footerNavigation(group, facts())
        .groups.find((g) => g.id === 'buying')!
        .links.at(-1),
    ).toMatchObject({
      label: 'Special offers',
      href: '/special-offers/',
    });

    const raw = JSON.parse(JSON.stringify(group)) as SiteConfig;
    raw.theme.footer.columns = [
      {
        title: ' buying ',
        links: [
          { label: 'Used utes', href: '/search/used-cars/?body=Ute' },
          { label: 'Used cars', href: '/search/used-cars' },
        ],
      },
      { title: 'Our community', links: [{ label: 'Sponsorships', href: '/about-us/#community' }] },
    ];
    const groups = footerNavigation(raw, facts()).groups;
    expect(groups.map((g) => g.title)).toEqual(['Buying', 'Finance', 'Sell and service', 'About', 'Contact', 'Our community']);
    const hrefs = groups[0]!.links.map((l) => l.href);
    expect(hrefs.at(-1)).toBe('/search/used-cars/?body=Ute');
    expect(hrefs.filter((h) => h.startsWith('/search/used-cars'))).toEqual(['/search/used-cars/', '/search/used-cars/?body=Ute']);
    expect(groups.at(-1)).toMatchObject({ id: 'col-1', links: [{ label: 'Sponsorships', href: '/about-us/#community', key: null }] });
  });

  it("a group lists a page once: Book a service is the genuine service page unless the site's base domain books it", () => {
    const site = sites.find((s) => s.slug === 'swan-river-auto')!;
    const sell = (config: SiteConfig) =>
      footerNavigation(config, facts())
        .groups.find((g) => g.id === 'sell-service')!
        .links.map((l) => `${l.label} ${l.href}`);
    expect(sell(site).filter((l) => l.endsWith(' /genuine-service/'))).toEqual(['Book a service /genuine-service/']);
    expect(sell(site)).toContain('Service centres /service/');
    const raw = JSON.parse(JSON.stringify(site)) as SiteConfig;
    raw.base_domain = 'swanriverauto.example';
    expect(sell(raw)).toEqual(
      expect.arrayContaining(['Book a service https://swanriverauto.example/book-a-service', 'Genuine service /genuine-service/']),
    );
  });
});
