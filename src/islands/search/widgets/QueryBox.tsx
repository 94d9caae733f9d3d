/**
 * The query box (spec §2 *Car search*): the results follow the typed text after 300 ms (spec §9);
 * Enter searches at once. A plain GET form, so it also works before hydration (the URL's `q` is
 * applied once the island wakes).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { useDebounced } from '../hooks/useDebounced.ts';
import { useTypedBeforeHydration } from '../hooks/useTypedBeforeHydration.ts';

/** Text search debounce in ms (spec §9). */
export const QUERY_DEBOUNCE_MS = 300;

export function QueryBox({ action, label = 'Search cars' }: { action: string; label?: string }) {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  const input = useRef<HTMLInputElement>(null);
  const followed = useRef(query);
  const debouncedRefine = useDebounced(refine, QUERY_DEBOUNCE_MS);
  const id = useId();
  // Letters typed while the island woke up are searched for, as if typed now.
  useTypedBeforeHydration(input, value, (typed) => {
    setValue(typed);
    debouncedRefine(typed);
  });
  // Follow external changes of the query (back/forward, clear filters) unless the visitor is typing
  // in the box. Focus is read from the document: the box may have been focused before hydration,
  // when React saw no focus event.
  useEffect(() => {
    if (followed.current === query) return;
    followed.current = query;
    if (document.activeElement !== input.current) setValue(query);
  }, [query]);
  return (
    <form
      className="search-query"
      role="search"
      action={action}
      method="get"
      onSubmit={(e) => {
        e.preventDefault();
        debouncedRefine.cancel();
        refine(value);
      }}
    >
      <label htmlFor={id} className="search-query__label">
        {label}
      </label>
      <div className="search-query__row">
        <input
          ref={input}
          id={id}
          className="search-query__input"
          type="search"
          name="q"
          value={value}
          placeholder="Make, model or keyword"
          autoComplete="off"
          enterKeyHint="search"
          onBlur={() => debouncedRefine.flush()}
          onChange={(e) => {
            setValue(e.target.value);
            debouncedRefine(e.target.value);
          }}
        />
        <button type="submit" className="search-button">
          Search
        </button>
      </div>
    </form>
  );
}
