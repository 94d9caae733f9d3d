/**
 * Node host of accounts and commerce (issue #13): builds the sign-in registry, the payment provider of
 * each site (Stripe with the site's keys from the environment, else offline), the reservation service
 * with its sweeper (the 48-hour clock, every minute), the message worker (SMS / e-mail through the
 * outbox), and the trade-in market from the stock snapshot.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { loadSnapshot } from '../../stock/snapshot.ts';
import { marketIndex } from '../../stock/valuation.ts';
import { createAuth } from '../auth/auth.ts';
import type { CommerceDeps } from '../commerce.ts';
import { startMessageWorker } from '../delivery/messages.ts';
import { offlineProvider } from '../payments/offline.ts';
import { stripeProvider } from '../payments/stripe.ts';
import type { PaymentProvider } from '../payments/types.ts';
import { reservationService, startReservationSweeper } from '../reservations/service.ts';
import type { LeadStore } from '../storage/types.ts';
import type { TenantRegistry } from '../tenants.ts';

/** Settings (scripts/lib/commerce-options.ts reads them from the environment). */
export interface NodeCommerceOptions {
  /** AUTH_SECRET; null = a random one kept in `secretFile` (development). */
  authSecret: string | null;
  secretFile: string;
  secureCookies: boolean;
  /** Per site: Stripe secret key and webhook secret (STRIPE_ACCOUNTS). */
  stripeAccounts: Record<string, { secret_key: string; webhook_secret: string }>;
  /** Another Stripe API address (the local fake in tests), and the fake's buyer-confirm URL for test pages. */
  stripeApiBase: string | null;
  stripeTestConfirmBase: string | null;
  smsUrl: string | null;
  emailUrl: string | null;
  notifySecret: string | null;
  messagesEnabled: boolean;
  sweepIntervalMs: number;
  /** DEALER_API_KEYS: per site, the key of the dealer's reservation routes. */
  dealerKeys: Record<string, string>;
}

/** The running commerce pieces. */
export interface NodeCommerce {
  deps: CommerceDeps;
  wake(): void;
  stop(): Promise<void>;
}

/** The signing secret: AUTH_SECRET, else one made once and kept in `file` (0600). */
export function authSecret(o: Pick<NodeCommerceOptions, 'authSecret' | 'secretFile'>): string {
  if (o.authSecret) return o.authSecret;
  if (existsSync(o.secretFile)) return readFileSync(o.secretFile, 'utf8').trim();
  mkdirSync(dirname(o.secretFile), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(o.secretFile, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Starts the commerce pieces over an open store. */
export async function startNodeCommerce(
  o: NodeCommerceOptions,
  ctx: { store: LeadStore; tenants: TenantRegistry; stockPath: string | null; rateLimits: boolean; log: (m: string) => void },
): Promise<NodeCommerce> {
  const { store, tenants, log } = ctx;
  let wakeMessages: () => void = () => {};
  const providers = new Map<string, PaymentProvider>();
  for (const t of tenants.all()) {
    if (t.site.accounts.payments.provider !== 'stripe') continue;
    const keys = o.stripeAccounts[t.slug];
    if (!keys || !t.site.accounts.payments.stripe_publishable_key) {
      // A notice, not an error: stdout (stderr carries errors only, e.g. the one-sentence busy-port message).
      console.log(
        `api: ${t.slug} takes deposits with Stripe but STRIPE_ACCOUNTS has no keys for it (or site.json no publishable key): reservations there are offline requests`,
      );
      continue;
    }
    providers.set(
      t.slug,
      stripeProvider({
        secretKey: keys.secret_key,
        webhookSecret: keys.webhook_secret,
        publishableKey: t.site.accounts.payments.stripe_publishable_key,
        apiBase: o.stripeApiBase,
        testConfirmUrl: o.stripeTestConfirmBase ? `${o.stripeTestConfirmBase}/test/confirm` : null,
      }),
    );
  }
  const payments = { forTenant: (slug: string) => providers.get(slug) ?? offlineProvider };
  const auth = createAuth({
    commerce: store.commerce,
    secret: authSecret(o),
    secureCookies: o.secureCookies,
    rateLimit: ctx.rateLimits,
    now: Date.now,
    onMessageQueued: () => wakeMessages(),
    log,
  });
  const reservations = reservationService({
    commerce: store.commerce,
    tenants,
    payments,
    now: Date.now,
    newId: () => crypto.randomUUID(),
    onMessageQueued: () => wakeMessages(),
    log,
  });
  const sweeper = startReservationSweeper(reservations, { intervalMs: o.sweepIntervalMs, log });
  const worker = o.messagesEnabled
    ? startMessageWorker({
        commerce: store.commerce,
        smsUrl: o.smsUrl,
        emailUrl: o.emailUrl,
        secret: o.notifySecret ?? undefined,
        log: (m) => console.log(m),
      })
    : null;
  if (worker) wakeMessages = () => worker.wake();
  // Indexed after the start (READY does not wait for a second read of the snapshot); estimates wait for it.
  const stockPath = ctx.stockPath;
  const market = stockPath
    ? new Promise<void>((r) => setTimeout(r, 0))
        .then(async () => marketIndex((await loadSnapshot(stockPath)).snapshot.cars))
        .catch((err: unknown) => {
          log(`api: trade-in estimates off: ${(err as Error).message}`);
          return null;
        })
    : null;
  return {
    deps: { auth, payments, reservations, market, regoLookup: null, dealerKeys: o.dealerKeys },
    wake: () => wakeMessages(),
    async stop() {
      sweeper.stop();
      await worker?.stop();
    },
  };
}
