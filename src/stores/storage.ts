/**
 * Device storage for the stores (spec §4 *Favourites*: "Favourites and compare are stored locally when
 * the storage setting allows"; §3 *Favourite entry*, *Viewed-car record*: "stored on the device").
 *
 * "Allows" is read as: the browser lets this page use `localStorage`. It may not: Safari and Firefox
 * throw a SecurityError on `window.localStorage` when cookies are blocked, a full store throws
 * QuotaExceededError on write, and there is no storage at build time (Node). In every such case the
 * stores keep working in memory for the page's lifetime and a failure is logged once as a warning;
 * nothing throws to the caller.
 */
import { atom, type WritableAtom } from 'nanostores';

/** The part of the Web Storage API the stores use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * `localStorage` when the page may use it, else null (blocked: reading `window.localStorage` throws;
 * no window at build time). A store that can be read but not written (full, or quota 0 in old private
 * modes) is handled where it is written. No probe write: the first touch of `localStorage` can cost a
 * disk read, so nothing is written before the visitor saves something. Never throws.
 */
export function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

const warned = new Set<string>();
function warnOnce(key: string, what: string, err: unknown): void {
  if (warned.has(`${key}:${what}`)) return;
  warned.add(`${key}:${what}`);
  console.warn(`Saved ${key} could not be ${what} on this device; keeping them for this page only.`, err);
}

let syncing = false;

/**
 * True while a store is being refreshed from storage (another tab changed it, or the page came back
 * from the back/forward cache). Listeners with side effects (analytics) skip those updates: the
 * visitor did not act on this page.
 */
export function isSyncingFromStorage(): boolean {
  return syncing;
}

/** Options of {@link persistentStore}. */
export interface PersistOptions<T> {
  /** Turns stored JSON (already parsed, untrusted) into a value; return `fallback` for anything unusable. */
  decode: (raw: unknown) => T;
  /** Storage to use; default {@link deviceStorage}. `null` keeps the store in memory only. */
  storage?: KeyValueStorage | null;
  /** Listen for other tabs and back/forward-cache restores (default true in a browser). */
  sync?: boolean;
}

/**
 * An atom whose value is kept in device storage under `key` as JSON: read once when created (so the
 * first value the page sees is the saved one), written by a listener on every change, refreshed when
 * another tab writes the key or the page is restored from the back/forward cache. A value that cannot
 * be read or decoded starts as `fallback`; a write that fails keeps the value in memory. Never throws.
 */
export function persistentStore<T>(key: string, fallback: T, opts: PersistOptions<T>): WritableAtom<T> {
  const storage = opts.storage === undefined ? deviceStorage() : opts.storage;
  const read = (): T => {
    if (!storage) return fallback;
    try {
      const raw = storage.getItem(key);
      return raw === null ? fallback : opts.decode(JSON.parse(raw));
    } catch (err) {
      warnOnce(key, 'read', err);
      return fallback;
    }
  };
  const store = atom<T>(read());
  store.listen((value) => {
    if (!storage || syncing) return;
    try {
      storage.setItem(key, JSON.stringify(value));
    } catch (err) {
      warnOnce(key, 'saved', err);
    }
  });
  const refresh = () => {
    syncing = true;
    try {
      store.set(read());
    } finally {
      syncing = false;
    }
  };
  if (storage && opts.sync !== false && typeof window !== 'undefined') {
    window.addEventListener('storage', (e) => {
      if (e.key === key || e.key === null) refresh();
    });
    window.addEventListener('pageshow', (e) => {
      if (e.persisted) refresh();
    });
  }
  return store;
}

/** A finite number, or null. */
export const numberOr = (v: unknown, fallback: number | null = null): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
/** A string, or null. */
export const stringOr = (v: unknown, fallback: string | null = null): string | null => (typeof v === 'string' ? v : fallback);
