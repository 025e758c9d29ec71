/**
 * A data stream as the cluster state keeps it (ES's `DataStream` in `Metadata`): a name in front of hidden,
 * append-only backing indices, the last of which takes the writes. The backing indices themselves are
 * ordinary entries of `ClusterState.indices`; a stream holds only their names, oldest first.
 */
import type { JsonObject } from '../json.ts';
import type { StreamLifecycle } from './lifecycle.ts';

export interface DataStream {
  name: string;
  /** The timestamp field: always `@timestamp` (ES 7.9 fixed it; the field is not configurable). */
  timestampField: string;
  /** Backing index names, oldest first; the last is the write index. */
  indices: string[];
  /** The generation of the write index: 1 at creation, +1 per rollover (never reused, even after a removal). */
  generation: number;
  /** `_meta` of the template's `data_stream` section, as ES keeps it. */
  meta?: JsonObject;
  /** From the template's `data_stream.hidden` (ES ≥ 7.11). */
  hidden: boolean;
  system: boolean;
  /** From the template's `data_stream.allow_custom_routing` (ES ≥ 8.0): writes may name a routing. */
  allowCustomRouting: boolean;
  replicated: boolean;
  /** Data stream aliases (ES ≥ 7.14): alias name → whether this stream is its write stream, and its filter. */
  aliases?: Map<string, DataStreamAliasMeta>;
  /** The stream's own index settings over its template's (ES 8.19, 9.1+: PUT /_data_stream/<name>/_settings), flat `index.*` keys. */
  settings?: Record<string, string | string[]>;
  /** The stream's own mappings over its template's (ES 9.2+: PUT /_data_stream/<name>/_mappings), as the request gave them. */
  mappings?: JsonObject;
  /** Data stream options (ES 8.19, 9.1+), from the template at creation or `PUT /_data_stream/<name>/_options`. */
  options?: JsonObject;
  /** Failure store indices (ES 8.19, 9.1+), oldest first; the last takes the failed documents. */
  failureIndices?: string[];
  /** Marked by a lazy rollover (ES ≥ 8.13, `?lazy=true`): the next write rolls the stream over first. */
  rolloverOnWrite?: boolean;
  /** The same for the failure store (8.19, 9.1+): its next failure rolls it over first. */
  failuresRolloverOnWrite?: boolean;
  /** The data stream lifecycle (ES ≥ 8.11), when one is set. */
  lifecycle?: StreamLifecycle;
}

/** What a data stream alias holds for one stream. */
export interface DataStreamAliasMeta {
  isWrite: boolean;
  filter?: JsonObject;
}

/** The write index of a stream. */
export function writeIndexOf(ds: DataStream): string {
  return ds.indices[ds.indices.length - 1]!;
}

/** The data stream a backing index belongs to, if any. */
export function parentStream(streams: ReadonlyMap<string, DataStream>, index: string): DataStream | undefined {
  for (const ds of streams.values()) if (ds.indices.includes(index)) return ds;
  return undefined;
}
