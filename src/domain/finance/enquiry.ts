/**
 * The finance enquiry lead (spec §2 finance pages, §3 *Lead or enquiry payload*): the shared lead
 * schema's 'enquiry' form with category 'Finance Enquiry', prefilled from the finance link
 * (spec §2), whose parameters travel as `lead_attributes.linked_query_params`.
 */
import type { FinanceLinkParams } from './link.ts';
import { formatAud } from '../money.ts';

/** Category of every finance lead. */
export const FINANCE_CATEGORY = 'Finance Enquiry';
/** Opt-in text (spec §5 default). */
export const OPT_IN_TEXT = 'Yes, I would like to subscribe to receive latest offers & product updates.';

/** What the visitor typed. Budget in AUD dollars (NaN or null when empty). */
export interface FinanceFormValues {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  dealership_slug: string;
  budget: number | null;
  message: string;
  opt_in: boolean;
  terms_conditions: boolean;
  /** The hidden honeypot field. */
  contact_me_by_fax_only: string;
}

/** Page context of the lead. */
export interface FinanceLeadContext {
  link: FinanceLinkParams;
  /** Subcategory naming the page, e.g. 'Apply for Finance'; null for none. */
  subcategory: string | null;
  url: string;
  userAgent: string;
}

/** The link's parameters that are present, as strings (spec §3 `linked_query_params`). */
export function linkedQueryParams(link: FinanceLinkParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(link)) if (v !== null) out[k] = String(v);
  return out;
}

/**
 * The lead body for `POST /api/leads` (validate it with `leadSchema('enquiry', switches)`): the
 * form values, category 'Finance Enquiry', opt_in_finance true, the car from the link, and the budget
 * as the first line of the comments.
 */
export function financeLeadBody(v: FinanceFormValues, ctx: FinanceLeadContext): Record<string, unknown> {
  const budget = v.budget !== null && Number.isFinite(v.budget) && v.budget > 0 ? `Vehicle price budget: ${formatAud(v.budget)}` : null;
  const message = [budget, v.message.trim()].filter(Boolean).join('\n');
  return {
    form: 'enquiry',
    category: FINANCE_CATEGORY,
    subcategory: ctx.subcategory,
    name: v.name,
    last_name: v.last_name,
    email: v.email,
    phone: v.phone,
    postcode: v.postcode,
    dealership_slug: v.dealership_slug || null,
    message: v.message.trim() ? message : '',
    opt_in: v.opt_in,
    terms_conditions: v.terms_conditions,
    opt_in_finance: true,
    url: ctx.url,
    user_agent: ctx.userAgent,
    car_id: ctx.link.car_id,
    car_type: ctx.link.car_type,
    lead_attributes: { visited_pages: [], linked_query_params: linkedQueryParams(ctx.link) },
    contact_me_by_fax_only: v.contact_me_by_fax_only,
  };
}
