/**
 * The location map (`#vehicle-map`). MapLibre is heavy, so it loads only when the map box scrolls into
 * view (200 px ahead) or its 'Show map' button is pressed, and only after the site's style URL
 * (`features.map_style_url`) answers within 5 s: with no tile server reachable the static card (address,
 * directions link) stays and says the map is unavailable — no library download for nothing — and its button
 * comes back as 'Try again' (a connection that dropped for a moment need not cost the visitor the map until they
 * reload). A box with `data-map-on="click"` loads only on its button. Pressing the button hides it, so the
 * status line (a live region) takes the keyboard focus first (`retryKeepingFocus`) and announces the outcome.
 */
import { retryKeepingFocus, TRY_AGAIN_LABEL } from '../retry.ts';

const STYLE_TIMEOUT_MS = 5000;

/** True when the style URL answers ok within the timeout. */
export async function styleReachable(url: string, fetcher: typeof fetch = fetch, timeoutMs: number = STYLE_TIMEOUT_MS): Promise<boolean> {
  const ctrl = new AbortController();
  const timer = setTimeout(() => ctrl.abort(), timeoutMs);
  try {
    const res = await fetcher(url, { signal: ctrl.signal, mode: 'cors', credentials: 'omit' });
    return res.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Wires the map box of `doc`. */
export function initMap(doc: Document): void {
  const box = doc.querySelector<HTMLElement>('[data-map]');
  if (!box) return;
  const status = box.querySelector<HTMLElement>('[data-map-status]');
  const button = box.querySelector<HTMLButtonElement>('[data-map-load]');
  let started = false;
  const say = (s: string) => status && (status.textContent = s);
  const start = async (pressed: boolean) => {
    if (started) return;
    started = true;
    observer.disconnect();
    say('Loading map…');
    const hideButton = () => {
      if (button) button.hidden = true;
    };
    if (pressed) retryKeepingFocus(status, hideButton);
    else hideButton();
    const style = box.dataset.map!;
    try {
      if (!(await styleReachable(style))) throw new Error(`map style unreachable: ${style}`);
      const { mountMap } = await import('./map-view.ts');
      await mountMap(box, { style, lat: Number(box.dataset.lat), lng: Number(box.dataset.lng), name: box.dataset.name ?? '' });
      say('');
    } catch (err) {
      console.warn('map: showing the address instead', err);
      say('The map is unavailable right now. Use the directions link to find us.');
      // Only the button tries again (scrolling past the box again does not).
      if (button) {
        button.textContent = TRY_AGAIN_LABEL;
        button.hidden = false;
      }
      started = false;
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) void start(false);
    },
    { rootMargin: '200px' },
  );
  // `data-map-on="click"` (a map at the top of a page, e.g. a location page): only the button loads it,
  // so the page's JavaScript at load stays small.
  if (box.dataset.mapOn !== 'click') observer.observe(box);
  button?.addEventListener('click', () => void start(true));
}
