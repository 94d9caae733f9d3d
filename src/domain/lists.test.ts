import { describe, expect, it } from 'vitest';
import { collapseList, FEATURES_LIMIT, featureList, KEY_INFORMATION_LIMIT, keyInformation } from './lists.ts';

const n = (count: number) => Array.from({ length: count }, (_, i) => `item ${i + 1}`);

describe('keyInformation (spec §9: first 4, then Show More / Show Less)', () => {
  it('limit is 4', () => expect(KEY_INFORMATION_LIMIT).toBe(4));
  it.each([
    ['3 items: all, no toggle', 3, false, 3, 0, null],
    ['exactly 4: all, no toggle', 4, false, 4, 0, null],
    ['5 collapsed: 4 shown, Show More', 5, false, 4, 1, 'Show More'],
    ['5 expanded: all, Show Less', 5, true, 5, 0, 'Show Less'],
    ['empty', 0, false, 0, 0, null],
  ] as const)('%s', (_case, count, expanded, visible, hidden, toggle) => {
    const out = keyInformation(n(count), expanded);
    expect(out.visible).toEqual(n(visible));
    expect(out.hiddenCount).toBe(hidden);
    expect(out.toggle).toBe(toggle);
  });
});

describe('featureList (spec §9: limit 8, Show All / Hide)', () => {
  it('limit is 8', () => expect(FEATURES_LIMIT).toBe(8));
  it.each([
    ['8 features: no toggle', n(8), false, n(8), null],
    ['9 collapsed: first 8, Show All', n(9), false, n(8), 'Show All'],
    ['9 expanded: all, Hide', n(9), true, n(9), 'Hide'],
    ['blanks and repeats dropped before counting', [...n(7), ' ', '', 'item 1', ' item 2 '], false, n(7), null],
  ] as const)('%s', (_case, features, expanded, visible, toggle) => {
    const out = featureList(features, expanded);
    expect(out.visible).toEqual(visible);
    expect(out.toggle).toBe(toggle);
  });
});

describe('collapseList', () => {
  it("does not return the caller's array", () => {
    const items = n(2);
    expect(collapseList(items, 4, false, { more: 'm', less: 'l' }).visible).not.toBe(items);
  });
});
