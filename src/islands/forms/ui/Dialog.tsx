/**
 * A modal dialog on the native `<dialog>` element (focus kept inside, Escape closes, the page behind is
 * inert), titled by its heading; focus returns to the element that opened it. Props only.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

export function Dialog({ open, onClose, title, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = `${useId().replace(/[^a-zA-Z0-9_-]/g, '')}-title`;
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement as HTMLElement | null;
      d.showModal();
    } else if (!open && d.open) {
      d.close();
    }
    if (!open) opener.current?.focus();
  }, [open]);
  return (
    <dialog ref={ref} className="lead-dialog" aria-labelledby={titleId} onClose={onClose}>
      <div className="lead-dialog__head">
        <h2 id={titleId} className="lead-dialog__title">
          {title}
        </h2>
        <button type="button" className="lead-dialog__close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {open && children}
    </dialog>
  );
}
