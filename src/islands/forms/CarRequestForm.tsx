/**
 * Reserve online (/cars/{slug}/checkout/, the car known at build time) and the online purchase request
 * (/checkout-journey/?car_id=, the car looked up in the browser) (spec §2; §9 reservation: 48 hours,
 * fully refundable deposit, default $200). No payment provider exists here: both are requests the
 * dealer confirms by phone, and the page says so. Hydrate `client:visible`.
 */
import { useCarLookup } from './hooks/useCarLookup.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormCar, FormSite } from './types.ts';
import { CarSummary } from './ui/CarSummary.tsx';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface CarRequestFormProps {
  site: FormSite;
  kind: 'reserve' | 'purchase';
  car?: FormCar | null;
  carFromQuery?: boolean;
  headingLevel?: 2 | 3;
}

function RequestForm({ site, kind, car, headingLevel }: { site: FormSite; kind: 'reserve' | 'purchase'; car: FormCar | null; headingLevel?: 2 | 3 }) {
  const f = useLeadForm({ kind: FORM_KINDS[kind], site, car });
  return <LeadFormView f={f} kind={FORM_KINDS[kind]} site={site} headingLevel={headingLevel} label={kind === 'reserve' ? 'Reservation request' : 'Purchase request'} />;
}

export default function CarRequestForm(props: CarRequestFormProps) {
  const lookup = useCarLookup(props.site, props.car ?? null, props.carFromQuery ?? false);
  // While the car is looked up (and in the HTML) the car box and the form are already in place, so
  // nothing moves when the car arrives; only a car that is not listed replaces the form with a message.
  const found = lookup.car !== null || lookup.loading;
  return (
    <div className="lead">
      {props.carFromQuery && found && <CarSummary car={lookup.car} loading={lookup.loading} />}
      {found ? <RequestForm site={props.site} kind={props.kind} car={lookup.car} headingLevel={props.headingLevel} /> : (
        <p className="lead-car" role="status">We could not find that car: it may have just been sold. <a href="/search/">Browse our stock</a> or <a href="/contact/">send us an enquiry</a>.</p>
      )}
    </div>
  );
}
