/**
 * Retention of personal data (issue #6 part 3; Australian Privacy Principle 11.2: de-identify personal
 * information no longer needed). A lead older than its site's `leads.retention_days` keeps only what
 * says nothing about the person — form, category, car, dealership, location, opt-in flags, offer
 * amount — so counts and reports still work; name, contact details, postcode, comments, rego, trade-in,
 * browser, page trail and idempotency key go. Valuation rows (`/api/miscellaneous`) older than that
 * are deleted.
 */
import type { LeadStore } from './storage/types.ts';
import type { TenantRegistry } from './tenants.ts';

/** Payload keys kept after de-identification. Everything else is dropped. */
export const DEIDENTIFIED_KEEP: readonly string[] = [
  'form',
  'category',
  'subcategory',
  'source',
  'car_id',
  'car_dealership_id',
  'dealership_slug',
  'manufacturer_slug',
  'stock_number',
  'Vehicle Make',
  'Vehicle Model',
  'car_type',
  'vehicle_status',
  'location',
  'location_id',
  'distribution_location',
  'page_id',
  'opt_in',
  'opt_in_finance',
  'opt_in_trade',
  'autogauge_enabled',
  'additional_services',
  'offer_from_client',
  'appointment_at',
  'vehicle',
];

/** The de-identified copy of a lead payload (whitelist, so a field added later is dropped by default). */
export function deidentify(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of DEIDENTIFIED_KEEP) if (key in payload) out[key] = payload[key];
  return { ...out, deidentified: true };
}

/** De-identifies every tenant's expired leads. Returns the count per tenant slug. Time in Unix ms. */
export async function purgeExpired(store: LeadStore, tenants: TenantRegistry, now: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of tenants.all()) {
    counts[t.slug] = await store.deidentifyBefore(t.slug, now - t.site.leads.retention_days * 86_400_000, deidentify, now);
  }
  return counts;
}

/** Runs {@link purgeExpired} now and every `intervalMs` (default 6 h) until `stop()`. Errors are logged. */
export function startRetentionSchedule(opts: {
  store: LeadStore;
  tenants: TenantRegistry;
  now?: () => number;
  intervalMs?: number;
  log?: (m: string) => void;
}): { stop(): void } {
  const now = opts.now ?? Date.now;
  const run = () =>
    purgeExpired(opts.store, opts.tenants, now())
      .then((counts) => {
        const total = Object.values(counts).reduce((a, b) => a + b, 0);
        if (total > 0) opts.log?.(`retention: de-identified ${total} lead(s) ${JSON.stringify(counts)}`);
      })
      .catch((err: unknown) => opts.log?.(`retention: run failed: ${(err as Error).message}`));
  void run();
  const timer = setInterval(run, opts.intervalMs ?? 6 * 3_600_000);
  timer.unref?.();
  return { stop: () => clearInterval(timer) };
}
