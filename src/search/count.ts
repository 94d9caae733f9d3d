/**
 * The result count shown above the results (spec §9 "A count above 1999 is replaced by the configured
 * stock count or the summed facet counts"). Hosted engines estimate large totals; past 1999 the
 * page shows the tenant's configured `stock_count`, else the sum of one facet's counts that
 * partitions the results (`car_type`: every car has exactly one), else the engine's number.
 */

/** The largest count shown as the engine reports it (spec §9). */
export const MAX_EXACT_COUNT = 1999;

/** The count to show for `nbHits` (see the module comment). `partition`: counts of a facet every hit has exactly one value of. */
export function displayCount(nbHits: number, stockCount: number | null, partition?: Readonly<Record<string, number>> | null): number {
  if (nbHits <= MAX_EXACT_COUNT) return nbHits;
  if (stockCount !== null && stockCount > 0) return stockCount;
  const summed = partition ? Object.values(partition).reduce((a, b) => a + b, 0) : 0;
  return summed > 0 ? summed : nbHits;
}

/** '1 car found', '1,544 cars found'. */
export function resultCountText(n: number): string {
  return n === 1 ? '1 car found' : `${n.toLocaleString('en-AU')} cars found`;
}
