/** Single-document APIs: index, create, get, exists, delete, update, get source. */
import { storedFields } from '../docs/storedFields.ts';
import { noteGet } from '../stats/readStats.ts';
import { shardOf } from '../search/routing.ts';
import { visibleDocs } from '../search/execute.ts';
import { blockedFor } from '../blocks.ts';
import { isObject, RawJson, type Json, type JsonObject } from '../json.ts';
import {
  conflictVersionDiffers,
  idRequiredForVersion,
  indexClosed,
  intParameterInvalid,
  invalidOpType,
  isEsError,
  scriptOrDocMissing,
  sourceAndContentTypeMissing,
  sourceDocumentNotFound,
  sourceNotFound,
  versionConflict,
  type EsError,
  withFailureStoreStatus,
} from '../errors/index.ts';
import { docKey, type ClusterState, type IndexState } from '../state.ts';
import { StoredDoc, type Doc } from '../doc.ts';
import { activeShardsWaitOf } from '../docs/activeShards.ts';
import { executeWrite, isWriteFailed, refreshShardOfRead, sameShard, sealWrittenShard } from '../docs/write.ts';
import type { WriteKind, WriteOp } from '../docs/writeOp.ts';
import { deprecatedParameter } from '../deprecations.ts';
import type { FieldDef } from '../mapping/types.ts';
import { readTarget } from '../docs/target.ts';
import { writeSteps } from '../docs/writePass.ts';
import { mayRunScripts, retriesOf, writeGuard } from '../docs/slicedWrite.ts';
import { updateBodyFlags, updateBodyUnknownField } from '../docs/updateBody.ts';
import { missingRouting } from '../docs/routingRequired.ts';
import { locationOf, typeLabel, writeBody, writeText } from '../docs/render.ts';
import { resolveType } from '../mapping/update.ts';
import { validateTypeName } from '../mapping/body.ts';
import { filterSource } from '../source.ts';
import { forcedSynthetic, readerDoc } from '../mapping/syntheticSource/readerDoc.ts';
import { forcedSourceProblem } from '../mapping/syntheticSource/validate.ts';
import { sourceKept } from '../search/sourceDisabled.ts';
import { boolParam } from '../params.ts';
import { ignoredFieldsOf } from '../search/ignoredFields.ts';
import { javaHashOrder } from '../search/highlight/javaHashOrder.ts';
import type { ApiRequest, ApiResult, Env, Handler } from '../handler.ts';

function num(v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
}

function badNumber(req: ApiRequest, name: string): EsError | undefined {
  const v = req.query[name];
  if (v !== undefined && !/^-?\d+$/.test(v)) return intParameterInvalid(name, v);
  return undefined;
}

/** The write op a single-document request describes. */
function opOf(req: ApiRequest, kind: WriteKind, requireAlias: boolean, requireDataStream = false): WriteOp {
  return {
    kind,
    // The name as sent: a date-math name resolves in the write, which keeps it as the provided name.
    index: req.providedIndex ?? req.parts.index,
    type: req.parts.type ?? '_doc',
    id: req.parts.id,
    raw: req.rawBody,
    source: req.body,
    routing: req.query.routing,
    version: num(req.query.version),
    versionType: req.query.version_type,
    ifSeqNo: num(req.query.if_seq_no),
    ifPrimaryTerm: num(req.query.if_primary_term),
    refresh: req.query.refresh,
    update: kind === 'update' && isObject(req.body) ? req.body : undefined,
    ...(req.query.pipeline !== undefined && kind !== 'update' && kind !== 'delete' ? { pipeline: req.query.pipeline } : {}),
    requireAlias,
    ...(requireDataStream ? { requireDataStream } : {}),
  };
}

function runWrite(state: ClusterState, req: ApiRequest, env: Env, kind: WriteKind, autoIdCreate = false): ApiResult | EsError {
  for (const p of ['version', 'if_seq_no', 'if_primary_term']) {
    const e = badNumber(req, p);
    if (e) return e;
  }
  if (req.parts.type !== undefined && req.parts.type !== '_doc') {
    const bad = validateTypeName(req.parts.type);
    if (bad) return bad;
  }
  if ((kind === 'index' || kind === 'create') && req.body === undefined) {
    return sourceAndContentTypeMissing();
  }
  if (kind === 'update' && !isObject(req.body)) {
    return scriptOrDocMissing();
  }
  if (kind === 'update' && env.profile.updateBodyStrict) {
    const unknown = updateBodyUnknownField(req.body as JsonObject, req.rawBody);
    if (unknown) return unknown;
  }
  if (kind === 'update') {
    const flags = updateBodyFlags(env.profile, req.body as JsonObject, req.rawBody);
    if (isEsError(flags)) return flags;
    req = { ...req, body: flags };
  }
  // Versions before `require_alias` existed never read it (the parameter check answers for them).
  const requireAlias = env.profile.requireAlias && kind !== 'delete' ? boolParam(req.query, 'require_alias', false) : false;
  if (typeof requireAlias !== 'boolean') return requireAlias;
  // RestIndexAction reads `require_data_stream` (8.13+); the update and delete APIs have none.
  const requireDataStream = env.profile.requireDataStream && (kind === 'index' || kind === 'create') ? boolParam(req.query, 'require_data_stream', false) : false;
  if (typeof requireDataStream !== 'boolean') return requireDataStream;
  const activeShards = activeShardsWaitOf(req.query, env.profile);
  if (isEsError(activeShards)) return activeShards;
  const warnings: string[] = [];
  const r = executeWrite(state, env, { ...opOf(req, kind, requireAlias, requireDataStream), ...(autoIdCreate ? { autoIdCreate } : {}), activeShards, ...(kind === 'update' ? { resolveBeforeShards: true } : {}) }, warnings);
  if (isWriteFailed(r)) return r.failureStore ? withFailureStoreStatus(r.error, r.failureStore) : r.error;
  if (req.query.refresh !== undefined && req.query.refresh !== 'false') sealWrittenShard(state, env, r.index, r.id, r.doc ? r.doc.routing : req.query.routing);
  let body: JsonObject | RawJson = new RawJson(writeText(env.profile, r));
  if (kind === 'update' && r.doc && isObject(req.body) && (req.body._source !== undefined || req.query._source !== undefined)) {
    const shown = r.shownSource === undefined ? r.doc : new StoredDoc(r.doc.id, r.doc.type, r.shownSource, r.doc.version, r.doc.seqNo, r.doc.primaryTerm, r.doc.routing, r.doc.order);
    const get = updateGet(readerDoc(state.indices.get(r.index.name), shown, env.profile), req.query, req.body._source as Json | undefined);
    if (get) body = { ...writeBody(env.profile, r), get };
  }
  const headers: Record<string, string> = {};
  if (r.status === 201) headers.location = locationOf(env.profile, r);
  return { status: r.status, body, headers, warnings };
}

/** PUT|POST /{index}/{type}/{id}, POST /{index}/{type} (auto id); `op_type=create` makes it a create. */
export const indexDoc: Handler = (state, req, env) => {
  const opType = req.query.op_type;
  if (opType !== undefined && opType !== 'create' && opType !== 'index') {
    return invalidOpType(opType);
  }
  if (req.parts.id === undefined && opType === 'create' && !env.profile.createWithAutoId) {
    return idRequiredForVersion();
  }
  return writeMaybeInSteps(state, req, env, opType === 'create' ? 'create' : 'index', req.parts.id === undefined && opType === undefined);
};

/** PUT /{index}/_create/{id}, PUT /{index}/{type}/{id}/_create */
export const createDoc: Handler = (state, req, env) => writeMaybeInSteps(state, req, env, 'create', false);

/** DELETE /{index}/{type}/{id} */
export const deleteDoc: Handler = (state, req, env) => {
  const target = readTarget(state, env.profile, req.parts.index);
  if (isEsError(target) && target.status === 404) return target;
  const r = runWrite(state, req, env, 'delete');
  return r;
};

/**
 * POST /{index}/_update/{id}, POST /{index}/{type}/{id}/_update. A driver that runs work in slices gets a
 * scripted update as steps: its script runs between slices on the document as read, and the write then
 * applies it unless the document changed meanwhile (docs/writePass.ts: ES's `retry_on_conflict`).
 */
export const updateDoc: Handler = (state, req, env) => writeMaybeInSteps(state, req, env, 'update', false);

/**
 * A write whose script or pipelines may run long, for a driver that runs work in slices: the scripts run between
 * slices (an update's on the document as read, a pipeline's ahead of the write, as ES's ingest runs on the
 * coordinating node), the write after them (docs/slicedWrite.ts).
 */
function writeMaybeInSteps(state: ClusterState, req: ApiRequest, env: Env, kind: WriteKind, autoIdCreate: boolean): ApiResult | EsError {
  if (!env.sliced || (kind === 'update' && !isObject(req.body)) || !mayRunScripts(state, env, opOf(req, kind, false))) return runWrite(state, req, env, kind, autoIdCreate);
  const retries = kind === 'update' ? retriesOf(req.query.retry_on_conflict) : 0;
  const write = (): ApiResult | EsError => runWrite(state, req, env, kind, autoIdCreate);
  const attempt = env.attempt;
  return { status: 0, resume: writeSteps(retries, attempt ? () => attempt(write) : write, () => writeGuard(state, env)) };
}

/** The `_source`/`get` section an update returns when asked for the source. */
function updateGet(doc: Doc, query: Record<string, string>, bodySource: Json | undefined): JsonObject | undefined {
  const source = filterSource(doc, query, bodySource);
  const out: JsonObject = { _seq_no: doc.seqNo, _primary_term: doc.primaryTerm, found: true };
  if (source !== undefined) out._source = source as Json;
  return out;
}

/** The document a GET-style request addresses, honouring its type and routing. */
export function findDoc(state: ClusterState, req: ApiRequest, env: Env): { idx: IndexState; doc: Doc | undefined; type: string } | EsError {
  const idx = readTarget(state, env.profile, req.parts.index);
  if (isEsError(idx)) return idx;
  if (idx.closed) return indexClosed(idx);
  const blocked = blockedFor(env.profile, [idx], 'read');
  if (blocked) return blocked;
  const asked = req.parts.type ?? '_doc';
  const type = resolveType(idx, asked);
  const noRouting = missingRouting(env.profile, idx, asked, req.parts.id!, req.query.routing);
  if (noRouting) return noRouting;
  const candidates = asked === '_all' && env.profile.typesPerIndex === 'many' ? [...idx.mappings.keys()] : [type];
  let stored: Doc | undefined;
  // `realtime=false` reads what the last refresh made searchable (with `--refresh explicit`); else the translog's latest.
  if (req.query.refresh === '' || req.query.refresh === 'true') refreshShardOfRead(env, idx, req.parts.id, req.query.routing);
  const docs = req.query.realtime === 'false' ? visibleDocs(idx) : idx.docs;
  for (const t of candidates) stored ??= docs.get(docKey(env.profile, t, req.parts.id));
  const typeMatches = !stored || asked === '_all' || stored.type === type || (asked === '_doc' && !env.profile.typedApis);
  const doc = stored && typeMatches && sameShard(env, idx, stored, req.query.routing) ? stored : undefined;
  // ShardGetService counts the GET on the shard the id routes to, found or not (`_stats` get; stats/readStats.ts).
  noteGet(state, idx, shardOf(idx, env.profile, req.parts.id!, req.query.routing), doc !== undefined);
  // The response names the type as asked (`_all` resolves to the document's own type).
  return { idx, doc, type: asked === '_all' ? (doc?.type ?? '_doc') : asked };
}

function getVersionConflict(env: Env, req: ApiRequest, idx: IndexState, doc: Doc): EsError | undefined {
  const v = num(req.query.version);
  if (v === undefined) return undefined;
  // Reads conflict on any difference, whatever the version type (VersionType.isVersionConflictForReads).
  if (req.query.version_type === 'force' || doc.version === v) return undefined;
  return versionConflict(env.profile, idx, doc.type, doc.id, conflictVersionDiffers(doc.version, v));
}

/** The head of a single-document answer: `_index`, `_type` where the version prints one, `_id`. */
export function docHead(env: Env, idx: IndexState, type: string, id: string): JsonObject {
  const head: JsonObject = { _index: idx.name };
  const t = typeLabel(env.profile, type);
  if (t !== undefined) head._type = t;
  head._id = id;
  return head;
}

/** GET /{index}/{type}/{id} */
export const getDoc: Handler = (state, req, env) => {
  const found = findDoc(state, req, env);
  if (isEsError(found)) return found;
  const { idx, doc, type } = found;
  const head = docHead(env, idx, type, req.parts.id!);
  if (!doc) return { status: 404, body: { ...head, found: false } };
  const conflict = getVersionConflict(env, req, idx, doc);
  if (conflict) return conflict;
  head._version = doc.version;
  if (env.profile.seqNo) {
    head._seq_no = doc.seqNo;
    head._primary_term = doc.primaryTerm;
  }
  Object.assign(head, getMetaFields(env, idx, doc));
  head.found = true;
  const warnings = sourceParamWarnings(env, req);
  const stored = req.query.stored_fields?.split(',').map((s) => s.trim());
  // With stored_fields, _source comes back only when asked for by name or by a _source parameter.
  // An index mapped with `_source: {enabled: false}` keeps none to return (GetResult has no source).
  const wantSource = sourceKept(idx) && (!stored || stored.includes('_source') || req.query._source !== undefined || req.query._source_includes !== undefined);
  const force = forcedSynthetic(env.profile, req.query);
  const forceProblem = force ? forcedSourceProblem(env.profile, idx.mappings.values().next().value) : undefined;
  if (forceProblem) return forceProblem;
  const source = wantSource ? filterSource(readerDoc(idx, doc, env.profile, force), req.query, undefined) : undefined;
  if (source !== undefined) head._source = source as Json;
  if (stored) {
    const fields = storedFields(idx, doc, stored);
    if (fields) head.fields = fields;
  }
  return { status: 200, body: head, warnings };
};

/**
 * A GET's metadata fields (`_routing`, and `_ignored` where the version stores it): GetResult prints them from
 * a HashMap, so in Java hash order.
 */
function getMetaFields(env: Env, idx: IndexState, doc: Doc): JsonObject {
  const meta: JsonObject = {};
  if (doc.routing !== undefined) meta._routing = doc.routing;
  if (env.profile.getIgnoredMetaField) {
    const ignored = ignoredFieldsOf(idx, doc, env.profile);
    if (ignored.length > 0) meta._ignored = ignored;
  }
  const keys = Object.keys(meta);
  if (keys.length < 2) return meta;
  return Object.fromEntries(javaHashOrder(keys).map((k) => [k, meta[k]!]));
}

/** ES 6.6+ deprecated the singular `_source_include`/`_source_exclude` parameters. */
function sourceParamWarnings(env: Env, req: ApiRequest): string[] {
  if (!env.profile.legacyDeprecations) return [];
  const out: string[] = [];
  if (req.query._source_include !== undefined) out.push(deprecatedParameter('_source_include', '_source_includes'));
  if (req.query._source_exclude !== undefined) out.push(deprecatedParameter('_source_exclude', '_source_excludes'));
  return out;
}

/** HEAD /{index}/{type}/{id} */
export const docExists: Handler = (state, req, env) => {
  const found = findDoc(state, req, env);
  if (isEsError(found)) return { status: 404 };
  return { status: found.doc ? 200 : 404 };
};

/** GET /{index}/_source/{id}, GET /{index}/{type}/{id}/_source */
export const getSource: Handler = (state, req, env) => {
  const found = findDoc(state, req, env);
  if (isEsError(found)) return found;
  if (!found.doc) {
    return sourceDocumentNotFound(found.idx.name, found.type, req.parts.id);
  }
  if (!sourceKept(found.idx)) return sourceNotFound(found.idx.name, found.type, req.parts.id!);
  const source = filterSource(readerDoc(found.idx, found.doc, env.profile, forcedSynthetic(env.profile, req.query)), req.query, undefined);
  return { status: 200, body: (source ?? {}) as JsonObject };
};
