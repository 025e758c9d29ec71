/**
 * A search through OpenSearch's search pipelines (SearchPipelineService.resolvePipeline, Pipeline.transformRequest
 * and transformResponse): which pipeline a search runs through, the request it becomes, the answer it gives.
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, searchPipelineNamedAndInline, searchPipelineProcessing, searchPipelineUndefined, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { ApiRequest, ApiResult, Env } from '../handler.ts';
import { deepCopy } from '../ingest/javaValues.ts';
import { asFailure } from '../ingest/failure.ts';
import { AD_HOC_PIPELINE_ID, compileSearchPipeline, type CompiledSearchPipeline } from './compile.ts';
import type { PipelineContext } from './processors.ts';

/** The id that names no pipeline (Pipeline.NOOP_PIPELINE_ID): a search's way to skip its index's default. */
const NONE = '_none';

/** Compiled pipelines by their stored configuration (a put replaces the object, so the cache follows). */
const COMPILED = new WeakMap<JsonObject, CompiledSearchPipeline | EsError>();

/**
 * The pipeline a search runs through, or none: an inline `search_pipeline` in the body, else the
 * `search_pipeline` parameter, else the `index.search.default_pipeline` of the one index the request names
 * (by its own name, not an alias or a pattern); `_none` for none.
 */
export function resolveSearchPipeline(state: ClusterState, req: ApiRequest, env: Env): CompiledSearchPipeline | EsError | undefined {
  if (env.profile.searchPipelineProcessors.length === 0) return undefined;
  const inline = isObject(req.body) ? req.body.search_pipeline : undefined;
  const named = req.query.search_pipeline;
  if (inline !== undefined) {
    if (named !== undefined) return searchPipelineNamedAndInline();
    const compiled = compileSearchPipeline(AD_HOC_PIPELINE_ID, isObject(inline) ? (inline as JsonObject) : {}, env.profile);
    return isEsError(compiled) ? searchPipelineProcessing(compiled) : compiled;
  }
  let id = named;
  const index = req.parts.index;
  if (id === undefined && index !== undefined && !index.includes(',')) {
    const setting = state.indices.get(index)?.settings['index.search.default_pipeline'];
    if (typeof setting === 'string') id = setting;
  }
  if (id === undefined || id === NONE) return undefined;
  const stored = state.searchPipelines?.get(id);
  if (!stored) return searchPipelineUndefined(id);
  let compiled = COMPILED.get(stored);
  if (!compiled) COMPILED.set(stored, (compiled = compileSearchPipeline(id, stored, env.profile)));
  return compiled;
}

/**
 * Runs a search through its pipeline: the request processors change a copy of the request, `run` searches,
 * the response processors change the answer's hits. Undefined when the search has no pipeline (the caller
 * runs it as it is). A processor's failure fails the search unless the processor ignores failures.
 */
export function searchThroughPipeline(state: ClusterState, req: ApiRequest, env: Env, run: (r: ApiRequest) => ApiResult | EsError): ApiResult | EsError | undefined {
  const pipeline = resolveSearchPipeline(state, req, env);
  if (pipeline === undefined || isEsError(pipeline)) return pipeline;
  const body: JsonObject = isObject(req.body) ? (deepCopy(req.body) as JsonObject) : {};
  delete body.search_pipeline;
  const query = { ...req.query };
  delete query.search_pipeline;
  const ctx: PipelineContext = new Map<string, Json>();
  for (const p of pipeline.request) {
    try {
      p.run(body, query, ctx);
    } catch (e) {
      if (!p.ignoreFailure) return searchPipelineProcessing(asFailure(e).error);
    }
  }
  // The search reads the changed body; its text as sent no longer describes it.
  const answer = run({ ...req, body, query, rawBody: undefined });
  if (isEsError(answer) || pipeline.response.length === 0) return answer;
  const hitsObj = isObject(answer.body) ? ((answer.body as JsonObject).hits as JsonObject | undefined) : undefined;
  if (!hitsObj || !Array.isArray(hitsObj.hits)) return answer;
  let hits = hitsObj.hits as JsonObject[];
  for (const p of pipeline.response) {
    try {
      hits = p.run(hits, ctx);
    } catch (e) {
      if (!p.ignoreFailure) return searchPipelineProcessing(asFailure(e).error);
    }
  }
  hitsObj.hits = hits;
  return answer;
}
