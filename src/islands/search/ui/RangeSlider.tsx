/**
 * A numeric range as a two-thumb slider plus two labelled boxes and an Apply button (spec §2 range
 * sliders for price, km and year). Each thumb is a native range input (keyboard and screen
 * readers for free) with a spoken value. `noValidate`: out-of-range or off-step typed values are
 * ignored or rounded by the rules (spec §5), not refused. Props only.
 */
export interface RangeSliderProps {
  legend: string;
  idBase: string;
  unit: '$' | 'km' | '';
  bounds: { min: number; max: number };
  step: number;
  thumbs: [number, number];
  typed: [string, string];
  onThumbs(values: [number, number], moved: 0 | 1): void;
  onTyped(values: [string, string]): void;
  onApply(): void;
}

/** '$25,000', '60,000 km', '2019'. */
export function formatRangeValue(n: number, unit: RangeSliderProps['unit']): string {
  if (unit === '$') return `$${n.toLocaleString('en-AU')}`;
  if (unit === 'km') return `${n.toLocaleString('en-AU')} km`;
  return String(n);
}

export function RangeSlider({ legend, idBase, unit, bounds, step, thumbs, typed, onThumbs, onTyped, onApply }: RangeSliderProps) {
  const name = legend.toLowerCase();
  const pct = (v: number) => ((v - bounds.min) / (bounds.max - bounds.min || 1)) * 100;
  const thumb = (side: 0 | 1) => (
    <input
      type="range"
      className={`range__thumb range__thumb--${side === 0 ? 'min' : 'max'}`}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={thumbs[side]}
      aria-label={`${side === 0 ? 'Minimum' : 'Maximum'} ${name}`}
      aria-valuetext={formatRangeValue(thumbs[side], unit) + (side === 1 && thumbs[1] >= bounds.max ? ' or more' : '')}
      onChange={(e) => onThumbs(side === 0 ? [Number(e.target.value), thumbs[1]] : [thumbs[0], Number(e.target.value)], side)}
    />
  );
  const field = (side: 0 | 1) => (
    <div className="range__field">
      <label htmlFor={`${idBase}-${side}`} className="range__label">
        {side === 0 ? `Min ${name}` : `Max ${name}`}
      </label>
      <span className="range__input-wrap">
        {unit === '$' && (
          <span className="range__unit" aria-hidden="true">
            $
          </span>
        )}
        <input
          id={`${idBase}-${side}`}
          className="range__input"
          type="text"
          inputMode="numeric"
          value={typed[side]}
          placeholder={formatRangeValue(side === 0 ? bounds.min : bounds.max, '')}
          onChange={(e) => onTyped(side === 0 ? [e.target.value, typed[1]] : [typed[0], e.target.value])}
        />
        {unit === 'km' && (
          <span className="range__unit" aria-hidden="true">
            km
          </span>
        )}
      </span>
    </div>
  );
  return (
    <form
      className="facet range"
      noValidate
      data-needs-js=""
      onSubmit={(e) => {
        e.preventDefault();
        onApply();
      }}
    >
      <fieldset className="range__fieldset">
        <legend className="facet__legend">{legend}</legend>
        <div className="range__slider" style={{ ['--lo' as string]: `${pct(thumbs[0])}%`, ['--hi' as string]: `${pct(thumbs[1])}%` }}>
          {thumb(0)}
          {thumb(1)}
        </div>
        <div className="range__fields">
          {field(0)}
          {field(1)}
        </div>
        <button type="submit" className="search-button search-button--secondary range__apply">
          Apply<span className="visually-hidden"> {name}</span>
        </button>
      </fieldset>
    </form>
  );
}
