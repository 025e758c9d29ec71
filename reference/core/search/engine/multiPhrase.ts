/**
 * The postings a phrase query walks, one list per query position: a term's own postings, or where the analyzer
 * stacked several terms on one position (flat synonyms, keyword_repeat, word_delimiter's preserve_original) the
 * union of theirs, as Lucene's MultiPhraseQuery reads them (UnionPostingsEnum: a document holding any of the
 * terms, their positions merged). A term of a stacked position missing from the shard is skipped; a position with
 * none of its terms means no match. Scoring keeps every term's statistics (MultiPhraseWeight sums their idf).
 */
import type { Postings, TermDict } from './fieldIndex.ts';
import { positionsAt } from './fieldIndex.ts';

export interface PhraseLists {
  lists: Postings[];
  /** Each list's offset in the query (the phrase's positions, deduplicated). */
  offsets: number[];
}

/** Postings of the union of several terms' postings. */
function union(ps: Postings[]): Postings {
  const byDoc = new Map<number, number[]>();
  for (const p of ps) {
    for (let i = 0; i < p.docs.length; i++) {
      const doc = p.docs[i]!;
      const at = byDoc.get(doc);
      if (at) at.push(...positionsAt(p, i));
      else byDoc.set(doc, positionsAt(p, i));
    }
  }
  const docs = [...byDoc.keys()].sort((a, b) => a - b);
  const freqs: number[] = [];
  const pos: number[] = [];
  const start: number[] = [];
  for (const d of docs) {
    const positions = [...new Set(byDoc.get(d)!)].sort((a, b) => a - b);
    start.push(pos.length);
    freqs.push(positions.length);
    pos.push(...positions);
  }
  return { docs, freqs, pos, start };
}

/** The lists of a phrase of `terms` at query `positions`, or undefined when it cannot match on this dictionary. */
export function phraseLists(dict: TermDict, terms: readonly string[], positions: readonly number[]): PhraseLists | undefined {
  const stacked = positions.some((p, i) => positions.indexOf(p) !== i);
  if (!stacked) {
    const lists: Postings[] = [];
    for (const t of terms) {
      const p = dict.get(t);
      if (!p) return undefined;
      lists.push(p);
    }
    return { lists, offsets: [...positions] };
  }
  const offsets = [...new Set(positions)];
  const lists: Postings[] = [];
  for (const o of offsets) {
    const found = terms.filter((_, i) => positions[i] === o).map((t) => dict.get(t)).filter((p): p is Postings => p !== undefined);
    if (found.length === 0) return undefined;
    lists.push(found.length === 1 ? found[0]! : union(found));
  }
  return { lists, offsets };
}
