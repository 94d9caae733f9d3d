import { describe, expect, it } from 'vitest';
import { bodyLabel, bodyTypes, modelLabel, modelMenuName, modelsByCategory, modelsWithBody, siteModels } from './models.ts';

const m = (make: string, name: string, category: string, body: string, status: 'current' | 'all_new' | 'coming_soon' = 'current') => ({
  make,
  name,
  category,
  body,
  status,
});
const range = [
  m('Mazda', 'CX-5', 'SUVs', 'suv'),
  m('Mazda', '3', 'Cars', 'hatch'),
  m('Mazda', 'CX-60', 'SUVs', 'suv', 'all_new'),
  m('Toyota', 'Hilux', 'Utes', 'ute'),
];
const key = (make: string) => make.toLowerCase();

describe('model range (spec §3 Model, §2 models menu and /models?body=)', () => {
  it('shows the franchised makes, else the makes of the new and demo stock', () => {
    expect(siteModels(range, new Set(['mazda']), new Set(['toyota']), key).map((x) => x.name)).toEqual(['CX-5', '3', 'CX-60']);
    expect(siteModels(range, new Set(), new Set(['toyota']), key).map((x) => x.name)).toEqual(['Hilux']);
    expect(siteModels(range, new Set(), new Set(), key)).toEqual([]);
  });
  it('groups by category in order of first appearance', () => {
    expect(modelsByCategory(range).map((g) => [g.category, g.models.map((x) => x.name)])).toEqual([
      ['SUVs', ['CX-5', 'CX-60']],
      ['Cars', ['3']],
      ['Utes', ['Hilux']],
    ]);
  });
  it('labels All-New and Coming soon (spec §3 status)', () => {
    expect([modelLabel('all_new'), modelLabel('coming_soon'), modelLabel('current')]).toEqual(['All-New', 'Coming soon', null]);
  });
  it('filters by body type, all models for none or an unknown one', () => {
    expect(modelsWithBody(range, 'SUV').map((x) => x.name)).toEqual(['CX-5', 'CX-60']);
    expect(modelsWithBody(range, 'motorhome')).toHaveLength(4);
    expect(modelsWithBody(range, null)).toHaveLength(4);
    expect(bodyTypes(range)).toEqual([
      { body: 'suv', label: 'SUV', count: 2 },
      { body: 'hatch', label: 'Hatch', count: 1 },
      { body: 'ute', label: 'Ute', count: 1 },
    ]);
    expect(bodyLabel('peopleMover')).toBe('People mover');
  });
});

describe('modelMenuName', () => {
  it("puts the make before a name that starts with a digit, so the menu reads 'New Mazda 2', not 'New 2'", () => {
    expect(modelMenuName({ make: 'Mazda', name: '2' })).toBe('Mazda 2');
    expect(modelMenuName({ make: 'Peugeot', name: '208' })).toBe('Peugeot 208');
    expect(modelMenuName({ make: 'BMW', name: '3 Series' })).toBe('BMW 3 Series');
    expect(modelMenuName({ make: 'Mazda', name: 'CX-5' })).toBe('CX-5');
    expect(modelMenuName({ make: 'Mazda', name: 'MX-5' })).toBe('MX-5');
  });
});
