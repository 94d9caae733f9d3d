/**
 * Page links (spec §9 page size 21). Real links to readable URLs (`?page=2`), so they can be
 * opened in a new tab; a plain click changes the page in place and brings the results into view.
 */
import { usePagination } from 'react-instantsearch';

export function Pager({ resultsId }: { resultsId: string }) {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({ padding: 2 });
  if (nbPages <= 1) return null;
  const go = (page: number) => (e: React.MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    refine(page);
    document.getElementById(resultsId)?.scrollIntoView({ block: 'start' });
  };
  const link = (page: number, label: React.ReactNode, aria?: string, current = false) => (
    <a className="pager__link" href={createURL(page)} onClick={go(page)} aria-label={aria} aria-current={current ? 'page' : undefined}>
      {label}
    </a>
  );
  return (
    <nav className="pager" aria-label="Result pages">
      <ul className="pager__list">
        {!isFirstPage && <li>{link(currentRefinement - 1, 'Previous', 'Previous page')}</li>}
        {pages.map((p) => (
          <li key={p}>{link(p, p + 1, `Page ${p + 1}`, p === currentRefinement)}</li>
        ))}
        {!isLastPage && <li>{link(currentRefinement + 1, 'Next', 'Next page')}</li>}
      </ul>
    </nav>
  );
}
