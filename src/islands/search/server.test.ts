import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../search/embedded/engine.ts';
import { createTextIndex } from '../../search/embedded/text.ts';
import { syntheticDocs } from '../../search/testing/fixtures.ts';
import { buildDirectory } from '../../search/directory.ts';
import SearchApp, { type SearchAppProps } from './SearchApp.tsx';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { createSearchClient } from '../../search/client.ts';
import { SearchRoot } from './SearchApp.tsx';
import { getSearchServerState, SERVER_HIT_FIELDS } from './server.ts';
import { loadServedState, provideServedState, searchStatePath, servedState, STATE_ATTRIBUTE } from './served-state.ts';

const docs = syntheticDocs(60);
const props: Omit<SearchAppProps, 'serverState'> = {
  indexName: 'cars',
  documentsUrl: '/search/cars.json',
  routeBase: '/search/',
  preset: {},
  siteName: 'Demo Motors',
  settings: {
    facets: ['make', 'model', 'body', 'price'],
    sortOptions: ['mostRelevant', 'latest', 'highestPrice', 'lowestPrice'],
    hitsPerPage: 21,
    subscriptionEnabled: false,
    tags: {},
    now: 1_750_000_000,
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('getSearchServerState: the first page at build time', () => {
  it('holds the first 21 hits in relevance order, facet counts and the price stats', async () => {
    const state = await getSearchServerState(docs, props);
    const results = state.initialResults.cars!.results!;
    const expected = createEngine(docs, createTextIndex)
      .search({ hitsPerPage: 21 })
      .hits.map((d) => String(d.id));
    expect(results[0]!.hits.map((h) => h.objectID)).toEqual(expected);
    expect(results[0]).toMatchObject({ nbHits: 60, nbPages: 3, page: 0, hitsPerPage: 21 });
    expect(Object.keys(results[0]!.facets ?? {})).toEqual(expect.arrayContaining(['make', 'model', 'body', 'price']));
    expect(results[0]!.facets_stats?.price?.min).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });

  it('renders the first page into the HTML from the server state, without fetching the documents', async () => {
    const state = await getSearchServerState(docs, props);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const html = renderToString(createElement(SearchApp, { ...props, serverState: state }));
    expect(html.match(/<li class="search-results__item">/g)).toHaveLength(21);
    expect(html).toMatch(/role="status"[^>]*>60 cars found</);
    expect(html).toContain('Explore Vehicle');
    expect(html).toContain('aria-controls="search-filters"');
    expect(html).toMatch(/<option value="cars:price:asc">Price: low to high<\/option>/);
    // Page links are the static result pages (issue #9), not `?page=2`, which a static host answers with page 1.
    expect(html).toMatch(/<a class="pager__link" href="\/search\/page\/2\/" aria-label="Page 2">/);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('renders the facet panel with counts into the HTML: values are links, to the landing page where the click leads to one (issue #9)', async () => {
    const make = docs[0]!.make;
    const withLinks = { ...props, settings: { ...props.settings, landingLinks: { [`make=${make}`]: `/search/${make.toLowerCase()}/` } } };
    const html = renderToString(
      createElement(SearchApp, { ...withLinks, serverState: await getSearchServerState(docs, withLinks) }),
    ).replace(/<!-- -->/g, '');
    const count = docs.filter((d) => d.make === make).length;
    expect(html).toContain('<legend class="facet__legend">Make</legend>');
    expect(html).toContain(
      `<a class="facet__option" href="/search/${make.toLowerCase()}/" role="checkbox" aria-checked="false">${make} <span class="facet__count">(${count})</span></a>`,
    );
    // A search no static page shows needs the island: hidden without JavaScript, not followed by crawlers.
    expect(html).toMatch(
      /<a class="facet__option" href="\/search\/\?body=[^"]+" role="checkbox" aria-checked="false" rel="nofollow" data-needs-js="">/,
    );
    expect(html).toMatch(/<form class="facet range" noValidate="" data-needs-js="">/);
  });

  it('a landing whose cars a broader page lists links its result pages there (Landing.pagesAt), keeping page 1 its own', async () => {
    // Every car at one dealership: its landing lists the same cars as /search/.
    const atOne = docs.map((d) => ({ ...d, dealership_name: 'The Dealer' }));
    const landing = { ...props, routeBase: '/search/the-dealer/', preset: { dealership_name: ['The Dealer'] }, pagesAt: '/search/' };
    const html = renderToString(createElement(SearchApp, { ...landing, serverState: await getSearchServerState(atOne, landing) }));
    expect(html.match(/<li class="search-results__item">/g)).toHaveLength(21);
    expect(html).toMatch(/<a class="pager__link" href="\/search\/page\/2\/" aria-label="Page 2">/);
    expect(html).toMatch(/<a class="pager__link" href="\/search\/page\/3\/" aria-label="Page 3">/);
    expect(html).not.toContain('/search/the-dealer/page/');
    // Its own page links (the same results) without pagesAt, as every other landing has.
    const { pagesAt: _pages, ...own } = landing;
    const ownHtml = renderToString(createElement(SearchApp, { ...own, serverState: await getSearchServerState(atOne, own) }));
    expect(ownHtml).toMatch(/<a class="pager__link" href="\/search\/the-dealer\/page\/2\/" aria-label="Page 2">/);
  });

  it('a result page’s state is the first page’s with that page’s hits (one engine query), as a full render would give', async () => {
    const paged = { ...props, servedUrl: '/search/page/3/' };
    const derived = (await getSearchServerState(docs, paged)).initialResults.cars!;
    const expected = createEngine(docs, createTextIndex)
      .search({ hitsPerPage: 21, page: 2 })
      .hits.map((d) => String(d.id));
    expect(derived.results![0]!.hits.map((h) => h.objectID)).toEqual(expected);
    expect(derived.results![0]).toMatchObject({ page: 2, nbPages: 3, nbHits: 60 });
    expect(derived.state).toMatchObject({ page: 2 });
    const html = renderToString(createElement(SearchApp, { ...paged, serverState: await getSearchServerState(docs, paged) })).replace(
      /<!-- -->/g,
      '',
    );
    expect(html).toMatch(/<a class="pager__link" href="\/search\/page\/3\/" aria-label="Page 3" aria-current="page">/);
    expect(html).toContain(`/cars/${docs.find((d) => String(d.id) === expected[0])!.slug}/`);
  });
});

describe('the make cards have a count for every model (spec §2 make cards)', () => {
  it('a stock of 250 models: the state has all 250 counts, the rarest model of a make included', async () => {
    // 300 cars, 250 models: the first 50 models twice, the other 200 once, so most models tie on one car.
    const stock = syntheticDocs(300, 11).map((d, i) => ({ ...d, model: `Model ${String(i % 250).padStart(3, '0')}` }));
    const directory = buildDirectory(stock);
    const withCards = { ...props, settings: { ...props.settings, directory } };
    const state = await getSearchServerState(stock, withCards);
    const modelCounts = state.initialResults.cars!.results![0]!.facets!.model!;
    expect(Object.keys(modelCounts)).toHaveLength(250);
    // The last model by the engine's order (fewest cars, then name) is one a make card lists: it has its count.
    expect(directory.some((make) => make.models.some((m) => m.name === 'Model 249'))).toBe(true);
    expect(modelCounts['Model 249']).toBe(1);
    expect(modelCounts['Model 000']).toBe(2);
  });
});

describe('one InstantSearch per widget set answers every page as getServerState would (issue #14)', () => {
  const many = syntheticDocs(150, 7);
  const [a, b] = [...new Set(many.map((d) => d.make))];
  const aModel = many.find((d) => d.make === a)!.model;
  const fuel = many.find((d) => d.fuel)!.fuel!;
  // In the order a build asks them: a preset of another set ('fuel' has no panel widget here) in the middle,
  // and pages with no preset after pages with two.
  const pages: [string, SearchAppProps['preset']][] = [
    ['/search/a/', { make: [a!] }],
    ['/search/a/model/', { make: [a!], model: [aModel] }],
    ['/search/fuel/', { fuel: [fuel] }],
    ['/search/', {}],
    ['/search/b/', { make: [b!] }],
    ['/search/again/', { make: [a!] }],
  ];
  const asked = (routeBase: string, preset: SearchAppProps['preset']) => ({ ...props, routeBase, preset });

  /** react-instantsearch's own answer for one page, on a new InstantSearch, kept as the build keeps it. */
  async function reference(routeBase: string, preset: SearchAppProps['preset']): Promise<InstantSearchServerState> {
    const client = createSearchClient({ engine: 'embedded', documents: many });
    const state = await getServerState(createElement(SearchRoot, { ...asked(routeBase, preset), serverState: null, client }), {
      renderToString,
    });
    const json = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
    for (const result of json.initialResults.cars!.results!) {
      result.hits = result.hits.map((h) => Object.fromEntries(SERVER_HIT_FIELDS.filter((f) => f in h).map((f) => [f, h[f]]))) as never;
      result.processingTimeMS = 0;
    }
    return json;
  }

  it('gives each page the results, counts, state and request parameters of a new InstantSearch for that page alone', async () => {
    const docsOfBuild = [...many];
    for (const [routeBase, preset] of pages) {
      const state = await getSearchServerState(docsOfBuild, asked(routeBase, preset));
      const expected = await reference(routeBase, preset);
      expect(state, routeBase).toEqual(expected);
      const refined = Object.entries(preset).flatMap(([facet, values]) => values!.map((v) => `${facet}:${v}`));
      const hitsRequest = JSON.stringify(state.initialResults.cars!.requestParams![0]);
      for (const filter of refined) expect(hitsRequest, routeBase).toContain(filter);
      if (refined.length === 0) expect(hitsRequest, routeBase).not.toContain('facetFilters');
    }
  });

  it('writes a page the same bytes whatever pages were asked before it (an incremental build asks fewer)', async () => {
    const alone = await Promise.all(pages.map(([routeBase, preset]) => getSearchServerState([...many], asked(routeBase, preset))));
    const docsOfBuild = [...many];
    const together = await Promise.all(pages.map(([routeBase, preset]) => getSearchServerState(docsOfBuild, asked(routeBase, preset))));
    expect(together.map((s) => JSON.stringify(s))).toEqual(alone.map((s) => JSON.stringify(s)));
  });
});

describe('the server state as its own file (issue #9: search page LCP)', () => {
  it('renders the same HTML from a state named by stateUrl as from the state itself, naming the file on the island root', async () => {
    const state = await getSearchServerState(docs, props);
    const stateUrl = searchStatePath('/search/page/2/');
    expect(stateUrl).toBe('/search/page/2/state.json');
    provideServedState(stateUrl, JSON.parse(JSON.stringify({ serverState: state, settings: props.settings })));
    const fromFile = renderToString(createElement(SearchApp, { ...props, stateUrl }));
    const inline = renderToString(createElement(SearchApp, { ...props, serverState: state }));
    expect(fromFile).toContain(`<div class="search" data-search-state="${stateUrl}">`);
    expect(fromFile.replace(` data-search-state="${stateUrl}"`, '')).toBe(inline);
    expect(fromFile).not.toContain('initialResults');
    expect(() => renderToString(createElement(SearchApp, { ...props, stateUrl: '/search/nothing/state.json' }))).toThrow(
      'search: no state for /search/nothing/state.json',
    );
  });

  it('loadServedState fetches the file the page names once, and says which file failed', async () => {
    const state = await getSearchServerState(docs, props);
    // A page whose island names its state file only (the directory file is served-state.test.ts's).
    const doc = (path: string) =>
      ({ querySelector: () => ({ getAttribute: (name: string) => (name === STATE_ATTRIBUTE ? path : null) }) }) as unknown as Document;
    const served = { serverState: state, settings: props.settings };
    const fetch = vi.fn(async () => new Response(JSON.stringify(served), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    await loadServedState(doc('/search/toyota/state.json'));
    await loadServedState(doc('/search/toyota/state.json'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(servedState('/search/toyota/state.json')).toEqual(served);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Not found', { status: 404 })),
    );
    await expect(loadServedState(doc('/search/mazda/state.json'))).rejects.toThrow(
      "search: the page's state /search/mazda/state.json answered HTTP 404; the island stays static",
    );
  });
});
