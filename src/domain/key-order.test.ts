import { describe, expect, it } from 'vitest';
import { compareKeys, inKeyOrder } from './key-order.ts';

describe('key order (deterministic build output, issue #14)', () => {
  it('orders keys by code unit, whatever order they were set in', () => {
    const a = inKeyOrder({ 'view:b': 1, Zeta: 2, 'clock:year': 3, alpha: 4 });
    const b = inKeyOrder({ alpha: 4, 'clock:year': 3, Zeta: 2, 'view:b': 1 });
    expect(Object.keys(a)).toEqual(['Zeta', 'alpha', 'clock:year', 'view:b']);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('takes a Map or entries as well as an object', () => {
    const map = new Map([
      ['/search/page/2/', 'b'],
      ['/cars/', 'a'],
    ]);
    expect(JSON.stringify(inKeyOrder(map))).toBe('{"/cars/":"a","/search/page/2/":"b"}');
    expect(inKeyOrder(map.entries())).toEqual({ '/cars/': 'a', '/search/page/2/': 'b' });
  });

  it('keeps one order for index-like keys too, which an object lists first by number', () => {
    expect(JSON.stringify(inKeyOrder({ b: 1, '10': 2, '9': 3 }))).toBe(JSON.stringify(inKeyOrder({ '9': 3, b: 1, '10': 2 })));
    expect(Object.keys(inKeyOrder({ b: 1, '10': 2, '9': 3 }))).toEqual(['9', '10', 'b']);
  });

  it('is not the locale order people read', () => {
    expect(['b', 'B', 'a', 'é'].sort(compareKeys)).toEqual(['B', 'a', 'b', 'é']);
    expect(compareKeys('x', 'x')).toBe(0);
  });
});
