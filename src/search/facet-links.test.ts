import { describe, expect, it } from 'vitest';
import { facetHref, landingPageLinks, neighbourLandings, refinementsKey, sharedLinkLanding } from './facet-links.ts';
import { ALL_FACETS, RANGE_FACETS } from './facets.ts';
import { childLandings, searchLandings, type Preset } from './landings.ts';
import { isSearchParam, landingUrl, landingUrlToState, parseSearchPagePath, searchPagePath, stateToUrl } from './routing.ts';
import { makeDoc } from './testing/fixtures.ts';

const docs = [
  makeDoc({ id: 1, make: 'Toyota', model: 'Hilux', car_type: 'used' }),
  makeDoc({ id: 2, make: 'Toyota', model: 'Corolla', car_type: 'new' }),
  makeDoc({ id: 3, make: 'Mazda', model: 'CX-5', car_type: 'used' }),
];
const site = {
  name: 'Demo Motors',
  dealerships: [{ slug: 'demo-motors', name: 'Demo Motors' }],
  locations: [{ slug: 'parramatta', name: 'Parramatta', location_type: 'sales' }],
};
const { landings } = searchLandings(docs, site);

describe('result pages: /search/…/page/{n}/ (issue #9: every car reachable without JavaScript)', () => {
  it('page 1 is the page itself; page n is its page path; a page path reads back', () => {
    expect(searchPagePath('/search/', 1)).toBe('/search/');
    expect(searchPagePath('/search/toyota/', 3)).toBe('/search/toyota/page/3/');
    expect(parseSearchPagePath('/search/toyota/page/3/')).toEqual({ base: '/search/toyota/', page: 3 });
    expect(parseSearchPagePath('/search/toyota/')).toEqual({ base: '/search/toyota/', page: 1 });
  });
  it('a state that is only a page is its static path; with anything else the page stays in the query', () => {
    const toyota = { make: ['Toyota'] };
    expect(landingUrl({ refinements: toyota, page: 2 }, '/search/toyota/', toyota)).toBe('/search/toyota/page/2/');
    expect(landingUrl({ page: 4 }, '/search/', {})).toBe('/search/page/4/');
    expect(landingUrl({ refinements: { ...toyota, body: ['SUV'] }, page: 2 }, '/search/toyota/', toyota)).toBe(
      '/search/toyota/?body=SUV&page=2',
    );
    expect(landingUrlToState('/search/toyota/page/2/', '/search/toyota/', toyota)).toEqual({ refinements: toyota, page: 2 });
    expect(landingUrlToState('/search/page/5/', '/search/toyota/', toyota)).toEqual({ page: 5 });
  });
  it("on a landing whose cars a broader page lists, a page alone is that page's result page; page 1 and the rest stay", () => {
    const dealer = { dealership_name: ['Parramatta Motors'] };
    const at = (state: Parameters<typeof landingUrl>[0]) => landingUrl(state, '/search/parramatta-motors/', dealer, '/search/');
    expect(at({ refinements: dealer, page: 3 })).toBe('/search/page/3/');
    expect(at({ refinements: dealer })).toBe('/search/parramatta-motors/');
    expect(at({ refinements: dealer, page: 1 })).toBe('/search/parramatta-motors/');
    expect(at({ refinements: { ...dealer, body: ['SUV'] }, page: 2 })).toBe('/search/parramatta-motors/?body=SUV&page=2');
    // Back on that result page, the state is the broader page's: the same cars, without the landing's preset.
    expect(landingUrlToState('/search/page/3/', '/search/parramatta-motors/', dealer)).toEqual({ page: 3 });
  });
  it('no landing page may take the slug `page`', () => {
    const { landings: l } = searchLandings([makeDoc({ id: 9, make: 'Page', model: '2' })], site);
    expect(l.map((x) => x.path)).toContain('/search/page-make/2/');
  });
});

describe('facet links lead to landing pages where the click makes one (issue #9)', () => {
  const toyota = landings.find((l) => l.path === '/search/toyota/')!;
  it('the neighbours of a page are the landings one value away', () => {
    const n = neighbourLandings(landings, toyota.preset);
    expect(n).toMatchObject({ '': '/search/', 'make=Toyota&model=Hilux': '/search/toyota/hilux/' });
    expect(Object.values(n)).not.toContain('/search/mazda/'); // Toyota + Mazda is two values away from Mazda alone
    expect(refinementsKey({ car_type: ['used', 'new'] })).toBe('car_type=new&car_type=used');
  });
  it("a landing paging through a broader page's result pages also links what that page links (its island takes that page's state there)", () => {
    const dealer = landings.find((l) => l.path === '/search/demo-motors/')!;
    expect(dealer.pagesAt).toBe('/search/');
    const links = landingPageLinks(landings, dealer);
    expect(links).toEqual({ ...neighbourLandings(landings, {}), ...neighbourLandings(landings, dealer.preset) });
    expect(links).toMatchObject({ 'make=Mazda': '/search/mazda/', 'car_type=new': '/search/new-cars/', '': '/search/' });
    expect(Object.keys(neighbourLandings(landings, dealer.preset))).not.toContain('make=Mazda');
    // A landing with its own result pages links only its neighbours.
    expect(landingPageLinks(landings, toyota)).toEqual(neighbourLandings(landings, toyota.preset));
  });
  it('finds exactly the landings whose presets differ by one value, in list order, on any list', () => {
    // The definition, pair by pair: what the index must give for every page of every list.
    const byDefinition = (list: { path: string; preset: Preset }[], preset: Preset) => {
      const set = (p: Preset) => new Set(Object.entries(p).flatMap(([f, vs]) => (vs ?? []).map((v) => `${f}=${v}`)));
      const own = set(preset);
      const out: Record<string, string> = {};
      for (const l of list) {
        const other = set(l.preset);
        const diff = [...other].filter((x) => !own.has(x)).length + [...own].filter((x) => !other.has(x)).length;
        if (diff === 1) out[refinementsKey(l.preset)] = l.path;
      }
      return out;
    };
    const list: { path: string; preset: Preset }[] = [
      { path: '/search/', preset: {} },
      { path: '/search/used/', preset: { car_type: ['used'] } },
      { path: '/search/toyota/', preset: { make: ['Toyota'] } },
      { path: '/search/toyota/hilux/', preset: { make: ['Toyota'], model: ['Hilux'] } },
      { path: '/search/used/toyota/', preset: { car_type: ['used'], make: ['Toyota'] } },
      { path: '/search/toyota-used/', preset: { make: ['Toyota'], car_type: ['used'] } }, // same pairs, other order
      { path: '/search/toyota-mazda/', preset: { make: ['Toyota', 'Mazda'] } },
      { path: '/search/mazda/', preset: { make: ['Mazda'] } },
    ];
    for (const l of [...list, ...landings]) {
      const got = neighbourLandings(list, l.preset);
      expect(got).toEqual(byDefinition(list, l.preset));
      expect(Object.keys(got)).toEqual(Object.keys(byDefinition(list, l.preset)));
    }
    expect(neighbourLandings(list, { make: ['Toyota'] })).toEqual({
      '': '/search/',
      'make=Toyota&model=Hilux': '/search/toyota/hilux/',
      'make=Toyota&car_type=used': '/search/toyota-used/', // one key for both orders: the later landing's
      'make=Mazda&make=Toyota': '/search/toyota-mazda/',
    });
    for (const l of landings) expect(neighbourLandings(landings, l.preset)).toEqual(byDefinition(landings, l.preset));
  });
  it('a value is its landing page, else the search URL that needs the island', () => {
    const page = { routeBase: toyota.path, preset: toyota.preset, links: neighbourLandings(landings, toyota.preset) };
    expect(facetHref('/search/toyota/?model=Hilux', page)).toEqual({ href: '/search/toyota/hilux/', needsJs: false });
    expect(facetHref('/search/', page)).toEqual({ href: '/search/', needsJs: false });
    expect(facetHref('/search/?make=Toyota&make=Mazda', page)).toEqual({ href: '/search/?make=Toyota&make=Mazda', needsJs: true });
    expect(facetHref('/search/toyota/?model=Hilux&sortBy=latest', page).needsJs).toBe(true);
  });
  it('a shared link goes to the landing page that shows exactly its search, keeping what is not search state', () => {
    const all = { routeBase: '/search/', preset: {}, links: neighbourLandings(landings, {}) };
    const onToyota = { routeBase: toyota.path, preset: toyota.preset, links: neighbourLandings(landings, toyota.preset) };
    expect(sharedLinkLanding('https://dealer.example/search/?make=Toyota', all)).toBe('/search/toyota/');
    expect(sharedLinkLanding('/search/?car_type=new', all)).toBe('/search/new-cars/');
    expect(sharedLinkLanding('/search/?make=Mazda&utm_source=newsletter&gclid=abc', all)).toBe(
      '/search/mazda/?utm_source=newsletter&gclid=abc',
    );
    expect(sharedLinkLanding('/search/toyota/?model=Hilux', onToyota)).toBe('/search/toyota/hilux/');
    // Searches no landing shows stay where they are, for the island: a sort, a query, a page, a range, two values.
    for (const href of [
      '/search/?make=Toyota&sortBy=lowestPrice',
      '/search/?make=Toyota&q=gxl',
      '/search/?make=Toyota&page=2',
      '/search/?make=Toyota&price=-20000',
      '/search/?make=Toyota&make=Mazda',
      '/search/?model=Hilux', // a model without its make: /search/toyota/hilux/ presets both
      '/search/page/2/?make=Toyota',
    ])
      expect(sharedLinkLanding(href, all), href).toBeNull();
    // The page itself, or only tracking parameters: nothing to go to.
    expect(sharedLinkLanding('/search/?utm_source=newsletter', all)).toBeNull();
    expect(sharedLinkLanding('/search/toyota/?make=Toyota', onToyota)).toBeNull();
    expect(['q', 'make', 'price', 'sortBy', 'page'].every(isSearchParam)).toBe(true);
    // Every parameter the URL of a state can hold is one (a full state: the query, every facet, a sort, a page).
    const full = stateToUrl(
      {
        q: 'gxl',
        page: 3,
        sortBy: 'lowestPrice',
        refinements: Object.fromEntries(ALL_FACETS.filter((f) => !RANGE_FACETS.includes(f)).map((f) => [f, ['x']])),
        ranges: Object.fromEntries(RANGE_FACETS.map((f) => [f, { min: 1 }])),
      },
      '/search/',
    );
    const names = [...new URL(full, 'http://x').searchParams.keys()];
    expect(new Set(names).size).toBe(ALL_FACETS.length + 3);
    expect(names.filter((n) => !isSearchParam(n))).toEqual([]);
    expect(['utm_source', 'gclid', 'fbclid'].some(isSearchParam)).toBe(false);
  });
  it('every landing page is listed under its parent (the search pages link each one)', () => {
    const all = childLandings(landings, landings[0]!).flatMap((g) => g.landings.map((l) => l.path));
    const models = childLandings(landings, toyota).flatMap((g) => g.landings.map((l) => l.path));
    const listed = new Set([
      '/search/',
      ...all,
      ...landings.filter((l) => l.kind === 'make').flatMap((m) => childLandings(landings, m).flatMap((g) => g.landings.map((l) => l.path))),
    ]);
    expect(landings.filter((l) => l.count > 0 && !listed.has(l.path))).toEqual([]);
    expect(models.sort()).toEqual(['/search/toyota/corolla/', '/search/toyota/hilux/']);
  });
});
