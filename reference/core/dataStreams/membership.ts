/** A backing index joining or leaving its stream: what deleting an index does to the stream holding it. */
import { deleteWriteIndex, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
import type { Profile } from '../../profiles.ts';
import { parentStream, writeIndexOf } from './types.ts';

/** The error when any of these indices is a stream's write index (MetadataDeleteIndexService). */
export function writeIndexRefusal(state: ClusterState, names: readonly string[]): EsError | undefined {
  if (state.dataStreams.size === 0) return undefined;
  for (const n of names) {
    const ds = parentStream(state.dataStreams, n);
    if (ds && writeIndexOf(ds) === n) return deleteWriteIndex(n, ds.name);
  }
  return undefined;
}

/**
 * Drops a deleted backing index from its stream. From ES 7.16 (the change that brought the modify API) the
 * generation moves on by one (DataStream.removeBackingIndex: `generation + 1`; 50_delete_backing_indices.yml
 * expects 3 after a rollover and a delete); before, and in OpenSearch, it stays.
 */
export function leaveStream(state: ClusterState, name: string, profile: Profile): void {
  const ds = parentStream(state.dataStreams, name);
  if (!ds) return;
  ds.indices = ds.indices.filter((i) => i !== name);
  if (profile.dataStreamModify) ds.generation += 1;
}
