/**
 * Print to PDF buttons (spec §2 "Print to PDF (if printable)"; §4 *Print PDF*: shows a spinner and
 * 'Preparing...', then the file is saved as {slug}.pdf; §8 failure: an alert with the error message).
 * Only the listener is loaded with the page: the printable reader, the saver and jsPDF load on the
 * first press.
 */
import type { PrintableCar } from './printable.ts';

/** The label while the PDF is built (spec §4). */
export const PREPARING_LABEL = 'Preparing...';

/**
 * Wires every `[data-print-pdf]` button of `doc` (`data-slug` names the file). `source` gives the
 * printable car (default: read from `doc`, the vehicle page itself).
 */
export function initPdf(doc: Document, source?: () => PrintableCar | null): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-print-pdf]')) {
    const label = button.querySelector('[data-label]') ?? button;
    const original = label.textContent;
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-busy') === 'true') return;
      button.setAttribute('aria-busy', 'true');
      label.textContent = PREPARING_LABEL;
      try {
        const [{ savePdf }, { readPrintable }] = await Promise.all([import('./pdf-save.ts'), import('./printable.ts')]);
        const car = source ? source() : readPrintable(doc);
        if (car) await savePdf(doc, car, button.dataset.slug ?? 'car');
      } catch (err) {
        doc.defaultView?.alert(err instanceof Error ? err.message : String(err));
      } finally {
        button.removeAttribute('aria-busy');
        label.textContent = original;
      }
    });
  }
}
