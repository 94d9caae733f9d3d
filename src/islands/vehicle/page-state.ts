/**
 * The vehicle page's device-state and API part, loaded when the browser is idle (see `page.ts`):
 * favourite and compare toggles from the device stores (spec §4), the viewed-car record once per id
 * (spec §3, §4), the social view-content event (spec §7) and the view count (spec §7).
 */
import { trackViewContent } from '../../stores/analytics.ts';
import { recordViewedCar } from '../../stores/viewed-cars.ts';
import { initSave } from './save.ts';
import { initViewCount } from './view-count.ts';
import type { VehiclePageData } from './types.ts';

/** Wires the stateful parts of the page. */
export function initPageState(doc: Document, data: VehiclePageData): void {
  const c = data.car;
  initSave(doc, data);
  recordViewedCar({ id: c.id, stocknum: c.stocknum, make: c.make, model: c.model, body: c.body, simple_body: c.simple_body });
  trackViewContent({ price: c.selling_price, make: c.make, model: c.model, year: c.year, colour: c.colour });
  void initViewCount(doc, data);
}
