/**
 * The weekly finance teaser for React result cards (spec §2 'finance weekly teaser'): 'From $X/week*'
 * with the comparison rate and an asterisk linking to the car's calculator, 'Estimate' on local
 * quotes, or 'Enquire for Finance' at or below $25 (spec §8). Props only; render nothing for null.
 * The static twin is `src/components/finance/FinanceTeaser.astro`.
 */
import type { WeeklyTeaser as Teaser } from '../../../domain/finance/offer.ts';
import { formatRate } from '../../../domain/finance/disclaimer.ts';
import { formatAud } from '../../../domain/money.ts';
import '../teaser.css';

export interface WeeklyTeaserProps {
  /** From `carTeaser(car, site, build)` (or a search document field carrying it); null renders nothing. */
  teaser: Teaser | null;
  /** The calculator section: `#finance-calculator` on the vehicle page, `/cars/{slug}/#finance-calculator` on a card. */
  href: string;
  /** Where 'Enquire for Finance' goes (the car's finance link). */
  enquireHref: string;
}

export function WeeklyTeaser({ teaser, href, enquireHref }: WeeklyTeaserProps) {
  if (!teaser) return null;
  if (teaser.enquire)
    return (
      <p className="fin-teaser">
        <a href={enquireHref}>Enquire for Finance</a>
      </p>
    );
  return (
    <p className="fin-teaser">
      {teaser.estimate && <span className="fin-badge">Estimate</span>}
      <span>
        From <span className="fin-teaser__amount">{formatAud(teaser.weekly)}</span>/week
      </span>
      <a
        href={href}
        aria-label={`Finance details: ${formatRate(teaser.interestRate)}, comparison rate ${formatRate(teaser.comparisonRate)}`}
      >
        {formatRate(teaser.interestRate)} · comparison rate {formatRate(teaser.comparisonRate)}*
      </a>
    </p>
  );
}
