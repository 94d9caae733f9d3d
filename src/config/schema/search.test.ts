import { describe, expect, it } from 'vitest';
import { SearchSettings } from './search.ts';

describe('SearchSettings: the certified-only switch (spec §2) and a certified facet', () => {
  it('takes either one', () => {
    expect(SearchSettings.parse({ certified_switch: true }).certified_switch).toBe(true);
    expect(SearchSettings.parse({ facets: ['make', 'certified'] }).facets).toEqual(['make', 'certified']);
  });

  it('refuses both, naming the field and the reason', () => {
    const result = SearchSettings.safeParse({ certified_switch: true, facets: ['make', 'certified'] });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([
      expect.objectContaining({ path: ['certified_switch'], message: expect.stringContaining("a 'certified' facet in search.facets") }),
    ]);
  });
});
