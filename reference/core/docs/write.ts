/**
 * One document write (index, create, update, delete), shared by the single-document APIs and bulk.
 * Every check runs before anything changes; the state changes only on success.
 */
import { regexPreflight } from './regexPreflight.ts';
import { percolatorProblem } from '../search/percolate/percolatorField.ts';
import { engineRefreshShard, engineWrite } from '../search/engine/indexEngine.ts';
import { beforeDocsChange } from '../search/resumable/frozenDocs.ts';
import { isObject, sameJson, type Json, type JsonObject } from '../json.ts';
import { blockedFor } from '../blocks.ts';
import {
  conflictDocumentExists,
  conflictExternalVersion,
  conflictNoDocument,
  conflictNoDocumentForVersion,
  conflictSeqNo,
  conflictVersionDiffers,
  createVersionRefused,
  createVersionTypeRefused,
  documentMissing,
  emptyId,
  idTooLong,
  indexClosed,
  indexNotFound,
  internalVersioningRefused,
  isEsError,
  moreThanOneType,
  notAnAlias,
  scriptAndDoc,
  scriptOrDocMissing,
  seqNoTermIncomplete,
  sourceNotXContent,
  unknownVersionType,
  versionConflict,
  type EsError,
} from '../errors/index.ts';
import { internalVersioning, updateThroughPipeline } from '../deprecations.ts';
import { ingestHas } from '../ingest/caps.ts';
import { shardOf } from '../search/routing.ts';
import { tsdbWrite, tsidText } from '../tsdb/write.ts';
import { tsdbMappingUpdateProblem } from '../tsdb/runtime.ts';
import { aliasExists, docKey, type ClusterState, type IndexState } from '../state.ts';
import { StoredDoc, type Doc } from '../doc.ts';
import type { Env } from '../handler.ts';
import { parseDocument } from '../mapping/infer.ts';
import { checkMappingUpdate, resolveType } from '../mapping/update.ts';
import { emptyMapping } from '../mapping/types.ts';
import { buildIndex } from '../buildIndex.ts';
import { writeTarget } from './target.ts';
import { clusterSetting } from '../destructive.ts';
import { autoCreateRefusal } from './autoCreate.ts';
import { resolveDateMathName } from '../dateMath/indexNames.ts';
import { activeShardsShortfall, describeShardRequest, describeWrite } from './activeShards.ts';
import { missingRouting } from './routingRequired.ts';
import type { WriteOp } from './writeOp.ts';
import { runUpdateScript } from './scriptedUpdate.ts';
import { streamWriteTarget, timestampCheck } from '../dataStreams/writeRoute.ts';
import { ingestWrite, type IngestFailureDetail } from '../ingest/writeHook.ts';
import { ingestResolvedUpsert, ingestUpsert } from '../ingest/upsertHook.ts';
import { redirectFailure } from '../dataStreams/failureStore.ts';
import type { WriteDone, WriteFailed } from './writeResult.ts';
import { requireDataStreamCheck } from '../dataStreams/requireDataStream.ts';
import { indexWriteFacts } from './writeMemo.ts';

export type { WriteDone, WriteFailed };

/** An index or create an ingest pipeline dropped: answered as a no-op that reached no shard. */
function droppedWrite(index: string, type: string, id: string, version: number): WriteDone {
  // The item names the index as the request did; no index is created for it.
  const idx = { name: index, settings: {} } as unknown as IndexState;
  return { index: idx, type, id, version, seqNo: -2, primaryTerm: 0, result: 'noop', status: 200, forcedRefresh: false };
}

/** ES's recursive merge of a partial document into a source (objects merge, everything else replaces). */
export function mergeDoc(base: JsonObject, patch: JsonObject): JsonObject {
  const out: JsonObject = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] = isObject(cur) && isObject(v) ? mergeDoc(cur, v) : (v as Json);
  }
  return out;
}

function validateId(id: string | undefined): EsError | undefined {
  if (id === undefined) return undefined;
  if (id.length === 0) return emptyId();
  // A UTF-16 unit is at most 3 UTF-8 bytes: short ids need no encoding (this runs for every bulk item).
  if (id.length * 3 <= 512) return undefined;
  const bytes = new TextEncoder().encode(id).length;
  if (bytes > 512) return idTooLong(bytes);
  return undefined;
}

function checkVersions(
  env: Env,
  op: WriteOp,
  idx: IndexState,
  type: string,
  id: string,
  existing: Doc | undefined,
  tomb: { version: number } | undefined,
): EsError | undefined {
  if (op.ifSeqNo !== undefined || op.ifPrimaryTerm !== undefined) {
    if (op.ifSeqNo === undefined || op.ifPrimaryTerm === undefined) {
      return seqNoTermIncomplete(op.ifSeqNo, op.ifPrimaryTerm);
    }
    if (!existing) {
      return versionConflict(env.profile, idx, type, id, conflictNoDocument(op.ifSeqNo, op.ifPrimaryTerm));
    }
    if (existing.seqNo !== op.ifSeqNo || existing.primaryTerm !== op.ifPrimaryTerm) {
      return versionConflict(env.profile, idx, type, id, conflictSeqNo(op.ifSeqNo, op.ifPrimaryTerm, existing.seqNo, existing.primaryTerm));
    }
  }
  if (op.version === undefined) return undefined;
  const vt = op.versionType ?? 'internal';
  if (vt === 'internal') {
    if (!env.profile.internalVersionChecks && !op.versionFromPipeline) {
      return internalVersioningRefused();
    }
    const cur = existing?.version ?? -1;
    if (cur !== op.version) {
      return versionConflict(env.profile, idx, type, id, existing ? conflictVersionDiffers(cur, op.version) : conflictNoDocumentForVersion(op.version));
    }
    return undefined;
  }
  if (vt === 'external' || vt === 'external_gt' || vt === 'external_gte' || vt === 'force') {
    // A recent delete's version still counts (index.gc_deletes), so an older copy cannot resurrect it.
    const current = existing?.version ?? tomb?.version;
    if (current !== undefined) {
      const bad = vt === 'external_gte' ? op.version < current : vt === 'force' ? false : op.version <= current;
      if (bad) {
        return versionConflict(env.profile, idx, type, id, conflictExternalVersion(current, vt === 'external_gte', op.version));
      }
    }
    return undefined;
  }
  return unknownVersionType(vt);
}

/** Whether a request routed with `routing` reaches the shard that holds `doc`. */
export function sameShard(env: Env, idx: IndexState, doc: Doc, routing: string | undefined): boolean {
  if (routing === doc.routing) return true;
  return shardOf(idx, env.profile, doc.id, routing) === shardOf(idx, env.profile, doc.id, doc.routing);
}

/** The tombstone of a recently deleted id, if it is still within `index.gc_deletes`. */
function liveTombstone(env: Env, idx: IndexState, id: string): { version: number; at: number } | undefined {
  const t = idx.tombstones?.get(id);
  if (!t) return undefined;
  if (env.now - t.at > gcDeletesMs(idx)) {
    idx.tombstones!.delete(id);
    return undefined;
  }
  return t;
}

function gcDeletesMs(idx: IndexState): number {
  const v = idx.settings['index.gc_deletes'];
  if (typeof v !== 'string') return 60_000;
  const m = /^(\d+)(ms|s|m|h|d)?$/.exec(v);
  if (!m) return 60_000;
  const unit = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[(m[2] ?? 'ms') as 'ms'];
  return Number(m[1]) * unit;
}

/** Resolves the index a write lands in, creating it if it is missing and may be created. */
function targetIndex(state: ClusterState, env: Env, op: WriteOp, providedName: string): { idx: IndexState; fresh: boolean } | EsError {
  const stream = streamWriteTarget(state, env, op);
  if (stream !== undefined) return isEsError(stream) ? stream : { idx: stream, fresh: false };
  const t = writeTarget(state, env.profile, op.index);
  if (isEsError(t)) return t;
  if (t.kind === 'index') {
    if (t.index.closed) return indexClosed(t.index);
    return { idx: t.index, fresh: false };
  }
  // An update creates its index only when it carries an upsert (25_script_upsert.yml updates into a new index).
  const upserts = op.kind === 'update' && (isObject(op.update?.upsert) || op.update?.doc_as_upsert === true);
  if (op.kind === 'delete' || (op.kind === 'update' && !upserts)) return indexNotFound(env.profile, op.index);
  const refused = autoCreateRefusal(state, env.profile, op.index);
  if (refused) return refused;
  const built = buildIndex(state, env, op.index, undefined, undefined, [], providedName, op.type);
  if (isEsError(built)) return built;
  return { idx: built, fresh: true };
}

/**
 * Performs one write; mutates the state only when it succeeds, or when a data stream's failure store takes
 * the failed document instead (dataStreams/failureStore.ts).
 */
export function executeWrite(state: ClusterState, env: Env, op: WriteOp, warnings?: string[]): WriteDone | WriteFailed {
  const r = writeOnce(state, env, op, warnings);
  if (!env.profile.dataStreamFailureStore || !isWriteFailed(r) || (op.kind !== 'index' && op.kind !== 'create')) return r;
  return redirectFailure(state, env, op, r, (fsOp) => writeOnce(state, env, fsOp));
}

/** One write, without the failure store. */
/** A write refused before it reached an index (`index`: the name to report, the one sent by default). */
function failedWrite(op: WriteOp, error: EsError, index = op.index): WriteFailed {
  return { error, index, type: op.type, id: op.id };
}

/**
 * A write refused for want of active shard copies, or undefined. (This and failedWrite are functions of
 * their own, not closures of writeOnce: a closure there made every write allocate it, and read writeOnce's
 * variables through a context.)
 */
function shardsShort(state: ClusterState, env: Env, idx: IndexState, fresh: boolean, label: string, id: string, sent: WriteOp): WriteFailed | undefined {
  const short = activeShardsShortfall(
    idx,
    sent.activeShards!,
    () => shardOf(idx, env.profile, id, sent.routing),
    (shard) => describeShardRequest(idx.name, shard, sent.shardItems?.(idx.name, shard) ?? 1, describeWrite(env.profile, sent, idx.name, id), sent.refresh),
  );
  if (!short) return undefined;
  if (fresh) state.indices.set(idx.name, idx);
  return { error: short, index: idx.name, type: label, id };
}

function writeOnce(state: ClusterState, env: Env, op: WriteOp, warnings?: string[]): WriteDone | WriteFailed {
  const badId = validateId(op.id);
  if (badId) return failedWrite(op, badId);
  if (op.kind === 'create' && op.version !== undefined) {
    const vt = op.versionType ?? 'internal';
    if (vt !== 'internal') return failedWrite(op, createVersionTypeRefused());
    if (env.profile.createRefusesExplicitVersion) return failedWrite(op, createVersionRefused());
  }
  // Ingest runs before the write is routed (TransportBulkAction): its pipelines may rewrite the source and
  // redirect the write (`_index`, `_id`, `_routing`), drop it, or fail it.
  const ingested = ingestWrite(state, env, op);
  if (ingested.kind === 'failed') return { error: ingested.error, index: ingested.index, type: op.type, id: ingested.id, ingest: ingested.ingest ?? {} };
  if (ingested.kind === 'dropped') return droppedWrite(ingested.index, op.type, ingested.id, ingested.version);
  if (ingested.kind === 'ok') op = ingested.op;
  // The update API's upsert meets its pipelines after the shard resolved it (below); a bulk item's before.
  const upserted = op.resolveBeforeShards ? ({ kind: 'ok', op } as const) : ingestUpsert(state, env, op);
  if (upserted.kind === 'failed') return { error: upserted.error, index: upserted.index, type: op.type, id: upserted.id, ingest: upserted.ingest ?? {} };
  if (upserted.kind === 'dropped') return droppedWrite(upserted.index, op.type, upserted.id, upserted.version);
  op = upserted.op;
  // ES asks the name as sent (`metadata.hasAlias(request.index())`), before any index is auto-created.
  if (op.requireAlias && op.kind !== 'delete' && !aliasExists(state, op.index)) return failedWrite(op, notAnAlias(op.index));
  const notStream = op.requireDataStream && (op.kind === 'index' || op.kind === 'create') ? requireDataStreamCheck(state, op.index) : undefined;
  if (notStream) return failedWrite(op, notStream);
  // A date-math name (`<logs-{now/d}>`) resolves against the clock; the index it creates keeps it as provided name.
  const providedName = op.index;
  if (op.index.charCodeAt(0) === 60) {
    const resolved = resolveDateMathName(op.index, env.now, env.profile);
    if (isEsError(resolved)) return failedWrite(op, resolved);
    op = { ...op, index: resolved };
  }
  const target = targetIndex(state, env, op, providedName);
  if (isEsError(target)) return failedWrite(op, target);
  const { idx, fresh } = target;
  const facts = indexWriteFacts(op.memo, env.profile, idx);
  const blocked = facts.writable ? undefined : blockedFor(env.profile, [idx], 'write');
  if (blocked) return failedWrite(op, blocked, idx.name);
  const type = resolveType(idx, op.type);
  const label = op.type;
  if (env.profile.typesPerIndex === 'one' && idx.mappings.size > 0 && !idx.mappings.has(type) && op.kind !== 'index' && op.kind !== 'create') {
    return { error: moreThanOneType(idx.name, [...idx.mappings.keys(), type]), index: idx.name, type: label, id: op.id };
  }
  // A time series index refuses routing and updates, and makes the id from the document (tsdb/document.ts).
  const ts = tsdbWrite(env.profile, idx, op);
  if (isEsError(ts)) return failedWrite(op, ts, idx.name);
  const id = ts?.id ?? op.id ?? env.newDocId();
  const noRouting = missingRouting(env.profile, idx, label, id, op.routing);
  if (noRouting) return { error: noRouting, index: idx.name, type: label, id };
  // The shard's copies are counted before the primary runs the write (ReplicationOperation.execute), so no
  // version or mapping check has happened yet; an auto-created index stays created.
  if (op.activeShards && !op.resolveBeforeShards) {
    const short = shardsShort(state, env, idx, fresh, label, id, op);
    if (short) return short;
  }
  const key = docKey(env.profile, type, id);
  const stored = idx.docs.get(key);
  // A document lives on the shard of its routing (or id); a request routed elsewhere does not see it.
  const existing = stored && sameShard(env, idx, stored, op.routing) ? stored : undefined;
  if (op.version !== undefined && (op.versionType ?? 'internal') === 'internal' && env.profile.legacyDeprecations && op.kind !== 'create') {
    warnings?.push(internalVersioning(op.index, label));
  }
  const tomb = liveTombstone(env, idx, key);
  const versionErr = checkVersions(env, op, idx, type, id, existing, tomb);
  if (versionErr) return { error: versionErr, index: idx.name, type, id };
  const forcedRefresh = op.refresh !== undefined && op.refresh !== 'false' && op.refresh !== 'wait_for';

  if (op.kind === 'delete') {
    const seqNo = idx.seqNo + 1;
    if (!existing) {
      idx.seqNo = seqNo;
      const version = op.version ?? (tomb ? tomb.version + 1 : 1);
      // Like Elasticsearch's engine, a delete that finds nothing still leaves a tombstone: the next write counts on from it.
      (idx.tombstones ??= new Map()).set(key, { version, at: env.now });
      return { index: idx, type: label, id, version, seqNo, primaryTerm: 1, result: 'not_found', status: 404, forcedRefresh };
    }
    const explicit = refreshesOnlyOnRequest(state, idx);
    const refreshFirst = explicit && idx.visible === undefined;
    beforeVisibleChange(state, idx, itemRefresh(op));
    beforeDocsChange(idx.docs);
    idx.docs.delete(key);
    engineWrite(idx, env.profile, stored, undefined, undefined, explicit, refreshFirst);
    afterVisibleChange(state, env, idx, itemRefresh(op), existing);
    idx.seqNo = seqNo;
    const version = op.version !== undefined && op.versionType && op.versionType !== 'internal' ? op.version : existing.version + 1;
    (idx.tombstones ??= new Map()).set(key, { version, at: env.now });
    return { index: idx, type: label, id, version, seqNo, primaryTerm: 1, result: 'deleted', status: 200, forcedRefresh };
  }

  let source: Json | undefined = op.source;
  let raw = op.raw;
  let created = !existing;
  if (op.kind === 'create' && existing) {
    // A time series document is named by its id and tsid@timestamp (TsidExtractingIdFieldMapper.reportId).
    const named = ts ? `${id}][${tsidText(ts)}@${ts.timestamp}` : id;
    return { error: versionConflict(env.profile, idx, type, named, conflictDocumentExists(existing.version)), index: idx.name, type, id };
  }
  let shownSource: string | undefined;
  if (op.kind === 'update') {
    const u = op.update ?? {};
    const doc = u.doc;
    const hasScript = u.script !== undefined && u.script !== null;
    if (hasScript && doc !== undefined) return failedWrite(op, scriptAndDoc());
    if (doc !== undefined && !isObject(doc)) return failedWrite(op, scriptOrDocMissing());
    const scripted = hasScript ? runUpdateScript(state, env, idx, type, id, existing, u, warnings, op.raw) : undefined;
    if (isEsError(scripted)) return { error: scripted, index: idx.name, type, id };
    if (scripted?.kind === 'noop') {
      if (existing) return { index: idx, type: label, id, version: existing.version, seqNo: existing.seqNo, primaryTerm: 1, result: 'noop', status: 200, forcedRefresh, doc: existing };
      return { index: idx, type: label, id, version: -1, seqNo: -2, primaryTerm: 0, result: 'noop', status: 200, forcedRefresh };
    }
    if (scripted?.kind === 'delete' && existing) {
      return executeWrite(state, env, { ...op, kind: 'delete', update: undefined, version: undefined, versionType: undefined, routing: op.routing ?? existing.routing }, warnings);
    }
    if (scripted?.kind === 'index') {
      source = scripted.source;
    } else if (!existing) {
      const upsert = u.doc_as_upsert === true ? doc : u.upsert;
      if (!isObject(upsert)) {
        return { error: documentMissing(env.profile, idx, type, id), index: idx.name, type, id };
      }
      source = upsert;
    } else {
      if (!isObject(doc)) return failedWrite(op, scriptOrDocMissing());
      const merged = mergeDoc(existing.parsed, doc);
      if (u.detect_noop !== false && sameJson(merged, existing.parsed)) {
        return { index: idx, type: label, id, version: existing.version, seqNo: existing.seqNo, primaryTerm: 1, result: 'noop', status: 200, forcedRefresh, doc: existing };
      }
      source = merged;
    }
    raw = scripted?.kind === 'index' ? scripted.raw : JSON.stringify(source);
    created = !existing;
    // The update API's resolved index request goes through a bulk of one: the index's pipelines run on it,
    // whether it creates the document or replaces it (ES #36618, #36219: "honored for non-bulk updates").
    if (op.resolveBeforeShards && isObject(source)) {
      const resolvedText = raw;
      const ingested = ingestResolvedUpsert(state, env, op, source);
      if (ingested.kind === 'failed') return { error: ingested.error, index: ingested.index, type: op.type, id: ingested.id, ingest: ingested.ingest ?? {} };
      if (ingested.kind === 'dropped') return droppedWrite(ingested.index, op.type, ingested.id, ingested.version);
      if (ingested.kind === 'ok') ({ source, raw } = ingested);
      if (ingested.kind === 'ok') shownSource = resolvedText;
      if (ingested.kind === 'ok' && !created && ingestHas(env.profile, 'update.pipeline_warning')) warnings?.push(updateThroughPipeline(idx.name));
    }
    if (op.activeShards && op.resolveBeforeShards) {
      const short = shardsShort(state, env, idx, fresh, label, id, { ...op, kind: 'index', source, raw: undefined });
      if (short) return short;
    }
  }
  if (!isObject(source)) {
    return { error: sourceNotXContent(), index: idx.name, type, id };
  }
  if (raw === undefined) raw = JSON.stringify(source);

  const mapping = idx.mappings.get(type) ?? emptyMapping();
  const parsed = parseDocument({ profile: env.profile, type, id, raw, dynamicTemplates: op.dynamicTemplates, fieldLimit: facts.fieldLimit, nestedLimit: facts.nestedLimit, ignoreMalformed: facts.ignoreMalformed }, mapping, source);
  if (isEsError(parsed)) return { error: parsed, index: idx.name, type, id };
  const badQuery = percolatorProblem(idx, env.profile, env.now, type, parsed.mapping, source, raw);
  if (badQuery) return { error: badQuery, index: idx.name, type, id };
  // A regular expression of the index's analysis that runs out of its budget refuses the document now.
  const badRegex = regexPreflight(idx, env.profile, parsed.mapping, source, facts.regexAnalysis);
  if (badRegex) return { error: badRegex, index: idx.name, type, id };
  const noTimestamp = state.dataStreams.size > 0 ? timestampCheck(env, idx, source, raw) : undefined;
  if (noTimestamp) return { error: noTimestamp, index: idx.name, type, id };
  if (parsed.changed || !idx.mappings.has(type)) {
    const err = checkMappingUpdate(env.profile, idx, type, parsed.mapping) ?? tsdbMappingUpdateProblem(env.profile, idx, parsed.mapping, parsed.mapping);
    if (err) return { error: err, index: idx.name, type, id };
  }
  // Commit.
  if (fresh) state.indices.set(idx.name, idx);
  if (parsed.changed || !idx.mappings.has(type)) idx.mappings.set(type, parsed.mapping);
  const seqNo = idx.seqNo + 1;
  idx.seqNo = seqNo;
  const external = op.version !== undefined && op.versionType !== undefined && op.versionType !== 'internal';
  const version = external ? op.version! : (existing?.version ?? tomb?.version ?? 0) + 1;
  if (tomb) idx.tombstones!.delete(key);
  const doc = new StoredDoc(id, existing && op.kind === 'update' ? existing.type : type, raw, version, seqNo, 1, op.routing, existing ? existing.order : idx.docCounter++);
  // The id's slice hash goes with the id: kept from the document replaced, or given by a copy.
  doc.idHash = (existing instanceof StoredDoc ? existing.idHash : undefined) ?? op.idHash;
  const explicit = refreshesOnlyOnRequest(state, idx);
  const refreshFirst = explicit && idx.visible === undefined;
  beforeVisibleChange(state, idx, itemRefresh(op));
  // A search copying the documents a step at a time takes the rest of them as they were (resumable/frozenDocs.ts).
  beforeDocsChange(idx.docs);
  idx.docs.set(key, doc);
  // The search engine indexes the document now (its text fields analysed) and queues the one it replaces.
  engineWrite(idx, env.profile, stored, doc, source, explicit, refreshFirst);
  afterVisibleChange(state, env, idx, itemRefresh(op), doc);
  const done: WriteDone = { index: idx, type: label, id, version, seqNo, primaryTerm: 1, result: created ? 'created' : 'updated', status: created ? 201 : 200, forcedRefresh, created: fresh, doc };
  // Set only when there is one (a spread of an empty object cost every write a copy).
  if (shownSource !== undefined) done.shownSource = shownSource;
  return done;
}

/** The refresh a write does itself: none for a bulk item, whose shard is refreshed after the whole request. */
function itemRefresh(op: WriteOp): string | undefined {
  return op.refreshAfterBulk ? undefined : op.refresh;
}

/**
 * A bulk request's `refresh=true|wait_for`, after its items: each shard written to is refreshed once, so a bulk
 * leaves one segment per shard, not one per document (an index that refreshes only on request).
 */
export function refreshBulkShard(state: ClusterState, env: Env, idx: IndexState, doc: Doc): void {
  if (!refreshesOnlyOnRequest(state, idx) || idx.visible === undefined) return;
  const shard = shardOf(idx, env.profile, doc.id, doc.routing);
  if (idx.dirtyShards?.has(shard)) refreshShard(env, idx, shard);
}

/** Whether a request's `refresh` parameter refreshes (`true`, empty, `wait_for`). */
function refreshes(refresh: string | undefined): boolean {
  return refresh !== undefined && refresh !== 'false';
}

/**
 * With `--refresh explicit` (or `refresh_interval: -1`), searches see the documents as the last refresh left
 * them: the first change after a refresh keeps that view (copy on write), unless the request refreshes anyway.
 */
function beforeVisibleChange(state: ClusterState, idx: IndexState, refresh: string | undefined): void {
  if (!refreshesOnlyOnRequest(state, idx) || refreshes(refresh) || idx.visible !== undefined) return;
  idx.visible = new Map(idx.docs);
  idx.dirtyShards = new Set();
}

/**
 * After a write: without a refresh its shard is left behind; with `refresh=true|wait_for` its shard is
 * refreshed (a write's refresh refreshes the shards it wrote to, not the index: delete/50_refresh.yml).
 */
function afterVisibleChange(state: ClusterState, env: Env, idx: IndexState, refresh: string | undefined, doc: Doc): void {
  if (!refreshesOnlyOnRequest(state, idx) || idx.visible === undefined) return;
  const shard = shardOf(idx, env.profile, doc.id, doc.routing);
  if (!refreshes(refresh)) {
    (idx.dirtyShards ??= new Set()).add(shard);
    return;
  }
  refreshShard(env, idx, shard);
}

/**
 * A single-document write's `refresh=true|wait_for` when every write is visible anyway: the shard it wrote to
 * still seals its buffer into a segment, as ES's refresh does (three refreshed writes leave three segments).
 * Under `--refresh explicit` afterVisibleChange has refreshed it already.
 */
export function sealWrittenShard(state: ClusterState, env: Env, idx: IndexState, id: string, routing: string | undefined): void {
  if (refreshesOnlyOnRequest(state, idx)) return;
  engineRefreshShard(idx, env.profile, shardOf(idx, env.profile, id, routing));
}

/** A read's `refresh=true` (GET, exists, mget): the shard of the routing is refreshed before it reads. */
export function refreshShardOfRead(env: Env, idx: IndexState, id: string, routing: string | undefined): void {
  if (idx.visible === undefined) return;
  if (!idx.dirtyShards) idx.visible = undefined;
  else refreshShard(env, idx, shardOf(idx, env.profile, id, routing));
}

/** Makes one shard's documents as searches see them equal to the latest; drops the view when none is behind. */
function refreshShard(env: Env, idx: IndexState, shard: number): void {
  // The search engine seals the shard's buffer into a segment (search/engine/indexEngine.ts).
  engineRefreshShard(idx, env.profile, shard);
  const visible = idx.visible!;
  const dirty = idx.dirtyShards;
  dirty?.delete(shard);
  if (!dirty || dirty.size === 0) {
    idx.visible = undefined;
    idx.dirtyShards = undefined;
    return;
  }
  const onShard = (d: Doc) => shardOf(idx, env.profile, d.id, d.routing) === shard;
  for (const [key, d] of visible) if (idx.docs.get(key) !== d && onShard(d)) visible.delete(key);
  for (const [key, d] of idx.docs) if (visible.get(key) !== d && onShard(d)) visible.set(key, d);
}

/**
 * Whether an index's writes wait for a refresh: always with `--refresh explicit`, and in any mode for an
 * index whose `refresh_interval` is `-1` (a real cluster then never refreshes it by itself either).
 */
function refreshesOnlyOnRequest(state: ClusterState, idx: IndexState): boolean {
  return state.defaults.refresh === 'explicit' || idx.settings['index.refresh_interval'] === '-1';
}

/** Whether a write result is a failure. */
export function isWriteFailed(r: WriteDone | WriteFailed): r is WriteFailed {
  return (r as WriteFailed).error !== undefined;
}
