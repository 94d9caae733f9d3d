/**
 * The dealership picker (spec §2 "a dealership picker dropdown (placeholder 'Please select a
 * dealership...')"; §4 "The dealership picker auto-selects when exactly one option exists";
 * §9 dealership facet limit 40). One dealership at a time. With a single option it shows that
 * dealership selected without adding a filter (every result is already from it).
 */
import { useId } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { DEALERSHIP_PLACEHOLDER } from '../../../domain/locations.ts';

/** Dealerships listed (spec §9). */
export const DEALERSHIP_LIMIT = 40;

export function DealershipPicker() {
  const { items, refine } = useRefinementList({ attribute: 'dealership_name', limit: DEALERSHIP_LIMIT, sortBy: ['name:asc'] });
  const id = useId();
  const selected = items.find((i) => i.isRefined)?.value ?? (items.length === 1 ? items[0]!.value : '');
  const pick = (value: string) => {
    for (const i of items) if (i.isRefined && i.value !== value) refine(i.value);
    if (value && !items.find((i) => i.value === value)?.isRefined) refine(value);
  };
  return (
    <div className="facet facet--picker" data-needs-js="">
      <label htmlFor={id} className="facet__legend">
        Dealership
      </label>
      <select id={id} className="search-sort__select facet__select" value={selected} onChange={(e) => pick(e.target.value)}>
        <option value="">{DEALERSHIP_PLACEHOLDER}</option>
        {items.map((i) => (
          <option key={i.value} value={i.value}>
            {i.label} ({i.count.toLocaleString('en-AU')})
          </option>
        ))}
      </select>
    </div>
  );
}
