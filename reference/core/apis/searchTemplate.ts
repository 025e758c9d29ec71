/**
 * Search templates (ES's lang-mustache module): `GET|POST [/{index}]/_search/template` renders a mustache
 * template (stored by id, or inline) with its params and runs the result as a search;
 * `GET|POST /_render/template[/{id}]` answers the rendered body as `template_output`; `_msearch/template`
 * reads msearch's NDJSON with template bodies and answers each search or its failure.
 */
import { isObject, typedNumbers, type Json, type JsonObject } from '../json.ts';
import { analyzeBodyRequired, errorEnvelope, isEsError, malformedSearchTemplate, templateMissing, withWarnings, type EsError } from '../errors/index.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { searchAnswer } from './search.ts';
import { drain, mapSteps, type Steps } from '../search/resumable/steps.ts';
import { readSearches } from './msearch.ts';
import { parseSearch } from '../search/collect.ts';
import { isCutShort, parseTemplateRequest, readRendered, renderTemplate, validateTemplate, type TemplateRequest } from '../script/mustache/templateRequest.ts';

/**
 * TransportSearchTemplateAction.convert: the rendered body becomes the search's source, with `explain` and
 * `profile` taken from the template request (the URL's `explain` winning where the version fixed it).
 */
function convert(state: ClusterState, req: ApiRequest, t: TemplateRequest, env: Env): ApiRequest | EsError {
  const rendered = renderTemplate(state, t, env.profile);
  if (isEsError(rendered)) return rendered;
  const body = readRendered(rendered, env.profile);
  if (isEsError(body)) return body;
  if (isCutShort(body)) {
    if (body.closed === undefined) return body.eof;
    const probe = parseSearch({ ...req, api: 'search', body: body.closed, rawBody: undefined }, env);
    return isEsError(probe) ? probe : body.eof;
  }
  const query = { ...req.query };
  let explain = t.explain;
  if (query.explain !== undefined && env.profile.searchTemplateExplainParam) explain = query.explain === 'true' || query.explain === '';
  delete query.explain;
  delete query.profile;
  let source: Json = body as Json;
  if (isObject(source)) {
    const copy: JsonObject = { ...source };
    delete copy.explain;
    delete copy.profile;
    if (explain) copy.explain = true;
    if (t.profile) copy.profile = true;
    source = copy;
  }
  return { ...req, api: 'search', body: source, rawBody: rendered, query };
}

/** GET|POST /_search/template, /{index}/_search/template */
export const searchTemplate: Handler = (state, req, env) => {
  const t = parseTemplateRequest(req.body as Json | undefined, req.rawBody, env.profile);
  if (isEsError(t)) return t;
  const invalid = validateTemplate(t);
  if (invalid) return withWarnings(invalid, t.warnings);
  const searchReq = convert(state, req, t, env);
  if (isEsError(searchReq)) return withWarnings(searchReq, t.warnings);
  const steps = mapSteps(searchAnswer(state, searchReq, env), (r) => (isEsError(r) ? withWarnings(r, t.warnings) : t.warnings.length > 0 ? { ...r, warnings: [...t.warnings, ...(r.warnings ?? [])] } : r));
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

/** GET|POST /_render/template, /_render/template/{id} */
export const renderSearchTemplate: Handler = (state, req, env) => {
  if (req.body === undefined) return analyzeBodyRequired();
  const t = parseTemplateRequest(req.body as Json, req.rawBody, env.profile);
  if (isEsError(t)) return t;
  // RestRenderSearchTemplateAction: the path's id names a stored template, whatever the body says.
  if (req.parts.id !== undefined) t.script = { stored: true, text: req.parts.id };
  const invalid = validateTemplate(t);
  if (invalid) return withWarnings(invalid, t.warnings);
  const rendered = renderTemplate(state, t, env.profile);
  if (isEsError(rendered)) return withWarnings(rendered, t.warnings);
  const output = readRendered(rendered, env.profile);
  if (isEsError(output)) return withWarnings(output, t.warnings);
  if (isCutShort(output)) return withWarnings(output.eof, t.warnings);
  const r = ok({ template_output: output as Json });
  return t.warnings.length > 0 ? { ...r, warnings: t.warnings } : r;
};

/** GET|POST /_msearch/template, /{index}/_msearch/template */
export const msearchTemplate: Handler = (state, req, env) => {
  const warnings: string[] = [];
  const items = readSearches(req, env.profile, warnings);
  if (isEsError(items)) return items;
  // Every line is parsed, then every request validated, before any template renders (MultiSearchTemplateRequest.validate).
  const templates: TemplateRequest[] = [];
  for (const item of items) {
    const t = parseTemplateRequest(item.body as Json, item.rawBody, env.profile);
    if (isEsError(t)) return t;
    if (t.script === undefined) return malformedSearchTemplate();
    warnings.push(...t.warnings);
    templates.push(t);
  }
  if (templates.some((t) => validateTemplate(t))) return withWarnings(templateMissing(), warnings);
  const steps = msearchTemplateSteps(state, items, templates, env, warnings);
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

/** The rendered searches one after the other, each in its own steps when sliced (as msearch runs them). */
function* msearchTemplateSteps(state: ClusterState, items: ApiRequest[], templates: TemplateRequest[], env: Env, warnings: string[]): Steps<ApiResult> {
  const withStatus = env.profile.msearchTemplateStatus;
  const responses: JsonObject[] = [];
  for (let i = 0; i < items.length; i++) {
    const converted = convert(state, items[i]!, templates[i]!, env);
    const r = isEsError(converted) ? converted : yield* searchAnswer(state, converted, env);
    if (isEsError(r)) {
      const envelope = errorEnvelope(r);
      if (!withStatus) delete envelope.status;
      responses.push(envelope);
      continue;
    }
    const body = r.body as JsonObject;
    responses.push(withStatus ? { ...body, status: r.status } : { ...body });
  }
  return { ...ok(typedNumbers({ took: 0, responses })), ...(warnings.length > 0 ? { warnings } : {}) };
}
