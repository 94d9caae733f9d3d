import { describe, expect, it } from 'vitest';
import { buildDirectory, MAKE_LIST_LIMIT, MODEL_LIST_LIMIT, modelLabeller, searchDirectory } from './directory.ts';
import { BODY_TYPES, bodyTypeKey, compareBodyValues } from './body-types.ts';
import { displayCount, MAX_EXACT_COUNT, resultCountText } from './count.ts';
import { makeInitials, makeLogoUrl } from './make-logos.ts';

const docs = [
  ...Array.from({ length: 3 }, () => ({ make: 'Toyota', model: 'Hilux' })),
  { make: 'Toyota', model: 'Corolla' },
  { make: 'Mazda', model: 'CX-5' },
  { make: 'Great Wall', model: 'Cannon' },
  ...Array.from({ length: 40 }, (_, i) => ({ make: 'Ford', model: `Model ${i}` })),
];

describe('manufacturer/model directory (spec §2 make cards, directory box; §9 limits)', () => {
  const dir = buildDirectory(docs);
  it('makes by count with logo or initials, models by count, at most 30', () => {
    expect(MAKE_LIST_LIMIT).toBe(7);
    expect(MODEL_LIST_LIMIT).toBe(30);
    expect(dir.map((d) => d.make)).toEqual(['Ford', 'Toyota', 'Great Wall', 'Mazda']);
    expect(dir[1]).toMatchObject({
      make: 'Toyota',
      logo: '/logos/toyota.svg',
      count: 4,
      models: [
        { name: 'Hilux', count: 3 },
        { name: 'Corolla', count: 1 },
      ],
    });
    expect(dir[0]!.models).toHaveLength(30);
    expect(dir[2]).toMatchObject({ logo: null, initials: 'GW' });
  });
  it.each<[string, string[]]>([
    ['toy', ['Toyota', 'Toyota Hilux', 'Toyota Corolla']],
    ['toy hi', ['Toyota Hilux']],
    ['cx', ['Mazda CX-5']],
    ['wall', ['Great Wall', 'Great Wall Cannon']],
    ['  ', []],
    ['zzz', []],
  ])('searchDirectory %j', (text, expected) => {
    expect(searchDirectory(dir, text).map((m) => (m.model ? `${m.make} ${m.model}` : m.make))).toEqual(expected);
  });
});

describe('model facet labels (spec §3 model facet; decision: the make in front where a site has several)', () => {
  it('names the make of each model when the stock holds several makes, a bare model name never alone', () => {
    const labelOf = modelLabeller(buildDirectory([...docs, { make: 'Mazda', model: '3' }, { make: 'Mazda', model: '2' }]));
    expect(['3', '2', 'Hilux', 'CX-5', 'Cannon', 'Model 2'].map(labelOf)).toEqual([
      'Mazda 3',
      'Mazda 2',
      'Toyota Hilux',
      'Mazda CX-5',
      'Great Wall Cannon',
      'Ford Model 2',
    ]);
  });
  it('lists every make of a model name several makes use, in the directory order (most stocked first)', () => {
    const labelOf = modelLabeller(
      buildDirectory([...Array.from({ length: 2 }, () => ({ make: 'Isuzu', model: 'D-Max' })), { make: 'Holden', model: 'D-Max' }]),
    );
    expect(labelOf('D-Max')).toBe('Isuzu / Holden D-Max');
  });
  it('keeps the bare name on a one-make site, and for a model past the make card limit', () => {
    expect(modelLabeller(buildDirectory([{ make: 'Mazda', model: '3' }]))('3')).toBe('3');
    // Ford's 40 models: the directory keeps its 30 most stocked (all one car each: by name), so 'Model 9' is past it.
    expect(modelLabeller(buildDirectory(docs))('Model 9')).toBe('Model 9');
  });
});

describe('make logos', () => {
  it.each<[string, string | null, string]>([
    ['Toyota', '/logos/toyota.svg', 'TOY'],
    ['Mercedes-Benz', null, 'MB'],
    ['Rolls-Royce', '/logos/rolls-royce.svg', 'RR'],
    ['LDV', null, 'LDV'],
  ])('%s', (make, url, initials) => {
    expect(makeLogoUrl(make)).toBe(url);
    expect(makeInitials(make)).toBe(initials);
  });
});

describe('body types (spec §9 list and order)', () => {
  it('has the 20 spec keys in order', () => {
    expect(BODY_TYPES).toEqual([
      '4x4',
      'bus',
      'cabChassis',
      'convertible',
      'coupe',
      'ev',
      'hardtop',
      'hatch',
      'hatchback',
      'motorhome',
      'lightTruck',
      'peopleMover',
      'prestige',
      'sedan',
      'softtop',
      'suv',
      'ute',
      'van',
      'wagon',
      'stationWagon',
    ]);
  });
  it.each<[string, string | null]>([
    ['SUV', 'suv'],
    ['People Mover', 'peopleMover'],
    ['Van/Commercial', 'van'],
    ['Cab Chassis', 'cabChassis'],
    ['Station Wagon', 'stationWagon'],
    ['Caravan', null],
  ])('%s → %s', (v, k) => {
    expect(bodyTypeKey(v)).toBe(k);
  });
  it('sorts facet values in the spec order, others after by count', () => {
    const values = [
      { name: 'SUV', count: 90 },
      { name: 'Caravan', count: 5 },
      { name: 'Hatchback', count: 10 },
      { name: 'Coupe', count: 1 },
      { name: 'Motorcycle', count: 8 },
    ];
    expect([...values].sort(compareBodyValues).map((v) => v.name)).toEqual(['Coupe', 'Hatchback', 'SUV', 'Motorcycle', 'Caravan']);
  });
});

describe('displayCount (spec §9: a count above 1999 is replaced)', () => {
  it.each<[string, number, number | null, Record<string, number> | null, number]>([
    ['1999 shows as is', 1999, 5000, null, 1999],
    ['2000 with a configured stock count', 2000, 4321, null, 4321],
    ['2000 without: the summed facet counts', 2000, null, { new: 1200, used: 2300, demo: 10 }, 3510],
    ['no facet counts either: the engine count', 2500, null, null, 2500],
  ])('%s', (_n, hits, stock, partition, expected) => {
    expect(MAX_EXACT_COUNT).toBe(1999);
    expect(displayCount(hits, stock, partition)).toBe(expected);
  });
  it('reads "n cars found"', () => {
    expect(resultCountText(1)).toBe('1 car found');
    expect(resultCountText(1544)).toBe('1,544 cars found');
  });
});
