/**
 * Pipeline aggregations. Siblings (`avg_bucket`, `sum_bucket`, `min_bucket`, `max_bucket`,
 * `stats_bucket`, `extended_stats_bucket`, `percentiles_bucket`) read a multi-bucket aggregation beside
 * them (BucketMetricsPipelineAggregator); parents (`cumulative_sum`, `derivative`, `serial_diff`,
 * `bucket_sort`) rewrite the buckets of the histogram they sit in.
 */
import { isObject, type JsonObject } from '../../json.ts';
import { aggInvalid, aggTreeProblem, isEsError, type EsError } from '../../errors/index.ts';
import { parseTimeValue } from '../timeValue.ts';
import { decimalFormat, javaDouble, RAW, type ValueFormat } from './format.ts';
import { jnum, type StatsState } from './metrics.ts';
import * as metrics from './metrics.ts';
import { resolveBucketValue, resolveBucketValueOrNull, siblingTarget, type GapPolicy } from './bucketsPath.ts';
import { orderPipelines, siblingPathError } from './pipelineValidation.ts';
import { CALENDAR_UNITS } from './rounding.ts';
import type { AggImpl, AggNode, Bucket, Internal, ParseCtx, ReduceCtx, SubResults } from './types.ts';
import type { Profile } from '../../../profiles.ts';

interface PipeSpec {
  path: string;
  gap: GapPolicy;
  format: ValueFormat;
  sigma: number;
  percents: number[];
  keyed: boolean;
  lag: number;
  unit?: number;
  sort: { path: string; asc: boolean }[];
  from: number;
  size?: number;
}

/** A single number produced by a pipeline (InternalSimpleValue and friends). */
export interface ValueResult extends Internal {
  kind: 'pvalue';
  value: number;
  format: ValueFormat;
  keys?: string[];
  normalized?: number;
}

interface PercentilesBucketResult extends Internal {
  kind: 'ppercentiles';
  percents: number[];
  values: number[];
  format: ValueFormat;
}

function parsePipe(type: string, extra: readonly string[], needsPath = true): AggImpl['parse'] {
  return (name, body, pctx: ParseCtx) => {
    const o = (body ?? {}) as JsonObject;
    const spec: PipeSpec = { path: '', gap: 'skip', format: RAW, sigma: 2, percents: [1, 5, 25, 50, 75, 95, 99], keyed: true, lag: 1, sort: [], from: 0 };
    for (const [k, v] of Object.entries(o)) {
      if (k === 'buckets_path') {
        if (typeof v === 'string') spec.path = v;
        else if (Array.isArray(v) && v.length === 1) spec.path = String(v[0]);
        else if (isObject(v) && Object.keys(v).length === 1) spec.path = String(Object.values(v)[0]);
        else return aggInvalid(`[${type}] aggregation [${name}]: buckets_path must contain a single entry`);
      } else if (k === 'gap_policy') {
        const g = String(v).toLowerCase();
        if (g !== 'skip' && g !== 'insert_zeros' && g !== 'keep_values') return aggInvalid(`No gap policy found for value [${String(v)}]`);
        spec.gap = g;
      } else if (k === 'format') spec.format = decimalFormat(String(v));
      else if (!extra.includes(k)) return aggTreeProblem(`Unknown key for a ${typeof v === 'object' ? 'START_OBJECT' : 'VALUE_STRING'} in [${name}]: [${k}].`);
    }
    if (needsPath && spec.path === '') return aggTreeProblem(`Missing required field [buckets_path] for ${type} aggregation [${name}]`);
    if (o.sigma !== undefined) {
      spec.sigma = Number(o.sigma);
      if (spec.sigma < 0) return aggInvalid(`[sigma] must be greater than or equal to 0. Found [${javaDouble(spec.sigma)}] in [${name}]`);
    }
    if (o.percents !== undefined) {
      if (!Array.isArray(o.percents)) return aggInvalid(`[percents] must be an array`);
      spec.percents = o.percents.map(Number);
      for (const p of spec.percents) if (p < 0 || p > 100 || Number.isNaN(p)) return aggInvalid(`percent must be in [0,100], got [${p}]`);
    }
    if (o.keyed !== undefined) spec.keyed = o.keyed === true;
    if (o.lag !== undefined) {
      spec.lag = Number(o.lag);
      if (!(spec.lag > 0)) return aggInvalid(`[lag] must be a positive integer: [${name}]`);
    }
    if (o.unit !== undefined) {
      const u = String(o.unit);
      const cal = CALENDAR_UNITS[u];
      const ms = cal ? { second: 1000, minute: 60_000, hour: 3_600_000, day: 86_400_000, week: 604_800_000, month: 2_592_000_000, quarter: 7_776_000_000, year: 31_536_000_000 }[cal] : parseTimeValue(u, 'unit', pctx.profile);
      if (isEsError(ms)) return ms;
      spec.unit = ms;
    }
    if (type === 'normalize') {
      if (o.method === undefined) return aggTreeProblem(`Missing required field [method] for normalize aggregation [${name}]`);
      if (!NORMALIZERS[String(o.method)]) return aggInvalid(`invalid method [${String(o.method)}]`);
      (spec as PipeSpec & { method?: string }).method = String(o.method);
    }
    if (o.sort !== undefined) {
      const list = Array.isArray(o.sort) ? o.sort : [o.sort];
      for (const s of list) {
        if (typeof s === 'string') spec.sort.push({ path: s, asc: true });
        else if (isObject(s)) {
          const [[p, v]] = Object.entries(s as JsonObject);
          const order = isObject(v) ? String((v as JsonObject).order ?? 'asc') : String(v);
          spec.sort.push({ path: p!, asc: order !== 'desc' });
        }
      }
    }
    if (o.from !== undefined) {
      spec.from = Number(o.from);
      if (spec.from < 0) return aggInvalid(`[from] must be a non-negative integer: [${spec.from}]`);
    }
    if (o.size !== undefined && o.size !== null) {
      spec.size = Number(o.size);
      if (spec.size < 1) return aggInvalid(`[size] must be a positive integer: [${spec.size}]`);
    }
    return spec;
  };
}

/** The values of the buckets a sibling pipeline reads, with their keys (NaN gaps dropped). */
function siblingValues(node: AggNode, level: SubResults, nodes: AggNode[], rctx: ReduceCtx): { key: string; value: number }[] | EsError {
  const spec = node.spec as PipeSpec;
  const t = siblingTarget(level, nodes, spec.path, rctx.ctx.profile);
  if (!t || !t.node.impl.buckets) return [];
  const out: { key: string; value: number }[] = [];
  for (const b of t.node.impl.buckets(t.r)) {
    const v = resolveBucketValue(rctx.ctx.profile, t.node, b, t.rest, spec.gap);
    if (isEsError(v)) return v;
    if (!Number.isNaN(v)) out.push({ key: b.keyString, value: v });
  }
  return out;
}

/** Renders a pipeline's single value (InternalSimpleValue.doXContentBody). */
export function valueRender(_n: AggNode, r: Internal): JsonObject {
  const v = r as ValueResult;
  const has = Number.isFinite(v.value);
  const out: JsonObject = { value: has ? v.value : null };
  if (has && v.format.kind !== 'raw') out.value_as_string = v.format.format(v.value);
  if (v.keys) out.keys = v.keys;
  if (v.normalized !== undefined) {
    // InternalDerivative.doXContentBody: a NaN or infinite normalized value prints null, and no string.
    const hasNormalized = Number.isFinite(v.normalized);
    out.normalized_value = hasNormalized ? v.normalized : null;
    if (hasNormalized && v.format.kind !== 'raw') out.normalized_value_as_string = v.format.format(v.normalized);
  }
  return out;
}

function siblingImpl(type: string, typed: string, compute: (node: AggNode, vals: { key: string; value: number }[]) => Internal, render: AggImpl['render'] = valueRender, extra: readonly string[] = []): AggImpl {
  return {
    parse: parsePipe(type, extra),
    collect: () => ({ kind: 'none' }),
    reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
    render,
    typedName: () => typed,
    value: (node, r, metric) => pipeValue(node, r, metric),
    pipeline: {
      kind: 'sibling',
      sibling(node, level, nodes, rctx) {
        const vals = siblingValues(node, level, nodes, rctx);
        if (isEsError(vals)) return vals;
        return compute(node, vals);
      },
    },
  };
}

function pipeValue(node: AggNode, r: Internal, metric: string | undefined): number | EsError {
  if (r.kind === 'pvalue') return (r as ValueResult).value;
  if (r.kind === 'stats') return (node.type === 'extended_stats_bucket' ? metrics.extendedStats : metrics.stats).value!({ ...node, type: node.type.replace('_bucket', '') }, r, metric);
  if (r.kind === 'ppercentiles') {
    const p = r as PercentilesBucketResult;
    const i = p.percents.indexOf(Number(metric));
    if (i < 0) return aggInvalid(`Percent requested [${metric}] was not one of the computed percentiles. Available keys are: [${p.percents.join(', ')}]`);
    return p.values[i]!;
  }
  return NaN;
}

const fmt = (n: AggNode) => (n.spec as PipeSpec).format;

/** The `avg_bucket` aggregation. */
export const avgBucket = siblingImpl('avg_bucket', 'simple_value', (n, vals) => {
  let sum = 0;
  for (const v of vals) sum += v.value;
  return { kind: 'pvalue', value: vals.length === 0 ? NaN : sum / vals.length, format: fmt(n) } as ValueResult;
});
/** The `sum_bucket` aggregation. */
export const sumBucket = siblingImpl('sum_bucket', 'simple_value', (n, vals) => {
  let sum = 0;
  for (const v of vals) sum += v.value;
  return { kind: 'pvalue', value: sum, format: fmt(n) } as ValueResult;
});
function extremum(max: boolean) {
  return (n: AggNode, vals: { key: string; value: number }[]) => {
    let best = max ? -Infinity : Infinity;
    let keys: string[] = [];
    for (const v of vals) {
      if (max ? v.value > best : v.value < best) {
        best = v.value;
        keys = [v.key];
      } else if (v.value === best) keys.push(v.key);
    }
    return { kind: 'pvalue', value: best, format: fmt(n), keys } as ValueResult;
  };
}
/** The `min_bucket` aggregation. */
export const minBucket = siblingImpl('min_bucket', 'bucket_metric_value', extremum(false));
/** The `max_bucket` aggregation. */
export const maxBucket = siblingImpl('max_bucket', 'bucket_metric_value', extremum(true));

function statsOf(n: AggNode, vals: { key: string; value: number }[]): StatsState {
  const s: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: fmt(n), unmapped: false };
  for (const v of vals) {
    s.count++;
    s.sum += v.value;
    s.min = Math.min(s.min, v.value);
    s.max = Math.max(s.max, v.value);
    s.sumSq += v.value * v.value;
  }
  return s;
}
/** The `stats_bucket` aggregation. */
export const statsBucket = siblingImpl('stats_bucket', 'stats_bucket', statsOf, (node, r, rctx) => metrics.stats.render(node, r, rctx));
/** The `extended_stats_bucket` aggregation. */
export const extendedStatsBucket = siblingImpl('extended_stats_bucket', 'extended_stats_bucket', statsOf, (node, r, rctx) => metrics.extendedStats.render(node, r, rctx), ['sigma']);
/** The `percentiles_bucket` aggregation. */
export const percentilesBucket = siblingImpl(
  'percentiles_bucket',
  'percentiles_bucket',
  (n, vals) => {
    const spec = n.spec as PipeSpec;
    const data = vals.map((v) => v.value).sort((a, b) => a - b);
    const values = spec.percents.map((p) => (data.length === 0 ? NaN : data[Math.round((p / 100) * (data.length - 1))]!));
    return { kind: 'ppercentiles', percents: spec.percents, values, format: spec.format } as PercentilesBucketResult;
  },
  (node, r) => {
    const p = r as PercentilesBucketResult;
    const keyed = (node.spec as PipeSpec).keyed;
    if (keyed) {
      const values: JsonObject = {};
      p.percents.forEach((pc, i) => {
        const v = p.values[i]!;
        values[javaDouble(pc)] = Number.isNaN(v) ? null : v;
        if (!Number.isNaN(v) && p.format.kind !== 'raw') values[`${javaDouble(pc)}_as_string`] = p.format.format(v);
      });
      return { values };
    }
    return { values: p.percents.map((pc, i) => ({ key: pc, value: Number.isNaN(p.values[i]!) ? null : p.values[i]! })) };
  },
  ['percents', 'keyed'],
);

function parentImpl(type: string, typed: string, run: (node: AggNode, parent: AggNode, buckets: Bucket[], rctx: ReduceCtx) => Bucket[] | EsError, extra: readonly string[] = [], needsPath = true): AggImpl {
  return {
    parse: parsePipe(type, extra, needsPath),
    collect: () => ({ kind: 'none' }),
    reduce: (_n, parts) => parts[0] ?? { kind: 'none' },
    render: valueRender,
    typedName: () => typed,
    value: (node, r, metric) => pipeValue(node, r, metric),
    pipeline: { kind: 'parent', parent: run },
  };
}

const withValue = (b: Bucket, name: string, v: Internal): Bucket => ({ ...b, aggs: new Map([...b.aggs, [name, v]]) });

/** The `cumulative_sum` aggregation. */
export const cumulativeSum = parentImpl('cumulative_sum', 'simple_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec;
  let sum = 0;
  const out: Bucket[] = [];
  for (const b of buckets) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, spec.path, 'insert_zeros');
    if (isEsError(v)) return v;
    if (Number.isFinite(v)) sum += v;
    out.push(withValue(b, node.name, { kind: 'pvalue', value: sum, format: spec.format } as ValueResult));
  }
  return out;
});

/** The `derivative` aggregation. */
export const derivative = parentImpl('derivative', 'derivative', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec;
  // DerivativePipelineAggregator: a derivative where both this and the last bucket resolved (null is the
  // first bucket's, or a path that does not resolve in that bucket; NaN still gives a null value).
  let last: number | null = null;
  let lastKey = 0;
  const out: Bucket[] = [];
  for (const b of buckets) {
    const v = resolveBucketValueOrNull(rctx.ctx.profile, parent, b, spec.path, spec.gap);
    if (isEsError(v)) return v;
    const key = Number(b.key);
    if (last !== null && v !== null) {
      const gradient = v - last;
      const r: ValueResult = { kind: 'pvalue', value: gradient, format: spec.format };
      if (spec.unit !== undefined) r.normalized = gradient / ((key - lastKey) / spec.unit);
      out.push(withValue(b, node.name, r));
    } else out.push(b);
    lastKey = key;
    last = v;
  }
  return out;
}, ['unit']);

/** The `serial_diff` aggregation. */
export const serialDiff = parentImpl('serial_diff', 'simple_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec;
  const window: number[] = [];
  const out: Bucket[] = [];
  let counter = 0;
  for (const b of buckets) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, spec.path, spec.gap);
    if (isEsError(v)) return v;
    counter++;
    const lagValue = counter <= spec.lag ? NaN : window[0]!;
    if (!Number.isNaN(v) && !Number.isNaN(lagValue)) out.push(withValue(b, node.name, { kind: 'pvalue', value: v - lagValue, format: spec.format } as ValueResult));
    else out.push(b);
    window.push(v);
    if (window.length > spec.lag) window.shift();
  }
  return out;
}, ['lag']);

/** The `bucket_sort` aggregation. */
export const bucketSort = parentImpl('bucket_sort', 'bucket_sort', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec;
  const size = spec.size ?? buckets.length;
  if (spec.from >= buckets.length) return [];
  if (spec.sort.length === 0) return buckets.slice(spec.from, spec.from + size);
  const rows: { b: Bucket; vals: (number | string | null)[] }[] = [];
  for (const b of buckets) {
    const vals: (number | string | null)[] = [];
    for (const s of spec.sort) {
      if (s.path === '_key') vals.push(b.key as number | string);
      else {
        const v = resolveBucketValue(rctx.ctx.profile, parent, b, s.path, spec.gap);
        if (isEsError(v)) return v;
        vals.push(Number.isNaN(v) ? null : v);
      }
    }
    // A gap is no sort value under a skippable policy (skip, keep_values); a bucket left with none is dropped (ComparableBucket.skip).
    if (spec.gap !== 'insert_zeros' && spec.sort.every((s, i) => s.path !== '_key' && vals[i] === null)) continue;
    rows.push({ b, vals });
  }
  rows.sort((x, y) => {
    for (let i = 0; i < spec.sort.length; i++) {
      const a = x.vals[i];
      const c = y.vals[i];
      if (a === null && c === null) continue;
      if (a === null) return 1;
      if (c === null) return -1;
      const cmp = a < c ? -1 : a > c ? 1 : 0;
      if (cmp !== 0) return spec.sort[i]!.asc ? cmp : -cmp;
    }
    return 0;
  });
  return rows.slice(spec.from, spec.from + size).map((r) => r.b);
}, ['sort', 'from', 'size'], false);

const NORMALIZERS: Record<string, (vs: number[]) => (x: number) => number> = {
  rescale_0_1: (vs) => {
    const [mn, mx] = [Math.min(...vs), Math.max(...vs)];
    return (x) => (x - mn) / (mx - mn);
  },
  rescale_0_100: (vs) => {
    const [mn, mx] = [Math.min(...vs), Math.max(...vs)];
    return (x) => (100 * (x - mn)) / (mx - mn);
  },
  percent_of_sum: (vs) => {
    const sum = vs.reduce((a, b) => a + b, 0);
    return (x) => x / sum;
  },
  mean: (vs) => {
    const [mn, mx] = [Math.min(...vs), Math.max(...vs)];
    const mean = vs.reduce((a, b) => a + b, 0) / vs.length;
    return (x) => (x - mean) / (mx - mn);
  },
  'z-score': (vs) => {
    const mean = vs.reduce((a, b) => a + b, 0) / vs.length;
    const sd = Math.sqrt(vs.reduce((a, b) => a + (b - mean) * (b - mean), 0) / vs.length);
    return (x) => (x - mean) / sd;
  },
  softmax: (vs) => {
    const sum = vs.reduce((a, b) => a + Math.exp(b), 0);
    return (x) => Math.exp(x) / sum;
  },
};

/** `normalize`: each bucket's value rescaled against all the buckets' (NormalizePipelineMethods). */
export const normalize = parentImpl('normalize', 'simple_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec & { method?: string };
  const vals: number[] = [];
  for (const b of buckets) {
    const v = resolveBucketValue(rctx.ctx.profile, parent, b, spec.path, 'skip');
    if (isEsError(v)) return v;
    vals.push(v);
  }
  const f = NORMALIZERS[spec.method ?? '']!(vals.filter((v) => !Number.isNaN(v)));
  return buckets.map((b, i) => withValue(b, node.name, { kind: 'pvalue', value: Number.isNaN(vals[i]!) ? NaN : f(vals[i]!), format: spec.format } as ValueResult));
}, ['method']);

/** `cumulative_cardinality`: the distinct count of the union of the cardinality sketches so far. */
export const cumulativeCardinality = parentImpl('cumulative_cardinality', 'simple_long_value', (node, parent, buckets, rctx) => {
  const spec = node.spec as PipeSpec;
  const target = parent.subs.find((s) => s.name === spec.path.split(/[>.]/)[0]);
  if (!target || target.type !== 'cardinality') return aggInvalid(`buckets_path must reference a cardinality aggregation, got: [${target?.type ?? spec.path}] at aggregation [${spec.path}]`);
  let acc: Internal | undefined;
  const out: Bucket[] = [];
  for (const b of buckets) {
    const r = b.aggs.get(target.name);
    if (r) {
      const merged = target.impl.reduce(target, acc ? [acc, r] : [r], rctx);
      if (isEsError(merged)) return merged;
      acc = merged;
    }
    const value = acc ? (target.impl.value!(target, acc, undefined) as number) : 0;
    out.push(withValue(b, node.name, { kind: 'pvalue', value, format: spec.format } as ValueResult));
  }
  return out;
});

/** Validates the pipelines of a level as ES's PipelineAggregationBuilder.validate does (messages collected). */
export function validatePipelines(nodes: AggNode[], pipelines: AggNode[], parent: AggNode | undefined, errors: string[], profile: Profile): void {
  // resolvePipelineAggregatorOrder first: a path naming nothing is the level's only error (validatePipelines).
  const ordered = orderPipelines(nodes, pipelines);
  if (typeof ordered === 'string') errors.push(ordered);
  for (const p of typeof ordered === 'string' ? [] : ordered) {
    const spec = p.spec as PipeSpec;
    if (p.impl.pipeline!.kind === 'sibling') {
      const e = siblingPathError(p, spec.path, nodes, profile, javaClassOf);
      if (e) errors.push(e);
    } else {
      // Only a parent is needed (validateHasParent) for these; the others need a histogram (validateParentAggSequentiallyOrdered).
      const anyParent = p.type === 'bucket_sort' || p.type === 'normalize' || p.type === 'bucket_script' || p.type === 'bucket_selector';
      if (!p.spec || !('path' in (p.spec as object))) continue;
      // ValidationContext.ForTreeRoot: validateHasParent's wording, or validateParentAggSequentiallyOrdered's.
      if (!parent) errors.push(anyParent ? `${p.type} aggregation [${p.name}] must be declared inside of another aggregation` : `${p.type} aggregation [${p.name}] must have a histogram, date_histogram or auto_date_histogram as parent but doesn't have a parent`);
      if (p.type === 'bucket_sort' && spec.sort.length === 0 && spec.size === undefined && spec.from === 0) {
        // BucketSortPipelineAggregationBuilder.validate, after validateHasParent.
        errors.push(`[${p.name}] is configured to perform nothing. Please set either of [sort, size, from] to use bucket_sort`);
      }
      if (!parent) continue;
      else if (parent.type === 'auto_date_histogram') {
        // Nothing to check (PipelineAggregationBuilder.ValidationContext).
      } else if (parent.type === 'histogram' || parent.type === 'date_histogram') {
        // Only validateParentAggSequentiallyOrderedWithoutSkips (derivative's, or every one's before #86401) needs no gaps.
        const noSkips = p.type === 'derivative' || !profile.pipelineSkipsAllowed;
        if (!anyParent && noSkips && (parent.spec as { minDocCount: number }).minDocCount !== 0) errors.push(`parent histogram of ${p.type} aggregation [${p.name}] must have min_doc_count of 0`);
      } else if (!anyParent) errors.push(`${p.type} aggregation [${p.name}] must have a histogram, date_histogram or auto_date_histogram as parent`);
    }
  }
  for (const n of nodes) validatePipelines(n.subs, n.pipelines, n, errors, profile);
}

function javaClassOf(type: string): string {
  const names: Record<string, string> = {
    avg: 'metrics.AvgAggregationBuilder', sum: 'metrics.SumAggregationBuilder', min: 'metrics.MinAggregationBuilder', max: 'metrics.MaxAggregationBuilder',
    stats: 'metrics.StatsAggregationBuilder', extended_stats: 'metrics.ExtendedStatsAggregationBuilder', value_count: 'metrics.ValueCountAggregationBuilder',
    cardinality: 'metrics.CardinalityAggregationBuilder', weighted_avg: 'metrics.WeightedAvgAggregationBuilder', percentiles: 'metrics.PercentilesAggregationBuilder',
    filter: 'bucket.filter.FilterAggregationBuilder', global: 'bucket.global.GlobalAggregationBuilder', missing: 'bucket.missing.MissingAggregationBuilder',
    nested: 'bucket.nested.NestedAggregationBuilder', reverse_nested: 'bucket.nested.ReverseNestedAggregationBuilder',
  };
  return `org.elasticsearch.search.aggregations.${names[type] ?? type}`;
}
