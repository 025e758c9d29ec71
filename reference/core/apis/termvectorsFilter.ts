/**
 * The term vectors `filter` (TermVectorsFilter, ES 2.0+): per field, the document's terms scored by tf-idf —
 * the term's frequency in the document times ClassicSimilarity's idf over the shard's statistics
 * (log((docCount + 1) / (docFreq + 1)) + 1, docCount the field's) — noise words dropped (min/max word length,
 * min/max term frequency), terms outside min/max doc frequency or of no document dropped, the
 * `max_num_terms` best (default 25) kept by Lucene's PriorityQueue (ScoreTermsQueue.addOrUpdate: a full
 * queue replaces its least only with a strictly better term). The kept terms print with their `score`.
 */
import { isObject, type Json } from '../json.ts';
import { notSupportedBySimulator, termvectorsFilterUnknownField, type EsError } from '../errors/index.ts';
import { classicIdf, FreqQ } from '../search/mlt/mltScorer.ts';

/** TermVectorsRequest.FilterSettings, with TermVectorsFilter's defaults. */
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
  max_num_terms: 'maxNumTerms', min_term_freq: 'minTermFreq', max_term_freq: 'maxTermFreq', min_doc_freq: 'minDocFreq',
  max_doc_freq: 'maxDocFreq', min_word_length: 'minWordLength', max_word_length: 'maxWordLength',
};

/** TermVectorsRequest.readFilterSettings: the settings, or its refusal of a key it does not know. */
export function filterSettings(raw: Json): FilterSettings | EsError {
  if (!isObject(raw)) return notSupportedBySimulator('A term vectors `filter` that is not an object');
  const s: FilterSettings = { maxNumTerms: 25, minTermFreq: 0, maxTermFreq: INT_MAX, minDocFreq: 0, maxDocFreq: INT_MAX, minWordLength: 0, maxWordLength: 0 };
  for (const [k, v] of Object.entries(raw)) {
    const key = KEYS[k];
    if (!key) return termvectorsFilterUnknownField(k);
    s[key] = Math.trunc(Number(v));
  }
  return s;
}

/** One field's term as the filter sees it: its frequency in the document and its doc frequency on the shard. */
export interface FilterTerm {
  term: string;
  freq: number;
  docFreq: number;
}

/**
 * TermVectorsFilter.selectBestTerms for one field: the kept terms and their float scores. `terms` come in
 * the term vector's order (sorted); `docCount` is the field's document count on the shard.
 */
export function selectBestTerms(terms: readonly FilterTerm[], docCount: number, s: FilterSettings): Map<string, number> {
  const q = new FreqQ(Math.min(s.maxNumTerms, terms.length));
  for (const t of terms) {
    if (isNoise(t.term, t.freq, s) || !accepted(t.docFreq, s)) continue;
    const score = Math.fround(t.freq * classicIdf(t.docFreq, docCount));
    if (q.size < q.max) q.add({ word: t.term, field: '', score });
    else if (q.max > 0 && q.top().score < score) {
      q.top().word = t.term;
      q.top().score = score;
      q.updateTop();
    }
  }
  const kept = new Map<string, number>();
  for (let t = q.pop(); t; t = q.pop()) kept.set(t.word, t.score);
  return kept;
}

function isNoise(term: string, freq: number, s: FilterSettings): boolean {
  const len = term.length;
  if (s.minWordLength > 0 && len < s.minWordLength) return true;
  if (s.maxWordLength > 0 && len > s.maxWordLength) return true;
  if (s.minTermFreq > 0 && freq < s.minTermFreq) return true;
  return freq > s.maxTermFreq;
}

function accepted(docFreq: number, s: FilterSettings): boolean {
  if (s.minDocFreq > 0 && docFreq < s.minDocFreq) return false;
  if (docFreq > s.maxDocFreq) return false;
  return docFreq !== 0;
}
