/**
 * The view count (spec §7 `GET {api base}/cars/{slug}/view.json` with photos_count, updated_at and
 * website_id; §8 "View-count fetch not ok: returns nothing, silently"). Shows '· {n} views' after the
 * stock number, on the same line, so nothing moves. Skipped when the site has no API.
 */
import type { VehiclePageData } from './types.ts';

/** The view count from the API, or null when the call is skipped, fails or is not ok. Never throws. */
export async function fetchViews(data: VehiclePageData, fetcher: typeof fetch = fetch): Promise<number | null> {
  if (!data.api.viewUrl) return null;
  try {
    const res = await fetcher(data.api.viewUrl, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { views?: unknown };
    return typeof body.views === 'number' && Number.isFinite(body.views) && body.views >= 0 ? body.views : null;
  } catch {
    return null;
  }
}

/**
 * '· 1 view', '· 1,234 views'. Thousands separators by hand: `domain/money.ts` builds three
 * `Intl.NumberFormat`s when it loads (~40 ms on a mid-range phone), too much for one number.
 */
export function viewsLabel(views: number): string {
  const n = String(Math.round(views)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return ` · ${n} ${views === 1 ? 'view' : 'views'}`;
}

/** Fetches and shows the count in `[data-view-count]`. */
export async function initViewCount(doc: Document, data: VehiclePageData): Promise<void> {
  const slot = doc.querySelector('[data-view-count]');
  if (!slot) return;
  const views = await fetchViews(data);
  if (views !== null) slot.textContent = viewsLabel(views);
}
