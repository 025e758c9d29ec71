/**
 * Async search (Elasticsearch 7.7+, x-pack's async-search plugin, free): `POST [/{index}]/_async_search`
 * submits a search, `GET /_async_search/{id}` reads it back, `GET /_async_search/status/{id}` (7.11+) its
 * status, `DELETE /_async_search/{id}` drops it. The simulator's searches end within any
 * `wait_for_completion_timeout`, so every answer is final (`is_running: false`, `is_partial: false`) and, as
 * on a cluster whose search ended within the timeout, is stored (with an id) only under `keep_on_completion`.
 *
 * What ES keeps in the `.async-search` system index is kept here in memory (`state.asyncSearches`), as
 * points in time are: a restart of the simulator loses stored async searches, where a cluster keeps them
 * until they expire. Ids have ES's shape (AsyncExecutionId.encode: URL-safe padded base64 of a doc id and a
 * task id, each a Java writeString).
 */
import { isObject, typedNumbers, RawJson, type Json, type JsonObject } from '../json.ts';
import {
  asyncExecutionFailure,
  asyncKeepAliveTooShort,
  asyncSearchIdInvalid,
  asyncSearchNotFound,
  asyncSearchSubmitInvalid,
  isEsError,
  type EsError,
} from '../errors/index.ts';
import type { AsyncSearchRecord, ClusterState } from '../state.ts';
import { ok, type ApiRequest, type ApiResult, type Env, type Handler } from '../handler.ts';
import { search } from './search.ts';
import { mapSteps } from '../search/resumable/steps.ts';
import { parseTimeValue } from '../search/timeValue.ts';
import { isSuggestOnly } from '../search/searchStats.ts';
import { boolParam } from '../params.ts';
import { base64url, unbase64url } from '../base64url.ts';
import { NODE_ID } from '../search/scrollId.ts';

/** SubmitAsyncSearchRequest's defaults: results kept 5 days, a 1 s wait, not stored when done in time. */
const DEFAULT_KEEP_ALIVE_MS = 5 * 86_400_000;
const MIN_KEEP_ALIVE_MS = 1000;
/** The submit's own parameters; the others are the search's. */
const OWN_PARAMS = ['wait_for_completion_timeout', 'keep_on_completion', 'keep_alive'];

/** Errors ES raises while reading the REST request (before a search task exists): answered as they are. */
const REQUEST_ERRORS = new Set([
  'parsing_exception',
  'x_content_parse_exception',
  'action_request_validation_exception',
  'illegal_argument_exception',
  'json_parse_exception',
  'number_format_exception',
  'named_object_not_found_exception',
]);

/** The stored async searches (an empty map on a state made before they existed). */
function storeOf(state: ClusterState): Map<string, AsyncSearchRecord> {
  return (state.asyncSearches ??= new Map());
}

/** Drops the stored async searches whose expiration time has passed. */
export function expireAsyncSearches(state: ClusterState, now: number): void {
  if (!state.asyncSearches) return;
  for (const [id, r] of state.asyncSearches) if (r.expirationTime < now) state.asyncSearches.delete(id);
}

/** Java's StreamOutput.writeString: a vint count of UTF-16 units, then the UTF-8 bytes (ASCII here). */
function writeString(out: number[], s: string): void {
  let n = s.length;
  while (n > 0x7f) {
    out.push((n & 0x7f) | 0x80);
    n >>>= 7;
  }
  out.push(n);
  for (const b of new TextEncoder().encode(s)) out.push(b);
}

/** Reads one writeString at `at`; undefined where Java's StreamInput would hit the end (an EOFException). */
function readString(bytes: number[], at: { pos: number }): string | undefined {
  let n = 0;
  let shift = 0;
  for (;;) {
    if (at.pos >= bytes.length || shift > 28) return undefined;
    const b = bytes[at.pos++]!;
    n |= (b & 0x7f) << shift;
    if ((b & 0x80) === 0) break;
    shift += 7;
  }
  if (at.pos + n > bytes.length) return undefined;
  const s = new TextDecoder().decode(Uint8Array.from(bytes.slice(at.pos, at.pos + n)));
  at.pos += n;
  return s;
}

/** AsyncExecutionId.encode: base64 (URL alphabet, padded) of the doc id and the task id. */
function encodeId(docId: string, taskId: string): string {
  const out: number[] = [];
  writeString(out, docId);
  writeString(out, taskId);
  return base64url(out, true);
}

/** AsyncExecutionId.decode's checks: base64 of two strings, nothing after them, a task id `node:number`. */
function validId(id: string): boolean {
  const bytes = unbase64url(id);
  if (!bytes) return false;
  const at = { pos: 0 };
  const docId = readString(bytes, at);
  const taskId = readString(bytes, at);
  if (docId === undefined || taskId === undefined || at.pos !== bytes.length) return false;
  return /^[^:]+:-?\d+$/.test(taskId);
}

/** `XContentBuilder.timeField`: the readable date first under `?human`, then the millis. */
function timeField(out: JsonObject, raw: string, readable: string, ms: number, human: boolean): void {
  if (human) out[readable] = new Date(ms).toISOString();
  out[raw] = ms;
}

/** The `took` of a search answer's body (0 when the body is not an object). */
function tookOf(body: ApiResult['body']): number {
  return isObject(body as Json) && typeof (body as JsonObject).took === 'number' ? ((body as JsonObject).took as number) : 0;
}

/** AsyncSearchResponse.toXContent. */
function responseBody(r: AsyncSearchRecord, env: Env, human: boolean, withId: boolean): JsonObject {
  const out: JsonObject = {};
  if (withId) out.id = r.id;
  out.is_partial = r.error !== undefined;
  out.is_running = false;
  timeField(out, 'start_time_in_millis', 'start_time', r.startTime, human);
  timeField(out, 'expiration_time_in_millis', 'expiration_time', r.expirationTime, human);
  if (r.response !== undefined) {
    if (env.profile.asyncSearchCompletionTime) timeField(out, 'completion_time_in_millis', 'completion_time', r.startTime + tookOf(r.response), human);
    out.response = r.response as Json;
  }
  if (r.error !== undefined) out.error = asyncExecutionFailure(r.error);
  return typedNumbers(out);
}

/** Finishes a submit once its search answered. */
function finish(state: ClusterState, env: Env, req: ApiRequest, keepAliveMs: number, keep: boolean, result: ApiResult | EsError): ApiResult | EsError {
  if (isEsError(result) && REQUEST_ERRORS.has(result.cause.type)) return result;
  const docId = env.newUuid();
  const id = encodeId(docId, `${NODE_ID}:${++state.counters.task}`);
  const record: AsyncSearchRecord = {
    id,
    startTime: env.now,
    expirationTime: env.now + keepAliveMs,
    status: result.status,
    ...(isEsError(result) ? { error: result } : { response: result.body as JsonObject | RawJson }),
  };
  if (keep) storeOf(state).set(id, record);
  const human = humanOf(req);
  const warnings = result.warnings;
  const answer: ApiResult = { status: record.status, body: responseBody(record, env, human, keep) };
  return warnings && warnings.length > 0 ? { ...answer, warnings } : answer;
}

/** `POST [/{index}]/_async_search`: runs the search at once and answers its final result. */
export const submitAsyncSearch: Handler = (state, req, env) => {
  const keepRaw = req.query.keep_alive;
  let keepAliveMs = DEFAULT_KEEP_ALIVE_MS;
  if (keepRaw !== undefined) {
    const parsed = parseTimeValue(keepRaw, 'keep_alive', env.profile);
    if (isEsError(parsed)) return parsed;
    keepAliveMs = parsed;
  }
  if (req.query.wait_for_completion_timeout !== undefined) {
    const parsed = parseTimeValue(req.query.wait_for_completion_timeout, 'wait_for_completion_timeout', env.profile);
    if (isEsError(parsed)) return parsed;
  }
  const keep = boolParam(req.query, 'keep_on_completion', false);
  if (isEsError(keep)) return keep;
  const problems: string[] = [];
  if (isSuggestOnly(req.body)) problems.push('suggest-only queries are not supported');
  if (keepAliveMs < MIN_KEEP_ALIVE_MS) problems.push(asyncKeepAliveTooShort(keepAliveMs));
  if (problems.length > 0) return asyncSearchSubmitInvalid(problems);
  const query: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.query)) if (!OWN_PARAMS.includes(k)) query[k] = v;
  // SubmitAsyncSearchRequest sets request_cache true (the request cache is used whatever the size).
  if (query.request_cache === undefined) query.request_cache = 'true';
  const inner: ApiRequest = { ...req, api: 'search', query };
  const result = search(state, inner, env);
  if (!isEsError(result) && result.resume) return { status: 0, resume: mapSteps(result.resume, (r) => finish(state, env, req, keepAliveMs, keep, r)) };
  return finish(state, env, req, keepAliveMs, keep, result);
};

/** The stored search an id names, or ES's error for a malformed or unknown id. */
function lookUp(state: ClusterState, id: string): AsyncSearchRecord | EsError {
  if (!validId(id)) return asyncSearchIdInvalid(id);
  return storeOf(state).get(id) ?? asyncSearchNotFound(id);
}

/** A `keep_alive` on a get or status request: the new expiration time, from now. */
function renewed(req: ApiRequest, env: Env, r: AsyncSearchRecord): EsError | undefined {
  const raw = req.query.keep_alive;
  if (raw === undefined) return undefined;
  const ms = parseTimeValue(raw, 'keep_alive', env.profile);
  if (isEsError(ms)) return ms;
  r.expirationTime = env.now + ms;
  return undefined;
}

/** The stored search a get or status request names, its expiration renewed by `keep_alive`, or the error. */
function stored(state: ClusterState, req: ApiRequest, env: Env): AsyncSearchRecord | EsError {
  const r = lookUp(state, req.parts.id ?? '');
  if (isEsError(r)) return r;
  return renewed(req, env, r) ?? r;
}

/** `?human`: the readable dates beside the millis. */
function humanOf(req: ApiRequest): boolean {
  return req.query.human !== undefined && req.query.human !== 'false';
}

/** `GET /_async_search/{id}`: the stored answer, its expiration renewed by `keep_alive`. */
export const getAsyncSearch: Handler = (state, req, env) => {
  const r = stored(state, req, env);
  if (isEsError(r)) return r;
  return { status: r.status, body: responseBody(r, env, humanOf(req), true) };
};

/** `GET /_async_search/status/{id}` (7.11+): AsyncStatusResponse without the hits. */
export const asyncSearchStatus: Handler = (state, req, env) => {
  const r = stored(state, req, env);
  if (isEsError(r)) return r;
  const human = humanOf(req);
  const out: JsonObject = { id: r.id, is_running: false, is_partial: r.error !== undefined };
  timeField(out, 'start_time_in_millis', 'start_time', r.startTime, human);
  timeField(out, 'expiration_time_in_millis', 'expiration_time', r.expirationTime, human);
  if (r.response !== undefined && env.profile.asyncSearchCompletionTime) {
    timeField(out, 'completion_time_in_millis', 'completion_time', r.startTime + tookOf(r.response), human);
  }
  const shards = r.response !== undefined && isObject(r.response as Json) ? ((r.response as JsonObject)._shards as Json) : undefined;
  out._shards = isObject(shards ?? null) ? { ...(shards as JsonObject) } : { total: 0, successful: 0, skipped: 0, failed: 0 };
  out.completion_status = r.status;
  return ok(out);
};

/** `DELETE /_async_search/{id}`: drops a stored search. */
export const deleteAsyncSearch: Handler = (state, req) => {
  const id = req.parts.id ?? '';
  const r = lookUp(state, id);
  if (isEsError(r)) return r;
  storeOf(state).delete(id);
  return ok({ acknowledged: true });
};
