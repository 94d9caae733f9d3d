/**
 * `/parts/search/?q=&model=` in the browser (spec §2 routes `/parts/search`): narrows the server-rendered
 * catalogue to the entries matching the query and model (`matchesPartSearch` in `src/domain/parts.ts`,
 * over each card's `data-part-search`, `data-part-models` and `data-part-names`, and the range's model names on the form), as the visitor types or picks a model and
 * after the GET form's submit, keeping the URL in step, and says how many show. Without JavaScript the GET
 * form reloads the page with the whole catalogue listed. Plain TypeScript.
 */
import { matchesPartSearch } from '../../domain/parts.ts';

/** A space-separated data attribute as its words. */
function words(value: string | undefined): string[] {
  return (value ?? '').split(' ').filter(Boolean);
}

const form = document.querySelector<HTMLFormElement>('[data-parts-form]');
const q = form?.querySelector<HTMLInputElement>('input[name="q"]') ?? null;
const model = form?.querySelector<HTMLSelectElement>('select[name="model"]') ?? null;
const status = document.querySelector<HTMLElement>('[data-parts-status]');
const items = [...document.querySelectorAll<HTMLElement>('[data-part-search]')].map((el) => ({
  el,
  record: { text: el.dataset.partSearch ?? '', models: words(el.dataset.partModels), names: words(el.dataset.partNames) },
}));
const rangeNames = new Set(words(form?.dataset.modelNames));

function apply(): void {
  const query = q?.value ?? '';
  const modelId = model?.value || null;
  let shown = 0;
  for (const { el, record } of items) {
    const hit = matchesPartSearch(record, query, modelId, rangeNames);
    el.hidden = !hit;
    if (hit) shown += 1;
  }
  for (const group of document.querySelectorAll<HTMLElement>('[data-part-group]'))
    group.hidden = !group.querySelector('[data-part-search]:not([hidden])');
  if (status)
    status.textContent =
      shown === 0
        ? 'No parts match. Try fewer words, or ask us with the parts enquiry below.'
        : `Showing ${shown} of ${items.length} parts and accessories`;
}

function syncUrl(): void {
  const url = new URL(window.location.href);
  for (const [name, value] of [
    ['q', q?.value.trim() ?? ''],
    ['model', model?.value ?? ''],
  ] as const)
    if (value) url.searchParams.set(name, value);
    else url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

if (form) {
  const params = new URLSearchParams(window.location.search);
  if (q) q.value = params.get('q') ?? '';
  if (model && params.get('model') && [...model.options].some((o) => o.value === params.get('model'))) model.value = params.get('model')!;
  form.addEventListener('input', () => {
    apply();
    syncUrl();
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    apply();
    syncUrl();
    status?.focus();
  });
  apply();
}
