/**
 * The parts enquiry of /parts/search/ (spec §2 routes `/parts/search`, §4 *Lead form*; issue 11 item 4):
 * the shared lead form engine (`useLeadForm`) with the `parts` kind (form 'parts', category Parts Enquiry),
 * its comments prefilled with the part a card's Enquire link names (`?part=`, `partNumberFromQuery` in
 * `src/domain/parts.ts`), read after hydration so the server-rendered form stays the same. The lead goes
 * to the edge API like every other. Hydrate `client:visible`.
 */
import { useEffect, useMemo, useState } from 'react';
import { partEnquiryMessage, partNumberFromQuery } from '../../domain/parts.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormKind, FormSite } from './types.ts';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface PartsEnquiryFormProps {
  site: FormSite;
  headingLevel?: 2 | 3;
}

export default function PartsEnquiryForm({ site, headingLevel }: PartsEnquiryFormProps) {
  const [partNumber, setPartNumber] = useState<string | null>(null);
  useEffect(() => setPartNumber(partNumberFromQuery(window.location.search)), []);
  const kind = useMemo<FormKind>(() => ({ ...FORM_KINDS.parts, messagePrefill: () => partEnquiryMessage(partNumber) }), [partNumber]);
  const f = useLeadForm({ kind, site, car: null });
  return (
    <div className="lead">
      <LeadFormView f={f} kind={kind} site={site} headingLevel={headingLevel} label="Parts enquiry" />
    </div>
  );
}
