/**
 * The directory search box (spec §2 "A directory search box"; §7 "separate searches for a
 * manufacturer/model directory"): the visitor types a make or model, matches from the tenant's
 * directory are listed after 300 ms (spec §9 text debounce), and choosing one refines the results
 * to that make (and model). It searches the directory, not the stock, so it answers before the
 * documents are loaded.
 */
import { useId, useMemo, useState } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { searchDirectory, type DirectoryMake, type DirectoryMatch } from '../../../search/directory.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { QUERY_DEBOUNCE_MS } from './QueryBox.tsx';

export function DirectoryBox({ directory }: { directory: readonly DirectoryMake[] }) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const setTermLater = useDebounced(setTerm, QUERY_DEBOUNCE_MS);
  // The lists are mounted only so that choosing applies their refinements (InstantSearch applies a refinement
  // through a mounted widget); nothing here shows their values, so each formats one. With `limit: 200` they
  // formatted every make and model on each render: a tenth of the island's server render (swan-river-auto's
  // /search/: 2.53–2.56 ms before, 2.21–2.34 ms after; issue #14), and of each re-render in the browser.
  const make = useRefinementList({ attribute: 'make', limit: 1 });
  const model = useRefinementList({ attribute: 'model', limit: 1 });
  const { indexUiState } = useInstantSearch();
  const refined = (attribute: 'make' | 'model', value: string) => indexUiState.refinementList?.[attribute]?.includes(value) ?? false;
  const matches = useMemo(() => searchDirectory(directory, term), [directory, term]);
  const id = useId();
  const choose = (m: DirectoryMatch) => {
    if (!refined('make', m.make)) make.refine(m.make);
    if (m.model && !refined('model', m.model)) model.refine(m.model);
    setText('');
    setTerm('');
  };
  return (
    <div className="facet directory" data-needs-js="">
      <label htmlFor={id} className="facet__legend">
        Find a make or model
      </label>
      <input
        id={id}
        className="search-query__input directory__input"
        type="search"
        value={text}
        autoComplete="off"
        placeholder="e.g. Toyota Hilux"
        onChange={(e) => {
          setText(e.target.value);
          setTermLater(e.target.value);
        }}
      />
      {term.trim() !== '' && (
        <div aria-live="polite">
          {matches.length === 0 ? (
            <p className="facet__empty">No make or model matches "{term.trim()}".</p>
          ) : (
            <ul className="directory__matches" aria-label="Makes and models found">
              {matches.map((m) => (
                <li key={`${m.make}/${m.model ?? ''}`}>
                  <button type="button" className="directory__match" onClick={() => choose(m)}>
                    {m.model ? `${m.make} ${m.model}` : m.make} <span className="facet__count">({m.count.toLocaleString('en-AU')})</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
