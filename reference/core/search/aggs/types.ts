/**
 * The shapes every aggregation shares, as Elasticsearch splits the work: a parsed builder (AggNode, made
 * once per request, no index needed), a per-shard collection into a partial (ES's Aggregator and its
 * InternalAggregation), a reduce of the partials across shards (InternalAggregation.reduce), pipelines over
 * the reduced tree, then rendering (toXContent).
 */
import type { Json, JsonObject } from '../../json.ts';
import type { EsError } from '../../errors/index.ts';
import type { ClusterState, IndexState } from '../../state.ts';
import type { Doc } from '../../doc.ts';
import type { Profile } from '../../../profiles.ts';
import type { DocValues } from './docValues.ts';

/** One aggregation of the request, parsed: its name, type, parameters, `meta` and sub-aggregations. */
export interface AggNode {
  name: string;
  /** The type as requested (`terms`, `avg`, `date_histogram`…). */
  type: string;
  /** The type-specific parameters, as its parser made them. */
  spec: unknown;
  meta?: JsonObject;
  /** Sub-aggregations (not pipelines), in request order. */
  subs: AggNode[];
  /** Pipeline aggregations declared under this one, in request order. */
  pipelines: AggNode[];
  impl: AggImpl;
}

/** The parsed `aggs` of a search body: its top-level aggregations and pipelines. */
export interface AggTree {
  aggs: AggNode[];
  pipelines: AggNode[];
  /** Deprecation warnings parsing raised (an old `interval`). */
  warnings?: string[];
}

export type { NestedRow, Row } from './rows.ts';
import type { Row } from './rows.ts';

/** What a shard's collection sees: its index, its number, the documents' values, the request context. */
export interface ShardCtx {
  index: IndexState;
  shard: number;
  values: DocValues;
  ctx: AggContext;
  /** Every document of the shard, for `global` (and `min_doc_count: 0` terms). */
  allDocs(): Doc[];
  /** Documents' scores where the query scored them (`top_hits`, `_score` sorts). */
  scoreOf(doc: Doc): number;
  /** Set below a `random_sampler` under 1.0 (ES's SamplingContext): background counts sample too. */
  sampling?: { probability: number; seed: number; shardSeed?: number };
  /**
   * The documents the shard's top-level aggregations collect (the query's matches): a script's values are
   * computed ahead over them in slices (resumable/prepared.ts), keyed by this list.
   */
  matched?: readonly Row[];
}

/** The context of a whole aggregation run. */
export interface AggContext {
  profile: Profile;
  /** Current time in epoch millis (date math in ranges). */
  now: number;
  state: ClusterState;
  typedKeys: boolean;
  /** A shard's every document, in `_doc` order. */
  allDocs(index: IndexState, shard: number): Doc[];
  /** `search.max_buckets` in force. */
  maxBuckets: number;
  /** Hit totals print as numbers (`rest_total_hits_as_int`, or ES 5/6): `top_hits` follows the search. */
  totalHitsAsInt?: boolean;
  /** The first index searched, named in shard failures. */
  indexName?: string;
  /** The search's query (JSON), for `top_hits` highlighting. */
  query?: Json;
  /** The search's `fields` option (JSON), which `top_hits` fetches for its hits as well. */
  fields?: Json;
  /** The filters of the aliases the search reached an index through (any may match), or undefined when none apply. */
  aliasFilters?: (index: IndexState) => Json[] | undefined;
  /** The indices searched, by name, as the search reads them (with its `runtime_mappings`): `top_hits` fetches from them. */
  searched?: ReadonlyMap<string, IndexState>;
  /** Read values document by document from the source, not from the engine's columns (the columns' oracle in tests). */
  perDocValues?: boolean;
  /**
   * Told of each shard whose collection failed while others succeeded (ES answers those with partial
   * results and `_shards.failures`); without it, a shard's failure fails the search.
   */
  onShardFailure?: (f: ShardFailure) => void;
  /**
   * Told of each shard's partials once its collection finished (a profiled search reads its debug from
   * them: profile/aggProfile.ts); unset otherwise, so a search that is not profiled keeps nothing more.
   */
  onShardPartials?: (index: IndexState, shard: number, partials: readonly Internal[]) => void;
}

/** A shard whose aggregations failed: the search's answer leaves it out and lists it in `_shards.failures`. */
export interface ShardFailure {
  index: IndexState;
  shard: number;
  error: EsError;
}

/** The reduce step's context: the request context and the running bucket count. */
export interface ReduceCtx {
  ctx: AggContext;
  /** Buckets made so far by the final reduce (MultiBucketConsumer). */
  buckets: { count: number };
}

/** A reduced (or partial) aggregation's sub-aggregations, by name in request order. */
export type SubResults = Map<string, Internal>;

/** A partial or reduced result: each type defines its own fields; `kind` tells their types apart. */
export interface Internal {
  kind: string;
}

/** A bucket of a multi-bucket aggregation, as pipelines and `buckets_path` see it. */
export interface Bucket {
  key: Json;
  /** The key as `buckets_path` brackets and `_key` name it. */
  keyString: string;
  docCount: number;
  aggs: SubResults;
}

/** One aggregation type: parse, collect per shard, reduce, render, and its values for `buckets_path`. */
export interface AggImpl {
  /** Parses the body under the type name; `subs` are known (some types refuse them). */
  parse(name: string, body: Json, pctx: ParseCtx): unknown | EsError;
  /** Collects one shard's rows into a partial. */
  collect(node: AggNode, rows: Row[], shard: ShardCtx): Internal | EsError;
  /** Reduces partials of every shard into one (a final reduce). */
  reduce(node: AggNode, parts: Internal[], rctx: ReduceCtx): Internal | EsError;
  /** Renders the reduced result, without `meta` (the framework adds it). */
  render(node: AggNode, r: Internal, rctx: ReduceCtx): JsonObject;
  /** The name typed_keys prefixes (`sterms`, `avg`…). */
  typedName(node: AggNode, r: Internal): string;
  /** A value by `buckets_path` metric name (`value`, `avg`, `99.0`…); undefined when none. */
  value?(node: AggNode, r: Internal, metric: string | undefined): number | EsError;
  /**
   * What a `buckets_path` names inside a metric that reads its own properties (InternalTopHits.getProperty,
   * InternalMatrixStats.getProperty): a number, the Java class of another object (a path error names it), the
   * error getProperty throws, or undefined where the type leaves the path to the common rules (or the version
   * reads no property path of it).
   */
  property?(node: AggNode, r: Internal, path: string[], profile: Profile): number | { javaClass: string } | EsError | undefined;
  /** A value to order buckets by where it may be a term (top_metrics on a keyword: InternalTopMetrics.sortValue). */
  sortValue?(node: AggNode, r: Internal, metric: string | undefined): number | string;
  /** The metric names an order path may end on (validateSortPathKey), where the type checks them. */
  sortKeys?(node: AggNode): string[];
  /** Buckets, for multi-bucket aggregations. */
  buckets?(r: Internal): Bucket[];
  /** Replaces the buckets (parent pipelines, bucket_sort). */
  withBuckets?(r: Internal, buckets: Bucket[]): Internal;
  /** The one bucket of a single-bucket aggregation. */
  single?(r: Internal): Bucket;
  /** A pipeline: runs over the reduced tree instead of collecting. */
  pipeline?: PipelineImpl;
  /** A metric: takes no sub-aggregations. */
  leaf?: boolean;
}

/** Parent pipelines rewrite their parent's buckets; sibling ones add a result beside the aggregations they read. */
export interface PipelineImpl {
  kind: 'parent' | 'sibling';
  /** Sibling: the result computed from the aggregations of one level. */
  sibling?(node: AggNode, level: SubResults, levelNodes: AggNode[], rctx: ReduceCtx): Internal | EsError;
  /** Parent: the new buckets of the parent multi-bucket aggregation. */
  parent?(node: AggNode, parent: AggNode, buckets: Bucket[], rctx: ReduceCtx): Bucket[] | EsError;
}

/** What parsers need: the profile, and the raw body for error positions. */
export interface ParseCtx {
  profile: Profile;
  rawBody?: string;
  /** The aggregation being parsed has sub-aggregations (some types refuse them). */
  hasSubs: boolean;
  /** Where its body sits in the request body (for error positions). */
  path: (string | number)[];
  /** Deprecation warnings the request raises, collected while parsing. */
  warnings?: string[];
}
