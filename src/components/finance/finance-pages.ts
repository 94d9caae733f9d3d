/**
 * Build-time props of the finance pages (spec §2 finance routes, §6 gating): the enquiry form's
 * props and the sign-in link of a gated site.
 */
import { resolveFinance } from '../../config/schema/finance.ts';
import type { SiteConfig } from '../../config/schema/site.ts';
import type { LeadSwitches } from '../../domain/lead.ts';
import type { FinanceEnquiryFormProps } from '../../islands/finance/FinanceEnquiryForm.tsx';
import { apiPrefix, type BuildInfo } from '../../stock/tenant-stock.ts';

/** The site's lead form switches (spec §5), the same values the edge API applies (`src/api/tenants.ts` leadSwitches). */
export function financeLeadSwitches(site: Pick<SiteConfig, 'leads' | 'locations' | 'dealerships'>): LeadSwitches {
  return {
    message_required: site.leads.message_required,
    terms_required: site.leads.terms_required,
    terms_message: site.leads.terms_message,
    location_required: site.leads.location_select,
    location_ids: site.locations.map((l) => l.id),
    dealership_required: site.leads.dealership_select,
    dealership_slugs: site.dealerships.map((d) => d.slug),
  };
}

/** Props of `<FinanceEnquiryForm>` on a finance page. */
export function financeFormProps(site: SiteConfig, build: Pick<BuildInfo, 'apiBase'>, subcategory: string | null): FinanceEnquiryFormProps {
  return {
    endpoint: `${apiPrefix(build)}/api/leads`,
    siteSlug: site.slug,
    dealerships: site.dealerships.map((d) => ({ slug: d.slug, name: d.name })),
    switches: financeLeadSwitches(site),
    quickPicks: site.finance.calculator.quick_picks,
    subcategory,
    submitLabel: resolveFinance(site).button_label,
    withSession: site.finance.gated,
  };
}
