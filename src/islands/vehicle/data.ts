/**
 * Reads the vehicle page's embedded data (`<script type="application/json" id="vehicle-data">`,
 * written by `src/components/car/vehicle-data.ts`). Null when absent or unreadable.
 */
import type { VehiclePageData } from './types.ts';

/** The page's `VehiclePageData`, or null. Never throws. */
export function readVehicleData(doc: Document): VehiclePageData | null {
  try {
    const text = doc.getElementById('vehicle-data')?.textContent;
    return text ? (JSON.parse(text) as VehiclePageData) : null;
  } catch (err) {
    console.warn('vehicle page: unreadable #vehicle-data', err);
    return null;
  }
}
