/**
 * The Quick Enquiry form of the search result cards (spec §2 "Card buttons: … Quick Enquiry (modal)"):
 * one short step (name, email, mobile, postcode, comments prefilled for the car). The search island's
 * dialog shell lazy-loads this module and renders `<QuickEnquiry car={hit} onClose={close} />` inside
 * its modal. `site` is optional: without it the form loads the slice from `/forms/site.json`
 * or fetches `/forms/site.json` once. If neither answers, it links to the car's own enquiry section.
 */
import { useEffect, useMemo, useState } from 'react';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { carFromDoc, type DocCarFields } from './lib/car.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import { loadFormSite } from './lib/site-data.ts';
import type { FormSite } from './types.ts';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface QuickEnquiryProps {
  /** The card's car (a search document, or `{ id, slug, name, stocknum, make, model, car_type, status, dealership_id, … }`). */
  car: DocCarFields;
  /** Called when the visitor is done (the shell closes its dialog); unused while the form is open. */
  onClose?: () => void;
  /** The site slice; found on the page or fetched when absent. */
  site?: FormSite | null;
}

function Form({ car, site }: { car: DocCarFields; site: FormSite }) {
  const formCar = useMemo(() => carFromDoc(car, site), [car, site]);
  const f = useLeadForm({ kind: FORM_KINDS.quick, site, car: formCar });
  return <LeadFormView f={f} kind={FORM_KINDS.quick} site={site} headingLevel={3} label={`Quick enquiry about the ${car.name}`} />;
}

export function QuickEnquiry({ car, site }: QuickEnquiryProps) {
  const [loaded, setLoaded] = useState<FormSite | null | 'loading'>(site ?? 'loading');
  useEffect(() => {
    if (site) return setLoaded(site);
    let live = true;
    void loadFormSite().then((s) => {
      if (live) setLoaded(s);
    });
    return () => {
      live = false;
    };
  }, [site]);
  if (loaded === 'loading') return <p role="status">Loading the form…</p>;
  if (!loaded)
    return (
      <p>
        Please <a href={`/cars/${car.slug}/#enquire`}>enquire on the car's page</a>.
      </p>
    );
  return (
    <div className="lead lead--compact">
      <Form car={car} site={loaded} />
    </div>
  );
}
