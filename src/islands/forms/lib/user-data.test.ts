import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage.ts';
import { loadUserData, prefill, saveUserData, USER_DATA_KEY } from './user-data.ts';

const jo = { name: 'Jo', last_name: 'Citizen', email: 'jo@example.com', phone: '0412 345 678', postcode: '2000' };

describe('saved user data (spec §3, §5)', () => {
  it.each([
    ['all three present', jo, true],
    ['no phone', { ...jo, phone: '' }, false],
    ['blank email', { ...jo, email: '  ' }, false],
    ['no name', { ...jo, name: undefined }, false],
  ] as const)('%s → saved: %s', (_label, values, saved) => {
    const s = memoryStorage();
    expect(saveUserData(s, values)).toBe(saved);
    expect(s.data.has(USER_DATA_KEY)).toBe(saved);
  });

  it('stores exactly name, last_name, email, phone and postcode, and reads them back', () => {
    const s = memoryStorage();
    saveUserData(s, { ...jo, message: 'secret' } as typeof jo);
    expect(JSON.parse(s.data.get(USER_DATA_KEY)!)).toEqual(jo);
    expect(loadUserData(s)).toEqual(jo);
  });

  it('prefills only the empty fields (what the visitor typed wins)', () => {
    expect(prefill({ name: 'Sam', email: '', phone: '' }, jo)).toEqual({
      name: 'Sam',
      email: 'jo@example.com',
      phone: '0412 345 678',
      last_name: 'Citizen',
      postcode: '2000',
    });
    expect(prefill({ name: '' }, null)).toEqual({ name: '' });
  });

  it('ignores junk and survives blocked storage', () => {
    const s = memoryStorage();
    s.setItem(USER_DATA_KEY, '{"name":42,"email":"a@b.co"}');
    expect(loadUserData(s)).toEqual({ email: 'a@b.co' });
    s.setItem(USER_DATA_KEY, 'nope');
    expect(loadUserData(s)).toBeNull();
    expect(saveUserData(memoryStorage(true), jo)).toBe(false);
    expect(loadUserData(memoryStorage(true))).toBeNull();
  });
});
