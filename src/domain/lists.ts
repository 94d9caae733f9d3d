/**
 * Lists shown a few items at a time with a toggle (spec §2 *Vehicle detail*: "Key information: the first
 * four specs are shown, then Show More / Show Less"; "Features list: 8 items by default, with Show All /
 * Hide"; §9 "First 4 specs, then Show More. Feature list limit 8").
 */

/** Specs shown before 'Show More' (spec §9). */
export const KEY_INFORMATION_LIMIT = 4;
/** Features shown before 'Show All' (spec §9). */
export const FEATURES_LIMIT = 8;

/** The visible slice of a list and the toggle to render. */
export interface CollapsedList<T> {
  visible: T[];
  /** Items not shown (0 when expanded or when everything fits). */
  hiddenCount: number;
  /** Toggle text, or null when the list fits and needs no toggle. */
  toggle: string | null;
}

/**
 * The first `limit` items (all when `expanded`), with the toggle label: `labels.more` while collapsed,
 * `labels.less` while expanded, null when there are at most `limit` items.
 */
export function collapseList<T>(
  items: readonly T[],
  limit: number,
  expanded: boolean,
  labels: { more: string; less: string },
): CollapsedList<T> {
  if (items.length <= limit) return { visible: [...items], hiddenCount: 0, toggle: null };
  if (expanded) return { visible: [...items], hiddenCount: 0, toggle: labels.less };
  return { visible: items.slice(0, limit), hiddenCount: items.length - limit, toggle: labels.more };
}

/** Key information (spec §2, §9): first 4, then 'Show More' / 'Show Less'. */
export function keyInformation<T>(items: readonly T[], expanded: boolean): CollapsedList<T> {
  return collapseList(items, KEY_INFORMATION_LIMIT, expanded, { more: 'Show More', less: 'Show Less' });
}

/**
 * Features list (spec §2, §9; car `standardEquipment`): entries trimmed, blank ones and exact repeats
 * dropped, then the first 8 with 'Show All' / 'Hide'.
 */
export function featureList(features: readonly string[], expanded: boolean): CollapsedList<string> {
  const tidy = [...new Set(features.map((f) => f.trim()).filter((f) => f !== ''))];
  return collapseList(tidy, FEATURES_LIMIT, expanded, { more: 'Show All', less: 'Hide' });
}
