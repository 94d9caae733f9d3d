/** `--shard i/n` (issue #14 item 3): every tenant in exactly one shard, the same split on every machine, balanced by pages. */
import { describe, expect, it } from 'vitest';
import { assignShards, parseShard } from './shard.ts';

/** Tenants of uneven sizes, like a real platform: a few large groups, many small dealers. */
const tenants = Array.from({ length: 37 }, (_, i) => ({
  slug: `dealer-${String(i).padStart(2, '0')}`,
  pages: i % 9 === 0 ? 4000 + i * 10 : 200 + ((i * 7919) % 1300),
}));

describe('assignShards', () => {
  it('puts every tenant in exactly one shard', () => {
    for (const n of [1, 2, 3, 4, 7, 40]) {
      const shards = assignShards(tenants, n);
      expect(shards).toHaveLength(n);
      const all = shards
        .flat()
        .map((t) => t.slug)
        .sort();
      expect(all).toEqual(tenants.map((t) => t.slug).sort());
    }
  });

  it('gives the same split whatever order the tenants are listed in (each machine of a matrix agrees)', () => {
    const reversed = [...tenants].reverse();
    const shuffled = [...tenants].sort((a, b) => ((a.pages * 31) % 17) - ((b.pages * 31) % 17));
    expect(assignShards(reversed, 4)).toEqual(assignShards(tenants, 4));
    expect(assignShards(shuffled, 4)).toEqual(assignShards(tenants, 4));
  });

  it('balances pages: no shard carries more than the ideal share plus the largest tenant', () => {
    const total = tenants.reduce((n, t) => n + t.pages, 0);
    const largest = Math.max(...tenants.map((t) => t.pages));
    for (const n of [2, 3, 4]) {
      const loads = assignShards(tenants, n).map((s) => s.reduce((p, t) => p + t.pages, 0));
      for (const load of loads) expect(load).toBeLessThanOrEqual(total / n + largest);
      // Far better than a split by name: the heaviest and lightest shard differ by less than the largest tenant.
      expect(Math.max(...loads) - Math.min(...loads)).toBeLessThan(largest);
    }
  });
});

describe('parseShard', () => {
  it('reads i/n and refuses anything else with the expected form', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    for (const bad of ['0/4', '5/4', '2', 'a/b', '1/0', '-1/3']) expect(() => parseShard(bad)).toThrow(/--shard must be i\/n/);
  });
});
