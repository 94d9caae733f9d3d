/**
 * The import pipeline on rows copied verbatim from the real feed: counts, report entries with CSV
 * lines, derived fields, market medians, placeholders, determinism, and no seller name anywhere.
 */
import { describe, expect, it } from 'vitest';
import { FeedError, importFeeds, type FeedSource } from './import.ts';
import { parseGeoCsv } from './import/geo.ts';
import { encodeSnapshot } from './import/write.ts';

const AU_HEADER =
  'Brand,Year,Model,Car/Suv,Title,UsedOrNew,Transmission,Engine,DriveType,FuelType,FuelConsumption,Kilometres,ColourExtInt,Location,CylindersinEngine,BodyType,Doors,Seats,Price';
const REXTON =
  'Ssangyong,2022,Rexton,Sutherland Isuzu Ute,2022 Ssangyong Rexton Ultimate (awd),DEMO,Automatic,"4 cyl, 2.2 L",AWD,Diesel,8.7 L / 100 km,5595,White / Black,"Caringbah, NSW",4 cyl,SUV, 4 Doors, 7 Seats,51990';
/** Real rows; the line number in the fixture file is given on the right. */
const AU_FEED = [
  AU_HEADER, // 1
  REXTON, // 2
  'Land,2017,Rover,SUV,2017 Land Rover Range Rover Evoque TD4 180 HSE Dynamic,USED,Automatic,"4 cyl, 2 L",AWD,Diesel,5.1 L / 100 km,67662,White / Black,"Blacktown, NSW",4 cyl,SUV, 2 Doors, 4 Seats,62280', // 3
  'Daihatsu,2019,Hijet,"02 **** ****\n",2019 Daihatsu Hijet,USED,-,-,Other,-,-,19730,Green / Grey,"West Ryde, NSW",-,,,,33888', // 4-5
  ',nan,,nan,,nan,,,,,,,,,nan,,,,', // 6
  'Kia,2020,Cerato,Hatchback,2020 Kia Cerato S,USED,Automatic,"4 cyl, 2 L",Front,Unleaded,7.4 L / 100 km,54995,Blue / -,"Homebush, NSW",4 cyl,Hatchback, 5 Doors, 5 Seats,24888', // 7
  'Kia,2020,Cerato,Hatchback,2020 Kia Cerato S,USED,Automatic,"4 cyl, 2 L",Front,Unleaded,7.4 L / 100 km,68709,White / -,"Bentley, WA",4 cyl,Hatchback, 5 Doors, 5 Seats,23980', // 8
  'Kia,2020,Cerato,Sedan,2020 Kia Cerato S,USED,Automatic,"4 cyl, 2 L",Front,Unleaded,7.4 L / 100 km,54177,Red / Black,"Richmond, NSW",4 cyl,Sedan, 4 Doors, 5 Seats,23980', // 9
  'Kia,2020,Cerato,Sedan,2020 Kia Cerato S,USED,Automatic,"4 cyl, 2 L",Front,Unleaded,7.4 L / 100 km,46072,Red / Black,"Revesby, NSW",4 cyl,Sedan, 4 Doors, 5 Seats,25990', // 10
  'Aston,2023,Martin,NEW Available to order,2023 Aston Martin DB11 AMR,NEW,Automatic,"12 cyl, 5.2 L",Rear,Premium,11.4 L / 100 km,- / -,3 years / Unlimited km,,12 cyl,Coupe, 2 Doors, 4 Seats,437400', // 11
  REXTON, // 12: an identical row (fleet stock)
  'Toyota,2011,Hiace,nan,2011 Toyota Hiace,USED,-,-,Other,-,-,-,- / -,"West Ryde, NSW",-,,,,POA', // 13
  'Alfa,2013,Romeo,Awsum Autos - Car City Minchinbury,2013 Alfa Romeo Mito,USED,Manual,-,Front,Premium,-,115050,Red / Grey,"Minchinbury, NSW",-,Hatchback,,,10995', // 14
].join('\n');
const SELLERS = ['Sutherland Isuzu Ute', 'Awsum Autos', '02 **** ****', '****'];

const GEO = parseGeoCsv(
  [
    'suburb,postcode,state,population',
    'Caringbah,2229,NSW,1',
    'Blacktown,2148,NSW,1',
    'West Ryde,2114,NSW,1',
    'Homebush,2140,NSW,1',
    'Bentley,6102,WA,1',
    'Richmond,2753,NSW,1',
    'Revesby,2212,NSW,1',
  ].join('\n'),
);
const GENERATED_AT = '2026-11-20T00:00:00Z';
const feed = (content: string, file = 'dir/au.csv'): FeedSource => ({ file, content: Buffer.from(content) });
const run = (at = GENERATED_AT) => importFeeds([feed(AU_FEED)], { generatedAt: at, geo: GEO });

describe('importFeeds on real rows', () => {
  const { snapshot, report, placeholders } = run();
  const byLine = (title: string) => snapshot.cars.filter((c) => c.carsales_title === title);

  it('counts rows: read = imported + rejected; repaired = imported rows with a repair', () => {
    const rows = { read: 12, imported: 11, repaired: 4, rejected: 1 };
    expect(snapshot.source.feeds).toEqual([
      {
        file: 'au.csv',
        sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        format: 'au-vehicle-prices-2023',
        rows,
        licence: expect.stringContaining('Seller names are not published'),
      },
    ]);
    expect(snapshot.source.rows).toEqual(rows);
    expect(report.totals).toEqual(rows);
    expect(snapshot.cars).toHaveLength(11);
    expect(snapshot.generated_at).toBe(GENERATED_AT);
  });

  it('reports every repaired, rejected and flagged row with its CSV line (multi-line records counted)', () => {
    const at = (line: number, field: string, action: string, reason: string, original: string | null) => ({
      feed: 'au.csv',
      line,
      field,
      action,
      reason,
      original,
    });
    expect(report.entries).toEqual([
      at(3, 'Brand', 'repaired', 'two-word make split across Brand and Model: make and model taken from Title', 'Land / Rover'),
      at(
        3,
        'model',
        'repaired',
        'model name continues in the badge (e.g. Landcruiser + Prado, Eclipse + Cross): family name from the model table',
        'Land Rover / Range / Rover Evoque TD4 180 HSE Dynamic',
      ),
      at(6, '(row)', 'rejected', 'empty row: every value blank or nan', null),
      at(11, 'Brand', 'repaired', 'two-word make split across Brand and Model: make and model taken from Title', 'Aston / Martin'),
      at(11, 'ColourExtInt', 'repaired', 'warranty text instead of colours: no colour', '3 years / Unlimited km'),
      at(11, 'Location', 'flagged', 'no location: imported without a yard (location fields null)', ''),
      at(
        13,
        'model',
        'repaired',
        'model written another way (case, spaces, hyphens or an alias): the model table name used',
        'Toyota / Hiace',
      ),
      at(14, 'Brand', 'repaired', 'two-word make split across Brand and Model: make and model taken from Title', 'Alfa / Romeo'),
      at(14, 'Location', 'flagged', 'suburb not in the geo table: no postcode', 'Minchinbury, NSW'),
    ]);
    expect(report.feeds[0]!.reasons[0]).toEqual({
      field: 'Brand',
      action: 'repaired',
      reason: 'two-word make split across Brand and Model: make and model taken from Title',
      count: 3,
      examples: [
        { line: 3, original: 'Land / Rover' },
        { line: 11, original: 'Aston / Martin' },
        { line: 14, original: 'Alfa / Romeo' },
      ],
    });
  });

  it('writes the feed fields, location and derived identity of a car', () => {
    const [rexton] = byLine('2022 Ssangyong Rexton Ultimate (awd)');
    expect(rexton).toMatchObject({
      name: '2022 Ssangyong Rexton Ultimate (awd)',
      make: 'Ssangyong',
      model: 'Rexton',
      badge: 'Ultimate (awd)',
      year: 2022,
      car_type: 'demo',
      item_type: 'car',
      price: 51990,
      price_type: null,
      km: 5595,
      colour: 'White',
      interior_colour: 'Black',
      simple_body: 'SUV',
      bodyconfiguration: 'SUV',
      simple_fuel: 'Diesel',
      fuel: 'Diesel',
      simple_transmission: 'Automatic',
      trans: 'Automatic',
      drive: 'AWD',
      seats: 7,
      doors: 4,
      engine_size: 2.2,
      cylinders: 4,
      vin: null,
      nvic: null,
      regplate: null,
      series: null,
      file: null,
      finance_lenders: null,
      youxQuote: null,
      views: null,
      rego_expiry: null,
      location_id: 'caringbah-nsw',
      location_name: 'Caringbah',
      city: 'Caringbah',
      state: 'NSW',
      private_suburb: 'Caringbah',
      private_postcode: '2229',
      location: {
        id: 'caringbah-nsw',
        name: 'Caringbah, NSW',
        slug: 'caringbah-nsw',
        address: 'Caringbah NSW 2229',
        phone: null,
        distribution_locations: [],
      },
      variant: { cylinders: 4, enginesize: null, enginesize_litres: 2.2, fuelconsumptioncombined: 8.7 },
    });
    expect(rexton!.stocknum).toMatch(/^D[0-9A-Z]{6,7}$/);
    expect(rexton!.slug).toBe(`2022-ssangyong-rexton-ultimate-awd-${rexton!.stocknum.toLowerCase()}`);
    expect(rexton!.derived_fields).toEqual(
      expect.arrayContaining(['id', 'slug', 'stocknum', 'status', 'created_at', 'updated_at', 'private_postcode', 'standardEquipment']),
    );
    expect(rexton!.derived_fields).not.toContain('price');
  });

  it('a car without a location keeps every location field null', () => {
    const [aston] = byLine('2023 Aston Martin DB11 AMR');
    expect(aston).toMatchObject({
      make: 'Aston Martin',
      model: 'DB11',
      km: null,
      location: null,
      location_id: null,
      location_name: null,
      city: null,
      state: null,
      private_suburb: null,
      private_postcode: null,
      colour: null,
    });
    expect(aston!.derived_fields).not.toContain('km');
    expect(aston).toMatchObject({ preorder: true, status: 'in_stock', reserved: false });
  });

  it('never invents a rego expiry, and source.derived explains every derived field the cars name', () => {
    expect(snapshot.cars.filter((c) => c.car_type === 'used').length).toBeGreaterThan(0);
    expect(snapshot.cars.every((c) => c.rego_expiry === null && !c.derived_fields.includes('rego_expiry'))).toBe(true);
    const named = [...new Set(snapshot.cars.flatMap((c) => c.derived_fields))].sort();
    expect(Object.keys(snapshot.source.derived ?? {})).toEqual(named);
    expect(snapshot.source.derived?.status).toMatch(/^simulated/);
  });

  it('identical rows (fleet stock) get distinct ids, slugs and stock numbers', () => {
    const twins = byLine('2022 Ssangyong Rexton Ultimate (awd)');
    expect(twins).toHaveLength(2);
    expect(new Set(twins.map((c) => c.id)).size).toBe(2);
    expect(new Set(twins.map((c) => c.slug)).size).toBe(2);
    expect(new Set(snapshot.cars.map((c) => c.id)).size).toBe(snapshot.cars.length);
    expect(new Set(snapshot.cars.map((c) => c.stocknum)).size).toBe(snapshot.cars.length);
  });

  it('market medians need MIN_COMPARABLE_LISTINGS comparable cars: four 2020 Cerato S in two odometer bands get none; POA cars none', () => {
    const kias = byLine('2020 Kia Cerato S');
    expect(kias).toHaveLength(4);
    expect(kias.every((c) => c.autograb_data === null && !c.derived_fields.includes('autograb_data'))).toBe(true);
    const [hiace] = byLine('2011 Toyota Hiace');
    expect([hiace!.price, hiace!.autograb_data, hiace!.derived_fields.includes('autograb_data')]).toEqual([null, null, false]);
  });

  it('images are placeholders beside the snapshot, one SVG per (body, colour) used', () => {
    const withImages = snapshot.cars.filter((c) => c.images.length > 0);
    expect(withImages.length).toBeGreaterThan(0);
    for (const c of withImages) {
      expect(c.images).toEqual([
        {
          url: expect.stringMatching(/^placeholders\/[a-z-]+-[a-z]+\.svg$/),
          alt: `${c.year} ${c.make} ${c.model} placeholder illustration`,
          width: 1200,
          height: 900,
        },
      ]);
      expect([c.primary_image_url, c.photos_count, c.thumbnails]).toEqual([c.images[0]!.url, 1, [c.images[0]!.url]]);
      expect(c.derived_fields).toEqual(expect.arrayContaining(['images', 'primary_image_url', 'photos_count']));
    }
    for (const c of snapshot.cars.filter((x) => x.images.length === 0))
      expect([c.primary_image_url, c.photos_count, c.derived_fields.includes('images')]).toEqual([null, 0, false]);
    expect([...placeholders.keys()].sort()).toEqual(
      [...new Set(withImages.map((c) => c.images[0]!.url.slice('placeholders/'.length)))].sort(),
    );
  });

  it('never writes a seller name or masked phone from Car/Suv anywhere (snapshot, report, images)', () => {
    const all = JSON.stringify(snapshot) + JSON.stringify(report) + [...placeholders.values()].join('');
    for (const s of SELLERS) expect(all).not.toContain(s);
  });

  it('dealer comments, when derived, only restate the car', () => {
    for (const c of snapshot.cars.filter((x) => x.dealercomments !== null)) {
      expect(c.dealercomments!.startsWith(`${c.name} | `)).toBe(true);
      expect(c.derived_fields).toContain('dealercomments');
    }
  });
});

describe('determinism', () => {
  it('the same feeds and as-of give byte-identical snapshot files and reports', () => {
    const a = run();
    const b = run();
    expect(encodeSnapshot('x.json.gz', a.snapshot).equals(encodeSnapshot('x.json.gz', b.snapshot))).toBe(true);
    expect(encodeSnapshot('x.json', a.snapshot).equals(encodeSnapshot('x.json', b.snapshot))).toBe(true);
    expect(JSON.stringify(a.report)).toBe(JSON.stringify(b.report));
    expect([...a.placeholders]).toEqual([...b.placeholders]);
  });

  it('ids do not depend on the as-of date; derived dates move with it', () => {
    const a = run();
    const b = run('2027-01-01T00:00:00Z');
    expect(b.snapshot.cars.map((c) => c.id)).toEqual(a.snapshot.cars.map((c) => c.id));
    expect(b.snapshot.cars[0]!.created_at).not.toBe(a.snapshot.cars[0]!.created_at);
  });
});

describe('bad feeds', () => {
  it('an unknown header names the file and the known formats', () => {
    expect(() => importFeeds([feed('a,b\n1,2\n', 'x/odd.csv')], { generatedAt: GENERATED_AT })).toThrow(
      new FeedError('x/odd.csv: unrecognised header (a, b); known formats: au-vehicle-prices-2023, caravan-dms-export'),
    );
  });

  it('an empty file or broken CSV names the file', () => {
    expect(() => importFeeds([feed('', 'empty.csv')], { generatedAt: GENERATED_AT })).toThrow('empty.csv: empty file, no header row');
    expect(() => importFeeds([feed(`${AU_HEADER}\n"unclosed`, 'bad.csv')], { generatedAt: GENERATED_AT })).toThrow(
      /^bad\.csv: not a readable CSV: /,
    );
  });

  it('an invalid generatedAt is a RangeError', () => {
    expect(() => importFeeds([feed(AU_FEED)], { generatedAt: 'yesterday' })).toThrow(RangeError);
  });
});
