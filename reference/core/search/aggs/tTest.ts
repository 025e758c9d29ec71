/**
 * `t_test` (x-pack analytics): Student's t-test of two populations, `paired` (per-document differences),
 * `homoscedastic` (pooled variance) or `heteroscedastic` (Welch), two-tailed by default; sums per shard
 * by CompensatedSum, the p-value from the t distribution's CDF (Commons Math's regularized incomplete beta
 * by continued fraction over Commons Math's own logBeta, ./commonsBeta.ts, and its FastMath.log, log1p and
 * exp, ./commonsFastMath.ts: bit for bit the 3.6.1 jar's on thousands of drawn t and df).
 */
import { isObject, type Json, type JsonObject } from '../../json.ts';
import { aggInvalid, isEsError } from '../../errors/index.ts';
import { compileQuery } from '../query.ts';
import { logBeta } from './commonsBeta.ts';
import { fastExp, fastLog, fastLog1p } from './commonsFastMath.ts';
import { CompensatedSum } from './compensatedSum.ts';
import { numericSource } from './metrics.ts';
import { queryDocOf } from './singleBucket.ts';
import type { AggImpl, Internal, Row } from './types.ts';

type TType = 'paired' | 'homoscedastic' | 'heteroscedastic';
interface TSide {
  field: string;
  filter?: Json;
}
interface TSpec {
  a: TSide;
  b: TSide;
  type: TType;
  tails: number;
}
interface Moments {
  count: number;
  sum: number;
  sumSq: number;
}
interface TResult extends Internal {
  kind: 't_test';
  a: Moments;
  b: Moments;
}

/** Commons Math's Beta.regularizedBeta (continued fraction, epsilon 1e-14). */
export function regularizedBeta(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  if (x > (a + 1) / (2 + b + a) && 1 - x <= (b + 1) / (2 + b + a)) return 1 - regularizedBeta(1 - x, b, a);
  const small = 1e-50;
  const bN = (n: number) => {
    if (n % 2 === 0) {
      const m = n / 2;
      return (m * (b - m) * x) / ((a + 2 * m - 1) * (a + 2 * m));
    }
    const m = (n - 1) / 2;
    return -((a + m) * (a + b + m) * x) / ((a + 2 * m) * (a + 2 * m + 1));
  };
  let hPrev = 1;
  let dPrev = 0;
  let cPrev = hPrev;
  let hN = hPrev;
  for (let n = 1; n < 100000; n++) {
    let dN = 1 + bN(n) * dPrev;
    if (Math.abs(dN) < small) dN = small;
    let cN = 1 + bN(n) / cPrev;
    if (Math.abs(cN) < small) cN = small;
    dN = 1 / dN;
    const delta = cN * dN;
    hN = hPrev * delta;
    if (Math.abs(delta - 1) < 1e-14) break;
    dPrev = dN;
    cPrev = cN;
    hPrev = hN;
  }
  return fastExp(a * fastLog(x) + b * fastLog1p(-x) - fastLog(a) - logBeta(a, b)) / hN;
}

/** TDistribution.cumulativeProbability. */
export function tCdf(t: number, df: number): number {
  if (t === 0) return 0.5;
  const ib = regularizedBeta(df / (df + t * t), 0.5 * df, 0.5);
  return t < 0 ? 0.5 * ib : 1 - 0.5 * ib;
}

const moments = (): Moments => ({ count: 0, sum: 0, sumSq: 0 });
const mean = (m: Moments) => m.sum / m.count;
const variance = (m: Moments) => (m.sumSq - (m.sum * m.sum) / m.count) / (m.count - 1);

function pValue(spec: TSpec, r: TResult): number {
  let t: number;
  let df: number;
  if (spec.type === 'paired') {
    // PairedTTestState.getValue: the population variance of the differences, its standard deviation over
    // sqrt(n - 1) (algebraically the sample form, but rounded differently: 0.1914368843365979, not …828).
    const m = r.a;
    if (m.count < 2) return NaN;
    const meanDiff = m.sum / m.count;
    const v = (m.sumSq - (m.sum * m.sum) / m.count) / m.count;
    if (v <= 0) return meanDiff === 0 ? NaN : 0;
    t = meanDiff / (Math.sqrt(v) / Math.sqrt(m.count - 1));
    df = m.count - 1;
  } else {
    const [a, b] = [r.a, r.b];
    if (spec.type === 'homoscedastic') {
      const pooled = ((a.count - 1) * variance(a) + (b.count - 1) * variance(b)) / (a.count + b.count - 2);
      t = (mean(a) - mean(b)) / Math.sqrt(pooled * (1 / a.count + 1 / b.count));
      df = a.count + b.count - 2;
    } else {
      const va = variance(a) / a.count;
      const vb = variance(b) / b.count;
      t = (mean(a) - mean(b)) / Math.sqrt(va + vb);
      df = ((va + vb) * (va + vb)) / ((va * va) / (a.count - 1) + (vb * vb) / (b.count - 1));
    }
  }
  const p = 2 * tCdf(-Math.abs(t), df);
  return spec.tails === 1 ? p / 2 : p;
}

/** The `t_test` aggregation. */
export const tTest: AggImpl = {
  leaf: true,
  parse(name, body) {
    const o = (body ?? {}) as JsonObject;
    const side = (k: string): TSide | undefined => {
      const v = o[k];
      if (!isObject(v) || typeof (v as JsonObject).field !== 'string') return undefined;
      const s = v as JsonObject;
      return { field: s.field as string, ...(s.filter !== undefined ? { filter: s.filter as Json } : {}) };
    };
    const a = side('a');
    const b = side('b');
    if (!a || !b) return aggInvalid(`[t_test] requires [a] and [b] fields in [${name}]`);
    const type = String(o.type ?? 'heteroscedastic') as TType;
    if (!['paired', 'homoscedastic', 'heteroscedastic'].includes(type)) return aggInvalid(`Unknown TTestType [${type}]`);
    if (type === 'paired' && (a.filter !== undefined || b.filter !== undefined)) return aggInvalid('Paired t-test doesn\'t support filters');
    const tails = o.tails === undefined ? 2 : Number(o.tails);
    if (tails !== 1 && tails !== 2) return aggInvalid('[tails] must be 1 or 2. Found [' + tails + '] in [' + name + ']');
    return { a, b, type, tails } satisfies TSpec;
  },
  collect(node, rows, shard) {
    const spec = node.spec as TSpec;
    const sa = numericSource(node, { field: spec.a.field }, shard);
    if (isEsError(sa)) return sa;
    const sb = numericSource(node, { field: spec.b.field }, shard);
    if (isEsError(sb)) return sb;
    const filt = (f: Json | undefined): ((r: Row) => boolean) | undefined | ReturnType<typeof aggInvalid> => {
      if (f === undefined) return undefined;
      const q = compileQuery(f, { index: shard.index, profile: shard.ctx.profile, now: shard.ctx.now });
      return isEsError(q) ? q : (r: Row) => q.test(queryDocOf(r));
    };
    const fa = filt(spec.a.filter);
    if (isEsError(fa)) return fa;
    const fb = filt(spec.b.filter);
    if (isEsError(fb)) return fb;
    const acc = (ms: Moments, sums: [CompensatedSum, CompensatedSum], v: number) => {
      ms.count++;
      sums[0].add(v);
      sums[1].add(v * v);
    };
    const ma = moments();
    const mb = moments();
    const sumsA: [CompensatedSum, CompensatedSum] = [new CompensatedSum(), new CompensatedSum()];
    const sumsB: [CompensatedSum, CompensatedSum] = [new CompensatedSum(), new CompensatedSum()];
    for (const row of rows) {
      const va = sa?.numbers(row) ?? [];
      const vb = sb?.numbers(row) ?? [];
      if (spec.type === 'paired') {
        if (va.length === 1 && vb.length === 1) acc(ma, sumsA, va[0]! - vb[0]!);
        else if (va.length > 1 || vb.length > 1) return aggInvalid(`Encountered more than one value for a single document. Use a script to combine multiple values per doc into a single value.`);
        continue;
      }
      if ((!fa || (fa as (r: Row) => boolean)(row)) && va.length === 1) acc(ma, sumsA, va[0]!);
      if ((!fb || (fb as (r: Row) => boolean)(row)) && vb.length === 1) acc(mb, sumsB, vb[0]!);
    }
    ma.sum = sumsA[0].value;
    ma.sumSq = sumsA[1].value;
    mb.sum = sumsB[0].value;
    mb.sumSq = sumsB[1].value;
    return { kind: 't_test', a: ma, b: mb } satisfies TResult;
  },
  reduce(_n, parts) {
    const merge = (pick: (r: TResult) => Moments): Moments => {
      const s = new CompensatedSum();
      const q = new CompensatedSum();
      let count = 0;
      for (const p of parts as TResult[]) {
        const m = pick(p);
        count += m.count;
        s.add(m.sum);
        q.add(m.sumSq);
      }
      return { count, sum: s.value, sumSq: q.value };
    };
    return { kind: 't_test', a: merge((r) => r.a), b: merge((r) => r.b) } satisfies TResult;
  },
  render(node, r) {
    const v = pValue(node.spec as TSpec, r as TResult);
    return { value: Number.isFinite(v) ? v : null };
  },
  typedName: () => 't_test',
  value: (node, r) => pValue(node.spec as TSpec, r as TResult),
};
