/**
 * The make-an-offer dialog (spec §2 "a make-an-offer dialog"; §5: offer_from_client required, a money
 * field; message and opt-in removed): a 'Make an Offer' button that opens a modal with two steps,
 * 1) your offer 2) your details. The vehicle page places it beside its enquiry form for cars in stock
 * and not reserved (`features.make_an_offer`). Hydrate `client:visible`; the button is disabled until then.
 */
import { useState } from 'react';
import { useHydrated } from './hooks/useHydrated.ts';
import { useLeadForm } from './hooks/useLeadForm.ts';
import { FORM_KINDS } from './lib/kinds.ts';
import type { FormCar, FormSite } from './types.ts';
import { Dialog } from './ui/Dialog.tsx';
import { LeadFormView } from './widgets/LeadFormView.tsx';
import './forms.css';

export interface MakeAnOfferProps {
  site: FormSite;
  car: FormCar;
  /** Button classes beside `.btn` (default 'btn--outline btn--block'). */
  buttonClass?: string;
}

function OfferForm({ site, car }: { site: FormSite; car: FormCar }) {
  const f = useLeadForm({ kind: FORM_KINDS.offer, site, car });
  return <LeadFormView f={f} kind={FORM_KINDS.offer} site={site} headingLevel={3} label={`Make an offer on the ${car.name}`} />;
}

export default function MakeAnOffer({ site, car, buttonClass = 'btn--outline btn--block' }: MakeAnOfferProps) {
  const [open, setOpen] = useState(false);
  const ready = useHydrated();
  return (
    <>
      <button type="button" className={`btn ${buttonClass}`} aria-haspopup="dialog" disabled={!ready} onClick={() => setOpen(true)}>
        Make an Offer
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Make an offer: ${car.name}`}>
        <div className="lead lead--compact">
          <OfferForm site={site} car={car} />
        </div>
      </Dialog>
    </>
  );
}
