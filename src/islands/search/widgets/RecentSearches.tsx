/**
 * 'Recent searches' (spec §3 *Search history*, §9 keeps 5): links to the visitor's last searches,
 * read from the device after hydration (the server renders nothing here, and the list sits at the
 * end of the panel, so nothing below it moves).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $searchHistory } from '../../../stores/search-history.ts';

export function RecentSearches() {
  const history = useStore($searchHistory);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !Array.isArray(history) || history.length === 0) return null;
  return (
    <nav className="facet recent-searches" aria-labelledby="recent-searches-title">
      <h3 id="recent-searches-title" className="facet__legend">
        Recent searches
      </h3>
      <ul className="facet__list">
        {history.map((h) => (
          <li key={h.path}>
            <a href={h.path} className="recent-searches__link">
              {h.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
