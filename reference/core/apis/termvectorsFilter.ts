/**
 * Term vectors' `filter` (TermVectorsFilter): per field, the terms of the document scored by tf-idf against the
 * shard (ClassicSimilarity's idf over the field's doc count), noise words left out (word length, term and document
 * frequencies), and the best `max_num_terms` kept through Lucene's PriorityQueue (sigReduceOrder.ts), whose heap decides which of
 * several equal scores stays; the answer then lists only those terms, each with its `score`.
 */
import type { Json, JsonObject } from '../json.ts';
import { isObject } from '../json.ts';
import { termvectorsFilterUnknown, type EsError } from '../errors/index.ts';
import { SignificancePriorityQueue } from '../search/aggs/sigReduceOrder.ts';

export interface FilterSettings {
  maxNumTerms: number;
  minTermFreq: number;
  maxTermFreq: number;
  minDocFreq: number;
  maxDocFreq: number;
  minWordLength: number;
  maxWordLength: number;
}

const INT_MAX = 2147483647;
const KEYS: Record<string, keyof FilterSettings> = {
  max_num_terms: 'maxNumTerms',
  min_term_freq: 'minTermFreq',
  max_term_freq: 'maxTermFreq',
  min_doc_freq: 'minDocFreq',
  max_doc_freq: 'maxDocFreq',
  min_word_length: 'minWordLength',
  max_word_length: 'maxWordLength',
};

/** TermVectorsRequest.readFilterSettings over TermVectorsFilter's defaults (parser.intValue: numbers truncated). */
export function parseFilter(v: Json): FilterSettings | EsError {
  const s: FilterSettings = { maxNumTerms: 25, minTermFreq: 0, maxTermFreq: INT_MAX, minDocFreq: 0, maxDocFreq: INT_MAX, minWordLength: 0, maxWordLength: 0 };
  if (!isObject(v)) return s;
  for (const [k, x] of Object.entries(v as JsonObject)) {
    const key = KEYS[k];
    if (!key) return termvectorsFilterUnknown(k);
    s[key] = Math.trunc(Number(x));
  }
  return s;
}

/** ClassicSimilarity.idf, a float. */
function idf(docFreq: number, docCount: number): number {
  return Math.fround(Math.log((docCount + 1) / (docFreq + 1)) + 1.0);
}

interface ScoreTerm {
  word: string;
  score: number;
}

/**
 * TermVectorsFilter.selectBestTerms for one field: `terms` in index order with their frequency in the document,
 * `docFreq` and `docCount` from the shard (or the document's own vector where the shard has none of the field).
 */
export function bestTerms(terms: [string, number][], docFreq: (term: string) => number, docCount: number, f: FilterSettings): Map<string, number> {
  // ScoreTermsQueue.addOrUpdate is Lucene's insertWithOverflow: the top replaced only by a greater score.
  const queue = new SignificancePriorityQueue<ScoreTerm>(Math.max(0, Math.min(f.maxNumTerms, terms.length)), (t) => t.score);
  for (const [word, freq] of terms) {
    const len = word.length;
    if (f.minWordLength > 0 && len < f.minWordLength) continue;
    if (f.maxWordLength > 0 && len > f.maxWordLength) continue;
    if (f.minTermFreq > 0 && freq < f.minTermFreq) continue;
    if (freq > f.maxTermFreq) continue;
    const df = docFreq(word);
    if ((f.minDocFreq > 0 && df < f.minDocFreq) || df > f.maxDocFreq || df === 0) continue;
    queue.insertWithOverflow({ word, score: Math.fround(freq * idf(df, docCount)) });
  }
  const out = new Map<string, number>();
  for (let t = queue.pop(); t; t = queue.pop()) out.set(t.word, t.score);
  return out;
}
