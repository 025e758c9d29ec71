/**
 * One document write as the write path takes it (a document API's request, a bulk item, a by-scroll job's
 * write of a hit): a type of its own, so that a running job, which the cluster state holds, can name it
 * without importing the write path, which imports the state.
 */
import type { Json, JsonObject } from '../json.ts';

/** The four document writes. */
export type WriteKind = 'index' | 'create' | 'update' | 'delete';

export interface WriteOp {
  kind: WriteKind;
  index: string;
  /** The type from a typed path or bulk `_type`; `_doc` when typeless. */
  type: string;
  id?: string;
  /** Source text as sent (index/create) — kept verbatim. */
  raw?: string;
  source?: Json;
  routing?: string;
  /**
   * The slice hash of `id` when the writer already has it: a copy of a stored document under the same id
   * (the reindex), so slicing the copies does not hash every id again (reference search/slice.ts).
   */
  idHash?: number;
  version?: number;
  versionType?: string;
  /**
   * An ingest pipeline set `version`/`versionType` after the request's own ones passed validation: ES validates
   * the request (IndexRequest.validate refuses internal versioning) before the pipeline runs, so a pipeline's
   * internal version meets the engine's conflict check instead (ingest/170_version.yml).
   */
  versionFromPipeline?: boolean;
  ifSeqNo?: number;
  ifPrimaryTerm?: number;
  refresh?: string;
  /**
   * A bulk item: its request's `refresh` is done once per shard after every item (TransportShardBulkAction
   * refreshes the shard after the shard's whole request), not after each item (bulk.ts refreshBulkShards).
   */
  refreshAfterBulk?: boolean;
  /** Update body: `{doc, doc_as_upsert, upsert, detect_noop}`. */
  update?: JsonObject;
  /** Bulk's `dynamic_templates`: the template each new field path must be mapped by (ES 7.13+). */
  dynamicTemplates?: Record<string, string>;
  /** The index API with an automatic id: ES's REST layer makes it a create (7.5+), which a data stream accepts. */
  autoIdCreate?: boolean;
  /** `pipeline`: the ingest pipeline an index or create runs (`_none`: not even the index's default one). */
  pipeline?: string;
  /** `require_alias`: the target must be an alias (index, create and update; deletes never ask). */
  requireAlias?: boolean;
  /** `require_data_stream`: the target must be a data stream, or a name a data stream template matches (index and create only). */
  requireDataStream?: boolean;
  /** `wait_for_active_shards` and `timeout`, when the request names them (writes by query pass theirs on). */
  activeShards?: ActiveShardsWait;
  /**
   * The update API's own request (not a bulk item): TransportUpdateAction resolves the update first (a
   * missing document, a no-op answer at once) and sends the resulting index request to the shard, so the
   * shard count is checked after that, on the index request, and an upsert meets its pipelines after the
   * script made it (a bulk item's upsert meets them before).
   */
  resolveBeforeShards?: boolean;
  /** How many items the shard request carrying this write holds (bulk groups its items per shard); one when unset. */
  shardItems?: (index: string, shard: number) => number;
  /** The index settings the writes of one request read, shared by its items (writeMemo.ts); unset: read per write. */
  memo?: WriteMemo;
}

/**
 * One request's memo of an index's write settings: docs/writeMemo.ts reads and fills it. Its fields are
 * untyped here so that this module imports nothing back (the state holds running jobs, which name WriteOp).
 */
export interface WriteMemo {
  idx: unknown;
  profile: unknown;
  facts: unknown;
}

/** A parsed count: `default` (the index's `index.write.wait_for_active_shards`), `all`, or a number of copies. */
export type ActiveShardCount = 'default' | 'all' | number;

/** What a write asks of its shard's copies, and how long ES would wait for them (docs/activeShards.ts reads it). */
export interface ActiveShardsWait {
  count: ActiveShardCount;
  /** The request's `timeout` as sent (TimeValue keeps the unit it was given); ES's default is `1m`. */
  timeout: string;
}
