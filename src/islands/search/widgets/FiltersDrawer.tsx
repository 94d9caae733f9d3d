/**
 * The facet panel's container: a sidebar from tablet width, and on phones a 'Filters' button that
 * opens the panel as a modal dialog over the page, so the results come first (issue #3). The
 * dialog takes focus, closes on Escape, 'Show results' or the close button, and gives focus back
 * to the button. The CSS hides the closed panel on phones from the first paint (no shift).
 *
 * The panel is in the HTML (issue #9): visible at once on wide screens, and on phones the first tap
 * on 'Filters' opens it before React has woken (`data-intent-opens`, see intent-directive.js: the
 * tap itself is replayed once the island runs, so the state catches up). Its close and 'Show results'
 * buttons are always rendered and shown by the CSS only in the open dialog.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useStats } from 'react-instantsearch';
import { resultCountText } from '../../../search/count.ts';

export function FiltersDrawer({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { nbHits } = useStats();
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: `close` only touches state setters and refs; the effect follows `open`
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    document.addEventListener('keydown', onKey);
    document.body.classList.add('search-drawer-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('search-drawer-open');
    };
  }, [open]);
  return (
    <>
      <button
        ref={opener}
        type="button"
        className="search-button search-filters-toggle"
        aria-expanded={open}
        aria-controls="search-filters"
        data-intent-opens=""
        onClick={() => setOpen(true)}
      >
        Filters
      </button>
      <aside
        ref={panel}
        id="search-filters"
        className={`search__filters${open ? ' is-open' : ''}`}
        aria-label="Filters"
        {...(open ? { role: 'dialog', 'aria-modal': true, tabIndex: -1 } : {})}
      >
        <button type="button" className="search-drawer__close" aria-label="Close filters" onClick={close}>
          ×
        </button>
        {children}
        <button type="button" className="search-button search-drawer__done" onClick={close}>
          Show {resultCountText(nbHits).replace(' found', '')}
        </button>
      </aside>
    </>
  );
}
