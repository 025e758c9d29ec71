/**
 * The analytics metrics: `string_stats` (lengths and Shannon entropy over UTF-16 chars, as Java counts
 * them), `boxplot` (quartiles of the version's t-digest, whiskers at 1.5 IQR), `top_metrics` (the
 * metrics of the documents that sort first).
 */
import { isObject, markJava, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { jnum, numericSource } from './metrics.ts';
import { isNumeric, parseSource, resolveSource, type Source, type SourceSpec } from './valuesSource.ts';
import { Digest, digestModel, parseExecutionHint, quantileOf, type ExecutionHint } from './tdigest.ts';
import { javaDouble, RAW, type ValueFormat } from './format.ts';
import { reader as geoPointReader } from './geo.ts';
import type { Profile } from '../../../profiles.ts';
import type { AggImpl, Internal, ShardCtx } from './types.ts';
import { compareLongKeys, longJson, type LongKey } from '../longValues.ts';
import { hashMapOrder } from './sigReduceOrder.ts';
import { CompensatedSum } from './compensatedSum.ts';
import { computedSortReader, parseComputedSort, type ComputedSort } from './topMetricsSort.ts';
import type { Row } from './rows.ts';

interface StringStatsResult extends Internal {
  kind: 'string_stats';
  count: number;
  total: number;
  min: number;
  max: number;
  chars: Map<string, number>;
}

/** The `string_stats` aggregation. */
export const stringStats: AggImpl = {
  leaf: true,
  parse(_name, body, pctx) {
    const p = parseSource('string_stats', body, pctx, ['show_distribution']);
    if (isEsError(p)) return p;
    return { source: p.source, distribution: p.rest.show_distribution === true };
  },
  collect(node, rows, shard) {
    const src = resolveSource((node.spec as { source: SourceSpec }).source, shard, 'bytes');
    if (isEsError(src)) return src;
    const r: StringStatsResult = { kind: 'string_stats', count: 0, total: 0, min: Infinity, max: -Infinity, chars: new Map() };
    for (const row of rows) for (const v of src.strings(row)) {
      r.count++;
      r.total += v.length;
      r.min = Math.min(r.min, v.length);
      r.max = Math.max(r.max, v.length);
      for (let i = 0; i < v.length; i++) {
        const c = v[i]!;
        r.chars.set(c, (r.chars.get(c) ?? 0) + 1);
      }
    }
    return r;
  },
  reduce(_n, parts) {
    const out: StringStatsResult = { kind: 'string_stats', count: 0, total: 0, min: Infinity, max: -Infinity, chars: new Map() };
    for (const p of parts as StringStatsResult[]) {
      out.count += p.count;
      out.total += p.total;
      out.min = Math.min(out.min, p.min);
      out.max = Math.max(out.max, p.max);
      for (const [c, n] of p.chars) out.chars.set(c, (out.chars.get(c) ?? 0) + n);
    }
    return out;
  },
  render(node, res) {
    const r = res as StringStatsResult;
    // InternalStringStats: the reduce's HashMap of char counts, stream-sorted by count descending (stable, so
    // ties keep the HashMap's order), as probabilities; the entropy Kahan-sums p·log2(p) in that order
    // (docs string-stats-aggregation.asciidoc: 3.94617750050791, where a plain sum ends in ...094).
    const keys = [...r.chars.keys()];
    const probs = hashMapOrder(keys)
      .map((i) => [keys[i]!, r.chars.get(keys[i]!)!] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([c, n]) => [c, n / r.total] as const);
    const sum = new CompensatedSum();
    for (const [, p] of probs) if (p > 0) sum.add(p * (Math.log(p) / Math.log(2.0)));
    const entropy = -sum.value;
    const out: JsonObject = {
      count: r.count,
      min_length: r.count > 0 ? r.min : null,
      max_length: r.count > 0 ? r.max : null,
      avg_length: r.count > 0 ? r.total / r.count : null,
      entropy: r.count > 0 ? entropy : 0,
    };
    if ((node.spec as { distribution: boolean }).distribution) {
      const dist: JsonObject = {};
      for (const [c, p] of probs) dist[c] = p;
      out.distribution = dist;
    }
    return out;
  },
  typedName: () => 'string_stats',
};

interface BoxResult extends Internal {
  kind: 'boxplot';
  digest: Digest;
  format: ValueFormat;
  profile: Profile;
}

function boxValues(r: BoxResult): Record<string, number> {
  const q = (x: number) => quantileOf(r.profile, r.digest, x);
  const data = r.digest.sortedValues();
  const q1 = q(0.25);
  const q3 = q(0.75);
  const [lower, upper] = whiskers(r.digest, q1, q3);
  return { min: data.length ? data[0]! : Infinity, max: data.length ? data[data.length - 1]! : -Infinity, q1, q2: q(0.5), q3, lower, upper };
}

/**
 * InternalBoxplot.whiskers: over the digest's centroids in order, the lower whisker is the first mean above
 * q1 − 1.5·IQR (strictly), the upper one the mean before the first above q3 + 1.5·IQR, else the maximum.
 */
function whiskers(d: Digest, q1: number, q3: number): [number, number] {
  if (d.size === 0) return [Infinity, -Infinity];
  const iqr = q3 - q1;
  const upperBound = q3 + 1.5 * iqr;
  const lowerBound = q1 - 1.5 * iqr;
  let lower = NaN;
  let upper = NaN;
  let prev: number | undefined;
  for (const c of d.centroids()) {
    if (Number.isNaN(lower) && c.mean > lowerBound) lower = c.mean;
    if (c.mean > upperBound) {
      upper = prev!;
      break;
    }
    prev = c.mean;
  }
  if (Number.isNaN(upper)) upper = d.sortedValues()[d.sortedValues().length - 1]!;
  return [lower, upper];
}

/** The `boxplot` aggregation. */
export const boxplot: AggImpl = {
  leaf: true,
  parse(_name, body, pctx) {
    const p = parseSource('boxplot', body, pctx, pctx.profile.tdigest === 'es-hybrid' ? ['compression', 'execution_hint'] : ['compression']);
    if (isEsError(p)) return p;
    // BoxplotAggregationBuilder: execution_hint through TDigestExecutionHint.parse (ES ≥ 8.9).
    let hint: ExecutionHint = 'default';
    const raw = p.rest.execution_hint;
    if (raw !== undefined && raw !== null && pctx.profile.tdigest === 'es-hybrid') {
      const parsed = parseExecutionHint(String(raw));
      if (!parsed) return aggInvalid(`Invalid execution_hint [${String(raw)}], valid values are [default, high_accuracy]`);
      hint = parsed;
    }
    return { source: p.source, compression: p.rest.compression === undefined ? 100 : Number(p.rest.compression), hint };
  },
  collect(node, rows, shard) {
    const spec = node.spec as { source: SourceSpec; compression: number; hint: ExecutionHint };
    const src = numericSource(node, spec.source, shard);
    if (isEsError(src)) return src;
    const digest = new Digest(spec.compression, digestModel(shard.ctx.profile, spec.hint));
    // HistoBackedBoxplotAggregator: a histogram field's values added with their counts.
    if (src?.histogram) for (const row of rows) {
      const h = src.histogram(row);
      for (let i = 0; i < h.values.length; i++) digest.add(h.values[i]!, h.counts[i]!);
    }
    else if (src) for (const row of rows) for (const v of src.numbers(row)) digest.add(v);
    return { kind: 'boxplot', digest, format: src?.format ?? RAW, profile: shard.ctx.profile } satisfies BoxResult;
  },
  reduce(_n, parts) {
    const ps = parts as BoxResult[];
    // A lone shard's result is not reduced (InternalAggregations.reduce, ES 8.x).
    if (ps.length === 1 && ps[0]!.digest.model.startsWith('es-')) return ps[0]!;
    const digest = new Digest(ps[0]!.digest.compression, ps[0]!.digest.model);
    for (const p of ps) digest.merge(p.digest);
    return { ...ps[0]!, digest };
  },
  render(_n, res) {
    const r = res as BoxResult;
    const v = boxValues(r);
    const out: JsonObject = {};
    for (const k of ['min', 'max', 'q1', 'q2', 'q3', 'lower', 'upper']) out[k] = jnum(v[k]!);
    if (r.format.kind !== 'raw' && r.digest.size > 0) for (const k of ['min', 'max', 'q1', 'q2', 'q3', 'lower', 'upper']) out[`${k}_as_string`] = r.format.format(v[k]!);
    return out;
  },
  typedName: () => 'boxplot',
  value: (_n, r, metric) => boxValues(r as BoxResult)[metric ?? ''] ?? aggInvalid(`unknown boxplot metric [${metric}]`),
};

/**
 * SortValue.compareTo: values of different kinds compare by kind first, a double (DoubleSortValue) before a
 * long (LongSortValue), so a field that is a float in one index and a long in another sorts its floats apart
 * (docs top-metrics-aggregation.asciidoc, "Mixed sort types").
 */
function compareSortValues(a: TopRow, b: TopRow): number {
  return Number(b.sortDouble) - Number(a.sortDouble) || compareLongKeys(a.sort, b.sort);
}

interface TopMetricsSpec {
  metrics: string[];
  sortField: string;
  asc: boolean;
  size: number;
  /** The sort's `numeric_type`: `double` reads every value as a double (DoubleSortValue), `long` as a long. */
  numericType?: 'double' | 'long';
  /** A `_script` or `_geo_distance` sort (./topMetricsSort.ts) in place of a field's. */
  computed?: ComputedSort;
}
interface TopRow {
  /** The sort value: a long field's exact (a bigint past 2^53, longValues.ts). */
  sort: LongKey;
  /** The sort field's format (a date sort value prints as its date). */
  sortFormat: ValueFormat;
  /** Numbers, or the term of a keyword metric (TopMetricsAggregator's SegmentOrdsValues). */
  metrics: (LongKey | string | null)[];
  formats: ValueFormat[];
  /** Which values are doubles (a floating-point field's; SortValue/MetricValue of a long print as longs). */
  sortDouble: boolean;
  doubles: boolean[];
}
interface TopMetricsResult extends Internal {
  kind: 'top_metrics';
  rows: TopRow[];
}

/** `_score` as a sort source (ScoreSortBuilder): the row's query score, a float. */
function scoreSource(shard: ShardCtx): Source {
  return { kind: 'double', format: RAW, numbers: (row) => ('nested' in row ? [] : [Math.fround(shard.scoreOf(row))]), strings: () => [], dateFormat: '' };
}

/**
 * A geo_point field's first doc value per document, as the text `lat, lon` (Java doubles). Doc values sort as
 * the long `encodedLat << 32 | encodedLon & 0xFFFFFFFF`: by latitude, then a non-negative longitude before a
 * negative one (its low word reads unsigned).
 */
function pointSource(read: (row: Row) => [number, number][]): Source {
  const lonRank = (lon: number) => (lon < 0 ? 1 : 0);
  return {
    kind: 'bytes',
    format: RAW,
    numbers: () => [],
    strings: (row) => {
      const p = read(row).sort((a, b) => a[0] - b[0] || lonRank(a[1]) - lonRank(b[1]) || a[1] - b[1])[0];
      return p ? [`${javaDouble(p[0])}, ${javaDouble(p[1])}`] : [];
    },
    dateFormat: '',
  };
}

/** A computed sort (script or distance) read as a double source. */
function computedSource(read: (row: Row, pos: number) => number | null): Source {
  return {
    kind: 'double',
    format: RAW,
    numbers: (row) => {
      const v = read(row, 0);
      return v === null || Number.isNaN(v) ? [] : [v];
    },
    strings: () => [],
    dateFormat: '',
  };
}

/** The `top_metrics` aggregation. */
export const topMetrics: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    const list = Array.isArray(o.metrics) ? o.metrics : o.metrics === undefined ? [] : [o.metrics];
    const metrics: string[] = [];
    for (const m of list) {
      if (!isObject(m) || typeof (m as JsonObject).field !== 'string') return aggInvalid(`[top_metrics] [metrics] must name fields in [${name}]`);
      metrics.push((m as JsonObject).field as string);
    }
    if (metrics.length === 0) return aggInvalid(`[metrics] must not be empty in [${name}]`);
    const sort = Array.isArray(o.sort) ? o.sort[0] : o.sort;
    // SortBuilder.fromXContent: a bare field name sorts it ascending (`_score` descending).
    const named = typeof sort === 'string' ? { [sort]: sort === '_score' ? 'desc' : 'asc' } : sort;
    if (!isObject(named)) return aggInvalid(`[top_metrics] requires a [sort] in [${name}]`);
    // TopMetricsAggregationBuilder's constructor: the parsed sort list (one per key of each object) holds one sort.
    const sorts = (Array.isArray(o.sort) ? o.sort : [o.sort]).reduce<number>((n, x) => n + (isObject(x) ? Object.keys(x).length : 1), 0);
    if (sorts !== 1) return aggInvalid('[sort] must contain exactly one sort');
    const [field, dir] = Object.entries(named as JsonObject)[0]!;
    const order = isObject(dir) ? String((dir as JsonObject).order ?? 'asc') : String(dir);
    const numeric = isObject(dir) ? (dir as JsonObject).numeric_type : undefined;
    const size = o.size === undefined ? 1 : Number(o.size);
    if (size < 1) return aggInvalid(`[size] must be more than 0 but was [${size}]`);
    const computed = parseComputedSort(field!, dir as Json, pctx.profile);
    if (isEsError(computed)) return computed;
    if (computed) return { metrics, sortField: field!, asc: computed.asc, size, computed: computed.sort } satisfies TopMetricsSpec;
    const numericType = numeric === 'double' || numeric === 'long' ? numeric : undefined;
    return { metrics, sortField: field!, asc: order !== 'desc', size, ...(numericType ? { numericType } : {}) } satisfies TopMetricsSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as TopMetricsSpec;
    // TopMetricsAggregationBuilder.doBuild: the size is bounded by the index setting (default 10, dynamic).
    const maxSize = Number(shard.index.settings['index.top_metrics_max_size'] ?? 10);
    if (spec.size > maxSize) return aggInvalid(`[top_metrics.size] must not be more than [${maxSize}] but was [${spec.size}]. This limit can be set by changing the [index.top_metrics_max_size] index level setting.`);
    const computed = spec.computed ? computedSortReader(spec.computed, spec.asc, shard) : undefined;
    if (isEsError(computed)) return computed;
    const sortRef = spec.sortField === '_score' || computed ? undefined : shard.values.field(spec.sortField);
    // SortBuilder.buildBucketedSort: only a numeric field sorts (FieldSortBuilder / NumberFieldType).
    if (sortRef && sortRef.kind !== 'unmapped' && !isNumeric(sortRef.kind)) return aggInvalid(`error building sort for field [${spec.sortField}] of type [${String(sortRef.ref.def?.type ?? sortRef.kind)}] in index [${shard.index.name}]: only supported on numeric fields`);
    const sortSrc = computed ? computedSource(computed) : spec.sortField === '_score' ? scoreSource(shard) : numericSource(node, { field: spec.sortField }, shard);
    if (isEsError(sortSrc)) return sortSrc;
    const metricSrcs = [];
    for (const m of spec.metrics) {
      // A geo_point metric reads its encoded point as GeoPoint.toString prints it, `lat, lon`.
      const points = geoPointReader({ field: m }, shard);
      if (points) {
        metricSrcs.push({ src: pointSource(points), terms: true });
        continue;
      }
      // A keyword metric reads its first term (TopMetricsAggregator.buildMetricValues: SegmentOrdsValues).
      const kw = resolveSource({ field: m }, shard, 'bytes');
      if (!isEsError(kw) && kw.kind === 'bytes') {
        // Terms are read through segment ordinals, which a runtime keyword field has none of.
        if (shard.values.field(m).ref.runtime) return aggInvalid(`top_metrics can only collect bytes that have segment ordinals but Field [${m}] of type [keyword] does not`);
        metricSrcs.push({ src: kw, terms: true });
        continue;
      }
      const s = numericSource(node, { field: m }, shard);
      if (isEsError(s)) return s;
      metricSrcs.push(s ? { src: s, terms: false } : undefined);
    }
    const out: TopRow[] = [];
    if (sortSrc) for (const row of rows) {
      // A long field's values are exact past 2^53 (TopMetricsAggregator's LongValues: SortValue/MetricValue of a long).
      const raw: LongKey[] = sortSrc.longs && spec.numericType !== 'double' ? sortSrc.longs(row) : sortSrc.numbers(row);
      const vs = spec.numericType === 'long' ? raw.map((v) => (typeof v === 'number' ? Math.trunc(v) : v)) : raw;
      if (vs.length === 0) continue;
      const metrics = metricSrcs.map((m) => (m ? ((m.terms ? m.src.strings(row)[0] : (m.src.longs ? m.src.longs(row) : m.src.numbers(row))[0]) ?? null) : null));
      out.push({ sort: spec.asc ? vs[0]! : vs[vs.length - 1]!, sortFormat: sortSrc.format, metrics, formats: metricSrcs.map((m) => (m && !m.terms ? m.src.format : RAW)), sortDouble: spec.numericType ? spec.numericType === 'double' : sortSrc.kind === 'double', doubles: metricSrcs.map((m) => m !== undefined && !m.terms && m.src.kind === 'double') });
    }
    out.sort((a, b) => (spec.asc ? compareSortValues(a, b) : compareSortValues(b, a)));
    return { kind: 'top_metrics', rows: out.slice(0, spec.size) } satisfies TopMetricsResult;
  },
  reduce(node, parts) {
    const spec = node.spec as TopMetricsSpec;
    const all = (parts as TopMetricsResult[]).flatMap((p) => p.rows);
    all.sort((a, b) => (spec.asc ? compareSortValues(a, b) : compareSortValues(b, a)));
    return { kind: 'top_metrics', rows: all.slice(0, spec.size) } satisfies TopMetricsResult;
  },
  render(node, res) {
    const spec = node.spec as TopMetricsSpec;
    return {
      top: (res as TopMetricsResult).rows.map((r) => {
        const metrics: JsonObject = {};
        spec.metrics.forEach((m, i) => {
          const v = r.metrics[i];
          metrics[m] = v === null || v === undefined ? null : typeof v === 'bigint' ? longJson(v) : r.formats[i]!.kind === 'date' ? r.formats[i]!.format(v) : v;
          if (r.doubles[i]) markJava(metrics, 'double', [m]);
        });
        // SortValue.from(value, format): a date sort prints formatted (500_terms_order_by_top_metrics.yml).
        const sort = [typeof r.sort === 'bigint' ? longJson(r.sort) : r.sortFormat.kind === 'date' ? r.sortFormat.format(r.sort) : r.sort];
        if (r.sortDouble) markJava(sort, 'double');
        return { sort, metrics };
      }),
    };
  },
  typedName: () => 'top_metrics',
  value: (node, res, metric) => {
    const spec = node.spec as TopMetricsSpec;
    const r = (res as TopMetricsResult).rows[0];
    const i = metric === undefined ? 0 : spec.metrics.indexOf(metric);
    const v = r && i >= 0 ? r.metrics[i] : undefined;
    return typeof v === 'number' || typeof v === 'bigint' ? Number(v) : NaN;
  },
  sortValue: (node, res, metric) => {
    const spec = node.spec as TopMetricsSpec;
    const r = (res as TopMetricsResult).rows[0];
    const i = metric === undefined ? 0 : spec.metrics.indexOf(metric);
    const v = r && i >= 0 ? r.metrics[i] : undefined;
    return v === null || v === undefined ? NaN : typeof v === 'bigint' ? Number(v) : v;
  },
  sortKeys: (node) => (node.spec as TopMetricsSpec).metrics,
};
