/**
 * Column views of the documents, built lazily per attribute and kept: filters, facet counts, stats
 * and sorts read flat arrays instead of walking objects.
 */
import type { SearchDoc } from '../../stock/search-document.ts';

/** Facet value of a document as a string: numbers and booleans as text (`2021`, `true`), null when absent. */
export function facetValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** Lazily built columns over a fixed document list (indices are positions in `docs`). */
export interface Columns {
  readonly docs: readonly SearchDoc[];
  /** Facet value of each document (see `facetValue`). */
  facet(attribute: string): readonly (string | null)[];
  /** The same column dictionary-coded, for counting (see {@link FacetCodes}). */
  facetCodes(attribute: string): FacetCodes;
  /** Numeric value of each document; NaN when absent or not a number. */
  numeric(attribute: string): Float64Array;
  /** True when every present value of the attribute is a number (it gets `facets_stats`). */
  isNumeric(attribute: string): boolean;
}

/**
 * A facet column dictionary-coded: `codes[i]` is the index in `values` of document i's facet value, -1 when it
 * has none. Values are numbered in document order (first seen, first numbered). Counting a facet adds to an
 * array slot per document instead of hashing its string (issue #14: every search page of a build counts facets).
 */
export interface FacetCodes {
  readonly codes: Int32Array;
  readonly values: readonly string[];
}

export function createColumns(docs: readonly SearchDoc[]): Columns {
  const facets = new Map<string, (string | null)[]>();
  const coded = new Map<string, FacetCodes>();
  const numerics = new Map<string, Float64Array>();
  const numericKinds = new Map<string, boolean>();
  const read = (doc: SearchDoc, attribute: string): unknown => (doc as unknown as Record<string, unknown>)[attribute];
  const facet = (attribute: string): (string | null)[] => {
    let col = facets.get(attribute);
    if (!col) {
      col = docs.map((d) => facetValue(read(d, attribute)));
      facets.set(attribute, col);
    }
    return col;
  };
  return {
    docs,
    facet,
    facetCodes(attribute) {
      let c = coded.get(attribute);
      if (!c) {
        const col = facet(attribute);
        const codes = new Int32Array(col.length);
        const index = new Map<string, number>();
        const values: string[] = [];
        for (let i = 0; i < col.length; i++) {
          const v = col[i];
          if (v === null || v === undefined) {
            codes[i] = -1;
            continue;
          }
          let code = index.get(v);
          if (code === undefined) {
            code = values.length;
            index.set(v, code);
            values.push(v);
          }
          codes[i] = code;
        }
        c = { codes, values };
        coded.set(attribute, c);
      }
      return c;
    },
    numeric(attribute) {
      let col = numerics.get(attribute);
      if (!col) {
        col = new Float64Array(docs.length);
        for (let i = 0; i < docs.length; i++) {
          const v = read(docs[i]!, attribute);
          col[i] = typeof v === 'number' && Number.isFinite(v) ? v : Number.NaN;
        }
        numerics.set(attribute, col);
      }
      return col;
    },
    isNumeric(attribute) {
      let kind = numericKinds.get(attribute);
      if (kind === undefined) {
        let seen = false;
        kind =
          docs.every((d) => {
            const v = read(d, attribute);
            if (v === null || v === undefined) return true;
            seen = true;
            return typeof v === 'number';
          }) && seen;
        numericKinds.set(attribute, kind);
      }
      return kind;
    },
  };
}
