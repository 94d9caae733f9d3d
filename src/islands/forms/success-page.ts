/**
 * The /success page's message without React (spec §4 *Lead form*: the page shows a loading state while it
 * prepares, reads the success-category marker and the car from local storage, thanks the visitor for that
 * category and car, then clears them; without a marker, a generic thank-you). The page's HTML is the loading
 * state with every element of the message in place and hidden (`src/pages/success.astro`); this fills them in
 * from `takeSuccess`/`thankYou` and shows them, so nothing that was visible moves (CLS 0) and the page loads a
 * few hundred bytes of script instead of React.
 */
import { deviceStorage } from '../../stores/storage.ts';
import { takeSuccess, thankYou } from './lib/success.ts';
import { carSummaryHtml } from './ui/car-summary-html.ts';

/**
 * Fills in the message inside `root` (an element with `data-success`) and ends its loading state.
 * Missing parts of the markup are skipped. Never throws on storage errors (`takeSuccess` does not).
 */
export function showSuccess(root: HTMLElement): void {
  const { category, car } = takeSuccess(deviceStorage());
  const copy = thankYou(category);
  const title = root.querySelector<HTMLElement>('[data-success-title]');
  const text = root.querySelector<HTMLElement>('[data-success-text]');
  if (title) title.textContent = copy.title;
  if (text) text.textContent = copy.text;
  const box = root.querySelector<HTMLElement>('[data-success-car]');
  if (box && car) {
    // The car box's one markup (car-summary-html.ts); the hand-over carries no price.
    box.innerHTML = carSummaryHtml({ car: { ...car, price: null }, label: 'You enquired about' });
    box.hidden = false;
  }
  root.setAttribute('aria-busy', 'false');
}
