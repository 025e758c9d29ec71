/**
 * Pipelines on an update's upsert. A bulk item (TransportBulkAction.processBulkIndexIngestRequest): the update
 * request carries the index request its pipelines run on, the `upsert` document (or `doc` under
 * `doc_as_upsert`), before the shard decides whether the document exists; a scripted upsert's script then sees
 * the processed upsert (OpenSearch's ingest/240_required_pipeline.yml: "scripted upserts execute the pipeline
 * before the script"). The update API's own request (TransportUpdateAction): the shard resolves the update
 * first, and the index request that creates the document goes through a bulk of one, so the pipelines see
 * what the script made (ES ingest/200_default_pipeline.yml, "default pipeline via scripted upsert").
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

/** The update API's document, once resolved (script run, doc merged, or upsert taken): its pipelines' source, or the failure/drop. */
export function ingestResolvedUpsert(state: ClusterState, env: Env, op: WriteOp, source: JsonObject): { kind: 'ok'; source: JsonObject; raw: string } | { kind: 'unchanged' } | Exclude<IngestOutcome, { kind: 'ok' } | { kind: 'unchanged' }> {
  const r = ingestWrite(state, env, { kind: 'index', index: op.index, id: op.id, routing: op.routing, source, type: op.type });
  if (r.kind !== 'ok') return r;
  return { kind: 'ok', source: r.op.source as JsonObject, raw: r.op.raw ?? JSON.stringify(r.op.source) };
}
