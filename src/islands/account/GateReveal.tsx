/**
 * The gate of a page whose gated part is already on the page, hidden (the finance form on a
 * `finance.gated` site, spec §6): signed in, it shows `reveal` and hides `hide` (the 'Sign in to apply'
 * panel); signed out, `useGate` sends the visitor to `/sign-in/` and back. Renders nothing itself.
 * Hydrate `client:gate={{ signIn: type }}` (src/integration/gate-directive.js).
 */
import { useEffect } from 'react';
import type { GateRule, SignInType } from '../../domain/account.ts';
import type { AccountSite } from './client.ts';
import { useGate } from './useGate.ts';

export default function GateReveal({
  site,
  type,
  rule,
  reveal,
  hide,
}: {
  site: AccountSite;
  type: SignInType;
  rule: GateRule;
  reveal: string;
  hide: string;
}) {
  const gate = useGate(site, type, rule);
  useEffect(() => {
    if (gate.status !== 'signed-in') return;
    const shown = document.getElementById(reveal);
    const hidden = document.getElementById(hide);
    if (shown) shown.hidden = false;
    if (hidden) hidden.hidden = true;
  }, [gate.status, reveal, hide]);
  return null;
}
