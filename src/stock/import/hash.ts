/**
 * Deterministic "randomness" for derived stock fields: every value is a function of a row's seed
 * and a label, never of `Math.random` or the clock, so the same feed gives the same snapshot.
 */
import { createHash } from 'node:crypto';

/** Lowercase hex SHA-256 of a string or bytes. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * A number in [0, 1) drawn from `seed` and `label` (48 bits of SHA-256). Different labels give
 * independent draws, so adding a derived field never shifts the others.
 */
export function unit(seed: string, label: string): number {
  const hex = sha256Hex(`${seed}:${label}`).slice(0, 12);
  return Number.parseInt(hex, 16) / 2 ** 48;
}

/** A positive 31-bit integer (1 … 2^31-1) from `seed` and `salt`: the candidate car id. */
export function positiveInt31(seed: string, salt: number): number {
  const hex = sha256Hex(`${seed}#id${salt}`).slice(0, 8);
  return Number.parseInt(hex, 16) & 0x7fffffff || 1;
}
