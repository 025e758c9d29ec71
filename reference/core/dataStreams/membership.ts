/** A backing index joining or leaving its stream: what deleting an index does to the stream holding it. */
import { deleteWriteIndex, type EsError } from '../errors/index.ts';
import type { ClusterState } from '../state.ts';
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

/** Drops a deleted backing index from its stream (the stream's generation stays). */
export function leaveStream(state: ClusterState, name: string): void {
  const ds = parentStream(state.dataStreams, name);
  if (ds) ds.indices = ds.indices.filter((i) => i !== name);
}
