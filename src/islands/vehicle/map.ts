/**
 * The location map (`#vehicle-map`). MapLibre is heavy, so it loads only when the map box scrolls into
 * view (200 px ahead) or its 'Show map' button is pressed, and only after the site's style URL
 * (`features.map_style_url`) answers within 5 s: with no tile server reachable the static card (address,
 * directions link) stays and says the map is unavailable — no library download for nothing. A box with
 * `data-map-on="click"` loads only on its button.
 */

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
  const start = async () => {
    if (started) return;
    started = true;
    observer.disconnect();
    if (button) button.hidden = true;
    say('Loading map…');
    const style = box.dataset.map!;
    try {
      if (!(await styleReachable(style))) throw new Error(`map style unreachable: ${style}`);
      const { mountMap } = await import('./map-view.ts');
      await mountMap(box, { style, lat: Number(box.dataset.lat), lng: Number(box.dataset.lng), name: box.dataset.name ?? '' });
      say('');
    } catch (err) {
      console.warn('map: showing the address instead', err);
      say('The map is unavailable right now. Use the directions link to find us.');
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) void start();
    },
    { rootMargin: '200px' },
  );
  // `data-map-on="click"` (a map at the top of a page, e.g. a location page): only the button loads it,
  // so the page's JavaScript at load stays small.
  if (box.dataset.mapOn !== 'click') observer.observe(box);
  button?.addEventListener('click', () => void start());
}
