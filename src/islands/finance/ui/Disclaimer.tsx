/** The finance disclaimer with Show More / Show Less (spec §2 *Finance calculator section*). Props only. */
import { useId, useState } from 'react';

/** Characters shown while collapsed. */
export const DISCLAIMER_PREVIEW_CHARS = 160;

export function Disclaimer({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > DISCLAIMER_PREVIEW_CHARS;
  const shown = open || !long ? text : `${text.slice(0, DISCLAIMER_PREVIEW_CHARS).replace(/\s+\S*$/, '')}…`;
  return (
    <div className="fin-disclaimer">
      <p id={id} className="fin-disclaimer__text">
        {shown}
      </p>
      {long && (
        <button type="button" className="fin-link-btn" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
          {open ? 'Show Less' : 'Show More'}
        </button>
      )}
    </div>
  );
}
