/**
 * The live parts of the location blocks (one small module script, no framework):
 * - each `[data-open-now]` line gets the domain's `openNowLine` for this moment in the location's time zone
 *   (special hours and the alternating-weekday rule included), refreshed every minute;
 * - holiday rows whose date has passed (in the location's zone) are removed from their dialog;
 * - `[data-dialog-open]` buttons open their `<dialog>` as a modal (Esc and the Close button close it; the
 *   header's menus are force-closed first);
 * - `[data-departments]` selects switch which department's hours panel shows (spec §2 Sales / Service / Parts);
 * - `[data-dealership-picker]` (a dealer group's location block, spec §2) shows (it held its place, invisible, until
 *   now: `data-pending`), and its select narrows the block's cards to one dealership's (the placeholder: all),
 *   saying how many are shown.
 */
import { openNowLine, type HoursOptions, type OpeningHoursEntry } from '../../domain/hours.ts';
import { zonedTime } from '../../domain/time.ts';
import { CLOSE_MENUS_EVENT } from '../nav/menus.ts';

interface LiveData {
  tz: string;
  hours: OpeningHoursEntry[];
  opts: HoursOptions;
}

function refresh(): void {
  const now = Math.floor(Date.now() / 1000);
  for (const el of document.querySelectorAll<HTMLElement>('[data-open-now]')) {
    try {
      const data = JSON.parse(el.dataset.openNow!) as LiveData;
      const line = openNowLine(data.hours, now, data.tz, data.opts);
      el.textContent = line.text;
      el.dataset.open = String(line.open);
      const today = zonedTime(now, data.tz).date;
      for (const row of el.closest('[data-hours-block]')?.querySelectorAll<HTMLElement>('tr[data-date]') ?? []) {
        if (row.dataset.date! < today) row.remove();
      }
    } catch (err) {
      console.warn('open now: not shown', err);
    }
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-dialog-open]')) {
  if (button.dataset.wired) continue;
  button.dataset.wired = 'true';
  button.addEventListener('click', () => {
    const dialog = document.getElementById(button.dataset.dialogOpen!) as HTMLDialogElement | null;
    if (!dialog) return;
    window.dispatchEvent(new Event(CLOSE_MENUS_EVENT));
    dialog.showModal();
  });
}

for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-departments]')) {
  const panels = [...document.querySelectorAll<HTMLElement>(`[data-department-of="${select.dataset.departments}"]`)];
  const show = () =>
    panels.forEach((p) => {
      p.hidden = p.dataset.department !== select.value;
    });
  select.closest<HTMLElement>('[hidden]')?.removeAttribute('hidden');
  select.addEventListener('change', show);
  show();
}

for (const picker of document.querySelectorAll<HTMLElement>('[data-dealership-picker]')) {
  const block = picker.closest('[data-location-block]');
  const select = picker.querySelector('select');
  const count = picker.querySelector<HTMLElement>('[data-dealership-count]');
  if (!block || !select) continue;
  const items = [...block.querySelectorAll<HTMLElement>('li[data-dealership]')];
  const show = () => {
    for (const li of items) li.hidden = select.value !== '' && li.dataset.dealership !== select.value;
    const shown = items.filter((li) => !li.hidden).length;
    if (count) count.textContent = `Showing ${shown} of ${items.length} locations`;
  };
  delete picker.dataset.pending;
  select.addEventListener('change', show);
}

refresh();
setInterval(refresh, 60_000);
