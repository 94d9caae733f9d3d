/**
 * The vehicle page's one module script (spec §2 *Vehicle detail* and *Vehicle sidebar*): wires the
 * static HTML. Every part checks its own elements, so a template without a part simply skips it.
 *
 * At load only listeners are attached (sections, share, calls, sticky bar, Print to PDF, map, toasts):
 * no storage, no network. What reads device storage or calls the API (favourites and compare state,
 * the viewed-car record, the view count, the view-content event) loads in its own chunk when the
 * browser is idle — or at once when the visitor reaches for the save row — so it never lengthens a
 * task while the page is still loading. jsPDF and MapLibre load later still, on demand.
 */
import { readVehicleData } from './data.ts';
import { initSections } from './sections.ts';
import { initToaster } from './toaster.ts';
import { initShare } from './share.ts';
import { initCalls } from './calls.ts';
import { initStickyBar } from './sticky-bar.ts';
import { initPdf } from './pdf.ts';
import { initMap } from './map.ts';

const doc = document;
const data = readVehicleData(doc);
initSections(doc);
initToaster(doc);
initShare(doc);
initStickyBar(doc);
initPdf(doc);
initMap(doc);
if (data) {
  initCalls(doc, data);
  let state: Promise<void> | null = null;
  let ready = false;
  const later = () =>
    (state ??= import('./page-state.ts').then((m) => {
      m.initPageState(doc, data);
      ready = true;
    }));
  const saveRow = doc.querySelector('.save-row');
  saveRow?.addEventListener('pointerenter', () => void later(), { once: true });
  saveRow?.addEventListener('focusin', () => void later(), { once: true });
  // A press that comes before the state is wired is replayed once it is.
  saveRow?.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest<HTMLButtonElement>('[data-favourite], [data-compare]');
      if (ready || !button) return;
      e.stopImmediatePropagation();
      void later().then(() => button.click());
    },
    { capture: true },
  );
  if ('requestIdleCallback' in window) requestIdleCallback(() => void later(), { timeout: 2000 });
  else setTimeout(() => void later(), 200);
}
