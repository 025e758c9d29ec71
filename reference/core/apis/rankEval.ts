/**
 * `GET|POST [/{index}]/_rank_eval` (the rank-eval module): RestRankEvalAction reads the indices options,
 * `search_type` and the body (rankEval/spec.ts); TransportRankEvalAction compiles the templates, renders each
 * templated request, forces every search's `size` to the metric's `k` and leaves `_source` out (or keeps only
 * `summary_fields`), runs them as one multi-search through the search API, and evaluates each answer
 * (rankEval/metrics.ts). A search that fails, or a template whose rendering Jackson cannot read (an IOException),
 * is that request's entry in `failures`; anything else the action throws fails the whole request.
 */
import { isObject, markJava, typedNumbers, type Json, type JsonObject } from '../json.ts';
import { analyzeBodyRequired, errorEnvelope, isEsError, negativeParameter, rankEvalInvalid, rankEvalTemplateMissing, RANK_EVAL_PROBLEMS, type EsError } from '../errors/index.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import type { ClusterState } from '../state.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';
import { parseSearch } from '../search/collect.ts';
import { searchAnswer } from './search.ts';
import { resolveOptionsFrom } from '../resolve.ts';
import { searchRequestParamsProblem } from '../search/searchRequestParams.ts';
import { isCutShort, readRendered, renderTemplate, type TemplateRequest } from '../script/mustache/templateRequest.ts';
import { parseRankEvalSpec, type RankEvalSpec, type RatedRequest, type TemplateScript } from '../rankEval/spec.ts';
import { rankEvalQueryProblem } from '../rankEval/validate.ts';
import type { RatedHit } from '../rankEval/metrics.ts';
import { combineScores } from '../rankEval/metrics.ts';
import { detailsOrder, failuresOrder } from '../rankEval/order.ts';
import { keyedObject } from '../rankEval/keyedObject.ts';

/** The URL parameters each search inherits (RankEvalRequest's indices options and search type). */
const INHERITED = ['ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'search_type'];

/** A search of the evaluation, as the multi-search sends it. */
function searchRequest(req: ApiRequest, source: JsonObject): ApiRequest {
  const query: Record<string, string> = {};
  for (const k of INHERITED) if (req.query[k] !== undefined) query[k] = req.query[k]!;
  return { api: 'search', method: 'POST', path: req.path, parts: req.parts.index !== undefined ? { index: req.parts.index } : {}, query, headers: req.headers, body: source };
}

/** A template's TemplateRequest with a rated request's params (the factory's `newInstance(params)`). */
function templateRequest(script: TemplateScript, params: Record<string, unknown>): TemplateRequest {
  return { script, params, explain: false, profile: false, warnings: [] };
}

/** Jackson's own exceptions are IOExceptions, which the action keeps as the request's failure. */
const isIoException = (e: EsError): boolean => e.cause.type === 'json_parse_exception' || e.cause.type === 'json_e_o_f_exception';

/** A rated request's search body, or why it is a failure (`failure`) or fails the whole request (an EsError). */
type Prepared = { kind: 'search'; source: JsonObject } | { kind: 'failure'; error: EsError };

function evaluationSource(state: ClusterState, req: ApiRequest, env: Env, spec: RankEvalSpec, rr: RatedRequest): Prepared | EsError {
  let source = rr.request;
  if (source === undefined) {
    const script = spec.templates.get(rr.templateId!);
    if (script === undefined) return rankEvalTemplateMissing();
    const rendered = renderTemplate(state, templateRequest(script, rr.params), env.profile);
    if (isEsError(rendered)) return rendered;
    const body = readRendered(rendered, env.profile);
    const unreadable = isEsError(body) ? body : isCutShort(body) ? body.eof : undefined;
    if (unreadable) return isIoException(unreadable) ? { kind: 'failure', error: unreadable } : unreadable;
    const parsed = parseSearch(searchRequest(req, isObject(body) ? body : {}), env, state);
    if (isEsError(parsed)) return parsed;
    if (!isObject(body)) return rankEvalInvalid(RANK_EVAL_PROBLEMS.noRequest);
    const bad = rankEvalQueryProblem(body);
    if (bad) return rankEvalInvalid(bad);
    source = body;
  }
  const k = spec.metric.k;
  if (k < 0) return negativeParameter('size', k);
  const fetch: Json = rr.summaryFields.length > 0 ? { includes: rr.summaryFields, excludes: [] } : false;
  return { kind: 'search', source: { ...source, size: k, _source: fetch } };
}

/** GET|POST /_rank_eval, /{index}/_rank_eval */
export const rankEval: Handler = (state, req, env) => {
  // RestRequest.contentOrSourceParamParser comes first, then the indices options and search type, then the body.
  if (req.body === undefined) return analyzeBodyRequired();
  const invalid = resolveOptionsFrom(req.query).invalid ?? searchRequestParamsProblem({ ...req, query: req.query.search_type !== undefined ? { search_type: req.query.search_type } : {} });
  if (invalid) return invalid;
  const spec = parseRankEvalSpec({ profile: env.profile, raw: req.rawBody }, req.body as Json, (source) => {
    const parsed = parseSearch(searchRequest(req, source), env, state);
    return isEsError(parsed) ? parsed : undefined;
  });
  if (isEsError(spec)) return spec;
  if (spec.maxConcurrentSearches < 1) return rankEvalInvalid(RANK_EVAL_PROBLEMS.maxConcurrent);
  // Every template compiles first (a stored one must exist), used or not.
  for (const script of spec.templates.values()) {
    const compiled = renderTemplate(state, templateRequest(script, {}), env.profile);
    if (isEsError(compiled)) return compiled;
  }
  const errors = new Map<string, EsError>();
  const searches: { rr: RatedRequest; item: ApiRequest }[] = [];
  for (const rr of spec.requests) {
    const source = evaluationSource(state, req, env, spec, rr);
    if (isEsError(source)) return source;
    if (source.kind === 'failure') errors.set(rr.id, source.error);
    else searches.push({ rr, item: searchRequest(req, source.source) });
  }
  const steps = rankEvalSteps(state, env, spec, searches, errors);
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

/** The searches one after the other (msearch's way), then the evaluation of each and the response. */
function* rankEvalSteps(state: ClusterState, env: Env, spec: RankEvalSpec, searches: { rr: RatedRequest; item: ApiRequest }[], errors: Map<string, EsError>): Steps<ApiResult> {
  const scoreField = env.profile.rankEvalScoreField;
  const details = new Map<string, { score: number; body: JsonObject }>();
  const warnings: string[] = [];
  for (const { rr, item } of searches) {
    const r = yield* searchAnswer(state, item, env);
    if (isEsError(r)) {
      errors.set(rr.id, r);
      continue;
    }
    for (const w of r.warnings ?? []) if (!warnings.includes(w)) warnings.push(w);
    const hits = (((r.body as JsonObject).hits as JsonObject).hits ?? []) as JsonObject[];
    const ratings = new Map(rr.ratings.map((d) => [`${d.index}\u0000${d.id}`, d.rating]));
    const rated: RatedHit[] = hits.map((hit) => ({ hit, index: String(hit._index), id: String(hit._id), rating: ratings.get(`${String(hit._index)}\u0000${String(hit._id)}`) }));
    const q = spec.metric.evaluate(rated, rr.ratings);
    const body: JsonObject = {
      [scoreField]: q.score,
      unrated_docs: q.hits.filter((h) => h.rating === undefined).map((h) => ({ _index: h.index, _id: h.id })),
      hits: q.hits.map((h) => ({ hit: h.hit, rating: h.rating ?? null })),
      metric_details: q.detail,
    };
    markJava(body, 'double', [scoreField]);
    details.set(rr.id, { score: q.score, body });
  }
  const order = detailsOrder([...details.keys()], searches.length);
  const failures = failuresOrder([...errors.keys()], spec.requests.length).map((id): [string, JsonObject] => [id, { error: errorEnvelope(errors.get(id)!).error as Json }]);
  const out: JsonObject = {
    [scoreField]: combineScores(order.sum.map((id) => details.get(id)!.score)),
    details: keyedObject(order.output.map((id) => [id, details.get(id)!.body])) as unknown as Json,
    failures: keyedObject(failures) as unknown as Json,
  };
  markJava(out, 'double', [scoreField]);
  return { ...ok(typedNumbers(out)), ...(warnings.length > 0 ? { warnings } : {}) };
}
