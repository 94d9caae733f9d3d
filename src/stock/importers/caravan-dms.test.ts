/** The caravan/motorcycle DMS importer: inline rows, and the shipped fictional sample feed. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../import/csv.ts';
import { caravanDms, CARAVAN_DMS_COLUMNS } from './caravan-dms.ts';
import { detectImporter } from './index.ts';

const HEADER = CARAVAN_DMS_COLUMNS.join(',');
const map = (record: string) => caravanDms.mapRow(parseCsv(`${HEADER}\n${record}\n`).rows[0]!);

describe('caravanDms.mapRow', () => {
  it('maps a caravan with its specifications (feet, kg) and the feed description as dealer comments', () => {
    const r = map(
      'CV2407,Caravan,New,Jayco,Journey Outback,21.61-3,2026,89990,,White,,Off-road caravan,21.5,7.9,"2,480","3,080",Tandem,4,"Kunda Park, QLD","Off-road chassis, 200 W solar."',
    );
    expect(r).toEqual({
      ok: true,
      issues: [],
      draft: {
        stocknum: 'CV2407',
        identity: 'CV2407',
        make: 'Jayco',
        model: 'Journey Outback',
        badge: '21.61-3',
        year: 2026,
        car_type: 'new',
        item_type: 'caravan',
        status: null,
        preorder: false,
        title: null,
        price: 89990,
        price_type: null,
        km: null,
        colour: 'White',
        interior_colour: null,
        fuel: null,
        simple_fuel: null,
        bodyconfiguration: 'Off-road caravan',
        simple_body: 'Caravan',
        trans: null,
        simple_transmission: null,
        drive: null,
        seats: null,
        doors: null,
        engine_size: null,
        engine_cc: null,
        cylinders: null,
        fuel_consumption: null,
        suburb: 'Kunda Park',
        state: 'QLD',
        dealercomments: 'Off-road chassis, 200 W solar.',
        specifications: {
          body_length: 21.5,
          body_width: 7.9,
          tare_weight: 2480,
          aggregate_trailer_mass: 3080,
          axle_type: 'Tandem',
          sleeps: 4,
        },
        derived: [],
      },
    });
  });

  it('maps a used motorcycle: km, engine cc and litres, no specifications', () => {
    const r = map(
      'MC1110,Motorcycle,Used,Honda,CRF300L,,2022,7490,8420,Extreme Red,286,Trail,,,,,,,"Noosaville, QLD",Road-registered trail bike.',
    );
    expect(r.ok && r.draft).toMatchObject({
      item_type: 'motorcycle',
      simple_body: 'Motorcycle',
      car_type: 'used',
      km: 8420,
      engine_cc: 286,
      engine_size: 0.286,
      badge: null,
      specifications: null,
      bodyconfiguration: 'Trail',
    });
    expect(r.issues).toEqual([]);
  });

  it('a motorcycle without a reading has no odometer, new or used (never an invented 0 km)', () => {
    const fresh = map('MC1105,Motorcycle,New,Honda,CB500X,ABS,2026,10999,,Grand Prix Red,471,Adventure,,,,,,,"Maroochydore, QLD",LAMS.');
    expect(fresh.ok && [fresh.draft.km, fresh.draft.derived]).toEqual([null, []]);
    expect(fresh.issues).toEqual([]);
    const used = map('MC1165,Motorcycle,Used,Kawasaki,KLR650,,2015,6490,,Green,652,Adventure,,,,,,,"Nambour, QLD",No reading.');
    expect(used.ok && used.draft.km).toBe(null);
    expect(used.issues).toEqual([]);
  });

  it('reads POA as price type POA (not a repair), reports unreadable numbers and an ATM below tare', () => {
    const r = map(
      'CV9,Caravan,New,Zone RV,Z-4,Couples,2026,POA,,Black,,Off-road caravan,21,about 8,"3,000","2,900",Tandem,2,"Kunda Park, QLD",x',
    );
    expect(r.ok && r.draft).toMatchObject({ price: null, price_type: 'POA' });
    expect(r.ok && r.draft.specifications).toMatchObject({ body_width: null, tare_weight: 3000, aggregate_trailer_mass: 2900 });
    expect(r.issues).toEqual([
      { field: 'WidthFt', action: 'repaired', reason: 'not a number: dropped', original: 'about 8' },
      { field: 'AtmKg', action: 'flagged', reason: 'ATM below tare mass', original: '2,900' },
    ]);
  });

  it.each([
    ['no stock number', ',Caravan,New,Jayco,Journey,,2026,1,,White,,,,,,,,,"Nambour, QLD",', 'StockNo'],
    ['an unknown type', 'X1,Boat,New,Quintrex,F420,,2026,1,,White,,,,,,,,,"Nambour, QLD",', 'Type'],
    ['an unknown condition', 'X2,Caravan,Old,Jayco,Journey,,2026,1,,White,,,,,,,,,"Nambour, QLD",', 'Condition'],
    ['no year', 'X3,Caravan,New,Jayco,Journey,,,1,,White,,,,,,,,,"Nambour, QLD",', 'Year'],
  ])('rejects a row with %s', (_n, record, field) => {
    const r = map(record);
    expect(r.ok).toBe(false);
    expect(r.issues).toMatchObject([{ field, action: 'rejected' }]);
  });
});

describe('the shipped sample feed (sites/_stock/feeds/sample-caravans-motorcycles.csv)', () => {
  const parsed = parseCsv(readFileSync(new URL('../../../sites/_stock/feeds/sample-caravans-motorcycles.csv', import.meta.url)));

  it('is detected as the caravan DMS format and imports every row', () => {
    expect(detectImporter(parsed.header)).toBe(caravanDms);
    const results = parsed.rows.map((r) => caravanDms.mapRow(r));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(parsed.rows.length).toBeGreaterThanOrEqual(50);
    expect(parsed.rows.length).toBeLessThanOrEqual(70);
    const drafts = results.flatMap((r) => (r.ok ? [r.draft] : []));
    expect(new Set(drafts.map((d) => d.item_type))).toEqual(new Set(['caravan', 'motorcycle']));
    expect(new Set(drafts.map((d) => d.car_type))).toEqual(new Set(['new', 'used', 'demo']));
    expect(new Set(drafts.map((d) => d.stocknum)).size).toBe(drafts.length);
    expect(
      drafts
        .filter((d) => d.item_type === 'caravan')
        .every((d) => d.specifications?.sleeps && d.specifications.body_length && d.specifications.aggregate_trailer_mass),
    ).toBe(true);
    expect(new Set(drafts.map((d) => d.state))).toEqual(new Set(['QLD']));
  });
});
