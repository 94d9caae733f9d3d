import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceStorage, persistentStore } from './storage.ts';
import { memoryStorage, throwingStorage } from './testing.ts';

const decode = (raw: unknown) => (Array.isArray(raw) ? (raw as number[]) : []);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('persistentStore (spec §4 "stored locally when the storage setting allows")', () => {
  it('starts from the saved value and writes every change as JSON', () => {
    const storage = memoryStorage({ k: '[1,2]' });
    const store = persistentStore('k', [] as number[], { decode, storage, sync: false });
    expect(store.get()).toEqual([1, 2]);
    store.set([1, 2, 3]);
    expect(storage.data.get('k')).toBe('[1,2,3]');
  });

  it.each([
    ['unparsable JSON', 'not json'],
    ['the wrong shape', '{"a":1}'],
  ])('starts from the fallback on %s', (_, raw) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = persistentStore('k', [] as number[], { decode, storage: memoryStorage({ k: raw }), sync: false });
    expect(store.get()).toEqual([]);
  });

  it('keeps working in memory when storage throws on read and write (blocked storage), warning once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = persistentStore('blocked', [] as number[], { decode, storage: throwingStorage('both'), sync: false });
    expect(store.get()).toEqual([]);
    store.set([7]);
    store.set([7, 8]);
    expect(store.get()).toEqual([7, 8]);
    expect(warn.mock.calls.filter((c) => String(c[0]).includes('blocked') && String(c[0]).includes('saved'))).toHaveLength(1);
  });

  it('keeps the new value when only writing fails (storage full)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = persistentStore('full', [] as number[], { decode, storage: throwingStorage('write'), sync: false });
    store.set([1]);
    expect(store.get()).toEqual([1]);
  });

  it('works with no storage at all (build time)', () => {
    const store = persistentStore('none', [3] as number[], { decode, storage: null });
    store.set([4]);
    expect(store.get()).toEqual([4]);
  });
});

describe('deviceStorage', () => {
  it('is null without a window (Node, build time)', () => {
    expect(deviceStorage()).toBeNull();
  });

  it('is null when reading window.localStorage throws a SecurityError (cookies blocked)', () => {
    const win = {};
    Object.defineProperty(win, 'localStorage', {
      get() {
        throw new Error('SecurityError');
      },
    });
    vi.stubGlobal('window', win);
    expect(deviceStorage()).toBeNull();
  });

  it('is localStorage when the page may use it, and writes nothing to find out', () => {
    const storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
    expect(deviceStorage()).toBe(storage);
    expect(storage.data.size).toBe(0);
  });
});
