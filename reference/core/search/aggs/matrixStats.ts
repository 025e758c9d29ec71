/**
 * `matrix_stats`: per shard the single-pass moments and co-moments of RunningStats (Pébay's update
 * formulas), merged across shards as RunningStats.merge does, finished as MatrixStatsResults (sample
 * variance and covariance, skewness, kurtosis, correlation). Documents lacking a field are skipped
 * unless `missing` names a value; a multi-valued field reads as its `mode` (avg by default). The fields
 * print in the order of Java's HashMap over their names, as ES iterates them.
 */
import { isObject, xContentToken, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, aggReduceFailure, isEsError, multiFieldUnexpectedToken, type EsError } from '../../errors/index.ts';
import { positionOf } from './parse.ts';
import { numericSource } from './metrics.ts';
import type { AggImpl, Internal, ParseCtx } from './types.ts';
import type { Source } from './valuesSource.ts';

interface MatrixSpec {
  fields: string[];
  missing: Record<string, number>;
  mode: 'avg' | 'min' | 'max' | 'sum' | 'median';
}

/** RunningStats: sums, counts, moments per field and co-moments per pair (first field → later ones). */
export interface Running {
  docCount: number;
  fieldSum: Map<string, number>;
  counts: Map<string, number>;
  means: Map<string, number>;
  variances: Map<string, number>;
  skewness: Map<string, number>;
  kurtosis: Map<string, number>;
  covariances: Map<string, Map<string, number>>;
}
interface MatrixResult extends Internal {
  kind: 'matrix_stats';
  stats: Running;
}

const empty = (): Running => ({ docCount: 0, fieldSum: new Map(), counts: new Map(), means: new Map(), variances: new Map(), skewness: new Map(), kurtosis: new Map(), covariances: new Map() });

function add(s: Running, names: string[], vals: number[]): void {
  ++s.docCount;
  const n = s.docCount;
  const deltas = new Map<string, number>();
  names.forEach((f, i) => {
    const x = vals[i]!;
    s.counts.set(f, 1 + (s.counts.get(f) ?? 0));
    s.fieldSum.set(f, x + (s.fieldSum.get(f) ?? 0));
    deltas.set(f, x * n - s.fieldSum.get(f)!);
    if (s.means.has(f)) {
      const m1 = s.means.get(f)!;
      const d = x - m1;
      s.means.set(f, m1 + d / n);
      const dn = d / n;
      const t1 = d * dn * (n - 1);
      const m2 = s.variances.get(f)!;
      s.variances.set(f, m2 + t1);
      const m3 = s.skewness.get(f)!;
      s.skewness.set(f, m3 + (t1 * dn * (n - 2) - 3 * dn * m2));
      const dn2 = dn * dn;
      const m4 = t1 * dn2 * (n * n - 3 * n + 3) + 6 * dn2 * m2 - 4 * dn * m3;
      s.kurtosis.set(f, s.kurtosis.get(f)! + m4);
    } else {
      s.means.set(f, x);
      s.variances.set(f, 0);
      s.skewness.set(f, 0);
      s.kurtosis.set(f, 0);
    }
  });
  const rest = [...names];
  for (const f of names) {
    rest.splice(rest.indexOf(f), 1);
    const dR = deltas.get(f)!;
    const row = s.covariances.get(f) ?? new Map<string, number>();
    for (const c of rest) {
      if (row.has(c)) row.set(c, row.get(c)! + (1 / (n * (n - 1))) * dR * deltas.get(c)!);
      else row.set(c, 0);
    }
    if (row.size > 0) s.covariances.set(f, row);
  }
}

function copyInto(a: Running, b: Running): void {
  for (const [f, m] of b.means) {
    a.means.set(f, m);
    a.counts.set(f, b.counts.get(f)!);
    a.fieldSum.set(f, b.fieldSum.get(f)!);
    a.variances.set(f, b.variances.get(f)!);
    a.skewness.set(f, b.skewness.get(f)!);
    a.kurtosis.set(f, b.kurtosis.get(f)!);
    if (b.covariances.has(f)) a.covariances.set(f, new Map(b.covariances.get(f)!));
    a.docCount = b.docCount;
  }
}

function merge(a: Running, b: Running): void {
  if (a.docCount === 0) return copyInto(a, b);
  const nA = a.docCount;
  const nB = b.docCount;
  a.docCount += b.docCount;
  const N = a.docCount;
  const deltas = new Map<string, number>();
  for (const f of b.means.keys()) {
    const [meanA, varA, skewA, kurtA] = [a.means.get(f)!, a.variances.get(f)!, a.skewness.get(f)!, a.kurtosis.get(f)!];
    const [meanB, varB, skewB, kurtB] = [b.means.get(f)!, b.variances.get(f)!, b.skewness.get(f)!, b.kurtosis.get(f)!];
    a.counts.set(f, a.counts.get(f)! + b.counts.get(f)!);
    a.means.set(f, (nA * a.means.get(f)! + nB * b.means.get(f)!) / (nA + nB));
    deltas.set(f, b.fieldSum.get(f)! / nB - a.fieldSum.get(f)! / nA);
    a.fieldSum.set(f, a.fieldSum.get(f)! + b.fieldSum.get(f)!);
    const d = meanB - meanA;
    const d2 = d * d;
    const d3 = d * d2;
    const d4 = d2 * d2;
    const n2 = N * N;
    const nA2 = nA * nA;
    const nB2 = nB * nB;
    a.variances.set(f, varA + varB + (d2 * nA * b.docCount) / N);
    const newSkew = skewA + skewB + (d3 * nA * nB * (nA - nB)) / n2;
    a.skewness.set(f, newSkew + (3 * d * (nA * varB - nB * varA)) / N);
    const nk = kurtA + kurtB + (d4 * nA * nB * (nA2 - nA * nB + nB2)) / (n2 * N);
    a.kurtosis.set(f, nk + (6 * d2 * (nA2 * varB + nB2 * varA)) / n2 + (4 * d * (nA * skewB - nB * skewA)) / N);
  }
  const countA = a.docCount - b.docCount;
  for (const f of b.means.keys()) {
    const fac = (countA * b.docCount) / a.docCount;
    const dR = deltas.get(f)!;
    const row = a.covariances.get(f);
    if (!row) continue;
    for (const c of row.keys()) {
      let v = row.get(c)!;
      const other = b.covariances.get(f)?.get(c) ?? b.covariances.get(c)?.get(f) ?? 0;
      v += other + fac * dR * deltas.get(c)!;
      row.set(c, v);
    }
  }
}

/**
 * RunningStats.missingFieldNames: the fields one side has and the other lacks (the symmetric difference,
 * sorted as the TreeSet of the message), nothing while either side has no document.
 */
export function missingFieldNames(a: Running, b: Running): string[] {
  if (a.docCount === 0 || b.docCount === 0) return [];
  const out = [...a.counts.keys()].filter((f) => !b.counts.has(f));
  for (const f of b.counts.keys()) if (!a.counts.has(f)) out.push(f);
  return out.sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
}

/** Java's String.hashCode. */
function javaHash(s: string): number {
  let h = 0;
  for (let i = 0; i < s.length; i++) h = (Math.imul(31, h) + s.charCodeAt(i)) | 0;
  return h;
}

/** The iteration order of a java.util.HashMap holding these keys, inserted in this order. */
export function hashMapOrder(keys: string[]): string[] {
  let cap = 16;
  while (keys.length > cap * 0.75) cap *= 2;
  const buckets: string[][] = Array.from({ length: cap }, () => []);
  for (const k of keys) {
    const h = javaHash(k);
    buckets[(h ^ (h >>> 16)) & (cap - 1)]!.push(k);
  }
  return buckets.flat();
}

/**
 * ArrayValuesSourceParser (with MatrixStatsParser's `mode`): the keys it reads and the token each may have; any
 * other is a ParsingException at the value, "Unexpected token T [key] in [name]." A `script` (object or array)
 * or a `value_type` says "Multi-field aggregations do not support scripts." (matrix_stats_*_value_field.yml
 * "With script").
 */
function arrayValuesSourceRefusal(name: string, o: JsonObject, pctx: ParseCtx): EsError | undefined {
  for (const [k, v] of Object.entries(o) as [string, Json][]) {
    const token = xContentToken(v);
    const unexpected = (scripts = false) => multiFieldUnexpectedToken(name, k, token, positionOf(pctx.rawBody, [...pctx.path, k]), scripts);
    if (token === 'VALUE_STRING') {
      if (k === 'value_type') return unexpected(true);
      if (k !== 'fields' && k !== 'format' && k !== 'mode') return unexpected();
    } else if (token === 'START_OBJECT') {
      if (k === 'script') return unexpected(true);
      if (k !== 'missing') return unexpected();
    } else if (token === 'START_ARRAY') {
      if (k === 'script') return unexpected(true);
      if (k !== 'fields') return unexpected();
      const bad = (v as Json[]).findIndex((f) => typeof f !== 'string');
      if (bad >= 0) return multiFieldUnexpectedToken(name, k, xContentToken((v as Json[])[bad]!), positionOf(pctx.rawBody, [...pctx.path, k, bad]));
    } else {
      return unexpected();
    }
  }
  return undefined;
}

/** MatrixStatsResults: each field's sample variance, skewness and kurtosis, and the pairs' covariance and correlation. */
function derived(s: Running) {
  const nM1 = s.docCount - 1;
  const variance = new Map<string, number>();
  const skew = new Map<string, number>();
  const kurt = new Map<string, number>();
  for (const f of s.means.keys()) {
    const v = s.variances.get(f)!;
    skew.set(f, (Math.sqrt(s.docCount) * s.skewness.get(f)!) / Math.pow(v, 1.5));
    kurt.set(f, (s.docCount * s.kurtosis.get(f)!) / (v * v));
    variance.set(f, v / nM1);
  }
  const cov = (a: string, b: string): number => (a === b ? variance.get(a)! : (s.covariances.get(a)?.get(b) ?? s.covariances.get(b)?.get(a) ?? NaN) / nM1);
  const cor = (a: string, b: string): number => {
    if (a === b) return 1;
    if (variance.get(a) === 0 || variance.get(b) === 0) return NaN;
    return cov(a, b) / (Math.sqrt(variance.get(a)!) * Math.sqrt(variance.get(b)!));
  };
  return { variance, skew, kurt, cov, cor };
}

export const matrixStats: AggImpl = {
  leaf: true,
  parse(name, body, pctx) {
    const o = (body ?? {}) as JsonObject;
    const refused = arrayValuesSourceRefusal(name, o, pctx);
    if (refused) return refused;
    // A lone string is a list of one (ArrayValuesSourceParser's singletonList).
    const fields = typeof o.fields === 'string' ? [o.fields] : o.fields;
    if (!Array.isArray(fields) || fields.length === 0) return aggInvalid(`Required [fields] in [${name}]`);
    const missing: Record<string, number> = {};
    if (isObject(o.missing)) for (const [k, v] of Object.entries(o.missing as JsonObject)) missing[k] = Number(v as Json);
    const mode = String(o.mode ?? 'avg').toLowerCase();
    if (!['avg', 'min', 'max', 'sum', 'median'].includes(mode)) return aggInvalid(`Unknown MultiValueMode [${mode}]`);
    return { fields: fields.map(String), missing, mode: mode as MatrixSpec['mode'] } satisfies MatrixSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as MatrixSpec;
    const srcs: (Source | undefined)[] = [];
    for (const f of spec.fields) {
      const s = numericSource(node, { field: f }, shard);
      if (isEsError(s)) return s;
      srcs.push(s);
    }
    const stats = empty();
    const pick = (vs: number[]): number => {
      if (spec.mode === 'min') return vs[0]!;
      if (spec.mode === 'max') return vs[vs.length - 1]!;
      const sum = vs.reduce((a, b) => a + b, 0);
      if (spec.mode === 'sum') return sum;
      if (spec.mode === 'median') return vs.length % 2 ? vs[(vs.length - 1) / 2]! : (vs[vs.length / 2 - 1]! + vs[vs.length / 2]!) / 2;
      return sum / vs.length;
    };
    // ArrayValuesSourceAggregatorFactory keeps only the fields with values on the shard (mapped, or given
    // a `missing`): an unmapped field is left out of the shard's stats rather than skipping every document.
    const kept = spec.fields.map((f, i) => ({ f, src: srcs[i] })).filter((x) => x.src !== undefined || x.f in spec.missing);
    const names = kept.map((x) => x.f);
    for (const row of rows) {
      const vals: number[] = [];
      let skip = false;
      for (const { f, src } of kept) {
        const vs = src?.numbers(row) ?? [];
        if (vs.length > 0) vals.push(pick(vs));
        else if (f in spec.missing) vals.push(spec.missing[f]!);
        else skip = true;
      }
      if (!skip && names.length > 0) add(stats, names, vals);
    }
    return { kind: 'matrix_stats', stats } satisfies MatrixResult;
  },
  reduce(node, parts) {
    const stats = empty();
    for (const p of parts as MatrixResult[]) {
      const missing = missingFieldNames(stats, p.stats);
      if (missing.length > 0) return aggReduceFailure(`Aggregation [${node.name}] all fields must exist in all indices, but some indices are missing these fields [${missing.join(', ')}]`);
      merge(stats, p.stats);
    }
    return { kind: 'matrix_stats', stats } satisfies MatrixResult;
  },
  render(_n, res) {
    const s = (res as MatrixResult).stats;
    const out: JsonObject = { doc_count: s.docCount };
    if (s.counts.size === 0) return out;
    const d = derived(s);
    const num = (v: number): Json => (Number.isFinite(v) ? v : String(v));
    const names = hashMapOrder([...s.counts.keys()]);
    out.fields = names.map((f) => {
      const covariance: JsonObject = {};
      const correlation: JsonObject = {};
      for (const g of names) {
        covariance[g] = num(d.cov(f, g));
        correlation[g] = num(d.cor(f, g));
      }
      return { name: f, count: s.counts.get(f)!, mean: num(s.means.get(f)!), variance: num(d.variance.get(f)!), skewness: num(d.skew.get(f)!), kurtosis: num(d.kurt.get(f)!), covariance, correlation };
    });
    return out;
  },
  // InternalMatrixStats.getProperty (8.4+): `stats[field].<element>` reads one field's figure; the field's quotes
  // are stripped; an element it does not know is an IllegalArgumentException of the final reduce. Other path
  // lengths (a whole map of figures) are left to the common rules.
  property(node, res, path, profile) {
    if (path.length !== 2 || !profile.matrixStatsPropertyPaths) return undefined;
    const s = (res as MatrixResult).stats;
    const field = path[0]!.replace(/^["']+/, '').replace(/["']+$/, '');
    const d = derived(s);
    const figure: Record<string, () => number | undefined> = {
      counts: () => s.counts.get(field),
      means: () => s.means.get(field),
      variances: () => d.variance.get(field),
      skewness: () => d.skew.get(field),
      kurtosis: () => d.kurt.get(field),
      covariance: () => (s.counts.has(field) ? d.cov(field, field) : undefined),
      correlation: () => (s.counts.has(field) ? d.cor(field, field) : undefined),
    };
    const read = figure[path[1]!];
    if (!read) return aggReduceFailure(`Found unknown path element [${path[1]}] in [${node.name}]`);
    return read() ?? NaN;
  },
  typedName: () => 'matrix_stats',
};
