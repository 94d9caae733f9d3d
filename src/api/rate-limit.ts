/**
 * Per-client rate limits: a token bucket per (bucket, tenant, client IP). In memory for one process
 * (SQLite: one API process per database file); in the database when several instances share one
 * PostgreSQL ({@link storeRateLimiter}), so a client cannot multiply its limit by the instance count.
 * On an edge runtime a shared limiter (KV, Durable Object) can implement {@link RateLimiter} too.
 */
import { bodyHash } from './hash.ts';
import type { LeadStore } from './storage/types.ts';

/** A bucket's size and refill: `capacity` requests at once, refilled at `perMinute`. */
export interface RateRule {
  capacity: number;
  perMinute: number;
}

/** The route groups with their own limits. */
export type RateBucket = 'leads' | 'write' | 'read';

/** Defaults: a person submits a few leads (and retries); pages read views, slots and quotes more often. */
export const DEFAULT_RATE_RULES: Record<RateBucket, RateRule> = {
  leads: { capacity: 10, perMinute: 10 },
  write: { capacity: 30, perMinute: 60 },
  read: { capacity: 120, perMinute: 240 },
};

/** A limiter's answer: go ahead, or wait this many whole seconds. */
export type RateVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Takes one token; when none is left, says how many whole seconds until one is. */
export interface RateLimiter {
  take(key: string, rule: RateRule): RateVerdict | Promise<RateVerdict>;
}

/**
 * Buckets kept by the store (`takeRateToken`, PostgreSQL), shared by every instance on that database.
 * Keys are hashed (no client IP is stored). @throws when the store has no shared buckets.
 */
export function storeRateLimiter(store: LeadStore, now: () => number): RateLimiter {
  const take = store.takeRateToken;
  if (!take) throw new Error(`the ${store.kind} store keeps no shared rate limits`);
  return { take: (key, rule) => take(bodyHash(key), rule.capacity, rule.perMinute, now()) };
}

/** In-memory token buckets; at most `maxKeys` buckets (full, idle ones are dropped first). */
export function memoryRateLimiter(now: () => number, maxKeys = 100_000): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(key, rule) {
      const t = now();
      const perMs = rule.perMinute / 60_000;
      const b = buckets.get(key) ?? { tokens: rule.capacity, at: t };
      b.tokens = Math.min(rule.capacity, b.tokens + (t - b.at) * perMs);
      b.at = t;
      if (buckets.size >= maxKeys && !buckets.has(key)) {
        for (const [k, v] of buckets) if (v.tokens + (t - v.at) * perMs >= rule.capacity) buckets.delete(k);
        if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
      }
      buckets.set(key, b);
      if (b.tokens >= 1) {
        b.tokens -= 1;
        return { ok: true };
      }
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - b.tokens) / perMs / 1000)) };
    },
  };
}
