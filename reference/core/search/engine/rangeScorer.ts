/**
 * Scoring one segment a doc-id range at a time, so a long segment's scoring can yield between ranges
 * (resumable/scoredSteps.ts; issue 27/29). Each document's score depends only on its own postings and the
 * segment's statistics (read from the whole segment, as scorer.ts does), so the ranges' hits, joined in
 * order, are scorer.ts `runNode`'s bit for bit: the same float32 casts in the same order, per document.
 * Only the node kinds whose scorer is per document are covered (`rangeable`); the others score whole.
 * Synonym, fuzzy and multi-term nodes run their whole-segment scorers on a view whose postings are cut to
 * the range (`rangedView`: statistics, norms and the shard's terms stay whole), and dis_max, boosting and
 * terms_set (covering) combine their clauses' ranged hits, so their per-document arithmetic is shared.
 */
import type { QNode } from './queryTree.ts';
import type { ShardView } from './shardTypes.ts';
import type { IntList } from './fieldIndex.ts';
import { positionsAt, type Postings } from './fieldIndex.ts';
import { luceneGeneration, simScorer } from './similarity.ts';
import { f } from './float32.ts';
import { phraseFreq } from './phrase.ts';
import { phraseLists } from './multiPhrase.ts';
import { legacyBm25, type Hits, type ScoreContext } from './scoreTypes.ts';
import type { FieldIndex, TermDict } from './fieldIndex.ts';
import { synonymHits } from './queries/synonym.ts';
import { fuzzyHits } from './queries/fuzzyScorer.ts';
import { multiTermHits } from './queries/multiTerm.ts';
import { boostingHits, coveringHits, dismaxHits } from './queries/compoundScorer.ts';
import { customOf } from './customQuery.ts';

/** Whether `node` (and all below it) scores each document on its own, so it can be run by doc-id range. */
export function rangeable(node: QNode): boolean {
  switch (node.kind) {
    case 'none':
    case 'all':
    case 'pred':
    case 'term':
    case 'phrase':
    case 'synonym':
    case 'fuzzy':
    case 'multiTerm':
      return true;
    case 'const':
      return rangeable(node.inner);
    case 'dismax':
    case 'covering':
      return node.clauses.every(rangeable);
    case 'boosting':
      return rangeable(node.positive) && rangeable(node.negative);
    case 'custom': {
      // script_score, script, function_score: per document over their inner hits (customQuery.ts `rangeHits`).
      const q = customOf(node.impl);
      return q.rangeHits !== undefined && (q.children?.() ?? []).every(rangeable);
    }
    case 'bool':
      return [node.must, node.filter, node.should, node.mustNot].every((l) => l.every(rangeable));
    default:
      return false;
  }
}

/** The first index of `docs` (ascending) whose doc id is at least `id`. */
function lowerBound(docs: IntList, id: number): number {
  let lo = 0;
  let hi = docs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (docs[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EMPTY: Hits = { ids: new Int32Array(0), scores: new Float32Array(0) };

function constant(ids: Int32Array | number[], score: number): Hits {
  const out = Int32Array.from(ids);
  return { ids: out, scores: new Float32Array(out.length).fill(score) };
}

/** Runs a `rangeable` node over the documents `lo` to `hi` (exclusive) of a segment: ids ascending, absolute. */
export function runRange(view: ShardView, node: QNode, ctx: ScoreContext, lo: number, hi: number, parentBoost = 1): Hits {
  if (node.kind === 'none') return EMPTY;
  const boost = f(parentBoost * node.boost);
  switch (node.kind) {
    case 'all': {
      const ids = new Int32Array(hi - lo);
      for (let i = 0; i < ids.length; i++) ids[i] = lo + i;
      return { ids, scores: new Float32Array(ids.length).fill(boost) };
    }
    case 'pred': {
      const ids: number[] = [];
      for (let i = lo; i < hi; i++) if (node.test(view.docs[i]!)) ids.push(i);
      return constant(ids, boost);
    }
    case 'const':
      return constant(runRange(view, node.inner, ctx, lo, hi, 1).ids, boost);
    case 'term': {
      const fi = view.field(node.field);
      const p = fi?.terms.get(node.term);
      if (!fi || !p) return EMPTY;
      const sim = simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, ctx.stats.field(view, node.field)!, [ctx.stats.docFreq(view, node.field, node.term)]);
      const a = lowerBound(p.docs, lo);
      const b = lowerBound(p.docs, hi);
      const ids = new Int32Array(b - a);
      const scores = new Float32Array(b - a);
      for (let i = a; i < b; i++) {
        ids[i - a] = p.docs[i]!;
        scores[i - a] = sim.score(p.freqs[i]!, fi.norms ? fi.norms[p.docs[i]!] : undefined);
      }
      return { ids, scores };
    }
    case 'phrase':
      return phraseRange(view, node, ctx, lo, hi, boost);
    case 'bool':
      return boolRange(view, node, ctx, lo, hi, boost);
    case 'synonym':
      return synonymHits(rangedView(view, lo, hi), node, boost, ctx);
    case 'fuzzy':
      return fuzzyHits(rangedView(view, lo, hi), node, boost, ctx);
    case 'multiTerm':
      return multiTermHits(rangedView(view, lo, hi), node, boost, ctx);
    case 'dismax':
      return dismaxHits(view, node, ctx, boost, (v, c, cx, b) => runRange(v, c, cx, lo, hi, b));
    case 'covering':
      return coveringHits(view, node, ctx, boost, (v, c, cx, b) => runRange(v, c, cx, lo, hi, b));
    case 'boosting':
      return boostingHits(view, node, ctx, boost, (v, c, cx, b) => runRange(v, c, cx, lo, hi, b));
    case 'custom':
      return customOf(node.impl).rangeHits!(view, ctx, boost, (v, c, cx, b) => runRange(v, c, cx, lo, hi, b), lo, hi);
    default:
      throw new Error(`runRange: ${node.kind} is not rangeable`);
  }
}

function phraseRange(view: ShardView, node: QNode & { kind: 'phrase' }, ctx: ScoreContext, lo: number, hi: number, boost: number): Hits {
  const fi = view.field(node.field);
  if (!fi || !fi.positions) return EMPTY;
  const pl = phraseLists(fi.terms, node.terms, node.positions);
  if (!pl) return EMPTY;
  const { lists, offsets } = pl;
  const sim = simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, ctx.stats.field(view, node.field)!, node.terms.map((t) => ctx.stats.docFreq(view, node.field, t)));
  const ids: number[] = [];
  const scores: number[] = [];
  // Each list's cursor where scorer.ts's forward scan would stand at the range's first document.
  const cursors = lists.map((l) => lowerBound(l.docs, lo));
  const lead = lists[0]!;
  const end = lowerBound(lead.docs, hi);
  outer: for (let i = cursors[0]!; i < end; i++) {
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

/** Doc ids in every list. */
function intersect(lists: Int32Array[]): Int32Array {
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

/** scorer.ts `boolHits` over a range: the same sums in the same clause order, per document. */
function boolRange(view: ShardView, node: QNode & { kind: 'bool' }, ctx: ScoreContext, lo: number, hi: number, boost: number): Hits {
  const n = hi - lo;
  const run = (c: QNode) => runRange(view, c, ctx, lo, hi, boost);
  const must = node.must.map(run);
  const filter = node.filter.map(run);
  const should = node.should.map(run);
  const mustNot = node.mustNot.map(run);
  const reqSum = new Float64Array(n);
  const optSum = new Float64Array(n);
  const optCount = new Int32Array(n);
  const excluded = new Uint8Array(n);
  for (const h of mustNot) for (const d of h.ids) excluded[d - lo] = 1;
  for (const h of must) for (let i = 0; i < h.ids.length; i++) reqSum[h.ids[i]! - lo] += h.scores[i]!;
  for (const h of should) for (let i = 0; i < h.ids.length; i++) {
    const d = h.ids[i]! - lo;
    optSum[d] += h.scores[i]!;
    optCount[d]++;
  }
  const required = [...must, ...filter].map((h) => h.ids);
  let candidates: Int32Array;
  if (required.length > 0) candidates = intersect(required);
  else {
    const ids: number[] = [];
    for (let d = 0; d < n; d++) if (optCount[d]! > 0) ids.push(d + lo);
    candidates = Int32Array.from(ids);
  }
  const ids: number[] = [];
  const scores: number[] = [];
  const msm = node.msm;
  const hasRequired = required.length > 0;
  for (const doc of candidates) {
    const d = doc - lo;
    if (excluded[d]) continue;
    if (optCount[d]! < msm) continue;
    let score: number;
    if (!hasRequired) score = f(optSum[d]!);
    else if (msm > 0) score = f(reqSum[d]! + f(optSum[d]!));
    else if (optCount[d]! > 0) score = f(f(reqSum[d]!) + f(optSum[d]!));
    else score = f(reqSum[d]!);
    ids.push(doc);
    scores.push(score);
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}

/** A term dictionary whose postings are cut to the documents `lo` to `hi` (ids stay the segment's). */
class RangeTerms implements TermDict {
  constructor(
    private readonly inner: TermDict,
    private readonly lo: number,
    private readonly hi: number,
  ) {}
  get(term: string): Postings | undefined {
    const p = this.inner.get(term);
    if (!p) return undefined;
    const a = lowerBound(p.docs, this.lo);
    const b = lowerBound(p.docs, this.hi);
    if (a === 0 && b === p.docs.length) return p;
    // Positions stay whole: `start` indexes into them.
    return { docs: p.docs.slice(a, b), freqs: p.freqs.slice(a, b), start: p.start.length ? p.start.slice(a, b) : p.start, pos: p.pos };
  }
  keys(): Iterable<string> {
    return this.inner.keys();
  }
}

/**
 * The segment as a whole-segment scorer sees it, its postings cut to the documents `lo` to `hi`: documents,
 * norms, deleted flags, the shard's statistics and terms unchanged, so each document scores as on the whole.
 */
export function rangedView(view: ShardView, lo: number, hi: number): ShardView {
  const fields = new Map<string, FieldIndex | undefined>();
  return {
    ...view,
    field(name) {
      if (fields.has(name)) return fields.get(name);
      const fi = view.field(name);
      const cut = fi && { ...fi, terms: new RangeTerms(fi.terms, lo, hi) };
      fields.set(name, cut);
      return cut;
    },
  };
}
