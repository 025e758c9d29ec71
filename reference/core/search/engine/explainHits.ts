/**
 * `explain: true` on a search: each returned hit gets its shard (`_shard`, `_node`) and the explanation
 * of its score, computed on the shard view it was scored on (fetch-phase work, for the page only).
 */
import type { JsonObject } from '../../json.ts';
import type { ScrollHit } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { shardPick, sourceContext, type QuerySource } from '../execute.ts';
import { shardOf } from '../routing.ts';
import { explanationJson } from './explanation.ts';
import { explainNode } from './explain.ts';
import { queryTree } from './queryTree.ts';
import type { QNode } from './qnode.ts';
import { leafOf } from './shardViews.ts';
import { SHARD_STATS, similarityOf } from './scorer.ts';
import { dfsStats } from './search.ts';
import { requestSizeOf } from '../vectors/knnQueryParams.ts';

/**
 * Adds `explanation` and `shardId` to the hits of a page (in place: they are this search's own objects).
 * `wrap` gives the query phase's tree where the search adds to its query (the knn option's KnnScoreDocQuery
 * clauses, or the knn alone without a query: "within top k documents", as ES explains a knn-only search).
 */
export function explainPage(page: ScrollHit[], indices: IndexState[], req: ApiRequest, env: Env, src: QuerySource, wrap?: (tree: QNode) => QNode): void {
  const byName = new Map(indices.map((i) => [i.name, i]));
  for (const hit of page) {
    const index = byName.get(hit.index);
    if (!index) continue;
    const ctx = { index, profile: env.profile, now: env.now, rawBody: req.rawBody, requestSize: requestSizeOf(req), ...sourceContext(src) };
    const base: QNode = src.kind === 'json' ? queryTree(src.query, ctx) : { kind: 'all' as const, boost: 1 };
    const tree = wrap ? wrap(base) : base;
    const shard = shardOf(index, env.profile, hit.doc.id, hit.doc.routing);
    const leaf = leafOf(index, env.profile, shard, hit.doc);
    if (!leaf) continue;
    const { view, docId } = leaf;
    const stats = req.query.search_type === 'dfs_query_then_fetch' ? dfsStats(indices, env.profile, shardPick(req, env.profile)) : SHARD_STATS;
    const e = explainNode(view, tree, docId, { profile: env.profile, stats, similarity: similarityOf });
    hit.explanation = explanationJson(e) as JsonObject;
    hit.shardId = `[${index.name}][${shard}]`;
  }
}
