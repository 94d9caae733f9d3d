import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../search/embedded/engine.ts';
import { createTextIndex } from '../../search/embedded/text.ts';
import { syntheticDocs } from '../../search/testing/fixtures.ts';
import SearchApp, { type SearchAppProps } from './SearchApp.tsx';
import { getSearchServerState } from './server.ts';
import { loadServedState, provideServedState, searchStatePath, servedState } from './served-state.ts';

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
    const doc = (path: string) => ({ querySelector: () => ({ getAttribute: () => path }) }) as unknown as Document;
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
