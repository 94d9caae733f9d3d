/**
 * Make, model and badge from a listing title such as `2017 Land Rover Range Rover Evoque TD4 180 HSE`.
 *
 * The real feed's `Brand`/`Model` columns hold one word each: two-word makes are split across them
 * (`Land`/`Rover`), multi-word models are cut (`Grand` for Grand Cherokee) and a spreadsheet turned
 * Saab's `9-3` into `03-Sep`. The title (`YEAR MAKE MODEL BADGE...`) has the truth, so the make is
 * repaired from it (table below) and the model is the title's word where the column disagrees. A model
 * cut to one word (`Grand` + badge `Cherokee Laredo`) is joined up afterwards by the import's
 * canonical names (`src/stock/model-names.ts`), which know the families of several words.
 * Where the columns agree with the title they are kept as is.
 */
import type { RowIssue } from './types.ts';

/** Makes of two words that the feed splits across Brand and Model (spelling as shown on the site). */
export const TWO_WORD_MAKES: readonly string[] = ['Land Rover', 'Alfa Romeo', 'Aston Martin', 'Great Wall'];

/** Make, model and badge read from a title, and the repairs that took. */
export interface TitleParts {
  make: string;
  model: string;
  badge: string | null;
  issues: RowIssue[];
}

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);
const lower = (s: string): string => s.toLowerCase();

/** The number of leading words of `haystack` equal (case-insensitively) to the words of `needle`, or 0. */
function prefixWords(haystack: string[], needle: string): number {
  const n = words(needle);
  if (n.length === 0 || n.length > haystack.length) return 0;
  return n.every((w, i) => lower(w) === lower(haystack[i] ?? '')) ? n.length : 0;
}

/** Badge text after the model; `(No Badge)` and empty mean none. */
function badgeOf(rest: string[]): string | null {
  const badge = rest.join(' ').trim();
  return badge === '' || /^\(no badge\)$/i.test(badge) ? null : badge;
}

/**
 * Splits a title into make, model and badge, checked against the feed's Brand and Model columns.
 * `brand`, `modelCol`, `title` are trimmed feed values (model may be empty). Returns `null` when
 * no model can be found at all (the caller rejects the row).
 */
export function partsFromTitle(brand: string, modelCol: string, year: number, title: string): TitleParts | null {
  const issues: RowIssue[] = [];
  let rest = words(title);
  if (rest[0] === String(year)) rest = rest.slice(1);

  // Make: a two-word make split across the columns, else the Brand column when the title agrees.
  let make = brand;
  const twoWord = TWO_WORD_MAKES.find((m) => lower(m) === lower(`${brand} ${modelCol}`));
  const madeFromTitle = twoWord !== undefined && prefixWords(rest, twoWord) > 0;
  if (twoWord && madeFromTitle) {
    make = twoWord;
    rest = rest.slice(2);
    issues.push({
      field: 'Brand',
      action: 'repaired',
      reason: 'two-word make split across Brand and Model: make and model taken from Title',
      original: `${brand} / ${modelCol}`,
    });
  } else {
    const n = prefixWords(rest, brand);
    if (n === 0) {
      // The title does not start with the make: trust the columns, take the badge from nowhere.
      if (modelCol === '') return null;
      issues.push({
        field: 'Title',
        action: 'flagged',
        reason: 'Title does not start with Brand: make and model from the columns, no badge',
        original: title,
      });
      return { make, model: modelCol, badge: null, issues };
    }
    rest = rest.slice(n);
  }

  // Model: the Model column when the title agrees, else the title's next word.
  const colWords = prefixWords(rest, modelCol);
  let model: string;
  let used: number;
  if (!madeFromTitle && colWords > 0) {
    model = modelCol;
    used = colWords;
  } else {
    if (rest.length === 0) return null;
    model = rest[0] ?? '';
    used = 1;
    if (!madeFromTitle)
      issues.push({
        field: 'Model',
        action: 'repaired',
        reason: 'Model column does not match Title (spreadsheet-mangled, e.g. 9-3 read as a date): model taken from Title',
        original: modelCol,
      });
  }
  return { make, model, badge: badgeOf(rest.slice(used)), issues };
}
