/** Ids stay unique when the id hash collides (forced here: every row's first candidate is the same). */
import { describe, expect, it, vi } from 'vitest';

vi.mock('./import/hash.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./import/hash.ts')>();
  return { ...real, positiveInt31: (seed: string, salt: number) => (salt < 3 ? 7 + salt : real.positiveInt31(seed, salt)) };
});

const { importFeeds } = await import('./import.ts');

const HEADER =
  'StockNo,Type,Condition,Make,Model,Variant,Year,Price,Km,Colour,EngineCC,Category,LengthFt,WidthFt,TareKg,AtmKg,AxleType,Sleeps,Location,Description';
const rows = Array.from(
  { length: 6 },
  (_, i) => `MC${i},Motorcycle,Used,Honda,CB500X,,2020,9000,${1000 + i},Red,471,Adventure,,,,,,,"Nambour, QLD",x`,
);

describe('id collisions', () => {
  it('rehashes with the next salt until the id is free, so every row keeps a unique id', () => {
    const { snapshot } = importFeeds([{ file: 'bikes.csv', content: Buffer.from([HEADER, ...rows].join('\n')) }], {
      generatedAt: '2026-11-20T00:00:00Z',
    });
    const ids = snapshot.cars.map((c) => c.id);
    expect(ids.slice(0, 3)).toEqual([7, 8, 9]);
    expect(new Set(ids).size).toBe(6);
    expect(snapshot.source.rows).toEqual({ read: 6, imported: 6, repaired: 0, rejected: 0 });
  });
});
