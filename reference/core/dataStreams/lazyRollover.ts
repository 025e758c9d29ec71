/**
 * Rolling a data stream over now (MetadataRolloverService.rolloverDataStream, no conditions): the next
 * generation's backing index, made from the stream's template, becomes the write index. The rollover API
 * runs it when its conditions hold; a write runs it first where a lazy rollover (ES ≥ 8.13, `?lazy=true`)
 * marked the stream (TransportBulkAction rolls such streams over before it writes).
 */
import { isEsError, type EsError } from '../errors/index.ts';
import type { ClusterState, IndexState } from '../state.ts';
import type { Env } from '../handler.ts';
import { buildBackingIndex, streamTemplate } from './create.ts';
import type { DataStream } from './types.ts';

/** The stream's next backing index, built but not added (for a rollover to name before it decides). */
export function nextBackingIndex(state: ClusterState, env: Env, ds: DataStream): IndexState | EsError {
  const template = streamTemplate(state, ds.name);
  if (isEsError(template)) return template;
  const next = buildBackingIndex(state, env, ds.name, ds.generation + 1, ds.timestampField, ds.settings, ds.mappings);
  if (isEsError(next)) return next;
  // The template's aliases are the stream's, not each backing index's.
  next.aliases = new Map();
  return next;
}

/** Adds a built next backing index as the write index; the generation moves on and any lazy mark is spent. */
export function addWriteIndex(state: ClusterState, ds: DataStream, next: IndexState): void {
  state.indices.set(next.name, next);
  ds.indices = [...ds.indices, next.name];
  ds.generation += 1;
  delete ds.rolloverOnWrite;
}

/** Rolls a stream marked for a lazy rollover over before a write reaches it; an error leaves it as it was. */
export function rollIfMarked(state: ClusterState, env: Env, ds: DataStream): EsError | undefined {
  if (ds.rolloverOnWrite !== true) return undefined;
  const next = nextBackingIndex(state, env, ds);
  if (isEsError(next)) return next;
  addWriteIndex(state, ds, next);
  return undefined;
}
