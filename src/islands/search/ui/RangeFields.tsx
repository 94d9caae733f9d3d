/**
 * A numeric range as two labelled inputs and an Apply button (spec §2 range for price, km, year).
 * Accessible without a pointer; issue #3 may add a two-thumb slider beside it. `noValidate`: values
 * out of range or off the step are ignored or rounded by `normaliseRange` (spec §5), not refused.
 */
export interface RangeFieldsProps {
  legend: string;
  idBase: string;
  unit: '$' | 'km' | '';
  min: number;
  max: number;
  step: number;
  values: [string, string];
  onChange(values: [string, string]): void;
  onApply(): void;
}

export function RangeFields({ legend, idBase, unit, min, max, step, values, onChange, onApply }: RangeFieldsProps) {
  const field = (side: 0 | 1, label: string) => (
    <div className="range__field">
      <label htmlFor={`${idBase}-${side}`} className="range__label">{label}</label>
      <span className="range__input-wrap">
        {unit === '$' && <span className="range__unit" aria-hidden="true">$</span>}
        <input
          id={`${idBase}-${side}`}
          className="range__input"
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={step}
          value={values[side]}
          placeholder={String(side === 0 ? min : max)}
          onChange={(e) => onChange(side === 0 ? [e.target.value, values[1]] : [values[0], e.target.value])}
        />
        {unit === 'km' && <span className="range__unit" aria-hidden="true">km</span>}
      </span>
    </div>
  );
  return (
    <form className="facet range" noValidate onSubmit={(e) => { e.preventDefault(); onApply(); }}>
      <fieldset className="range__fieldset">
        <legend className="facet__legend">{legend}</legend>
        <div className="range__fields">
          {field(0, `Min ${legend.toLowerCase()}`)}
          {field(1, `Max ${legend.toLowerCase()}`)}
        </div>
        <button type="submit" className="search-button search-button--secondary range__apply">Apply</button>
      </fieldset>
    </form>
  );
}
