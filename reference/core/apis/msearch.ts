/**
 * `GET|POST /_msearch`, `/{index}/_msearch`: pairs of a header line and a search body, read as ES's
 * MultiSearchRequest.readMultiLineFormat reads them. Reading is all-or-nothing (a bad header or body
 * fails the request); each search then answers on its own, as a search response or its error, with
 * its `status`.
 */
import { exceedsDepth, isObject, MAX_JSON_DEPTH, typedNumbers, type Json, type JsonObject } from '../json.ts';
import { errorEnvelope, expectedStartObject, isEsError, malformedNdjsonLine, msearchHeaderKeyUnsupported, nestingTooDeep, noRequestsAdded, notNewlineTerminated, type EsError } from '../errors/index.ts';
import type { Profile } from '../../profiles.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import { parseSearch } from '../search/collect.ts';
import { searchAnswer } from './search.ts';
import type { ClusterState } from '../state.ts';
import { drain, type Steps } from '../search/resumable/steps.ts';
import { checkPitRequest } from '../search/pit/pitSearch.ts';
import { MSEARCH_EMPTY_FIRST_LINE, MSEARCH_TYPES } from '../deprecations.ts';

/** URL parameters every search of the request inherits (RestMultiSearchAction's defaults). */
const INHERITED = ['rest_total_hits_as_int', 'typed_keys', 'search_type', 'ccs_minimize_roundtrips', 'ignore_unavailable', 'allow_no_indices', 'expand_wildcards', 'ignore_throttled', 'routing', 'preference'];

/** Header keys and the search parameter each sets (camel-case spellings included, as ES reads them). */
const HEADER_KEYS: Readonly<Record<string, string>> = {
  index: 'index', indices: 'index',
  search_type: 'search_type', searchType: 'search_type',
  ccs_minimize_roundtrips: 'ccs_minimize_roundtrips', ccsMinimizeRoundtrips: 'ccs_minimize_roundtrips',
  request_cache: 'request_cache', requestCache: 'request_cache',
  preference: 'preference',
  routing: 'routing',
  allow_partial_search_results: 'allow_partial_search_results',
  expand_wildcards: 'expand_wildcards', expandWildcards: 'expand_wildcards',
  ignore_unavailable: 'ignore_unavailable', ignoreUnavailable: 'ignore_unavailable',
  allow_no_indices: 'allow_no_indices', allowNoIndices: 'allow_no_indices',
  ignore_throttled: 'ignore_throttled', ignoreThrottled: 'ignore_throttled',
};

/** A header value as a query parameter (lists joined with commas, as nodeStringArrayValue reads them). */
function paramOf(v: Json): string {
  return Array.isArray(v) ? v.map(String).join(',') : String(v);
}

/** One header line, applied to the search's path parts and parameters. */
function readHeader(profile: Profile, line: string, item: ApiRequest, warnings: string[]): EsError | undefined {
  let header: Json;
  if (exceedsDepth(line)) return nestingTooDeep(MAX_JSON_DEPTH);
  try {
    header = JSON.parse(line) as Json;
  } catch (e) {
    return malformedNdjsonLine((e as Error).message);
  }
  if (!isObject(header)) return expectedStartObject(Array.isArray(header) ? 'START_ARRAY' : 'VALUE');
  for (const [k, v] of Object.entries(header)) {
    if (k === 'type' || k === 'types') {
      if (profile.typedApis) item.parts = { ...item.parts, type: paramOf(v as Json) };
      else if (profile.typesCompat) {
        if (!warnings.includes(MSEARCH_TYPES)) warnings.push(MSEARCH_TYPES);
      } else return msearchHeaderKeyUnsupported(k);
      continue;
    }
    const param = HEADER_KEYS[k];
    if (param === undefined) return msearchHeaderKeyUnsupported(k);
    if (v === null || v === undefined) continue;
    if (param === 'index') item.parts = { ...item.parts, index: paramOf(v as Json) };
    else item.query[param] = paramOf(v as Json);
  }
  return undefined;
}

/** Splits the body into its searches, reading every header and body before any runs (msearch_template reads its lines so too). */
export function readSearches(req: ApiRequest, profile: Profile, warnings: string[]): ApiRequest[] | EsError {
  const text = req.rawBody ?? '';
  if (text.length > 0 && !text.endsWith('\n')) return notNewlineTerminated('msearch');
  const lines = text.split('\n');
  lines.pop();
  const out: ApiRequest[] = [];
  let i = 0;
  if (lines[0] !== undefined && lines[0].replace(/\r$/, '') === '' && profile.msearchEmptyFirstLine !== 'header') {
    if (profile.msearchEmptyFirstLine === 'warn') warnings.push(MSEARCH_EMPTY_FIRST_LINE);
    i = 1;
  }
  for (; i < lines.length; i += 2) {
    const query: Record<string, string> = {};
    for (const k of INHERITED) if (req.query[k] !== undefined) query[k] = req.query[k]!;
    const item: ApiRequest = { api: 'search', method: 'POST', path: req.path, parts: { ...(req.parts.index !== undefined ? { index: req.parts.index } : {}), ...(req.parts.type !== undefined ? { type: req.parts.type } : {}) }, query, headers: req.headers };
    const header = lines[i]!.replace(/\r$/, '');
    if (header.trim() !== '') {
      const err = readHeader(profile, header, item, warnings);
      if (err) return err;
    }
    // A header without its body line is dropped, as ES drops it.
    if (i + 1 >= lines.length) break;
    const body = lines[i + 1]!.replace(/\r$/, '');
    let parsed: Json;
    if (exceedsDepth(body)) return nestingTooDeep(MAX_JSON_DEPTH);
    try {
      parsed = body.trim() === '' ? (undefined as unknown as Json) : (JSON.parse(body) as Json);
    } catch (e) {
      return malformedNdjsonLine((e as Error).message);
    }
    if (parsed === undefined) return expectedStartObject('null');
    item.body = parsed;
    item.rawBody = body;
    out.push(item);
  }
  if (out.length === 0) return noRequestsAdded();
  return out;
}

/** GET|POST /_msearch, /{index}/_msearch (and typed `/{index}/{type}/_msearch`). */
export const msearch: Handler = (state, req, env) => {
  const warnings: string[] = [];
  const items = readSearches(req, env.profile, warnings);
  if (isEsError(items)) return items;
  // Every body is parsed before any search runs: a malformed one fails the whole request.
  for (const item of items) {
    const parsed = parseSearch(item, env, state);
    if (isEsError(parsed)) return parsed;
    // RestMultiSearchAction prepares each point-in-time search as it reads it: a conflict fails them all.
    const refused = parsed.pit ? checkPitRequest(item, env, parsed.pit) : undefined;
    if (refused) return refused;
  }
  const steps = msearchSteps(state, items, env, warnings);
  return env.sliced ? { status: 0, resume: steps } : drain(steps);
};

/**
 * The searches one after the other, each in its own steps when sliced (a sliced driver serves others between
 * them and within each). Each search reads the index as it is when it starts, as ES runs an msearch's
 * searches as separate requests, each shard acquiring its searcher when its query phase starts.
 */
function* msearchSteps(state: ClusterState, items: ApiRequest[], env: Env, warnings: string[]): Steps<ApiResult> {
  const responses: JsonObject[] = [];
  for (const item of items) {
    const r = yield* searchAnswer(state, item, env);
    if (isEsError(r)) responses.push(errorEnvelope(r));
    else responses.push({ ...(r.body as JsonObject), status: r.status });
  }
  // Each response's scores and aggregation doubles print as Java floats and doubles (json.ts markJava).
  return { ...ok(typedNumbers({ took: 0, responses })), ...(warnings.length > 0 ? { warnings } : {}) };
}
