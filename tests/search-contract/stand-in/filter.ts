/**
 * Meilisearch filter expressions for the stand-in (documented syntax: `attr = value`, `!=`, `>`,
 * `>=`, `<`, `<=`, `attr low TO high`, `attr IN [a, b]`, `attr EXISTS`, `attr IS NULL`, `NOT`, `AND`,
 * `OR`, parentheses, double-quoted attributes and values; an array filter is AND of its items and an
 * inner array is OR). Values compare as text for `=`/`!=`/`IN` (numbers and booleans as their text,
 * as Meilisearch's facet filters do) and as numbers for the comparisons.
 */
export type Doc = Record<string, unknown>;
export type Predicate = (doc: Doc) => boolean;

export class FilterError extends Error {}

type Tok = { t: 'word' | 'str' | 'op' | '(' | ')' | '[' | ']' | ','; v: string };

function tokenize(s: string): Tok[] {
  const out: Tok[] = [];
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if ('()[],'.includes(c)) {
      out.push({ t: c as Tok['t'], v: c });
      i++;
      continue;
    }
    const op = /^(>=|<=|!=|=|>|<)/.exec(s.slice(i));
    if (op) {
      out.push({ t: 'op', v: op[1]! });
      i += op[1]!.length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let v = '';
      while (j < s.length && s[j] !== c) {
        if (s[j] === '\\') j++;
        v += s[j];
        j++;
      }
      if (j >= s.length) throw new FilterError(`unterminated string in filter \`${s}\``);
      out.push({ t: 'str', v });
      i = j + 1;
      continue;
    }
    const w = /^[^\s()[\],=<>!"']+/.exec(s.slice(i));
    if (!w) throw new FilterError(`unexpected \`${c}\` in filter \`${s}\``);
    out.push({ t: 'word', v: w[0] });
    i += w[0].length;
  }
  return out;
}

const text = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? null : String(v));
const isKw = (tok: Tok | undefined, kw: string) => tok?.t === 'word' && tok.v.toUpperCase() === kw;

/** Compiles one filter expression; `filterable` lists the attributes it may name. */
export function compileExpression(input: string, filterable: readonly string[]): Predicate {
  const toks = tokenize(input);
  let p = 0;
  const need = (t: Tok['t']) => {
    if (toks[p]?.t !== t) throw new FilterError(`expected \`${t}\` in filter \`${input}\``);
    return toks[p++]!;
  };
  const value = () => {
    const tok = toks[p++];
    if (!tok || (tok.t !== 'word' && tok.t !== 'str')) throw new FilterError(`expected a value in filter \`${input}\``);
    return tok.v;
  };
  const orExpr = (): Predicate => {
    let left = andExpr();
    while (isKw(toks[p], 'OR')) {
      p++;
      const l = left;
      const r = andExpr();
      left = (d) => l(d) || r(d);
    }
    return left;
  };
  const andExpr = (): Predicate => {
    let left = notExpr();
    while (isKw(toks[p], 'AND')) {
      p++;
      const l = left;
      const r = notExpr();
      left = (d) => l(d) && r(d);
    }
    return left;
  };
  const notExpr = (): Predicate => {
    if (isKw(toks[p], 'NOT')) {
      p++;
      const inner = notExpr();
      return (d) => !inner(d);
    }
    if (toks[p]?.t === '(') {
      p++;
      const e = orExpr();
      need(')');
      return e;
    }
    return condition();
  };
  const condition = (): Predicate => {
    const attr = value();
    if (!filterable.includes(attr))
      throw new FilterError(`Attribute \`${attr}\` is not filterable. Available filterable attributes are: \`${filterable.join(', ')}\`.`);
    const tok = toks[p];
    if (isKw(tok, 'EXISTS')) {
      p++;
      return (d) => d[attr] !== undefined;
    }
    if (isKw(tok, 'IS')) {
      p++;
      const neg = isKw(toks[p], 'NOT');
      if (neg) p++;
      const kw = toks[p++]?.v.toUpperCase();
      const test =
        kw === 'NULL'
          ? (d: Doc) => d[attr] === null
          : (d: Doc) => d[attr] === '' || (Array.isArray(d[attr]) && (d[attr] as unknown[]).length === 0);
      return neg ? (d) => !test(d) : test;
    }
    if (isKw(tok, 'IN')) {
      p++;
      need('[');
      const values: string[] = [];
      while (toks[p]?.t !== ']') {
        values.push(value());
        if (toks[p]?.t === ',') p++;
      }
      need(']');
      return (d) => values.includes(text(d[attr]) ?? '\u0000');
    }
    if (tok?.t === 'op') {
      p++;
      const v = value();
      const op = tok.v;
      if (op === '=') return (d) => text(d[attr]) === v;
      if (op === '!=') return (d) => text(d[attr]) !== v;
      const x = Number(v);
      if (!Number.isFinite(x)) throw new FilterError(`\`${v}\` is not a number in filter \`${input}\``);
      return (d) => {
        const n = d[attr];
        if (typeof n !== 'number') return false;
        return op === '>' ? n > x : op === '>=' ? n >= x : op === '<' ? n < x : n <= x;
      };
    }
    if (tok && (tok.t === 'word' || tok.t === 'str')) {
      const lo = Number(value());
      if (!isKw(toks[p], 'TO')) throw new FilterError(`expected TO in filter \`${input}\``);
      p++;
      const hi = Number(value());
      return (d) => typeof d[attr] === 'number' && (d[attr] as number) >= lo && (d[attr] as number) <= hi;
    }
    throw new FilterError(`Was expecting an operation after \`${attr}\` in filter \`${input}\``);
  };
  const result = orExpr();
  if (p !== toks.length) throw new FilterError(`unexpected \`${toks[p]!.v}\` in filter \`${input}\``);
  return result;
}

/** A `filter` search parameter (string, or array of strings / arrays of strings) → one predicate. */
export function compileFilter(filter: unknown, filterable: readonly string[]): Predicate | null {
  if (filter === undefined || filter === null || filter === '') return null;
  if (typeof filter === 'string') return compileExpression(filter, filterable);
  if (!Array.isArray(filter)) throw new FilterError('filter must be a string or an array');
  const parts = filter.map((item) => {
    if (typeof item === 'string') return compileExpression(item, filterable);
    if (Array.isArray(item)) {
      const ors = item.map((s) => compileExpression(String(s), filterable));
      return (d: Doc) => ors.some((o) => o(d));
    }
    throw new FilterError('filter array items must be strings or arrays');
  });
  return (d) => parts.every((t) => t(d));
}
