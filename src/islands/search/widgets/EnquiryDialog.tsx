/**
 * The Quick Enquiry modal (spec §2 "Card buttons: ... Quick Enquiry (modal)"). The enquiry form is
 * another island (`src/islands/forms/QuickEnquiry.tsx`, built separately); this is only the modal
 * shell. When that module exists in the build it is loaded on the first open and rendered with
 * `{ car, onClose }` (its default export, or its named `QuickEnquiry`); when it does not, the
 * card's Quick Enquiry link is left alone and opens the vehicle page's `#enquire` section — which
 * is also what happens before hydration or without JavaScript.
 */
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { SearchDoc } from '../../../stock/search-document.ts';

/** The car the form is about. */
export type EnquiryCar = Pick<
  SearchDoc,
  'id' | 'slug' | 'name' | 'make' | 'model' | 'year' | 'car_type' | 'status' | 'dealership_name' | 'location_name'
>;
type FormProps = { car: EnquiryCar; onClose(): void };
type FormModule = { default?: ComponentType<FormProps>; QuickEnquiry?: ComponentType<FormProps> };

const loaders = import.meta.glob<FormModule>('../../forms/QuickEnquiry.tsx');
const loader = Object.values(loaders)[0] ?? null;
const Form = loader ? lazy(() => loader().then((m) => ({ default: (m.default ?? m.QuickEnquiry)! }))) : null;

/** Opens the modal for a car; null when there is no form module (the link then navigates). */
const EnquiryContext = createContext<((car: EnquiryCar) => void) | null>(null);

export function useQuickEnquiry(): ((car: EnquiryCar) => void) | null {
  return useContext(EnquiryContext);
}

export function EnquiryProvider({ children }: { children: ReactNode }) {
  const [car, setCar] = useState<EnquiryCar | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (car && !dialog.current?.open) dialog.current?.showModal?.();
  }, [car]);
  const close = () => {
    dialog.current?.close();
    setCar(null);
    opener.current?.focus();
  };
  const open = (c: EnquiryCar) => {
    opener.current = document.activeElement as HTMLElement | null;
    setCar(c);
  };
  return (
    <EnquiryContext.Provider value={Form ? open : null}>
      {children}
      {Form && car && (
        <dialog ref={dialog} className="enquiry-dialog" aria-labelledby="enquiry-dialog-title" onClose={() => setCar(null)}>
          <div className="enquiry-dialog__head">
            <h2 id="enquiry-dialog-title" className="enquiry-dialog__title">
              Quick Enquiry: {car.name}
            </h2>
            <button type="button" className="search-drawer__close" aria-label="Close" onClick={close}>
              ×
            </button>
          </div>
          <Suspense fallback={<p>Loading the form…</p>}>
            <Form car={car} onClose={close} />
          </Suspense>
        </dialog>
      )}
    </EnquiryContext.Provider>
  );
}
