/**
 * `bucket_correlation` (x-pack ml, ES 7.14, BucketCorrelationAggregationBuilder): a sibling pipeline that
 * correlates the values of a multi-bucket sibling with a pre-computed indicator. Its one function,
 * `count_correlation` (CountCorrelationFunction), approximates Pearson's correlation between the indicator's
 * `expectations` and the per-bucket document counts, taken as a subset of the indicator's `doc_count`
 * documents; the result prints as a simple value (InternalSimpleValue: NaN is `null`).
 */
import { isObject, type JsonObject } from '../../json.ts';
import { aggInvalid, aggValidation, bucketsPathInvalid, isEsError, unknownAggregationType, type EsError } from '../../errors/index.ts';
import { resolveBucketValue, siblingTarget } from './bucketsPath.ts';
import { positionOf } from './parse.ts';
import { valueRender, type ValueResult } from './pipelines.ts';
import { RAW } from './format.ts';
import type { AggImpl, AggNode, Internal, ReduceCtx, SubResults } from './types.ts';
import type { Profile } from '../../../profiles.ts';

interface Indicator {
  expectations: number[];
  fractions?: number[];
  docCount: number;
}
interface CorrelationSpec {
  path: string;
  indicator: Indicator;
}

const numbers = (v: unknown): number[] | undefined => (Array.isArray(v) && v.every((x) => typeof x === 'number') ? (v as number[]) : undefined);

/** CountCorrelationIndicator's parser: `expectations` and `doc_count` required, `fractions` optional. */
function parseIndicator(name: string, fn: JsonObject): Indicator | EsError {
  const cc = fn.count_correlation;
  if (!isObject(cc) || !isObject((cc as JsonObject).indicator)) return aggInvalid(`[bucket_correlation] aggregation [${name}] requires [function.count_correlation.indicator]`);
  const ind = (cc as JsonObject).indicator as JsonObject;
  const expectations = numbers(ind.expectations);
  if (!expectations) return aggInvalid(`[count_correlation_indicator] requires [expectations] as an array of numbers`);
  if (typeof ind.doc_count !== 'number') return aggInvalid(`[count_correlation_indicator] requires [doc_count]`);
  const fractions = ind.fractions === undefined || ind.fractions === null ? undefined : numbers(ind.fractions);
  if (ind.fractions != null && !fractions) return aggInvalid(`[count_correlation_indicator] [fractions] must be an array of numbers`);
  // CountCorrelationIndicator: fractions, when given, pair one to one with the expectations.
  if (fractions && fractions.length !== expectations.length) {
    return aggInvalid(`[fractions] and [expectations] must have the same length; fractions [${fractions.length}] expectations [${expectations.length}]`);
  }
  return { expectations, ...(fractions ? { fractions } : {}), docCount: ind.doc_count };
}

/** MovingFunctions.unweightedAvg / stdDev / sum (NaN values skipped; stdDev over the count, not count − 1). */
function unweightedAvg(v: number[]): number {
  let sum = 0;
  let n = 0;
  for (const x of v) if (!Number.isNaN(x)) (sum += x), n++;
  return n === 0 ? NaN : sum / n;
}
function stdDev(v: number[], avg: number): number {
  if (Number.isNaN(avg)) return NaN;
  let sq = 0;
  let n = 0;
  for (const x of v) if (!Number.isNaN(x)) (sq += Math.pow(x - avg, 2)), n++;
  return Math.sqrt(sq / n);
}
function sum(v: number[]): number {
  if (v.length === 0) return NaN;
  let s = 0;
  for (const x of v) if (!Number.isNaN(x)) s += x;
  return s;
}

/** CountCorrelationFunction.execute (its AggregationExecutionExceptions as bucketsPathInvalid): the indicator's mean and variance against a Bernoulli indicator of membership. */
export function countCorrelation(profile: Profile, ind: Indicator, values: number[]): number | EsError {
  if (ind.expectations.length !== values.length) {
    return bucketsPathInvalid(profile, `value lengths do not match; indicator.expectations [${ind.expectations.length}] and number of buckets [${values.length}]. Unable to calculate correlation`);
  }
  const xs = ind.expectations;
  let xMean: number;
  let xVar: number;
  if (!ind.fractions) {
    xMean = unweightedAvg(xs);
    if (Number.isNaN(xMean)) return NaN;
    const sd = stdDev(xs, xMean);
    if (Number.isNaN(sd)) return NaN;
    xVar = Math.pow(sd, 2.0);
  } else {
    let mean = 0;
    for (let i = 0; i < xs.length; i++) mean += xs[i]! * ind.fractions[i]!;
    if (Number.isNaN(mean)) return NaN;
    xMean = mean;
    let v = 0;
    for (let i = 0; i < xs.length; i++) v += Math.pow(xs[i]! - xMean, 2) * ind.fractions[i]!;
    xVar = v;
  }
  const weight = sum(values) / ind.docCount;
  if (weight > 1.0) {
    return bucketsPathInvalid(profile, `doc_count of indicator must be larger than the total count of the correlating values indicator count [${ind.docCount}] correlating value total count [${javaNumber(sum(values))}]`);
  }
  const yMean = weight;
  const yVar = (1 - weight) * yMean * yMean + weight * (1 - yMean) * (1 - yMean);
  let xyCov = 0;
  for (let i = 0; i < xs.length; i++) {
    const fraction = ind.fractions ? ind.fractions[i]! : 1.0 / xs.length;
    const xVal = xs[i]!;
    const nX = values[i]!;
    xyCov = xyCov - (ind.docCount * fraction - nX) * (xVal - xMean) * yMean + nX * (xVal - xMean) * (1 - yMean);
  }
  xyCov /= ind.docCount;
  return xVar * yVar === 0 ? NaN : xyCov / Math.sqrt(xVar * yVar);
}

/** A double in an exception text as Java's string concatenation prints it. */
const javaNumber = (v: number) => (Number.isInteger(v) ? `${v}.0` : String(v));

/**
 * MlAggsHelper.extractDoubleBucketedValues: the sibling's buckets' values along the `path` of pipeline `node`
 * and their document counts (NaN ones left out); no such sibling is the ml pipelines' AggregationExecutionException.
 */
export function bucketValues(node: AggNode, level: SubResults, nodes: AggNode[], rctx: ReduceCtx, path: string): { values: number[]; docCounts: number[] } | EsError {
  const t = siblingTarget(level, nodes, path, rctx.ctx.profile);
  if (!t || !t.node.impl.buckets) return bucketsPathInvalid(rctx.ctx.profile, `unable to find valid bucket values in bucket path [${path}] for agg [${node.name}]`);
  const values: number[] = [];
  const docCounts: number[] = [];
  for (const b of t.node.impl.buckets(t.r)) {
    const v = resolveBucketValue(rctx.ctx.profile, t.node, b, t.rest, 'skip');
    if (isEsError(v)) return v;
    if (!Number.isNaN(v)) values.push(v), docCounts.push(b.docCount);
  }
  return { values, docCounts };
}

/** The `bucket_correlation` aggregation. */
export const bucketCorrelation: AggImpl = {
  parse(name, body, pctx) {
    if (!pctx.profile.mlAggregations) return unknownAggregationType(pctx.profile, 'bucket_correlation', positionOf(pctx.rawBody, pctx.path));
    const o = (body ?? {}) as JsonObject;
    const path = typeof o.buckets_path === 'string' ? o.buckets_path : Array.isArray(o.buckets_path) && o.buckets_path.length === 1 ? String(o.buckets_path[0]) : undefined;
    if (path === undefined) return aggInvalid(`[bucket_correlation] aggregation [${name}] requires a single [buckets_path]`);
    if (!isObject(o.function)) return aggInvalid(`[bucket_correlation] aggregation [${name}] requires a [function]`);
    const indicator = parseIndicator(name, o.function as JsonObject);
    if (isEsError(indicator)) return indicator;
    // CountCorrelationFunction.validate: the correlated values are bucket document counts.
    if (!path.endsWith('_count')) return aggValidation([`count correlation requires that bucket_path points to bucket [_count] for agg [${name}]`]);
    return { path, indicator } satisfies CorrelationSpec;
  },
  collect: () => ({ kind: 'none' }),
  reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
  render: valueRender,
  typedName: () => 'simple_value',
  value: (_n, r) => (r as ValueResult).value ?? NaN,
  pipeline: {
    kind: 'sibling',
    sibling(node, level, nodes, rctx): Internal | EsError {
      const spec = node.spec as CorrelationSpec;
      const found = bucketValues(node, level, nodes, rctx, spec.path);
      if (isEsError(found)) return found;
      const v = countCorrelation(rctx.ctx.profile, spec.indicator, found.values);
      if (isEsError(v)) return v;
      return { kind: 'pvalue', value: v, format: RAW } as ValueResult;
    },
  },
};
