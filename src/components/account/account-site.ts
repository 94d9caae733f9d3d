/**
 * Build-time props of the account islands (issue #13): the serialisable site slice `AccountSite`
 * (src/islands/account/client.ts) from the tenant's config and the build's API origin.
 */
import { siteGates } from '../../config/schema/accounts.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import type { AccountSite } from '../../islands/account/client.ts';
import { apiPrefix, type BuildInfo } from '../../stock/tenant-stock.ts';

/** The account islands' site slice: API origin, deposit, the spec §6 per-site gates, favourites switch. */
export function accountSite(site: SiteConfig, build: Pick<BuildInfo, 'apiBase'>): AccountSite {
  return {
    slug: site.slug,
    name: site.name,
    apiBase: apiPrefix(build),
    reserveAmount: site.features.reserve_amount,
    gates: siteGates(site),
    favourites: site.features.favourites,
  };
}
