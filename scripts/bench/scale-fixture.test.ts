import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nightTwo, type FeedCar, type Snapshot } from './scale-fixture.ts';

const dir = mkdtempSync(join(tmpdir(), 'scale-fixture-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const car = (k: number, j: number): FeedCar => ({
  id: (k + 1) * 1_000_000 + j,
  slug: `car-s${k}x${j}`,
  stocknum: `S${k}X${j}`,
  status: 'in_stock',
  price: 20_000 + j * 100,
  state: 'NSW',
});
const snapshot: Snapshot = {
  source: {},
  generated_at: '2026-11-22T14:00:00.000Z',
  cars: Array.from({ length: 40 }, (_, j) => car(0, j)),
};
mkdirSync(join(dir, 'stock'));
const stockPath = join(dir, 'stock', 'snapshot.json');
writeFileSync(stockPath, JSON.stringify(snapshot));
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Snapshot;

describe('bench:scale night two (issue #14 item 4)', () => {
  it('changes the given share of a tenant’s cars, the same way for the same seed', () => {
    const a = nightTwo(dir, stockPath, 0.1, snapshot, 14);
    const first = readFileSync(a.stockPath, 'utf8');
    const b = nightTwo(dir, stockPath, 0.1, snapshot, 14);
    expect(readFileSync(b.stockPath, 'utf8')).toBe(first);
    expect(a.changes.price + a.changes.sold + a.changes.removed + a.changes.added).toBe(4);
  });

  it('keeps the stock clock by default, and moves it `--clock-days` on as a next night’s feed would', () => {
    expect(read(nightTwo(dir, stockPath, 0.1, snapshot, 14).stockPath).generated_at).toBe('2026-11-22T14:00:00.000Z');
    expect(read(nightTwo(dir, stockPath, 0.1, snapshot, 14, 1).stockPath).generated_at).toBe('2026-11-23T14:00:00.000Z');
  });

  it('lists the new cars in the day before the night’s clock, after every car of night one', () => {
    const listed = { ...snapshot, cars: snapshot.cars.map((c) => ({ ...c, created_at: '2026-11-20T00:00:00.000Z' })) };
    const listedPath = join(dir, 'stock', 'listed.json');
    writeFileSync(listedPath, JSON.stringify(listed));
    const night = nightTwo(dir, listedPath, 0.5, listed, 14, 1);
    const before = new Set(listed.cars.map((c) => c.id));
    const added = read(night.stockPath).cars.filter((c) => !before.has(c.id));
    expect(added.length).toBe(night.changes.added);
    expect(added.length).toBeGreaterThan(0);
    for (const c of added) {
      const at = Date.parse(String(c.created_at));
      expect(at).toBeGreaterThan(Date.parse('2026-11-22T14:00:00.000Z'));
      expect(at).toBeLessThanOrEqual(Date.parse('2026-11-23T14:00:00.000Z'));
      expect(c.updated_at).toBe(c.created_at);
    }
  });
});
