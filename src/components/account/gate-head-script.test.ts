/** The gated page's <head> script (GATE_HEAD_SCRIPT): run as a browser would run it, in a fake window. */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_KEY } from '../../domain/sign-in-link.ts';
import { GATE_HEAD_SCRIPT } from './gate-head-script.ts';

/** Runs the script on `url` with `storage` (a throwing getter when 'blocked'); returns where it sent the visitor and the html attributes. */
function run(
  storage: Record<string, string> | 'blocked',
  url = 'https://dealer.example/my-garage/?tab=1',
  referrer = 'https://dealer.example/cars/x/',
) {
  const replaced: string[] = [];
  let stopped = 0;
  const attrs = new Set<string>();
  const u = new URL(url);
  const window = {
    stop: () => {
      stopped += 1;
    },
    location: { pathname: u.pathname, search: u.search, origin: u.origin, replace: (to: string) => replaced.push(to) },
    get localStorage() {
      if (storage === 'blocked') throw new Error('SecurityError');
      return { getItem: (k: string) => storage[k] ?? null };
    },
  };
  const document = {
    currentScript: { dataset: { signIn: 'my-garage' } },
    referrer,
    documentElement: { setAttribute: (name: string) => attrs.add(name) },
  };
  runInNewContext(GATE_HEAD_SCRIPT, { window, document, URL, URLSearchParams });
  return { replaced, attrs: [...attrs], stopped };
}

describe('gated page <head> script', () => {
  it('sends a browser that never signed in here to sign-in with type, redirect and back, and marks the page', () => {
    expect(run({})).toEqual({
      replaced: ['/sign-in/?type=my-garage&redirect=%2Fmy-garage%2F%3Ftab%3D1&back=%2Fcars%2Fx%2F'],
      attrs: ['data-gate-away'],
      stopped: 1,
    });
  });

  it('leaves the page to the island where the browser signed in before, or storage cannot be read', () => {
    expect(run({ [SIGNED_IN_HINT_KEY]: '1' })).toEqual({ replaced: [], attrs: [], stopped: 0 });
    expect(run('blocked')).toEqual({ replaced: [], attrs: [], stopped: 0 });
  });
});
