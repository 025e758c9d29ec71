/**
 * The single- and multi-value numeric metrics: `avg`, `sum`, `min`, `max`, `stats`, `extended_stats`,
 * `value_count`, `weighted_avg`. Per shard as their Aggregators collect (values in doc order, sums by
 * CompensatedSum), reduced as their Internal* classes reduce, rendered as their doXContentBody.
 */
import { totalCount } from './histogramValues.ts';
import { counterNotSupported } from './counterSource.ts';
import type { Json, JsonObject } from '../../json.ts';
import { aggBadParam, aggExecutionFailure, aggFieldNotSupported, aggInvalid, aggRequestMistake, aggScriptNotSupported, isEsError, statCannotBeFormatted, type EsError } from '../../errors/index.ts';
import { CompensatedSum } from './compensatedSum.ts';
import { aggregateMetricReader, READS_AGGREGATE_METRIC, type MetricReader } from './aggregateMetricValues.ts';
import { isNumeric, parseSource, resolveSource, type SourceSpec } from './valuesSource.ts';
import { javaDouble, type ValueFormat } from './format.ts';
import { positionOf } from './parse.ts';
import type { AggImpl, AggNode, Internal, Row, ShardCtx } from './types.ts';
import type { Source } from './valuesSource.ts';

/** A double as ES's JSON prints it (NaN and the infinities are strings). */
export function jnum(v: number): Json {
  return Number.isFinite(v) ? v : String(v === Infinity ? 'Infinity' : v === -Infinity ? '-Infinity' : 'NaN');
}

/** The running statistics of a numeric metric (a superset: each type reads what it needs). */
export interface StatsState extends Internal {
  kind: 'stats';
  count: number;
  sum: number;
  sumDelta: number;
  min: number;
  max: number;
  sumSq: number;
  sumSqDelta: number;
  format: ValueFormat;
  /** No shard had the field mapped. */
  unmapped: boolean;
}

interface MetricSpec {
  source: SourceSpec;
  sigma: number;
}

/** Resolves a numeric source, refusing fields of other types (with the field's mapped type named). */
export function numericSource(node: AggNode, spec: SourceSpec, shard: ShardCtx): Source | EsError | undefined {
  const counter = spec.script === undefined ? counterNotSupported(node, spec.field, shard) : undefined;
  if (counter) return counter;
  const src = resolveSource(spec, shard, 'double');
  if (isEsError(src)) return src;
  if (src.kind === 'unmapped') return undefined;
  if (src.histogram) return src;
  if (!isNumeric(src.kind)) {
    if (spec.field === undefined) return aggScriptNotSupported(spec.valueType, node.type, shard.index.name);
    const f = shard.values.field(spec.field);
    return aggFieldNotSupported(spec.field!, String(f.ref.def?.type ?? 'keyword'), node.type, shard.index.name);
  }
  return src;
}

function collectStats(node: AggNode, rows: Row[], shard: ShardCtx): StatsState | EsError {
  const spec = node.spec as MetricSpec;
  const metrics = READS_AGGREGATE_METRIC.has(node.type) ? aggregateMetricReader(spec.source, shard) : undefined;
  if (metrics) return collectAggregateMetric(node.type, rows, metrics);
  const src = numericSource(node, spec.source, shard);
  if (isEsError(src)) return src;
  const sum = new CompensatedSum();
  const sq = new CompensatedSum();
  const st: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: src?.format ?? { kind: 'raw', format: String }, unmapped: !src };
  if (!src) return st;
  const wantSq = node.type === 'extended_stats';
  // HistoBackedSum/Avg/Min/MaxAggregator: each value weighs its count (sum of value × count).
  if (src.histogram) {
    for (const row of rows) {
      const h = src.histogram(row);
      if (h.values.length === 0) continue;
      for (let i = 0; i < h.values.length; i++) {
        st.count += h.counts[i]!;
        sum.add(h.values[i]! * h.counts[i]!);
        if (wantSq) sq.add(h.values[i]! * h.values[i]! * h.counts[i]!);
      }
      if (h.values[0]! < st.min) st.min = h.values[0]!;
      if (h.values[h.values.length - 1]! > st.max) st.max = h.values[h.values.length - 1]!;
    }
    rows = [];
  }
  for (const row of rows) {
    const vs = src.numbers(row);
    if (vs.length === 0) continue;
    st.count += vs.length;
    for (const v of vs) {
      sum.add(v);
      if (wantSq) sq.add(v * v);
    }
    if (vs[0]! < st.min) st.min = vs[0]!;
    if (vs[vs.length - 1]! > st.max) st.max = vs[vs.length - 1]!;
  }
  st.sum = sum.value;
  st.sumDelta = sum.delta;
  st.sumSq = sq.value;
  st.sumSqDelta = sq.delta;
  return verifyFormatting(node, st, shard) ?? st;
}

/**
 * InternalStats.verifyFormattingStats (8.15+, `stats` and `extended_stats`): with a format and values, min,
 * max, avg and sum must print, in that order, or the shard fails.
 */
export function verifyFormatting(node: AggNode, st: StatsState, shard: ShardCtx): EsError | undefined {
  if ((node.type !== 'stats' && node.type !== 'extended_stats') || st.count === 0 || !st.format.refuses || !shard.ctx.profile.statsFormatChecked) return undefined;
  const values: [string, number][] = [['min', st.min], ['max', st.max], ['avg', avgOf(st)], ['sum', st.sum]];
  for (const [stat, v] of values) {
    const why = st.format.refuses(v);
    if (why !== undefined) return statCannotBeFormatted(stat, st.format.describe ?? '', why, shard.index.name, shard.shard);
  }
  return undefined;
}

/** min, max, sum or avg of an aggregate_metric_double: each from its own metric (aggregateMetricValues.ts). */
function collectAggregateMetric(type: string, rows: Row[], read: MetricReader): StatsState {
  const sum = new CompensatedSum();
  const st: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: { kind: 'raw', format: String }, unmapped: false };
  for (const row of rows) {
    if (type === 'min') for (const v of read(row, 'min')) st.min = Math.min(st.min, v);
    else if (type === 'max') for (const v of read(row, 'max')) st.max = Math.max(st.max, v);
    else {
      for (const v of read(row, 'sum')) sum.add(v);
      if (type === 'avg') for (const c of read(row, 'value_count')) st.count += c;
    }
  }
  st.sum = sum.value;
  st.sumDelta = sum.delta;
  return st;
}

function reduceStats(parts: Internal[]): StatsState {
  const ps = parts as StatsState[];
  const mapped = ps.find((p) => !p.unmapped) ?? ps[0];
  const sum = new CompensatedSum();
  const sq = new CompensatedSum();
  const out: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: mapped?.format ?? { kind: 'raw', format: String }, unmapped: ps.every((p) => p.unmapped) };
  for (const p of ps) {
    out.count += p.count;
    out.min = Math.min(out.min, p.min);
    out.max = Math.max(out.max, p.max);
    // InternalStats.reduce adds each shard's sum as a plain value (its compensation is not carried).
    sum.add(p.sum);
    sq.add(p.sumSq);
  }
  out.sum = sum.value;
  out.sumSq = sq.value;
  return out;
}

function asString(out: JsonObject, key: string, v: number, f: ValueFormat): void {
  if (f.kind !== 'raw') out[`${key}_as_string`] = f.format(v);
}

const avgOf = (s: StatsState) => s.sum / s.count;
function variance(s: StatsState, kind: 'population' | 'sampling'): number {
  const v = (s.sumSq - (s.sum * s.sum) / s.count) / (kind === 'population' ? s.count : s.count - 1);
  return v < 0 ? 0 : v;
}

function statsBody(s: StatsState): JsonObject {
  const out: JsonObject = { count: s.count };
  if (s.count !== 0) {
    out.min = jnum(s.min);
    out.max = jnum(s.max);
    out.avg = jnum(avgOf(s));
    out.sum = jnum(s.sum);
    asString(out, 'min', s.min, s.format);
    asString(out, 'max', s.max, s.format);
    asString(out, 'avg', avgOf(s), s.format);
    asString(out, 'sum', s.sum, s.format);
  } else {
    out.min = null;
    out.max = null;
    out.avg = null;
    out.sum = 0;
  }
  return out;
}

/** `extended_stats` values by name (what buckets_path and the body read). */
function extendedValues(s: StatsState, sigma: number): Record<string, number> {
  const vp = variance(s, 'population');
  const vs = variance(s, 'sampling');
  const avg = avgOf(s);
  const sdp = Math.sqrt(vp);
  const sds = Math.sqrt(vs);
  return {
    sum_of_squares: s.sumSq,
    variance: vp,
    variance_population: vp,
    variance_sampling: vs,
    std_deviation: sdp,
    std_deviation_population: sdp,
    std_deviation_sampling: sds,
    std_upper: avg + sdp * sigma,
    std_lower: avg - sdp * sigma,
    std_upper_population: avg + sdp * sigma,
    std_lower_population: avg - sdp * sigma,
    std_upper_sampling: avg + sds * sigma,
    std_lower_sampling: avg - sds * sigma,
  };
}

function extendedBody(node: AggNode, s: StatsState, sampling: boolean): JsonObject {
  const out = statsBody(s);
  const sigma = (node.spec as MetricSpec).sigma;
  const v = extendedValues(s, sigma);
  const scalar = sampling ? ['sum_of_squares', 'variance', 'variance_population', 'variance_sampling', 'std_deviation', 'std_deviation_population', 'std_deviation_sampling'] : ['sum_of_squares', 'variance', 'std_deviation'];
  const bounds = sampling ? [['upper', 'std_upper'], ['lower', 'std_lower'], ['upper_population', 'std_upper_population'], ['lower_population', 'std_lower_population'], ['upper_sampling', 'std_upper_sampling'], ['lower_sampling', 'std_lower_sampling']] : [['upper', 'std_upper'], ['lower', 'std_lower']];
  const b: JsonObject = {};
  for (const k of scalar) out[k] = s.count !== 0 ? jnum(v[k]!) : null;
  for (const [k, from] of bounds) b[k!] = s.count !== 0 ? jnum(v[from!]!) : null;
  out.std_deviation_bounds = b;
  if (s.count !== 0 && s.format.kind !== 'raw') {
    for (const k of scalar) out[`${k}_as_string`] = s.format.format(v[k]!);
    const bs: JsonObject = {};
    for (const [k, from] of bounds) bs[k!] = s.format.format(v[from!]!);
    out.std_deviation_bounds_as_string = bs;
  }
  return out;
}

function statsValue(node: AggNode, s: StatsState, metric: string | undefined): number | EsError {
  const single = node.type;
  if (single === 'avg') return s.count === 0 ? NaN : avgOf(s);
  if (single === 'sum') return s.sum;
  if (single === 'min') return s.min;
  if (single === 'max') return s.max;
  if (single === 'value_count') return s.count;
  if (metric === undefined) return aggInvalid(`The number of values in [${node.name}] must be one, specify a metric`);
  const base: Record<string, number> = { count: s.count, sum: s.sum, min: s.min, max: s.max, avg: s.count === 0 ? NaN : avgOf(s) };
  if (metric in base) return base[metric]!;
  if (single === 'extended_stats') {
    const ext = extendedValues(s, (node.spec as MetricSpec).sigma);
    if (metric in ext) return s.count === 0 ? NaN : ext[metric]!;
  }
  return aggInvalid(`unknown property [${metric}] for ${single} aggregation [${node.name}]`);
}

/** What Java's Double.parseDouble takes (decimal forms, NaN, Infinity, a trailing f/d). */
const JAVA_DOUBLE = /^[+-]?(NaN|Infinity|((\d+\.?\d*|\.\d+)([eE][+-]?\d+)?[fFdD]?))$/;

function parseMetric(type: string, extra: readonly string[]): AggImpl['parse'] {
  return (_name, body, pctx) => {
    const p = parseSource(type, body, pctx, extra);
    if (isEsError(p)) return p;
    let sigma = 2;
    if (p.rest.sigma !== undefined) {
      const at = positionOf(pctx.rawBody, [...pctx.path, 'sigma']);
      // declareDouble: a number, or a string Double.parseDouble reads; else NumberFormatException, wrapped.
      const raw = p.rest.sigma;
      if (typeof raw === 'string' && !JAVA_DOUBLE.test(raw.trim())) return aggBadParam(pctx.profile, type, 'sigma', at, `For input string: "${raw}"`, 'number_format_exception');
      sigma = Number(typeof raw === 'string' ? raw.trim().replace(/[fFdD]$/, '') : raw);
      // ExtendedStatsAggregationBuilder.sigma(double) throws inside the ObjectParser, which wraps it as
      // "[extended_stats] failed to parse field [sigma]"; the double prints as Java does (-1 → -1.0).
      if (sigma < 0) return aggBadParam(pctx.profile, type, 'sigma', at, `[sigma] must be greater than or equal to 0. Found [${javaDouble(sigma)}] in [${_name}]`);
    }
    return { source: p.source, sigma } satisfies MetricSpec;
  };
}

function statsImpl(type: string, render: (node: AggNode, s: StatsState, sampling: boolean) => JsonObject, extra: readonly string[] = []): AggImpl {
  return {
    leaf: true,
    parse: parseMetric(type, extra),
    collect: collectStats,
    reduce: (_n, parts) => reduceStats(parts),
    render: (node, r, rctx) => render(node, r as StatsState, rctx.ctx.profile.extendedStatsSampling),
    typedName: () => type,
    value: (node, r, metric) => statsValue(node, r as StatsState, metric),
  };
}

function valueBody(v: number | null, f: ValueFormat, withString: boolean): JsonObject {
  const out: JsonObject = { value: v === null ? null : jnum(v) };
  if (v !== null && withString && f.kind !== 'raw') out.value_as_string = f.format(v);
  return out;
}

/** The `avg` aggregation. */
export const avg = statsImpl('avg', (_n, s) => valueBody(s.count !== 0 ? avgOf(s) : null, s.format, true));
/** The `sum` aggregation. */
export const sum = statsImpl('sum', (_n, s) => valueBody(s.sum, s.format, true));
/** The `min` aggregation. */
export const min = statsImpl('min', (_n, s) => valueBody(Number.isFinite(s.min) ? s.min : null, s.format, true));
/** The `max` aggregation. */
export const max = statsImpl('max', (_n, s) => valueBody(Number.isFinite(s.max) ? s.max : null, s.format, true));
/** The `stats` aggregation. */
export const stats = statsImpl('stats', (_n, s) => statsBody(s));
/** The `extended_stats` aggregation. */
export const extendedStats = statsImpl('extended_stats', extendedBody, ['sigma']);

/** `value_count`: every value of any kind (unique per document for keywords, as their doc values are). */
export const valueCount: AggImpl = {
  leaf: true,
  parse: parseMetric('value_count', []),
  collect(node, rows, shard) {
    const spec = node.spec as MetricSpec;
    // An aggregate_metric_double counts the values its value_count metrics stand for.
    const metrics = aggregateMetricReader(spec.source, shard);
    if (metrics) {
      const st: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: { kind: 'raw', format: String }, unmapped: false };
      for (const row of rows) for (const c of metrics(row, 'value_count')) st.count += c;
      return st;
    }
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const st: StatsState = { kind: 'stats', count: 0, sum: 0, sumDelta: 0, min: Infinity, max: -Infinity, sumSq: 0, sumSqDelta: 0, format: src.format, unmapped: src.kind === 'unmapped' };
    const numeric = isNumeric(src.kind);
    // HistoBackedValueCountAggregator: the sum of the counts.
    if (src.histogram) for (const row of rows) st.count += totalCount(src.histogram(row));
    else for (const row of rows) st.count += numeric ? src.numbers(row).length : src.strings(row).length;
    return st;
  },
  reduce: (_n, parts) => reduceStats(parts),
  render: (_n, r) => ({ value: (r as StatsState).count }),
  typedName: () => 'value_count',
  value: (_n, r) => (r as StatsState).count,
};

interface WeightedSpec {
  value: SourceSpec;
  weight: SourceSpec;
  format?: string;
}
interface WeightedState extends Internal {
  kind: 'weighted';
  sum: number;
  weight: number;
  format: ValueFormat;
}

/** `weighted_avg`: Σ value·weight / Σ weight, each sum compensated; one weight per document. */
export const weightedAvg: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    const part = (k: string): SourceSpec | EsError => {
      const p = parseSource('weighted_avg', o[k] as Json, { ...pctx, path: [...pctx.path, k] }, []);
      return isEsError(p) ? p : p.source;
    };
    if (o.value === undefined) return aggInvalid(`[value] must be set on [weighted_avg] aggregation [${name}]`);
    if (o.weight === undefined) return aggInvalid(`[weight] must be set on [weighted_avg] aggregation [${name}]`);
    const value = part('value');
    if (isEsError(value)) return value;
    const weight = part('weight');
    if (isEsError(weight)) return weight;
    return { value, weight, ...(o.format !== undefined ? { format: String(o.format) } : {}) } satisfies WeightedSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as WeightedSpec;
    const vs = numericSource(node, { ...spec.value, ...(spec.format ? { format: spec.format } : {}) }, shard);
    if (isEsError(vs)) return vs;
    const ws = numericSource(node, spec.weight, shard);
    if (isEsError(ws)) return ws;
    const sum = new CompensatedSum();
    const wsum = new CompensatedSum();
    const st: WeightedState = { kind: 'weighted', sum: 0, weight: 0, format: vs?.format ?? { kind: 'raw', format: String } };
    if (!vs || !ws) return st;
    for (const row of rows) {
      const v = vs.numbers(row);
      const w = ws.numbers(row);
      if (v.length === 0 || w.length === 0) continue;
      // WeightedAvgAggregator: AggregationExecutionException (a 500) with its own wording until 8.10; from 8.11
      // (#99963) AggregationErrors.unsupportedMultivalue(), an IllegalArgumentException (400) in general words.
      if (w.length > 1) {
        const p = shard.ctx.profile;
        const reason = p.aggRequestErrors400
          ? 'Encountered more than one value for a single document. Use a script to combine multiple values per doc into a single value.'
          : 'Encountered more than one weight for a single document. Use a script to combine multiple weights-per-doc into a single value.';
        return aggRequestMistake(p, reason, shard.index.name);
      }
      for (const x of v) {
        sum.add(x * w[0]!);
        wsum.add(w[0]!);
      }
    }
    st.sum = sum.value;
    st.weight = wsum.value;
    return st;
  },
  reduce(_n, parts) {
    const ps = parts as WeightedState[];
    const sum = new CompensatedSum();
    const w = new CompensatedSum();
    for (const p of ps) {
      sum.add(p.sum);
      w.add(p.weight);
    }
    return { kind: 'weighted', sum: sum.value, weight: w.value, format: ps[0]!.format } as WeightedState;
  },
  render: (_n, r) => {
    const s = r as WeightedState;
    return valueBody(s.weight !== 0 ? s.sum / s.weight : null, s.format, true);
  },
  typedName: () => 'weighted_avg',
  value: (_n, r) => (r as WeightedState).sum / (r as WeightedState).weight,
};
