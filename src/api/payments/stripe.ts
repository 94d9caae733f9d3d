/**
 * Stripe as the deposit provider, through the official `stripe` SDK: a PaymentIntent with
 * `capture_method: 'manual'` authorises the deposit (the card is held, not charged; Stripe keeps a card
 * authorisation 7 days, well past the 48-hour hold), `capture` takes it when the dealer sells, `cancel`
 * releases it, `refunds.create` returns a captured one. Every call sends an idempotency key. Webhooks are
 * verified with the SDK's signature check (`webhooks.constructEventAsync`, Web Crypto, so it runs on the
 * edge too) and only say *which* payment changed: its state is then read from Stripe (`status`), so
 * events arriving twice or out of order cannot move a reservation the wrong way.
 *
 * `apiBase` points the SDK elsewhere (host/port/protocol): tests use the local fake in
 * `src/api/testing/stripe-fake.ts`; nothing here reaches Stripe unless a dealer's real keys are set.
 */
import Stripe from 'stripe';
import type { PaymentProvider, PaymentStatus } from './types.ts';

/** A tenant's Stripe account (secret key and webhook secret from the environment; publishable key from the site config). */
export interface StripeAccount {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Another API address (the test fake): `http://127.0.0.1:12111`. Null = Stripe. */
  apiBase?: string | null;
  /** Where the page may confirm a test payment without Stripe.js (the fake's confirm endpoint), or null. */
  testConfirmUrl?: string | null;
}

/** Maps a PaymentIntent status to ours. */
export function paymentStatus(pi: { status: string; amount_received?: number | null }): PaymentStatus {
  switch (pi.status) {
    case 'requires_capture':
      return 'authorised';
    case 'succeeded':
      return 'captured';
    case 'canceled':
      return 'canceled';
    case 'requires_payment_method':
      return 'failed';
    default:
      return 'pending';
  }
}

/** The Stripe provider of one account. */
export function stripeProvider(account: StripeAccount): PaymentProvider {
  const base = account.apiBase ? new URL(account.apiBase) : null;
  const stripe = new Stripe(account.secretKey, {
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' | 'https' } : {}),
  });
  const crypto = Stripe.createSubtleCryptoProvider();
  const alreadyFinal = (err: unknown) => (err as { code?: string }).code === 'payment_intent_unexpected_state';
  const testConfirmUrl = account.testConfirmUrl ?? null;
  return {
    name: 'stripe',
    ...(testConfirmUrl
      ? {
          async testConfirm(ref: string) {
            const res = await fetch(`${testConfirmUrl}/${encodeURIComponent(ref)}`, {
              method: 'POST',
              signal: AbortSignal.timeout(15_000),
            });
            if (!res.ok) throw new Error(`the Stripe fake answered ${res.status} to the test confirmation of ${ref}`);
          },
        }
      : {}),
    async authorise(r) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: r.amountCents,
          currency: r.currency,
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          description: r.description,
          receipt_email: r.email,
          metadata: { ...r.metadata, reservation_id: r.reservationId },
        },
        { idempotencyKey: `reservation-${r.reservationId}-authorise` },
      );
      return {
        ref: pi.id,
        status: paymentStatus(pi),
        client: {
          kind: 'stripe',
          client_secret: pi.client_secret ?? '',
          publishable_key: account.publishableKey,
          payment_intent: pi.id,
          test_mode: !!account.testConfirmUrl,
        },
      };
    },
    async status(ref) {
      return paymentStatus(await stripe.paymentIntents.retrieve(ref));
    },
    async capture(ref, key) {
      try {
        await stripe.paymentIntents.capture(ref, {}, { idempotencyKey: key });
      } catch (err) {
        if (!alreadyFinal(err) || (await this.status(ref)) !== 'captured') throw err;
      }
    },
    async cancel(ref, key) {
      try {
        await stripe.paymentIntents.cancel(ref, {}, { idempotencyKey: key });
      } catch (err) {
        if (!alreadyFinal(err) || (await this.status(ref)) !== 'canceled') throw err;
      }
    },
    async refund(ref, key) {
      await stripe.refunds.create({ payment_intent: ref }, { idempotencyKey: key });
    },
    async readWebhook(rawBody, headers) {
      const signature = headers.get('stripe-signature') ?? '';
      const event = await stripe.webhooks.constructEventAsync(rawBody, signature, account.webhookSecret, undefined, crypto);
      if (!event.type.startsWith('payment_intent.')) return null;
      const pi = event.data.object as { id: string };
      return { id: event.id, type: event.type, ref: pi.id };
    },
  };
}
