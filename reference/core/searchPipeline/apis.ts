/**
 * OpenSearch's search pipeline APIs (RestPutSearchPipelineAction, RestGetSearchPipelineAction,
 * RestDeleteSearchPipelineAction over SearchPipelineService): `PUT|GET|DELETE /_search/pipeline/<id>` and
 * `GET /_search/pipeline`. A pipeline is checked as it is put (validatePipeline builds it) and kept as given.
 */
import { isEsError, pipelineMissing } from '../errors/index.ts';
import { matching } from '../ingest/apis.ts';
import { isObject, type JsonObject } from '../json.ts';
import { ok, type Handler } from '../handler.ts';
import { simpleMatch } from '../resolve.ts';
import { compileSearchPipeline } from './compile.ts';

/** PUT /_search/pipeline/{id} */
export const putSearchPipeline: Handler = (state, req, env) => {
  const id = req.parts.id!;
  const body = isObject(req.body) ? (req.body as JsonObject) : {};
  const compiled = compileSearchPipeline(id, body, env.profile);
  if (isEsError(compiled)) return compiled;
  (state.searchPipelines ??= new Map()).set(id, body);
  return ok({ acknowledged: true });
};

/** GET /_search/pipeline[/{id}]: the stored configurations by id (ids and patterns, comma-separated); 404 with `{}` when none. */
export const getSearchPipeline: Handler = (state, req) => {
  const stored = state.searchPipelines ?? new Map<string, JsonObject>();
  const expr = req.parts.id;
  const ids = expr === undefined ? [...stored.keys()] : matching(stored.keys(), expr);
  const out: JsonObject = {};
  for (const id of ids) out[id] = stored.get(id)!;
  return { status: ids.length > 0 ? 200 : 404, body: out };
};

/** DELETE /_search/pipeline/{id}: every pipeline the id or pattern names; none is an error unless it matches all. */
export const deleteSearchPipeline: Handler = (state, req) => {
  const expr = req.parts.id!;
  const stored = state.searchPipelines ?? new Map<string, JsonObject>();
  const ids = [...stored.keys()].filter((id) => simpleMatch(expr, id));
  if (ids.length === 0 && expr !== '*' && expr !== '_all') return pipelineMissing(expr);
  for (const id of ids) stored.delete(id);
  return ok({ acknowledged: true });
};
