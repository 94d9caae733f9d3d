/**
 * Whether the facet panel's UI is shown. The panel's widgets always run their InstantSearch hooks
 * (so the search parameters, and the first page's cached results, are the same with or without the
 * UI), but draw nothing until the panel can be seen: after hydration on wide screens, or when the
 * 'Filters' dialog opens on phones. The server renders no panel UI (its checkboxes need JavaScript
 * anyway), which keeps hundreds of nodes out of the HTML and out of hydration (Lighthouse: issue #3).
 */
import { createContext, useContext, useEffect, useState } from 'react';

export const PanelVisibleContext = createContext(true);

/** True when the panel's widgets should draw their UI. */
export function usePanelVisible(): boolean {
  return useContext(PanelVisibleContext);
}

/** True after hydration while `query` matches (false on the server and during hydration). */
export function useMediaAfterHydration(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const mql = window.matchMedia(query);
    const update = () => setMatches(mql.matches);
    update();
    mql.addEventListener('change', update);
    return () => mql.removeEventListener('change', update);
  }, [query]);
  return matches;
}
