/**
 * The header's one module script: menus at once (listeners only), and the saved-cars and compare
 * counts when the browser is idle (they read device storage; their code loads only then).
 */
import { initMenus } from './menus.ts';

const header = document.querySelector<HTMLElement>('[data-site-header]');
if (header) {
  initMenus(header);
  if (header.querySelector('[data-count]')) {
    const load = () => void import('./saved-count.ts').then((m) => m.initSavedCounts(header));
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 200);
  }
}
