/**
 * `buckets_path` as AggregationPath parses it (`agg>agg.metric`, `agg['key']`, `_count`, `_key`,
 * `_bucket_count`) and BucketHelpers.resolveBucketValue reads it on a bucket, with the gap policy.
 */
import { bucketsPathInvalid, isEsError, type EsError } from '../../errors/index.ts';
import type { Profile } from '../../../profiles.ts';
import type { AggNode, Bucket, Internal, SubResults } from './types.ts';
import { parseAggregationPath, pathElementsAsStrings } from './pipelineValidation.ts';

/** What a pipeline does with a bucket without a value (BucketHelpers.GapPolicy). */
export type GapPolicy = 'skip' | 'insert_zeros' | 'keep_values';

/**
 * A path as the flat list ES resolves (`a>b.avg` → [a, b, avg]; `a['k']>b` → [a, k, b]): AggregationPath.parse's
 * elements as getPathElementsAsStringList gives them, so only the last element splits at its last dot (`v.v.value`
 * is the `value` of the aggregation `v.v`).
 */
export function pathElements(path: string): string[] {
  return pathElementsAsStrings(parseAggregationPath(path));
}

/** A value read along a path: a number, an aggregation when the path stops at one, or an array (`Object[]`). */
export type PathValue = number | { node: AggNode; r: Internal } | { array: true; node: AggNode } | { javaClass: string; node: AggNode } | { invalidPath: string } | EsError;

/** The Java class ES names in path errors, by typed name. */
const CLASSES: Record<string, string> = {
  sterms: 'StringTerms', lterms: 'LongTerms', dterms: 'DoubleTerms', histogram: 'InternalHistogram', date_histogram: 'InternalDateHistogram',
  range: 'InternalRange', date_range: 'InternalDateRange', filters: 'InternalFilters', filter: 'InternalFilter', composite: 'InternalComposite',
  stats: 'InternalStats', extended_stats: 'InternalExtendedStats', tdigest_percentiles: 'InternalTDigestPercentiles', hdr_percentiles: 'InternalHDRPercentiles',
  missing: 'InternalMissing', global: 'InternalGlobal', nested: 'InternalNested', reverse_nested: 'InternalReverseNested', top_hits: 'InternalTopHits',
  stats_bucket: 'InternalStatsBucket', extended_stats_bucket: 'InternalExtendedStatsBucket', percentiles_bucket: 'InternalPercentilesBucket',
};

/**
 * Typed names of InternalNumericMetricsAggregation.MultiValue results: a path stopping at one is refused with
 * "contains multiple values" (BucketHelpers.formatResolutionError), never read as its first value.
 */
const MULTI_VALUE = new Set([
  'stats', 'extended_stats', 'tdigest_percentiles', 'hdr_percentiles', 'tdigest_percentile_ranks', 'hdr_percentile_ranks',
  'stats_bucket', 'extended_stats_bucket', 'percentiles_bucket', 'boxplot',
]);

function isMultiValue(profile: Profile, node: AggNode, r: Internal): boolean {
  const typed = node.impl.typedName(node, r);
  if (!MULTI_VALUE.has(typed)) return false;
  // ES ≥ 8.4 (#87220) reads a percentiles with one percent as that value.
  const keys = (node.spec as { keys?: unknown[] } | undefined)?.keys;
  return !(profile.bucketsPathSingleValueMetric && /percentile/.test(typed) && typed !== 'percentiles_bucket' && keys?.length === 1);
}

/** Resolves a path inside one bucket (InternalBucket.getProperty). */
export function bucketProperty(profile: Profile, containing: string, subs: AggNode[], b: Bucket, path: string[]): PathValue {
  if (path.length === 0) return NaN;
  const head = path[0]!;
  if (head === '_count') return b.docCount;
  if (head === '_key') return typeof b.key === 'number' ? b.key : Number(b.key);
  const node = subs.find((n) => n.name === head);
  const r = b.aggs.get(head);
  // InternalBucket.getProperty's InvalidAggregationPathException: a bucket without the aggregation (a
  // derivative's first bucket, read by a second derivative), which resolveBucketValue turns into a gap.
  if (!node || !r) return { invalidPath: `Cannot find an aggregation named [${head}] in [${containing}]` };
  return aggProperty(profile, node, r, path.slice(1));
}

/** A path element's key without its single quotes, when it has them. */
function unquoted(k: string): string | undefined {
  return k.length >= 2 && k.startsWith("'") && k.endsWith("'") ? k.slice(1, -1) : undefined;
}

/** Resolves a path on an aggregation result (InternalAggregation.getProperty). */
export function aggProperty(profile: Profile, node: AggNode, r: Internal, path: string[]): PathValue {
  const impl = node.impl;
  if (path.length === 0) {
    if (impl.value && !impl.single && !isMultiValue(profile, node, r)) {
      const v = impl.value(node, r, undefined);
      return isEsError(v) ? { node, r } : v;
    }
    return { node, r };
  }
  const prop = impl.property?.(node, r, path, profile);
  if (prop !== undefined) return typeof prop === 'object' && 'javaClass' in prop ? { javaClass: prop.javaClass, node } : prop;
  if (impl.single) {
    const b = impl.single(r);
    if (path[0] === '_count' || path[0] === 'doc_count') return b.docCount;
    return bucketProperty(profile, node.name, [...node.subs, ...node.pipelines], b, path);
  }
  if (impl.buckets) {
    if (path[0] === '_bucket_count') return impl.buckets(r).length;
    // InternalMultiBucketAggregation.resolvePropertyFromPath: a quoted key (`terms['k']`) names a bucket, and
    // no bucket of that key is an InvalidAggregationPathException (a gap for the pipeline, docs pipeline.asciidoc
    // `sale_type['bag']` in a month without bags); without quotes each bucket answers: an array no pipeline reads.
    const quoted = unquoted(path[0]!);
    if (quoted === undefined) return { array: true, node };
    const b = impl.buckets(r).find((x) => x.keyString === quoted);
    if (!b) return { invalidPath: `Cannot find an key [${path[0]}] in [${node.name}]` };
    return bucketProperty(profile, node.name, [...node.subs, ...node.pipelines], b, path.slice(1));
  }
  if (impl.value && path.length === 1) {
    const v = impl.value(node, r, path[0] === 'value' ? undefined : (unquoted(path[0]!) ?? path[0]));
    if (isEsError(v)) return bucketsPathInvalid(profile, `path not supported for [${node.name}]: [${path.join(', ')}]`);
    return v;
  }
  return bucketsPathInvalid(profile, `path not supported for [${node.name}]: [${path.join(', ')}]`);
}

/** BucketHelpers.resolveBucketValue: a bucket's number along the path, gaps per policy (NaN = skip, and so is Java's null). */
export function resolveBucketValue(profile: Profile, parent: AggNode, b: Bucket, path: string | string[], gap: GapPolicy): number | EsError {
  return resolveBucketValueOrNull(profile, parent, b, path, gap) ?? NaN;
}

/**
 * resolveBucketValue with Java's null kept apart from NaN, for the one pipeline that tells them apart: a
 * derivative computes over NaN (a null value) but not from or to a bucket whose path does not resolve.
 */
export function resolveBucketValueOrNull(profile: Profile, parent: AggNode, b: Bucket, path: string | string[], gap: GapPolicy): number | null | EsError {
  const elems = typeof path === 'string' ? pathElements(path) : path;
  const v = bucketProperty(profile, parent.name, [...parent.subs, ...parent.pipelines], b, elems);
  if (isEsError(v)) return v;
  // BucketHelpers.resolveBucketValue catches InvalidAggregationPathException and returns null, which every
  // pipeline skips as it skips NaN (the derivative page's second order derivative).
  if (typeof v !== 'number' && 'invalidPath' in v) return null;
  if (typeof v !== 'number') {
    if ('javaClass' in v) {
      return bucketsPathInvalid(profile, `buckets_path must reference either a number value or a single value numeric metric aggregation, got: [${v.javaClass}] at aggregation [${v.node.name}]`);
    }
    if (!('array' in v) && isMultiValue(profile, v.node, v.r)) {
      return bucketsPathInvalid(profile, `buckets_path must reference either a number value or a single value numeric metric aggregation, but [${v.node.name}] contains multiple values. Please specify which to use.`);
    }
    const what = 'array' in v ? 'Object[]' : (CLASSES[v.node.impl.typedName(v.node, v.r)] ?? v.node.impl.typedName(v.node, v.r));
    return bucketsPathInvalid(profile, `buckets_path must reference either a number value or a single value numeric metric aggregation, got: [${what}] at aggregation [${v.node.name}]`);
  }
  if (elems.length === 1 && elems[0] === '_count') return v;
  if (!Number.isFinite(v) || b.docCount === 0) {
    if (gap === 'insert_zeros') return 0;
    if (gap === 'keep_values') return Number.isFinite(v) ? v : NaN;
    return NaN;
  }
  return v;
}

/** The multi-bucket aggregation a sibling pipeline's path starts at, among a level's results. */
export function siblingTarget(level: SubResults, nodes: AggNode[], path: string, profile?: Profile): { node: AggNode; r: Internal; rest: string[] } | undefined {
  // BucketMetricsPipelineAggregator: the path as AggregationPath parses it, its first name the sibling; from 8.3
  // (#85729) single-bucket aggregations and keyed buckets on the way lead to the multi-bucket one read.
  const elems = parseAggregationPath(path);
  let pos = 0;
  let cur = elems[pos++]!;
  let node = nodes.find((n) => n.name === cur.name);
  let r = level.get(cur.name);
  while (profile?.siblingPathThroughSingleBucket && node && r && pos < elems.length) {
    const into = node.impl.single ? node.impl.single(r) : node.impl.buckets && cur.key !== undefined ? node.impl.buckets(r).find((b) => b.keyString === cur.key) : undefined;
    if (!into || (node.impl.single && node.subs.length === 0)) break;
    cur = elems[pos++]!;
    node = node.subs.find((n) => n.name === cur.name);
    r = into.aggs.get(cur.name);
  }
  if (!node || !r) return undefined;
  const rest = pathElementsAsStrings(elems.slice(pos));
  return { node, r, rest: cur.key === undefined ? rest : [cur.key, ...rest] };
}
