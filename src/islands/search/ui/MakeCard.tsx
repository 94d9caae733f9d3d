/**
 * One make card: a checkbox with the make's logo (or a text badge), name and count, and its model
 * list behind 'Select models' / 'Hide' (spec §4). The make and each model are links to the search
 * their click makes (`FacetOption`). Props only.
 */
import type { FacetHref } from '../../../search/facet-links.ts';
import { FacetOption } from './CheckboxList.tsx';

export interface MakeCardModel {
  value: string;
  /** Live count, or null when the current search gives none. */
  count: number | null;
  checked: boolean;
  link: FacetHref;
}

export interface MakeCardProps {
  idBase: string;
  make: string;
  count: number;
  checked: boolean;
  link: FacetHref;
  /** Logo URL, or null for the text badge. */
  logo: string | null;
  initials: string;
  onToggle(): void;
  models: MakeCardModel[];
  modelsOpen: boolean;
  onToggleModels(): void;
  onToggleModel(model: string): void;
}

export const MODEL_TOGGLE_LABELS = ['Select models', 'Hide'] as const;

export function MakeCard(p: MakeCardProps) {
  return (
    <li className={`make-card${p.checked ? ' make-card--checked' : ''}`}>
      <FacetOption className="make-card__label" link={p.link} checked={p.checked} onToggle={p.onToggle}>
        {p.logo ? (
          <img className="make-card__logo" src={p.logo} alt="" width={28} height={28} loading="lazy" decoding="async" />
        ) : (
          <span className="make-card__badge" aria-hidden="true">
            {p.initials}
          </span>
        )}
        <span className="make-card__name">{p.make}</span> <span className="facet__count">({p.count.toLocaleString('en-AU')})</span>
      </FacetOption>
      {p.models.length > 0 && (
        <button
          type="button"
          className="facet__more make-card__models-toggle"
          data-needs-js=""
          aria-expanded={p.modelsOpen}
          aria-controls={`${p.idBase}-models`}
          onClick={p.onToggleModels}
        >
          {p.modelsOpen ? MODEL_TOGGLE_LABELS[1] : MODEL_TOGGLE_LABELS[0]}
          <span className="visually-hidden"> {p.make} models</span>
        </button>
      )}
      {p.modelsOpen && (
        <ul className="facet__list make-card__models" id={`${p.idBase}-models`} aria-label={`${p.make} models`}>
          {p.models.map((m) => (
            <li key={m.value} className="facet__item">
              <FacetOption link={m.link} checked={m.checked} onToggle={() => p.onToggleModel(m.value)}>
                {m.value} {m.count !== null && <span className="facet__count">({m.count.toLocaleString('en-AU')})</span>}
              </FacetOption>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
