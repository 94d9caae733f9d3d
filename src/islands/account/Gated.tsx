/**
 * A gated page's content (spec §4 *Gated routes*, §6; issue #13 item 3): shows its children once the
 * visitor is signed in on this site, and sends anyone else to `/sign-in/` with `redirect` and `back`.
 * For pages whose content is static (the spin-to-win promotion); what they submit is checked by the API.
 * Server-rendered; hydrate `client:gate` (src/integration/gate-directive.js).
 */
import type { ReactNode } from 'react';
import type { GateRule, SignInType } from '../../domain/account.ts';
import type { AccountSite } from './client.ts';
import { useGate } from './useGate.ts';

export default function Gated({
  site,
  type,
  rule,
  children,
}: {
  site: AccountSite;
  type: SignInType;
  rule: GateRule;
  children?: ReactNode;
}) {
  const gate = useGate(site, type, rule);
  if (gate.gated && gate.status !== 'signed-in') return <p className="account-loading">Checking your sign-in…</p>;
  return <>{children}</>;
}
