/**
 * The guarantees a site advertises (spec §2 guarantees banner; §9 *Reservation and claims*): the entries of
 * the `guarantees` list whose ids the site names in `site.json` `guarantees`, in that order.
 * @throws Error naming the unknown id when the site names a guarantee the list does not define.
 */
import { site } from 'virtual:tenant';
import { allGuarantees } from '../../content/read.ts';
import type { Guarantee } from '../../content/schema/guarantee.ts';

export async function advertisedGuarantees(): Promise<Guarantee[]> {
  const ids: readonly string[] = site.guarantees;
  if (ids.length === 0) return [];
  const all = await allGuarantees();
  return ids.map((id) => {
    const g = all.find((x) => x.id === id);
    if (!g) throw new Error(`site.json guarantees: no guarantee "${id}" (known: ${all.map((x) => x.id).join(', ')})`);
    return g;
  });
}
