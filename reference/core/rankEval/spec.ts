/**
 * A `_rank_eval` body as the rank-eval module reads it: RankEvalSpec (`requests`, `metric`, `templates`,
 * `max_concurrent_searches`), each RatedRequest (`id`, `ratings`, `request` | `template_id` + `params`,
 * `summary_fields`), each RatedDocument and each template (ScriptWithId: an `id` and a mustache `template`).
 * ConstructingObjectParser's order is kept: fields fail as they are read, the missing required ones are named
 * at the end (`Required [a, b]`), and the constructor's checks run once every argument is in, their refusal
 * wrapped as `Failed to build [x] after last required field arrived`; an inner object's failure is wrapped by
 * each enclosing parser (`[rank_eval] failed to parse field [requests]`).
 */
import { isObject, type Json, type JsonObject } from '../json.ts';
import { isEsError, rankEvalBuildFailed, rankEvalInvalid, rankEvalMetricUnknown, rankEvalTokenExpected, fieldParseFailed, RANK_EVAL_PROBLEMS, type EsError } from '../errors/index.ts';
import { keyAt } from '../byScroll/bodyPosition.ts';
import { arrayAt, missingRequired, objectAt, posOf, readInt, readString, unknownAt, wrapField, type ParseCtx } from './fields.ts';
import { isMetricName, parseMetricParams, type Metric, type RatedDoc } from './metrics.ts';
import { rankEvalQueryProblem } from './validate.ts';
import type { PathStep } from '../mapping/locate.ts';

/** A template (Script.parse with mustache as the default language): inline source, or a stored script's id. */
export interface TemplateScript {
  stored: boolean;
  text: string;
}

/** One rated request. */
export interface RatedRequest {
  id: string;
  ratings: RatedDoc[];
  /** The verbatim search body, or undefined when a template renders it. */
  request: JsonObject | undefined;
  params: Record<string, unknown>;
  templateId: string | undefined;
  summaryFields: string[];
}

/** The whole evaluation. */
export interface RankEvalSpec {
  requests: RatedRequest[];
  metric: Metric;
  templates: Map<string, TemplateScript>;
  maxConcurrentSearches: number;
}

/** How a verbatim `request` body is checked as the search's own parser would (SearchSourceBuilder.parseXContent). */
export type SourceCheck = (source: JsonObject, path: PathStep[]) => EsError | undefined;

const SPEC_FIELDS = ['requests', 'metric', 'templates', 'max_concurrent_searches'];
const REQUEST_FIELDS = ['id', 'request', 'ratings', 'params', 'summary_fields', 'template_id'];
const DOC_FIELDS = ['_index', '_id', 'rating'];
const TEMPLATE_FIELDS = ['id', 'template'];
const SCRIPT_FIELDS = ['source', 'id', 'lang', 'options', 'params'];

/** RankEvalSpec.parse. */
export function parseRankEvalSpec(c: ParseCtx, body: Json, checkSource: SourceCheck): RankEvalSpec | EsError {
  const obj = objectAt(c, 'rank_eval', body, []);
  if (isEsError(obj)) return obj;
  let requests: RatedRequest[] | undefined;
  let metric: Metric | undefined;
  let templates: [string, TemplateScript][] | undefined;
  let maxConcurrentSearches = 10;
  let built = false;
  for (const [key, v] of Object.entries(obj) as [string, Json][]) {
    const path = [key];
    if (key === 'requests') {
      const items = arrayAt(c, 'rank_eval', key, v, path, 'object');
      if (isEsError(items)) return items;
      requests = [];
      for (const item of items) {
        const r = parseRatedRequest(c, item.v, item.path, checkSource);
        if (isEsError(r)) return wrapField(c, 'rank_eval', key, item.path, r);
        requests.push(r);
      }
    } else if (key === 'metric') {
      const m = parseMetric(c, v, path);
      if (isEsError(m)) return m;
      metric = m;
    } else if (key === 'templates') {
      const items = arrayAt(c, 'rank_eval', key, v, path, 'object');
      if (isEsError(items)) return items;
      templates = [];
      for (const item of items) {
        const t = parseScriptWithId(c, item.v, item.path);
        if (isEsError(t)) return wrapField(c, 'rank_eval', key, item.path, t);
        templates.push(t);
      }
    } else if (key === 'max_concurrent_searches') {
      const n = readInt(c, 'rank_eval', key, v, path);
      if (isEsError(n)) return n;
      maxConcurrentSearches = n;
    } else return unknownAt(c, 'rank_eval', path, SPEC_FIELDS);
    // Every constructor argument in: the spec is built now, before the fields that follow.
    if (!built && requests && metric && templates) {
      const refused = specConstructorProblem(c, requests, templates);
      if (refused) return refused;
      built = true;
    }
  }
  const missing = missingRequired(['requests', 'metric'], (f) => (f === 'requests' ? requests !== undefined : metric !== undefined));
  if (missing) return missing;
  if (!built) {
    const refused = specConstructorProblem(c, requests!, templates);
    if (refused) return refused;
  }
  return { requests: requests!, metric: metric!, templates: new Map(templates ?? []), maxConcurrentSearches };
}

/** RankEvalSpec's constructor: at least one request, and a template wherever a request has no verbatim body. */
function specConstructorProblem(c: ParseCtx, requests: RatedRequest[], templates: [string, TemplateScript][] | undefined): EsError | undefined {
  // List.toString of the requests, which ES prints only when the list is empty.
  if (requests.length === 0) return rankEvalBuildFailed(c.profile, 'rank_eval', RANK_EVAL_PROBLEMS.noRequests('[]'));
  if (templates === undefined || templates.length === 0) {
    const bare = requests.find((r) => r.request === undefined);
    if (bare) return rankEvalBuildFailed(c.profile, 'rank_eval', `Cannot evaluate ranking if neither template nor evaluation request is provided. Seen for request id: ${bare.id}`, 'illegal_state_exception');
  }
  return undefined;
}

/** RankEvalSpec.parseMetric: exactly one metric, by a name the version registers. */
function parseMetric(c: ParseCtx, v: Json, path: PathStep[]): Metric | EsError {
  if (!isObject(v)) return objectAt(c, 'rank_eval', v, path) as EsError;
  const names = Object.keys(v);
  const wrap = (inner: EsError) => wrapField(c, 'rank_eval', 'metric', path, inner);
  if (names.length === 0) return wrap(rankEvalTokenExpected(posOf(c, path), 'FIELD_NAME', 'END_OBJECT'));
  const name = names[0]!;
  if (!isMetricName(name) || !c.profile.rankEvalMetrics.includes(name)) {
    return fieldParseFailed(c.profile, 'rank_eval', 'metric', posOf(c, path), rankEvalMetricUnknown(keyAt(c.raw, [...path, name]), name));
  }
  const metric = parseMetricParams(c, name, v[name] as Json, [...path, name]);
  if (isEsError(metric)) return wrap(metric);
  if (names.length > 1) return wrap(rankEvalTokenExpected(keyAt(c.raw, [...path, names[1]!]), 'END_OBJECT', 'FIELD_NAME'));
  return metric;
}

/** RatedRequest.fromXContent (its parser is named `request`). */
function parseRatedRequest(c: ParseCtx, v: Json, path: PathStep[], checkSource: SourceCheck): RatedRequest | EsError {
  const obj = objectAt(c, 'request', v, path);
  if (isEsError(obj)) return obj;
  const seen = new Set<string>();
  const out: RatedRequest = { id: '', ratings: [], request: undefined, params: {}, templateId: undefined, summaryFields: [] };
  let built = false;
  for (const [key, value] of Object.entries(obj) as [string, Json][]) {
    const at = [...path, key];
    if (key === 'id' || key === 'template_id') {
      const s = readString(c, 'request', key, value, at);
      if (isEsError(s)) return s;
      if (key === 'id') out.id = s;
      else out.templateId = s;
    } else if (key === 'ratings') {
      const items = arrayAt(c, 'request', key, value, at, 'object');
      if (isEsError(items)) return items;
      out.ratings = [];
      for (const item of items) {
        const d = parseRatedDocument(c, item.v, item.path);
        if (isEsError(d)) return wrapField(c, 'request', key, item.path, d);
        out.ratings.push(d);
      }
    } else if (key === 'request') {
      const source = objectAt(c, 'request', value, at);
      if (isEsError(source)) return source;
      const bad = checkSource(source, at);
      if (bad) return wrapField(c, 'request', key, at, bad);
      out.request = source;
    } else if (key === 'params') {
      const params = objectAt(c, 'request', value, at);
      if (isEsError(params)) return params;
      out.params = params;
    } else if (key === 'summary_fields') {
      const items = arrayAt(c, 'request', key, value, at, 'scalar');
      if (isEsError(items)) return items;
      out.summaryFields.push(...items.map((i) => String(i.v)));
    } else return unknownAt(c, 'request', at, REQUEST_FIELDS);
    seen.add(key);
    if (!built && ['id', 'ratings', 'request', 'params', 'template_id'].every((f) => seen.has(f))) {
      const refused = ratedRequestProblem(out);
      if (refused) return rankEvalBuildFailed(c.profile, 'request', refused);
      built = true;
    }
  }
  const missing = missingRequired(['id', 'ratings'], (f) => seen.has(f));
  if (missing) return missing;
  if (!built) {
    const refused = ratedRequestProblem(out);
    if (refused) return rankEvalBuildFailed(c.profile, 'request', refused);
  }
  return out;
}

/** RatedRequest's constructor checks, in its order. */
function ratedRequestProblem(r: RatedRequest): string | undefined {
  const hasParams = Object.keys(r.params).length > 0;
  if (hasParams && r.request !== undefined) return RANK_EVAL_PROBLEMS.ambiguous;
  if (r.templateId !== undefined && r.request !== undefined) return RANK_EVAL_PROBLEMS.ambiguous;
  if (!hasParams && r.request === undefined) return RANK_EVAL_PROBLEMS.noRequest;
  if (hasParams && r.templateId === undefined) return RANK_EVAL_PROBLEMS.paramsWithoutTemplate;
  if (r.request !== undefined) {
    const bad = rankEvalQueryProblem(r.request);
    if (bad) return bad;
  }
  const keys = new Set<string>();
  for (const d of r.ratings) {
    const key = JSON.stringify({ _index: d.index, _id: d.id });
    if (keys.has(key)) return RANK_EVAL_PROBLEMS.duplicateDoc(key, r.id);
    keys.add(key);
  }
  return undefined;
}

/** RatedDocument.fromXContent (`rated_document`): all three fields required; DocumentKey refuses empty names. */
function parseRatedDocument(c: ParseCtx, v: Json, path: PathStep[]): RatedDoc | EsError {
  const obj = objectAt(c, 'rated_document', v, path);
  if (isEsError(obj)) return obj;
  const d: Partial<RatedDoc> = {};
  for (const [key, value] of Object.entries(obj) as [string, Json][]) {
    const at = [...path, key];
    if (key === '_index' || key === '_id') {
      const s = readString(c, 'rated_document', key, value, at);
      if (isEsError(s)) return s;
      if (key === '_index') d.index = s;
      else d.id = s;
    } else if (key === 'rating') {
      const n = readInt(c, 'rated_document', key, value, at);
      if (isEsError(n)) return n;
      d.rating = n;
    } else return unknownAt(c, 'rated_document', at, DOC_FIELDS);
  }
  const missing = missingRequired(DOC_FIELDS, (f) => (f === '_index' ? d.index : f === '_id' ? d.id : d.rating) !== undefined);
  if (missing) return missing;
  if (d.index === '') return rankEvalBuildFailed(c.profile, 'rated_document', RANK_EVAL_PROBLEMS.indexMissing);
  if (d.id === '') return rankEvalBuildFailed(c.profile, 'rated_document', RANK_EVAL_PROBLEMS.idMissing);
  return d as RatedDoc;
}

/** ScriptWithId (`script_with_id`): an `id` and a `template` script. */
function parseScriptWithId(c: ParseCtx, v: Json, path: PathStep[]): [string, TemplateScript] | EsError {
  const obj = objectAt(c, 'script_with_id', v, path);
  if (isEsError(obj)) return obj;
  let id: string | undefined;
  let script: TemplateScript | undefined;
  for (const [key, value] of Object.entries(obj) as [string, Json][]) {
    const at = [...path, key];
    if (key === 'id') {
      const s = readString(c, 'script_with_id', key, value, at);
      if (isEsError(s)) return s;
      id = s;
    } else if (key === 'template') {
      const s = parseScript(c, value, at);
      if (isEsError(s)) return wrapField(c, 'script_with_id', key, at, s);
      script = s;
    } else return unknownAt(c, 'script_with_id', at, TEMPLATE_FIELDS);
  }
  const missing = missingRequired(TEMPLATE_FIELDS, (f) => (f === 'id' ? id : script) !== undefined);
  return missing ?? [id!, script!];
}

/** Script.parse with `mustache` as the default language: `source` (a string, or an object kept as its JSON text) or a stored `id`. */
function parseScript(c: ParseCtx, v: Json, path: PathStep[]): TemplateScript | EsError {
  const obj = objectAt(c, 'script', v, path);
  if (isEsError(obj)) return obj;
  let script: TemplateScript | undefined;
  for (const [key, value] of Object.entries(obj) as [string, Json][]) {
    const at = [...path, key];
    if (key === 'source') script = { stored: false, text: isObject(value) ? JSON.stringify(value) : String(value) };
    else if (key === 'id') {
      const s = readString(c, 'script', key, value, at);
      if (isEsError(s)) return s;
      script = { stored: true, text: s };
    } else if (!SCRIPT_FIELDS.includes(key)) return unknownAt(c, 'script', at, SCRIPT_FIELDS);
  }
  if (script === undefined) return rankEvalInvalid(RANK_EVAL_PROBLEMS.scriptMissing);
  return script;
}
