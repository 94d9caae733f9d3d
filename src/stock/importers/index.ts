/**
 * The feed formats the import knows, and detection from a header row.
 * Add a format: write `src/stock/importers/<format>.ts` exporting a `FeedImporter`, list it here.
 */
import { auVehiclePrices } from './au-vehicle-prices.ts';
import { caravanDms } from './caravan-dms.ts';
import type { FeedImporter } from './types.ts';

export type { CarDraft, FeedImporter, RowIssue } from './types.ts';

/** Every known format, tried in this order. */
export const IMPORTERS: readonly FeedImporter[] = [auVehiclePrices, caravanDms];

/** The importer whose `detect` accepts `header`, or null. */
export function detectImporter(header: readonly string[], importers: readonly FeedImporter[] = IMPORTERS): FeedImporter | null {
  return importers.find((imp) => imp.detect(header)) ?? null;
}
