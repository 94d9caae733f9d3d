import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { campaignParams, MAX_VISITED_PAGES, readTrail, recordVisit } from './trail.ts';

describe('visit trail (spec §3 lead_attributes)', () => {
  it('keeps the paths viewed, not repeating a reload, the newest last', () => {
    const s = memoryStorage();
    for (const p of ['/', '/search/', '/search/', '/cars/a/']) recordVisit(s, { pathname: p, search: '' });
    expect(readTrail(s).visited_pages).toEqual(['/', '/search/', '/cars/a/']);
  });

  it(`keeps only the last ${MAX_VISITED_PAGES} pages`, () => {
    const s = memoryStorage();
    for (let i = 0; i < 30; i++) recordVisit(s, { pathname: `/cars/${i}/`, search: '' });
    const pages = readTrail(s).visited_pages;
    expect(pages).toHaveLength(MAX_VISITED_PAGES);
    expect(pages.at(-1)).toBe('/cars/29/');
  });

  it('records no query strings (they can carry personal data)', () => {
    const s = memoryStorage();
    recordVisit(s, { pathname: '/contact/', search: '?email=jo@example.com' });
    expect(readTrail(s).visited_pages).toEqual(['/contact/']);
  });

  it("linked_query_params: the landing URL's utm_* and click ids, kept while browsing on", () => {
    const s = memoryStorage();
    recordVisit(s, { pathname: '/', search: '?utm_source=google&utm_campaign=spring&gclid=abc&email=jo@example.com&q=hilux' });
    recordVisit(s, { pathname: '/search/', search: '?q=ranger' });
    expect(readTrail(s).linked_query_params).toEqual({ utm_source: 'google', utm_campaign: 'spring', gclid: 'abc' });
  });

  it("falls back to the current page's campaign parameters, and to nothing without storage", () => {
    expect(readTrail(memoryStorage(), { search: '?utm_medium=email' }).linked_query_params).toEqual({ utm_medium: 'email' });
    expect(readTrail(null)).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it('never throws when storage is blocked or holds junk', () => {
    expect(() => recordVisit(memoryStorage(true), { pathname: '/', search: '' })).not.toThrow();
    const s = memoryStorage();
    s.setItem('lead-visited-pages', '{"not":"a list"}');
    s.setItem('lead-linked-params', 'not json');
    expect(readTrail(s)).toEqual({ visited_pages: [], linked_query_params: {} });
  });

  it('campaignParams cuts long values and ignores empty ones', () => {
    expect(campaignParams(`?utm_term=${'x'.repeat(600)}&utm_content=`)).toEqual({ utm_term: 'x'.repeat(500) });
  });
});
