/**
 * `/models/?body=` in the browser (spec §2 routes): shows the models of the body type in the query (all
 * for none or an unknown one, `modelsWithBody` in `src/domain/models.ts`), hides the emptied category
 * groups, marks the current body link and says how many models show. Without JavaScript every model
 * shows. Plain TypeScript.
 */
import { modelsWithBody } from '../../domain/models.ts';

function apply(): void {
  const body = new URLSearchParams(window.location.search).get('body');
  const items = [...document.querySelectorAll<HTMLElement>('[data-model-body]')].map((el) => ({ el, body: el.dataset.modelBody! }));
  const shown = new Set(modelsWithBody(items, body).map((i) => i.el));
  for (const { el } of items) el.hidden = !shown.has(el);
  for (const group of document.querySelectorAll<HTMLElement>('[data-model-group]'))
    group.hidden = !group.querySelector('[data-model-body]:not([hidden])');
  const current = shown.size === items.length ? '' : (body ?? '').toLowerCase();
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-body-link]')) {
    if (link.dataset.bodyLink!.toLowerCase() === current) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
  const status = document.querySelector<HTMLElement>('[data-models-status]');
  if (status) status.textContent = `Showing ${shown.size} of ${items.length} models`;
  document.documentElement.dataset.modelsFilter = current || 'all';
}

apply();
