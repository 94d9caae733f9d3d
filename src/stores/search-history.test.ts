import { useTestStorageEngine, cleanTestStorage, getTestStorage } from '@nanostores/persistent';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $searchHistory, recordSearch, SEARCH_HISTORY_SIZE, type SearchHistoryEntry } from './search-history.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => {
  cleanTestStorage();
  $searchHistory.set([]);
});
const entry = (path: string, at = 0): SearchHistoryEntry => ({ path, filters: {}, label: path, at });

describe('search history (spec §3, §9: last 5 searches on the device)', () => {
  it(`keeps the newest ${SEARCH_HISTORY_SIZE}, newest first`, () => {
    expect(SEARCH_HISTORY_SIZE).toBe(5);
    for (let i = 1; i <= 7; i++) recordSearch(entry(`/search/?q=${i}`, i));
    expect($searchHistory.get().map((e) => e.path)).toEqual([
      '/search/?q=7',
      '/search/?q=6',
      '/search/?q=5',
      '/search/?q=4',
      '/search/?q=3',
    ]);
  });
  it('a repeated search moves to the front instead of repeating', () => {
    recordSearch(entry('/search/toyota/'));
    recordSearch(entry('/search/?q=a'));
    recordSearch(entry('/search/toyota/'));
    expect($searchHistory.get().map((e) => e.path)).toEqual(['/search/toyota/', '/search/?q=a']);
  });
  it('is stored on the device as JSON', () => {
    recordSearch(entry('/search/used-cars/?body=SUV'));
    expect(JSON.parse(getTestStorage()['search-history']!)).toEqual([entry('/search/used-cars/?body=SUV')]);
  });
});
