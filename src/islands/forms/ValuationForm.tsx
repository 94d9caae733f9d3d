/**
 * The trade-in / sell-your-car valuation request island (spec §2 /trade-in, /sell-my-car,
 * /sell-your-car, /cars/trade-in?car_id=; §3 *Valuation payloads*; §5 online estimate rule):
 * 1) your car (rego and state, year, make, model, odometer) 2) your details. There is no valuation
 * provider, so it says plainly that an appraiser will call. Hydrate `client:visible`, or `client:intent`
 * (`MAIN_FORM_HYDRATION`) where it is the page's main content.
 */
import { useCarLookup } from './hooks/useCarLookup.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import { estimateEligibility, estimateNote, saveValuation, valuationRecord, valuationSubcategory } from './lib/valuation.ts';
import type { FieldName, FormSite, FormValues } from './types.ts';
import { CarSummary } from './ui/CarSummary.tsx';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface ValuationFormProps {
  site: FormSite;
  /** 'tradeIn' (category Trade-In Valuation, opt_in_trade) or 'sellCar' (category Sell My Car). */
  kind: 'tradeIn' | 'sellCar';
  /** /cars/trade-in: read `?car_id=` (the car the visitor wants) for the lead, and show it unless `showCar` is false. */
  carFromQuery?: boolean;
  /** Draw the car box (default: when `carFromQuery`); false where the page draws it (`CarFromUrl.astro`). */
  showCar?: boolean;
  headingLevel?: 2 | 3;
}

const year = () => new Date().getFullYear();

export default function ValuationForm(props: ValuationFormProps) {
  const lookup = useCarLookup(props.site, null, props.carFromQuery ?? false);
  const kind = FORM_KINDS[props.kind];
  const eligible = (v: FormValues) => estimateEligibility(v, year());
  const f = useLeadForm({
    kind,
    site: props.site,
    car: lookup.car,
    subcategory: (v) => valuationSubcategory(eligible(v)),
    afterSuccess: (id, v) => void saveValuation(props.site.apiBase, props.site.slug, valuationRecord(id, v, eligible(v))),
  });
  const note = estimateNote(eligible(f.values));
  const after = (field: FieldName) =>
    field === 'trade_in.km' && note ? (
      <p className="lead-note" role="status">
        {note}
      </p>
    ) : null;
  return (
    <div className="lead">
      {(props.showCar ?? props.carFromQuery) && <CarSummary lookup={lookup} />}
      <LeadFormView f={f} kind={kind} site={props.site} headingLevel={props.headingLevel} label="Valuation request" after={after} />
    </div>
  );
}
