/**
 * `GET|POST /_search`, `/{index}/_search` (and typed `/{index}/{type}/_search`): one page of hits, or the
 * first page of a scroll. Parsing, checks and the collection of hits live in `search/collect.ts`, which the
 * background jobs (reindex, update/delete by query) walk as well.
 */
import { searchRoutingRefusal } from '../tsdb/refusals.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, type EsError } from '../errors/index.ts';
import { checkSuggestText, parseSuggest, runSuggest, type SuggestSpec } from '../search/suggest/suggest.ts';
import { targetIndices } from '../search/execute.ts';
import { sourceFilterFrom } from '../source.ts';
import type { ClusterState, ScrollContext } from '../state.ts';
import type { HitList } from '../search/hitList.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import { collectHitsSteps, pageBody, parseSearch, renderTotal, type HitRender } from '../search/collect.ts';
import { noteAnalyticsUsage } from '../search/aggs/analyticsUsage.ts';
import { encodeScrollId } from '../search/scrollId.ts';
import { hitFieldsOf } from '../search/hitFields.ts';
import { renewPit, withPitId } from '../search/pit/pitAnswer.ts';
import { ScoreFailure } from '../search/engine/customQuery.ts';
import { catchSteps, drain, type Steps } from '../search/resumable/steps.ts';
import { highlightHits } from '../search/highlight/fetch.ts';
import { expandCollapsed } from '../search/collapse/expand.ts';
import { searchProfile } from '../search/profile/searchProfile.ts';
import { clusterSetting } from '../destructive.ts';
import { noteGlobalOrdinalsSteps } from '../stats/readStats.ts';
import { runRetriever } from '../search/retriever/retriever.ts';
import { searchThroughPipeline } from '../searchPipeline/run.ts';
import { queryDeprecationWarnings } from '../search/queryDeprecations.ts';
import { useFieldMappingWarnings } from '../search/useFieldMapping.ts';
import { sourceFilterWarnings } from '../search/sourceFilterDeprecation.ts';
import { noteRequestCache, shardsRan } from '../search/requestCacheNote.ts';
import { isSuggestOnly, noteScrollOpened, pitShardsRan, statsGroups, noteSearchPhases, type RanShards } from '../search/searchStats.ts';

/**
 * The search handler. A driver that runs work in slices (`Env.sliced`, the HTTP server) gets the search
 * back as resumable steps (`ApiResult.resume`), except a scroll's first page (see below); others run it to its end.
 */
export const search: Handler = (state, req, env) => {
  // OpenSearch's search pipelines change the request before and the hits after (searchPipeline/run.ts).
  const piped = searchThroughPipeline(state, req, env, (r) => drain(searchSteps(state, r, env)));
  if (piped !== undefined) return piped;
  // A retriever stands for a search body (standard, knn) or fuses several searches (rrf): retriever/.
  // One that stands for a single search body (standard, knn) runs as that search would: in slices when sliced.
  if (env.profile.retrieverOption && isObject(req.body) && req.body.retriever !== undefined) return runRetriever(req, env, (r) => drain(searchSteps(state, r, env)), env.sliced ? (r) => ({ status: 0, resume: searchSteps(state, r, env) }) : undefined);
  // A scroll's first page runs whole while the request is applied: when it ran in slices, writes landing between
  // them made the harness's reindex under load lose a document once in CI (stop 37); until that is explained, the
  // first page stays atomic as before.
  if (env.sliced && req.query.scroll === undefined) return { status: 0, resume: searchSteps(state, req, env) };
  return drain(searchSteps(state, req, env));
};

/** A search's answer as steps (for APIs that run searches: msearch, search templates): the handler's steps, or its answer. */
export function* searchAnswer(state: ClusterState, req: ApiRequest, env: Env): Steps<ApiResult | EsError> {
  const r = search(state, req, env);
  if (!isEsError(r) && r.resume) return yield* r.resume;
  return r;
}

/** The search as resumable steps (resumable/steps.ts): its document loops yield every few thousand documents. */
function* searchSteps(state: ClusterState, req: ApiRequest, env: Env): Steps<ApiResult | EsError> {
  const routed = searchRoutingRefusal(state, env.profile, req.parts.index, req.query);
  if (routed) return routed;
  const suggest = parseSuggest(isObject(req.body) ? (req.body.suggest as Json | undefined) : undefined);
  if (isEsError(suggest)) return suggest;
  // The body is parsed first, as RestSearchAction does: the analytics aggregations count once parsed, whatever follows.
  const parsed = parseSearch(req, env, state);
  if (!isEsError(parsed) && parsed.aggs) noteAnalyticsUsage(state, parsed.aggs, env.profile.analyticsUsageItems);
  // A script's failure on a document (a sort script's runtime error) is the search's shard failure.
  const run = yield* catchSteps(collectHitsSteps(state, req, env, parsed), (e) => (e instanceof ScoreFailure ? e.error : undefined));
  if (isEsError(run)) return run;
  const { hits, unkept, render, from, size, track, asInt, keepAliveMs, aggregations } = run;
  // FetchDocValuesPhase's `use_field_mapping` deprecation is printed when the fetch phase runs (hits to fetch).
  const deprecated = [...sourceFilterWarnings(req.body), ...queryDeprecationWarnings(env.profile, req.body), ...(size > 0 && hits.length > from ? useFieldMappingWarnings(env.profile, req.body) : [])];
  const aggWarnings = deprecated.length > 0 ? [...deprecated, ...(run.aggWarnings ?? [])] : run.aggWarnings;
  // The query phase ran on every shard that did not fail: each consulted the shard request cache.
  if (!run.pit) noteRequestCache(state, req, env, render.failures, aggregations);
  // The phases each shard ran, for `_stats` (searchStats.ts); not journaled, as a search is a read.
  const ran = run.pit ? pitShardsRan(state, run.pit.id) : shardsRan(state, req, env, render.failures);
  // Global ordinals its aggregations built stay cached for the shard's reader (`_stats` fielddata; stats/readStats.ts).
  if (ran && isObject(req.body)) yield* noteGlobalOrdinalsSteps(state, env.profile, (req.body.aggs ?? req.body.aggregations) as Json | undefined, ran, req.body.sort as Json | undefined);
  // QueryPhase.executeQuery: a suggest-only search runs the suggesters alone, its top docs empty (0 hits, no max score).
  const suggestOnly = isSuggestOnly(req.body);
  const total = suggestOnly ? 0 : hits.length + unkept;
  const suggested = suggest ? suggestions(state, req, env, suggest) : undefined;
  if (isEsError(suggested)) return suggested;
  if (req.query.scroll === undefined) {
    const page = suggestOnly ? [] : hits.slice(from, from + size);
    if (ran) noteSearchPhases(state, env.profile, ran, page, suggestOnly, statsGroups(req.body));
    // The expand phase of a collapse with inner_hits: a search per group (collapse/expand.ts).
    if (run.expand) {
      const failed = expandCollapsed(page, run.expand, req, (r) => drain(searchSteps(state, r, env)));
      if (failed) return failed;
    }
    const hl = highlightHits(state, env, page, render.highlight, render.shards);
    if (hl) return hl;
    const body = pageBody(page, renderTotal(total, track, asInt), suggestOnly ? { ...render, noMaxScore: true } : render, env.profile, undefined, hitFieldsOf(req.query.filter_path));
    if (run.pit) renewPit(state, run.pit.id, run.pit.keepAliveMs, env.now);
    const answer = withSuggest(withAggs(ok(run.pit ? withPitId(body, run.pit.id) : body), aggregations, aggWarnings), suggested);
    // SearchResponse prints `profile` last.
    if (run.profiled && answer.body && typeof answer.body === 'object' && !Array.isArray(answer.body)) {
      const p = run.profiled;
      (answer.body as JsonObject).profile = searchProfile({ indices: p.indices, query: p.src.kind === 'json' ? p.src.query : undefined, ...(p.src.kind === 'bare' ? { bare: p.src.value } : {}), ...(p.preferred ? { preferred: p.preferred } : {}), page, sortedByField: p.sortedByField, sizeZero: size === 0, ...(p.aggPartials && p.aggTree ? { aggPartials: p.aggPartials, aggNames: p.aggTree.aggs.map((a) => a.name) } : {}), rewriteToFilterByFilter: String(clusterSetting(state, 'search.aggs.rewrite_to_filter_by_filter')) !== 'false', ...(p.knn ? { knn: p.knn } : {}) }, req, env);
    }
    return answer;
  }
  return withSuggest(withAggs(startScroll(state, env, hits, from, size, keepAliveMs, render, asInt, req.query.filter_path, ran, statsGroups(req.body)), aggregations, aggWarnings), suggested);
};

/** The `suggest` section's answer over the indices the search read. */
function suggestions(state: ClusterState, req: ApiRequest, env: Env, spec: SuggestSpec): JsonObject | EsError {
  const missing = checkSuggestText(spec);
  if (missing) return missing;
  const indices = targetIndices(state, req, env);
  if (isEsError(indices)) return indices;
  // Completion options are hits: they take the search's `_source` filtering.
  const source = sourceFilterFrom(req.query, isObject(req.body) ? (req.body._source as Json | undefined) : undefined);
  if (isEsError(source)) return source;
  return runSuggest(spec, indices, env.profile, req.query.typed_keys === 'true' || req.query.typed_keys === '', source, env.now);
}

/** Adds `suggest` after `aggregations`, where SearchResponse prints it. */
function withSuggest(r: ApiResult, suggest: JsonObject | undefined): ApiResult {
  if (suggest && r.body && typeof r.body === 'object' && !Array.isArray(r.body)) (r.body as JsonObject).suggest = suggest;
  return r;
}

/** Adds `aggregations` after `hits`, where ES prints them. */
function withAggs(r: ApiResult, aggregations: JsonObject | undefined, warnings: string[] | undefined): ApiResult {
  if (aggregations && r.body && typeof r.body === 'object' && !Array.isArray(r.body)) (r.body as JsonObject).aggregations = aggregations;
  if (warnings) r.warnings = [...(r.warnings ?? []), ...warnings];
  return r;
}

/** Opens a scroll context over the captured hits and answers its first page. */
function startScroll(state: ClusterState, env: Env, hits: HitList, from: number, size: number, keepAliveMs: number, render: HitRender, asInt: boolean, filterPath: string | undefined, ran: RanShards[] | undefined, groups: string[]): ApiResult {
  const withUuid = env.profile.scrollIdContextUuid;
  const ids: number[] = [];
  for (let k = 0; k < render.contexts; k++) ids.push(state.counters.scroll + 1 + k);
  state.counters.scroll += render.contexts;
  const id = encodeScrollId(ids, withUuid);
  const start = Math.min(from, hits.length);
  const first = hits.slice(start, Math.min(start + size, hits.length));
  const hl = highlightHits(state, env, first, render.highlight, render.shards);
  if (hl) return hl;
  const ctx: ScrollContext = {
    id,
    num: ids[0],
    hits,
    position: Math.min(start + size, hits.length),
    size,
    total: hits.length,
    keepAliveMs,
    expiresAt: env.now + keepAliveMs,
    render: render as unknown as JsonObject,
    ...(env.caller ? { owner: env.caller.principal } : {}),
  };
  state.scrolls.set(id, ctx);
  if (ran) {
    noteSearchPhases(state, env.profile, ran, first, false, groups);
    noteScrollOpened(state, id, ran, env.now);
  }
  return ok(pageBody(first, renderTotal(hits.length, true, asInt), render, env.profile, id, hitFieldsOf(filterPath)));
}
