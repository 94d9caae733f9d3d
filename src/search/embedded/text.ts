/**
 * Full-text matching of the query box (spec §2 *Car search*) with MiniSearch: every word must
 * match (AND), each as a prefix (as-you-type), words of 5+ letters with light fuzziness (one typo
 * in ~6 letters). Fields: name, make, model, badge, series, colour, body; make and model weigh more.
 * The index is built on the first non-empty query, so filtering alone never pays for it.
 */
import MiniSearch from 'minisearch';
import type { SearchDoc } from '../../stock/search-document.ts';

/** The fields the query box searches. */
export const TEXT_FIELDS = ['name', 'make', 'model', 'badge', 'series', 'colour', 'body'] as const;

/** Text scores by document index; a document that does not match is absent. */
export type TextScores = ReadonlyMap<number, number>;

export interface TextIndex {
  /** Scores of the documents matching every word of `query`; null for a blank query (no text filter). */
  match(query: string): TextScores | null;
}

const CACHE_SIZE = 16;

export function createTextIndex(docs: readonly SearchDoc[]): TextIndex {
  let index: MiniSearch<{ i: number }> | null = null;
  const cache = new Map<string, TextScores>();
  const build = () => {
    const ms = new MiniSearch<{ i: number }>({
      idField: 'i',
      fields: [...TEXT_FIELDS],
      extractField: (doc, field) => {
        if (field === 'i') return doc.i as unknown as string;
        const v = (docs[doc.i] as unknown as Record<string, unknown>)[field];
        return typeof v === 'string' ? v : '';
      },
      searchOptions: {
        combineWith: 'AND',
        prefix: true,
        fuzzy: (term) => (term.length >= 5 ? 0.15 : false),
        boost: { make: 2, model: 2 },
      },
    });
    ms.addAll(docs.map((_, i) => ({ i })));
    return ms;
  };
  return {
    match(query) {
      const q = query.trim().toLowerCase().replace(/\s+/g, ' ');
      if (!q) return null;
      const hit = cache.get(q);
      if (hit) return hit;
      index ??= build();
      const scores = new Map<number, number>();
      for (const r of index.search(q)) scores.set(r.id as number, r.score);
      if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(q, scores);
      return scores;
    },
  };
}
