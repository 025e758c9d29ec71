/** `GET|POST /_count`, `/{index}/_count`: the number of documents a query (`q=` or body `query`) matches. */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { countKeyUnsupported, expectedStartObject, floatParameterInvalid, isEsError, terminateAfterNegative, type EsError } from '../errors/index.ts';
import { intParam, parseJavaDouble } from '../params.ts';
import { shardOf } from '../search/routing.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { countIndexSteps } from '../search/resumable/matchSteps.ts';
import { frozenDocs } from '../search/resumable/frozenDocs.ts';
import { preparedMemo, preparedSteps } from '../search/resumable/prepared.ts';
import { drain, SLICE_DOCS, type Steps } from '../search/resumable/steps.ts';
import { collectHitsSteps } from '../search/collect.ts';
import { queryLimitRefusal } from '../search/limits/queryLimits.ts';
import { shardsRan } from '../search/requestCacheNote.ts';
import { noteSearchPhases } from '../search/searchStats.ts';
import { queryDeprecationWarnings } from '../search/queryDeprecations.ts';
import { queryParamsWithBody } from '../search/queryParamsWithBody.ts';
import { compileFor, docFilter, querySource, shardPick, targetIndices, totalShards, typeFilter } from '../search/execute.ts';

/**
 * The count handler. A driver that runs work in slices (`Env.sliced`) gets the count back as resumable
 * steps (its document loop yields every few thousand documents); others get it at once.
 */
export const count: Handler = (state, req, env) => {
  const steps = countSteps(state, req, env);
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

function* countSteps(state: ClusterState, req: ApiRequest, env: Env): Steps<ApiResult | EsError> {
  if (req.body !== undefined && !isObject(req.body)) return expectedStartObject('START_ARRAY');
  const body: JsonObject = req.body ?? {};
  for (const k of Object.keys(body)) {
    // RestActions.getQueryContent accepts only `query` at the top level.
    if (k !== 'query') return countKeyUnsupported(k);
  }
  const unused = queryParamsWithBody(req, env);
  if (unused) return unused;
  const src = querySource(req, env, body.query as Json | undefined, state);
  if (isEsError(src)) return src;
  // RestCountAction reads min_score (paramAsFloat) and terminate_after after the query, before any index is
  // resolved.
  if (req.query.min_score !== undefined && Number.isNaN(parseJavaDouble(req.query.min_score))) return floatParameterInvalid('min_score', req.query.min_score);
  const terminateAfter = intParam(req.query, 'terminate_after', 0);
  if (isEsError(terminateAfter)) return terminateAfter;
  if (terminateAfter < 0) return terminateAfterNegative();
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  const types = typeFilter(req);
  const preferred = shardPick(req, env.profile);
  // With min_score the count is of scored hits (ES counts with a MinimumScoreCollector, `score >= min_score`):
  // the same query run as a scored search that keeps no page, its total the count (count/30_min_score.yml).
  if (req.query.min_score !== undefined && terminateAfter === 0) {
    const { min_score: minScore, ...query } = req.query;
    const scored: JsonObject = { min_score: Math.fround(parseJavaDouble(minScore!)), size: 0, track_total_hits: true };
    if (body.query !== undefined) scored.query = body.query;
    const run = yield* collectHitsSteps(state, { ...req, query, body: scored }, env);
    if (isEsError(run)) return run;
    const shards = totalShards(indices, preferred);
    noteCounted(state, req, env);
    return warned(ok({ count: run.hits.length + run.unkept, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } }), env, body);
  }
  let n = 0;
  let terminatedEarly = false;
  // Work the compile needs first (a script query's pass, a knn query's scan) runs in slices (resumable/prepared.ts).
  const prepare = preparedMemo();
  for (const index of indices) {
    const q = yield* preparedSteps(prepare, () => compileFor(src, index, req, env, state.dataStreams));
    if (isEsError(q)) return q;
    const limited = src.kind === 'json' ? queryLimitRefusal(state, src.query, index, env.profile) : undefined;
    if (limited) return limited;
    const filter = docFilter(index, env.profile, undefined, preferred);
    if (terminateAfter === 0) {
      n += yield* countIndexSteps(index, q, types, filter);
      continue;
    }
    // Each shard stops collecting once it holds `terminate_after` matches (a point-in-time list, yielding as the scan does).
    const perShard = new Map<number, number>();
    const docs = frozenDocs(index);
    for (let i = 0; i < docs.length; i++) {
      if (i > 0 && i % SLICE_DOCS === 0) yield;
      const doc = docs[i]!;
      if ((types && !types.has(doc.type)) || (filter && !filter(doc)) || !q.test(doc)) continue;
      const shard = shardOf(index, env.profile, doc.id, doc.routing);
      const seen = perShard.get(shard) ?? 0;
      if (seen >= terminateAfter) terminatedEarly = true;
      else {
        perShard.set(shard, seen + 1);
        n++;
      }
    }
  }
  const shards = totalShards(indices, preferred);
  noteCounted(state, req, env);
  const out: JsonObject = {};
  if (req.query.terminate_after !== undefined && terminateAfter !== 0) out.terminated_early = terminatedEarly;
  return warned(ok({ ...out, count: n, _shards: { total: shards, successful: shards, skipped: 0, failed: 0 } }), env, body);
};

/** The count's query builds as a search's does: the same deprecation warnings (a `type` or `common` query on 7.x). */
function warned(result: ApiResult, env: Env, body: JsonObject): ApiResult {
  const w = queryDeprecationWarnings(env.profile, { query: body.query as Json });
  return w.length === 0 ? result : { ...result, warnings: [...w, ...(result.warnings ?? [])] };
}

/** RestCountAction runs a size-0 search: its shards count query phases (and one fetch when it is one shard) in `_stats`. */
function noteCounted(state: ClusterState, req: ApiRequest, env: Env): void {
  const ran = shardsRan(state, req, env, undefined);
  if (ran) noteSearchPhases(state, env.profile, ran, [], false);
}
