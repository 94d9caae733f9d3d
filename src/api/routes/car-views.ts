/**
 * `GET /api/cars/{slug}/view.json?photos_count=&updated_at=&website_id=` — counts a view of a car's
 * page and returns `{ views, car_fields }` (spec §7). `car_fields` holds the live values of the car
 * when the static page is stale (its `updated_at` or `photos_count` differ from the stock the API
 * knows), else `{}`. Answers 404 for a slug that is not a car of the site (the page then shows
 * nothing, spec §8), 422 for a bad query.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { CarRecord } from '../cars.ts';
import type { ApiEnv, ResolvedDeps } from '../deps.ts';
import { API_MESSAGES, fail, fieldErrors, validated } from '../http.ts';
import { rateLimit } from '../middleware.ts';

/** Messages of this route. */
export const VIEW_MESSAGES = {
  photosCount: 'photos_count must be a whole number.',
  updatedAt: 'updated_at must be a date-time.',
  websiteId: "website_id must be this site's slug.",
} as const;

const ViewQuery = z.object({
  photos_count: z
    .string()
    .regex(/^\d{1,6}$/, VIEW_MESSAGES.photosCount)
    .transform(Number)
    .optional(),
  updated_at: z
    .string()
    .max(40, VIEW_MESSAGES.updatedAt)
    .refine((s) => Number.isFinite(Date.parse(s)), VIEW_MESSAGES.updatedAt)
    .optional(),
  website_id: z.string().max(100, VIEW_MESSAGES.websiteId).optional(),
});

/** The fields a stale page refreshes (spec §3 names). */
export function liveCarFields(car: CarRecord) {
  return {
    price: car.price,
    offer_price: car.offer_price,
    before_price: car.before_price,
    status: car.status,
    reserved: car.reserved,
    km: car.km,
    photos_count: car.photos_count,
    updated_at: car.updated_at,
  };
}

/** The car-views sub-app (mounted at /api/cars). */
export function carViewRoutes(deps: ResolvedDeps): Hono<ApiEnv> {
  const app = new Hono<ApiEnv>();
  app.get('/:slug/view.json', rateLimit(deps, 'read'), validated('query', ViewQuery), async (c) => {
    const tenant = c.get('tenant');
    const slug = c.req.param('slug');
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 200) return fail(c, 404, API_MESSAGES.notFound);
    const q = c.req.valid('query');
    if (q.website_id !== undefined && q.website_id !== tenant.slug) return fieldErrors(c, { website_id: VIEW_MESSAGES.websiteId });
    const car = deps.cars?.bySlug(tenant.slug, slug) ?? null;
    if (!car && deps.cars?.knows(tenant.slug)) return fail(c, 404, API_MESSAGES.notFound);
    const views = await deps.store.incrementViews(tenant.slug, slug);
    const stale =
      car !== null &&
      ((q.updated_at !== undefined && Date.parse(q.updated_at) !== Date.parse(car.updated_at)) ||
        (q.photos_count !== undefined && q.photos_count !== car.photos_count));
    // A deposit hold (issue #13) shows at once, before the next build marks the car reserved.
    const held =
      car !== null && deps.commerce !== undefined && (await deps.store.commerce.activeReservation(tenant.slug, car.id))?.status === 'held';
    c.header('Cache-Control', 'no-store');
    return c.json(
      { views, car_fields: stale || (held && !car.reserved) ? { ...liveCarFields(car), reserved: car.reserved || held } : {} },
      200,
    );
  });
  return app;
}
