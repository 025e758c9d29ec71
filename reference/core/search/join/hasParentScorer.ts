/**
 * `has_parent` with `score: true` on the engine: the parent query runs on the shard (a parent and its
 * children share it), and each child of the parent's child types whose parent matched scores that parent's
 * score times the boost (HasParentQueryBuilder's join with ScoreMode.Max over one parent).
 * `score: false` stays the predicate's constant score.
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

/** The tree node of a has_parent query: a join node when it scores, else the predicate. */
export function hasParentTree(ctx: QueryContext, body: Json, q: Json, tree: Tree, pred: Pred): QNode {
  if (!isObject(body)) return { kind: 'none' };
  const jf = joinField(ctx.index);
  const parentType = String(body.parent_type);
  const childTypes = jf?.relations.get(parentType);
  if (body.score !== true || !jf || !childTypes) return pred(q, ctx, 'has_parent');
  return { kind: 'hasParent', joinField: jf.name, parentType, childTypes: [...childTypes], inner: tree(body.query as Json, ctx), boost: typeof body.boost === 'number' ? f(body.boost) : 1 };
}

/** Per node and shard reader: the matching parents' scores by id, over every segment of the shard. */
const SHARD_PARENTS = new WeakMap<object, WeakMap<object, Map<string, number>>>();

/** The parent query's scores by parent id on the whole shard (global ordinals: a parent in another segment than its child still joins). */
function shardParents(view: ShardView, node: QNode & { kind: 'hasParent' }, ctx: ScoreContext, run: Run): Map<string, number> {
  let byReader = SHARD_PARENTS.get(node);
  if (!byReader) SHARD_PARENTS.set(node, (byReader = new WeakMap()));
  const had = byReader.get(view.reader);
  if (had) return had;
  const byId = new Map<string, number>();
  for (const leaf of view.reader.leaves) {
    const parents = run(leaf, node.inner, ctx, 1);
    for (let i = 0; i < parents.ids.length; i++) {
      const d = leaf.docs[parents.ids[i]!]!;
      if (joinOf(d, node.joinField).name !== node.parentType) continue;
      const s = parents.scores[i]!;
      const prev = byId.get(d.id);
      if (prev === undefined || s > prev) byId.set(d.id, s);
    }
  }
  byReader.set(view.reader, byId);
  return byId;
}

/** The children's hits of a scoring has_parent on one segment of a shard. */
export function hasParentHits(view: ShardView, node: QNode & { kind: 'hasParent' }, ctx: ScoreContext, boost: number, run: Run): Hits {
  const byId = shardParents(view, node, ctx, run);
  const ids: number[] = [];
  const scores: number[] = [];
  for (let id = 0; id < view.docs.length; id++) {
    if (view.deleted?.[id]) continue;
    const j = joinOf(view.docs[id]!, node.joinField);
    if (j.parent === undefined || j.name === undefined || !node.childTypes.includes(j.name)) continue;
    const s = byId.get(j.parent);
    if (s === undefined) continue;
    ids.push(id);
    scores.push(f(s * boost));
  }
  return { ids: Int32Array.from(ids), scores: Float32Array.from(scores) };
}
