/**
 * A facet as a group of labelled checkboxes with counts (spec §2 "Facet panel with checkbox
 * lists"; "Make and body facets show counts"), and the show more / less toggle (spec §4).
 */
export interface CheckboxItem {
  value: string;
  label: string;
  count: number;
  checked: boolean;
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

export function CheckboxList({ legend, items, onToggle, moreLabel, expanded, onToggleMore, idBase }: CheckboxListProps) {
  return (
    <fieldset className="facet">
      <legend className="facet__legend">{legend}</legend>
      <ul className="facet__list" id={`${idBase}-list`}>
        {items.map((item) => {
          const id = `${idBase}-${item.value.replace(/[^A-Za-z0-9_-]/g, '_')}`;
          return (
            <li key={item.value} className="facet__item">
              <input id={id} type="checkbox" className="facet__checkbox" checked={item.checked} onChange={() => onToggle(item.value)} />
              <label htmlFor={id} className="facet__label">
                {item.label} <span className="facet__count">({item.count.toLocaleString('en-AU')})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {items.length === 0 && <p className="facet__empty">No options for this search.</p>}
      {moreLabel && (
        <button type="button" className="facet__more" aria-expanded={expanded} aria-controls={`${idBase}-list`} onClick={onToggleMore}>
          {moreLabel}
        </button>
      )}
    </fieldset>
  );
}
