/// <reference types="astro/client" />

/**
 * The one door through which pages and components read the tenant being built
 * (provided by `src/integration/tenant-integration.ts`).
 */
declare module 'virtual:tenant' {
  import type { SiteConfig } from './config/schema/site.ts';
  import type { TenantStock, BuildInfo } from './stock/tenant-stock.ts';
  /** The resolved site config (spec §3 Site config, defaults filled). */
  export const site: SiteConfig;
  /** Build facts: the stock clock, the site URL, the snapshot it came from. */
  export const build: BuildInfo;
  /** The tenant's listed stock (placement applied), images and search index URL; loaded once. */
  export function getStock(): TenantStock;
}
