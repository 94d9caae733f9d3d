/**
 * The vehicle page's one module script (spec §2 *Vehicle detail* and *Vehicle sidebar*): wires the
 * static HTML. Every part checks its own elements, so a template without a part simply skips it.
 * Heavy parts (jsPDF, MapLibre) load later, on demand.
 */
import { recordViewedCar } from '../../stores/viewed-cars.ts';
import { trackViewContent } from '../../stores/analytics.ts';
import { readVehicleData } from './data.ts';
import { initSections } from './sections.ts';
import { initToaster } from './toaster.ts';
import { initShare } from './share.ts';
import { initSave } from './save.ts';
import { initCalls } from './calls.ts';
import { initViewCount } from './view-count.ts';
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
  const c = data.car;
  initSave(doc, data);
  initCalls(doc, data);
  void initViewCount(doc, data);
  // Spec §4 "Viewed cars are recorded once per car id" (§3 record fields).
  recordViewedCar({ id: c.id, stocknum: c.stocknum, make: c.make, model: c.model, body: c.body, simple_body: c.simple_body });
  trackViewContent({ price: c.selling_price, make: c.make, model: c.model, year: c.year, colour: c.colour });
}
