/** The gated page's sign-in link and the signed-in device hint (src/domain/sign-in-link.ts; spec §2, §4 *Gated routes*). */
import { describe, expect, it } from 'vitest';
import { parseSignInQuery } from './account.ts';
import { backPath, gateSignInHref, SIGNED_IN_HINT_KEY, signedInHint } from './sign-in-link.ts';

const at = (url: string) => {
  const u = new URL(url);
  return { pathname: u.pathname, search: u.search, origin: u.origin };
};

describe('gated page → sign-in', () => {
  it('keeps the page (path and query) as redirect and a same-site referrer as back', () => {
    const href = gateSignInHref('my-garage', at('https://dealer.example/my-garage/?tab=2'), 'https://dealer.example/cars/x/?a=1');
    expect(parseSignInQuery(href.slice(href.indexOf('?')))).toEqual({
      type: 'my-garage',
      redirect: '/my-garage/?tab=2',
      back: '/cars/x/?a=1',
    });
  });

  it('drops a referrer from another site, or none, so back goes home', () => {
    for (const referrer of ['https://search.example/?q=cars', '', 'not a url']) {
      expect(backPath(referrer, 'https://dealer.example')).toBeNull();
      const href = gateSignInHref('checkout', at('https://dealer.example/cars/x/checkout/'), referrer);
      expect(href).toBe('/sign-in/?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout%2F');
    }
  });
});

describe('signed-in device hint', () => {
  const storage = (value: string | null) => ({ getItem: (k: string) => (k === SIGNED_IN_HINT_KEY ? value : null) });
  it('is true only for the stored "1", false without it, null when storage cannot be read', () => {
    expect(signedInHint(storage('1'))).toBe(true);
    expect(signedInHint(storage(null))).toBe(false);
    expect(signedInHint(storage('0'))).toBe(false);
    expect(signedInHint(undefined)).toBeNull();
    expect(
      signedInHint({
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).toBeNull();
  });
});
