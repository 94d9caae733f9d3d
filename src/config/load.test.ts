import { describe, expect, it } from 'vitest';
import { parseSiteConfig, formatProblems } from './load.ts';

const minimal = {
  slug: 'test-motors',
  name: 'Test Motors',
  site_url: 'https://www.testmotors.example.com.au',
  email: 'sales@testmotors.example.com.au',
  dealership_id: 'd1',
  dealerships: [{ id: 'd1', slug: 'test-motors', name: 'Test Motors' }],
  locations: [
    {
      id: 'l1',
      name: 'Test Motors Parramatta',
      slug: 'parramatta',
      dealership_id: 'd1',
      dealership_slug: 'test-motors',
      address: { street: '1 Church St', city: 'Parramatta', state: 'NSW', postcode: '2150', lat: -33.81, long: 151.0 },
      contact_detail: { phone: '02 9000 0000' },
    },
  ],
};

describe('site config schema (spec §3 Site config)', () => {
  it('fills documented defaults', () => {
    const r = parseSiteConfig(minimal, 'sites/test-motors/site.json', 'test-motors');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.config.template).toBe('standard');
    expect(r.config.specifications).toEqual({ just_arrived_days: 8, just_arrived_tag_name: 'Just Arrived', sold_tag_name: 'JUST SOLD' });
    expect(r.config.stock.sold_visible_days).toBe(3);
    expect(r.config.review_minimum_rating).toBe(4);
    expect(r.config.features.reserve_amount).toBe(200);
    expect(r.config.search.sort_options).toEqual(['mostRelevant', 'latest', 'highestPrice', 'lowestPrice']);
    expect(r.config.search.engine).toBe('embedded');
    expect(r.config.theme.sidebar_buttons[0]).toBe('call');
  });

  it('names the file, the field path and the reason', () => {
    // biome-ignore lint/suspicious/noExplicitAny: a config broken on purpose, past what its type allows
    const bad = structuredClone(minimal) as any;
    bad.locations[0].address.postcode = '215';
    bad.template = 'fancy';
    bad.colour = 'red';
    const r = parseSiteConfig(bad, 'sites/test-motors/site.json', 'test-motors');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const text = formatProblems(r.problems);
    expect(text).toContain('sites/test-motors/site.json: locations[0].address.postcode: expected a 4-digit postcode');
    expect(text).toContain('template: expected one of "standard", "brand", "showroom"');
    expect(text).toContain('(root): unknown field(s) "colour"');
  });

  it('rejects a slug that differs from its folder and a dealership id that does not exist', () => {
    const r1 = parseSiteConfig({ ...minimal, slug: 'other' }, 'f', 'test-motors');
    expect(r1.ok).toBe(false);
    if (!r1.ok) expect(r1.problems[0]).toMatchObject({ path: 'slug' });
    const r2 = parseSiteConfig({ ...minimal, dealership_id: 'nope' }, 'f', 'test-motors');
    expect(r2.ok).toBe(false);
    if (!r2.ok) expect(r2.problems.map((p) => p.path)).toContain('dealership_id');
  });
});
