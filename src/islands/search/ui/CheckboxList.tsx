/**
 * A facet as a group of checkboxes with counts (spec §2 "Facet panel with checkbox lists"; "Make and
 * body facets show counts"), and the show more / less toggle (spec §4). Each value is a link to the
 * search its click makes (`FacetOption`), so the list works as links without JavaScript.
 */
import type { MouseEvent, KeyboardEvent, ReactNode } from 'react';
import type { FacetHref } from '../../../search/facet-links.ts';

export interface CheckboxItem {
  value: string;
  label: string;
  count: number;
  checked: boolean;
  /** Where the value leads (`useFacetHref`). */
  link: FacetHref;
}

export interface CheckboxListProps {
  legend: string;
  items: CheckboxItem[];
  onToggle(value: string): void;
  /** Show more / less: the label to show now, or null when there is nothing to toggle. */
  moreLabel: string | null;
  expanded: boolean;
  onToggleMore(): void;
  /** Base for element ids (unique per facet). */
  idBase: string;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

/**
 * One facet value: a link (`href`: the landing page, or the search URL) that is a checkbox once the
 * island runs (`role="checkbox"`, `aria-checked`; a click or Space toggles the refinement in place,
 * a modified click opens the link). A link to a search only the island can show is `nofollow` and
 * marked `data-needs-js` (hidden without JavaScript).
 */
export function FacetOption({
  link,
  checked,
  onToggle,
  className = 'facet__option',
  children,
}: {
  link: FacetHref;
  checked: boolean;
  onToggle(): void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={link.href}
      role="checkbox"
      aria-checked={checked}
      rel={link.needsJs ? 'nofollow' : undefined}
      data-needs-js={link.needsJs ? '' : undefined}
      onClick={(e) => {
        if (!plainClick(e)) return;
        e.preventDefault();
        onToggle();
      }}
      onKeyDown={(e: KeyboardEvent) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        onToggle();
      }}
    >
      {children}
    </a>
  );
}

export function CheckboxList({ legend, items, onToggle, moreLabel, expanded, onToggleMore, idBase }: CheckboxListProps) {
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <ul className="facet__list" id={`${idBase}-list`}>
        {items.map((item) => (
          <li key={item.value} className="facet__item">
            <FacetOption link={item.link} checked={item.checked} onToggle={() => onToggle(item.value)}>
              {item.label} <span className="facet__count">({item.count.toLocaleString('en-AU')})</span>
            </FacetOption>
          </li>
        ))}
      </ul>
      {items.length === 0 && <p className="facet__empty">No options for this search.</p>}
      {moreLabel && (
        <button
          type="button"
          className="facet__more"
          data-needs-js=""
          aria-expanded={expanded}
          aria-controls={`${idBase}-list`}
          onClick={onToggleMore}
        >
          {moreLabel}
        </button>
      )}
    </fieldset>
  );
}
