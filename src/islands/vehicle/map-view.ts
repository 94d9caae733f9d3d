/**
 * The MapLibre map of the location (loaded on demand by `map.ts`): the style, centred on the yard with
 * a marker, cooperative gestures so the page still scrolls. Resolves once the style has loaded; rejects
 * (and removes the map) on an error before that or after 10 s.
 *
 * MapLibre ships prebuilt ES modules (library and worker, ~1.6 MB). They are emitted as hashed files
 * (`?url`) and imported at run time rather than re-bundled: the build does not re-process a megabyte
 * of minified code per tenant, and the worker is found by URL (`setWorkerUrl`), which a re-bundled
 * copy would lose.
 */
import type * as MapLibre from 'maplibre-gl';
import libraryUrl from 'maplibre-gl/dist/maplibre-gl.mjs?url';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import cssUrl from 'maplibre-gl/dist/maplibre-gl.css?url';

/** Where and what to show. `lat`/`lng` in degrees. */
export interface MapTarget {
  style: string;
  lat: number;
  lng: number;
  name: string;
}

let library: Promise<typeof MapLibre> | null = null;

/** Loads MapLibre and its stylesheet once. */
function loadLibrary(): Promise<typeof MapLibre> {
  library ??= (async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = cssUrl;
    document.head.append(link);
    const lib = (await import(/* @vite-ignore */ new URL(libraryUrl, document.baseURI).href)) as typeof MapLibre;
    lib.setWorkerUrl(new URL(workerUrl, document.baseURI).href);
    return lib;
  })();
  return library;
}

/** Mounts the map over the static card in `box`. */
export async function mountMap(box: HTMLElement, target: MapTarget): Promise<void> {
  const lib = await loadLibrary();
  const el = document.createElement('div');
  el.className = 'vmap__live';
  el.style.cssText = 'position:absolute;inset:0';
  box.append(el);
  const map = new lib.Map({ container: el, style: target.style, center: [target.lng, target.lat], zoom: 14, cooperativeGestures: true });
  map.addControl(new lib.NavigationControl({ showCompass: false }));
  new lib.Marker({ color: getComputedStyle(box).getPropertyValue('--color-accent').trim() || undefined })
    .setLngLat([target.lng, target.lat])
    .setPopup(new lib.Popup().setText(target.name))
    .addTo(map);
  return new Promise((resolve, reject) => {
    const fail = (err: unknown) => {
      map.remove();
      el.remove();
      reject(err instanceof Error ? err : new Error(String(err)));
    };
    const timer = setTimeout(() => fail(new Error('map load timed out')), 10_000);
    map.once('load', () => {
      clearTimeout(timer);
      el.setAttribute('aria-label', `Map showing ${target.name}`);
      resolve();
    });
    map.once('error', (e: MapLibre.ErrorEvent) => {
      clearTimeout(timer);
      fail(e.error);
    });
  });
}
