import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from '../../search/embedded/engine.ts';
import { createTextIndex } from '../../search/embedded/text.ts';
import { syntheticDocs } from '../../search/testing/fixtures.ts';
import SearchApp, { type SearchAppProps } from './SearchApp.tsx';
import { getSearchServerState } from './server.ts';

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
    const expected = createEngine(docs, createTextIndex).search({ hitsPerPage: 21 }).hits.map((d) => String(d.id));
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
    expect(html).not.toContain('facet__legend'); // the panel's UI is drawn once it can be seen (usePanelVisible)
    expect(html).toContain('aria-controls="search-filters"');
    expect(html).toMatch(/<option value="cars:price:asc">Price: low to high<\/option>/);
    expect(html).toMatch(/aria-label="Page 2" href="\/search\/\?page=2"|href="\/search\/\?page=2"[^>]*aria-label="Page 2"/);
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
