import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Accessory } from '../content/schema/accessory.ts';
import {
  accessoriesPath,
  fitsModel,
  fittedModels,
  matchesPartSearch,
  modelNameKey,
  partEnquiryHref,
  partEnquiryMessage,
  partNumberFromQuery,
  partPriceLabel,
  partQueryTerms,
  partSearchRecord,
  partsByCategory,
  partsForModel,
  sortParts,
} from './parts.ts';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
// The sample brand dealer's catalogue (sites/harbourline-mazda/content/accessories.json), through the collection's schema.
const catalogue: Accessory[] = JSON.parse(
  readFileSync(new URL('../../sites/harbourline-mazda/content/accessories.json', import.meta.url), 'utf8'),
).map((e: unknown) => Accessory.parse(e));
const range = ['2', '3', 'CX-3', 'CX-30', 'CX-5', 'CX-60', 'CX-8', 'CX-9', 'CX-90', 'MX-5', 'BT-50'].map((name) => ({
  id: `mazda-${name.toLowerCase()}`,
  make: 'Mazda',
  name,
}));
const byId = (id: string) => catalogue.find((p) => p.id === id)!;
const records = catalogue.map((p) => ({ id: p.id, record: partSearchRecord(p, fittedModels(p, range, key, key)) }));
const rangeNames = new Set(range.map((m) => modelNameKey(m.name)));
const search = (q: string, model: string | null = null) =>
  records.filter((r) => matchesPartSearch(r.record, q, model, rangeNames)).map((r) => r.id);

describe('fitment by model (issue 11 item 4)', () => {
  it('an entry fits the models it names, of its make, names compared through the key', () => {
    const bars = byId('cx-5-roof-cross-bars');
    expect(fitsModel(bars, { make: 'Mazda', name: 'CX-5' }, key, key)).toBe(true);
    expect(fitsModel(bars, { make: 'MAZDA', name: 'cx5' }, key, key)).toBe(true);
    expect(fitsModel(bars, { make: 'Mazda', name: 'CX-30' }, key, key)).toBe(false);
    expect(fitsModel(bars, { make: 'Toyota', name: 'CX-5' }, key, key)).toBe(false);
  });

  it('an entry naming no model fits every model of its make and none of another', () => {
    const wipers = byId('wiper-blades');
    expect(wipers.models).toEqual([]);
    expect(fittedModels(wipers, range, key, key)).toHaveLength(range.length);
    expect(fitsModel(wipers, { make: 'Toyota', name: 'Corolla' }, key, key)).toBe(false);
  });

  it("a model's accessories are the entries naming it plus the make-wide ones, catalogue order kept", () => {
    expect(partsForModel(catalogue, { make: 'Mazda', name: 'CX-5' }, key, key).map((p) => p.id)).toEqual([
      'cx-5-roof-cross-bars',
      'cx-5-all-weather-mats',
      'cx-5-cargo-liner',
      'oil-filter',
      'wiper-blades',
      'first-aid-kit',
    ]);
    expect(partsForModel(catalogue, { make: 'Mazda', name: 'BT-50' }, key, key).map((p) => p.id)).toEqual([
      'bt-50-tub-liner',
      'bt-50-nudge-bar',
      'wiper-blades',
      'first-aid-kit',
    ]);
    expect(partsForModel(catalogue, { make: 'Toyota', name: 'HiLux' }, key, key)).toEqual([]);
  });

  it('an entry with no make fits every model of every make; a make-less entry naming models is refused', () => {
    const kit = { make: null, models: [] };
    expect(fitsModel(kit, { make: 'Mazda', name: 'CX-5' }, key, key)).toBe(true);
    expect(fitsModel(kit, { make: 'Toyota', name: 'HiLux' }, key, key)).toBe(true);
    const valid = { id: 'kit', part_number: 'K-1', name: 'Kit', category: 'Safety' };
    expect(Accessory.parse(valid).make).toBeNull();
    expect(Accessory.safeParse({ ...valid, models: ['CX-5'] }).success).toBe(false);
  });

  it('the model page path is /{model-slug}/accessories/', () => {
    expect(accessoriesPath('mazda-cx-5')).toBe('/mazda-cx-5/accessories/');
  });
});

describe('parts search: part number, description and model', () => {
  it('an empty query lists the whole catalogue', () => {
    expect(search('')).toHaveLength(catalogue.length);
    expect(search('   ')).toHaveLength(catalogue.length);
  });

  it('finds a part by its number as printed, in lower case, or without its separators', () => {
    expect(search('SMPL-CX5-RCB1')).toEqual(['cx-5-roof-cross-bars']);
    expect(search('smpl-cx5-rcb1')).toEqual(['cx-5-roof-cross-bars']);
    expect(search('smplcx5rcb1')).toEqual(['cx-5-roof-cross-bars']);
    expect(search('SMPL CX60 TBK2')).toEqual(['cx-60-towbar-kit']);
    expect(search('SMPL-OF-0412')).toEqual(['oil-filter']);
  });

  it('finds by name and description words; every word must match', () => {
    expect(search('floor mats')).toEqual(['cx-5-all-weather-mats', 'cx-30-all-weather-mats']);
    expect(search('12-pin harness')).toEqual(['cx-60-towbar-kit']);
    expect(search('airbag')).toEqual(['bt-50-nudge-bar']);
    expect(search('mats towbar')).toEqual([]);
    expect(search('no such thing')).toEqual([]);
  });

  it('finds by the model it fits, typed with or without its dash, make-wide entries included', () => {
    expect(search('BT-50')).toEqual(['bt-50-tub-liner', 'bt-50-nudge-bar', 'wiper-blades', 'first-aid-kit']);
    expect(search('bt50')).toEqual(search('BT-50'));
    expect(search('cx-90 barrier')).toEqual(['cx-90-cargo-barrier']);
    expect(search('CX-90 cargo')).toEqual(['cx-60-towbar-kit', 'cx-90-cargo-barrier']);
  });

  it('a model name finds that model only: CX-3 not the CX-30, CX-9 not the CX-90', () => {
    expect(search('CX-3')).toEqual(['oil-filter', 'wiper-blades', 'first-aid-kit']);
    expect(search('cx-30 mats')).toEqual(['cx-30-all-weather-mats']);
    expect(search('CX-9')).toEqual(['wiper-blades', 'first-aid-kit']);
    expect(modelNameKey('CX-5')).toBe('cx5');
  });

  it('the model filter keeps the entries that fit that model, and combines with the words', () => {
    expect(search('', 'mazda-mx-5')).toEqual(['mx-5-boot-rack', 'wiper-blades', 'first-aid-kit']);
    expect(search('mats', 'mazda-3')).toEqual(['cx-30-all-weather-mats']);
    expect(search('mats', 'mazda-bt-50')).toEqual([]);
  });

  it('query terms are folded to lower case without accents and split on spaces and commas', () => {
    expect(partQueryTerms(' Roof,  Bärs ')).toEqual(['roof', 'bars']);
    expect(partQueryTerms('- / .')).toEqual([]);
  });
});

describe('price display', () => {
  it('whole dollars, cents when there are some, "fitted" when fitting is included, else price on request', () => {
    expect(partPriceLabel(byId('cx-5-roof-cross-bars'))).toBe('$495');
    expect(partPriceLabel(byId('cx-60-towbar-kit'))).toBe('$1,290 fitted');
    expect(partPriceLabel(byId('oil-filter'))).toBe('$24.95');
    expect(partPriceLabel(byId('cx-90-cargo-barrier'))).toBe('Price on request');
  });
});

describe('catalogue groups and the enquiry', () => {
  it('display order: category, then name, then part number, whatever order the file had', () => {
    const sorted = sortParts([...catalogue].reverse());
    expect(sortParts(catalogue)).toEqual(sorted);
    expect(partsByCategory(sorted).map((g) => g.category)).toEqual(['Cargo and towing', 'Exterior', 'Genuine parts', 'Interior']);
    expect(sorted.filter((p) => p.name === 'All-weather floor mats, set of 4').map((p) => p.part_number)).toEqual([
      'SMPL-CX5-MAT4',
      'SMPL-CX30-MAT4',
    ]);
    expect(sorted.slice(0, 3).map((p) => p.name)).toEqual(['Cargo barrier', 'Cargo liner', 'Towbar kit with wiring harness']);
  });

  it('groups by category in order of first appearance', () => {
    expect(partsByCategory(catalogue).map((g) => [g.category, g.parts.length])).toEqual([
      ['Exterior', 3],
      ['Interior', 3],
      ['Cargo and towing', 4],
      ['Genuine parts', 2],
    ]);
  });

  it("an entry's Enquire link names its part; the form reads it back and prefills the comments", () => {
    const href = partEnquiryHref('SMPL-CX5-RCB1');
    expect(href).toBe('/parts/search/?q=SMPL-CX5-RCB1&part=SMPL-CX5-RCB1#parts-enquiry');
    const search = new URL(href, 'https://example.test').search;
    expect(partNumberFromQuery(search)).toBe('SMPL-CX5-RCB1');
    expect(partEnquiryMessage(partNumberFromQuery(search))).toBe('Please send me a price and availability for part SMPL-CX5-RCB1.');
  });

  it('a missing or malformed ?part= prefills the general request instead', () => {
    expect(partNumberFromQuery('')).toBeNull();
    expect(partNumberFromQuery('?part=<script>')).toBeNull();
    expect(partNumberFromQuery(`?part=${'A'.repeat(41)}`)).toBeNull();
    expect(partEnquiryMessage(null)).toMatch(/^Please send me a price and availability\. My car/);
  });
});

describe('accessories collection schema', () => {
  const valid = { id: 'x-1', part_number: 'AB-12', name: 'Mat', category: 'Interior', make: 'Mazda' };
  it('fills defaults: no description, price on request, not fitted, no image, every model of the make', () => {
    expect(Accessory.parse(valid)).toEqual({
      ...valid,
      description: '',
      price: null,
      fitted: false,
      image: null,
      models: [],
      sample: false,
    });
  });

  it('rejects a bad part number, a price of 0, an image path that is neither /path nor https, unknown fields', () => {
    expect(Accessory.safeParse({ ...valid, part_number: 'AB--12' }).success).toBe(false);
    expect(Accessory.safeParse({ ...valid, part_number: 'AB_12' }).success).toBe(false);
    expect(Accessory.safeParse({ ...valid, price: 0 }).success).toBe(false);
    expect(Accessory.safeParse({ ...valid, image: { src: 'http://x/y.png', alt: '' } }).success).toBe(false);
    expect(Accessory.safeParse({ ...valid, colour: 'red' }).success).toBe(false);
  });

  it("every sample tenant's catalogue parses and is labelled fictional entry by entry", () => {
    const sites = new URL('../../sites/', import.meta.url);
    const files = readdirSync(sites).filter((slug) => existsSync(new URL(`${slug}/content/accessories.json`, sites)));
    expect(files.length).toBeGreaterThanOrEqual(2);
    const all = files.flatMap((slug) =>
      JSON.parse(readFileSync(new URL(`${slug}/content/accessories.json`, sites), 'utf8')).map((e: unknown) => Accessory.parse(e)),
    ) as Accessory[];
    for (const p of all) {
      expect(p.sample, p.id).toBe(true);
      expect(p.part_number, p.id).toMatch(/^SMPL-/);
      expect(p.description, p.id).toMatch(/fictional/);
    }
  });
});
