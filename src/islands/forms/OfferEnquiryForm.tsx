/**
 * The enquiry form of an offer's page (`/offers/{id}/`, spec §2 offers rows, §4 *Lead form*): the shared
 * lead form engine (`useLeadForm`) with the `offerEnquiry` kind, its category and subcategory from the
 * offer (`offerLead` in `src/domain/offers.ts`, decided at build time) and the comments prefilled with
 * the offer's name. The lead goes to the edge API like every other. Hydrate `client:intent={MAIN_FORM_HYDRATION}`.
 */
import { useMemo } from 'react';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormKind, FormSite } from './types.ts';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface OfferEnquiryFormProps {
  site: FormSite;
  /** The offer: its name, and the lead category and subcategory it sends. */
  offer: { id: string; name: string; category: string; subcategory: string };
  headingLevel?: 2 | 3;
}

export default function OfferEnquiryForm({ site, offer, headingLevel }: OfferEnquiryFormProps) {
  const kind = useMemo<FormKind>(
    () => ({
      ...FORM_KINDS.offerEnquiry,
      category: offer.category,
      subcategory: offer.subcategory,
      messagePrefill: () => `I'm interested in your offer "${offer.name}". Please contact me with the details.`,
    }),
    [offer],
  );
  const f = useLeadForm({ kind, site, car: null });
  return (
    <div className="lead">
      <LeadFormView f={f} kind={kind} site={site} headingLevel={headingLevel} label="Enquire about this offer" />
    </div>
  );
}
