/**
 * The payment-provider interface of reservations (issue #13 item 4): authorise a deposit (held, not
 * charged), capture it when the dealer sells, cancel the authorisation, refund a captured deposit, and
 * read the provider's webhooks. Two providers: `stripe.ts` (PaymentIntents, manual capture) and
 * `offline.ts` (no online payment: the dealer takes the deposit by phone). Every call that moves money
 * carries an idempotency key derived from the reservation, so a retry after a crash never moves it twice.
 */

/**
 * What the browser needs to confirm the payment (provider-neutral: see the checkout island). `test_mode`: the API
 * talks to the local Stripe fake, and the page pays through `POST /api/reservations/{id}/test-pay` (the API
 * confirms at the fake), so the page only ever calls its own API origin — never a test server its CSP does not list.
 */
export type ClientConfirmation =
  | { kind: 'stripe'; client_secret: string; publishable_key: string; payment_intent: string; test_mode: boolean }
  | { kind: 'none' };

/** The state of a payment at the provider, as the reservation reads it. */
export type PaymentStatus = 'pending' | 'authorised' | 'failed' | 'canceled' | 'captured';

/** What `authorise` started. `status` 'authorised' means the car can be held at once (offline). */
export interface Authorisation {
  ref: string | null;
  status: PaymentStatus;
  client: ClientConfirmation;
}

/** A verified webhook event: its id (for replays) and the payment it is about. */
export interface ProviderEvent {
  id: string;
  type: string;
  ref: string;
}

/** A payment provider. Errors reject (the caller retries or reports). */
export interface PaymentProvider {
  readonly name: 'stripe' | 'offline';
  /** Test mode only (the local Stripe fake): plays the buyer's card step for payment `ref`. Absent in production. */
  testConfirm?(ref: string): Promise<void>;
  authorise(r: {
    reservationId: string;
    amountCents: number;
    currency: string;
    description: string;
    email: string;
    metadata: Record<string, string>;
  }): Promise<Authorisation>;
  /** The payment's current state (webhooks are hints; this is the truth). */
  status(ref: string): Promise<PaymentStatus>;
  capture(ref: string, idempotencyKey: string): Promise<void>;
  /** Cancels an uncaptured authorisation; a payment already canceled is fine. */
  cancel(ref: string, idempotencyKey: string): Promise<void>;
  refund(ref: string, idempotencyKey: string): Promise<void>;
  /** Verifies and reads a webhook (raw body + headers); null when it is not about a payment; rejects on a bad signature. */
  readWebhook(rawBody: string, headers: Headers): Promise<ProviderEvent | null>;
}

/** The provider of each tenant. */
export interface PaymentProviders {
  forTenant(slug: string): PaymentProvider;
}
