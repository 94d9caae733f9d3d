/**
 * Renders the shown toast (`$toast`, spec §4 one at a time) into the page's `[data-toaster]` live
 * region: the message, an optional action link and a dismiss button. Pointer or focus on the toast
 * pauses its clock.
 */
import { $toast, dismissToast, toastQueue } from '../../stores/toasts.ts';

/** Wires the toast region of `doc`. */
export function initToaster(doc: Document): void {
  const region = doc.querySelector<HTMLElement>('[data-toaster]');
  if (!region) return;
  region.addEventListener('pointerenter', () => toastQueue.pause());
  region.addEventListener('pointerleave', () => toastQueue.resume());
  region.addEventListener('focusin', () => toastQueue.pause());
  region.addEventListener('focusout', () => toastQueue.resume());
  $toast.subscribe((toast) => {
    region.replaceChildren();
    if (!toast) return;
    const box = doc.createElement('div');
    box.className = 'toast';
    const text = doc.createElement('p');
    if (toast.title) {
      // A titled toast (spec §8 'Car Saved In Watchlist' / 'Car Removed'): the title, then the message.
      const title = doc.createElement('strong');
      title.textContent = toast.title;
      text.append(title, doc.createElement('br'));
    }
    text.append(toast.message);
    box.append(text);
    if (toast.action) {
      const link = doc.createElement('a');
      link.href = toast.action.href;
      link.textContent = toast.action.label;
      box.append(link);
    }
    const close = doc.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', 'Dismiss');
    close.textContent = '×';
    close.addEventListener('click', () => dismissToast(toast.id));
    box.append(close);
    region.append(box);
  });
}
