/**
 * The tenants the API serves: each site's config, the browser origins allowed to call for it, its
 * lead-form switches (spec §5, `leadSwitches` of the config) and where its leads are delivered. Built once from the validated site
 * configs (`sites/<slug>/site.json`).
 */
import { leadSwitches } from '../config/schema/leads.ts';
import type { SiteConfig } from '../config/schema/site.ts';
import { leadSchema, type LeadForm, type LeadSwitches } from '../domain/lead.ts';
import type { DeliveryKind } from './storage/types.ts';

/** One tenant as the API sees it. */
export interface Tenant {
  slug: string;
  site: SiteConfig;
  /** Normalised origins (`https://host[:port]`) allowed by CORS: `site_url`'s plus `leads.allowed_origins` plus extras (loopback ones under each loopback name). */
  origins: readonly string[];
  switches: LeadSwitches;
  /** Outbox rows created for each accepted lead. */
  deliveries: DeliveryKind[];
  /** The lead schema of a form under this site's switches (built once per form). */
  schema(form: LeadForm): ReturnType<typeof leadSchema>;
}

/** Lookup of tenants by slug and by browser origin. */
export interface TenantRegistry {
  get(slug: string): Tenant | undefined;
  /** Tenants that allow this (normalised) origin; several when they share one, e.g. a localhost preview port. */
  forOrigin(origin: string): Tenant[];
  all(): Tenant[];
}

/**
 * `scheme://host[:port]` of a URL or origin, lower-cased, default port dropped; null for `null`, opaque
 * or non-http(s) origins (never allowed).
 */
export function normalizeOrigin(value: string): string | null {
  try {
    const u = new URL(value);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** Host names of this machine's loopback interface: a local preview may be opened under any of them. */
const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

/**
 * A normalised origin plus, when its host is a loopback name, the same scheme and port under the other
 * loopback names: `http://127.0.0.1:4321` → also `http://localhost:4321` and `http://[::1]:4321`, since
 * a visitor of a local preview may open either (a browser sends the name it was given as `Origin`).
 * Other origins are returned alone.
 */
export function withLoopbackAliases(origin: string): string[] {
  const u = new URL(origin);
  if (!LOOPBACK_HOSTS.includes(u.hostname)) return [origin];
  return LOOPBACK_HOSTS.map((host) => `${u.protocol}//${host}${u.port ? `:${u.port}` : ''}`);
}

/**
 * Builds the registry. `extraOrigins` maps a slug (or '*' for every tenant) to more allowed origins,
 * e.g. `{ '*': ['http://localhost:4321'] }` for local previews. Invalid origins are ignored; a loopback
 * origin also allows its other loopback names (`withLoopbackAliases`).
 */
export function createTenantRegistry(sites: readonly SiteConfig[], extraOrigins: Record<string, readonly string[]> = {}): TenantRegistry {
  const bySlug = new Map<string, Tenant>();
  const byOrigin = new Map<string, Tenant[]>();
  for (const site of sites) {
    const origins = [site.site_url, ...site.leads.allowed_origins, ...(extraOrigins[site.slug] ?? []), ...(extraOrigins['*'] ?? [])]
      .map(normalizeOrigin)
      .filter((o): o is string => o !== null)
      .flatMap(withLoopbackAliases);
    const switches = leadSwitches(site);
    const schemas = new Map<LeadForm, ReturnType<typeof leadSchema>>();
    const tenant: Tenant = {
      slug: site.slug,
      site,
      origins: [...new Set(origins)],
      switches,
      deliveries: [...(site.leads.crm.webhook_url ? ['webhook' as const] : []), ...(site.leads.crm.adf_url ? ['adf' as const] : [])],
      schema(form) {
        let s = schemas.get(form);
        if (!s) {
          s = leadSchema(form, switches);
          schemas.set(form, s);
        }
        return s;
      },
    };
    bySlug.set(site.slug, tenant);
    for (const o of tenant.origins) byOrigin.set(o, [...(byOrigin.get(o) ?? []), tenant]);
  }
  return { get: (slug) => bySlug.get(slug), forOrigin: (o) => byOrigin.get(o) ?? [], all: () => [...bySlug.values()] };
}
