/**
 * Keyboard and link behaviour of the vehicle page sections (`CarSections.astro`, native exclusive
 * `<details name>`; spec §2 tabs on desktop, accordion on mobile). Content visibility needs none of
 * this. Added here:
 * - wide screens (tab row): ←/→ (and Home/End) move between the tabs and open the one reached, and a
 *   click on the open tab keeps it open, so one panel always shows, as tabs do;
 * - a link to a section or to anything inside one (`#features`, `#why-buy-from-us`) opens it.
 */

/** True when the sections are laid out as a tab row (the CSS switches at 48rem where `::details-content` works). */
function isTabRow(root: HTMLElement): boolean {
  const first = root.querySelector('details');
  return first !== null && getComputedStyle(first).display === 'contents';
}

/** Opens the section that holds the element `hash` names (no-op when none). */
function openFor(doc: Document, hash: string): void {
  if (!hash || hash === '#') return;
  let target: Element | null = null;
  try {
    target = doc.querySelector(decodeURIComponent(hash));
  } catch {
    return;
  }
  const section = target?.closest('[data-tabs] > details');
  if (section instanceof HTMLDetailsElement && !section.open) section.open = true;
}

/** Wires the sections of `doc`. */
export function initSections(doc: Document): void {
  const root = doc.querySelector<HTMLElement>('[data-tabs]');
  if (!root) return;
  const summaries = () => [...root.querySelectorAll<HTMLElement>(':scope > details > summary')];
  root.addEventListener('keydown', (e) => {
    const list = summaries();
    const at = list.indexOf(e.target as HTMLElement);
    if (at < 0 || !isTabRow(root)) return;
    const next =
      e.key === 'ArrowRight'
        ? (at + 1) % list.length
        : e.key === 'ArrowLeft'
          ? (at - 1 + list.length) % list.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? list.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    const summary = list[next]!;
    summary.focus();
    (summary.parentElement as HTMLDetailsElement).open = true;
  });
  root.addEventListener('click', (e) => {
    const summary = (e.target as Element).closest('summary');
    if (summary?.parentElement?.parentElement !== root) return;
    if ((summary.parentElement as HTMLDetailsElement).open && isTabRow(root)) e.preventDefault();
  });
  openFor(doc, doc.location.hash);
  doc.defaultView?.addEventListener('hashchange', () => openFor(doc, doc.location.hash));
  doc.addEventListener('click', (e) => {
    const link = (e.target as Element).closest<HTMLAnchorElement>('a[href^="#"]');
    if (link) openFor(doc, link.getAttribute('href')!);
  });
}
