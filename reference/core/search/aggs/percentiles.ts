/**
 * `percentiles`, `percentile_ranks` (the `tdigest` method per version, `hdr` by exact rank) and
 * `median_absolute_deviation` (the median of deviations from the digest's median, over its centroids).
 */
import type { JsonObject } from '../../json.ts';
import { aggBadParam, aggInvalid, hdrOutOfBounds, hdrRankNegative, isEsError, type EsError } from '../../errors/index.ts';
import { isObject } from '../../json.ts';
import { javaDouble, RAW, type ValueFormat } from './format.ts';
import { numericSource } from './metrics.ts';
import { parseSource, type SourceSpec } from './valuesSource.ts';
import { positionOf } from './parse.ts';
import { cdfOf, Digest, digestModel, parseExecutionHint, quantileOf, type ExecutionHint } from './tdigest.ts';
import { DoubleHistogram, HdrOutOfBounds } from './hdrHistogram.ts';
import { ScoreFailure } from '../engine/customQuery.ts';
import type { Profile } from '../../../profiles.ts';
import type { AggImpl, Internal, ParseCtx, Row, ShardCtx, AggNode } from './types.ts';

interface PctSpec {
  source: SourceSpec;
  keys: number[];
  keyed: boolean;
  method: 'tdigest' | 'hdr';
  compression: number;
  /** HDR's number_of_significant_value_digits (3 by default). */
  digits: number;
  /** The t-digest's execution_hint (ES ≥ 8.9: `tdigest.execution_hint`). */
  hint: ExecutionHint;
}
interface PctResult extends Internal {
  kind: 'percentiles';
  digest: Digest;
  /** The shard's (or the merged) DoubleHistogram, for `hdr`. */
  hdr?: DoubleHistogram;
  format: ValueFormat;
  /** The version whose digest reads it (buckets_path and orders read values without a request context). */
  profile: Profile;
}

function parsePct(ranks: boolean): AggImpl['parse'] {
  const type = ranks ? 'percentile_ranks' : 'percentiles';
  return (name, body, pctx: ParseCtx) => {
    const p = parseSource(type, body, pctx, [ranks ? 'values' : 'percents', 'keyed', 'tdigest', 'hdr', 'method', 'compression']);
    if (isEsError(p)) return p;
    const r = p.rest;
    const listKey = ranks ? 'values' : 'percents';
    let keys = ranks ? [] : [1, 5, 25, 50, 75, 95, 99];
    if (listKey in r) {
      // ObjectParser.parseArray reads a lone value as a list of one (`percents: 50`).
      const v = typeof r[listKey] === 'number' ? [r[listKey]] : r[listKey];
      if (!Array.isArray(v)) return aggBadParam(pctx.profile, type, listKey, positionOf(pctx.rawBody, [...pctx.path, listKey]), `[${listKey}] must not be null: [${name}]`);
      if (v.length === 0) return aggInvalid(`[${listKey}] must not be empty: [${name}]`);
      keys = [];
      for (const x of v) {
        if (typeof x !== 'number') return aggBadParam(pctx.profile, type, listKey, positionOf(pctx.rawBody, [...pctx.path, listKey]));
        if (!ranks && (x < 0 || x > 100)) return aggInvalid(`percent must be in [0,100], got [${x}]: [${name}]`);
        keys.push(x);
      }
      if (!ranks) keys.sort((a, b) => a - b);
    } else if (ranks) return aggInvalid(`[values] must not be null: [${name}]`);
    let method: PctSpec['method'] = 'tdigest';
    let compression = 100;
    let digits = 3;
    if (r.hdr !== undefined) {
      method = 'hdr';
      const d = isObject(r.hdr) ? (r.hdr as JsonObject).number_of_significant_value_digits : undefined;
      if (d === null || (d !== undefined && typeof d !== 'number')) return aggBadParam(pctx.profile, type, 'hdr', positionOf(pctx.rawBody, [...pctx.path, 'hdr']));
      if (typeof d === 'number') digits = d;
      // PercentilesConfig.Hdr: HdrHistogram takes 0 to 5 digits.
      if (digits < 0 || digits > 5) return aggInvalid(`[numberOfSignificantValueDigits] must be between 0 and 5: [${name}]`);
    }
    if (isObject(r.tdigest) && (r.tdigest as JsonObject).compression !== undefined) {
      compression = Number((r.tdigest as JsonObject).compression);
      if (compression < 0) return aggInvalid(`[compression] must be greater than or equal to 0. Found [${javaDouble(compression)}] in [${name}]`);
    }
    const hint = hintOf(pctx, isObject(r.tdigest) ? (r.tdigest as JsonObject).execution_hint : undefined);
    if (isEsError(hint)) return hint;
    return { source: p.source, keys, keyed: r.keyed !== false, method, compression, digits, hint } satisfies PctSpec;
  };
}

/** TDigestExecutionHint.parse of an `execution_hint` (ES ≥ 8.9 reads it; older versions and OpenSearch have one digest). */
function hintOf(pctx: ParseCtx, raw: unknown): ExecutionHint | EsError {
  if (raw === undefined || raw === null || pctx.profile.tdigest !== 'es-hybrid') return 'default';
  const hint = parseExecutionHint(String(raw));
  return hint ?? aggInvalid(`Invalid execution_hint [${String(raw)}], valid values are [default, high_accuracy]`);
}

/** Collects a shard's values into a digest (TDigestState.create for the profile and hint). */
function collectDigest(node: AggNode, rows: Row[], shard: ShardCtx, compression: number): PctResult | EsError {
  const spec = node.spec as { source: SourceSpec; hint?: ExecutionHint };
  const src = numericSource(node, spec.source, shard);
  if (isEsError(src)) return src;
  const digest = new Digest(compression, digestModel(shard.ctx.profile, spec.hint));
  const method = (node.spec as Partial<PctSpec>).method;
  if (method === 'hdr') {
    // HDRPercentilesAggregator: a DoubleHistogram per bucket, values recorded in document order.
    const hdr = new DoubleHistogram((node.spec as PctSpec).digits);
    try {
      if (src?.histogram) for (const row of rows) {
        // HistoBackedHDRPercentilesAggregator: recordValueWithCount.
        const h = src.histogram(row);
        for (let i = 0; i < h.values.length; i++) {
          hdr.record(h.values[i]!, h.counts[i]!);
          digest.add(h.values[i]!, h.counts[i]!);
        }
      }
      else if (src) for (const row of rows) for (const v of src.numbers(row)) {
        hdr.record(v);
        digest.add(v);
      }
    } catch (e) {
      if (e instanceof HdrOutOfBounds) return hdrOutOfBounds(e.message, shard.index.name, shard.shard);
      throw e;
    }
    return { kind: 'percentiles', digest, hdr, format: src?.format ?? RAW, profile: shard.ctx.profile };
  }
  // HistoBackedTDigestPercentilesAggregator: each value added with its count as weight.
  if (src?.histogram) for (const row of rows) {
    const h = src.histogram(row);
    for (let i = 0; i < h.values.length; i++) digest.add(h.values[i]!, h.counts[i]!);
  }
  else if (src) for (const row of rows) for (const v of src.numbers(row)) digest.add(v);
  return { kind: 'percentiles', digest, format: src?.format ?? RAW, profile: shard.ctx.profile };
}

/** AbstractInternalHDRPercentiles.reduce: a copy of the first shard's shape, then every shard added. */
function mergeHdr(parts: PctResult[]): DoubleHistogram | undefined {
  let merged: DoubleHistogram | undefined;
  for (const p of parts) {
    if (!p.hdr) continue;
    if (!merged) merged = new DoubleHistogram(p.hdr.digits, p.hdr);
    merged.add(p.hdr);
  }
  return merged;
}

function reduceDigest(parts: Internal[], compression: number): PctResult {
  const ps = parts as PctResult[];
  const profile = ps[0]!.profile;
  // ES 8.x's InternalAggregations.reduce leaves a lone result unreduced (mustReduceOnSingleInternalAgg is
  // false for metrics): one shard's digest is read as collected, not replayed into a fresh one.
  if (ps.length === 1 && ps[0]!.digest.model.startsWith('es-')) return ps[0]!;
  // TDigestState.createUsingParamsFrom(first), then every shard's state added.
  const digest = new Digest(compression, ps[0]!.digest.model);
  for (const p of ps) digest.merge(p.digest);
  const hdr = mergeHdr(ps);
  return { kind: 'percentiles', digest, ...(hdr ? { hdr } : {}), format: ps.find((p) => p.format.kind !== 'raw')?.format ?? ps[0]?.format ?? RAW, profile };
}

/** HDR's getValueAtPercentile by exact rank (HdrHistogram's buckets of 3 significant digits are not simulated). */
function hdrQuantile(d: Digest, q: number): number {
  const data = d.sortedValues();
  if (data.length === 0) return NaN;
  const rank = Math.max(1, Math.ceil(q * data.length));
  return data[Math.min(rank, data.length) - 1]!;
}

function valueAt(profile: Profile, spec: PctSpec, r: PctResult, key: number, ranks: boolean): number {
  if (spec.method === 'hdr' && r.hdr) {
    if (!ranks) return r.hdr.valueAtPercentile(key);
    // InternalHDRPercentileRanks.percentileRank: clamped to [0, 100].
    let rank: number;
    try {
      rank = r.hdr.percentileAtOrBelow(key);
    } catch (e) {
      if (e instanceof HdrOutOfBounds) throw new ScoreFailure(hdrRankNegative(e.message));
      throw e;
    }
    return rank < 0 ? 0 : rank > 100 ? 100 : rank;
  }
  if (ranks) {
    const c = spec.method === 'hdr' ? r.digest.sortedValues().filter((v) => v <= key).length / r.digest.size : cdfOf(profile, r.digest, key);
    return Math.min(100, Math.max(0, c * 100));
  }
  return spec.method === 'hdr' ? hdrQuantile(r.digest, key / 100) : quantileOf(profile, r.digest, key / 100);
}

function pctImpl(ranks: boolean): AggImpl {
  return {
    leaf: true,
    parse: parsePct(ranks),
    collect: (node, rows, shard) => collectDigest(node, rows, shard, (node.spec as PctSpec).compression),
    reduce: (node, parts) => reduceDigest(parts, (node.spec as PctSpec).compression),
    render(node, res, rctx) {
      const spec = node.spec as PctSpec;
      const r = res as PctResult;
      const empty = r.digest.size === 0;
      const fmt = r.format;
      if (spec.keyed) {
        const values: JsonObject = {};
        for (const k of spec.keys) {
          const key = javaDouble(k);
          const v = valueAt(rctx.ctx.profile, spec, r, k, ranks);
          values[key] = empty ? null : v;
          if (!empty && fmt.kind !== 'raw') values[`${key}_as_string`] = fmt.format(v);
        }
        return { values };
      }
      return {
        values: spec.keys.map((k) => {
          const v = valueAt(rctx.ctx.profile, spec, r, k, ranks);
          const o: JsonObject = { key: k, value: empty ? null : v };
          if (!empty && fmt.kind !== 'raw') o.value_as_string = fmt.format(v);
          return o;
        }),
      };
    },
    typedName: (node) => `${(node.spec as PctSpec).method}_${ranks ? 'percentile_ranks' : 'percentiles'}`,
    value: (node, r, metric) => {
      const spec = node.spec as PctSpec;
      const key = metric === undefined ? spec.keys[0]! : Number(metric);
      return (r as PctResult).digest.size === 0 ? NaN : valueAt((r as PctResult).profile, spec, r as PctResult, key, ranks);
    },
  };
}

/** The `percentiles` aggregation. */
export const percentiles = pctImpl(false);
/** The `percentile_ranks` aggregation. */
export const percentileRanks = pctImpl(true);

/** `median_absolute_deviation`: compression 1000 by default. */
export const medianAbsoluteDeviation: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    // execution_hint came with ES 8.9's fork (TDigestExecutionHint); before, and in OpenSearch, it is an unknown field.
    const p = parseSource('median_absolute_deviation', body, pctx, pctx.profile.tdigest === 'es-hybrid' ? ['compression', 'execution_hint'] : ['compression']);
    if (isEsError(p)) return p;
    const compression = p.rest.compression === undefined ? 1000 : Number(p.rest.compression);
    if (compression <= 0) return aggInvalid(`[compression] must be greater than 0. Found [${javaDouble(compression)}] in [${name}]`);
    const hint = hintOf(pctx, p.rest.execution_hint);
    if (isEsError(hint)) return hint;
    return { source: p.source, compression, hint };
  },
  collect: (node, rows, shard) => collectDigest(node, rows, shard, (node.spec as { compression: number }).compression),
  reduce: (node, parts) => reduceDigest(parts, (node.spec as { compression: number }).compression),
  render(_node, res, rctx) {
    const r = res as PctResult;
    if (r.digest.size === 0) return { value: null };
    const mad = madOf(rctx.ctx.profile, r.digest);
    const out: JsonObject = { value: mad };
    if (r.format.kind !== 'raw') out.value_as_string = r.format.format(mad);
    return out;
  },
  typedName: () => 'median_absolute_deviation',
  value: (_n, r) => ((r as PctResult).digest.size === 0 ? NaN : madOf((r as PctResult).profile, (r as PctResult).digest)),
};

/** InternalMedianAbsoluteDeviation.computeMedianAbsoluteDeviation: each centroid's deviation from the median, with its count, into a digest of the same kind. */
function madOf(profile: Profile, d: Digest): number {
  const median = quantileOf(profile, d, 0.5);
  const dev = new Digest(d.compression, d.model);
  for (const c of d.centroids()) dev.add(Math.abs(median - c.mean), c.count);
  return quantileOf(profile, dev, 0.5);
}

