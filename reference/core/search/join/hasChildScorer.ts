/**
 * `has_child` with a scoring `score_mode` on the engine: the child query runs on the shard (children sit
 * on their parent's shard), each matching child's score joins its parent as Lucene's
 * GlobalOrdinalsWithScoreCollector keeps it (float accumulators: max, min, sum; avg the float sum over the
 * count), kept where the count is within min/max_children; the parent scores that times the boost.
 * `score_mode: none` stays the predicate's constant score.
 */
import { isObject, type Json } from '../../json.ts';
import type { QNode } from '../engine/qnode.ts';
import type { ShardView } from '../engine/shardTypes.ts';
import type { Hits, ScoreContext } from '../engine/scoreTypes.ts';
import type { QueryContext } from '../queryLeaves.ts';
import { joinField, joinOf } from '../aggs/join.ts';

type Run = (view: ShardView, node: QNode, ctx: ScoreContext, parentBoost?: number) => Hits;
type Tree = (q: Json | undefined, ctx: QueryContext) => QNode;
type Pred = (q: Json, ctx: QueryContext, label: string) => QNode;

const f = Math.fround;

/** The tree node of a has_child query: a join node for a scoring mode, else the predicate. */
export function hasChildTree(ctx: QueryContext, body: Json, q: Json, tree: Tree, pred: Pred): QNode {
  if (!isObject(body)) return { kind: 'none' };
  const mode = String(body.score_mode ?? 'none');
  const jf = joinField(ctx.index);
  const type = String(body.type);
  const parentType = jf ? [...jf.relations].find(([, cs]) => cs.includes(type))?.[0] : undefined;
  if (mode === 'none' || !jf || parentType === undefined || !['max', 'min', 'sum', 'avg'].includes(mode)) return pred(q, ctx, 'has_child');
  return {
    kind: 'hasChild',
    joinField: jf.name,
    childType: type,
    parentType,
    inner: tree(body.query as Json, ctx),
    scoreMode: mode as 'max' | 'min' | 'sum' | 'avg',
    min: typeof body.min_children === 'number' ? body.min_children : 1,
    max: typeof body.max_children === 'number' ? body.max_children : Infinity,
    boost: typeof body.boost === 'number' ? f(body.boost) : 1,
  };
}

type Acc = Map<string, { score: number; n: number }>;

/** Per node and shard reader: the children's scores joined by parent id, over every segment of the shard. */
const SHARD_ACCS = new WeakMap<object, WeakMap<object, Acc>>();

/**
 * The children's scores per parent id on the whole shard: GlobalOrdinalsWithScoreQuery collects the child
 * query over every segment (global ordinals), so a child indexed in another segment than its parent (a later
 * request, the usual case) still joins it.
 */
function shardAcc(view: ShardView, node: QNode & { kind: 'hasChild' }, ctx: ScoreContext, run: Run): Acc {
  let byReader = SHARD_ACCS.get(node);
  if (!byReader) SHARD_ACCS.set(node, (byReader = new WeakMap()));
  const had = byReader.get(view.reader);
  if (had) return had;
  const acc: Acc = new Map();
  for (const leaf of view.reader.leaves) {
    const child = run(leaf, node.inner, ctx, 1);
    for (let i = 0; i < child.ids.length; i++) {
      const j = joinOf(leaf.docs[child.ids[i]!]!, node.joinField);
      if (j.name !== node.childType || j.parent === undefined) continue;
      const s = child.scores[i]!;
      const a = acc.get(j.parent);
      if (!a) acc.set(j.parent, { score: s, n: 1 });
      else {
        a.n++;
        if (node.scoreMode === 'max') a.score = Math.max(a.score, s);
        else if (node.scoreMode === 'min') a.score = Math.min(a.score, s);
        else a.score = f(a.score + s);
      }
    }
  }
  byReader.set(view.reader, acc);
  return acc;
}

/** The parents' hits of a scoring has_child on one segment of a shard. */
export function hasChildHits(view: ShardView, node: QNode & { kind: 'hasChild' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const acc = shardAcc(view, node, ctx, run);
  const ids: number[] = [];
  const scores: number[] = [];
  for (let id = 0; id < view.docs.length; id++) {
    if (view.deleted?.[id]) continue;
    const d = view.docs[id]!;
    if (joinOf(d, node.joinField).name !== node.parentType) continue;
    const a = acc.get(d.id);
    if (!a || a.n < node.min || a.n > node.max) continue;
    const s = node.scoreMode === 'avg' ? f(a.score / a.n) : a.score;
    ids.push(id);
    scores.push(f(s * boost));
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
