/**
 * The bridge from a search request to the engine for one index: its query tree, the filters that do not
 * score (the aliases' filters, `post_filter`, typed paths, `preference=_shards`), and the statistics
 * (`search_type=dfs_query_then_fetch` sums them over every shard searched). Collectors in collect.ts
 * receive each match with its shard-local doc id (its `_doc` value) and its score.
 */
import type { Doc } from '../../doc.ts';
import type { IndexState } from '../../state.ts';
import type { DataStream } from '../../dataStreams/types.ts';
import type { ApiRequest, Env } from '../../handler.ts';
import { isEsError, type EsError } from '../../errors/index.ts';
import { compileQuery, type CompiledQuery } from '../query.ts';
import { aliasFilters, compileFor, shardPick, sourceContext, type QuerySource } from '../execute.ts';
import { requestSizeOf } from '../vectors/knnQueryParams.ts';
import { knnWithAliasPrefilter } from '../vectors/knnAliasFilter.ts';
import type { SortSpec } from '../sort.ts';
import { queryTree, type QNode } from './queryTree.ts';
import { dfsStats, SHARD_STATS } from './search.ts';
import type { ShardReader } from './shardViews.ts';
import type { Steps } from '../resumable/steps.ts';
import { collectScoredSteps, frozenReaders } from '../resumable/scoredSteps.ts';

/** The sort of a search that ranks by relevance: `_score` descending, ties in shard and doc-id order. */
export const SCORE_SORT: SortSpec[] = [{ field: '_score', order: 'desc', missing: '_last' }];

/**
 * How a collector is fed one index's matches: `emit(doc, docId, score)` for each, shard by shard, as
 * resumable steps (a long search yields between chunks: resumable/steps.ts).
 */
export type Each = (emit: (doc: Doc, pos: number, score: number) => void) => Steps<void>;

/** The matches of a scored search on one index, or the error compiling its filters gave. */
export function scoredEach(index: IndexState, req: ApiRequest, env: Env, src: QuerySource, post: QuerySource | undefined, types: Set<string> | undefined, preferred: Set<number> | undefined, all: IndexState[], wrap?: (tree: QNode) => QNode, readers: readonly ShardReader[] = frozenReaders(index, env.profile), streams?: ReadonlyMap<string, DataStream>): Each | EsError {
  const ctx = { index, profile: env.profile, now: env.now, rawBody: req.rawBody, requestSize: requestSizeOf(req), ...sourceContext(src) };
  let tree;
  const aliases = aliasFilters(index, req.parts.index, streams);
  if (src.kind === 'json') tree = queryTree(aliases ? knnWithAliasPrefilter(src.query, aliases) : src.query, ctx);
  else {
    const bare = compileFor(src, index, { ...req, parts: { ...req.parts, index: index.name } }, env, streams);
    if (isEsError(bare)) return bare;
    tree = { kind: 'pred' as const, test: bare.test, boost: 1, label: 'bare' };
  }
  const tests: ((d: Doc) => boolean)[] = [];
  if (types) tests.push((d) => types.has(d.type));
  if (aliases) {
    const compiled: CompiledQuery[] = [];
    for (const a of aliases) {
      const c = compileQuery(a, ctx);
      if (isEsError(c)) return c;
      compiled.push(c);
    }
    tests.push((d) => compiled.some((c) => c.test(d)));
  }
  if (post) {
    const p = compileFor(post, index, { ...req, parts: { ...req.parts, index: index.name } }, env, streams);
    if (isEsError(p)) return p;
    tests.push(p.test);
  }
  const filter = tests.length === 0 ? undefined : tests.length === 1 ? tests[0] : (d: Doc) => tests.every((t) => t(d));
  const stats = req.query.search_type === 'dfs_query_then_fetch' ? dfsStats(all, env.profile, shardPick(req, env.profile)) : SHARD_STATS;
  const t = wrap ? wrap(tree) : tree;
  return (emit) => collectScoredSteps(readers, env.profile, t, filter, preferred, stats, (doc, docId, score) => emit(doc, docId, score));
}
