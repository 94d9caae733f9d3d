import { describe, expect, it } from 'vitest';
import { normalizeOrigin, withLoopbackAliases } from './tenants.ts';

describe('allowed origins', () => {
  it('a loopback origin is allowed under every loopback name, with its scheme and port', () => {
    const all = ['http://127.0.0.1:4321', 'http://localhost:4321', 'http://[::1]:4321'];
    for (const origin of all) expect(withLoopbackAliases(normalizeOrigin(origin)!)).toEqual(all);
    expect(withLoopbackAliases('https://localhost')).toEqual(['https://127.0.0.1', 'https://localhost', 'https://[::1]']);
  });

  it('any other origin stays alone', () => {
    for (const origin of ['https://www.harbour-motors.example', 'http://192.168.1.20:4321', 'http://localhost.example:4321']) {
      expect(withLoopbackAliases(origin)).toEqual([origin]);
    }
  });
});
