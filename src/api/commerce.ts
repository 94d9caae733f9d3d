/**
 * What the accounts-and-commerce routes need (issue #13), grouped as one optional dependency of the
 * app (`ApiDeps.commerce`): without it those routes are not mounted and the API is as before.
 */
import type { Auth } from './auth/auth.ts';
import type { PaymentProviders } from './payments/types.ts';
import type { ReservationService } from './reservations/service.ts';
import type { MarketIndex } from '../stock/valuation.ts';

/** The commerce dependencies. */
export interface CommerceDeps {
  auth: Auth;
  payments: PaymentProviders;
  reservations: ReservationService;
  /**
   * Comparable listings for trade-in estimates; null = no estimates (an appraiser calls). A promise while
   * the Node host still indexes the snapshot (it does not hold up the API's start; estimates wait for it).
   */
  market: MarketIndex | null | Promise<MarketIndex | null>;
  /** Per site slug: the dealer's API key for `/api/dealer/{site}/…` (DEALER_API_KEYS); a site without one has no dealer routes. */
  dealerKeys: Record<string, string>;
  /** Rego lookup provider; null = none (the buyer types make, model and year). */
  regoLookup: RegoLookup | null;
}

/** A rego lookup provider (issue #13 item 5): plate and state to the vehicle, or null when unknown. */
export interface RegoLookup {
  lookup(rego: string, state: string): Promise<{ year: number; make: string; model: string; badge: string | null } | null>;
}
