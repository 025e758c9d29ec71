/**
 * `multi_match` `cross_fields`: ES's BlendedTermQuery.dismaxBlendedQuery (org.elasticsearch.lucene.queries). One term over several fields is
 * scored as if the fields were one: each field's docFreq is blended (`blend`: the largest docFreq, capped by
 * maxDoc and the smallest sumTotalTermFreq, plus one per step down to a less frequent field, a bias towards
 * the popular fields), then each field's TermQuery (boosted by its field boost) is combined as a
 * DisjunctionMaxQuery with the tie_breaker.
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer } from '../similarity.ts';
import { f } from '../float32.ts';
import { dismaxScore } from './compoundScorer.ts';

type Node = QNode & { kind: 'blended' };

/** BlendedTermQuery.blend: the adjusted docFreq of each field (0 where the term is absent). */
export function blendedDocFreqs(dfs: number[], sumTtfs: number[], maxDoc: number, docCounts: number[] = dfs.map(() => Infinity)): number[] {
  if (dfs.length <= 1) return dfs.slice();
  let max = 0;
  let minSumTtf = Infinity;
  for (let i = 0; i < dfs.length; i++) {
    max = Math.max(max, dfs[i]!);
    if (dfs[i]! > 0) minSumTtf = Math.min(minSumTtf, sumTtfs[i]!);
  }
  if (maxDoc > minSumTtf) maxDoc = minSumTtf;
  if (max === 0) return dfs.slice();
  // Fields by docFreq, most frequent first (a stable merge sort, as InPlaceMergeSorter).
  const order = dfs.map((_, i) => i).sort((a, b) => dfs[b]! - dfs[a]! || a - b);
  const out = dfs.slice();
  let prev = dfs[order[0]!]!;
  let actual = Math.min(maxDoc, max);
  for (const i of order) {
    const cur = dfs[i]!;
    if (cur === 0) break;
    if (prev > cur) actual++;
    // ES 8.x also caps by the field's docCount, so docFreq never exceeds it.
    out[i] = Math.min(actual, docCounts[i]!, maxDoc);
    prev = cur;
  }
  return out;
}

/** Per matching document, the score of each field holding the term (field index, score). */
export function blendedFieldScores(view: ShardView, node: Node, ctx: ScoreContext, boost: number): Map<number, [number, number][]> {
  const dfs = node.fields.map((x) => ctx.stats.docFreq(view, x.field, node.term));
  const sumTtfs = node.fields.map((x) => ctx.stats.field(view, x.field)?.sumTotalTermFreq ?? 0);
  const docCounts = node.fields.map((x) => ctx.stats.field(view, x.field)?.docCount ?? 0);
  const adjusted = blendedDocFreqs(dfs, sumTtfs, view.reader.maxDoc, docCounts);
  const per = new Map<number, [number, number][]>();
  node.fields.forEach((x, k) => {
    const fi = view.field(x.field);
    const p = fi?.terms.get(node.term);
    if (!fi || !p) return;
    const sim = simScorer(ctx.similarity(view, x.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), f(boost * x.boost), ctx.stats.field(view, x.field)!, [adjusted[k]!]);
    for (let i = 0; i < p.docs.length; i++) {
      const d = p.docs[i]!;
      const s = sim.score(p.freqs[i]!, fi.norms ? fi.norms[d] : undefined);
      const l = per.get(d);
      if (l) l.push([k, s]);
      else per.set(d, [[k, s]]);
    }
  });
  return per;
}

/** The hits of a blended term on a shard. */
export function blendedHits(view: ShardView, node: Node, ctx: ScoreContext, boost: number): Hits {
  const per = blendedFieldScores(view, node, ctx, boost);
  const ids = Int32Array.from([...per.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = dismaxScore(per.get(ids[i]!)!.map((x) => x[1]), node.tie);
  return { ids, scores };
}
