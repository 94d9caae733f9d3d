/**
 * Links whose target depends on the site config.
 */
import type { SiteConfig } from './schema/site.ts';

/**
 * Service booking (spec §2 /service, /genuine-service): the dealer network's external booking page
 * when the site has a base domain, otherwise the site's own /genuine-service/ page.
 */
export function serviceBookingHref(site: Pick<SiteConfig, 'base_domain'>): { href: string; external: boolean } {
  if (site.base_domain)
    return { href: `https://${site.base_domain.replace(/^https?:\/\//, '').replace(/\/+$/, '')}/book-a-service`, external: true };
  return { href: '/genuine-service/', external: false };
}
