/**
 * Make cards (spec §2 "Make cards with logos and a per-make model list"; §4 'Show all makes' /
 * 'Hide extra makes', 'Select models' / 'Hide'; §9 first 7 makes, model list limit 30). Counts
 * follow the current search (disjunctive: other makes keep their counts while one is ticked).
 */
import { useId, useState } from 'react';
import { useRefinementList } from 'react-instantsearch';
import { MAKE_LIST_LIMIT, MODEL_LIST_LIMIT, type DirectoryMake } from '../../../search/directory.ts';
import { MakeCard } from '../ui/MakeCard.tsx';
import { useFacetHref } from '../hooks/useFacetHref.ts';

export const MAKE_MORE_LABELS = ['Show all makes', 'Hide extra makes'] as const;

const CLOSED = { href: '#', needsJs: true } as const;

export function MakeCards({ directory }: { directory: readonly DirectoryMake[] }) {
  const makes = useRefinementList({
    attribute: 'make',
    limit: MAKE_LIST_LIMIT,
    showMore: true,
    showMoreLimit: 200,
    sortBy: ['isRefined', 'count:desc', 'name:asc'],
  });
  const models = useRefinementList({ attribute: 'model', limit: 200 });
  const [openMake, setOpenMake] = useState<string | null>(null);
  const idBase = `make-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const makeHref = useFacetHref('make');
  const modelHref = useFacetHref('model');
  const byName = new Map(directory.map((d) => [d.make, d]));
  const modelCount = new Map(models.items.map((m) => [m.value, m]));
  return (
    <fieldset className="facet facet--makes">
      <legend className="facet__legend">Make</legend>
      <ul className="make-cards" id={`${idBase}-list`}>
        {makes.items.map((item) => {
          const entry = byName.get(item.value);
          // A model's link only where its list is open (the list is drawn only then).
          const open = openMake === item.value;
          const list = (entry?.models ?? []).slice(0, MODEL_LIST_LIMIT).map((m) => {
            const live = modelCount.get(m.name);
            return {
              value: m.name,
              count: live?.count ?? null,
              checked: live?.isRefined ?? false,
              link: open ? modelHref(m.name) : CLOSED,
            };
          });
          return (
            <MakeCard
              key={item.value}
              idBase={`${idBase}-${item.value.replace(/[^A-Za-z0-9_-]/g, '_')}`}
              make={item.value}
              count={item.count}
              checked={item.isRefined}
              link={makeHref(item.value)}
              logo={entry?.logo ?? null}
              initials={entry?.initials ?? item.value.slice(0, 3).toUpperCase()}
              onToggle={() => makes.refine(item.value)}
              models={list}
              modelsOpen={open}
              onToggleModels={() => setOpenMake(openMake === item.value ? null : item.value)}
              onToggleModel={(model) => models.refine(model)}
            />
          );
        })}
      </ul>
      {makes.canToggleShowMore && (
        <button
          type="button"
          className="facet__more"
          data-needs-js=""
          aria-expanded={makes.isShowingMore}
          aria-controls={`${idBase}-list`}
          onClick={makes.toggleShowMore}
        >
          {makes.isShowingMore ? MAKE_MORE_LABELS[1] : MAKE_MORE_LABELS[0]}
        </button>
      )}
    </fieldset>
  );
}
