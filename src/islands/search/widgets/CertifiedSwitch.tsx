/** The certified-only switch (spec §2 "An optional switch restricts results to certified vehicles (certified=true)"). */
import { useId } from 'react';
import { useToggleRefinement } from 'react-instantsearch';
import { CERTIFIED_SWITCH } from '../../../search/facets.ts';

export function CertifiedSwitch() {
  const { value, refine } = useToggleRefinement({ attribute: CERTIFIED_SWITCH.facet, on: true });
  const id = useId();
  return (
    <div className="facet facet--switch" data-needs-js="">
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="facet__checkbox"
        checked={value.isRefined}
        onChange={() => refine({ isRefined: value.isRefined })}
      />
      <label htmlFor={id} className="facet__label">
        Certified vehicles only{' '}
        {value.onFacetValue.count !== null && <span className="facet__count">({value.onFacetValue.count.toLocaleString('en-AU')})</span>}
      </label>
    </div>
  );
}
