/**
 * Shares of derived content over a larger synthetic feed (caravan DMS format, generated rows):
 * about 8% of cars without images, about 15% without dealer comments, duplicate stock numbers rejected.
 */
import { describe, expect, it } from 'vitest';
import { importFeeds } from './import.ts';

const HEADER =
  'StockNo,Type,Condition,Make,Model,Variant,Year,Price,Km,Colour,EngineCC,Category,LengthFt,WidthFt,TareKg,AtmKg,AxleType,Sleeps,Location,Description';
const N = 1500;
const rows = Array.from({ length: N }, (_, i) =>
  i % 2
    ? `MC${i},Motorcycle,Used,Yamaha,MT-07,,2019,${8000 + i},${5000 + i},Blue,689,Naked,,,,,,,"Nambour, QLD",`
    : `CV${i},Caravan,New,Jayco,Journey,17.55-3,2026,${60000 + i},,White,,Touring caravan,17.5,7.5,"1,980","2,480",Single,2,"Kunda Park, QLD",`,
);

describe('derived content shares', () => {
  const { snapshot, report, placeholders } = importFeeds(
    [{ file: 'big.csv', content: Buffer.from([HEADER, ...rows, rows[3]].join('\n')) }],
    { generatedAt: '2026-11-20T00:00:00Z' },
  );

  it('about 8% of cars have no images at all', () => {
    const share = snapshot.cars.filter((c) => c.images.length === 0).length / snapshot.cars.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.11);
    expect([...placeholders.keys()]).toEqual(['caravan-white.svg', 'motorcycle-blue.svg']);
  });

  it('about 15% of cars without feed comments get none (the pending message shows)', () => {
    const share = snapshot.cars.filter((c) => c.dealercomments === null).length / snapshot.cars.length;
    expect(share).toBeGreaterThan(0.11);
    expect(share).toBeLessThan(0.19);
  });

  it('a repeated stock number is rejected and reported, not silently merged', () => {
    expect(snapshot.source.rows).toMatchObject({ read: N + 1, imported: N, rejected: 1 });
    expect(report.entries.filter((e) => e.action === 'rejected')).toEqual([
      { feed: 'big.csv', line: N + 2, field: 'stocknum', action: 'rejected', reason: 'duplicate stock number', original: 'MC3' },
    ]);
  });

  it('caravans carry their specifications and item type', () => {
    const van = snapshot.cars.find((c) => c.stocknum === 'CV0')!;
    expect(van).toMatchObject({
      item_type: 'caravan',
      simple_body: 'Caravan',
      stocknum: 'CV0',
      slug: '2026-jayco-journey-17-55-3-cv0',
      specifications: {
        body_length: 17.5,
        body_width: 7.5,
        tare_weight: 1980,
        aggregate_trailer_mass: 2480,
        axle_type: 'Single',
        sleeps: 2,
      },
    });
    expect(van.derived_fields).not.toContain('stocknum');
  });
});
