/**
 * Make cards (spec §2 "Make cards with logos and a per-make model list"; §4 'Show all makes' /
 * 'Hide extra makes', 'Select models' / 'Hide'; §9 first 7 makes, model list limit 30). Counts
 * follow the current search (disjunctive: other makes keep their counts while one is ticked).
 */
import { useId, useMemo, useState } from 'react';
import { useInstantSearch, useRefinementList } from 'react-instantsearch';
import { FACET_VALUES_LIMIT, MAKE_LIST_LIMIT, MODEL_LIST_LIMIT, type DirectoryMake } from '../../../search/directory.ts';
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
  // Mounted to apply a model the visitor ticks; its counts are read from the results below, and only while a
  // make's list is open (the list is drawn only then). Formatting up to 200 models on every render, for lists no one
  // had opened, was a seventh of the search island's server render (swan-river-auto's /search/: 2.09–2.25 ms
  // before, 1.81–1.87 ms after, the same HTML; issue #14) and of each re-render in the browser.
  // Its show-more limit is never shown: it asks the engine for every model (`FACET_VALUES_LIMIT`), so that an
  // open list has each model's count, the rarest included.
  const models = useRefinementList({ attribute: 'model', limit: 1, showMore: true, showMoreLimit: FACET_VALUES_LIMIT });
  const { results } = useInstantSearch();
  const [openMake, setOpenMake] = useState<string | null>(null);
  const idBase = `make-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const makeHref = useFacetHref('make');
  const modelHref = useFacetHref('model');
  const byName = new Map(directory.map((d) => [d.make, d]));
  // Disjunctive counts, as the model facet's (other models keep theirs while one is ticked).
  const modelCount = useMemo(
    () =>
      new Map(
        openMake === null
          ? []
          : (
              results.getFacetValues('model', { sortBy: ['name:asc'] }) as { name: string; count: number; isRefined: boolean }[] | undefined
            )?.map((v) => [v.name, v] as const),
      ),
    [openMake, results],
  );
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
