import { describe, expect, it, vi } from 'vitest';
import {
  routeToUiState,
  stateToUrl,
  uiStateToRoute,
  urlToState,
  withChanges,
  withFilter,
  withQuery,
  withSort,
  type SearchRouteState,
} from './routing.ts';
import { createSearchRouting, urlHasOwnState } from './url-router.ts';
import { SORT_OPTION_NAMES } from './sort.ts';

const BASE = '/search/';

describe('stateToUrl / urlToState (spec §2: query, page, sortBy and facet filters in the URL)', () => {
  it.each<[string, SearchRouteState, string]>([
    ['the default state is the bare page', {}, '/search/'],
    ['query', { q: 'hilux' }, '/search/?q=hilux'],
    ['spaces and ampersands are encoded', { q: 'hilux & co' }, '/search/?q=hilux+%26+co'],
    ['OR values repeat the facet', { refinements: { make: ['Toyota', 'Mazda'] } }, '/search/?make=Toyota&make=Mazda'],
    ['a value with a space', { refinements: { body: ['People Mover'] } }, '/search/?body=People+Mover'],
    ['a value with an ampersand', { refinements: { colour: ['Black & White'] } }, '/search/?colour=Black+%26+White'],
    ['price range', { ranges: { price: { min: 5000, max: 30000 } } }, '/search/?price=5000-30000'],
    ['open-ended ranges', { ranges: { price: { max: 30000 }, km: { min: 1000 } } }, '/search/?km=1000-&price=-30000'],
    ['sort and page', { sortBy: 'lowestPrice', page: 2 }, '/search/?sortBy=lowestPrice&page=2'],
    [
      'everything',
      { q: 'sr5', page: 3, sortBy: 'latest', refinements: { make: ['Toyota'], body: ['Ute'] }, ranges: { year: { min: 2018 } } },
      '/search/?q=sr5&make=Toyota&body=Ute&year=2018-&sortBy=latest&page=3',
    ],
  ])('%s', (_name, state, url) => {
    expect(stateToUrl(state, BASE)).toBe(url);
    expect(urlToState(url)).toEqual(state);
  });

  it.each<[string, SearchRouteState]>([
    ['page 1 is left out', { page: 1 }],
    ['mostRelevant is left out', { sortBy: 'mostRelevant' }],
    ['blank query is left out', { q: '   ' }],
    ['empty lists and open ranges are left out', { refinements: { make: [] }, ranges: { price: {} } }],
  ])('%s', (_name, state) => {
    expect(stateToUrl(state, BASE)).toBe('/search/');
  });

  it('ignores unknown parameters and malformed values', () => {
    expect(urlToState('/search/?utm_source=x&foo=bar&page=abc&sortBy=cheapest&price=lots&km=-&make=&year=2018-2020')).toEqual({
      ranges: { year: { min: 2018, max: 2020 } },
    });
    expect(urlToState('https://dealer.example/search/?page=0')).toEqual({});
    expect(urlToState('/search/?page=2.5')).toEqual({});
  });

  it('drops repeated values', () => {
    expect(urlToState('/search/?make=Kia&make=Kia')).toEqual({ refinements: { make: ['Kia'] } });
  });

  it('round-trips through a URL object with encoded characters', () => {
    const state: SearchRouteState = { q: 'a+b "c" 100%', refinements: { model: ['CX-5', 'Mazda3'] } };
    expect(urlToState(new URL(stateToUrl(state, BASE), 'https://x.example'))).toEqual(state);
  });
});

describe('withChanges: a choice made on one state, made on another', () => {
  const link: SearchRouteState = { refinements: { make: ['Kia'] }, ranges: { price: { max: 30000 } }, page: 2 };
  it('takes the sort, the query and each changed facet from the choice, and resets the page (spec §4)', () => {
    expect(withChanges(link, {}, { sortBy: 'lowestPrice' })).toEqual({
      refinements: { make: ['Kia'] },
      ranges: { price: { max: 30000 } },
      sortBy: 'lowestPrice',
    });
    expect(withChanges(link, {}, { refinements: { body: ['SUV'] } })).toEqual({
      refinements: { make: ['Kia'], body: ['SUV'] },
      ranges: { price: { max: 30000 } },
    });
    expect(withChanges(link, {}, { q: 'sportage', ranges: { price: { max: 20000 } } })).toEqual({
      q: 'sportage',
      refinements: { make: ['Kia'] },
      ranges: { price: { max: 20000 } },
    });
  });
  it('a facet the choice changed replaces the link’s values; one it cleared is cleared; one it left alone stays', () => {
    const before: SearchRouteState = { refinements: { make: ['Toyota'], body: ['Ute'] } };
    expect(withChanges(link, before, { refinements: { make: ['Toyota', 'Mazda'], body: ['Ute'] } }).refinements).toEqual({
      make: ['Toyota', 'Mazda'],
    });
    expect(withChanges(link, { refinements: { make: ['Toyota'] } }, {}).refinements).toBeUndefined();
    expect(withChanges(link, { ranges: { price: { max: 30000 } } }, {}).ranges).toBeUndefined();
  });
  it('a page the choice moved to is kept; no change keeps the link as it is', () => {
    expect(withChanges(link, {}, { page: 3 })).toEqual({ ...link, page: 3 });
    expect(withChanges(link, { refinements: { make: ['Kia', 'Mazda'] } }, { refinements: { make: ['Mazda', 'Kia'] } })).toEqual(link);
  });
});

describe('changing any filter resets the page (spec §4)', () => {
  const onPage3: SearchRouteState = { q: 'ute', page: 3, refinements: { make: ['Ford'] } };
  it.each<[string, SearchRouteState]>([
    ['refinement', withFilter(onPage3, 'make', ['Ford', 'Toyota'])],
    ['range', withFilter(onPage3, 'price', { min: 10_000 })],
    ['query', withQuery(onPage3, 'hilux')],
    ['sort', withSort(onPage3, 'latest')],
  ])('%s', (_name, next) => {
    expect(next.page).toBeUndefined();
    expect(stateToUrl(next, BASE)).not.toMatch(/page=/);
  });
  it('keeps the other filters', () => {
    expect(withFilter(onPage3, 'price', { max: 30_000 })).toEqual({
      q: 'ute',
      refinements: { make: ['Ford'] },
      ranges: { price: { max: 30_000 } },
    });
  });
});

describe('InstantSearch UI state ↔ route state', () => {
  it.each<[string, SearchRouteState]>([
    ['empty', {}],
    [
      'full',
      {
        q: 'hilux',
        page: 2,
        sortBy: 'highestPrice',
        refinements: { make: ['Toyota'], model: ['Hilux', 'HiAce'] },
        ranges: { price: { min: 5000, max: 30000 }, km: { max: 100_000 } },
      },
    ],
    ['latest', { sortBy: 'latest' }],
  ])('%s round-trips', (_name, route) => {
    expect(uiStateToRoute(routeToUiState(route, 'cars'), 'cars', SORT_OPTION_NAMES)).toEqual(route);
  });
  it('maps sorts to replica index names and ranges to min:max', () => {
    expect(routeToUiState({ sortBy: 'lowestPrice', ranges: { price: { max: 30000 } } }, 'cars')).toEqual({
      cars: { sortBy: 'cars:price:asc', range: { price: ':30000' } },
    });
  });
  it('the certified switch (a toggle) is certified=true in the URL, and certified=true turns it on (spec §2)', () => {
    expect(uiStateToRoute({ cars: { toggle: { certified: true } } }, 'cars')).toEqual({ refinements: { certified: ['true'] } });
    expect(stateToUrl(uiStateToRoute({ cars: { toggle: { certified: true } } }, 'cars'), '/search/')).toBe('/search/?certified=true');
    // Read by whichever widget the site has: the switch (toggle) or the facet (refinement list).
    expect(routeToUiState(urlToState('/search/?certified=true'), 'cars')).toEqual({
      cars: { refinementList: { certified: ['true'] }, toggle: { certified: true } },
    });
    expect(uiStateToRoute(routeToUiState(urlToState('/search/?certified=true'), 'cars'), 'cars')).toEqual({
      refinements: { certified: ['true'] },
    });
    // Both values are the facet's, not the switch's; a switch that is off writes nothing.
    expect(routeToUiState({ refinements: { certified: ['true', 'false'] } }, 'cars')).toEqual({
      cars: { refinementList: { certified: ['true', 'false'] } },
    });
    expect(uiStateToRoute({ cars: { toggle: { certified: false } } }, 'cars')).toEqual({});
  });
  it('ignores a sort replica the site does not offer and facets it does not know', () => {
    expect(
      uiStateToRoute({ cars: { sortBy: 'cars:km:asc', refinementList: { secret: ['x'] } } }, 'cars', ['mostRelevant', 'latest']),
    ).toEqual({});
  });
});

/**
 * Stubs the global `window` with a location at `href` and a history whose `pushState` moves it, as a browser's does;
 * undo with `vi.unstubAllGlobals()`.
 */
function stubWindow(href: string) {
  const win = {
    location: { href },
    history: {
      pushState: vi.fn((_s: unknown, _t: string, url: string) => {
        win.location.href = new URL(url, win.location.href).href;
      }),
      replaceState: vi.fn(),
    },
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal('window', win);
  return win;
}

describe('createSearchRouting: the router', () => {
  it('reports the served state first, then catches up with the URL once hydrated', () => {
    let href = 'https://d.example/search/?make=Kia&page=2';
    const { router } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES, getHref: () => href });
    const listener = vi.fn();
    router.onUpdate(listener);
    expect(router.read()).toEqual({});
    router.catchUp();
    expect(listener).toHaveBeenCalledWith({ refinements: { make: ['Kia'] }, page: 2 });
    expect(router.read()).toEqual({ refinements: { make: ['Kia'] }, page: 2 });
    listener.mockClear();
    router.catchUp();
    expect(listener).not.toHaveBeenCalled();
    href = 'https://d.example/search/';
    router.dispose();
  });
  it('does not catch up when the URL is the served page', () => {
    const { router } = createSearchRouting({
      indexName: 'cars',
      routeBase: BASE,
      sortOptions: SORT_OPTION_NAMES,
      getHref: () => 'https://d.example/search/?utm_source=mail',
    });
    const listener = vi.fn();
    router.onUpdate(listener);
    router.read();
    router.catchUp();
    expect(listener).not.toHaveBeenCalled();
  });
  it('writes nothing before catching up, then pushes new states and normalises equal ones in place', () => {
    const win = stubWindow('https://d.example/search/?body=People%20Mover');
    try {
      const { router } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES });
      router.onUpdate(() => undefined);
      router.read();
      router.write({}); // InstantSearch reporting the served state on mount
      expect(win.history.pushState).not.toHaveBeenCalled();
      router.catchUp();
      router.write({ refinements: { body: ['People Mover'] } });
      expect(win.history.replaceState).toHaveBeenCalledWith(null, '', '/search/?body=People+Mover');
      expect(win.history.pushState).not.toHaveBeenCalled();
      router.write({ refinements: { body: ['SUV'] } });
      expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/search/?body=SUV');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('a state written before catching up (a sort chosen while the island woke) is written then, on a shared link on top of its state', () => {
    const win = stubWindow('https://d.example/search/');
    try {
      const { router } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES });
      const listener = vi.fn();
      router.onUpdate(listener);
      router.read();
      router.write({}); // the served state, on mount
      router.write({ sortBy: 'lowestPrice' }); // the replayed choice, before the island's effects ran
      expect(win.history.pushState).not.toHaveBeenCalled();
      router.catchUp();
      expect(win.history.pushState).toHaveBeenCalledExactlyOnceWith(null, '', '/search/?sortBy=lowestPrice');
      expect(listener).not.toHaveBeenCalled(); // InstantSearch already has that state
    } finally {
      vi.unstubAllGlobals();
    }
    const shared = stubWindow('https://d.example/search/?make=Kia');
    try {
      const { router } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES });
      const listener = vi.fn();
      router.onUpdate(listener);
      router.read();
      router.write({}); // the served state, on mount
      router.write({ sortBy: 'lowestPrice' });
      router.catchUp();
      // The link's Kia, sorted as chosen: a new entry, so Back shows the link as it came.
      expect(listener).toHaveBeenCalledExactlyOnceWith({ refinements: { make: ['Kia'] }, sortBy: 'lowestPrice' });
      expect(shared.history.pushState).toHaveBeenCalledExactlyOnceWith(null, '', '/search/?make=Kia&sortBy=lowestPrice');
    } finally {
      vi.unstubAllGlobals();
    }
    // Nothing chosen meanwhile: the link's state as it is, nothing written.
    const untouched = stubWindow('https://d.example/search/?make=Kia');
    try {
      const { router } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES });
      const listener = vi.fn();
      router.onUpdate(listener);
      router.read();
      router.write({});
      router.catchUp();
      expect(listener).toHaveBeenCalledExactlyOnceWith({ refinements: { make: ['Kia'] } });
      expect(untouched.history.pushState).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it("paging a landing whose result pages are a broader page's goes there and unticks the preset, as that page shows it", async () => {
    const win = stubWindow('https://d.example/search/swan-river-auto/');
    try {
      const preset = { dealership_name: ['Swan River Auto'] };
      const { router } = createSearchRouting({
        indexName: 'cars',
        routeBase: '/search/swan-river-auto/',
        preset,
        pagesAt: BASE,
        sortOptions: SORT_OPTION_NAMES,
      });
      const listener = vi.fn();
      router.onUpdate(listener);
      expect(router.read()).toEqual({ refinements: preset });
      router.catchUp();
      router.write({ refinements: preset, page: 2 });
      expect(win.history.pushState).toHaveBeenCalledWith(null, '', '/search/page/2/');
      expect(listener).not.toHaveBeenCalled(); // not inside InstantSearch's own state change
      await Promise.resolve();
      expect(listener).toHaveBeenCalledExactlyOnceWith({ page: 2 });
      // InstantSearch then writes that state: the same URL, no new history entry and no further report.
      router.write({ page: 2 });
      await Promise.resolve();
      expect(win.history.pushState).toHaveBeenCalledTimes(1);
      expect(listener).toHaveBeenCalledTimes(1);
      // Sorting on the landing keeps it (its own path with a query): nothing to report.
      router.write({ refinements: preset, sortBy: 'lowestPrice', page: 2 });
      await Promise.resolve();
      expect(win.history.pushState).toHaveBeenLastCalledWith(null, '', '/search/swan-river-auto/?sortBy=lowestPrice&page=2');
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('urlHasOwnState: a shared link asks for its own state; tracking parameters and the page itself do not', () => {
    const toyota = { routeBase: '/search/toyota/', preset: { make: ['Toyota'] } };
    const cases: [string, Parameters<typeof urlHasOwnState>[1], boolean][] = [
      ['https://d.example/search/?make=Kia', { routeBase: BASE }, true],
      ['https://d.example/search/?q=hilux', { routeBase: BASE }, true],
      ['https://d.example/search/?utm_source=mail&gclid=abc', { routeBase: BASE }, false],
      ['https://d.example/search/', { routeBase: BASE }, false],
      ['https://d.example/search/toyota/', toyota, false],
      ['https://d.example/search/toyota/?sortBy=lowestPrice', toyota, true],
      ['https://d.example/search/page/2/', { routeBase: BASE, servedUrl: '/search/page/2/' }, false],
      ['https://d.example/search/page/2/?body=SUV', { routeBase: BASE, servedUrl: '/search/page/2/' }, true],
    ];
    for (const [href, route, own] of cases) expect(urlHasOwnState(href, route), href).toBe(own);
  });
  it('creates readable URLs', () => {
    const { router, stateMapping } = createSearchRouting({ indexName: 'cars', routeBase: BASE, sortOptions: SORT_OPTION_NAMES });
    expect(router.createURL(stateMapping.stateToRoute({ cars: { query: 'ranger', refinementList: { make: ['Ford'] } } }))).toBe(
      '/search/?q=ranger&make=Ford',
    );
  });
});

import { hasPreset, landingUrl, landingUrlToState, withPreset } from './routing.ts';

describe('landing pages: the preset is part of the state (spec §2 routes, §4)', () => {
  const TOYOTA = { make: ['Toyota'] };
  it('the landing path holds the preset; the query holds the rest', () => {
    const state = withPreset({ refinements: { body: ['SUV'] }, page: 2 }, TOYOTA);
    expect(state.refinements).toEqual({ body: ['SUV'], make: ['Toyota'] });
    expect(hasPreset(state, TOYOTA)).toBe(true);
    expect(landingUrl(state, '/search/toyota/', TOYOTA)).toBe('/search/toyota/?body=SUV&page=2');
    expect(landingUrlToState('/search/toyota/?body=SUV&page=2', '/search/toyota/', TOYOTA)).toEqual(state);
  });
  it('unticking the preset make moves to /search/ with the rest of the state', () => {
    expect(landingUrl({ refinements: { make: [], body: ['SUV'] } }, '/search/toyota/', TOYOTA)).toBe('/search/?body=SUV');
  });
  it('adding a second make moves to /search/ with both makes', () => {
    expect(landingUrl({ refinements: { make: ['Toyota', 'Mazda'] } }, '/search/toyota/', TOYOTA)).toBe('/search/?make=Toyota&make=Mazda');
  });
  it('a URL of another path is read as it is (back from /search/ to the landing page and forward again)', () => {
    expect(landingUrlToState('/search/?make=Mazda', '/search/toyota/', TOYOTA)).toEqual({ refinements: { make: ['Mazda'] } });
  });
  it('a multi-value preset matches in any order', () => {
    const preset = { car_type: ['new', 'demo'] };
    expect(landingUrl({ refinements: { car_type: ['demo', 'new'] }, sortBy: 'latest' }, '/search/new-and-demo-cars/', preset)).toBe(
      '/search/new-and-demo-cars/?sortBy=latest',
    );
    expect(landingUrl({ refinements: { car_type: ['demo'] } }, '/search/new-and-demo-cars/', preset)).toBe('/search/?car_type=demo');
  });
  it('on /search/ (no preset) it is stateToUrl', () => {
    const state = { q: 'ute', refinements: { make: ['Ford'] }, page: 3 };
    expect(landingUrl(state, '/search/', {})).toBe(stateToUrl(state, '/search/'));
  });
});
