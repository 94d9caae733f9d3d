/**
 * "Try again" after a lookup that failed on the network (a car's lookup file, the compare page's cars): the one
 * rule every such button follows, for the page script of `CarFromUrl.astro` and the React islands alike.
 *
 * The button sits inside the message that says the lookup failed, and that message is a polite live region
 * (`role="status"`). Pressing the button replaces the message ("Loading…", then the car or the failure again), so
 * the button goes away under the keyboard focus: the region takes the focus first (made focusable with
 * `tabIndex = -1` when it is not), so a keyboard or screen-reader user stays where they were (WCAG 2.4.3 focus
 * order) and hears the outcome announced. Copy is this platform's: the spec has no words for a failed lookup.
 */

/** The label of every "look it up again" button. */
export const TRY_AGAIN_LABEL = 'Try again';

/**
 * Keeps the keyboard focus on `region` (the live region holding the pressed "Try again" button; null: nothing
 * to focus, e.g. a React ref not attached yet) and then runs `retry`, which redraws the region's content.
 */
export function retryKeepingFocus(region: HTMLElement | null, retry: () => void): void {
  if (region) {
    if (!region.hasAttribute('tabindex')) region.tabIndex = -1;
    region.focus();
  }
  retry();
}
