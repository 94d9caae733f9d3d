/**
 * The lead body a form posts to `POST {apiBase}/api/leads` (spec §3 *Lead or enquiry payload*): the
 * form's values, category and subcategory, url, source 'Website', user_agent, car_id,
 * car_dealership_id, lead_attributes (visited_pages, linked_query_params) and the defaults list
 * (dealership_slug, manufacturer_slug, stock_number, 'Vehicle Make', 'Vehicle Model', car_type,
 * vehicle_status, opt_in default true, opt_in_finance, opt_in_trade, message, autogauge_enabled).
 * Validated by the shared lead schema in the browser and again by the API. Pure.
 */
import type { LeadInput } from '../../../domain/lead.ts';
import type { FieldName, FormCar, FormKind, FormSite, FormValues } from '../types.ts';
import { booksAppointment } from './fields.ts';
import type { LeadTrail } from './trail.ts';

/** A lead body before validation: every key of the schema's input may be present (the API drops others). */
export type LeadBody = Partial<LeadInput>;

/** Where and by whom the lead is sent. */
export interface LeadContext {
  kind: FormKind;
  site: FormSite;
  car: FormCar | null;
  /** Fields the form showed (values of hidden fields are not sent, except the defaults below). */
  shown: ReadonlySet<FieldName>;
  /** Subcategory decided at submit time (e.g. the valuation's), overriding the kind's. */
  subcategory?: string | null;
  url: string;
  userAgent: string;
  trail: LeadTrail;
}

/** A whole number typed as text ('85,000' → 85000); blank → null; anything else NaN (the schema reports it). */
export function wholeNumberText(text: string): number | null {
  const t = text.replace(/[,\s]/g, '');
  if (t === '') return null;
  return /^\d+$/.test(t) ? Number(t) : Number.NaN;
}

/** The dealership a lead goes to: the visitor's pick, else the car's, else the location's, else the site's own. */
export function leadDealershipSlug(
  values: Pick<FormValues, 'dealership_slug' | 'location_id'>,
  ctx: Pick<LeadContext, 'site' | 'car' | 'shown'>,
): string {
  const { site, car } = ctx;
  if (ctx.shown.has('dealership_slug') && values.dealership_slug) return values.dealership_slug;
  const byCar = car?.dealership_id ? site.dealerships.find((d) => d.id === car.dealership_id)?.slug : undefined;
  const byLocation = site.locations.find((l) => l.id === values.location_id)?.dealership_slug;
  return byCar ?? byLocation ?? site.dealershipSlug;
}

/** Builds the lead body (see the module comment). `car` fields fill the defaults list. */
export function buildLeadBody(values: FormValues, ctx: LeadContext): LeadBody {
  const { kind, site, car, shown } = ctx;
  const has = (f: FieldName) => shown.has(f);
  const dealershipSlug = leadDealershipSlug(values, ctx);
  const location = site.locations.find((l) => l.id === values.location_id) ?? null;
  const tradeIn =
    has('trade_in.rego') || has('trade_in.year')
      ? {
          rego: values['trade_in.rego'],
          rego_state: values['trade_in.rego_state'],
          make: values['trade_in.make'],
          model: values['trade_in.model'],
          year: wholeNumberText(values['trade_in.year']),
          km: wholeNumberText(values['trade_in.km']),
        }
      : null;
  const body: LeadBody = {
    form: kind.form,
    category: kind.category ?? values.category,
    subcategory: ctx.subcategory !== undefined ? ctx.subcategory : kind.subcategory,
    name: values.name,
    last_name: values.last_name,
    email: values.email,
    phone: values.phone,
    postcode: values.postcode,
    url: ctx.url,
    source: 'Website',
    user_agent: ctx.userAgent,
    car_id: car?.id ?? null,
    car_dealership_id: car?.dealership_id ?? null,
    lead_attributes: { visited_pages: [...ctx.trail.visited_pages], linked_query_params: { ...ctx.trail.linked_query_params } },
    dealership_slug: dealershipSlug,
    manufacturer_slug: site.manufacturerSlug,
    stock_number: car?.stocknum ?? null,
    'Vehicle Make': car?.make ?? null,
    'Vehicle Model': car?.model ?? null,
    car_type: car?.car_type ?? null,
    vehicle_status: car?.status ?? null,
    opt_in_finance: kind.opt_in_finance ?? false,
    opt_in_trade: kind.opt_in_trade ?? false,
    autogauge_enabled: site.dealerships.find((d) => d.slug === dealershipSlug)?.autograb ?? false,
    location_id: location?.id ?? null,
    location: location?.name ?? null,
    trade_in: tradeIn,
    Rego: has('Rego') ? values.Rego : null,
    additional_services: has('additional_services') ? [...values.additional_services] : [],
    contact_me_by_fax_only: values.contact_me_by_fax_only,
  };
  if (kind.form === 'make_an_offer') body.offer_from_client = values.offer_from_client;
  else {
    body.message = values.message;
    body.opt_in = has('opt_in') ? values.opt_in : true;
  }
  if (has('terms_conditions')) body.terms_conditions = values.terms_conditions;
  if (booksAppointment(kind)) body.appointment_at = values.appointment_at || null;
  return body;
}
