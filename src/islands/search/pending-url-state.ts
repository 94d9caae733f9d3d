/**
 * A search page opened with a search state of its own in the URL (a shared link, `/search/?make=Kia`) shows the
 * results it was built for until the island wakes and searches for that state: on a slow phone (CPU 20× slower)
 * 6–12 s of cars the link did not ask for, with their count, under the right URL. Until the island shows the
 * link's results, the page says so: the results and the filters are dimmed and a status line, announced to screen
 * readers, reads {@link PENDING_MESSAGE}. A link with only other parameters (`utm_source`, `gclid`) is the built
 * page, and nothing changes (`urlHasOwnState`).
 *
 * The search page loads this module after its first paint (`AfterPaint`: no request competes with the first card's
 * photo, the page's LCP), and only when its URL has a query string (9.5 KB, 3.9 KB gzipped, a chunk shared with the
 * island: the routing rules), and runs {@link markPendingUrlState}. The island calls {@link announceResultsShown} each
 * time a search of its own has finished (`SearchApp.tsx`), which ends the notice, or prevents it when the island was
 * quicker than the check; {@link PENDING_LIMIT_MS} ends it too, so that nothing stays dimmed if the island never wakes
 * (its script blocked). When a landing page shows exactly the link's search (`/search/?make=Kia`, which is what a buyer
 * copies from `/search/` after ticking Kia), the link is replaced by that page (`/search/kia/`) instead, unless the
 * buyer has already tapped or typed on the page.
 */
import { urlHasOwnState, type SearchRoutingOptions } from '../../search/url-router.ts';
import { sharedLinkLanding } from '../../search/facet-links.ts';
import { loadServedState } from './served-state.ts';

/** The element holding the page's route (JSON of `routeBase`, `preset`, `servedUrl`), around the island. */
export const ROUTE_ATTRIBUTE = 'data-search-route';
/** Set on that element while the link's results are not shown yet (the CSS dims the results and filters). */
export const PENDING_ATTRIBUTE = 'data-search-pending';
/** The status line inside that element (`role="status"`), empty unless pending. */
export const PENDING_STATUS_CLASS = 'search-pending';
/** Fired on `window` by the island when a search of its own has finished and its results are drawn. */
export const URL_STATE_SHOWN_EVENT = 'search:results-shown';
/** Set on `<html>` once the island has shown a search of its own: a check made after that has nothing to wait for. */
export const SHOWN_ATTRIBUTE = 'data-search-shown';
/** What the status line says while pending. */
export const PENDING_MESSAGE = 'Loading the cars for your link…';
/** The longest the notice stays, ms, whatever happens to the island. */
export const PENDING_LIMIT_MS = 30_000;

/** The page's route as the search page writes it into {@link ROUTE_ATTRIBUTE}. */
export type PageRoute = Pick<SearchRoutingOptions, 'routeBase' | 'preset' | 'servedUrl'>;

/**
 * Marks the page's results as pending when the URL asks for another state than the page's own (see the module);
 * a no-op on a page without {@link ROUTE_ATTRIBUTE} or opened at its own state.
 */
export function markPendingUrlState(doc: Document = document): void {
  const holder = doc.querySelector<HTMLElement>(`[${ROUTE_ATTRIBUTE}]`);
  const status = holder?.querySelector<HTMLElement>(`.${PENDING_STATUS_CLASS}`);
  if (!holder || !status) return;
  const route = JSON.parse(holder.getAttribute(ROUTE_ATTRIBUTE) ?? '{}') as PageRoute;
  if (doc.documentElement.hasAttribute(SHOWN_ATTRIBUTE) || !urlHasOwnState(doc.location.href, route)) return;
  holder.setAttribute(PENDING_ATTRIBUTE, '');
  status.textContent = PENDING_MESSAGE;
  const view = doc.defaultView ?? window;
  const done = () => {
    view.clearTimeout(limit);
    view.removeEventListener(URL_STATE_SHOWN_EVENT, done);
    holder.removeAttribute(PENDING_ATTRIBUTE);
    status.textContent = '';
  };
  const limit = view.setTimeout(done, PENDING_LIMIT_MS);
  view.addEventListener(URL_STATE_SHOWN_EVENT, done);
  void goToLanding(doc, route, watchFirstAction(doc));
}

/** The events that say the buyer has started using the page: a tap or click, a key, typing. */
const ACTION_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** A flag that turns true at the buyer's first action on the page from now on (`ACTION_EVENTS`, capture phase). */
function watchFirstAction(doc: Document): { acted: boolean } {
  const seen = { acted: false };
  const onAction = () => {
    seen.acted = true;
    for (const type of ACTION_EVENTS) doc.removeEventListener(type, onAction, true);
  };
  for (const type of ACTION_EVENTS) doc.addEventListener(type, onAction, true);
  return seen;
}

/**
 * When a landing page shows exactly the link's search (`/search/?make=Kia` → `/search/kia/`, `sharedLinkLanding`),
 * replaces the link with it (no new history entry; tracking parameters kept): a static page with the link's cars, at
 * once, instead of other cars until the island wakes (6–12 s on a slow phone). The landings come from the page's
 * state file, which the island loads too (one fetch, `loadServedState`). Not once the island has shown its own
 * search (the buyer has the cars), nor once the buyer has acted on the page while the state file loaded (`since`):
 * a tapped car or filter link is already on its way, which a replace would cancel, and a key or a tick is a choice
 * the landing would throw away. A state file that cannot be loaded leaves the notice as is.
 */
async function goToLanding(doc: Document, route: PageRoute, since: { acted: boolean }): Promise<void> {
  const served = await loadServedState(doc).catch(() => null);
  const links = served?.settings.landingLinks;
  if (!links || since.acted || doc.documentElement.hasAttribute(SHOWN_ATTRIBUTE)) return;
  const target = sharedLinkLanding(doc.location.href, { routeBase: route.routeBase, preset: route.preset ?? {}, links });
  if (target) doc.location.replace(target);
}

/** Called by the island each time a search of its own has finished and its results are drawn: ends the notice. */
export function announceResultsShown(doc: Document = document): void {
  doc.documentElement.setAttribute(SHOWN_ATTRIBUTE, '');
  (doc.defaultView ?? window).dispatchEvent(new Event(URL_STATE_SHOWN_EVENT));
}
