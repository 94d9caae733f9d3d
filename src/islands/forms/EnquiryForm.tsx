/**
 * The enquiry form island (spec §2 enquiry pages, §4 *Lead form*: multi-step, 1) your details
 * 2) your enquiry): the vehicle page's `#enquire` section (`kind="vehicle"` with the car), /contact,
 * /contact-us and /enquiries/* (general, new-vehicle, service, parts, fleet, feedback), /fleet
 * ('Get In Touch'), /careers and the service booking on /genuine-service. Hydrate `client:visible`; above
 * the fold (/customer-feedback-survey/) `client:intent`, so React does not boot during load.
 */
import { useCarLookup } from './hooks/useCarLookup.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormCar, FormSite } from './types.ts';
import { CarSummary } from './ui/CarSummary.tsx';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

/** The enquiry-style kinds this island renders. */
export type EnquiryKind = 'general' | 'vehicle' | 'newVehicle' | 'service' | 'serviceBooking' | 'parts' | 'fleet' | 'feedback' | 'careers';

export interface EnquiryFormProps {
  /** The site slice (`formSite(site, build, stock)` from `src/components/forms/form-site.ts`). */
  site: FormSite;
  /** Default 'vehicle' when a car is given, else 'general'. */
  kind?: EnquiryKind;
  /** The car being enquired about (vehicle page: `carFromStock(car, image)`). */
  car?: FormCar | null;
  /** Read `?car_id=` and look the car up in the browser. */
  carFromQuery?: boolean;
  /** Accessible name of the form, e.g. 'Enquire about this car'. */
  label?: string;
  headingLevel?: 2 | 3;
  /** Show the car summary above the form (off on the vehicle page, which shows the car already). */
  showCar?: boolean;
}

export default function EnquiryForm(props: EnquiryFormProps) {
  const lookup = useCarLookup(props.site, props.car ?? null, props.carFromQuery ?? false);
  const kind = FORM_KINDS[props.kind ?? (props.car ? 'vehicle' : 'general')];
  const f = useLeadForm({ kind, site: props.site, car: lookup.car });
  return (
    <div className="lead">
      {(props.showCar ?? props.carFromQuery) && <CarSummary lookup={lookup} />}
      <LeadFormView f={f} kind={kind} site={props.site} headingLevel={props.headingLevel} label={props.label ?? 'Enquiry form'} />
    </div>
  );
}
