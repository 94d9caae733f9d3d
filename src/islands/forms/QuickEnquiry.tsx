/**
 * The Quick Enquiry form of the search result cards (spec §2 "Card buttons: … Quick Enquiry (modal)"):
 * one short step (name, email, mobile, postcode, comments prefilled for the car). The search island's
 * dialog shell lazy-loads this module and renders `<QuickEnquiry car={hit} onClose={close} />` inside
 * its modal; `site` is optional there: without it the form reads the site slice the page embeds with
 * `<FormSiteData />`. Without either, it links to the car's own enquiry section.
 */
import { useMemo } from 'react';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { carFromDoc, type DocCarFields } from './lib/car.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import { readFormSite } from './lib/site-data.ts';
import type { FormSite } from './types.ts';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface QuickEnquiryProps {
  /** The card's car (a search document, or `{ id, slug, name, stocknum, make, model, car_type, status, dealership_id, … }`). */
  car: DocCarFields;
  /** Called when the visitor is done (the shell closes its dialog); unused while the form is open. */
  onClose?: () => void;
  /** The site slice; read from the page's embedded JSON when absent. */
  site?: FormSite | null;
}

function Form({ car, site }: { car: DocCarFields; site: FormSite }) {
  const formCar = useMemo(() => carFromDoc(car, site), [car, site]);
  const f = useLeadForm({ kind: FORM_KINDS.quick, site, car: formCar });
  return <LeadFormView f={f} kind={FORM_KINDS.quick} site={site} headingLevel={3} label={`Quick enquiry about the ${car.name}`} />;
}

export function QuickEnquiry({ car, site }: QuickEnquiryProps) {
  const resolved = useMemo(() => site ?? readFormSite(), [site]);
  if (!resolved) return <p>Please <a href={`/cars/${car.slug}/#enquire`}>enquire on the car's page</a>.</p>;
  return <div className="lead lead--compact"><Form car={car} site={resolved} /></div>;
}

export default QuickEnquiry;
