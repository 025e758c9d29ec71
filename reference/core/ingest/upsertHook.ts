/**
 * Pipelines on an update's upsert (TransportBulkAction.processBulkIndexIngestRequest): an update request
 * carries the index request its pipelines run on, the `upsert` document (or `doc` under `doc_as_upsert`),
 * before the shard decides whether the document exists; a scripted upsert's script then sees the processed
 * upsert (OpenSearch's ingest/240_required_pipeline.yml: "scripted upserts execute the pipeline before the script").
 */
import type { JsonObject } from '../json.ts';
import type { ClusterState } from '../state.ts';
import type { Env } from '../handler.ts';
import type { WriteOp } from '../docs/writeOp.ts';
import { ingestWrite, type IngestOutcome } from './writeHook.ts';

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Runs an update's pipelines on its upsert document: the update with the processed upsert, or the failure/drop. */
export function ingestUpsert(state: ClusterState, env: Env, op: WriteOp): { kind: 'ok'; op: WriteOp } | Exclude<IngestOutcome, { kind: 'ok' } | { kind: 'unchanged' }> {
  const u = op.update;
  if (op.kind !== 'update' || !u) return { kind: 'ok', op };
  const key = u.doc_as_upsert === true ? 'doc' : 'upsert';
  const upsert = u[key];
  if (!isObject(upsert)) return { kind: 'ok', op };
  // A bulk item's `pipeline` goes to its upsert request only, never to `doc` (BulkRequestParser).
  const pipeline = key === 'upsert' ? op.pipeline : undefined;
  const r = ingestWrite(state, env, { kind: 'index', index: op.index, id: op.id, routing: op.routing, source: upsert, type: op.type, ...(pipeline !== undefined ? { pipeline } : {}) });
  if (r.kind === 'unchanged') return { kind: 'ok', op };
  if (r.kind !== 'ok') return r;
  return { kind: 'ok', op: { ...op, update: { ...u, [key]: r.op.source as JsonObject } } };
}
