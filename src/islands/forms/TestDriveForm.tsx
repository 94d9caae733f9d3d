/**
 * The test-drive form island (spec §2 /book-test-drive, §5 *Test-drive form*): contact details, then
 * the location (when the car does not fix it), an optional date and time from the location's free
 * slots, optional comments. Events 17 (new or other) / 48 (used). Hydrate `client:visible`, or
 * `client:intent` (`MAIN_FORM_HYDRATION`) where it is the page's main content.
 */
import { useCarLookup } from './hooks/useCarLookup.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormCar, FormSite } from './types.ts';
import { CarSummary } from './ui/CarSummary.tsx';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface TestDriveFormProps {
  site: FormSite;
  /** The car to drive, when the page knows it (vehicle page). */
  car?: FormCar | null;
  /** Read `?car_id=` and look the car up in the browser (/book-test-drive/). */
  carFromQuery?: boolean;
  headingLevel?: 2 | 3;
  showCar?: boolean;
}

export default function TestDriveForm(props: TestDriveFormProps) {
  const lookup = useCarLookup(props.site, props.car ?? null, props.carFromQuery ?? false);
  const f = useLeadForm({ kind: FORM_KINDS.testDrive, site: props.site, car: lookup.car });
  return (
    <div className="lead">
      {(props.showCar ?? props.carFromQuery) && <CarSummary lookup={lookup} />}
      <LeadFormView f={f} kind={FORM_KINDS.testDrive} site={props.site} headingLevel={props.headingLevel} label="Book a test drive" />
    </div>
  );
}
