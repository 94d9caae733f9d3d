import { describe, expect, it } from 'vitest';
import { SECTION_PAGES, trimmedPathRedirects } from './trimmed-paths.ts';

const to = (rules: { from: string; to: string }[], from: string) => rules.find((r) => r.from === from)?.to;

describe('trimmedPathRedirects: a URL trimmed back to a folder goes to the page that lists what it holds', () => {
  it('sends /cars/ to the search results and /offers/ to the special offers, with and without the final slash', () => {
    const rules = trimmedPathRedirects([]);
    expect(to(rules, '/cars/')).toBe('/search/');
    expect(to(rules, '/cars')).toBe('/search/');
    expect(to(rules, '/offers/')).toBe('/special-offers/');
    expect(to(rules, '/locations')).toBe('/our-location/');
    // Each section folder with and without its slash, and page 1 of the search results (`/search/page/1/`, `/search/page/1`).
    expect(rules).toHaveLength(SECTION_PAGES.length * 2 + 2);
  });

  it('sends a folder under a section to that section’s page, and a folder of one page to that page', () => {
    const rules = trimmedPathRedirects([
      '/offers/toyota/hilux-finance/',
      '/offers/toyota/rav4-runout/',
      '/parts/search/',
      '/mazda-2/accessories/',
      '/mazda-3/accessories/',
    ]);
    expect(to(rules, '/parts/')).toBe('/parts/search/');
    expect(to(rules, '/offers/toyota/')).toBe('/special-offers/');
    expect(to(rules, '/offers/toyota')).toBe('/special-offers/');
    expect(to(rules, '/mazda-2/')).toBe('/mazda-2/accessories/');
    expect(to(rules, '/mazda-3')).toBe('/mazda-3/accessories/');
    // Pages are not redirected; the list is sorted and has each path once.
    expect(to(rules, '/offers/toyota/hilux-finance/')).toBeUndefined();
    expect(rules.map((r) => r.from)).toEqual([...new Set(rules.map((r) => r.from))].sort());
  });

  it('sends a folder of result pages to their first page, the page above it', () => {
    const rules = trimmedPathRedirects(['/search/', '/search/page/2/', '/search/kia/', '/search/kia/page/2/', '/search/kia/page/3/']);
    expect(to(rules, '/search/kia/page/')).toBe('/search/kia/');
    expect(to(rules, '/search/kia/page')).toBe('/search/kia/');
    expect(to(rules, '/search/page/')).toBe('/search/');
    // Page 1 is the listing itself: typed after page 2, it goes there.
    expect(to(rules, '/search/kia/page/1/')).toBe('/search/kia/');
    expect(to(rules, '/search/kia/page/1')).toBe('/search/kia/');
    expect(to(rules, '/search/page/1/')).toBe('/search/');
    expect(to(rules, '/search/page/2/')).toBeUndefined();
  });

  it('sends /blog/ to the blog above its posts when the site has a blog, and nowhere when it has none', () => {
    expect(to(trimmedPathRedirects(['/blog/vehicle-reviews/', '/blog/vehicle-reviews/a/', '/blog/vehicle-reviews/b/']), '/blog/')).toBe(
      '/blog/vehicle-reviews/',
    );
    expect(to(trimmedPathRedirects([]), '/blog/')).toBeUndefined();
  });

  it('leaves out a folder that is a page, and one of several pages in no section', () => {
    const rules = trimmedPathRedirects(['/guides/', '/guides/towing/', '/kit/a/', '/kit/b/']);
    expect(to(rules, '/guides/')).toBeUndefined();
    expect(to(rules, '/kit/')).toBeUndefined();
  });
});
