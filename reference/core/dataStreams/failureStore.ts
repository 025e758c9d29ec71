/**
 * The failure store (ES 8.19, 9.1+): a document written to a data stream that fails in an ingest pipeline
 * or in parsing against the mapping is, when the stream's failure store is on, stored instead in the
 * stream's failure index (`.fs-<stream>-<date>-<generation>`, hidden, made by the first failure: the
 * stream's failure store starts with `rollover_on_write`). The stored document is
 * FailureStoreDocumentConverter's (`@timestamp`, `document` with the request's id, routing, index and
 * source, `error` with the cause and, for a pipeline's failure, where it failed), and the write answers
 * `failure_store: used` (IndexDocFailureStoreStatus). A stream without it answers the failure as before,
 * marked `not_enabled` in a bulk item.
 */
import { isEsError, type EsError } from '../errors/index.ts';
import { isObject, type Json, type JsonObject } from '../json.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { Profile } from '../../profiles.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import type { WriteDone, WriteFailed } from '../docs/writeResult.ts';
import { buildIndex } from '../buildIndex.ts';
import { findComposable } from '../templates/match.ts';
import { templateSettings } from '../templates/resolveTemplates.ts';
import { createStream } from './create.ts';
import { failureStoreEnabledFor, failureStoreOn, templateOptions } from './options.ts';
import type { DataStream } from './types.ts';

/** The failure index's fixed mapping (DataStreamFailureStoreDefinition.DATA_STREAM_FAILURE_STORE_MAPPING). */
const FAILURE_MAPPING: JsonObject = {
  dynamic: false,
  _routing: { required: false },
  properties: {
    '@timestamp': { type: 'date', ignore_malformed: false },
    document: { properties: { id: { type: 'keyword' }, routing: { type: 'keyword' }, index: { type: 'keyword' } } },
    error: {
      properties: {
        message: { type: 'match_only_text' },
        stack_trace: { type: 'text' },
        type: { type: 'keyword' },
        pipeline: { type: 'keyword' },
        pipeline_trace: { type: 'keyword' },
        processor_tag: { type: 'keyword' },
        processor_type: { type: 'keyword' },
      },
    },
  },
};

/** Template settings a failure index never takes (DataStreamFailureStoreDefinition.UNSUPPORTED_SETTINGS). */
const UNSUPPORTED = ['index.default_pipeline', 'index.final_pipeline', 'index.time_series.start_time', 'index.time_series.end_time', 'index.routing_path', 'index.mode'];

/** Errors a shard raises parsing the document: the failures the store takes besides a pipeline's. */
const PARSE_FAILURES = new Set(['document_parsing_exception', 'mapper_parsing_exception', 'strict_dynamic_mapping_exception']);

/** `yyyy.MM.dd` of an instant, in UTC (DataStream.DATE_FORMATTER). */
function day(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10).replace(/-/g, '.');
}

/** The name of a stream's failure index of a generation (DataStream.getDefaultFailureStoreName). */
export function failureIndexName(profile: Profile, stream: string, generation: number, now: number): string {
  const gen = String(generation).padStart(6, '0');
  return profile.dataStreamDatedNames ? `.fs-${stream}-${day(now)}-${gen}` : `.fs-${stream}-${gen}`;
}

/**
 * Makes a stream's next failure index and adds it (the failure store's rollover: the stream's generation
 * goes up by one, shared with its backing indices), or answers why not; `sameGeneration` for the first one of
 * a stream made by this very failure (MetadataCreateDataStreamService's `initializeFailureStore`).
 */
export function rollFailureStore(state: ClusterState, env: Env, ds: DataStream, sameGeneration = false): IndexState | EsError {
  const generation = sameGeneration ? ds.generation : ds.generation + 1;
  const name = failureIndexName(env.profile, ds.name, generation, env.now);
  const t = findComposable(state, ds.name, false);
  const settings: Record<string, string | string[]> = {};
  if (t) for (const [k, v] of Object.entries(templateSettings(state, { kind: 'v2', template: t }))) if (!UNSUPPORTED.includes(k)) settings[k] = v;
  Object.assign(settings, { 'index.hidden': 'true', 'index.failure_store.version': '1' });
  const idx = buildIndex(state, env, name, { settings, mappings: FAILURE_MAPPING }, undefined, [], name);
  if (isEsError(idx)) return idx;
  state.indices.set(name, idx);
  ds.failureIndices = [...(ds.failureIndices ?? []), name];
  ds.generation = generation;
  return idx;
}

/** `ExceptionsHelper.limitedStackTrace`'s first line: the exception's class and message (no frames are simulated). */
function stackTrace(err: EsError): string {
  const cls = err.cause.type.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
  return `${cls}: ${err.cause.reason}`;
}

/** The failure document FailureStoreDocumentConverter writes for a failed request. */
export function failureDocument(env: Env, op: WriteOp, failed: WriteFailed, source: JsonObject): JsonObject {
  const document: JsonObject = {};
  // An ingest failure comes before the id is generated; a shard's failure after.
  const id = failed.ingest ? op.id : (failed.id ?? op.id);
  if (id !== undefined) document.id = id;
  if (op.routing !== undefined) document.routing = op.routing;
  document.index = op.index;
  document.source = source;
  const error: JsonObject = { type: failed.error.cause.type, message: failed.error.cause.reason, stack_trace: stackTrace(failed.error) };
  const trace = failed.ingest?.trace;
  if (trace && trace.length > 0) {
    error.pipeline_trace = trace;
    error.pipeline = trace[trace.length - 1]!;
  }
  if (failed.ingest?.processorTag !== undefined) error.processor_tag = failed.ingest.processorTag;
  if (failed.ingest?.processorType !== undefined) error.processor_type = failed.ingest.processorType;
  return { '@timestamp': new Date(env.now).toISOString(), document, error };
}

/** The request's source as a map (the failure document keeps it unmapped). */
function sourceOf(op: WriteOp): JsonObject | undefined {
  if (isObject(op.source)) return op.source;
  if (op.raw === undefined) return undefined;
  try {
    const v = JSON.parse(op.raw) as Json;
    return isObject(v) ? v : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A failed index or create, redirected to its data stream's failure store when the stream has one on; else
 * the failure as it was (marked `not_enabled` when the target is a stream). `write` performs the failure
 * document's own create.
 */
export function redirectFailure(state: ClusterState, env: Env, op: WriteOp, failed: WriteFailed, write: (op: WriteOp) => WriteDone | WriteFailed): WriteDone | WriteFailed {
  if (!failed.ingest && !PARSE_FAILURES.has(failed.error.cause.type)) return failed;
  let ds = state.dataStreams.get(op.index);
  let fresh = false;
  if (!ds) {
    // A pipeline failed the first write to a name a data stream template matches: the stream is made with
    // its failure store when the template turns it on.
    const t = findComposable(state, op.index, false);
    if (!t?.dataStream || !env.profile.composableTemplates) return failed;
    if (!failureStoreEnabledFor(state, op.index, templateOptions(state, t))) return { ...failed, failureStore: 'not_enabled' };
    const made = createStream(state, env, op.index);
    if (isEsError(made)) return failed;
    ds = made;
    fresh = true;
  }
  if (!failureStoreOn(state, ds)) return { ...failed, failureStore: 'not_enabled' };
  const source = sourceOf(op);
  if (!source) return failed;
  const last = ds.failureIndices?.[ds.failureIndices.length - 1];
  // A failure store a lazy rollover marked rolls over before it takes the failure (BulkOperation).
  const marked = ds.failuresRolloverOnWrite === true;
  const target = last !== undefined && state.indices.has(last) && !marked ? state.indices.get(last)! : rollFailureStore(state, env, ds, fresh);
  if (isEsError(target)) return failed;
  delete ds.failuresRolloverOnWrite;
  const doc = failureDocument(env, op, failed, source);
  const r = write({ kind: 'create', index: target.name, type: '_doc', source: doc, raw: JSON.stringify(doc), ...(op.refresh !== undefined ? { refresh: op.refresh } : {}) });
  if ('error' in r) return failed;
  return { ...r, failureStore: 'used' };
}
