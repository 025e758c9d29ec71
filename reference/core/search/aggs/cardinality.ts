/**
 * `cardinality` as ES's HyperLogLogPlusPlus counts: values hashed (MurmurHash3 x64-128's h1 of a
 * term's UTF-8 bytes; BitMixer.mix64 of a long, of a double's bits), encoded to 32 bits with precision
 * p and kept as a set while it holds at most `(2^p / 4) * 0.75` hashes (its "linear counting", exact but
 * for collisions); past that, HyperLogLog registers. Shards merge their sketches. The estimate of a set
 * is AbstractLinearCounting's (linear counting over 2^25 slots, so past ~5,800 values it is a little above
 * the set's size); of registers AbstractHyperLogLog's, with the paper's empirical bias correction below 5·2^p.
 */
import { xContentToken, type Json, type JsonObject } from '../../json.ts';
import { aggBadParam, aggShardFailure, isEsError, valueTypeUnsupported } from '../../errors/index.ts';
import { parseSource, resolveSource, isNumeric, type SourceSpec } from './valuesSource.ts';
import { doubleBits, longBits, mix64, murmur3x64, utf8 } from './hash.ts';
import { positionOf } from './parse.ts';
import type { AggImpl, AggNode, Internal } from './types.ts';
import { BIAS_DATA, RAW_ESTIMATE_DATA } from './hllTables.ts';

const P2 = 25;
const MIN_PRECISION = 4;
const MAX_PRECISION = 18;
/** ES's THRESHOLDS per precision 4..18 (from the HLL++ paper): below, linear counting of the registers' zeros. */
const THRESHOLDS = [10, 20, 40, 80, 220, 400, 900, 1800, 3100, 6500, 11500, 20000, 50000, 120000, 350000];

interface CardSpec {
  source: SourceSpec;
  precision: number;
  /** `execution_hint` as given (CardinalityAggregatorFactory.ExecutionMode reads it on the shard). */
  hint?: string;
}

/** CardinalityAggregatorFactory.ExecutionMode's names (8.4+), matched upper-cased. */
const EXECUTION_MODES = ['global_ordinals', 'segment_ordinals', 'direct', 'save_memory_heuristic', 'save_time_heuristic'];

/** A sketch: a set of encoded hashes, or HLL registers. */
export interface CardResult extends Internal {
  kind: 'cardinality';
  p: number;
  set?: Set<number>;
  registers?: Uint8Array;
}

/** HyperLogLogPlusPlus.precisionFromThreshold. */
export function precisionFromThreshold(count: number): number {
  const entries = Math.ceil(count / 0.75);
  const bytes = entries * 4;
  let precision = bytes <= 0 ? 1 : Math.floor(Math.log2(bytes)) + 1; // PackedInts.bitsRequired
  precision = Math.max(precision, MIN_PRECISION);
  return Math.min(precision, MAX_PRECISION);
}

const M32 = (1n << 32n) - 1n;

function clz64(x: bigint): number {
  const u = BigInt.asUintN(64, x);
  if (u === 0n) return 64;
  return 64 - u.toString(2).length;
}

/** AbstractHyperLogLogPlusPlus.encodeHash: the top 25 bits, with the run length when the low bits are zero. */
export function encodeHash(hash: bigint, p: number): number {
  const u = BigInt.asUintN(64, hash);
  const e = u >> BigInt(64 - P2);
  let encoded: bigint;
  const mask = (1n << BigInt(P2 - p)) - 1n;
  if ((e & mask) === 0n) {
    const runLen = 1 + Math.min(clz64((u << BigInt(P2)) & ((1n << 64n) - 1n)), 64 - P2);
    encoded = (e << 7n) | (BigInt(runLen) << 1n) | 1n;
  } else encoded = e << 1n;
  return Number(BigInt.asIntN(32, encoded & M32));
}

function decodeIndex(encoded: number, p: number): number {
  const index = (encoded & 1) === 1 ? encoded >>> 7 : encoded >>> 1;
  return index >>> (P2 - p);
}

function decodeRunLen(encoded: number, p: number): number {
  if ((encoded & 1) === 1) return ((encoded >>> 1) & 0x3f) + (P2 - p);
  const bits = (encoded << (31 + p - P2)) | 0;
  return 1 + Math.clz32(bits);
}

const capacityOf = (p: number) => (1 << p) / 4;
const thresholdOf = (p: number) => Math.trunc(capacityOf(p) * 0.75);

function toRegisters(r: CardResult): Uint8Array {
  const regs = new Uint8Array(1 << r.p);
  for (const enc of r.set!) {
    const i = decodeIndex(enc, r.p);
    const run = decodeRunLen(enc, r.p);
    if (run > regs[i]!) regs[i] = run;
  }
  return regs;
}

/** Adds an encoded hash to a sketch (a set until past its threshold, then registers). */
export function addEncoded(r: CardResult, enc: number): void {
  if (r.registers) {
    const i = decodeIndex(enc, r.p);
    const run = decodeRunLen(enc, r.p);
    if (run > r.registers[i]!) r.registers[i] = run;
    return;
  }
  r.set!.add(enc);
  if (r.set!.size > thresholdOf(r.p)) {
    r.registers = toRegisters(r);
    delete r.set;
  }
}

/** AbstractCardinalityAlgorithm.linearCounting. */
function linearCounting(m: number, v: number): number {
  return Math.round(m * Math.log(m / v));
}

const BIAS_K = 6;

/**
 * AbstractHyperLogLog.estimateBias, bug for bug: the weights live in a ring of six indexed by i % 6 while the
 * bias values are read from `index` on, so the weights and biases pair as ES pairs them.
 */
export function estimateBias(p: number, e: number): number {
  const raw = RAW_ESTIMATE_DATA()[p - 4]!;
  const bias = BIAS_DATA()[p - 4]!;
  const weights = new Float64Array(BIAS_K);
  let index = bias.length - BIAS_K;
  for (let i = 0; i < raw.length; i++) {
    const w = 1.0 / Math.abs(raw[i]! - e);
    const j = i % BIAS_K;
    if (!Number.isFinite(w)) return bias[i]!;
    if (weights[j]! >= w) {
      index = i - BIAS_K;
      break;
    }
    weights[j] = w;
  }
  let weightSum = 0;
  let biasSum = 0;
  for (let i = 0, j = index; i < BIAS_K; i++, j++) {
    biasSum += weights[i]! * bias[j]!;
    weightSum += weights[i]!;
  }
  return biasSum / weightSum;
}

/** The estimate of registers (AbstractHyperLogLog.cardinality). */
export function hllCardinality(regs: Uint8Array, p: number): number {
  const m = 1 << p;
  let inverse = 0;
  let zeros = 0;
  for (const run of regs) {
    inverse += 1 / 2 ** run;
    if (run === 0) zeros++;
  }
  // alpha: 0.673 at p 4, 0.697 at p 5, the formula from p 6 on (ES has no 0.709 case for m = 64).
  const alpha = p === 4 ? 0.673 : p === 5 ? 0.697 : 0.7213 / (1 + 1.079 / m);
  const e1 = (alpha * m * m) / inverse;
  const e2 = e1 <= 5 * m ? e1 - estimateBias(p, e1) : e1;
  const h = zeros !== 0 ? linearCounting(m, zeros) : Math.round(e2);
  return h <= THRESHOLDS[p - 4]! ? h : Math.round(e2);
}

/** The estimate (HyperLogLogPlusPlus.cardinality: linear counting while a set, else the registers'). */
export function estimate(r: CardResult): number {
  if (r.set) return linearCounting(2 ** P2, 2 ** P2 - r.set.size);
  return hllCardinality(r.registers!, r.p);
}

/** Hashes of a value as CardinalityAggregator makes them. */
function hashString(s: string): bigint {
  return murmur3x64(utf8(s)).h1;
}

/** A value's encoded hash as CardinalityAggregator makes it (murmur3 of a term's bytes, mix64 of a long or a double's bits). */
export function encodedHashOf(v: string | number, isDouble: boolean, p: number): number {
  const h = typeof v === 'string' ? hashString(v) : mix64(isDouble ? doubleBits(v) : longBits(v));
  return encodeHash(h, p);
}

/** Whether the node's `execution_hint` names an ExecutionMode (or is absent). */
export function cardinalityHintValid(node: AggNode): boolean {
  const hint = (node.spec as CardSpec).hint;
  return hint === undefined || EXECUTION_MODES.includes(hint.toLowerCase());
}

/** The `cardinality` aggregation. */
export const cardinality: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const p = parseSource('cardinality', body, pctx, ['precision_threshold', 'rehash', 'execution_hint']);
    if (isEsError(p)) return p;
    let threshold = 3000;
    if (p.rest.precision_threshold !== undefined) {
      const raw = p.rest.precision_threshold;
      const at = positionOf(pctx.rawBody, [...pctx.path, 'precision_threshold']);
      // declareLong: a number, or a string XContentParser.longValue reads (Long.parseLong, then BigDecimal
      // truncated); any other token is refused by ObjectParser before the value is read.
      if (typeof raw !== 'number' && typeof raw !== 'string') return valueTypeUnsupported(pctx.profile, 'cardinality', 'precision_threshold', xContentToken(raw as Json), at);
      const n = typeof raw === 'number' ? raw : /^\s*[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (Number.isNaN(n)) return aggBadParam(pctx.profile, 'cardinality', 'precision_threshold', at, `For input string: "${raw}"`, 'number_format_exception');
      threshold = Math.trunc(n);
      if (threshold < 0) return aggBadParam(pctx.profile, 'cardinality', 'precision_threshold', at, `[precisionThreshold] must be greater than or equal to 0. Found [${threshold}] in [${name}]`);
    }
    const hint = p.rest.execution_hint === undefined || p.rest.execution_hint === null ? undefined : String(p.rest.execution_hint);
    return { source: p.source, precision: precisionFromThreshold(threshold), hint } satisfies CardSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as CardSpec;
    // ExecutionMode.fromString runs as the shard builds the factory: an unknown hint fails the shard.
    if (!cardinalityHintValid(node)) {
      return aggShardFailure(`Invalid execution mode for cardinality aggregation.  Got [${spec.hint}]expected one of [global_ordinal, segment_ordinal, direct]`, shard.index.name);
    }
    const src = resolveSource(spec.source, shard, 'bytes');
    if (isEsError(src)) return src;
    const r: CardResult = { kind: 'cardinality', p: spec.precision, set: new Set() };
    if (src.kind === 'unmapped') return r;
    const numeric = isNumeric(src.kind);
    const isDouble = src.kind === 'double';
    const cache = new Map<string | number, number>();
    for (const row of rows) {
      const vals: (string | number)[] = numeric ? src.numbers(row) : src.strings(row);
      for (const v of vals) {
        // The cache's keys do not tell -0 from 0, whose double bits (and hashes) differ.
        let enc = cache.get(v);
        if (enc === undefined || Object.is(v, -0)) {
          enc = encodedHashOf(v, isDouble, spec.precision);
          if (!Object.is(v, -0)) cache.set(v, enc);
        }
        addEncoded(r, enc);
      }
    }
    return r;
  },
  reduce(node, parts) {
    const spec = node.spec as CardSpec;
    const out: CardResult = { kind: 'cardinality', p: spec.precision, set: new Set() };
    for (const part of parts as CardResult[]) {
      if (part.set) for (const enc of part.set) addEncoded(out, enc);
      else {
        if (!out.registers) {
          out.registers = toRegisters(out);
          delete out.set;
        }
        const regs = part.registers!;
        for (let i = 0; i < regs.length; i++) if (regs[i]! > out.registers[i]!) out.registers[i] = regs[i]!;
      }
    }
    return out;
  },
  render: (_n, r): JsonObject => ({ value: estimate(r as CardResult) }),
  typedName: () => 'cardinality',
  value: (_n, r) => estimate(r as CardResult),
};
