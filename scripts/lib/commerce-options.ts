/**
 * Accounts-and-commerce settings of the Node API from the environment (issue #13; documented in
 * scripts/api.ts and the README *Accounts and commerce* section).
 */
import { resolve } from 'node:path';
import type { NodeCommerceOptions } from '../../src/api/node/commerce.ts';

/** @throws Error naming the variable when STRIPE_ACCOUNTS is not JSON of the documented shape. */
export function commerceOptionsFromEnv(env: NodeJS.ProcessEnv, sqlitePath: string): NodeCommerceOptions {
  let stripeAccounts: NodeCommerceOptions['stripeAccounts'] = {};
  if (env.STRIPE_ACCOUNTS) {
    try {
      stripeAccounts = JSON.parse(env.STRIPE_ACCOUNTS) as NodeCommerceOptions['stripeAccounts'];
    } catch {
      throw new Error('STRIPE_ACCOUNTS must be JSON: {"<site slug>": {"secret_key": "sk_…", "webhook_secret": "whsec_…"}}');
    }
    for (const [slug, a] of Object.entries(stripeAccounts)) {
      if (typeof a?.secret_key !== 'string' || typeof a?.webhook_secret !== 'string')
        throw new Error(`STRIPE_ACCOUNTS.${slug} needs secret_key and webhook_secret`);
    }
  }
  let dealerKeys: Record<string, string> = {};
  if (env.DEALER_API_KEYS) {
    try {
      dealerKeys = JSON.parse(env.DEALER_API_KEYS) as Record<string, string>;
    } catch {
      throw new Error('DEALER_API_KEYS must be JSON: {"<site slug>": "<a long random key>"}');
    }
    for (const [slug, k] of Object.entries(dealerKeys))
      if (typeof k !== 'string' || k.length < 24) throw new Error(`DEALER_API_KEYS.${slug} must be a string of 24 or more characters`);
  }
  const off = (v: string | undefined) => v !== undefined && /^(off|0|false|no)$/i.test(v);
  return {
    authSecret: env.AUTH_SECRET || null,
    secretFile: resolve(dirname(sqlitePath === ':memory:' ? '.data/x' : sqlitePath), 'auth-secret'),
    secureCookies: !off(env.AUTH_SECURE_COOKIES),
    stripeAccounts,
    stripeApiBase: env.STRIPE_API_BASE || null,
    stripeTestConfirmBase: env.STRIPE_TEST_CONFIRM_BASE || null,
    smsUrl: env.NOTIFY_SMS_URL || null,
    emailUrl: env.NOTIFY_EMAIL_URL || null,
    notifySecret: env.NOTIFY_WEBHOOK_SECRET || null,
    messagesEnabled: !off(env.MESSAGES),
    sweepIntervalMs: Number(env.RESERVATION_SWEEP_MS || 60_000),
    dealerKeys,
  };
}

function dirname(p: string): string {
  return p.replace(/[/\\][^/\\]*$/, '') || '.';
}
