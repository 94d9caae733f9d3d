/**
 * Mounts the accounts-and-commerce routes (issue #13) on the app: the Stripe webhook outside the
 * browser door (Stripe sends no Origin), the rest behind it. Called by `createApp` when
 * `deps.commerce` is given.
 */
import type { Hono } from 'hono';
import type { CommerceDeps } from '../commerce.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { accountRoutes, authRoutes } from './account.ts';
import { dealerReservationRoutes, reservationRoutes, stripeWebhookRoutes } from './reservations.ts';
import { spinRoutes } from './spin.ts';
import { valuationRoutes } from './valuations.ts';
import { watchlistRoutes } from './watchlist.ts';

/** Registers the webhook and the dealer's routes on `app` (before `/api` is mounted, so the door does not see it) and the browser routes on `api` (after its door). */
export function mountCommerce(app: Hono<ApiEnv>, api: Hono<ApiEnv>, deps: ResolvedDeps, commerce: CommerceDeps): void {
  app.route('/api/webhooks', stripeWebhookRoutes(deps, commerce));
  app.route('/api/dealer', dealerReservationRoutes(deps, commerce));
  api.route('/auth', authRoutes(deps, commerce));
  api.route('/account', accountRoutes(deps, commerce));
  api.route('/watchlist', watchlistRoutes(deps, commerce));
  api.route('/reservations', reservationRoutes(deps, commerce));
  api.route('/valuations', valuationRoutes(deps, commerce));
  api.route('/spin-to-win', spinRoutes(deps, commerce));
}
