/**
 * The sticky mobile bar (spec §2: "visible only when the main button block is off screen, and appears
 * after scrolling 900 px (on another theme after 50 px)"). An IntersectionObserver watches the button
 * block (`[data-vehicle-actions]`); a passive scroll listener (one update per frame) checks the offset
 * (`data-offset`, from the template's `sticky_bar_offset_px`). The bar is fixed, so showing it shifts nothing; CSS keeps it
 * to small screens.
 */

/** Whether the bar shows: the button block is off screen and the page is scrolled at least `offset` px. */
export function stickyBarVisible(actionsOnScreen: boolean, scrollY: number, offset: number): boolean {
  return !actionsOnScreen && scrollY >= offset;
}

/** Wires the sticky bar of `doc`. */
export function initStickyBar(doc: Document): void {
  const bar = doc.querySelector<HTMLElement>('[data-sticky-bar]');
  const block = doc.querySelector<HTMLElement>('[data-vehicle-actions]');
  const win = doc.defaultView;
  if (!bar || !win) return;
  const offset = Number(bar.dataset.offset ?? 900);
  let onScreen = true;
  let queued = false;
  const update = () => {
    queued = false;
    bar.hidden = !stickyBarVisible(onScreen, win.scrollY, offset);
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    win.requestAnimationFrame(update);
  };
  if (block) {
    new IntersectionObserver((entries) => {
      onScreen = entries.some((e) => e.isIntersecting);
      schedule();
    }).observe(block);
  } else {
    onScreen = false;
  }
  win.addEventListener('scroll', schedule, { passive: true });
  schedule();
}
