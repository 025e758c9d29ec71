/**
 * The `intervals` query on the engine, as Lucene's IntervalQuery / IntervalScorer score it: a document
 * matches when its iterator (iterators.ts) yields an interval; its sloppy frequency sums, over every
 * interval, 1 / max(width - minExtent + 1, 1) (Lucene 9 adds each term in double and rounds the sum to
 * float; Lucene 10 divides in float); the score is the saturation function `w · (1 − k / (k + S))` with
 * pivot k = 1 and w the boost, all in float32. No norms and no term statistics enter it. `explain` prints
 * IntervalScoreFunction's saturation explanation.
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import type { CustomQuery } from '../customQuery.ts';
import { ScoreFailure } from '../customQuery.ts';
import { positionsAt } from '../fieldIndex.ts';
import { match, noMatch, type Explanation } from '../explanation.ts';
import { intervalsTooManyTerms } from '../../../errors/index.ts';
import { minExtent, NO_MORE, sourceText, type ISource } from './source.ts';
import { openIt, type PositionSource } from './iterators.ts';

const f = Math.fround;

/** The positions of a shard's terms, found by binary search in each term's postings. */
export function shardPositions(view: ShardView): PositionSource {
  // A multi-term source asks for its terms on every document: expanded once per shard.
  const expanded = new Map<(t: string) => boolean, string[]>();
  return {
    positions(field, term, doc) {
      const fi = view.field(field);
      const p = fi?.positions ? fi.terms.get(term) : undefined;
      if (!p) return undefined;
      let lo = 0;
      let hi = p.docs.length - 1;
      while (lo <= hi) {
        const m = (lo + hi) >>> 1;
        const d = p.docs[m]!;
        if (d === doc) return positionsAt(p, m);
        if (d < doc) lo = m + 1;
        else hi = m - 1;
      }
      return undefined;
    },
    terms(field, accepts) {
      let list = expanded.get(accepts);
      if (!list) expanded.set(accepts, (list = view.reader.terms(field).filter(accepts)));
      return list;
    },
  };
}

/** Candidate documents of a source on a shard (its approximation), ascending. */
function candidates(s: ISource, view: ShardView, limit: (s: ISource & { k: 'multi' }, n: number) => void): Set<number> {
  switch (s.k) {
    case 'term': {
      const p = view.field(s.field)?.terms.get(s.term);
      return new Set(p ? Array.from(p.docs) : []);
    }
    case 'multi': {
      const out = new Set<number>();
      const terms = view.reader.terms(s.field).filter(s.accepts);
      limit(s, terms.length);
      for (const t of terms) for (const d of view.field(s.field)?.terms.get(t)?.docs ?? []) out.add(d);
      return out;
    }
    case 'none':
      return new Set();
    case 'or': {
      const out = new Set<number>();
      for (const x of s.subs) for (const d of candidates(x, view, limit)) out.add(d);
      return out;
    }
    case 'ordered':
    case 'unordered':
    case 'block':
      return intersect(s.subs.map((x) => candidates(x, view, limit)));
    case 'containing':
    case 'containedBy':
    case 'overlapping':
      return intersect([candidates(s.a, view, limit), candidates(s.b, view, limit)]);
    case 'notContaining':
    case 'notContainedBy':
    case 'nonOverlapping':
      candidates(s.b, view, limit);
      return candidates(s.a, view, limit);
    default:
      return candidates(s.in, view, limit);
  }
}

function intersect(sets: Set<number>[]): Set<number> {
  if (sets.length === 0) return new Set();
  const [first, ...rest] = [...sets].sort((a, b) => a.size - b.size);
  return new Set([...first!].filter((d) => rest.every((r) => r.has(d))));
}

/** MultiTermIntervalsSource's refusal past its expansion limit (an IllegalStateException on the shard). */
function expansionLimit(view: ShardView) {
  return (s: ISource & { k: 'multi' }, n: number) => {
    if (n > s.max) throw new ScoreFailure(intervalsTooManyTerms(s.pattern, s.max, view.index.name, view.shard));
  };
}

/** The sloppy frequency of a document, or undefined when it has no interval. */
function sloppyFreq(s: ISource, doc: number, src: PositionSource, extent: number, floatDivide: boolean): number | undefined {
  const it = openIt(s, doc, src);
  if (!it || it.next() === NO_MORE) return undefined;
  let freq = 0;
  do {
    const len = it.end() - it.start() + 1;
    const d = Math.max(len - extent + 1, 1);
    freq = floatDivide ? f(freq + f(1 / d)) : f(freq + 1 / d);
  } while (it.next() !== NO_MORE);
  return freq;
}

/** IntervalScoreFunction.saturationFunction(1).scorer(weight).score(freq). */
export function saturation(weight: number, freq: number): number {
  const pivot = 1;
  return f(weight * f(1 - f(pivot / f(pivot + freq))));
}

function floatDivides(ctx: ScoreContext): boolean {
  return Number(ctx.profile.version.luceneVersion.split('.')[0]) >= 10;
}

/** The hits of an interval source on a shard. */
export function intervalHits(view: ShardView, source: ISource, ctx: ScoreContext, boost: number): Hits {
  const src = shardPositions(view);
  const extent = minExtent(source);
  const fd = floatDivides(ctx);
  const docs = [...candidates(source, view, expansionLimit(view))].sort((a, b) => a - b);
  const ids: number[] = [];
  const scores: number[] = [];
  for (const d of docs) {
    const freq = sloppyFreq(source, d, src, extent, fd);
    if (freq === undefined) continue;
    ids.push(d);
    scores.push(saturation(boost, freq));
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}

/** IntervalQuery.toString(): `field:` and the source. */
export function intervalQueryText(field: string, source: ISource): string {
  return `${field}:${sourceText(source)}`;
}

/** IntervalWeight.explain: the saturation function's explanation, or "no matching intervals". */
export function intervalExplain(view: ShardView, field: string, source: ISource, doc: number, ctx: ScoreContext, boost: number): Explanation {
  const src = shardPositions(view);
  const inCandidates = candidates(source, view, () => undefined).has(doc);
  const freq = inCandidates ? sloppyFreq(source, doc, src, minExtent(source), floatDivides(ctx)) : undefined;
  if (freq === undefined) return noMatch('no matching intervals');
  return match(saturation(boost, freq), 'Saturation function on interval frequency, computed as w * S / (S + k) from:', [
    match(boost, 'w, weight of this function'),
    match(1, 'k, pivot feature value that would give a score contribution equal to w/2'),
    match(freq, `S, the sloppy frequency of the interval query ${intervalQueryText(field, source)}`),
  ]);
}

/** The (field, term) pairs of a source's terms (what a highlighter extracts). */
function sourceTerms(s: ISource, out: Map<string, [string, string]>): void {
  switch (s.k) {
    case 'term':
      out.set(`${s.field}\u0000${s.term}`, [s.field, s.term]);
      return;
    case 'multi':
    case 'none':
      return;
    case 'or':
    case 'ordered':
    case 'unordered':
    case 'block':
      for (const x of s.subs) sourceTerms(x, out);
      return;
    case 'containing':
    case 'containedBy':
    case 'overlapping':
    case 'notContaining':
    case 'notContainedBy':
    case 'nonOverlapping':
      sourceTerms(s.a, out);
      sourceTerms(s.b, out);
      return;
    default:
      sourceTerms(s.in, out);
  }
}

/** The `custom` tree node of an `intervals` query. */
export function intervalNode(field: string, source: ISource, boost: number): QNode {
  const impl: CustomQuery = {
    label: () => intervalQueryText(field, source),
    terms: () => {
      const m = new Map<string, [string, string]>();
      sourceTerms(source, m);
      return [...m.values()];
    },
    hits: (view, ctx, b) => intervalHits(view, source, ctx, b),
    explain: (view, doc, ctx, b) => intervalExplain(view, field, source, doc, ctx, b),
  };
  return { kind: 'custom', impl, boost };
}
