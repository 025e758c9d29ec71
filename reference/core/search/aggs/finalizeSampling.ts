/**
 * What `random_sampler` does to its reduced sub-aggregations below a probability of 1.0: ES's
 * InternalAggregation.finalizeSampling, one override per type, with SamplingContext's two scalings:
 * `scaleUp(long)` = `Math.round(value * (1.0 / probability))` for counts and `scaleUp(double)` =
 * `value / probability` for sums. Each rule below names the ES class whose override it follows
 * (server/src/main/java/org/elasticsearch/search/aggregations/...). Types without a rule here are
 * refused by the caller (a clear 400) rather than answered differently from ES.
 */
import type { StatsState } from './metrics.ts';
import type { AggNode, Internal, SubResults } from './types.ts';

/** SamplingContext.scaleUp(long): `Math.round(value * (1.0 / probability))` (Java's round: floor(x + 0.5)). */
export const scaleUpLong = (v: number, p: number): number => Math.floor(v * (1.0 / p) + 0.5);
/** SamplingContext.scaleUp(double): `value / probability`. */
const scaleUpDouble = (v: number, p: number): number => v / p;

type Rule = (node: AggNode, r: Internal, p: number) => Internal;

/** The shape most bucket results share: a list of buckets with a doc count and sub-aggregations. */
interface BucketList extends Internal {
  buckets: { docCount: number; aggs: SubResults }[];
}

/** Each bucket's doc_count scaled and its sub-aggregations finalized (InternalMultiBucketAggregationTestCase.assertBucketCountsScaled). */
function scaleBucketList(node: AggNode, r: Internal, p: number): Internal {
  const b = r as BucketList;
  return { ...b, buckets: b.buckets.map((x) => ({ ...x, docCount: scaleUpLong(x.docCount, p), aggs: finalizeSampling(x.aggs, node.subs, p) })) } as BucketList;
}

const unchanged: Rule = (_n, r) => r;

interface TermsLike extends Internal {
  buckets: { docCount: number; error?: number; aggs: SubResults }[];
  otherDocCount: number;
  docCountError: number;
}

/**
 * AbstractInternalTerms.finalizeSampling (terms, multi_terms): each bucket's doc_count, its error when shown
 * (`b.getShowDocCountError() ? scaleUp(b.getDocCountError()) : 0`), the aggregation's error and its other count.
 */
const termsRule: Rule = (node, r, p) => {
  const t = r as TermsLike;
  const showError = (node.spec as { showError?: boolean }).showError === true;
  return {
    ...t,
    buckets: t.buckets.map((b) => ({ ...b, docCount: scaleUpLong(b.docCount, p), ...(b.error !== undefined ? { error: showError ? scaleUpLong(b.error, p) : 0 } : {}), aggs: finalizeSampling(b.aggs, node.subs, p) })),
    docCountError: scaleUpLong(t.docCountError, p),
    otherDocCount: scaleUpLong(t.otherDocCount, p),
  } as TermsLike;
};

interface SigLike extends Internal {
  subsetSize: number;
  supersetSize: number;
  buckets: { subset: number; superset: number; aggs: SubResults }[];
}

/**
 * InternalSignificantTerms.finalizeSampling: the subset and superset sizes and each bucket's subset and superset
 * document frequencies scaled; the score stays the one the reduce computed (createBucket keeps `prototype.score`).
 */
const significantRule: Rule = (node, r, p) => {
  const s = r as SigLike;
  return {
    ...s,
    subsetSize: scaleUpLong(s.subsetSize, p),
    supersetSize: scaleUpLong(s.supersetSize, p),
    buckets: s.buckets.map((b) => ({ ...b, subset: scaleUpLong(b.subset, p), superset: scaleUpLong(b.superset, p), aggs: finalizeSampling(b.aggs, node.subs, p) })),
  } as SigLike;
};

interface RareLike extends Internal {
  counts: Map<unknown, { rows: number; aggs: SubResults[] }>;
}

/** InternalRareTerms.finalizeSampling: each kept bucket's doc_count scaled (createWithFilter, the same order). */
const rareRule: Rule = (node, r, p) => {
  const x = r as RareLike;
  const counts = new Map<unknown, { rows: number; aggs: SubResults[] }>();
  for (const [k, c] of x.counts) counts.set(k, { rows: scaleUpLong(c.rows, p), aggs: c.aggs.map((a) => finalizeSampling(a, node.subs, p)) });
  return { ...x, counts } as RareLike;
};

interface CellsLike extends Internal {
  cells: { docCount: number; aggs: SubResults }[];
}

/** InternalGeoGrid.finalizeSampling (geohash_grid, geotile_grid, geohex_grid): each cell's doc_count scaled. */
const gridRule: Rule = (node, r, p) => {
  const g = r as CellsLike;
  return { ...g, cells: g.cells.map((c) => ({ ...c, docCount: scaleUpLong(c.docCount, p), aggs: finalizeSampling(c.aggs, node.subs, p) })) } as CellsLike;
};

/** The rules, by requested type. */
const RULES: Record<string, Rule> = {
  // Min, Max, InternalAvg, InternalWeightedAvg: `return this` (an average or a bound does not scale).
  min: unchanged,
  max: unchanged,
  avg: unchanged,
  weighted_avg: unchanged,
  // AbstractInternalTDigestPercentiles / AbstractInternalHDRPercentiles and InternalMedianAbsoluteDeviation:
  // `return this` (percentiles, percentile_ranks and the deviation are not scaled).
  percentiles: unchanged,
  percentile_ranks: unchanged,
  median_absolute_deviation: unchanged,
  // InternalGeoBounds: the bounds unchanged; InternalTopHits: the same hits; top_metrics, "an optimized
  // version of top_hits" (#84705, 8.2), likewise.
  geo_bounds: unchanged,
  top_hits: unchanged,
  top_metrics: unchanged,
  // Sum: `new Sum(name, scaleUp(sum), …)`.
  sum: (_n, r, p) => ({ ...(r as StatsState), sum: scaleUpDouble((r as StatsState).sum, p), sumDelta: 0 }) as StatsState,
  // InternalValueCount: `scaleUp(value)`.
  value_count: (_n, r, p) => ({ ...(r as StatsState), count: scaleUpLong((r as StatsState).count, p) }) as StatsState,
  // InternalStats: `new InternalStats(name, scaleUp(count), scaleUp(sum), min, max, …)`.
  stats: (_n, r, p) => {
    const s = r as StatsState;
    return { ...s, count: scaleUpLong(s.count, p), sum: scaleUpDouble(s.sum, p), sumDelta: 0 } as StatsState;
  },
  // InternalExtendedStats: count, sum and sum of squares scaled, min, max and sigma kept
  // (InternalExtendedStatsTests.assertSampled): the variance and bounds follow from them.
  extended_stats: (_n, r, p) => {
    const s = r as StatsState;
    return { ...s, count: scaleUpLong(s.count, p), sum: scaleUpDouble(s.sum, p), sumDelta: 0, sumSq: scaleUpDouble(s.sumSq, p), sumSqDelta: 0 } as StatsState;
  },
  // InternalGeoCentroid: `new InternalGeoCentroid(name, centroid, scaleUp(count), …)`: the centroid unchanged.
  geo_centroid: (_n, r, p) => ({ ...r, count: scaleUpLong((r as Internal & { count: number }).count, p) }) as Internal,
  terms: termsRule,
  multi_terms: termsRule,
  significant_terms: significantRule,
  significant_text: significantRule,
  rare_terms: rareRule,
  // InternalHistogram / InternalDateHistogram / InternalAutoDateHistogram: each bucket's doc_count.
  histogram: (node, r, p) => node.impl.withBuckets!(r, node.impl.buckets!(r).map((b) => ({ ...b, docCount: scaleUpLong(b.docCount, p), aggs: finalizeSampling(b.aggs, node.subs, p) }))),
  date_histogram: (node, r, p) => node.impl.withBuckets!(r, node.impl.buckets!(r).map((b) => ({ ...b, docCount: scaleUpLong(b.docCount, p), aggs: finalizeSampling(b.aggs, node.subs, p) }))),
  auto_date_histogram: scaleBucketList,
  // InternalRange (range, date_range, geo_distance) and InternalBinaryRange (ip_range): each bucket's doc_count.
  range: scaleBucketList,
  date_range: scaleBucketList,
  geo_distance: scaleBucketList,
  ip_range: scaleBucketList,
  // InternalFilters (the other bucket too) and InternalAdjacencyMatrix: each bucket's doc_count.
  filters: scaleBucketList,
  adjacency_matrix: scaleBucketList,
  // InternalComposite: each bucket's doc_count, the after key the last bucket's.
  composite: scaleBucketList,
  geohash_grid: gridRule,
  geotile_grid: gridRule,
  geohex_grid: gridRule,
  // InternalFilter: `newAggregation(name, scaleUp(getDocCount()), finalizeSampling(subs))`.
  filter: (node, r, p) => {
    const f = r as Internal & { docCount: number; aggs: SubResults };
    return { ...f, docCount: scaleUpLong(f.docCount, p), aggs: finalizeSampling(f.aggs, node.subs, p) } as Internal;
  },
};

/** Whether the simulator scales a sampled result of this type as ES does. */
export const canFinalizeSampling = (type: string): boolean => type in RULES;

/** InternalAggregations.finalizeSampling: each sub-aggregation's own override, at probability `p`. */
export function finalizeSampling(aggs: SubResults, nodes: readonly AggNode[], p: number): SubResults {
  const out: SubResults = new Map();
  for (const [name, r] of aggs) {
    const node = nodes.find((n) => n.name === name);
    const rule = node ? RULES[node.type] : undefined;
    out.set(name, node && rule ? rule(node, r, p) : r);
  }
  return out;
}
