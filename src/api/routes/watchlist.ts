/**
 * The watchlist (issue #13 item 2; spec §3 *Watchlist entry*, §4 "Watchlist save needs a signed-in user
 * with a phone", §7, §8):
 * - `GET /api/watchlist` — `{ cars: [...] }` for the signed-in user on this site, oldest first, each with
 *   its live status and price (a car no longer listed counts as sold and stays on the list).
 * - `POST /api/watchlist/save-car` `{ phone_number, car_id, car? }` and `/remove-car` `{ phone_number, car_id }` (§7) —
 *   `{ success: true, car_ids }`; `phone_number` must be the account's verified mobile. `car` carries the
 *   page's display hints (name, card image path); id, slug, status and price come from the stock.
 * - `POST /api/watchlist/merge` `{ cars: [{ car_id, car? }] }` — the device's favourites at sign-in
 *   (cars that cannot be saved, e.g. sold, are skipped).
 * Errors: 401 no session; 403 no verified phone (the page asks for one); 404 unknown car; 409 sold car
 * not saved / list full; 422 bad body — each `{ error }` that the page shows in its alert (spec §8).
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { canSaveToWatchlist, WATCHLIST_MAX, WATCHLIST_MESSAGES, watchlistBlocker } from '../../domain/watchlist.ts';
import { e164Mobile } from '../auth/auth.ts';
import type { CarRecord } from '../cars.ts';
import type { CommerceDeps } from '../commerce.ts';
import type { ResolvedDeps } from '../deps.ts';
import { fail, fieldErrors, jsonBody, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';
import { sameSiteWrite, withSession, type SessionEnv } from '../session.ts';
import type { WatchlistCar } from '../storage/commerce/types.ts';

const Hints = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    primary_image_url: z
      .string()
      .max(500)
      .regex(/^\/(?!\/)/, 'must be a path on this site')
      .nullish(),
  })
  .optional();
const CarId = z.union(
  [
    z.number().int().positive(),
    z
      .string()
      .regex(/^\d{1,12}$/)
      .transform(Number),
  ],
  { error: 'car_id must be a car id.' },
);
const SaveBody = z.object({ phone_number: z.string().max(40), car_id: CarId, car: Hints });
const MergeBody = z.object({ cars: z.array(z.object({ car_id: CarId, car: Hints })).max(WATCHLIST_MAX) });

/** The stored display record of a car (spec §3 names). */
function watchlistCar(car: CarRecord, hints: z.output<typeof Hints>): WatchlistCar {
  const price = car.offer_price !== null && car.offer_price > 10 ? car.offer_price : car.price;
  return {
    id: car.id,
    slug: car.slug,
    name: hints?.name ?? [car.year, car.make, car.model, car.badge].filter(Boolean).join(' '),
    make: car.make,
    model: car.model,
    year: car.year,
    status: car.status,
    price,
    primary_image_url: hints?.primary_image_url ?? null,
  };
}

/** The watchlist sub-app (mounted at /api/watchlist). */
export function watchlistRoutes(deps: ResolvedDeps, commerce: CommerceDeps): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const store = deps.store.commerce;
  const list = async (tenant: string, userId: string) => {
    const rows = await store.listWatchlist(tenant, userId);
    return rows.map(({ car }) => {
      const live = deps.cars?.byId(tenant, car.id);
      // Not listed any more: sold (spec §4 "sold (or any other status)"), kept with its SOLD state.
      return live
        ? { ...watchlistCar(live, car), primary_image_url: car.primary_image_url }
        : { ...car, status: car.status === 'in_stock' || car.status === 'coming_soon' ? 'sold' : car.status };
    });
  };
  app.use('*', withSession(commerce.auth, true));
  app.get('/', rateLimit(deps, 'read'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ cars: await list(c.get('tenant').slug, c.get('user')!.userId) });
  });

  app.use('/*', sameSiteWrite());
  // A user without a phone gets the §8 message before the body is looked at (403, then 422).
  const gate = createMiddleware<SessionEnv>(async (c, next) => {
    if (watchlistBlocker(c.get('user')!) === 'phone') return fail(c, 403, WATCHLIST_MESSAGES.phone);
    return next();
  });
  for (const action of ['save-car', 'remove-car'] as const) {
    app.post(`/${action}`, rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), gate, validated('json', SaveBody), async (c) => {
      const body = c.req.valid('json');
      const user = c.get('user')!;
      const tenant = c.get('tenant');
      if (e164Mobile(body.phone_number) !== user.phoneNumber) return fieldErrors(c, { phone_number: WATCHLIST_MESSAGES.phoneMismatch });
      const carId = body.car_id;
      if (action === 'remove-car') {
        await store.removeFromWatchlist(tenant.slug, user.userId, carId);
      } else {
        const car = deps.cars?.byId(tenant.slug, carId) ?? null;
        if (!car) return fail(c, 404, WATCHLIST_MESSAGES.unknownCar);
        const saved = (await store.listWatchlist(tenant.slug, user.userId)).some((e) => e.car_id === carId);
        if (!canSaveToWatchlist(car, saved)) return fail(c, 409, WATCHLIST_MESSAGES.soldCar);
        const r = await store.saveToWatchlist(tenant.slug, user.userId, watchlistCar(car, body.car), deps.now(), WATCHLIST_MAX);
        if (r === 'full') return fail(c, 409, WATCHLIST_MESSAGES.full);
      }
      const ids = (await store.listWatchlist(tenant.slug, user.userId)).map((e) => e.car_id);
      return c.json({ success: true, car_ids: ids });
    });
  }
  app.post('/merge', rateLimit(deps, 'write'), jsonBody(deps.bodyLimitBytes), gate, validated('json', MergeBody), async (c) => {
    const tenant = c.get('tenant');
    const user = c.get('user')!;
    const saved = new Set((await store.listWatchlist(tenant.slug, user.userId)).map((e) => e.car_id));
    for (const item of c.req.valid('json').cars) {
      const car = deps.cars?.byId(tenant.slug, item.car_id);
      if (!car || !canSaveToWatchlist(car, saved.has(car.id))) continue;
      if ((await store.saveToWatchlist(tenant.slug, user.userId, watchlistCar(car, item.car), deps.now(), WATCHLIST_MAX)) === 'full') break;
      saved.add(car.id);
    }
    return c.json({ success: true, cars: await list(tenant.slug, user.userId) });
  });
  return app;
}
