/**
 * Span queries on the engine, as Lucene's SpanWeight and SpanScorer score them: on each shard the query's
 * spans per document (spanPositions.ts), the sloppy frequency Σ 1/(1 + width), and the similarity of the
 * query's field built from the statistics of every term the weight gathers (SpanWeight.buildSimWeight: a
 * TreeMap of terms, those with docFreq > 0; a span_not keeps only its include's terms). A span_multi is
 * rewritten per shard to a span_or of the terms its query accepts. Explanations are SpanWeight.explain's.
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer, type SimScorer } from '../similarity.ts';
import { positionsAt } from '../fieldIndex.ts';
import type { CustomQuery } from '../customQuery.ts';
import { match, noMatch, javaFloatText, type Explanation } from '../explanation.ts';
import { fuzzyBoost, fuzzyDistance } from '../../fuzzy.ts';
import { scoringField, type SpanSpec } from '../../spans/spanSpec.ts';
import { containingSpans, firstSpans, nearOrdered, nearUnordered, notSpans, orSpans, sloppyFreq, withinSpans, type Span } from './spanPositions.ts';

/** A span query compiled for one segment: the documents that may match, and a document's spans. */
interface Run {
  docs: Int32Array;
  spans(doc: number): Span[];
}

const NONE: Run = { docs: new Int32Array(0), spans: () => [] };

function has(docs: Int32Array, d: number): boolean {
  let lo = 0;
  let hi = docs.length - 1;
  while (lo <= hi) {
    const m = (lo + hi) >>> 1;
    const v = docs[m]!;
    if (v === d) return true;
    if (v < d) lo = m + 1;
    else hi = m - 1;
  }
  return false;
}

function union(lists: Int32Array[]): Int32Array {
  const s = new Set<number>();
  for (const l of lists) for (const d of l) s.add(d);
  return Int32Array.from([...s].sort((a, b) => a - b));
}

function intersect(lists: Int32Array[]): Int32Array {
  if (lists.length === 0) return new Int32Array(0);
  let cur = lists[0]!;
  for (let k = 1; k < lists.length; k++) cur = cur.filter((d) => has(lists[k]!, d));
  return cur;
}

/** The terms a span_multi rewrites to on this shard (SpanBooleanQueryRewriteWithMaxClause, or top terms for fuzzy), in term order. */
export function multiTerms(view: ShardView, s: SpanSpec & { kind: 'multi' }): string[] {
  const all = view.reader.terms(s.field);
  if (s.terms.kind === 'accept') return all.filter(s.terms.accepts);
  const t = s.terms;
  const found: { term: string; boost: number }[] = [];
  for (const x of all) {
    const ed = fuzzyDistance(t.term, x, t.spec);
    if (ed !== undefined) found.push({ term: x, boost: fuzzyBoost(t.term, x, ed) });
  }
  found.sort((a, b) => b.boost - a.boost || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  return found.slice(0, Math.max(1, t.spec.maxExpansions)).map((x) => x.term).sort();
}

/** The spec with every span_multi rewritten for this shard (a span_or of its terms; no terms: matches nothing). */
function rewrite(view: ShardView, s: SpanSpec): SpanSpec {
  switch (s.kind) {
    case 'multi':
      return { kind: 'or', field: s.field, clauses: multiTerms(view, s).map((term) => ({ kind: 'term', field: s.field, term })) };
    case 'near':
      return { ...s, clauses: s.clauses.map((c) => rewrite(view, c)) };
    case 'or':
      return { ...s, clauses: s.clauses.map((c) => rewrite(view, c)) };
    case 'not':
      return { ...s, include: rewrite(view, s.include), exclude: rewrite(view, s.exclude) };
    case 'first':
      return { ...s, match: rewrite(view, s.match) };
    case 'containing':
    case 'within':
      return { ...s, big: rewrite(view, s.big), little: rewrite(view, s.little) };
    case 'mask':
      return { ...s, inner: rewrite(view, s.inner) };
    default:
      return s;
  }
}

function compile(view: ShardView, s: SpanSpec): Run {
  switch (s.kind) {
    case 'term': {
      const fi = view.field(s.field);
      const p = fi?.positions ? fi.terms.get(s.term) : undefined;
      if (!p) return NONE;
      const docs = Int32Array.from(p.docs);
      return {
        docs,
        spans(doc) {
          const i = docs.indexOf(doc);
          return i < 0 ? [] : positionsAt(p, i).map((x) => ({ start: x, end: x + 1, width: 0 }));
        },
      };
    }
    case 'gap':
    case 'multi':
      return NONE;
    case 'near': {
      const subs = s.clauses.map((c) => (c.kind === 'gap' ? c.width : compile(view, c)));
      const runs = subs.filter((x): x is Run => typeof x !== 'number');
      return {
        docs: intersect(runs.map((r) => r.docs)),
        spans(doc) {
          const lists = subs.map((x) => (typeof x === 'number' ? x : x.spans(doc)));
          if (lists.some((l) => typeof l !== 'number' && l.length === 0)) return [];
          return s.inOrder ? nearOrdered(lists, s.slop) : nearUnordered(lists as Span[][], s.slop);
        },
      };
    }
    case 'or': {
      const runs = s.clauses.map((c) => compile(view, c));
      return { docs: union(runs.map((r) => r.docs)), spans: (doc) => orSpans(runs.map((r) => (has(r.docs, doc) ? r.spans(doc) : []))) };
    }
    case 'not': {
      const inc = compile(view, s.include);
      const exc = compile(view, s.exclude);
      return { docs: inc.docs, spans: (doc) => notSpans(inc.spans(doc), has(exc.docs, doc) ? exc.spans(doc) : [], s.pre, s.post) };
    }
    case 'first': {
      const inner = compile(view, s.match);
      return { docs: inner.docs, spans: (doc) => firstSpans(inner.spans(doc), s.end) };
    }
    case 'containing':
    case 'within': {
      const big = compile(view, s.big);
      const little = compile(view, s.little);
      const walk = s.kind === 'containing' ? containingSpans : withinSpans;
      return { docs: intersect([big.docs, little.docs]), spans: (doc) => walk(big.spans(doc), little.spans(doc)) };
    }
    case 'mask':
      return compile(view, s.inner);
  }
}

/** The terms whose statistics the weight gathers (SpanQuery.getTermStates of the weights it builds). */
function weightTerms(s: SpanSpec, out: Map<string, [string, string]>): void {
  switch (s.kind) {
    case 'term':
      out.set(`${s.field}\u0000${s.term}`, [s.field, s.term]);
      return;
    case 'near':
    case 'or':
      for (const c of s.clauses) weightTerms(c, out);
      return;
    case 'not':
      weightTerms(s.include, out);
      return;
    case 'first':
      weightTerms(s.match, out);
      return;
    case 'containing':
    case 'within':
      weightTerms(s.big, out);
      weightTerms(s.little, out);
      return;
    case 'mask':
      weightTerms(s.inner, out);
      return;
    default:
      return;
  }
}

/** Lucene's toString of a (rewritten) span query. */
export function spanString(s: SpanSpec): string {
  switch (s.kind) {
    case 'term':
      return `${s.field}:${s.term}`;
    case 'gap':
      return `SpanGap(${s.field}:${s.width})`;
    case 'near':
      return `spanNear([${s.clauses.map(spanString).join(', ')}], ${s.slop}, ${s.inOrder})`;
    case 'or':
      return `spanOr([${s.clauses.map(spanString).join(', ')}])`;
    case 'not':
      return `spanNot(${spanString(s.include)}, ${spanString(s.exclude)}, ${s.pre}, ${s.post})`;
    case 'first':
      return `spanFirst(${spanString(s.match)}, ${s.end})`;
    case 'containing':
      return `SpanContaining(${spanString(s.big)}, ${spanString(s.little)})`;
    case 'within':
      return `SpanWithin(${spanString(s.big)}, ${spanString(s.little)})`;
    case 'multi':
      return `SpanMultiTermQueryWrapper(${s.label})`;
    case 'mask':
      return `mask(${spanString(s.inner)}) as ${s.field}`;
  }
}

interface Prepared {
  spec: SpanSpec;
  run: Run;
  sim: SimScorer | undefined;
  norms: Uint8Array | undefined;
  floatSlop: boolean;
}

function prepare(view: ShardView, spec: SpanSpec, ctx: ScoreContext, boost: number): Prepared {
  const rw = rewrite(view, spec);
  const run = compile(view, rw);
  const field = scoringField(rw);
  const terms = new Map<string, [string, string]>();
  weightTerms(rw, terms);
  const dfs: number[] = [];
  for (const key of [...terms.keys()].sort()) {
    const [f, t] = terms.get(key)!;
    const df = ctx.stats.docFreq(view, f, t);
    if (df > 0) dfs.push(df);
  }
  const stats = ctx.stats.field(view, field);
  const gen = luceneGeneration(ctx.profile);
  const sim = stats && dfs.length > 0 ? simScorer(ctx.similarity(view, field), gen, legacyBm25(ctx.profile), boost, stats, dfs) : undefined;
  return { spec: rw, run, sim, norms: view.field(field)?.norms, floatSlop: gen < 8 };
}

/** The hits of a span query on a shard. */
export function spanHits(view: ShardView, spec: SpanSpec, ctx: ScoreContext, boost: number): Hits {
  const p = prepare(view, spec, ctx, boost);
  const ids: number[] = [];
  const scores: number[] = [];
  for (const d of p.run.docs) {
    const spans = p.run.spans(d);
    if (spans.length === 0) continue;
    ids.push(d);
    const freq = sloppyFreq(spans, p.floatSlop);
    scores.push(p.sim ? p.sim.score(freq, p.norms ? p.norms[d] : undefined) : boost);
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}

/** SpanWeight.explain: the similarity's explanation of the sloppy frequency, or "no matching term". */
export function spanExplain(view: ShardView, spec: SpanSpec, doc: number, ctx: ScoreContext, boost: number): Explanation {
  const p = prepare(view, spec, ctx, boost);
  const spans = has(p.run.docs, doc) ? p.run.spans(doc) : [];
  if (spans.length === 0 || !p.sim) return noMatch('no matching term');
  const freq = sloppyFreq(spans, p.floatSlop);
  const e = p.sim.explain(match(freq, `phraseFreq=${javaFloatText(freq)}`), p.norms ? p.norms[doc] : undefined, doc);
  return match(e.value, `weight(${spanString(p.spec)} in ${doc}) [PerFieldSimilarity], result of:`, [e]);
}

/** The `custom` tree node of a span query. */
export function spanNode(spec: SpanSpec, boost: number): QNode {
  const impl: CustomQuery = {
    label: () => spanString(spec),
    terms: () => {
      const m = new Map<string, [string, string]>();
      weightTerms(spec, m);
      return [...m.values()];
    },
    hits: (view, ctx, b) => spanHits(view, spec, ctx, b),
    explain: (view, doc, ctx, b) => spanExplain(view, spec, doc, ctx, b),
  };
  return { kind: 'custom', impl, boost };
}
