/**
 * Where a document write through a data stream lands (TransportBulkAction's checks, in its order): a
 * write to a stream's name must be a create and lands in the write index; a write to a missing name that
 * a data stream template matches creates the stream first (as ES's auto-create does, the stream stays
 * even when the write then fails); a create, or an unconditional index, addressed to a backing index
 * directly is refused.
 */
import type { Json, JsonObject } from '../json.ts';
import { backingIndexWrite, customRoutingRefused, isEsError, noWriteIndex, onlyCreateInDataStreams, timestampFieldProblem, type EsError } from '../errors/index.ts';
import { streamsOfAlias, writeStreamOf } from './aliases.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { findComposable } from '../templates/match.ts';
import { clusterSetting } from '../destructive.ts';
import { backingTimestampField, createStream, isBackingIndex } from './create.ts';
import { parentStream, writeIndexOf, type DataStream } from './types.ts';
import { timeSeriesWriteIndex } from '../tsdb/streamWrite.ts';
import { rollIfMarked } from './lazyRollover.ts';

/** Whether the write is a create: `op_type=create`, or the REST index API with an automatic id (ES ≥ 7.5). */
function isCreate(op: WriteOp): boolean {
  return op.kind === 'create' || (op.kind === 'index' && op.autoIdCreate === true);
}

/**
 * The index a write through a stream (or to a name a stream template matches) lands in; undefined when the
 * name is no stream's business and the ordinary write path decides.
 */
export function streamWriteTarget(state: ClusterState, env: Env, op: WriteOp): IndexState | EsError | undefined {
  if (!env.profile.dataStreams) return undefined;
  let ds: DataStream | EsError | undefined = state.dataStreams.get(op.index);
  if (!ds && env.profile.dataStreamAliases && streamsOfAlias(state, op.index).length > 0) {
    // Through an alias of data streams: its write stream, else no write target.
    ds = writeStreamOf(state, op.index);
    if (!ds) return noWriteIndex(op.index);
  }
  if (!ds) {
    const direct = state.indices.get(op.index);
    if (direct) return backingWriteCheck(state, op, direct);
    if (op.kind === 'delete' || aliasHeld(state, op.index)) return undefined;
    const template = findComposable(state, op.index, false);
    if (!template?.dataStream || !env.profile.composableTemplates) return undefined;
    const auto = clusterSetting(state, 'action.auto_create_index');
    if ((auto !== undefined && String(auto) === 'false') || template.allowAutoCreate === false) return undefined;
    ds = createStream(state, env, op.index);
    if (isEsError(ds)) return ds;
  }
  // A stream a lazy rollover marked rolls over before the write (TransportBulkAction's rollover of such streams).
  const rolled = rollIfMarked(state, env, ds);
  if (rolled) return rolled;
  if (!isCreate(op)) return onlyCreateInDataStreams();
  if (op.routing !== undefined && !ds.allowCustomRouting) return customRoutingRefused(env.profile, ds.name);
  // A time series stream writes into the backing index whose time bounds hold the document (tsdb/streamWrite.ts).
  const byTime = timeSeriesWriteIndex(state, env.profile, ds, op.source);
  if (byTime) return byTime;
  return state.indices.get(writeIndexOf(ds))!;
}

function aliasHeld(state: ClusterState, name: string): boolean {
  for (const i of state.indices.values()) if (i.aliases.has(name)) return true;
  return false;
}

/** A write named to a backing index: only an update, a delete or a conditional index may address it. */
function backingWriteCheck(state: ClusterState, op: WriteOp, idx: IndexState): IndexState | EsError | undefined {
  if (state.dataStreams.size === 0 || !isBackingIndex(idx)) return undefined;
  const ds = parentStream(state.dataStreams, idx.name);
  if (!ds) return undefined;
  if (isCreate(op)) return backingIndexWrite('create', ds.name);
  if (op.kind === 'index' && (op.ifSeqNo === undefined || op.ifPrimaryTerm === undefined)) return backingIndexWrite('index', ds.name);
  return undefined;
}

/** A document of a backing index must hold one timestamp (DataStreamTimestampFieldMapper.postParse; OpenSearch's DataStreamFieldMapper). */
export function timestampCheck(env: Env, idx: IndexState, source: JsonObject, raw: string | undefined): EsError | undefined {
  if (!isBackingIndex(idx)) return undefined;
  const field = backingTimestampField(idx);
  const v = source[field] as Json | undefined;
  if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) return timestampFieldProblem(env.profile, endOf(raw), field, 'missing');
  if (Array.isArray(v) && v.length > 1) return timestampFieldProblem(env.profile, endOf(raw), field, 'multiple');
  return undefined;
}

/** ES 8's `[line:col] ` of the document's closing brace, where the parser stands when the check runs. */
export function endOf(raw: string | undefined): string {
  if (raw === undefined) return '';
  const end = raw.lastIndexOf('}');
  if (end < 0) return '';
  const before = raw.slice(0, end);
  const line = before.split('\n').length;
  const col = end - before.lastIndexOf('\n');
  return `[${line}:${col}] `;
}
