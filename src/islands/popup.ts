/**
 * Opens the promotional popup (`src/components/home/Popup.astro`; spec §4 *Popup*) once the page has
 * loaded and the browser is idle, unless it has expired (checked again here in the site's time zone, as
 * a static page can outlive the date) or the visitor hid it on this site. Any close (button, Esc,
 * backdrop) or a click on its link stores the campaign as hidden in local storage. Storage that is
 * unavailable (private modes) means the popup simply shows again next visit. Plain TypeScript, no React.
 */
import { popupId, popupState, type PopupRuleInput } from '../domain/popup.ts';
import { zonedTime } from '../domain/time.ts';
import { deviceStorage } from '../stores/storage.ts';

interface PopupData extends PopupRuleInput {
  key: string;
  timezone: string;
}

function init(): void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[data-popup]');
  if (!dialog || typeof dialog.showModal !== 'function') return;
  const data = JSON.parse(dialog.dataset.popup!) as PopupData;
  const store = deviceStorage();
  let hidden: string | null = null;
  try {
    hidden = store?.getItem(data.key) ?? null;
  } catch {
    /* unreadable: treat as not hidden */
  }
  const today = zonedTime(Math.floor(Date.now() / 1000), data.timezone).date;
  // What was decided, for tests and tag managers: 'expired', 'hidden' (closed before) or 'shown'.
  const state = popupState(data, today, hidden);
  dialog.dataset.state = state;
  if (state !== 'shown') return;
  const hide = () => {
    try {
      store?.setItem(data.key, popupId(data));
    } catch {
      /* quota or blocked: nothing to keep */
    }
  };
  dialog.addEventListener('close', hide);
  dialog.querySelector('[data-popup-link]')?.addEventListener('click', hide);
  // A click on the backdrop (outside the box) closes it, like Esc.
  dialog.addEventListener('click', (e) => {
    const r = dialog.getBoundingClientRect();
    const outside = e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom;
    if (e.target === dialog && outside) dialog.close();
  });
  dialog.showModal();
}

const idle = (cb: () => void) =>
  'requestIdleCallback' in window ? window.requestIdleCallback(cb, { timeout: 2000 }) : setTimeout(cb, 200);
if (document.readyState === 'complete') idle(init);
else window.addEventListener('load', () => idle(init), { once: true });
