/**
 * SynonymQuery: the terms analysis put at one position (a synonym filter), as Lucene's QueryBuilder makes
 * it for a `match` query (`newSynonymQuery`; ES's MatchQueryParser keeps Lucene's). Scored as one term:
 * per document the frequencies of the terms it holds summed, with the terms' statistics combined as
 * SynonymWeight combines them (docFreq the largest, totalTermFreq the sum), and explained as
 * SynonymWeight.explain prints it (`weight(Synonym(f:a f:b) in doc)`, `termFreq=<sum>`). Source:
 * lucene/core/src/java/org/apache/lucene/search/SynonymQuery.java, QueryBuilder.java.
 */
import type { QNode } from '../qnode.ts';
import type { Hits, ScoreContext } from '../scoreTypes.ts';
import { legacyBm25 } from '../scoreTypes.ts';
import type { ShardView } from '../shardTypes.ts';
import { luceneGeneration, simScorer, type SimScorer } from '../similarity.ts';
import { javaFloatText, match, noMatch, type Explanation } from '../explanation.ts';
import { f } from '../float32.ts';

type Node = QNode & { kind: 'synonym' };

/** `Synonym(f:a f:b)`: SynonymQuery.toString, its terms sorted (SynonymQuery.Builder.build sorts them). */
export function synonymString(node: Node): string {
  return `Synonym(${node.terms.map((t) => `${node.field}:${t}`).join(' ')})`;
}

/** The node's scorer on a shard: docFreq the largest of the terms' (SynonymWeight's pseudo TermStatistics). */
function scorer(view: ShardView, node: Node, boost: number, ctx: ScoreContext): SimScorer | undefined {
  const stats = ctx.stats.field(view, node.field);
  if (!stats) return undefined;
  let df = 0;
  for (const t of node.terms) df = Math.max(df, ctx.stats.docFreq(view, node.field, t));
  if (df === 0) return undefined;
  return simScorer(ctx.similarity(view, node.field), luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, stats, [df]);
}

/** Each matching document's summed frequency, in doc-id order. */
function freqs(view: ShardView, node: Node): Map<number, number> {
  const fi = view.field(node.field);
  const out = new Map<number, number>();
  for (const t of node.terms) {
    const p = fi?.terms.get(t);
    if (!p) continue;
    for (let i = 0; i < p.docs.length; i++) out.set(p.docs[i]!, (out.get(p.docs[i]!) ?? 0) + p.freqs[i]!);
  }
  return out;
}

/** The hits of a synonym node. */
export function synonymHits(view: ShardView, node: Node, boost: number, ctx: ScoreContext): Hits {
  const sim = scorer(view, node, boost, ctx);
  if (!sim) return { ids: new Int32Array(0), scores: new Float32Array(0) };
  const norms = view.field(node.field)?.norms;
  const fr = freqs(view, node);
  const ids = Int32Array.from([...fr.keys()].sort((a, b) => a - b));
  const scores = new Float32Array(ids.length);
  for (let i = 0; i < ids.length; i++) scores[i] = sim.score(f(fr.get(ids[i]!)!), norms ? norms[ids[i]!] : undefined);
  return { ids, scores };
}

/** SynonymWeight.explain for segment-local document `doc`. */
export function synonymExplain(view: ShardView, node: Node, doc: number, boost: number, ctx: ScoreContext, similarityName: string): Explanation {
  const sim = scorer(view, node, boost, ctx);
  const freq = freqs(view, node).get(doc);
  if (!sim || freq === undefined) return noMatch('no matching term');
  const norms = view.field(node.field)?.norms;
  const e = sim.explain(match(f(freq), `termFreq=${javaFloatText(f(freq))}`), norms ? norms[doc] : undefined, doc);
  return match(e.value, `weight(${synonymString(node)} in ${doc}) [${similarityName}], result of:`, [e]);
}
