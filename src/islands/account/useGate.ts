/**
 * The browser half of gated routes (spec §4 *Gated routes*: "a visitor who is not signed in and not
 * loading is redirected to sign-in"; §6 which routes; issue #13 item 3). The pages are static, so the
 * session is checked here and anything they submit is checked again by the API. `ready` false defers
 * the redirect (spec: "Checkout is not redirected until the car slug is known").
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { isGated, type GateRule, type SignInType } from '../../domain/account.ts';
import { gateSignInHref } from '../../domain/sign-in-link.ts';
import { $session, loadSession, type AccountSite, type SessionState } from './client.ts';

/**
 * The session of a page gated by `rule` on this site; redirects to `/sign-in/?type=&redirect=&back=` once
 * it is known that nobody is signed in (and `ready`). A page that is not gated on this site gets the
 * session without a redirect.
 */
export function useGate(site: AccountSite, type: SignInType, rule: GateRule, ready = true): SessionState & { gated: boolean } {
  const session = useStore($session);
  const gated = isGated(rule, site.gates);
  useEffect(() => {
    void loadSession(site);
  }, [site]);
  useEffect(() => {
    if (!gated || !ready || session.status !== 'signed-out') return;
    window.location.replace(gateSignInHref(type, window.location, document.referrer));
  }, [gated, ready, session, type]);
  return { ...session, gated };
}
