/**
 * The ingest APIs: `PUT|GET|DELETE /_ingest/pipeline/<id>` (RestPutPipelineAction, IngestService.putPipeline
 * / innerDelete / getPipelines) and `GET /_ingest/processor/grok` (RestGrokPatternsAction).
 */
import { grokEcsModeUnsupported, illegalArgumentIngest, isEsError, pipelineInUse, pipelineMissing, pipelineVersionConflict } from '../errors/index.ts';
import { isObject, type JsonObject } from '../json.ts';
import { ok, type Handler } from '../handler.ts';
import { simpleMatch } from '../resolve.ts';
import { compilePipeline, extraValidation } from './compile.ts';
import { ingestHas } from './caps.ts';
import { builtinGrokBank } from './grok/bank.ts';

/** PUT /_ingest/pipeline/{id} */
export const putPipeline: Handler = (state, req, env) => {
  const id = req.parts.id!;
  const body = req.body;
  if (!isObject(body)) return illegalArgumentIngest('request body is required');
  const compiled = compilePipeline(id, body, env.profile, state);
  if (isEsError(compiled)) return compiled;
  const invalid = extraValidation(compiled, state, env.now);
  if (invalid) return invalid;
  let config: JsonObject = body;
  const ifVersionText = ingestHas(env.profile, 'pipeline.if_version') ? req.query.if_version : undefined;
  if (ifVersionText !== undefined) {
    const required = Number(ifVersionText);
    const current = state.pipelines.get(id);
    if (!current) return pipelineVersionConflict(id, required, undefined, false);
    const currentVersion = typeof current.version === 'number' ? current.version : undefined;
    if (currentVersion !== required) return pipelineVersionConflict(id, required, currentVersion, true);
    if (body.version !== undefined && body.version === currentVersion) return illegalArgumentIngest(`cannot update pipeline [${id}] with the same version [${required}]`);
    // No version in the new definition: ES injects the required one plus one.
    if (body.version === undefined) config = { ...body, version: required + 1 };
  }
  state.pipelines.set(id, config);
  return ok({ acknowledged: true });
};

/** The stored pipeline ids an expression names (comma-separated ids and wildcards); search pipelines' too. */
export function matching(ids: Iterable<string>, expr: string): string[] {
  const parts = expr.split(',').map((s) => s.trim());
  return [...ids].filter((id) => parts.some((p) => (p.includes('*') ? simpleMatch(p, id) : p === id)));
}

/** GET /_ingest/pipeline[/{id}]: the stored configurations by id; 404 with `{}` when none matches. */
export const getPipeline: Handler = (state, req) => {
  const expr = req.parts.id;
  const ids = expr === undefined || expr === '*' || expr === '_all' ? [...state.pipelines.keys()] : matching(state.pipelines.keys(), expr);
  const summary = req.query.summary === 'true' || req.query.summary === '';
  const out: JsonObject = {};
  for (const id of ids) out[id] = summary ? {} : state.pipelines.get(id)!;
  return { status: ids.length > 0 ? 200 : 404, body: out };
};

/** DELETE /_ingest/pipeline/{id}: every pipeline the id (or pattern) names; refused while an index uses one. */
export const deletePipeline: Handler = (state, req, env) => {
  const expr = req.parts.id!;
  const ids = [...state.pipelines.keys()].filter((id) => simpleMatch(expr, id));
  if (ids.length === 0 && expr !== '*' && expr !== '_all') return pipelineMissing(expr);
  if (ingestHas(env.profile, 'pipeline._meta')) {
    for (const id of ids) {
      for (const setting of ['default', 'final'] as const) {
        const users = [...state.indices.values()].filter((i) => i.settings[`index.${setting}_pipeline`] === id).map((i) => i.name);
        if (users.length > 0) return pipelineInUse(id, setting, users);
      }
    }
  }
  for (const id of ids) {
    state.pipelines.delete(id);
    // Its counters go with it (IngestService drops the pipeline holder); an update keeps them.
    state.ingestStats?.pipelines.delete(id);
  }
  return ok({ acknowledged: true });
};

/**
 * GET /_ingest/processor/grok: the built-in bank (`?s=true` sorted by name), the `ecs_compatibility` mode's
 * (7.16+; a mode other than `disabled` or `v1` refused) or the legacy one.
 */
export const grokPatterns: Handler = (_state, req, env) => {
  const mode = ingestHas(env.profile, 'grok.ecs_compatibility') ? (req.query.ecs_compatibility ?? 'disabled') : 'disabled';
  if (mode !== 'disabled' && mode !== 'v1') return grokEcsModeUnsupported(mode);
  const entries = [...builtinGrokBank(mode === 'v1').entries()];
  if (req.query.s === 'true' || req.query.s === '') entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return ok({ patterns: Object.fromEntries(entries) });
};
