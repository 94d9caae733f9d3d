/**
 * The 'offline' provider (issue #13: "today's request, for dealers without online payment"): nothing is
 * charged online. The request holds the car at once for 48 hours and the dealer calls the buyer to take
 * the deposit by phone; capture, cancel and refund are the dealer's own, so they do nothing here.
 */
import type { PaymentProvider } from './types.ts';

/** The offline provider. */
export const offlineProvider: PaymentProvider = {
  name: 'offline',
  authorise: async () => ({ ref: null, status: 'authorised', client: { kind: 'none' } }),
  status: async () => 'authorised',
  capture: async () => undefined,
  cancel: async () => undefined,
  refund: async () => undefined,
  readWebhook: async () => null,
};
