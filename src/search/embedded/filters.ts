/**
 * InstantSearch filters → predicates over the embedded columns.
 *
 * `facetFilters` and `numericFilters` arrive as InstantSearch's helper sends them: a list whose
 * items are ANDed; an item that is itself a list is ORed (a disjunctive facet: `[["make:Toyota",
 * "make:Mazda"], "body:SUV"]` is (Toyota OR Mazda) AND SUV). `facet:-value` negates; a leading
 * `\-` escapes a value that starts with a dash. Numeric filters: `attr op number` with op one of
 * `<`, `<=`, `=`, `!=`, `>=`, `>` (`price>=5000`), or `attr:lo TO hi`.
 */
import type { Columns } from './columns.ts';

/** The filter parameters as InstantSearch sends them. */
export type FilterInput = string | readonly (string | readonly string[])[] | undefined;

type Op = '<' | '<=' | '=' | '!=' | '>=' | '>';
type Clause =
  | { kind: 'facet'; attribute: string; value: string; negate: boolean }
  | { kind: 'numeric'; attribute: string; op: Op; value: number }
  | { kind: 'between'; attribute: string; lo: number; hi: number };

/** A compiled filter: ANDed groups of ORed clauses. Tests one document index. */
export type DocPredicate = (i: number) => boolean;

function groups(input: FilterInput): string[][] {
  if (input === undefined) return [];
  if (typeof input === 'string') return parseFilterString(input);
  return input.map((item) => (typeof item === 'string' ? [item] : [...item]));
}

/** A comma-separated string (Algolia's legacy form) → groups; `(a,b)` is an OR group. */
function parseFilterString(input: string): string[][] {
  const out: string[][] = [];
  for (const m of input.matchAll(/\(([^)]*)\)|([^,()]+)/g)) {
    const group = (m[1] ?? m[2] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (group.length) out.push(group);
  }
  return out;
}

function parseFacet(text: string): Clause | null {
  const at = text.indexOf(':');
  if (at <= 0) return null;
  let value = text.slice(at + 1);
  const negate = value.startsWith('-');
  if (negate) value = value.slice(1);
  else if (value.startsWith('\\-')) value = value.slice(1);
  return { kind: 'facet', attribute: text.slice(0, at).trim(), value, negate };
}

function parseNumeric(text: string): Clause | null {
  const between = /^\s*([\w.]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/.exec(text);
  if (between) return { kind: 'between', attribute: between[1]!, lo: Number(between[2]), hi: Number(between[3]) };
  const m = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+(?:e[+-]?\d+)?)\s*$/i.exec(text);
  if (!m || !Number.isFinite(Number(m[3]))) return null;
  return { kind: 'numeric', attribute: m[1]!, op: m[2] as Op, value: Number(m[3]) };
}

function compare(v: number, op: Op, x: number): boolean {
  switch (op) {
    case '<':
      return v < x;
    case '<=':
      return v <= x;
    case '=':
      return v === x;
    case '!=':
      return v !== x;
    case '>=':
      return v >= x;
    case '>':
      return v > x;
  }
}

function clauseTest(clause: Clause, cols: Columns): DocPredicate {
  if (clause.kind === 'facet') {
    const col = cols.facet(clause.attribute);
    const { value, negate } = clause;
    return negate ? (i) => col[i] !== value : (i) => col[i] === value;
  }
  const col = cols.numeric(clause.attribute);
  // A document without a value (NaN) matches no numeric clause, except `!=`.
  if (clause.kind === 'between') {
    const { lo, hi } = clause;
    return (i) => col[i]! >= lo && col[i]! <= hi;
  }
  const { op, value } = clause;
  return (i) => compare(col[i]!, op, value);
}

/** The simple form of Algolia's `filters` string → facet and numeric filter groups (all ANDed). */
export function splitFiltersString(filters: string | undefined): { facetFilters: string[][]; numericFilters: string[][] } {
  const facetFilters: string[][] = [];
  const numericFilters: string[][] = [];
  for (const clause of (filters ?? '')
    .split(/\s+AND\s+/i)
    .map((c) => c.trim())
    .filter(Boolean)) {
    if (parseNumeric(clause)) numericFilters.push([clause]);
    else if (/^[\w.]+:/.test(clause)) facetFilters.push([clause.replace(/:\s*"(.*)"$/, ':$1')]);
  }
  return { facetFilters, numericFilters };
}

/**
 * Compiles `facetFilters`, `numericFilters` and the simple `filters` string into one predicate,
 * or null when nothing filters. Unparseable items are ignored (InstantSearch never sends them).
 */
export function compileFilters(
  facetFilters: FilterInput,
  numericFilters: FilterInput,
  cols: Columns,
  filters?: string,
): DocPredicate | null {
  const compiled: DocPredicate[] = [];
  const add = (input: FilterInput, parse: (t: string) => Clause | null) => {
    for (const group of groups(input)) {
      const tests = group
        .map(parse)
        .filter((c): c is Clause => c !== null)
        .map((c) => clauseTest(c, cols));
      if (tests.length === 1) compiled.push(tests[0]!);
      else if (tests.length > 1) compiled.push((i) => tests.some((t) => t(i)));
    }
  };
  const extra = splitFiltersString(filters);
  add(facetFilters, parseFacet);
  add(numericFilters, parseNumeric);
  add(extra.facetFilters, parseFacet);
  add(extra.numericFilters, parseNumeric);
  if (compiled.length === 0) return null;
  if (compiled.length === 1) return compiled[0]!;
  return (i) => compiled.every((t) => t(i));
}
