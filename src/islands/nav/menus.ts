/**
 * The header's menus (spec §4 *Menus and dropdowns*: "open/closed on click or hover, closed by a
 * force-close signal or on selection. An open menu marks the header"):
 * - a dropdown opens and closes with its button (click, tap, Enter, Space); one at a time;
 * - on templates whose dropdowns open on hover (`data-dropdowns="hover"`), a mouse opens them on hover
 *   and closes them on leaving (touch and pen keep click);
 * - Esc closes the open menu (focus back on its button), and so do a press outside, focus leaving
 *   the menu, following a link in it, opening the drawer, and the force-close signal: the
 *   `dealer:close-menus` event on `window` (e.g. a dialog that opens);
 * - the mobile drawer (a `<details>`) closes on Esc, a press outside or the signal;
 * - while a menu or the drawer is open the header has `data-menu-open`.
 */

/** The event that force-closes every menu and the drawer. */
export const CLOSE_MENUS_EVENT = 'dealer:close-menus';

/** Wires the menus of `header`. Returns a function that closes everything (the force-close). */
export function initMenus(header: HTMLElement, win: Window = window): () => void {
  const doc = header.ownerDocument;
  const triggers = [...header.querySelectorAll<HTMLButtonElement>('[data-menu-trigger]')];
  const drawer = header.querySelector<HTMLDetailsElement>('[data-drawer]');
  const hover = header.dataset.dropdowns === 'hover';

  const mark = () => {
    const open = triggers.some((t) => t.getAttribute('aria-expanded') === 'true') || drawer?.open === true;
    header.toggleAttribute('data-menu-open', open);
  };
  const setOpen = (trigger: HTMLButtonElement, open: boolean) => {
    if (open) for (const t of triggers) if (t !== trigger) t.setAttribute('aria-expanded', 'false');
    trigger.setAttribute('aria-expanded', String(open));
    mark();
  };
  const openTrigger = () => triggers.find((t) => t.getAttribute('aria-expanded') === 'true') ?? null;
  const closeAll = () => {
    for (const t of triggers) t.setAttribute('aria-expanded', 'false');
    if (drawer) drawer.open = false;
    mark();
  };

  for (const trigger of triggers) {
    const item = trigger.closest<HTMLElement>('[data-menu-item]') ?? trigger.parentElement!;
    // A mouse that opened the menu by hovering and then clicks its button keeps it open (the click
    // confirms, it does not toggle it shut under the pointer); touch, pen and keyboard toggle.
    let openedByHover = false;
    trigger.addEventListener('click', () => {
      if (openedByHover) {
        openedByHover = false;
        setOpen(trigger, true);
        return;
      }
      setOpen(trigger, trigger.getAttribute('aria-expanded') !== 'true');
    });
    item.addEventListener('focusout', (e) => {
      const next = e.relatedTarget as Node | null;
      if (next && !item.contains(next)) setOpen(trigger, false);
    });
    item.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a')) setOpen(trigger, false);
    });
    if (hover) {
      item.addEventListener('pointerenter', (e) => {
        if (e.pointerType !== 'mouse' || trigger.getAttribute('aria-expanded') === 'true') return;
        openedByHover = true;
        setOpen(trigger, true);
      });
      item.addEventListener('pointerleave', (e) => {
        if (e.pointerType !== 'mouse') return;
        openedByHover = false;
        setOpen(trigger, false);
      });
    }
  }
  drawer?.addEventListener('toggle', () => {
    if (drawer.open) for (const t of triggers) t.setAttribute('aria-expanded', 'false');
    mark();
  });
  doc.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    const open = openTrigger();
    if (open) {
      setOpen(open, false);
      open.focus();
    } else if (drawer?.open) {
      drawer.open = false;
      drawer.querySelector<HTMLElement>('summary')?.focus();
    }
  });
  doc.addEventListener('pointerdown', (e) => {
    const target = e.target as Node;
    const open = openTrigger();
    if (open && !(open.closest('[data-menu-item]') ?? open.parentElement!).contains(target)) setOpen(open, false);
    if (drawer?.open && !drawer.contains(target)) drawer.open = false;
  });
  win.addEventListener(CLOSE_MENUS_EVENT, closeAll);
  // The drawer is a <details>: a tap before this script ran (it loads after the page has painted, or on that
  // very tap) opened it natively, and its toggle event found no listener. Mark the header for what is open now.
  mark();
  // From here on the script owns the dropdowns (the CSS hover/focus fallback stands down).
  header.setAttribute('data-menus', '');
  return closeAll;
}
