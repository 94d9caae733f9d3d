/**
 * Test doubles for the stores: an in-memory `KeyValueStorage`, and one that throws like a blocked or
 * full `localStorage` (SecurityError on read, QuotaExceededError on write).
 */
import type { KeyValueStorage } from './storage.ts';

/** An in-memory storage; `data` is exposed for assertions. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

/** A storage whose every call throws (`which` picks reads, writes or both). */
export function throwingStorage(which: 'read' | 'write' | 'both' = 'both'): KeyValueStorage {
  const fail = (name: string) => {
    throw Object.assign(new Error(`The operation is insecure (${name})`), { name: 'SecurityError' });
  };
  const data = new Map<string, string>();
  return {
    getItem: (k) => (which === 'write' ? (data.get(k) ?? null) : fail('getItem')),
    setItem: (k, v) => (which === 'read' ? void data.set(k, v) : fail('setItem')),
    removeItem: (k) => void data.delete(k),
  };
}
