/**
 * A refinement facet (make, model, body, ...): values with counts, OR inside the facet,
 * disjunctive counts (spec §2, §3 *Search facets*), limits and show more per `FACET_DEFINITIONS`.
 */
import { useId, useMemo } from 'react';
import { useRefinementList } from 'react-instantsearch';
import type { RefinementFacetDefinition } from '../../../search/facets.ts';
import { CheckboxList } from '../ui/CheckboxList.tsx';
import { useFacetHref } from '../hooks/useFacetHref.ts';

type SortFn = (a: { name: string; count: number }, b: { name: string; count: number }) => number;

const fixedOrder =
  (order: readonly string[]): SortFn =>
  (a, b) => {
    const ia = order.indexOf(a.name);
    const ib = order.indexOf(b.name);
    return (ia < 0 ? order.length : ia) - (ib < 0 ? order.length : ib) || a.name.localeCompare(b.name);
  };

/**
 * `labelOf`: the label of a raw value where the facet's definition has none (the model facet's make in front,
 * `modelLabeller`); default the value itself.
 */
export function RefinementFacet({
  attribute,
  def,
  labelOf,
}: {
  attribute: string;
  def: RefinementFacetDefinition;
  labelOf?: (value: string) => string;
}) {
  // A stable sort function: a new one each render would remount the widget in a loop.
  const sortBy = useMemo(
    () =>
      def.order
        ? fixedOrder(def.order)
        : (def.compare ?? (['isRefined', 'count:desc', 'name:asc'] as ['isRefined', 'count:desc', 'name:asc'])),
    [def.order, def.compare],
  );
  const { items, refine, canToggleShowMore, isShowingMore, toggleShowMore } = useRefinementList({
    attribute,
    limit: def.limit,
    showMore: Boolean(def.showMore),
    ...(def.showMore ? { showMoreLimit: def.showMore.limit } : {}),
    sortBy,
  });
  const idBase = `facet-${attribute}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const [more, less] = def.showMore?.labels ?? ['', ''];
  const hrefOf = useFacetHref(attribute);
  return (
    <CheckboxList
      legend={def.label}
      idBase={idBase}
      items={items.map((i) => ({
        value: i.value,
        label: def.valueLabels?.[i.value] ?? (labelOf ? labelOf(i.value) : i.label),
        count: i.count,
        checked: i.isRefined,
        link: hrefOf(i.value),
      }))}
      onToggle={refine}
      moreLabel={canToggleShowMore ? (isShowingMore ? less : more) : null}
      expanded={isShowingMore}
      onToggleMore={toggleShowMore}
    />
  );
}
