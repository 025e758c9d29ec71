/**
 * `more_like_this` on the engine, as ES's MoreLikeThisQuery rewrites it per shard with XMoreLikeThis: the
 * like texts analysed with the first field's analyzer into term frequencies (noise words dropped: shorter
 * than min_word_length, longer than max_word_length, stop words), each term given its field with the
 * largest docFreq, filtered by min_term_freq, min_doc_freq, max_doc_freq and the unlike terms, scored
 * tf × idf with ClassicSimilarity's idf (log((numDocs + 1) / (docFreq + 1)) + 1, numDocs the shard's live
 * documents), the max_query_terms best kept (a PriorityQueue), popped worst first into SHOULD term queries
 * (boost_terms: each boosted by factor × score / the first popped score), minimum_should_match applied.
 * Like documents give one such query per field from their terms. The liked documents themselves are
 * excluded unless `include`.
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import type { IndexState } from '../../state.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField, sourceValues, keywordOf } from '../fields.ts';
import { analyzerNamed, fieldAnalyzer, keywordNormalizer, type FieldAnalyzer } from '../engine/analysis.ts';
import { calculateMinShouldMatch } from '../engine/minimumShouldMatch.ts';
import type { QNode } from '../engine/qnode.ts';
import type { CustomQuery } from '../engine/customQuery.ts';
import type { ShardReader } from '../engine/shardTypes.ts';
import { mappedFieldNames } from '../multiMatch.ts';
import type { MltItem, MltSpec } from './mltSpec.ts';

export interface ScoreTerm {
  word: string;
  field: string;
  score: number;
}

/** ClassicSimilarity.idf. */
export function classicIdf(docFreq: number, docCount: number): number {
  return Math.fround(Math.log((docCount + 1) / (docFreq + 1)) + 1.0);
}

/** Lucene's PriorityQueue of the best terms (the least on top), as FreqQ orders them (and TermVectorsFilter's ScoreTermsQueue). */
export class FreqQ {
  private heap: ScoreTerm[] = [undefined as unknown as ScoreTerm];
  size = 0;
  constructor(readonly max: number) {}
  private up(i: number): void {
    const node = this.heap[i]!;
    let j = i >>> 1;
    while (j > 0 && node.score < this.heap[j]!.score) {
      this.heap[i] = this.heap[j]!;
      i = j;
      j >>>= 1;
    }
    this.heap[i] = node;
  }
  private down(i: number): void {
    const node = this.heap[i]!;
    let j = i << 1;
    let k = j + 1;
    if (k <= this.size && this.heap[k]!.score < this.heap[j]!.score) j = k;
    while (j <= this.size && this.heap[j]!.score < node.score) {
      this.heap[i] = this.heap[j]!;
      i = j;
      j = i << 1;
      k = j + 1;
      if (k <= this.size && this.heap[k]!.score < this.heap[j]!.score) j = k;
    }
    this.heap[i] = node;
  }
  add(t: ScoreTerm): void {
    this.heap[++this.size] = t;
    this.up(this.size);
  }
  top(): ScoreTerm {
    return this.heap[1]!;
  }
  updateTop(): void {
    this.down(1);
  }
  pop(): ScoreTerm | undefined {
    if (this.size === 0) return undefined;
    const r = this.heap[1]!;
    this.heap[1] = this.heap[this.size]!;
    this.size--;
    if (this.size > 0) this.down(1);
    return r;
  }
}

/** The fields the query runs on: given (mapped or not), or every text and keyword field. */
export function mltFields(index: IndexState, spec: MltSpec): string[] {
  if (spec.fields) return spec.fields.map((f) => (resolveField(index, f).kind === 'unmapped' ? f : resolveField(index, f).name));
  return mappedFieldNames(index).filter((f) => {
    const k = resolveField(index, f).kind;
    return k === 'text' || k === 'keyword';
  });
}

function isNoise(spec: MltSpec, term: string): boolean {
  const len = term.length;
  if (spec.minWordLength > 0 && len < spec.minWordLength) return true;
  if (spec.maxWordLength > 0 && len > spec.maxWordLength) return true;
  return spec.stopWords.has(term);
}

/** The tokens a field's (index) analyzer, or the named one, makes of a text. */
function analyze(index: IndexState, profile: Profile, spec: MltSpec, field: string, text: string): string[] {
  const ref = resolveField(index, field);
  if (ref.kind === 'keyword') return [keywordNormalizer(index, profile, ref.def)(text)];
  let a: FieldAnalyzer | undefined = spec.analyzer !== undefined ? analyzerNamed(index, profile, spec.analyzer) : undefined;
  a ??= fieldAnalyzer(index, profile, ref.def, 'index');
  return a.tokens(text).map((t) => t.term);
}

function addFreqs(into: Map<string, number>, spec: MltSpec, tokens: string[]): void {
  for (const t of tokens) if (!isNoise(spec, t)) into.set(t, (into.get(t) ?? 0) + 1);
}

/** A like document's values of a field, as its term vector holds them. */
function docTerms(index: IndexState, profile: Profile, spec: MltSpec, item: MltItem, field: string): string[] {
  const src = item.doc as JsonObject;
  const ref = resolveField(index, field);
  return sourceValues(src, ref).flatMap((v: Json) => (v === null || isObject(v) ? [] : analyze(index, profile, spec, field, keywordOf(v))));
}

function liveDocs(reader: ShardReader): number {
  let n = 0;
  for (const l of reader.leaves) for (let i = 0; i < l.docs.length; i++) if (!l.deleted?.[i]) n++;
  return n;
}

/** XMoreLikeThis.createQueue then createQuery: the SHOULD term queries of the best terms. */
function termQueries(reader: ShardReader, spec: MltSpec, words: Map<string, number>, fields: string[], skip: Set<string>): QNode[] {
  let count = 0;
  for (const w of words.keys()) if (w !== undefined) count++;
  const q = new FreqQ(Math.min(spec.maxQueryTerms, count));
  const numDocs = liveDocs(reader);
  for (const [word, tf] of words) {
    if (spec.minTermFreq > 0 && tf < spec.minTermFreq) continue;
    let top = fields[0]!;
    let docFreq = 0;
    for (const f of fields) {
      const df = reader.docFreq(f, word);
      if (df > docFreq) {
        top = f;
        docFreq = df;
      }
    }
    if (skip.has(`${top}\u0000${word}`)) continue;
    if (spec.minDocFreq > 0 && docFreq < spec.minDocFreq) continue;
    if (docFreq > spec.maxDocFreq) continue;
    if (docFreq === 0) continue;
    const score = Math.fround(tf * classicIdf(docFreq, numDocs));
    if (q.size < q.max) q.add({ word, field: top, score });
    else if (q.max > 0 && q.top().score < score) {
      const t = q.top();
      t.word = word;
      t.field = top;
      t.score = score;
      q.updateTop();
    }
  }
  const out: QNode[] = [];
  let best = -1;
  for (let t = q.pop(); t; t = q.pop()) {
    let boost = 1;
    if (spec.boostTerms !== 0) {
      if (best === -1) best = t.score;
      boost = Math.fround(Math.fround(Math.fround(spec.boostTerms) * t.score) / best);
    }
    out.push({ kind: 'term', field: t.field, term: t.word, boost });
  }
  return out;
}

function withMsm(clauses: QNode[], msm: string): QNode {
  if (clauses.length === 0) return { kind: 'none' };
  let n = 0;
  try {
    n = calculateMinShouldMatch(clauses.length, msm);
  } catch {
    n = 0;
  }
  return { kind: 'bool', must: [], should: clauses, filter: [], mustNot: [], msm: Math.max(1, n), boost: 1 };
}

/** The shard's query: the like-documents query and the like-text query as SHOULD clauses, the liked documents excluded. */
export function mltShardQuery(index: IndexState, profile: Profile, reader: ShardReader, spec: MltSpec): QNode {
  const fields = mltFields(index, spec);
  if (fields.length === 0) return { kind: 'none' };
  // handleUnlike: the unlike texts' terms in every field, and the unlike documents' terms per field.
  const skip = new Set<string>();
  for (const f of fields) {
    for (const t of spec.unlikeTexts) for (const w of analyze(index, profile, spec, f, t)) skip.add(`${f}\u0000${w}`);
    for (const it of spec.unlikeItems) if (it.doc) for (const w of docTerms(index, profile, spec, it, f)) skip.add(`${f}\u0000${w}`);
  }
  const parts: QNode[] = [];
  const docs = spec.likeItems.filter((it) => it.doc !== undefined);
  if (docs.length > 0) {
    const clauses: QNode[] = [];
    for (const f of fields) {
      const words = new Map<string, number>();
      for (const it of docs) if (!it.fields || it.fields.includes(f)) addFreqs(words, spec, docTerms(index, profile, spec, it, f));
      if (words.size > 0) clauses.push(...termQueries(reader, spec, words, [f], skip));
    }
    const q = withMsm(clauses, spec.minimumShouldMatch);
    if (q.kind !== 'none') parts.push(q);
  }
  if (spec.likeTexts.length > 0) {
    const words = new Map<string, number>();
    for (const t of spec.likeTexts) addFreqs(words, spec, analyze(index, profile, spec, fields[0]!, t));
    const q = withMsm(termQueries(reader, spec, words, fields, skip), spec.minimumShouldMatch);
    if (q.kind !== 'none') parts.push(q);
  }
  if (parts.length === 0) return { kind: 'none' };
  const mlt: QNode = parts.length === 1 ? parts[0]! : { kind: 'bool', must: [], should: parts, filter: [], mustNot: [], msm: 1, boost: 1 };
  const excluded = spec.include ? [] : spec.likeItems.filter((it) => it.id !== undefined && (it.index === undefined || it.index === index.name)).map((it) => it.id!);
  if (excluded.length === 0) return mlt;
  const ids = new Set(excluded);
  return { kind: 'bool', must: [], should: [mlt], filter: [], mustNot: [{ kind: 'pred', test: (d) => ids.has(d.id), boost: 1, label: `_id:[${excluded.join(', ')}]` }], msm: 1, boost: 1 };
}

/** The `custom` node: the query chosen per shard, run and explained as itself. */
export function mltNode(index: IndexState, profile: Profile, spec: MltSpec): QNode {
  const cache = new WeakMap<ShardReader, QNode>();
  const tree = (reader: ShardReader) => {
    let t = cache.get(reader);
    if (!t) cache.set(reader, (t = mltShardQuery(index, profile, reader, spec)));
    return t;
  };
  const impl: CustomQuery = {
    label: () => 'more_like_this',
    hits: (view, ctx, boost, run) => run(view, tree(view.reader), ctx, boost),
    explain: (view, doc, ctx, boost, explain) => explain(view, tree(view.reader), doc, ctx, boost),
  };
  return { kind: 'custom', impl, boost: spec.boost };
}
