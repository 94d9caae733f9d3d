/**
 * 'Find Me Something Similar' (spec §4 *Stock status*: sold cars; the enquiry is prefilled with a
 * find-me-something-similar message and subcategory). The vehicle page renders it in its
 * `#find-similar` section for a sold car. Hydrate `client:visible`.
 */
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormCar, FormSite } from './types.ts';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface FindSimilarProps {
  site: FormSite;
  /** The sold car (`carFromStock(car, image)`). */
  car: FormCar;
  headingLevel?: 2 | 3;
}

export default function FindSimilar({ site, car, headingLevel = 3 }: FindSimilarProps) {
  const f = useLeadForm({ kind: FORM_KINDS.findSimilar, site, car });
  return (
    <div className="lead">
      <LeadFormView f={f} kind={FORM_KINDS.findSimilar} site={site} headingLevel={headingLevel} label="Find me something similar" />
    </div>
  );
}
