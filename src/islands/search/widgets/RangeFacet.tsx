/**
 * A numeric range facet (price, km, year; spec §2): typed bounds normalised by `normaliseRange`
 * (step, out-of-range ignored, minimum gap 1). Bounds from `FACET_DEFINITIONS` (price 5000 to
 * 250000), else from the facet stats. No bound is ever applied as a filter on its own, so POA
 * cars stay in the default results.
 */
import { useEffect, useId, useState } from 'react';
import { useRange } from 'react-instantsearch';
import type { RangeFacetDefinition } from '../../../search/facets.ts';
import { normaliseRange } from '../../../search/ranges.ts';
import { RangeFields } from '../ui/RangeFields.tsx';

const text = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '' : String(n));

export function RangeFacet({ attribute, def }: { attribute: string; def: RangeFacetDefinition }) {
  const { start, range, refine } = useRange({ attribute });
  const [from, to] = start;
  const [values, setValues] = useState<[string, string]>([text(from), text(to)]);
  useEffect(() => setValues([text(from), text(to)]), [from, to]);
  const bounds = { min: def.min ?? range.min ?? 0, max: def.max ?? range.max ?? 0 };
  const idBase = `range-${attribute}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <RangeFields
      legend={def.label}
      idBase={idBase}
      unit={def.unit}
      min={bounds.min}
      max={bounds.max}
      step={def.step}
      values={values}
      onChange={setValues}
      onApply={() => {
        const [lo, hi] = normaliseRange(values, bounds, def.step);
        setValues([text(lo), text(hi)]);
        refine([lo, hi]);
      }}
    />
  );
}
