/**
 * What both CRM formats say about one lead: the dealership and location it is for, the vehicle of
 * interest, the trade-in and the customer. Read from the stored lead (validated form values plus the
 * server-added `vehicle`) and the tenant's site config.
 */
import type { SiteConfig } from '../../config/schema/site.ts';
import type { StoredLead } from '../storage/types.ts';

/** The car a lead is about, captured from the stock when the lead arrived (stock changes later). */
export interface LeadVehicle {
  id: number;
  slug: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  vin: string | null;
  stocknum: string;
  /** Advertised price in AUD dollars (offer price when set), or null (POA). */
  price: number | null;
  km: number | null;
  car_type: string;
  colour: string | null;
  location_id: string | null;
}

/** The parts of a lead the renderers use. */
export interface LeadDocument {
  lead_id: string;
  created_at: number;
  site: SiteConfig;
  /** True when this is a retry of an earlier attempt (ADF prospect status "resend"). */
  resend: boolean;
  form: string;
  category: string;
  subcategory: string | null;
  customer: { first: string; last: string | null; email: string | null; phone: string | null; postcode: string | null };
  message: string | null;
  opt_in: boolean | null;
  offer: number | null;
  appointment_iso: string | null;
  vehicle: LeadVehicle | null;
  /** The car as the form described it when no stock record was found. */
  described: { make: string | null; model: string | null; stock_number: string | null; car_type: string | null };
  trade_in: {
    year: number | null;
    make: string | null;
    model: string | null;
    km: number | null;
    rego: string | null;
    rego_state: string | null;
  } | null;
  location: SiteConfig['locations'][number];
  dealership: SiteConfig['dealerships'][number];
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * Builds the {@link LeadDocument} of a stored lead. Location: the lead's `location_id`, else the car's,
 * else the primary sales location, else the first. Dealership: that location's.
 */
export function leadDocument(lead: StoredLead, site: SiteConfig, resend: boolean): LeadDocument {
  const p = lead.payload;
  const vehicle = (p.vehicle as LeadVehicle | null | undefined) ?? null;
  const locationId = str(p.location_id) ?? vehicle?.location_id ?? null;
  const location =
    site.locations.find((l) => l.id === locationId) ??
    site.locations.find((l) => l.primary && (l.location_type === 'sales' || l.location_type === '')) ??
    site.locations[0]!;
  const dealership = site.dealerships.find((d) => d.id === location.dealership_id) ?? site.dealerships[0]!;
  const t = p.trade_in as Record<string, unknown> | null | undefined;
  return {
    lead_id: lead.lead_id,
    created_at: lead.created_at,
    site,
    resend,
    form: lead.form,
    category: str(p.category) ?? 'General Enquiry',
    subcategory: str(p.subcategory),
    customer: { first: str(p.name) ?? '', last: str(p.last_name), email: str(p.email), phone: str(p.phone), postcode: str(p.postcode) },
    message: str(p.message),
    opt_in: typeof p.opt_in === 'boolean' ? p.opt_in : null,
    offer: num(p.offer_from_client),
    appointment_iso: str(p.appointment_at),
    vehicle,
    described: {
      make: str(p['Vehicle Make']),
      model: str(p['Vehicle Model']),
      stock_number: str(p.stock_number),
      car_type: str(p.car_type),
    },
    trade_in: t
      ? { year: num(t.year), make: str(t.make), model: str(t.model), km: num(t.km), rego: str(t.rego), rego_state: str(t.rego_state) }
      : null,
    location,
    dealership,
  };
}
