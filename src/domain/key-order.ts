/**
 * The one order the build writes its maps in — manifests, the search state files, cache keys, the deploy manifest —
 * so the same inputs give the same bytes whatever order the keys were set in (issue #14: deterministic builds).
 * Code-unit order: the same on every machine and locale. Not for what a buyer reads (names shown sort with
 * `localeCompare`).
 */

/** Compares two keys in code-unit order: negative, 0 or positive, for `Array.prototype.sort`. */
export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The entries of `map` (a plain object, a `Map` or any iterable of `[key, value]`) as an object in `compareKeys` order
 * — except keys that are array indices ('0', '12'), which a JavaScript object always lists first, in numeric order:
 * still one order whatever the insertion order, which is what the build's bytes need.
 */
export function inKeyOrder<V>(map: Readonly<Record<string, V>> | Iterable<readonly [string, V]>): Record<string, V> {
  const entries: (readonly [string, V])[] = Symbol.iterator in map ? [...(map as Iterable<readonly [string, V]>)] : Object.entries(map);
  return Object.fromEntries(entries.sort(([a], [b]) => compareKeys(a, b)));
}
