/**
 * `client:intent` — hydrate an island when the visitor shows intent to use it, not at load:
 * the first pointer, touch, key, wheel or scroll anywhere on the page, or focus inside the island.
 * A page opened with URL state (`?q=...`, a shared search link) hydrates when the browser is idle,
 * because the island must apply that state; any other page hydrates at the latest 10 s after load.
 * The server-rendered HTML is complete and usable (links, the GET search form) until then, so a
 * phone does not pay React's boot cost during load.
 *
 * Nothing the visitor does while the island wakes is lost: a click on a button, checkbox or
 * other control inside the island, and a change of a select, made before hydration finishes, is
 * held and replayed on the same element once React owns it (hydration keeps the DOM nodes), and
 * text typed into an input meanwhile is handed to React as an input event.
 * Links and the plain GET form are left alone: they work without JavaScript. The exception is a
 * link that opens a dialog once the island runs (`a[aria-haspopup="dialog"]`, the card's Quick
 * Enquiry): its click is held too and replayed, so the visitor gets the modal they asked for; if the
 * island has not woken 4 s later the link is followed, so the click is never lost.
 * Plain JavaScript: Astro inlines it into every page that uses the directive.
 */
export default (load, _opts, el) => {
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'];
  let started = false;
  let hydrated = false;
  const pending = [];
  /** Text typed into inputs before hydration (React may reset a controlled input as it takes over). */
  const typed = new Map();
  const setInputValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;

  const hold = (event) => {
    if (hydrated) return;
    void go();
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'click') {
      const dialogLink = target.closest('a[href][aria-haspopup="dialog"]');
      if (dialogLink && el.contains(dialogLink) && !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) {
        event.preventDefault();
        event.stopPropagation();
        if (!pending.some((p) => p.node === dialogLink)) {
          pending.push({ type: 'click', node: dialogLink });
          setTimeout(() => { if (!hydrated && dialogLink.isConnected) location.assign(dialogLink.href); }, 4000);
        }
        return;
      }
      const control = target.closest('button, input, label, summary, [role="slider"], [role="button"], [role="switch"], [role="tab"]');
      if (!control || !el.contains(control) || control.closest('a[href]')) return;
      if (control instanceof HTMLButtonElement && control.type === 'submit') return; // the GET form works as is
      event.preventDefault();
      event.stopPropagation();
      if (!pending.some((p) => p.type === 'click' && p.node === control)) pending.push({ type: 'click', node: control });
    } else if (event.type === 'change' && target instanceof HTMLSelectElement && el.contains(target)) {
      pending.push({ type: 'change', node: target, value: target.value });
    } else if (event.type === 'input' && target instanceof HTMLInputElement && el.contains(target)) {
      typed.set(target, target.value);
    }
  };

  async function go() {
    if (started) return;
    started = true;
    intents.forEach((e) => window.removeEventListener(e, go, true));
    el.removeEventListener('focusin', go);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', hold, true);
    el.removeEventListener('change', hold, true);
    el.removeEventListener('input', hold, true);
    // Let React attach its handlers and settle state before replaying.
    requestAnimationFrame(() => {
      for (const p of pending) {
        if (!p.node.isConnected) continue;
        if (p.type === 'click') p.node.click();
        else {
          p.node.value = p.value;
          p.node.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
      pending.length = 0;
      for (const [node, before] of typed) {
        if (!node.isConnected || node.value === before) continue;
        // Keep what was typed before hydration, plus anything typed since React took over.
        const value = node.value.startsWith(before) ? node.value : before + node.value;
        setInputValue.call(node, value);
        node.dispatchEvent(new Event('input', { bubbles: true }));
      }
      typed.clear();
    });
  }

  el.addEventListener('click', hold, true);
  el.addEventListener('change', hold, true);
  el.addEventListener('input', hold, true);
  intents.forEach((e) => window.addEventListener(e, go, { capture: true, passive: true, once: true }));
  el.addEventListener('focusin', go, { once: true });
  const idle = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 200));
  if (location.search.length > 1) idle(go);
  // Whoever reads the page without pointer or keys (some assistive technology) still gets the
  // interactive island once the page has long settled.
  else setTimeout(() => idle(go), 10_000);
};
