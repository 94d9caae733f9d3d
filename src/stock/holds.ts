/**
 * Cars held by a reservation deposit (issue #13 item 4: "the hold shows on the car at once … and in the
 * next build"). The edge API lists a tenant's held cars (`GET /api/reservations/held-cars`); a build given
 * that list marks those cars reserved before any page or search document is made, so the vehicle page,
 * the search card and the search index all show the car as reserved (spec §4 stock status: a reserved car
 * stays listed, labelled reserved). Pure.
 */
import { z } from 'zod';

/**
 * A held-cars file for `npm run build -- --held-cars <file>`: tenant slug → the ids of its held cars,
 * e.g. `{ "harbourline-mazda": [101234, 101240] }` (what the API's held-cars call answers, per tenant).
 */
export const HeldCarsFile = z.record(z.string().regex(/^[a-z0-9-]+$/, 'expected a tenant slug'), z.array(z.number().int().positive()));
export type HeldCarsFile = z.output<typeof HeldCarsFile>;

/**
 * The cars with the held ones marked `reserved: true` (others unchanged, same order). A held id that is
 * not among `cars` (sold meanwhile, another location) is ignored.
 * @returns the new list and how many cars it marked.
 */
export function markHeldCars<T extends { id: number; reserved: boolean }>(
  cars: readonly T[],
  held: readonly number[],
): { cars: T[]; marked: number } {
  const ids = new Set(held);
  let marked = 0;
  const out = cars.map((car) => {
    if (!ids.has(car.id) || car.reserved) return car;
    marked++;
    return { ...car, reserved: true };
  });
  return { cars: out, marked };
}
