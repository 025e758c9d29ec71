/**
 * FuzzyQuery as Lucene rewrites it by default (TopTermsBlendedFreqScoringRewrite): on each shard the indexed
 * terms within the edit distance, the `max_expansions` best by FuzzyTermsEnum's boost (ties: the smaller
 * term), as a BlendedTermQuery: every expansion scored with the largest docFreq among them, boosted by its
 * own boost, summed as a BooleanQuery of SHOULD clauses (in double, cast once).
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer, type SimScorer } from '../similarity.ts';
import { f } from '../float32.ts';
import { fuzzyBoost, fuzzyDistance } from '../../fuzzy.ts';

type Node = QNode & { kind: 'fuzzy' };

/** One expansion: its term, its boost, its scorer. */
export interface Expansion {
  term: string;
  boost: number;
  sim: SimScorer;
}

/** The rewrite's terms per node and shard: a node scored a doc-id range at a time (rangeScorer.ts) expands once. */
const TOP = new WeakMap<Node, WeakMap<ShardView['reader'], { term: string; boost: number }[]>>();

function topTerms(view: ShardView, node: Node): { term: string; boost: number }[] {
  let byReader = TOP.get(node);
  if (!byReader) TOP.set(node, (byReader = new WeakMap()));
  let top = byReader.get(view.reader);
  if (top) return top;
  // The rewrite enumerates the shard's terms (every segment's), as MultiTermQuery rewrites on the top reader.
  const found: { term: string; boost: number }[] = [];
  for (const t of view.reader.terms(node.field)) {
    const ed = fuzzyDistance(node.term, t, node.spec);
    if (ed !== undefined) found.push({ term: t, boost: fuzzyBoost(node.term, t, ed) });
  }
  found.sort((a, b) => b.boost - a.boost || (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  top = found.slice(0, Math.max(1, node.spec.maxExpansions)).sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  byReader.set(view.reader, top);
  return top;
}

/** The expansions of a fuzzy node on a shard, in term order (the order the BooleanQuery holds them). */
export function fuzzyExpansions(view: ShardView, node: Node, boost: number, ctx: ScoreContext): Expansion[] {
  const top = topTerms(view, node);
  if (top.length === 0) return [];
  let df = 0;
  for (const t of top) df = Math.max(df, ctx.stats.docFreq(view, node.field, t.term));
  const stats = ctx.stats.field(view, node.field)!;
  const gen = luceneGeneration(ctx.profile);
  return top.map((t) => ({ term: t.term, boost: t.boost, sim: simScorer(ctx.similarity(view, node.field), gen, legacyBm25(ctx.profile), f(boost * t.boost), stats, [df]) }));
}

/** The hits of a fuzzy node. */
export function fuzzyHits(view: ShardView, node: Node, boost: number, ctx: ScoreContext): Hits {
  const fi = view.field(node.field);
  const sums = new Map<number, number>();
  for (const e of fuzzyExpansions(view, node, boost, ctx)) {
    const p = fi?.terms.get(e.term);
    if (!p) continue;
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i]!;
      sums.set(d, (sums.get(d) ?? 0) + e.sim.score(p.freqs[i]!, fi!.norms ? fi!.norms[d] : undefined));
    }
  }
  const ids = Int32Array.from([...sums.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = f(sums.get(ids[i]!)!);
  return { ids, scores };
}
