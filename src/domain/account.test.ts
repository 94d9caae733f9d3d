/** Sign-in routing rules (spec §2 `/sign-in?type=&redirect=&back=`, §6 gates) and E.164 mobiles. */
import { describe, expect, it } from 'vitest';
import { ALWAYS_GATED_ROUTES, isGated, leadGate, parseSignInQuery, safeReturnPath, signInChannel, signInHref } from './account.ts';
import { e164Mobile } from './phone.ts';

const gates = { checkout: false, finance: true, spin_to_win: true, equifax_finance: false };

describe('gated submissions (spec §6: enforced by the API too)', () => {
  it("puts the finance enquiry under the site's finance gate and no other lead", () => {
    expect(leadGate({ category: 'Finance Enquiry' })).toBe('finance');
    expect(isGated(leadGate({ category: 'Finance Enquiry' }), gates)).toBe(true);
    expect(isGated(leadGate({ category: 'Finance Enquiry' }), { ...gates, finance: false })).toBe(false);
    for (const category of ['General Enquiry', 'Test Drive', 'Trade-In', null, undefined]) expect(leadGate({ category })).toBe('never');
  });
});

describe('sign-in routing', () => {
  it('returns only to same-site paths: open redirects fall back', () => {
    expect(safeReturnPath('/cars/x/checkout/?a=1')).toBe('/cars/x/checkout/?a=1');
    for (const bad of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example',
      'javascript:alert(1)',
      '/a\nb',
      '',
      null,
      `/${'a'.repeat(512)}`,
    ]) {
      expect(safeReturnPath(bad, '/my-garage/')).toBe('/my-garage/');
    }
  });

  it('builds /sign-in/ with type, redirect and back, and reads it back with defaults', () => {
    const href = signInHref('checkout', '/cars/x/checkout/', '/cars/x/');
    expect(href).toBe('/sign-in/?type=checkout&redirect=%2Fcars%2Fx%2Fcheckout%2F&back=%2Fcars%2Fx%2F');
    expect(parseSignInQuery(href.slice(href.indexOf('?')))).toEqual({ type: 'checkout', redirect: '/cars/x/checkout/', back: '/cars/x/' });
    expect(parseSignInQuery('?type=nonsense&redirect=https://evil.example')).toEqual({ type: null, redirect: '/my-garage/', back: '/' });
  });

  it('gates (spec §6): always, per site, never', () => {
    expect(ALWAYS_GATED_ROUTES).toContain('/online-payment/');
    expect(ALWAYS_GATED_ROUTES).toContain('/my-garage/');
    expect(ALWAYS_GATED_ROUTES).toHaveLength(6);
    expect([isGated('always', gates), isGated('never', gates), isGated('checkout', gates), isGated('finance', gates)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('the watchlist types sign in by phone (spec §4: the watchlist needs a phone)', () => {
    expect([signInChannel('watchlist'), signInChannel('my-garage'), signInChannel('finance'), signInChannel(null)]).toEqual([
      'phone',
      'phone',
      'email',
      'email',
    ]);
  });

  it('E.164 of Australian mobiles only', () => {
    expect(e164Mobile('0412 345 678')).toBe('+61412345678');
    expect(e164Mobile('+61 412 345 678')).toBe('+61412345678');
    expect(e164Mobile('02 9999 0000')).toBeNull();
    expect(e164Mobile('nonsense')).toBeNull();
  });
});
