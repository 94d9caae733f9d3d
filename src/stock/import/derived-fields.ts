/**
 * What each derived Car field of a snapshot is and how it was made, written to the snapshot's
 * `source.derived` so a reader of the file (not only of this code) can tell real feed values from
 * derived and simulated ones (`../shared/data/README.md`: "never passed off as real"). Each car names
 * its own derived fields in `derived_fields`; this is the legend for those names.
 */
import { CREATED_SPREAD_DAYS, DERIVED_SHARES } from './derive.ts';
import { COMMENTS_SHARE } from './content.ts';
import { IMAGELESS_SHARE } from './build-car.ts';

const pct = (share: number): string => `${Math.round(share * 100)}%`;

/** Field name → how it was derived. Simulated fields say so: they are sample data, not facts about the car. */
export const DERIVED_FIELD_NOTES: Readonly<Record<string, string>> = {
  id: 'hashed from the feed row (or its stock number)',
  slug: 'year, make, model, badge and stock number',
  stocknum: 'N/U/D (new/used/demo) and the id in base 36: the feed has no stock numbers',
  status: `simulated: about ${pct(DERIVED_SHARES.sold)} sold and ${pct(DERIVED_SHARES.comingSoon)} coming soon; a status the feed states (listing label) is kept and not listed as derived`,
  sold_date_timestamp: 'simulated: 0 to 6 days before generated_at, for simulated sold cars',
  reserved: `simulated: about ${pct(DERIVED_SHARES.reserved)} of in-stock cars; a pre-order is never reserved`,
  certified: `simulated: about ${pct(DERIVED_SHARES.certified)} of used cars at most 5 years old`,
  tag: `simulated: 'Test Drive Only' on about ${pct(DERIVED_SHARES.testDriveOnly)} of demo cars`,
  created_at: `simulated: within ${CREATED_SPREAD_DAYS} days before generated_at`,
  updated_at: 'simulated: between created_at and generated_at',
  dealercomments: `restates the car's own fields (about ${pct(1 - COMMENTS_SHARE)} of cars without feed comments get none)`,
  standardEquipment: "restates the car's own fields",
  images: `a neutral placeholder silhouette in the car's colour, not a photo (about ${pct(IMAGELESS_SHARE)} of cars have none)`,
  thumbnails: 'the placeholder image',
  primary_image_url: 'the placeholder image',
  photos_count: 'the placeholder image',
  simple_fuel:
    'read from the listing title where the feed has no fuel type (e.g. Electric for a Nissan Leaf, Hybrid for a title saying Hybrid)',
  simple_transmission: 'read from the listing title where the feed has no transmission (Auto, CVT, DSG, Manual …)',
  drive: 'read from the listing title where the feed has no drive type (4x4, AWD, quattro, xDrive …)',
  simple_body: 'read from the listing title where the feed has no body type (Sedan, Hatch, Wagon, Cab Chassis …)',
  doors: 'read from the listing title where the feed has no door count (4dr)',
  seats: 'read from the listing title where the feed has no seat count (7 Seats, 8st)',
  private_postcode: 'looked up from the suburb and state in the ABS 2016 suburbs table',
  autograb_data: 'medians of comparable cars in this snapshot (import/medians.ts), not market data',
};

/** The notes of the derived fields `cars` use, sorted by field. @throws Error naming a field without a note (a bug: add it above). */
export function derivedFieldNotes(cars: readonly { derived_fields: readonly string[] }[]): Record<string, string> {
  const used = [...new Set(cars.flatMap((c) => c.derived_fields))].sort();
  const missing = used.filter((f) => !(f in DERIVED_FIELD_NOTES));
  if (missing.length) throw new Error(`derived fields without a note in derived-fields.ts: ${missing.join(', ')}`);
  return Object.fromEntries(used.map((f) => [f, DERIVED_FIELD_NOTES[f] as string]));
}
