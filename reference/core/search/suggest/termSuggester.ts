/**
 * The `term` suggester (ES's TermSuggester over Lucene's DirectSpellChecker): the text analysed with the
 * field's search analyzer (or `analyzer`), and for each token, per shard, the terms of the field's
 * dictionary within `max_edits` (sharing `prefix_length` characters, Damerau–Levenshtein) that pass the
 * `suggest_mode`, `accuracy`, `min_word_length`, `max_term_freq` and `min_doc_freq` checks, scored as
 * FuzzyTermsEnum boosts them (`1 - ed / min(length)`) or by `string_distance`. Shards' options merge by
 * text (frequencies summed, the best score kept), sorted by `sort`, cut to `size`.
 */
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { isEsError } from '../../errors/index.ts';
import { analyzerFor, namedAnalyzer, type Analyzer } from '../../analysis/index.ts';
import { resolveField } from '../fields.ts';
import { shardReaders, type ShardReader } from '../engine/shardViews.ts';
import { editDistance, fuzzyBoost, fuzzyDistance } from '../fuzzy.ts';
import { jaroWinkler, ngramDistance } from './stringDistances.ts';

/** A term suggester's settings (TermSuggestionBuilder's defaults). */
export interface TermSettings {
  field: string;
  analyzer?: string;
  size: number;
  shardSize: number;
  suggestMode: 'missing' | 'popular' | 'always';
  accuracy: number;
  sort: 'score' | 'frequency';
  stringDistance: 'internal' | 'damerau_levenshtein' | 'levenshtein' | 'jaro_winkler' | 'ngram';
  maxEdits: number;
  maxInspections: number;
  maxTermFreq: number;
  prefixLength: number;
  minWordLength: number;
  minDocFreq: number;
}

/** One option: a suggested term, its score and its document frequency. */
export interface TermOption {
  text: string;
  score: number;
  freq: number;
}

/** One entry: a token of the text, where it is, and its options. */
export interface TermEntry {
  text: string;
  offset: number;
  length: number;
  options: TermOption[];
}

const cps = (s: string) => [...s].length;

/** The analyzer the text goes through: `analyzer`, else the field's search analyzer (standard for an unmapped field). */
function analyzerOf(index: IndexState, profile: Profile, s: TermSettings): Analyzer | undefined {
  if (s.analyzer !== undefined) {
    const a = namedAnalyzer(index, profile, s.analyzer);
    return isEsError(a) ? undefined : a;
  }
  const ref = resolveField(index, s.field);
  const a = analyzerFor(index, profile, ref.def ?? { type: 'text' }, 'search');
  if (!isEsError(a)) return a;
  const std = namedAnalyzer(undefined, profile, 'standard');
  return isEsError(std) ? undefined : std;
}

/** Lucene's string distances (StringDistance.getDistance): the edit distances give 1 - edits / the longer length. */
function distanceScore(kind: TermSettings['stringDistance'], a: string, b: string): number {
  if (kind === 'jaro_winkler') return jaroWinkler(a, b);
  if (kind === 'ngram') return ngramDistance(a, b);
  const ed = editDistance(a, b, kind === 'damerau_levenshtein');
  const max = Math.max(cps(a), cps(b));
  return max === 0 ? 1 : Math.fround(1 - ed / max);
}

/** SuggestWordScoreComparator / SuggestWordFrequencyComparator: best first. */
export function optionOrder(sort: 'score' | 'frequency'): (a: TermOption, b: TermOption) => number {
  const byText = (a: TermOption, b: TermOption) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);
  if (sort === 'frequency') return (a, b) => b.freq - a.freq || b.score - a.score || byText(a, b);
  return (a, b) => b.score - a.score || b.freq - a.freq || byText(a, b);
}

/** DirectSpellChecker.suggestSimilar for one token on one shard's dictionary (`shardSize` suggestions; the phrase suggester's generators call it too). */
export function suggestOnShard(token: string, reader: ShardReader, field: string, maxDoc: number, s: TermSettings): TermOption[] {
  if (!reader.fieldStats(field)) return [];
  if (s.minWordLength > 0 && cps(token) < s.minWordLength) return [];
  let docfreq = reader.docFreq(field, token);
  if (s.suggestMode === 'missing' && docfreq > 0) return [];
  if (s.maxTermFreq >= 1 ? docfreq > s.maxTermFreq : docfreq > Math.ceil(Math.fround(s.maxTermFreq * maxDoc))) return [];
  if (s.suggestMode !== 'popular') docfreq = 0;
  if (s.minDocFreq >= 1) docfreq = Math.max(docfreq, Math.trunc(s.minDocFreq));
  else if (s.minDocFreq > 0) docfreq = Math.max(docfreq, Math.trunc(s.minDocFreq * maxDoc) - 1);
  const inspections = s.shardSize * s.maxInspections;
  const found = new Map<string, TermOption>();
  // Edit distance 1 first; then up to max_edits if that found fewer than it may inspect.
  for (const edits of s.maxEdits > 1 ? [1, s.maxEdits] : [1]) {
    if (edits > 1 && found.size >= inspections) break;
    const spec = { maxEdits: edits, prefixLength: Math.max(s.prefixLength, edits - 1), maxExpansions: Infinity, transpositions: true };
    const pass: TermOption[] = [];
    // The shard's terms over its segments (a deleted document's terms count until merged, as in Lucene).
    for (const term of reader.terms(field)) {
      if (term === token) continue;
      const ed = fuzzyDistance(token, term, spec);
      if (ed === undefined) continue;
      const df = reader.docFreq(field, term);
      if (df <= docfreq) continue;
      const score = s.stringDistance === 'internal' ? fuzzyBoost(token, term, ed) : distanceScore(s.stringDistance, token, term);
      if (score < s.accuracy) continue;
      pass.push({ text: term, score, freq: df });
    }
    // The priority queue keeps the `inspections` best boosts (ties: the smaller term).
    pass.sort((a, b) => b.score - a.score || (a.text < b.text ? -1 : 1));
    for (const o of pass.slice(0, inspections)) if (!found.has(o.text)) found.set(o.text, o);
  }
  return [...found.values()].sort(optionOrder(s.sort)).slice(0, s.shardSize);
}

/** The term suggestion of `text` over the indices searched: one entry per token, options reduced over shards. */
export function termSuggestion(indices: IndexState[], profile: Profile, text: string, s: TermSettings): TermEntry[] {
  let entries: TermEntry[] | undefined;
  for (const index of indices) {
    const analyzer = analyzerOf(index, profile, s);
    const tokens = analyzer ? analyzer.analyze(text) : [];
    if (!entries) entries = tokens.map((t) => ({ text: t.term, offset: t.startOffset, length: t.endOffset - t.startOffset, options: [] }));
    for (const reader of shardReaders(index, profile)) {
      tokens.forEach((t, i) => {
        const entry = entries![i];
        if (!entry) return;
        for (const o of suggestOnShard(t.term, reader, s.field, reader.maxDoc, s)) {
          const same = entry.options.find((x) => x.text === o.text);
          if (same) {
            same.freq += o.freq;
            if (o.score > same.score) same.score = o.score;
          } else entry.options.push({ ...o });
        }
      });
    }
  }
  const order = optionOrder(s.sort);
  for (const e of entries ?? []) e.options = e.options.sort(order).slice(0, s.size);
  return entries ?? [];
}
