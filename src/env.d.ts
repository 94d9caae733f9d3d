/// <reference types="astro/client" />

/**
 * The one door through which pages and components read the tenant being built
 * (provided by `src/integration/tenant-integration.ts`).
 */
declare module 'virtual:tenant' {
  type SiteConfig = import('./config/schema/site.ts').SiteConfig;
  type TenantStock = import('./stock/tenant-stock.ts').TenantStock;
  type BuildInfo = import('./stock/tenant-stock.ts').BuildInfo;
  /** The resolved site config (spec §3 Site config, defaults filled). */
  export const site: SiteConfig;
  /** Build facts: the stock clock, the site URL, the snapshot it came from. */
  export const build: BuildInfo;
  /** The tenant's listed stock (placement applied), images and search index URL; loaded once. */
  export function getStock(): TenantStock;
  /** Entries per list collection of the tenant's resolved content (`offers`, `reviews`, …), 0 when it has none. */
  export const contentListSizes: Readonly<Record<string, number>>;
}
