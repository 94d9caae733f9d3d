/**
 * The view count (spec §7 `GET {api base}/cars/{slug}/view.json` with photos_count, updated_at and
 * website_id; §8 "View-count fetch not ok: returns nothing, silently"). Shows '· {n} views' after the
 * stock number, on the same line, so nothing moves, and the answer's `car_fields` (the car's live
 * values when this page is stale) as a notice above the price (`live-fields.ts`). A site built without an
 * API origin asks `/api/...` on its own host (`apiPrefix`).
 */
import { groupThousands, parseLiveFields, showLiveNotice, type LiveCarFields } from './live-fields.ts';
import type { VehiclePageData } from './types.ts';

/** The answer of the view call: the count (null when absent or invalid) and the live car fields. */
export interface ViewAnswer {
  views: number | null;
  carFields: LiveCarFields;
}

/** The view call's answer, or null when the call fails or is not ok. Never throws. */
export async function fetchViewAnswer(data: VehiclePageData, fetcher: typeof fetch = fetch): Promise<ViewAnswer | null> {
  try {
    const res = await fetcher(data.api.viewUrl, { headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    const body = (await res.json()) as { views?: unknown };
    const views = typeof body.views === 'number' && Number.isFinite(body.views) && body.views >= 0 ? body.views : null;
    return { views, carFields: parseLiveFields(body) };
  } catch {
    return null;
  }
}

/** The view count from the API, or null when the call fails or is not ok. Never throws. */
export async function fetchViews(data: VehiclePageData, fetcher: typeof fetch = fetch): Promise<number | null> {
  return (await fetchViewAnswer(data, fetcher))?.views ?? null;
}

/** '· 1 view', '· 1,234 views'. */
export function viewsLabel(views: number): string {
  return ` · ${groupThousands(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** Fetches and shows the count in `[data-view-count]`, and a notice when the car changed since the build. */
export async function initViewCount(doc: Document, data: VehiclePageData): Promise<void> {
  const answer = await fetchViewAnswer(data);
  if (!answer) return;
  const slot = doc.querySelector('[data-view-count]');
  if (slot && answer.views !== null) slot.textContent = viewsLabel(answer.views);
  showLiveNotice(doc, data.car, answer.carFields);
}
