/**
 * Runs a query tree on one shard: the matching doc ids in ascending order with their float32 scores,
 * computed as Lucene's scorers compute them (a conjunction or disjunction sums its clauses in double and
 * casts once; required-plus-optional adds the two floats; boosts reach the leaves as products, as
 * `createWeight(…, boost)` passes them down).
 */
import { isMemoryIndex } from '../percolate/memoryIndexes.ts';
import { customOf } from './customQuery.ts';
import type { Profile } from '../../../profiles.ts';
import { resolveField } from '../fields.ts';
import { positionsAt, type FieldIndex, type Postings } from './fieldIndex.ts';
import { phraseLists } from './multiPhrase.ts';
import type { QNode } from './queryTree.ts';
import type { ShardView } from './shardTypes.ts';
import { luceneGeneration, simScorer, type FieldStats, type SimilaritySpec } from './similarity.ts';
import { f } from './float32.ts';
import { legacyBm25, type Hits, type ScoreContext, type StatsSource } from './scoreTypes.ts';

export { legacyBm25, type Hits, type ScoreContext, type StatsSource } from './scoreTypes.ts';
import { phraseFreq } from './phrase.ts';
import { synonymHits } from './queries/synonym.ts';
import { boostingHits, coveringHits, dismaxHits } from './queries/compoundScorer.ts';
import { phrasePrefixHits } from './queries/phrasePrefixScorer.ts';
import { fuzzyHits } from './queries/fuzzyScorer.ts';
import { blendedHits } from './queries/blended.ts';
import { multiTermHits } from './queries/multiTerm.ts';
import { nestedHits } from './queries/nestedScorer.ts';
import { docScoreHits, knnHits } from '../vectors/knnScorer.ts';
import { hasChildHits } from '../join/hasChildScorer.ts';
import { hasParentHits } from '../join/hasParentScorer.ts';



/** Statistics of the shard being scored (query_then_fetch). */
export const SHARD_STATS: StatsSource = {
  field: (view, field) => view.reader.fieldStats(field),
  docFreq: (view, field, term) => view.reader.docFreq(field, term),
  totalTermFreq: (view, field, term) => view.reader.totalTermFreq(field, term),
};


const EMPTY: Hits = { ids: new Int32Array(0), scores: new Float32Array(0) };

function constant(ids: Int32Array | number[], score: number): Hits {
  const out = Int32Array.from(ids);
  return { ids: out, scores: new Float32Array(out.length).fill(score) };
}


function termHits(view: ShardView, node: QNode & { kind: 'term' }, boost: number, ctx: ScoreContext): Hits {
  const fi = view.field(node.field);
  const p = fi?.terms.get(node.term);
  if (!fi || !p) return EMPTY;
  const stats = ctx.stats.field(view, node.field)!;
  const sim = simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, stats, [ctx.stats.docFreq(view, node.field, node.term)]);
  const scores = new Float32Array(p.docs.length);
  for (let i = 0; i < p.docs.length; i++) scores[i] = sim.score(p.freqs[i]!, fi.norms ? fi.norms[p.docs[i]!] : undefined);
  return { ids: Int32Array.from(p.docs), scores };
}

function phraseHits(view: ShardView, node: QNode & { kind: 'phrase' }, boost: number, ctx: ScoreContext): Hits {
  const fi = view.field(node.field);
  if (!fi || !fi.positions) return EMPTY;
  const pl = phraseLists(fi.terms, node.terms, node.positions);
  if (!pl) return EMPTY;
  const { lists, offsets } = pl;
  const stats = ctx.stats.field(view, node.field)!;
  const sim = simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, stats, node.terms.map((t) => ctx.stats.docFreq(view, node.field, t)));
  const ids: number[] = [];
  const scores: number[] = [];
  const cursors = lists.map(() => 0);
  const lead = lists[0]!;
  outer: for (let i = 0; i < lead.docs.length; i++) {
    const doc = lead.docs[i]!;
    const positions: number[][] = [positionsAt(lead, i)];
    for (let k = 1; k < lists.length; k++) {
      const l = lists[k]!;
      let c = cursors[k]!;
      while (c < l.docs.length && l.docs[c]! < doc) c++;
      cursors[k] = c;
      if (c >= l.docs.length) break outer;
      if (l.docs[c] !== doc) continue outer;
      positions.push(positionsAt(l, c));
    }
    const freq = phraseFreq(positions, offsets, node.slop);
    if (freq > 0) {
      ids.push(doc);
      scores.push(sim.score(freq, fi.norms ? fi.norms[doc] : undefined));
    }
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}

/** Runs `node` on a shard with the boost its parents pass down. */
export function runNode(view: ShardView, node: QNode, ctx: ScoreContext, parentBoost = 1): Hits {
  switch (node.kind) {
    case 'none':
      return EMPTY;
    case 'all': {
      const n = view.docs.length;
      const ids = new Int32Array(n);
      for (let i = 0; i < n; i++) ids[i] = i;
      return { ids, scores: new Float32Array(n).fill(f(parentBoost * node.boost)) };
    }
    case 'pred': {
      const ids: number[] = [];
      for (let i = 0; i < view.docs.length; i++) if (node.test(view.docs[i]!)) ids.push(i);
      return constant(ids, f(parentBoost * node.boost));
    }
    case 'const':
      return constant(runNode(view, node.inner, ctx, 1).ids, f(parentBoost * node.boost));
    case 'term':
      return termHits(view, node, f(parentBoost * node.boost), ctx);
    case 'phrase':
      return phraseHits(view, node, f(parentBoost * node.boost), ctx);
    case 'synonym':
      return synonymHits(view, node, f(parentBoost * node.boost), ctx);
    case 'bool':
      return boolHits(view, node, ctx, f(parentBoost * node.boost));
    case 'phrasePrefix':
      return phrasePrefixHits(view, node, f(parentBoost * node.boost), ctx);
    case 'fuzzy':
      return fuzzyHits(view, node, f(parentBoost * node.boost), ctx);
    case 'blended':
      return blendedHits(view, node, ctx, f(parentBoost * node.boost));
    case 'multiTerm':
      return multiTermHits(view, node, f(parentBoost * node.boost), ctx);
    case 'covering':
      return coveringHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'dismax':
      return dismaxHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'boosting':
      return boostingHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'custom':
      return customOf(node.impl).hits(view, ctx, f(parentBoost * node.boost), runNode);
    case 'nested':
      return nestedHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'knn':
      return knnHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'docScores':
      return docScoreHits(view, node, f(parentBoost * node.boost));
    case 'hasChild':
      return hasChildHits(view, node, ctx, f(parentBoost * node.boost), runNode);
    case 'hasParent':
      return hasParentHits(view, node, ctx, f(parentBoost * node.boost), runNode);
  }
}

/** Doc ids of `a` also in every list of `others`. */
function intersect(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  let cur = lists[0]!;
  for (let k = 1; k < lists.length; k++) {
    const other = lists[k]!;
    const out: number[] = [];
    let j = 0;
    for (let i = 0; i < cur.length; i++) {
      const d = cur[i]!;
      while (j < other.length && other[j]! < d) j++;
      if (j < other.length && other[j] === d) out.push(d);
    }
    cur = Int32Array.from(out);
  }
  return cur;
}

function boolHits(view: ShardView, node: QNode & { kind: 'bool' }, ctx: ScoreContext, boost: number): Hits {
  const n = view.docs.length;
  const must = node.must.map((c) => runNode(view, c, ctx, boost));
  const filter = node.filter.map((c) => runNode(view, c, ctx, boost));
  const should = node.should.map((c) => runNode(view, c, ctx, boost));
  const mustNot = node.mustNot.map((c) => runNode(view, c, ctx, boost));
  // Per document: the double sum of the required scoring clauses, the double sum and count of the optional ones.
  const reqSum = new Float64Array(n);
  const optSum = new Float64Array(n);
  const optCount = new Int32Array(n);
  const excluded = new Uint8Array(n);
  for (const h of mustNot) for (const d of h.ids) excluded[d] = 1;
  for (const h of must) for (let i = 0; i < h.ids.length; i++) reqSum[h.ids[i]!] += h.scores[i]!;
  for (const h of should) for (let i = 0; i < h.ids.length; i++) {
    const d = h.ids[i]!;
    optSum[d] += h.scores[i]!;
    optCount[d]++;
  }
  const required = [...must, ...filter].map((h) => h.ids);
  let candidates: Int32Array;
  if (required.length > 0) candidates = intersect(required);
  else {
    const ids: number[] = [];
    for (let d = 0; d < n; d++) if (optCount[d]! > 0) ids.push(d);
    candidates = Int32Array.from(ids);
  }
  const ids: number[] = [];
  const scores: number[] = [];
  const msm = node.msm;
  const hasRequired = required.length > 0;
  for (const d of candidates) {
    if (excluded[d]) continue;
    if (optCount[d]! < msm) continue;
    let score: number;
    if (!hasRequired) score = f(optSum[d]!);
    else if (msm > 0) score = f(reqSum[d]! + f(optSum[d]!)); // the optional clauses are a required MinShouldMatchSumScorer
    else if (optCount[d]! > 0) score = f(f(reqSum[d]!) + f(optSum[d]!)); // ReqOptSumScorer adds two floats
    else score = f(reqSum[d]!);
    ids.push(d);
    scores.push(score);
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}

/** The similarity of a field: its mapping's `similarity`, else the index's default, else BM25. */
export function similarityOf(view: ShardView, field: string): SimilaritySpec {
  // A percolator's MemoryIndex searcher keeps IndexSearcher's default similarity, whatever the mapping says.
  if (isMemoryIndex(view.index)) return { kind: 'BM25', k1: 1.2, b: 0.75, discountOverlaps: true, plain: true };
  const settings = view.index.settings;
  const ref = resolveField(view.index, field);
  // match_only_text wraps its term, fuzzy and phrase queries in ConstantScoreQuery: each scores its boost,
  // as BooleanSimilarity scores a term (MatchOnlyTextFieldType.termQuery: "Disable scoring").
  if (ref.def?.type === 'match_only_text') return { kind: 'boolean' };
  const name = typeof ref.def?.similarity === 'string' ? ref.def.similarity : 'default';
  const type = String(settings[`index.similarity.${name}.type`] ?? (name === 'boolean' ? 'boolean' : 'BM25'));
  if (type === 'boolean') return { kind: 'boolean' };
  const num = (k: string, d: number) => {
    const v = settings[`index.similarity.${name}.${k}`];
    return v === undefined ? d : Number(v);
  };
  const overlaps = settings[`index.similarity.${name}.discount_overlaps`];
  return { kind: 'BM25', k1: num('k1', 1.2), b: num('b', 0.75), discountOverlaps: overlaps === undefined ? true : String(overlaps) !== 'false' };
}

export type { FieldIndex };
