/**
 * A numeric range facet (price, km, year; spec §2 range sliders): a two-thumb slider and two typed
 * boxes, with the rules of `search/ranges.ts` (clamp, rounding to 1000 for price and km,
 * out-of-range ignored, minimum gap 1, step about 1/100 of the range). Slider moves refine after
 * 400 ms (spec §9); typed values on Apply or Enter. Bounds: the facet definition (price 5000 to
 * 250000), else the results' stats, else 0 to 100000.
 */
import { useEffect, useId, useState } from 'react';
import { useRange } from 'react-instantsearch';
import type { RangeFacetDefinition } from '../../../search/facets.ts';
import { clampThumbs, normaliseRange, rangeBounds, ROUND_TO, sliderStep, thumbsToRefinement } from '../../../search/ranges.ts';
import { useDebounced } from '../hooks/useDebounced.ts';
import { RangeSlider } from '../ui/RangeSlider.tsx';

/** Slider debounce in ms (spec §9). */
export const SLIDER_DEBOUNCE_MS = 400;

const text = (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '' : String(n));

export function RangeFacet({ attribute, def }: { attribute: string; def: RangeFacetDefinition }) {
  const { start, range, refine } = useRange({ attribute });
  const bounds = rangeBounds(def, range);
  const step = def.min !== undefined && def.max !== undefined ? def.step : attribute === 'year' ? 1 : sliderStep(bounds.min, bounds.max);
  const from = Number.isFinite(start[0]) ? start[0] : undefined;
  const to = Number.isFinite(start[1]) ? start[1] : undefined;
  const [thumbs, setThumbs] = useState<[number, number]>([from ?? bounds.min, to ?? bounds.max]);
  const [typed, setTyped] = useState<[string, string]>([text(from), text(to)]);
  useEffect(() => {
    setThumbs([from ?? bounds.min, to ?? bounds.max]);
    setTyped([text(from), text(to)]);
  }, [from, to, bounds.min, bounds.max]);
  const refineLater = useDebounced(refine, SLIDER_DEBOUNCE_MS);
  const idBase = `range-${attribute}-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  return (
    <RangeSlider
      legend={def.label}
      idBase={idBase}
      unit={def.unit}
      bounds={bounds}
      step={step}
      thumbs={thumbs}
      typed={typed}
      onThumbs={(values, moved) => {
        const next = clampThumbs(values, bounds, moved);
        const ref = thumbsToRefinement(next, bounds);
        setThumbs(next);
        setTyped([text(ref[0]), text(ref[1])]);
        refineLater(ref);
      }}
      onTyped={setTyped}
      onApply={() => {
        refineLater.cancel();
        const [lo, hi] = normaliseRange(typed, bounds, ROUND_TO[attribute] ?? 1);
        setTyped([text(lo), text(hi)]);
        setThumbs([lo ?? bounds.min, hi ?? bounds.max]);
        refine([lo, hi]);
      }}
    />
  );
}
