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
 * held and replayed on the same element once React owns it (hydration keeps the DOM nodes; events are held
 * until React has hydrated the island's markup, and a held select change is dropped when the visitor
 * changes that select again before the replay, so an older choice never lands over a newer one). Text
 * typed into the query box meanwhile stays in the input, and the box adopts it when it mounts
 * (`useTypedBeforeHydration`): React hydrates in a transition, after this directive's `hydrate()`
 * has returned, so only the component can tell when it owns the input.
 * Links and the plain GET form are left alone: they work without JavaScript. The exception is a
 * link that becomes a control once the island runs: one that opens a dialog
 * (`a[aria-haspopup="dialog"]`, the card's Quick Enquiry) or a facet value (`a[role="checkbox"]`,
 * which toggles in place): its click is held too and replayed, so the visitor gets what they asked
 * for; if the island has not woken 4 s later the link is followed, so the click is never lost.
 * A button marked `data-intent-opens` (the phones' 'Filters' button) opens the element it controls
 * (`aria-controls`, class `is-open`) at once, before React is there: the panel is already in the
 * HTML, so the visitor sees it on the first tap while the island wakes (the held click then opens it
 * the React way).
 * Forms (`client:intent={MAIN_FORM_HYDRATION}`, the lead form pages: /contact/, the survey…): the lead form's HTML is
 * complete but its fieldset and submit button stay disabled until React owns them (`useHydrated`), so
 * nothing typed is lost. A press on one of its controls (or a control's label) before then wakes the
 * island, and once that control is enabled it gets what the press asked for: a text box or select the
 * focus, a checkbox or radio its click — unless the visitor has moved the focus elsewhere meanwhile.
 * Held clicks are likewise replayed only once their control is enabled (at most 5 s later).
 * `urlState: false` says the island reads nothing from the query string, so a page opened with one
 * (`?first_name=` from the review feedback landing page) still waits for the visitor's first intent.
 * `visible: '<root margin>'` (the vehicle page's finance calculator, far down the page): wake as the island comes
 * within that margin of the viewport, as `client:visible` would, or on a press or focus inside it, and keep the
 * press hand-off above: a tap on a box of the calculator while it wakes focuses that box once it is enabled
 * (with `client:visible` the tap on the disabled box was lost). No wake on the page's first scroll and no 10 s
 * fallback: the island is not needed until it is near.
 * `signedInEager: true` (the sign-in form): where this browser signed in on the site before (the device
 * hint, src/domain/sign-in-link.ts), hydrate when idle, because the island is likely to send the visitor on
 * (a signed-in visitor goes straight to `redirect`).
 * Plain JavaScript: Astro bundles it (esbuild) and inlines it into every page that uses the directive.
 */
import { signedInHint } from '../domain/sign-in-link.ts';

/** The device hint, or null when storage cannot be read. */
const hinted = () => {
  try {
    return signedInHint(window.localStorage);
  } catch {
    return null;
  }
};

export default (load, opts, el) => {
  const intents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll'];
  let started = false;
  let hydrated = false;
  const pending = [];
  /** The form control pressed before the island woke (disabled until then), to hand it the press. */
  let pressed = null;

  /** The control a node stands for: itself, or a label's control. */
  const controlOf = (node) => (node instanceof HTMLLabelElement ? node.control : node);
  /** Whether a held node can take its replay: its control (if any) is no longer disabled. */
  const enabled = (node) => {
    const control = controlOf(node);
    return !control?.matches(':disabled');
  };
  /**
   * Whether React has hydrated a node: it then carries React's props key (`__reactProps$…`). React
   * hydrates in a transition after `hydrate()` returns; a change dispatched before it owns the node
   * reaches no handler, and hydrating a controlled select then puts its old value back (a sort
   * chosen while the island woke on a busy phone was lost). Only elements are checked.
   */
  const owned = (node) => !(node instanceof Element) || Object.keys(node).some((k) => k.startsWith('__reactProps$'));
  /** Calls `run` once every node is React's and enabled (React has rendered the island ready), or after 5 s. */
  const whenEnabled = (nodes, run) => {
    const until = performance.now() + 5000;
    const check = () => {
      if (nodes.every((n) => !n.isConnected || (owned(n) && enabled(n))) || performance.now() > until) run();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  };

  const remember = (event) => {
    if (hydrated || !(event.target instanceof Element)) return;
    const node = event.target.closest('input, select, textarea, label');
    const control = node && controlOf(node);
    if (control && el.contains(control) && control.matches(':disabled')) pressed = control;
  };

  const hold = (event) => {
    if (hydrated) {
      // A select changed again once React owns it: React has that newer choice, so a held older one must not be
      // replayed over it (its replay waits for the island to be enabled).
      if (event.type === 'change') {
        for (let i = pending.length - 1; i >= 0; i--) if (pending[i].node === event.target) pending.splice(i, 1);
      }
      return;
    }
    void go(event);
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (event.type === 'click') {
      const dialogLink = target.closest('a[href][aria-haspopup="dialog"], a[href][role="checkbox"]');
      if (
        dialogLink &&
        el.contains(dialogLink) &&
        !event.defaultPrevented &&
        event.button === 0 &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey
      ) {
        event.preventDefault();
        event.stopPropagation();
        if (!pending.some((p) => p.node === dialogLink)) {
          pending.push({ type: 'click', node: dialogLink });
          setTimeout(() => {
            if (!hydrated && dialogLink.isConnected) location.assign(dialogLink.href);
          }, 4000);
        }
        return;
      }
      const control = target.closest('button, input, label, summary, [role="slider"], [role="button"], [role="switch"], [role="tab"]');
      if (!control || !el.contains(control) || control.closest('a[href]')) return;
      if (control instanceof HTMLButtonElement && control.type === 'submit') return; // the GET form works as is
      const opens = control.hasAttribute('data-intent-opens') ? document.getElementById(control.getAttribute('aria-controls') ?? '') : null;
      if (opens) {
        opens.classList.add('is-open');
        control.setAttribute('aria-expanded', 'true');
      }
      event.preventDefault();
      event.stopPropagation();
      if (!pending.some((p) => p.type === 'click' && p.node === control)) pending.push({ type: 'click', node: control });
    } else if (event.type === 'change' && target instanceof HTMLSelectElement && el.contains(target)) {
      pending.push({ type: 'change', node: target, value: target.value });
    }
  };

  /** `visible` mode's observer of the island's boxes (null otherwise). */
  let observer = null;

  async function go(event) {
    if (started) return;
    started = true;
    for (const e of intents) window.removeEventListener(e, go, true);
    el.removeEventListener('focusin', go);
    el.removeEventListener('pointerdown', go, true);
    el.removeEventListener('touchstart', go, true);
    observer?.disconnect();
    // Let the page answer the intent first (e.g. the tap that opens the filters) and paint it, then
    // load and run React: its boot is a long task that would otherwise delay that paint. A press
    // is answered on its release (the click), so wait for that first.
    if (event && (event.type === 'pointerdown' || event.type === 'touchstart')) {
      await new Promise((resolve) => {
        const ends = ['pointerup', 'pointercancel', 'touchend', 'touchcancel'];
        const done = () => {
          for (const e of ends) window.removeEventListener(e, done, true);
          resolve();
        };
        for (const e of ends) window.addEventListener(e, done, { capture: true, passive: true });
        setTimeout(done, 1000);
      });
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const hydrate = await load();
    await hydrate();
    // Keep holding until React owns the island's markup (see `owned`), at most 5 s: a change made in between
    // would otherwise reach neither this directive nor React.
    await new Promise((resolve) => {
      const root = el.querySelector('*');
      const until = performance.now() + 5000;
      const check = () => (!root || owned(root) || performance.now() > until ? resolve() : requestAnimationFrame(check));
      check();
    });
    hydrated = true;
    el.removeEventListener('click', hold, true);
    el.removeEventListener('pointerdown', remember, true);
    el.removeEventListener('touchstart', remember, true);
    // Let React attach its handlers and settle state (and enable the controls) before replaying.
    const target = pressed;
    whenEnabled(pending.map((p) => p.node).concat(target ? [target] : []), () => {
      if (target?.isConnected && !target.matches(':disabled') && !pending.some((p) => controlOf(p.node) === target)) {
        // Untouched: the focus is nowhere, or on a container of the island (a tap on a disabled
        // control focuses its nearest focusable ancestor, e.g. `<main tabindex="-1">`).
        const active = document.activeElement;
        const untouched = active === null || active === document.body || active.contains(el);
        if (untouched && (target.type === 'checkbox' || target.type === 'radio')) target.click();
        else if (untouched) target.focus();
      }
      // Taken off the list first: a replayed change passes through `hold` again.
      for (const p of pending.splice(0)) {
        if (!p.node.isConnected) continue;
        if (p.type === 'click') p.node.click();
        else {
          p.node.value = p.value;
          p.node.dispatchEvent(new Event('change', { bubbles: true }));
        }
      }
    });
  }

  el.addEventListener('click', hold, true);
  el.addEventListener('change', hold, true);
  el.addEventListener('pointerdown', remember, { capture: true, passive: true });
  el.addEventListener('touchstart', remember, { capture: true, passive: true });
  el.addEventListener('focusin', go, { once: true });
  const visible = opts.value?.visible;
  if (typeof visible === 'string' && 'IntersectionObserver' in window) {
    // Wake as the island comes within `visible` (a root margin) of the viewport, or on a press inside it: a tap
    // on one of its disabled boxes while it wakes still gets the box (see `remember`).
    el.addEventListener('pointerdown', go, { capture: true, passive: true });
    el.addEventListener('touchstart', go, { capture: true, passive: true });
    observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void go(), { rootMargin: visible });
    // The island element has no box of its own (display: contents): watch its children.
    for (const child of el.children) observer.observe(child);
    return;
  }
  for (const e of intents) window.addEventListener(e, go, { capture: true, passive: true, once: true });
  const idle = window.requestIdleCallback ?? ((cb) => setTimeout(cb, 200));
  const urlState = opts.value?.urlState !== false;
  if ((urlState && location.search.length > 1) || (opts.value?.signedInEager && hinted() === true)) idle(go);
  // Whoever reads the page without pointer or keys (some assistive technology) still gets the
  // interactive island once the page has long settled.
  else setTimeout(() => idle(go), 10_000);
};
