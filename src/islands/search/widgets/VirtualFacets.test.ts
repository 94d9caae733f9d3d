import { describe, expect, it } from 'vitest';
import { urlToState } from '../../../search/routing.ts';
import { virtualFacetAttributes } from './VirtualFacets.tsx';

describe('virtualFacetAttributes', () => {
  const settings = { facets: ['make', 'model', 'price'] as const, certifiedSwitch: true };

  it("mounts the landing preset's facets the panel lacks", () => {
    expect(virtualFacetAttributes({ dealership_name: ['Bentley'], make: ['Kia'] }, { ...settings, facets: [...settings.facets] })).toEqual({
      lists: ['dealership_name'],
      ranges: [],
    });
  });

  it("mounts a shared link's facets the panel lacks, lists and ranges, once each", () => {
    const linked = urlToState('/search/?car_type=used&make=Kia&km=0-50000&price=-30000&dealership_name=Bentley&certified=true');
    expect(virtualFacetAttributes({ dealership_name: ['Bentley'] }, { ...settings, facets: [...settings.facets] }, linked)).toEqual({
      lists: ['dealership_name', 'car_type'],
      ranges: ['km'],
    });
  });

  it('leaves certified to the certified switch when it is on, and mounts it when it is off', () => {
    const linked = urlToState('/search/?certified=true');
    expect(virtualFacetAttributes({}, { facets: ['make'], certifiedSwitch: true }, linked).lists).toEqual([]);
    expect(virtualFacetAttributes({}, { facets: ['make'] }, linked).lists).toEqual(['certified']);
  });
});
