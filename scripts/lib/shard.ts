/**
 * Sharding a nightly rebuild across machines (issue #14): `--shard i/n` builds the i-th of n groups of
 * tenants. The split is deterministic (the same tenants and weights give the same groups on every
 * machine, whatever order the tenants were listed in) and balanced by page count: the heaviest tenant
 * first goes to the lightest shard so far (longest-processing-time rule), ties broken by slug.
 * Every tenant lands in exactly one shard.
 */

/** One shard of a run: `index` of `count`, 1-based (`--shard 2/4`). */
export interface Shard {
  index: number;
  count: number;
}

/** A tenant with the weight of its build (about its page count). */
export interface Weighted {
  slug: string;
  pages: number;
}

/**
 * Parses `--shard i/n` (`"2/4"`): 1 ≤ i ≤ n. Throws an Error naming the value and what is expected
 * when it is not of that form.
 */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || count < 1 || index < 1 || index > count) throw new Error(`--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/4), got "${text}"`);
  return { index, count };
}

/**
 * Splits `tenants` into `count` shards balanced by `pages` (each shard's tenants in slug order).
 * Returns exactly `count` arrays (some empty when there are fewer tenants than shards).
 */
export function assignShards<T extends Weighted>(tenants: readonly T[], count: number): T[][] {
  if (!Number.isInteger(count) || count < 1) throw new Error(`shard count must be a positive whole number, got ${count}`);
  const shards = Array.from({ length: count }, () => ({ pages: 0, tenants: [] as T[] }));
  const order = [...tenants].sort((a, b) => b.pages - a.pages || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const t of order) {
    let best = 0;
    for (let i = 1; i < count; i++) if (shards[i]!.pages < shards[best]!.pages) best = i;
    shards[best]!.pages += t.pages;
    shards[best]!.tenants.push(t);
  }
  return shards.map((s) => s.tenants.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)));
}
