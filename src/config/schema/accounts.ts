/**
 * Accounts and commerce settings of a tenant (issue #13; spec §6 route gating, §9 reservation): which
 * pages need sign-in on this site, how reservation deposits are taken, and the spin-to-win promotion.
 * Every field has a default. Payment secrets never live here (see the API's environment).
 */
import { z } from 'zod';
import type { SiteGates } from '../../domain/account.ts';

export const AccountSettings = z
  .object({
    /**
     * Pages gated on this site only (spec §6 "gated on some sites only"); finance's gate is
     * `finance.gated`. Always gated, whatever this says: /online-payment/, /my-garage/, the brand routes.
     */
    gates: z
      .object({
        checkout: z.boolean().default(false),
        spin_to_win: z.boolean().default(true),
        equifax_finance: z.boolean().default(true),
      })
      .default({ checkout: false, spin_to_win: true, equifax_finance: true }),
    /**
     * How a reservation deposit is taken (issue #13 item 4): 'offline' — a request the dealer confirms by
     * phone, taking the deposit then; 'stripe' — online, a card authorisation held for 48 hours. Stripe
     * also needs the API's STRIPE_ACCOUNTS entry for this site (secret key and webhook secret).
     */
    payments: z
      .object({
        provider: z.enum(['offline', 'stripe']).default('offline'),
        /** Stripe publishable key (`pk_live_…` / `pk_test_…`): public, used by the payment page. */
        stripe_publishable_key: z
          .string()
          .regex(/^pk_(live|test)_[A-Za-z0-9]+$/, 'expected a Stripe publishable key (pk_live_… or pk_test_…)')
          .nullable()
          .default(null),
      })
      .default({ provider: 'offline', stripe_publishable_key: null }),
    /** Also build the reserve page as `/cars/{slug}/buy-online/` (spec §2 "on one site variant"). */
    buy_online_route: z.boolean().default(false),
    /** The spin-to-win promotion page (spec §2 /spin-to-win): off by default; prizes with their weights. */
    spin_to_win: z
      .object({
        enabled: z.boolean().default(false),
        /** The campaign: each signed-in buyer spins once per campaign; a new name starts a new round of spins. */
        campaign: z
          .string()
          .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug, e.g. "summer-2026"')
          .max(60)
          .default('spin-to-win'),
        prizes: z
          .array(z.object({ label: z.string().min(1).max(80), weight: z.number().positive() }))
          .max(12)
          .default([]),
      })
      .default({ enabled: false, campaign: 'spin-to-win', prizes: [] }),
  })
  .superRefine((a, ctx) => {
    if (a.spin_to_win.enabled && a.spin_to_win.prizes.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['spin_to_win', 'prizes'],
        message: 'at least one prize is needed when spin_to_win is enabled',
      });
  });
export type AccountSettings = z.output<typeof AccountSettings>;

/**
 * The spec §6 per-site gates of a resolved site: `accounts.gates` plus finance's own switch
 * (`finance.gated`). The one mapping the pages (sign-in redirects) and the API (submissions) both use.
 */
export function siteGates(site: { accounts: AccountSettings; finance: { gated: boolean } }): SiteGates {
  return { ...site.accounts.gates, finance: site.finance.gated };
}
