/**
 * Search over one stand-in index with Meilisearch's documented semantics, as far as the adapter
 * uses them: `q` (words from the searchable attributes; the last word also as a prefix; typo
 * tolerance of 1 for words of 5+ letters and 2 for 9+; `matchingStrategy` 'all' or 'last'),
 * `filter`, `facets` (facetDistribution sorted by count, `maxValuesPerFacet`; facetStats of numeric
 * facets), `sort` (documents without the attribute last), ranking rules in the index's order
 * (`sort`, `words`, `typo`, `exactness`, `attr:asc|desc`; `proximity` and `attribute` are not
 * modelled: ties fall to the next rule), then insertion order; `page`/`hitsPerPage` or
 * `offset`/`limit` pagination.
 */
import { compileFilter, type Doc } from './filter.ts';

export interface IndexSettings {
  searchableAttributes: string[];
  filterableAttributes: string[];
  sortableAttributes: string[];
  rankingRules: string[];
  faceting: { maxValuesPerFacet: number; sortFacetValuesBy?: Record<string, string> };
  pagination: { maxTotalHits: number };
}

export const DEFAULT_SETTINGS: IndexSettings = {
  searchableAttributes: ['*'],
  filterableAttributes: [],
  sortableAttributes: [],
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  faceting: { maxValuesPerFacet: 100 },
  pagination: { maxTotalHits: 1000 },
};

export class SearchError extends Error {
  readonly code: string;
  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

const allowedTypos = (w: string) => (w.length >= 9 ? 2 : w.length >= 5 ? 1 : 0);

interface TextMatch {
  words: number;
  typos: number;
  exact: number;
}

/** How `docWords` match the query words (null when a required word is missing). */
function matchText(query: string[], docWords: Set<string>, strategy: string): TextMatch | null {
  const tryWords = (qs: string[]): TextMatch | null => {
    let typos = 0;
    let exact = 0;
    for (const [i, q] of qs.entries()) {
      const last = i === qs.length - 1;
      if (docWords.has(q)) {
        exact++;
        continue;
      }
      if (last && [...docWords].some((w) => w.startsWith(q))) continue;
      const max = allowedTypos(q);
      let best = max + 1;
      if (max > 0) for (const w of docWords) best = Math.min(best, distance(q, w, max));
      if (best > max) return null;
      typos += best;
    }
    return { words: qs.length, typos, exact };
  };
  if (strategy === 'all') return tryWords(query);
  for (let n = query.length; n > 0; n--) {
    const m = tryWords(query.slice(0, n));
    if (m) return m;
  }
  return null;
}

/** One search (body of `POST /indexes/{uid}/search` or one query of `/multi-search`). */
export function searchIndex(docs: readonly Doc[], settings: IndexSettings, params: Record<string, unknown>) {
  const started = performance.now();
  const q = typeof params.q === 'string' ? params.q : '';
  const qWords = words(q);
  const filter = compileFilter(params.filter, settings.filterableAttributes);
  const searchable = settings.searchableAttributes.includes('*') ? null : settings.searchableAttributes;
  const sort = (Array.isArray(params.sort) ? params.sort : []).map((s: string) => {
    const [attr, dir] = String(s).split(':');
    if (!settings.sortableAttributes.includes(attr!))
      throw new SearchError(`Attribute \`${attr}\` is not sortable.`, 'invalid_search_sort');
    return { attr: attr!, dir: dir === 'desc' ? -1 : 1 };
  });
  const matched: { doc: Doc; i: number; m: TextMatch | null }[] = [];
  docs.forEach((doc, i) => {
    if (filter && !filter(doc)) return;
    let m: TextMatch | null = null;
    if (qWords.length > 0) {
      const dw = new Set((searchable ?? Object.keys(doc)).flatMap((a) => (typeof doc[a] === 'string' ? words(doc[a] as string) : [])));
      m = matchText(qWords, dw, String(params.matchingStrategy ?? 'last'));
      if (!m) return;
    }
    matched.push({ doc, i, m });
  });
  const byAttr = (a: Doc, b: Doc, attr: string, dir: number) => {
    const va = a[attr];
    const vb = b[attr];
    const na = typeof va !== 'number';
    const nb = typeof vb !== 'number';
    if (na || nb) return na === nb ? 0 : na ? 1 : -1;
    return ((va as number) - (vb as number)) * dir;
  };
  matched.sort((x, y) => {
    for (const rule of settings.rankingRules) {
      let c = 0;
      if (rule === 'sort')
        for (const s of sort) {
          c = byAttr(x.doc, y.doc, s.attr, s.dir);
          if (c) break;
        }
      else if (rule === 'words' && x.m && y.m) c = y.m.words - x.m.words;
      else if (rule === 'typo' && x.m && y.m) c = x.m.typos - y.m.typos;
      else if (rule === 'exactness' && x.m && y.m) c = y.m.exact - x.m.exact;
      else if (/:(asc|desc)$/.test(rule)) {
        const [attr, dir] = rule.split(':');
        c = byAttr(x.doc, y.doc, attr!, dir === 'desc' ? -1 : 1);
      }
      if (c) return c;
    }
    return x.i - y.i;
  });
  const total = Math.min(matched.length, settings.pagination.maxTotalHits);
  const facetDistribution: Record<string, Record<string, number>> = {};
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const facet of (Array.isArray(params.facets) ? params.facets : []) as string[]) {
    if (!settings.filterableAttributes.includes(facet))
      throw new SearchError(`Invalid facet \`${facet}\`: not filterable.`, 'invalid_search_facets');
    const counts = new Map<string, number>();
    let min = Infinity;
    let max = -Infinity;
    for (const { doc } of matched) {
      const v = doc[facet];
      if (v === null || v === undefined || typeof v === 'object') continue;
      counts.set(String(v), (counts.get(String(v)) ?? 0) + 1);
      if (typeof v === 'number') {
        min = Math.min(min, v);
        max = Math.max(max, v);
      }
    }
    const entries = [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, settings.faceting.maxValuesPerFacet);
    facetDistribution[facet] = Object.fromEntries(entries);
    if (min <= max) facetStats[facet] = { min, max };
  }
  const base = {
    query: q,
    processingTimeMs: Math.round(performance.now() - started),
    ...(params.facets ? { facetDistribution, facetStats } : {}),
  };
  if (params.page !== undefined || params.hitsPerPage !== undefined) {
    const hitsPerPage = Number(params.hitsPerPage ?? 20);
    const page = Math.max(1, Number(params.page ?? 1));
    const hits = hitsPerPage > 0 ? matched.slice((page - 1) * hitsPerPage, page * hitsPerPage).map((m) => m.doc) : [];
    return { ...base, hits, page, hitsPerPage, totalHits: total, totalPages: hitsPerPage > 0 ? Math.ceil(total / hitsPerPage) : 0 };
  }
  const offset = Number(params.offset ?? 0);
  const limit = Number(params.limit ?? 20);
  return { ...base, hits: matched.slice(offset, offset + limit).map((m) => m.doc), offset, limit, estimatedTotalHits: total };
}
