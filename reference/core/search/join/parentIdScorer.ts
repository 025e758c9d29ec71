/**
 * `parent_id` scored as ES builds it (ParentIdQueryBuilder): a term query for the parent's id on the
 * join field's `<join>#<parent type>` sub-field, which holds a parent's own id and each child's parent id
 * (one term per document, docs only, no norms), filtered to the child type. Per shard, BM25 of that term:
 * docCount and sumTotalTermFreq = the documents holding the sub-field, docFreq = the parent and its children.
 */
import { isObject, type Json } from '../../json.ts';
import type { Doc } from '../../doc.ts';
import type { QNode } from '../engine/qnode.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { joinField, joinOf } from '../aggs/join.ts';
import { shardReaders } from '../engine/shardViews.ts';
import { luceneGeneration, simScorer } from '../engine/similarity.ts';
import { legacyBm25 } from '../engine/scoreTypes.ts';

type Pred = (q: Json, ctx: QueryContext, label: string) => QNode;

/** The tree node of a parent_id query: the children's BM25 scores, or the predicate when it cannot score. */
export function parentIdTree(ctx: QueryContext, body: Json, q: Json, pred: Pred): QNode {
  if (!isObject(body)) return { kind: 'none' };
  const jf = joinField(ctx.index);
  const type = String(body.type);
  const id = String(body.id);
  const parentType = jf ? [...jf.relations].find(([, cs]) => cs.includes(type))?.[0] : undefined;
  if (!jf || parentType === undefined) return pred(q, ctx, 'parent_id');
  const children = jf.relations.get(parentType)!;
  const boost = typeof body.boost === 'number' ? Math.fround(body.boost) : 1;
  const scores = new Map<Doc, number>();
  for (const reader of shardReaders(ctx.index, ctx.profile)) {
    // The `<join>#<parent>` value of each document of the shard (deleted ones count until merged).
    let docCount = 0;
    let docFreq = 0;
    const hits: Doc[] = [];
    for (const leaf of reader.leaves)
      leaf.docs.forEach((d, i) => {
        const j = joinOf(d, jf.name);
        const value = j.name === parentType ? d.id : j.name !== undefined && children.includes(j.name) ? j.parent : undefined;
        if (value === undefined) return;
        docCount++;
        if (value !== id) return;
        docFreq++;
        if (j.name === type && !leaf.deleted?.[i]) hits.push(d);
      });
    if (hits.length === 0) continue;
    const sim = simScorer({ kind: 'BM25', k1: 1.2, b: 0.75, discountOverlaps: true }, luceneGeneration(ctx.profile), legacyBm25(ctx.profile), boost, { docCount, sumTotalTermFreq: docCount }, [docFreq]);
    const s = sim.score(1, undefined);
    for (const d of hits) scores.set(d, s);
  }
  return { kind: 'docScores', scores, boost: 1, label: `${jf.name}#${parentType}:${id}` };
}
