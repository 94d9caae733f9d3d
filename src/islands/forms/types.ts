/**
 * Shapes shared by the lead form islands (spec §3 *Lead or enquiry payload*, §5 *Forms*): the
 * serialisable site slice each island gets as a prop, the car a lead is about, and the field names.
 */
import type { LeadForm, LeadSwitches } from '../../domain/lead.ts';

/** A location as the forms see it (spec §3 *Dealership location*). */
export interface FormLocation {
  id: string;
  name: string;
  /** sales, service, parts, or '' for a location that does everything. */
  type: 'sales' | 'service' | 'parts' | '';
  dealership_id: string;
  dealership_slug: string;
}

/** A dealership as the forms see it (spec §3 *Dealership*); `autograb` feeds `autogauge_enabled`. */
export interface FormDealership {
  id: string;
  slug: string;
  name: string;
  autograb: boolean;
}

/**
 * The site slice every form island receives (built at build time by `formSite()` in
 * `src/components/forms/form-site.ts`). JSON-safe; no secrets.
 */
export interface FormSite {
  /** The tenant's slug, sent as `X-Site` so the API can tell tenants apart on a shared origin (a localhost preview). */
  slug: string;
  /** Origin of the edge API (`https://api.example`), or '' for the site's own origin. */
  apiBase: string;
  /** The spec §5 switches, exactly as the API applies them (`leadSwitches(site)`). */
  switches: LeadSwitches;
  dealerships: FormDealership[];
  /** Visible locations. */
  locations: FormLocation[];
  /** Slug of the site's own dealership (`site.dealership_id`), the lead's dealership when nothing narrows it. */
  dealershipSlug: string;
  /** `manufacturer.slug` of a brand site, else null. */
  manufacturerSlug: string | null;
  /** Reservation deposit in AUD dollars (`features.reserve_amount`, spec §9 default $200). */
  reserveAmount: number;
  /** The folder of the tenant's car lookup files (`getStock().carLookupBase`), for pages that read `?car_id=`. */
  carLookupBase: string;
  /**
   * The calendar year of the build's stock clock (`buildClock(build).year()`, UTC), for what the forms show that
   * follows the year (the trade-in year's example), so a page is the same whenever it is built from the same inputs.
   */
  year: number;
}

/** The car a lead is about. Money in AUD dollars, km in kilometres. */
export interface FormCar {
  id: number;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  /** new, used or demo. */
  car_type: string;
  /** in_stock, coming_soon or sold. */
  status: string;
  /** e.g. 'Test Drive Only' (spec §4 event 17). */
  tag: string | null;
  km: number | null;
  /** Stock number when known (search documents do not carry it; the API adds it from its stock). */
  stocknum: string | null;
  dealership_id: string | null;
  location_id: string | null;
  /** The selling price, null for POA. */
  price: number | null;
  /** Card image URL and alt text, when known. */
  image: { src: string; alt: string } | null;
}

/** Every input a lead form may show; names follow the lead schema so server errors map back. */
export type FieldName =
  | 'name'
  | 'last_name'
  | 'email'
  | 'phone'
  | 'postcode'
  | 'category'
  | 'location_id'
  | 'dealership_slug'
  | 'message'
  | 'Rego'
  | 'additional_services'
  | 'offer_from_client'
  | 'appointment_at'
  | 'trade_in.rego'
  | 'trade_in.rego_state'
  | 'trade_in.year'
  | 'trade_in.make'
  | 'trade_in.model'
  | 'trade_in.km'
  | 'opt_in'
  | 'terms_conditions';

/** What the visitor has typed or chosen, by field (text as typed; checkboxes as booleans). */
export interface FormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  category: string;
  location_id: string;
  dealership_slug: string;
  message: string;
  Rego: string;
  additional_services: string[];
  /** Money text as typed (`25,000`). */
  offer_from_client: string;
  /** A slot's start (ISO with offset) or ''. */
  appointment_at: string;
  /** The date picked to look up slots (YYYY-MM-DD) or ''. */
  appointment_date: string;
  'trade_in.rego': string;
  'trade_in.rego_state': string;
  'trade_in.year': string;
  'trade_in.make': string;
  'trade_in.model': string;
  'trade_in.km': string;
  opt_in: boolean;
  terms_conditions: boolean;
  /** The hidden honeypot (spam when filled). */
  contact_me_by_fax_only: string;
}

/** One step of a multi-step form (spec §4 *Lead form*). */
export interface FormStep {
  title: string;
  fields: FieldName[];
}

/** Opt-in wording (spec §5): the default, or 'Email me similar stock…' on forms about a car. */
export type OptInVariant = 'default' | 'similar';

/**
 * One kind of lead form: which schema variant validates it, its category and subcategory (null
 * category = the visitor picks one), its steps, and its wording.
 */
export interface FormKind {
  form: LeadForm;
  /** Fixed category, or null when the form shows the category select. */
  category: string | null;
  subcategory: string | null;
  steps: FormStep[];
  submitLabel: string;
  optIn: OptInVariant;
  /** Label of the comments field (spec §3 message "Comments"). */
  messageLabel: string;
  /** Prefilled comments for the car (or none). */
  messagePrefill: ((car: FormCar | null) => string) | null;
  /** Lead flags of the defaults list (spec §3). */
  opt_in_trade?: boolean;
  opt_in_finance?: boolean;
}
