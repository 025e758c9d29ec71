/**
 * A phrase whose last position is the terms a prefix expands to on this shard (MultiPhrasePrefixQuery
 * rewritten to a MultiPhraseQuery): the documents holding the phrase with any expansion at the end, its
 * frequency counted over the union of the expansions' positions, scored with the summed idf of every
 * term of the query (PhraseWeight's term statistics over all the MultiPhraseQuery's terms).
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { positionsAt, type IntList, type Postings } from '../fieldIndex.ts';
import { luceneGeneration, simScorer, type SimScorer } from '../similarity.ts';
import { phraseFreq } from '../phrase.ts';

type Node = QNode & { kind: 'phrasePrefix' };

/** The indexed terms of the field starting with the prefix, in term order, at most maxExpansions. */
export function expansions(view: ShardView, node: Node): string[] {
  const out = view.reader.terms(node.field).filter((t) => t.startsWith(node.prefix));
  return out.slice(0, Math.max(1, node.maxExpansions));
}

/** The positions of the phrase's terms in `doc` (the last, merged over the expansions), or undefined. */
function docPositions(lists: Postings[], last: Postings[], doc: number): number[][] | undefined {
  const out: number[][] = [];
  for (const l of lists) {
    const i = l.docs.indexOf(doc);
    if (i < 0) return undefined;
    out.push(positionsAt(l, i));
  }
  const merged = new Set<number>();
  for (const l of last) {
    const i = l.docs.indexOf(doc);
    if (i >= 0) for (const p of positionsAt(l, i)) merged.add(p);
  }
  if (merged.size === 0) return undefined;
  out.push([...merged].sort((a, b) => a - b));
  return out;
}

/** The scorer, postings and expansions of a phrase-prefix node on a shard, or undefined when nothing can match. */
export function phrasePrefixSetup(view: ShardView, node: Node, boost: number, ctx: ScoreContext): { sim: SimScorer; freq(doc: number): number; candidates: IntList; expanded: string[] } | undefined {
  const fi = view.field(node.field);
  if (!fi || !fi.positions) return undefined;
  const expanded = expansions(view, node);
  if (expanded.length === 0) return undefined;
  const lists: Postings[] = [];
  for (const t of node.terms) {
    const p = fi.terms.get(t);
    if (!p) return undefined;
    lists.push(p);
  }
  const last = expanded.map((t) => fi.terms.get(t)).filter((p): p is Postings => p !== undefined);
  if (last.length === 0) return undefined;
  const all = [...node.terms, ...expanded];
  const sim = simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, ctx.stats.field(view, node.field)!, all.map((t) => ctx.stats.docFreq(view, node.field, t)));
  const freq = (doc: number) => {
    const pos = docPositions(lists, last, doc);
    return pos ? phraseFreq(pos, node.positions, node.slop) : 0;
  };
  return { sim, freq, candidates: lists.length > 0 ? lists[0]!.docs : [], expanded };
}

/** The hits of a phrase-prefix node. */
export function phrasePrefixHits(view: ShardView, node: Node, boost: number, ctx: ScoreContext): Hits {
  const s = phrasePrefixSetup(view, node, boost, ctx);
  if (!s) return { ids: new Int32Array(0), scores: new Float32Array(0) };
  const fi = view.field(node.field)!;
  const ids: number[] = [];
  const scores: number[] = [];
  for (const doc of s.candidates) {
    const freq = s.freq(doc);
    if (freq > 0) {
      ids.push(doc);
      scores.push(s.sim.score(freq, fi.norms ? fi.norms[doc] : undefined));
    }
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
