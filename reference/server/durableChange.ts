/**
 * Which requests `--data` records: those that changed the durable state, and only those. A request
 * refused with an error changes nothing (the core validates before it mutates), except the few whose
 * refusal still leaves a trace, as in Elasticsearch: a delete that finds nothing takes a sequence
 * number and leaves a tombstone (404), a write may create its index before its document fails. A
 * fingerprint taken before and after, O(number of indexes), tells those apart from the rest.
 */
import type { ClusterState } from '../core/state.ts';

/**
 * APIs whose every change moves the fingerprint (a document written or deleted moves its index's
 * sequence number; an index created or a task stored moves a count): they are recorded only when it moved,
 * so a bulk whose every item failed leaves no record.
 */
const FINGERPRINTED = new Set(['index', 'create', 'delete', 'update', 'bulk', 'delete_by_query', 'update_by_query', 'reindex']);

/**
 * APIs that may be classed as writing (for access checks) but change nothing a restart keeps: scroll
 * contexts live in memory only, and refresh, flush and force merge change no document. A force merge
 * run as a task stores the task, which moves the fingerprint.
 */
const NO_DURABLE_EFFECT = new Set(['search', 'scroll', 'clear_scroll', 'indices.refresh', 'indices.flush', 'indices.flush_synced', 'indices.forcemerge', 'indices.clear_cache']);

/** A cheap summary of the durable state that any trace of a refused request moves. */
export function fingerprint(state: ClusterState): string {
  const t = state.templates;
  // Running jobs count too: a job's start is recorded so that the steps recorded after it replay on it.
  let out = `${state.indices.size}/${state.tasks.size}/${state.jobs.size}/${t.legacy.size}/${t.composable.size}/${t.component.size}/${state.pipelines.size}/${state.searchPipelines?.size ?? 0}`;
  for (const ds of state.dataStreams.values()) out += `|ds:${ds.name}:${ds.generation}:${ds.indices.length}`;
  for (const idx of state.indices.values()) {
    out += `|${idx.name}:${idx.seqNo}:${idx.docs.size}:${idx.tombstones?.size ?? 0}:${idx.mappings.size}:${idx.aliases.size}:${idx.closed ? 1 : 0}`;
  }
  return out;
}

/** Whether a request's outcome is a change to record. */
export function isDurableChange(api: string, status: number, before: string, after: string): boolean {
  if (before !== after) return true;
  return status < 400 && !FINGERPRINTED.has(api) && !NO_DURABLE_EFFECT.has(api);
}
